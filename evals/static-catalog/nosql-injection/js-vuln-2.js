// Source: https://cheatsheetseries.owasp.org/cheatsheets/Nodejs_Security_Cheat_Sheet.html
// The login filter takes the body's fields as they are, so { "$ne": "" } matches any password.
export async function login(Users, req, res) {
  const user = await Users.findOne({ username: req.body.username, password: req.body.password });
  res.json({ ok: Boolean(user) });
}
