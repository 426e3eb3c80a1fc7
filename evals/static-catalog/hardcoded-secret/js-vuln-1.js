// Source: https://cwe.mitre.org/data/definitions/798.html
// The database password is written into the connection settings.
export const dbConfig = {
  host: 'db.internal',
  user: 'billing',
  password: 'Tr0ub4dor&3-billing',
};
