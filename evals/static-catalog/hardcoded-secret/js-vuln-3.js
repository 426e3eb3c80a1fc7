// Source: https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html
// Framework settings carry the cookie-signing secret and the encryption key as literals.
export const appSettings = {
  cookieSecret: 'f3a9c1d07be24e6a',
  cryptoKey: '9b2e7d41c0a8f56e13d4',
};
