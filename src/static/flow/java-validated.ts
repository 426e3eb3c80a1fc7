/**
 * Java's shape of a word allowlist guard (validated.ts, go-validated.ts): a name checked against a
 * regex that admits only letters, digits and `_` before the method goes on is an identifier that
 * breaks out of no SQL string or quoted name, and cuts off no statement with `--` (issue 45 point 1:
 * identifiers are not injection). Trusted by what the check does, never by its name:
 *
 * - `if (!PATTERN.matcher(name).matches()) { throw … }`, `PATTERN` a field of the file given
 *   `Pattern.compile("…")` of a word pattern (directly, or through a `String` constant of the file);
 * - `if (!name.matches("…")) { return … }` with the pattern written in the call.
 *
 * `matches()` asks the whole string to match, so the pattern needs no anchors. The guard must leave
 * (`throw`, `return`), stand in a block that holds the read, and `name` must get no new value between
 * the guard and the read. An allowlist that also admits `-` (conductor's `[a-zA-Z0-9_-]+`, fresh16)
 * is not one: `t--` comments out the rest of a PostgreSQL statement, a `DELETE`'s `WHERE` included.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named } from './flow-syntax.js';
import { isWordPattern } from './safe-pattern.js';
import { passedWordGuard, type WordGuardSyntax } from './word-guard.js';

// What makes the guarded branch leave.
const LEAVES = /^\{?\s*(?:throw\b|return\b)/;
// A Java string literal's text: its quotes and escapes as written.
const STRING = String.raw`"((?:[^"\\]|\\.)*)"`;

const SYNTAX: WordGuardSyntax = {
  guards: { kind: 'if_statement', has: { field: 'condition', regex: 'matches\\(' } },
  leaves: LEAVES,
  checksWord,
  reassigned: reassignedBetween,
};

/** Whether `name`, read at `at` inside the Java method `fn`, passed a word allowlist guard earlier in `fn`. */
export function passedJavaWordGuard(fn: SgNode, name: string, at: SgNode): boolean {
  return passedWordGuard(SYNTAX, fn, name, at);
}

/** Whether the guard's condition fails for `name` unless a word pattern matches all of it. */
function checksWord(guard: SgNode, name: string): boolean {
  const condition = (guard.field('condition')?.text() ?? '').replace(/^\(\s*|\s*\)$/g, '');
  // A Java name may hold `$`, which a regex reads as the end.
  const escaped = name.replace(/\$/g, '\\$');
  const viaField = new RegExp(String.raw`^!\s*(\w+)\.matcher\(\s*${escaped}\s*\)\.matches\(\)$`).exec(
    condition,
  );
  if (viaField) return wordField(guard.getRoot().root(), viaField[1]!);
  const inline = new RegExp(String.raw`^!\s*${escaped}\.matches\(\s*${STRING}\s*\)$`).exec(condition);
  return inline !== null && wordSource(inline[1]!);
}

/** Whether the file declares `field` once, as `Pattern.compile` of a word pattern (a literal or a constant). */
function wordField(root: SgNode, field: string): boolean {
  const compiled = declaredValue(root, field);
  const argument = /^Pattern\.compile\(\s*(.+?)\s*\)$/s.exec(compiled ?? '')?.[1];
  if (argument === undefined) return false;
  const literal = new RegExp(`^${STRING}$`).exec(argument);
  if (literal) return wordSource(literal[1]!);
  if (!/^\w+$/.test(argument)) return false;
  const constant = new RegExp(`^${STRING}$`).exec(declaredValue(root, argument) ?? '');
  return constant !== null && wordSource(constant[1]!);
}

/** The value text of the one declaration of `name` in the file, or null when there is none or several. */
function declaredValue(root: SgNode, name: string): string | null {
  const declared = root.findAll({
    rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${name}$` } },
  });
  if (declared.length !== 1) return null;
  return declared[0]!.field('value')?.text() ?? null;
}

/** Whether a Java string literal's body, read as the regex `matches()` applies to the whole input, is a word pattern. */
function wordSource(body: string): boolean {
  // The literal doubles its backslashes; `matches()` anchors at both ends.
  const source = body.replace(/\\\\/g, '\\');
  return isWordPattern(`/^(?:${source.replace(/^\^|\$$/g, '')})$/`);
}

// A new value given to `name` after the guard and before the read is not the value that was checked.
function reassignedBetween(fn: SgNode, name: string, from: number, to: number): boolean {
  return fn
    .findAll({ rule: { any: [{ kind: 'assignment_expression' }, { kind: 'variable_declarator' }] } })
    .some((def) => {
      const target = def.field(kindOf(def) === 'variable_declarator' ? 'name' : 'left');
      const at = def.range().start.index;
      return named(target).length === 0 && target?.text() === name && at >= from && at < to;
    });
}
