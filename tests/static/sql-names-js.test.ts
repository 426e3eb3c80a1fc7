/**
 * Issue 45 point 1 in JavaScript and TypeScript: SQL whose every spliced part is a name, a clause or a
 * list of `?` placeholders, with its values bound, from a function's argument that no request in the
 * file reaches, is low with the reason (flow/js-sql-holes.ts); a splice in a value position, SQL that
 * binds nothing, or a request in the file keeps the grade.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The js-sql-interpolated findings of one added file: `[line, severity]`, and the bodies. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  const sql = findings.filter((f) => f.ruleId === 'js-sql-interpolated');
  return { seen: sql.map((f) => [f.line, f.severity]), bodies: sql.map((f) => f.body) };
}

// Unleash's search filter (fresh9): a column from the caller, the terms bound through placeholders.
const SEARCH = [
  'export const applySearchFilters = (qb, searchParams, columns) => {',
  '  const sqlParameters = searchParams.map((item) => `%${item}%`);',
  "  const sqlQueryParameters = sqlParameters.map(() => '?').join(',');",
  '  columns.forEach((column) => {',
  '    qb.orWhereRaw(`(${column}) ILIKE ANY (ARRAY[${sqlQueryParameters}])`, sqlParameters);',
  '  });',
  '};',
];

describe('JavaScript SQL that splices names, clauses or placeholders only', () => {
  it('a column and a placeholder list with the terms bound is low, and the body says why', async () => {
    const { seen, bodies } = await scan('src/search-utils.ts', SEARCH);
    expect(seen).toEqual([[5, 'low']]);
    expect(bodies[0]).toContain('`column`');
    expect(bodies[0]).toContain('where a name, a clause or a list of `?` placeholders goes');
  });

  it('a select list and an IN list of placeholders (dub), an ORDER BY with named bindings (teable), a quoted table name: low', async () => {
    const { seen } = await scan('lib/analytics.ts', [
      'export async function count(columns, ids, workspaceId) {',
      "  const marks = ids.map(() => '?').join(', ');",
      '  return conn.execute(`SELECT ${columns} FROM Link WHERE id IN (${marks}) AND projectId = ?`, [...ids, workspaceId]);',
      '}',
      'export function reorder(orderSql, table) {',
      '  return knex.raw(`UPDATE t SET o = n FROM (SELECT ROW_NUMBER() OVER (ORDER BY ${orderSql}) AS n) s`, { table });',
      '}',
      'export function rows(table, id) {',
      '  return db.query(`SELECT * FROM "${table}" WHERE id = $1`, [id]);',
      '}',
      'export function pg(values, table) {',
      '  const marks = values.map((_, i) => `$${i + 1}`).join(",");',
      '  return db.query(`SELECT * FROM ${table} WHERE id IN (${marks})`, values);',
      '}',
    ]);
    expect(seen).toEqual([
      [3, 'low'],
      [6, 'low'],
      [9, 'low'],
      [13, 'low'],
    ]);
  });

  it('keeps the grade for a splice where a value goes, even when other values are bound', async () => {
    const { seen } = await scan('lib/users.ts', [
      'export function byName(name, id) {',
      "  return conn.execute(`SELECT * FROM users WHERE name = '${name}' AND id = ?`, [id]);",
      '}',
      'export function byName2(name, id) {',
      '  return conn.execute(`SELECT * FROM users WHERE name = ${name} AND id = ?`, [id]);',
      '}',
      'export function within(low, high) {',
      '  return conn.execute(`SELECT * FROM t WHERE n BETWEEN ? AND ${high}`, [low]);',
      '}',
      'export function upper(name, id) {',
      '  return conn.execute(`SELECT * FROM t WHERE id = ? AND lower(${name}) = 1`, [id]);',
      '}',
      'export function inList(ids, id) {',
      '  return conn.execute(`SELECT * FROM t WHERE id = ? AND owner IN (${ids.join(",")})`, [id]);',
      '}',
    ]);
    expect(seen).toEqual([
      [2, 'critical'],
      [5, 'critical'],
      [8, 'critical'],
      [11, 'critical'],
      [14, 'critical'],
    ]);
  });

  it('keeps the grade for SQL that binds nothing or an empty list, and for a list that is not placeholders', async () => {
    const { seen } = await scan('lib/sort.ts', [
      'export function sorted(order) {',
      '  return knex.raw(`SELECT * FROM users ORDER BY ${order}`);',
      '}',
      'export function sortedEmpty(order) {',
      '  return knex.raw(`SELECT * FROM users ORDER BY ${order}`, []);',
      '}',
      'export function notMarks(ids, id) {',
      "  let marks = ids.map(() => '?').join(',');",
      '  marks = ids.join(",");',
      '  return conn.execute(`SELECT * FROM t WHERE id IN (${marks}) AND a = ?`, [id]);',
      '}',
    ]);
    expect(seen).toEqual([
      [2, 'critical'],
      [5, 'critical'],
      [10, 'critical'],
    ]);
  });

  it("a PR cannot lower a request handler's SQL: the same splice next to a route stays critical", async () => {
    const { seen } = await scan('src/routes/search.ts', [
      ...SEARCH,
      "app.get('/search', (req, res) => applySearchFilters(qb, [req.query.q], [req.query.column]));",
    ]);
    expect(seen).toEqual([[5, 'critical']]);
  });
});
