// Source: https://cheatsheetseries.owasp.org/cheatsheets/Query_Parameterization_Cheat_Sheet.html
// The value travels as a bound parameter; the SQL text is constant.
export async function findUser(db, req) {
  const rows = await db.query('SELECT id, email FROM users WHERE name = $1', [req.query.name]);
  return rows[0];
}
