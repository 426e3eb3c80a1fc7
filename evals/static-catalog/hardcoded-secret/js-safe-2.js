// Source: https://cwe.mitre.org/data/definitions/798.html
// A form's field names and labels are not credentials.
export const loginForm = {
  password: 'password',
  label: 'Enter your password',
};
