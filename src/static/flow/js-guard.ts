/**
 * How a JavaScript or TypeScript `if` condition rejects a value (validated.ts): what `name` must be
 * for the condition to be false, read from the syntax tree rather than the text, so the same guard
 * is seen through the shapes code gives it: TypeScript casts (`v as string`, `<string>v`, `v!`,
 * `satisfies`), parentheses, `||`-joined conditions (each disjunct is false after the guard) and a
 * negated `&&` (`!(a && b)`: both hold after it).
 *
 * What a rejecting test shows of `name` when it fails:
 * - `!semver.valid(v)`, `!semver.satisfies(v, …)`: a version;
 * - `!/^\w+$/.test(v)` (a literal or a constant holding one, safe-pattern.ts): letters, digits and `_`;
 * - `!Number.isInteger(v)`, `!Number.isSafeInteger(v)`, `typeof v !== 'number'` (or `'bigint'`,
 *   `'boolean'`): a number or a boolean, whose text carries no quote or shell metacharacter;
 * - `!LIST.includes(v)`, `!SET.has(v)`: one of the list's values, which hold what the list holds.
 *
 * A check on another value (`Number.isInteger(Number(v))`, `typeof v.length`), a `&&`-joined
 * condition (`!ok(v) && strict`: a false `strict` lets any `v` through) or a check whose result is
 * not negated validates nothing.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWordPattern } from './safe-pattern.js';
import { kindOf, named } from './flow-syntax.js';

/** What a guard showed `name` to be, or the list it belongs to. */
export type Rejected = 'version' | 'word' | 'number' | { member: SgNode };

// Wrappers that hand their operand on unchanged: parentheses and TypeScript's type-only forms.
const WRAPPERS = new Set([
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
  'type_assertion',
]);
const VERSION_CHECK = /^(?:semver\.)?(?:valid|satisfies)$/;
const NUMBER_CHECK = /^Number\.(?:isInteger|isSafeInteger)$/;
const PRIMITIVE_TYPES = /^(['"])(?:number|bigint|boolean)\1$/;

/** `node` without the parentheses and casts around it. */
function unwrap(node: SgNode): SgNode {
  let at = node;
  while (WRAPPERS.has(kindOf(at))) {
    // `<string>v` names its type first; every other wrapper names its operand first.
    const parts = named(at);
    const inner = kindOf(at) === 'type_assertion' ? parts.at(-1) : parts[0];
    if (!inner) return at;
    at = inner;
  }
  return at;
}

/**
 * What `condition`, when false, shows `name` to be; null when its falsity says nothing of it.
 * `regexOf` gives the regex literal a name holds ('' when none), for `PATTERN.test(v)`.
 */
export function rejectedBy(
  condition: SgNode,
  name: string,
  regexOf: (id: string) => string,
): Rejected | null {
  const node = unwrap(condition);
  const kind = kindOf(node);
  const operator = node.field('operator')?.text();
  if (kind === 'binary_expression' && operator === '||') {
    const [left, right] = [node.field('left'), node.field('right')];
    return (left && rejectedBy(left, name, regexOf)) || (right && rejectedBy(right, name, regexOf)) || null;
  }
  if (kind === 'binary_expression' && (operator === '!==' || operator === '!='))
    return typeCheck(node, name) ? 'number' : null;
  if (kind === 'unary_expression' && operator === '!') {
    const argument = node.field('argument');
    return argument ? heldBy(argument, name, regexOf) : null;
  }
  return null;
}

/** What `check`, when true, shows `name` to be (a validator's call, or an `&&` of them). */
function heldBy(check: SgNode, name: string, regexOf: (id: string) => string): Rejected | null {
  const node = unwrap(check);
  if (kindOf(node) === 'binary_expression' && node.field('operator')?.text() === '&&') {
    const [left, right] = [node.field('left'), node.field('right')];
    return (left && heldBy(left, name, regexOf)) || (right && heldBy(right, name, regexOf)) || null;
  }
  if (kindOf(node) !== 'call_expression') return null;
  const callee = node.field('function');
  const first = named(node.field('arguments'))[0];
  if (!callee || !first || !isName(first, name)) return null;
  const text = callee.text();
  if (VERSION_CHECK.test(text)) return 'version';
  if (NUMBER_CHECK.test(text)) return 'number';
  if (kindOf(callee) !== 'member_expression') return null;
  const method = callee.field('property')?.text();
  const object = callee.field('object');
  if (!object) return null;
  if (method === 'includes' || method === 'has') return { member: object };
  if (method !== 'test') return null;
  const pattern = unwrap(object);
  const literal = kindOf(pattern) === 'regex' ? pattern.text() : regexOf(pattern.text());
  return kindOf(pattern) !== 'regex' && kindOf(pattern) !== 'identifier'
    ? null
    : isWordPattern(literal)
      ? 'word'
      : null;
}

/** Whether `node` is `typeof name !== 'number'` (either way round; `bigint` and `boolean` too). */
function typeCheck(node: SgNode, name: string): boolean {
  const [left, right] = [node.field('left'), node.field('right')];
  if (!left || !right) return false;
  const sides = [unwrap(left), unwrap(right)];
  const typeOf = sides.find(
    (s) => kindOf(s) === 'unary_expression' && s.field('operator')?.text() === 'typeof',
  );
  const literal = sides.find((s) => kindOf(s) === 'string');
  const operand = typeOf?.field('argument');
  return (
    operand !== null &&
    operand !== undefined &&
    isName(operand, name) &&
    PRIMITIVE_TYPES.test(literal?.text() ?? '')
  );
}

/** Whether `node`, unwrapped, is the identifier `name`. */
function isName(node: SgNode, name: string): boolean {
  const inner = unwrap(node);
  return kindOf(inner) === 'identifier' && inner.text() === name;
}
