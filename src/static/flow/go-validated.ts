/**
 * Go's shape of a word allowlist guard (validated.ts): a name checked against a regexp that admits
 * only letters, digits and `_` from start to end, before the function goes on, is an identifier
 * that breaks out of no SQL string or quoted name (vikunja's `validateTableName(table)` before it
 * restores a table, fresh14). Trusted by what the check does, never by its name:
 *
 * - `if !re.MatchString(name) { return … }`, `re` a variable of the file given
 *   `regexp.MustCompile(`^…$`)` of a word pattern (safe-pattern.ts);
 * - `if err := check(name); err != nil { return … }` (or `if check(name) != nil`), `check` a
 *   function of the file whose whole body is that first guard on its one parameter, returning a
 *   non-nil error, then `return nil`.
 *
 * The guard must leave (`return`, `panic`, `log.Fatal…`, `os.Exit`), stand in a block that holds
 * the read, and `name` must get no new value between the guard and the read.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named } from './flow-syntax.js';
import { isWordPattern } from './safe-pattern.js';
import { passedWordGuard, type WordGuardSyntax } from './word-guard.js';

// What makes the guarded branch leave.
const LEAVES = /^\{\s*(?:return\b|panic\(|log\.(?:Fatal|Panic)\w*\(|os\.Exit\()/;

const SYNTAX: WordGuardSyntax = {
  guards: { kind: 'if_statement', regex: 'MatchString|nil' },
  leaves: LEAVES,
  checksWord,
  reassigned: reassignedBetween,
};

/** Whether `name`, read at `at` inside the Go function `fn`, passed a word allowlist guard earlier in `fn`. */
export function passedGoWordGuard(fn: SgNode, name: string, at: SgNode): boolean {
  return passedWordGuard(SYNTAX, fn, name, at);
}

/** Whether the guard's condition fails for `name` unless a word pattern (directly or through a checker) matches it. */
function checksWord(guard: SgNode, name: string): boolean {
  const root = guard.getRoot().root();
  const condition = guard.field('condition')?.text().trim() ?? '';
  const matched = new RegExp(String.raw`^!\s*(\w+)\.MatchString\(\s*${name}\s*\)$`).exec(condition);
  if (matched) return wordRegexp(root, matched[1]!);
  // `if err := check(name); err != nil`, or `if check(name) != nil`.
  const initializer = guard.field('initializer')?.text().trim() ?? '';
  const viaError = new RegExp(String.raw`^(\w+)\s*:?=\s*(\w+)\(\s*${name}\s*\)$`).exec(initializer);
  if (viaError && new RegExp(String.raw`^${viaError[1]}\s*!=\s*nil$`).test(condition))
    return wordChecker(root, viaError[2]!);
  const direct = new RegExp(String.raw`^(\w+)\(\s*${name}\s*\)\s*!=\s*nil$`).exec(condition);
  return direct !== null && wordChecker(root, direct[1]!);
}

/** Whether the file gives the variable `re` just `regexp.MustCompile` of a word pattern. */
function wordRegexp(root: SgNode, re: string): boolean {
  const specs = root.findAll({
    rule: {
      any: [{ kind: 'var_spec' }, { kind: 'short_var_declaration' }, { kind: 'assignment_statement' }],
      regex: String.raw`^${re}\b`,
    },
  });
  if (specs.length !== 1) return false;
  const pattern = /=\s*regexp\.MustCompile\(\s*(`[^`]*`|"(?:[^"\\]|\\.)*")\s*\)$/.exec(specs[0]!.text());
  if (!pattern) return false;
  const literal = pattern[1]!;
  // A raw string is the pattern as written; an interpreted one doubles its backslashes.
  const source = literal.startsWith('`') ? literal.slice(1, -1) : literal.slice(1, -1).replace(/\\\\/g, '\\');
  return isWordPattern(`/${source}/`);
}

/**
 * Whether `check` is declared in the file as a function of one parameter whose whole body is
 * `if !re.MatchString(p) { return <error> }` then `return nil`, with `re` a word pattern.
 */
function wordChecker(root: SgNode, check: string): boolean {
  const declared = root.findAll({
    rule: { kind: 'function_declaration', has: { field: 'name', regex: `^${check}$` } },
  });
  if (declared.length !== 1) return false;
  const fn = declared[0]!;
  const parameters = named(fn.field('parameters'));
  const names = parameters.flatMap((p) => named(p).filter((c) => kindOf(c) === 'identifier'));
  if (parameters.length !== 1 || names.length !== 1) return false;
  const parameter = names[0]!.text();
  const statements = named(fn.field('body')).flatMap((s) =>
    kindOf(s) === 'statement_list' ? named(s) : [s],
  );
  const [guard, last, ...rest] = statements.filter((s) => !/comment/.test(kindOf(s)));
  if (!guard || !last || rest.length > 0 || kindOf(guard) !== 'if_statement') return false;
  if (last.text().trim() !== 'return nil' || guard.field('initializer')) return false;
  const leaves = /^\{\s*return\s+(?!nil\b)\S/.test(guard.field('consequence')?.text() ?? '');
  const condition = guard.field('condition')?.text().trim() ?? '';
  const matched = new RegExp(String.raw`^!\s*(\w+)\.MatchString\(\s*${parameter}\s*\)$`).exec(condition);
  return leaves && matched !== null && wordRegexp(root, matched[1]!);
}

// A new value given to `name` after the guard and before the read is not the value that was checked.
function reassignedBetween(fn: SgNode, name: string, from: number, to: number): boolean {
  return fn
    .findAll({ rule: { any: [{ kind: 'assignment_statement' }, { kind: 'short_var_declaration' }] } })
    .some((def) => {
      const targets = named(def.field('left')).map((t) => t.text());
      const at = def.range().start.index;
      return targets.includes(name) && at >= from && at < to;
    });
}
