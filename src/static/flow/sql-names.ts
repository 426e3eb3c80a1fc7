/**
 * Names, not values (issue 45 point 1): Python SQL whose every spliced part sits where SQL names an
 * object — `CREATE SEQUENCE {0}`, `DROP TABLE %s`, `INSERT INTO "{}"`, a column list or type in DDL —
 * and not where it takes a value. SQL cannot bind a name as a parameter, so formatting it in is how such code is written
 * (taiga-back's `"CREATE SEQUENCE {0} START %s".format(seqname)` binds the start and names the
 * sequence, fresh13). A name is still injectable when an attacker chooses it: this only tells the
 * shape apart, and the policy lowers it only for a function's argument that no request reaches here.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named } from './flow-syntax.js';

// What ends the SQL right before a name: an object keyword (`FROM`, `INTO`, `TABLE`, `IF EXISTS`),
// a schema's dot (`public.`), or the opening double quote of a quoted identifier.
const NAME_BEFORE =
  /(?:\b(?:from|join|into|update|table|sequence|index|view|schema|database|extension|trigger|if\s+(?:not\s+)?exists)\s+"?|\w\.|")$/i;
// A `str.format` field (`{}`, `{0}`, `{name}`), not an escaped `{{`.
const FORMAT_FIELD = /(?<!\{)\{[\w.[\]]*(?:![rsa])?(?::[^{}]*)?\}/g;
// A `%` conversion (`%s`, `%(name)s`, `%d`), not an escaped `%%`.
const PERCENT_FIELD = /(?<!%)%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdirf]/g;

// A Python string literal's prefix and opening quotes (`f'`, `r"""`): not part of the SQL.
const OPENER = /^[rRbBuUfF]*('''|"""|'|")/;

// A statement that defines or drops objects: DDL takes no bound parameters at all, in any driver.
const DDL = /^\s*(?:create|alter|drop|truncate)\b/i;
// What would put a value into DDL: a query inside it (`CREATE TABLE t AS SELECT … WHERE`), a default or
// a check (`DEFAULT %s`, `CHECK (a > %s)`), an assignment or a comparison.
const DDL_VALUE = /\b(?:select|where|values|default|check|like|in|as|using|with)\b|[=<>]/i;

/**
 * Whether the SQL before a hole (the literal's text up to it) ends where a name goes, outside any
 * single-quoted string. In DDL with no value clause before the hole, every hole is a name or a piece
 * of the definition: `CREATE TABLE IF NOT EXISTS %s (%s)` with the column list built from a schema,
 * `ALTER TABLE %s ADD COLUMN %s %s` with the column's name and type (lutris's schema sync, fresh28).
 */
function namePosition(literalBefore: string): boolean {
  const before = literalBefore.replace(OPENER, '');
  const quotes = (before.match(/'/g) ?? []).length;
  if (quotes % 2 !== 0) return false;
  return NAME_BEFORE.test(before) || (DDL.test(before) && !DDL_VALUE.test(before));
}

/** Whether every hole found by `field` in `text` is in a name position (and there is one at least). */
function holesAreNames(text: string, field: RegExp): boolean {
  const holes = [...text.matchAll(field)];
  return holes.length > 0 && holes.every((h) => namePosition(text.slice(0, h.index)));
}

/** The one value assigned to `name` in the function (or module) around `at`, if just one. */
function onlyAssignment(at: SgNode): SgNode | undefined {
  const scope = at.ancestors().find((a) => kindOf(a) === 'function_definition') ?? at.getRoot().root();
  const values = scope
    .findAll({ rule: { kind: 'assignment', has: { field: 'left', regex: `^${at.text()}$` } } })
    .map((a) => a.field('right'));
  return values.length === 1 ? (values[0] ?? undefined) : undefined;
}

/**
 * Whether `sql`, the SQL argument of a Python database call (or a variable assigned it once), is a
 * literal whose only spliced parts are names: an f-string, `"…".format(…)` or `"…" % …`.
 */
export function splicesNamesOnly(sql: SgNode): boolean {
  const built = kindOf(sql) === 'identifier' ? onlyAssignment(sql) : sql;
  if (!built) return false;
  const kind = kindOf(built);
  if (kind === 'string') {
    const holes = named(built).filter((c) => kindOf(c) === 'interpolation');
    const start = built.range().start.index;
    const text = built.text();
    return holes.length > 0 && holes.every((h) => namePosition(text.slice(0, h.range().start.index - start)));
  }
  if (kind === 'binary_operator' && built.field('operator')?.text() === '%') {
    const format = built.field('left');
    return format !== null && kindOf(format) === 'string' && holesAreNames(format.text(), PERCENT_FIELD);
  }
  const fn = built.field('function');
  if (kind === 'call' && fn && kindOf(fn) === 'attribute' && fn.field('attribute')?.text() === 'format') {
    const format = fn.field('object');
    return format !== null && kindOf(format) === 'string' && holesAreNames(format.text(), FORMAT_FIELD);
  }
  return false;
}
