// Source: https://cwe.mitre.org/data/definitions/89.html
// The ORDER BY column comes from the caller and is concatenated one hop before the query.
export async function listOrders(pool, sortColumn) {
  const sql = 'SELECT id, total FROM orders ORDER BY ' + sortColumn;
  return pool.query(sql);
}
