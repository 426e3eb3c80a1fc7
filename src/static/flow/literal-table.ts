/**
 * A read from a lookup table written out in the code (JavaScript and TypeScript): `const groupBy =
 * { day: '%Y-%m-%d', month: '%Y-%m' }; … groupBy[groupType]` (bigcapital's date grouping, fresh10).
 * Whatever key the reader picks, the value is one of the table's literals (or `undefined`, or a
 * member every object inherits, none of which is text anyone chose): the allowlist-by-lookup
 * sanitiser OWASP recommends for names that cannot be bound ("map the input to a fixed set of
 * values", https://cheatsheetseries.owasp.org/cheatsheets/Query_Parameterization_Cheat_Sheet.html).
 *
 * Only by what the code does: the table is declared once, as an object or array literal whose
 * every value is a literal (nested tables too), and every other use of its name in that scope only
 * reads a member of it. A write (`t[k] = v`, `t.x += v`), a method call (`t.push(v)`), passing it
 * on (`Object.assign(t, …)`, `f(t)`) or any other use makes it no table.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, named } from './flow-syntax.js';

const LITERALS = new Set(['string', 'number', 'true', 'false', 'null', 'undefined']);
const READS = new Set(['member_expression', 'subscript_expression']);
const WRITES = new Set(['assignment_expression', 'augmented_assignment_expression', 'update_expression']);

/** Whether `value` is an object or array literal of literals (template strings without holes, nested tables). */
function isLiteralTable(value: SgNode, depth = 0): boolean {
  if (depth > 3) return false;
  const kind = kindOf(value);
  if (kind === 'array') return named(value).every((item) => isLiteralValue(item, depth));
  if (kind !== 'object') return false;
  return named(value).every((entry) => {
    if (kindOf(entry) === 'comment') return true;
    if (kindOf(entry) !== 'pair') return false;
    const item = entry.field('value');
    return item !== null && isLiteralValue(item, depth);
  });
}

function isLiteralValue(item: SgNode, depth: number): boolean {
  const kind = kindOf(item);
  if (kind === 'comment' || LITERALS.has(kind)) return true;
  if (kind === 'template_string') return !item.children().some((c) => kindOf(c) === 'template_substitution');
  return isLiteralTable(item, depth + 1);
}

/** Whether `use` (an identifier naming the table) only reads a member: `t[k]`, `t.x`, not `t[k] = v` or `t.push(v)`. */
function onlyReads(use: SgNode): boolean {
  const member = use.parent();
  if (!member || !READS.has(kindOf(member)) || member.field('object')?.id() !== use.id()) return false;
  const outer = member.parent();
  if (!outer) return true;
  const kind = kindOf(outer);
  if (WRITES.has(kind)) return !isWithin(member, outer.field('left') ?? outer.field('argument'));
  if (kind === 'call_expression') return outer.field('function')?.id() !== member.id();
  if (kind === 'unary_expression') return !/^delete\b/.test(outer.text());
  return true;
}

/**
 * Whether `object`, the identifier a member or index read is taken from, names a literal table in
 * `scope` (the innermost function or module that declares it): declared there once, with a literal
 * table as its value, and only read from everywhere else in that scope.
 */
export function isLiteralTableIn(object: SgNode, scope: SgNode): boolean {
  if (kindOf(object) !== 'identifier') return false;
  const exactly = `^${object.text().replace(/\$/g, '\\$')}$`;
  const declarations = scope.findAll({
    rule: { kind: 'variable_declarator', has: { field: 'name', kind: 'identifier', regex: exactly } },
  });
  if (declarations.length !== 1) return false;
  const declaration = declarations[0]!;
  if (!/^const\b/.test(declaration.parent()?.text() ?? '')) return false;
  const value = declaration.field('value');
  if (!value || !isLiteralTable(value)) return false;
  const name = declaration.field('name');
  const uses = scope
    .findAll({
      rule: { any: [{ kind: 'identifier' }, { kind: 'shorthand_property_identifier' }], regex: exactly },
    })
    .filter((use) => use.id() !== name?.id());
  return uses.every((use) => kindOf(use) === 'identifier' && onlyReads(use));
}
