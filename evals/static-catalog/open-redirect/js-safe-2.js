// Source: https://cheatsheetseries.owasp.org/cheatsheets/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html
// The input only picks a path under the site's own prefix, encoded.
export function showItem(req, res) {
  res.redirect(303, `/items/${encodeURIComponent(req.params.id)}`);
}
