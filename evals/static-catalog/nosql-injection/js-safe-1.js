// Source: https://cheatsheetseries.owasp.org/cheatsheets/Nodejs_Security_Cheat_Sheet.html
// Each field is forced to a string, so an operator object cannot reach the filter.
export async function login(Users, req, res) {
  const username = String(req.body.username);
  const user = await Users.findOne({ username });
  res.json({ found: Boolean(user) });
}
