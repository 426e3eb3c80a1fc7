// Source: https://cheatsheetseries.owasp.org/cheatsheets/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html
// After login the user is sent wherever the query string says.
export function afterLogin(req, res) {
  res.redirect(req.query.next);
}
