/**
 * Names and clauses, not values (issue 45 point 1), in JavaScript and TypeScript: SQL built with a
 * template or `+` whose every spliced part sits where SQL takes a name or a clause (`FROM ${table}`,
 * `(${column}) ILIKE`, `SELECT ${columns} FROM`, `ORDER BY ${order}`), or is a list of placeholders
 * built in the same function (`ids.map(() => '?').join(',')`), in a call that passes its values
 * bound (`whereRaw(sql, bindings)`, `execute(sql, [id])`). SQL cannot bind a name or a clause, so
 * splicing one in is how such code is written (Unleash's `orWhereRaw(`(${column}) ILIKE ANY
 * (ARRAY[${placeholders}])`, params)`, fresh9; dub's `SELECT ${aggregateColumns} … IN
 * (${linkIdPlaceholders})`, fresh15; teable's `ORDER BY ${orderRawSql}` with named bindings, fresh12).
 * Semgrep's and CodeQL's SQL queries make the same cut between a value and an identifier only through
 * their sanitizers; here it is the shape, and the policy (grade-match.ts) lowers such a splice to low
 * only for a function's argument that no request in the file reaches, as for Python's names
 * (sql-names.ts). A hole in a value position (after `=`, `LIKE`, `IN (`, a comma, a function's
 * parenthesis, inside quotes) keeps the finding whatever else the SQL does.
 */
import type { SgNode } from '@ast-grep/napi';
import { FLOW_SYNTAX, kindOf, named } from './flow-syntax.js';

// The SQL before a hole ends where a clause or a name starts: a clause keyword, an object keyword, or
// the opening of a quoted identifier after one (stripped first). `NOT` is left out: `IS NOT ${x}`.
const NAME_OR_CLAUSE_BEFORE =
  /(?:^|[^\w$])(?:select|distinct|where|and|or|on|having|by|set|when|from|join|into|update|table|exists|returning)$/i;
// `BETWEEN ? AND ${x}`: the `AND` of a range takes a value.
const BETWEEN_AND = /\bbetween\s+\S+\s+and$/i;

// A placeholder of one value: `?`, or PostgreSQL's `$n` from the index (`$${i + 1}`).
const ONE_PLACEHOLDER = String.raw`(?:'\?'|"\?"|\`\?\`|\`\$\$\{[\w$]+(?:\+[\w$]+)*\}\`)`;
// A list of placeholders, one per value (whitespace removed): `values.map(() => '?').join(',')`,
// `ids.map((_, i) => `$${i + 1}`).join(', ')`, `Array(n).fill('?').join(',')`.
const PLACEHOLDER_LIST = new RegExp(
  String.raw`^(?:new)?[\w$.?()[\]]+\.(?:map\(\(?[\w$,]*\)?=>${ONE_PLACEHOLDER}\)|fill\(${ONE_PLACEHOLDER}\))\.join\((?:'[,\s]*'|"[,\s]*"|\`[,\s]*\`)\)$`,
);

/** One spliced part of the SQL and the SQL text before it (earlier parts as `x`). */
type Hole = { node: SgNode; before: string };

/**
 * Whether `sql`, the SQL argument of a database call, is a template or a concatenation whose every
 * spliced part is a name, a clause or a placeholder list, and the call passes values after it.
 */
export function splicesNamesOnlyJs(sql: SgNode): boolean {
  try {
    if (!bindsValues(sql)) return false;
    const built = kindOf(sql) === 'identifier' ? onlyDeclaration(sql) : sql;
    const holes = built && holesOf(built);
    return holes !== undefined && holes.length > 0 && holes.every((h) => !valuePosition(h));
  } catch {
    // A grammar shape this does not know keeps the grade: never lower one on an error.
    return false;
  }
}

/** Whether the call passes an argument after the SQL that is not an empty list or object. */
function bindsValues(sql: SgNode): boolean {
  return sql
    .nextAll()
    .filter((n) => n.isNamed() && kindOf(n) !== 'comment')
    .some((n) => !/^[[{]\s*[\]}]$/.test(n.text()));
}

/** The holes of a template or a `+` chain of literals and templates, or undefined for another shape. */
function holesOf(sql: SgNode): Hole[] | undefined {
  const holes: Hole[] = [];
  let text = '';
  const parts = operands(sql);
  if (!parts.some((p) => ['string', 'template_string'].includes(kindOf(p)))) return undefined;
  for (const part of parts) {
    const kind = kindOf(part);
    if (kind === 'string') text += part.text().slice(1, -1);
    else if (kind === 'template_string') {
      const start = part.range().start.index;
      const source = part.text();
      let at = 1;
      for (const sub of named(part).filter((c) => kindOf(c) === 'template_substitution')) {
        const from = sub.range().start.index - start;
        text += source.slice(at, from);
        const inner = named(sub)[0];
        if (!inner) return undefined;
        holes.push({ node: inner, before: text });
        text += 'x';
        at = sub.range().end.index - start;
      }
      text += source.slice(at, -1);
    } else {
      holes.push({ node: part, before: text });
      text += 'x';
    }
  }
  return holes;
}

/** The operands of a chain of `+`, left to right (a parenthesised part is one operand). */
function operands(node: SgNode): SgNode[] {
  if (kindOf(node) !== 'binary_expression' || node.field('operator')?.text() !== '+') return [node];
  const left = node.field('left');
  const right = node.field('right');
  return left && right ? [...operands(left), ...operands(right)] : [node];
}

/**
 * Whether a hole takes a value: inside a single-quoted string, or after anything but a clause or
 * name keyword (an operator, a comma, `IN (`, `LIKE`, `LIMIT`, `ARRAY[`, a function's parenthesis,
 * another hole), unless it is a placeholder list. Grouping parentheses and a quoted identifier's
 * opening quote are looked through: `(${column}) ILIKE`, `FROM "${table}"`. A hole that starts the
 * SQL is a whole clause or statement.
 */
function valuePosition({ node, before }: Hole): boolean {
  if ((before.match(/'/g) ?? []).length % 2 === 1) return true;
  const grouped = before.replace(/[\s"`(]+$/, '');
  const nameSlot = grouped === '' || (NAME_OR_CLAUSE_BEFORE.test(grouped) && !BETWEEN_AND.test(grouped));
  return !nameSlot && !placeholderList(node);
}

/** Whether a hole is a list of placeholders built in place or in a variable of the same function. */
function placeholderList(node: SgNode): boolean {
  const compact = (n: SgNode) => n.text().replace(/\s+/g, '');
  if (PLACEHOLDER_LIST.test(compact(node))) return true;
  const value = kindOf(node) === 'identifier' ? onlyDeclaration(node) : undefined;
  return value !== undefined && PLACEHOLDER_LIST.test(compact(value));
}

/**
 * The value of the one declaration of the identifier's name in the nearest function around it that
 * declares it (the module at last), if it is never assigned again there: a reassigned `let` may hold
 * anything. A callback's body (`columns.forEach((c) => …)`) sees its outer function's constants.
 */
function onlyDeclaration(id: SgNode): SgNode | undefined {
  const name = { field: 'name', regex: `^${id.text().replace(/\$/g, '\\$')}$` } as const;
  const scopes = [
    ...id.ancestors().filter((a) => FLOW_SYNTAX.javascript.functions.includes(kindOf(a))),
    id.getRoot().root(),
  ];
  for (const scope of scopes) {
    const declared = scope.findAll({ rule: { kind: 'variable_declarator', has: name } });
    if (declared.length === 0) continue;
    const assigned = scope.findAll({
      rule: {
        any: [{ kind: 'assignment_expression' }, { kind: 'augmented_assignment_expression' }],
        has: { field: 'left', regex: name.regex },
      },
    });
    const value = declared.length === 1 && assigned.length === 0 ? declared[0]?.field('value') : null;
    return value ?? undefined;
  }
  return undefined;
}
