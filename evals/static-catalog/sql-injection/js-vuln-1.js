// Source: https://cheatsheetseries.owasp.org/cheatsheets/Query_Parameterization_Cheat_Sheet.html
// A lookup route splices the request's name into the SQL text.
export async function findUser(db, req) {
  const rows = await db.query(`SELECT id, email FROM users WHERE name = '${req.query.name}'`);
  return rows[0];
}
