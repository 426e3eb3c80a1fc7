// Source: https://www.mongodb.com/docs/manual/reference/operator/query/where/
// A comparison operator with a number the server parsed replaces $where.
export async function heavyCancellers(db, req) {
  const threshold = Number.parseInt(req.body.canceled, 10);
  return db
    .collection('users')
    .find({ canceledOrders: { $gt: threshold } })
    .toArray();
}
