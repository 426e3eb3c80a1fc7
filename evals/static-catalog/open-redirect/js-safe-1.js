// Source: https://cheatsheetseries.owasp.org/cheatsheets/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html
// A fixed destination.
export function afterLogout(req, res) {
  res.redirect('/login');
}
