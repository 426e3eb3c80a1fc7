// Source: https://cdn.jsdelivr.net/npm/eslint-plugin-security-node@1.1.4/docs/rules/detect-nosql-injection.md
// A $where clause is JavaScript run by the server, and here it embeds the posted threshold.
export async function heavyCancellers(db, req) {
  const query = { $where: 'this.canceledOrders > ' + req.body.canceled };
  return db.collection('users').find(query).toArray();
}
