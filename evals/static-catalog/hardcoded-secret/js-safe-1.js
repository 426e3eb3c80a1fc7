// Source: https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html
// Credentials come from the environment at start-up.
export const dbConfig = {
  host: 'db.internal',
  user: 'billing',
  password: process.env.DB_PASSWORD,
};
