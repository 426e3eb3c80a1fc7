/**
 * Whether a value passed a validator before it reaches a sink (issue 45 point 2: "a command built
 * from the script's own paths or validated versions is no finding"). A release script that stops
 * unless `semver.valid(version)` holds can only splice a version (digits, dots, a prerelease tag of
 * `[0-9A-Za-z-.]`) into its command, which carries no quote or shell metacharacter.
 *
 * The same holds for a name checked against an allowlist pattern that admits only letters, digits
 * and `_` from start to end (`/^[0-9a-f]{16}$/`, safe-pattern.ts): it can carry no `/`, `.`, quote,
 * space or shell metacharacter, so it walks out of no folder and breaks out of no command or string
 * (thelounge's upload route checks the file name so before joining it, fresh).
 *
 * Only the guard shape: `if (!semver.valid(v)) throw …` or `if (!/^…$/.test(v)) return …` (or
 * `process.exit(…)`, first or last in the branch; the pattern may be a constant holding the literal)
 * earlier in the same function, in a block that holds the sink, with no new value given to `v`
 * between the guard and the sink. What a condition rejects (also `typeof`, `Number.isInteger` and a
 * list's `includes`, through casts, parentheses and `||`) is read from its tree: js-guard.ts. A
 * check whose failure only logs, or a validator whose result is ignored, validates nothing. Go's
 * shape of the word guard: go-validated.ts; Java's: java-validated.ts.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { kindOf, named } from './flow-syntax.js';
import { passedGoWordGuard } from './go-validated.js';
import { passedJavaWordGuard } from './java-validated.js';
import { rejectedBy, type Rejected } from './js-guard.js';
import { onTree } from './tree-memo.js';

// What makes the guarded branch leave: the value never reaches what follows unless it passed.
const LEAVES = /^(?:throw\b|return\b|process\.exit\(|exit\()/;

/**
 * What a validator guard earlier in `fn` showed `name` (read at `at`) to be: a version, a word of
 * letters, digits and `_`, a number, or a member of a list (js-guard.ts).
 */
export type Validated = Rejected;

/**
 * What `name`, read at `at` inside `fn`, passed a guard for earlier in `fn`; null when no guard holds it.
 */
export function passedValidator(fn: SgNode, name: string, at: SgNode, language: Language): Validated | null {
  if (language === 'go') return passedGoWordGuard(fn, name, at) ? 'word' : null;
  if (language === 'java') return passedJavaWordGuard(fn, name, at) ? 'word' : null;
  if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') return null;
  const before = at.range().start.index;
  for (const guard of leavingGuards(fn)) {
    if (guard.end > before) continue;
    // The guard must stand in a block that holds the read: one inside another branch guards nothing here.
    if (guard.blockStart > before || guard.blockEnd < at.range().end.index) continue;
    const kind = rejectedBy(guard.condition, name, (id) => regexHeld(id, fn));
    if (kind !== null && !reassignedBetween(fn, name, guard.end, before)) return kind;
  }
  return null;
}

/** A guard of `fn` that leaves when its condition holds: where it ends and the block it guards. */
type Guard = { condition: SgNode; end: number; blockStart: number; blockEnd: number };

/**
 * The `if` statements of `fn` whose condition names a validator and whose branch leaves, searched
 * once per function and tree (tree-memo.ts): every name read in `fn` asks for them.
 */
function leavingGuards(fn: SgNode): readonly Guard[] {
  return onTree('validator guards', fn, '', () => {
    // The native search keeps only guards whose condition names a validator: few cross into JS. The
    // pattern is matched against the condition alone, not the whole statement with its nested ifs.
    const found = fn.findAll({
      rule: {
        kind: 'if_statement',
        has: {
          field: 'condition',
          regex: String.raw`(?:valid|satisfies|test|includes|has|isInteger|isSafeInteger)\(|\btypeof\b`,
        },
      },
    });
    return found.flatMap((guard): Guard[] => {
      const consequence = guard.field('consequence');
      const condition = guard.field('condition');
      if (!condition || !consequence || !leaves(consequence)) return [];
      return guardedSpans(guard).map((span) => ({
        condition,
        end: span.from,
        blockStart: span.start,
        blockEnd: span.end,
      }));
    });
  });
}

/**
 * Whether a branch always leaves: it is, starts or ends with `throw`, `return` or `process.exit(…)`
 * (`{ console.error(usage); process.exit(1); }`). A statement before the last one either runs on to
 * it or leaves itself.
 */
function leaves(branch: SgNode): boolean {
  if (kindOf(branch) !== 'statement_block') return LEAVES.test(branch.text());
  const statements = named(branch).filter((s) => kindOf(s) !== 'comment');
  return [statements[0], statements.at(-1)].some((s) => s !== undefined && LEAVES.test(s.text()));
}

/**
 * Where the guard holds: from its end to the end of the block it stands in. A guard that stands in
 * a `try` whose `catch` leaves too (`try { … if (!refs.includes(ref)) process.exit(1) } catch { …;
 * process.exit(1) }`) holds after the `try` as well: no path leaves it with the check failed. Not in
 * the `catch` itself, which may run before the guard did.
 */
function guardedSpans(guard: SgNode): { from: number; start: number; end: number }[] {
  const block = guard.parent();
  if (!block) return [];
  const spans = [
    { from: guard.range().end.index, start: block.range().start.index, end: block.range().end.index },
  ];
  const statement = block.parent();
  if (!statement || kindOf(statement) !== 'try_statement' || statement.field('finalizer')) return spans;
  const caught = statement.field('handler')?.field('body');
  const outer = statement.parent();
  const inBody = statement.field('body')?.range().start.index === block.range().start.index;
  if (inBody && caught && outer && leaves(caught))
    spans.push({
      from: statement.range().end.index,
      start: outer.range().start.index,
      end: outer.range().end.index,
    });
  return spans;
}

// A new value given to `name` after the guard and before the sink is not the value that was checked.
function reassignedBetween(fn: SgNode, name: string, from: number, to: number): boolean {
  return fn
    .findAll({
      rule: {
        any: [
          { kind: 'assignment_expression' },
          { kind: 'augmented_assignment_expression' },
          { kind: 'variable_declarator' },
        ],
      },
    })
    .some((def) => {
      const target = def.field(kindOf(def) === 'variable_declarator' ? 'name' : 'left');
      const at = def.range().start.index;
      return target?.text() === name && at >= from && at < to;
    });
}

/**
 * The regex literal a constant named `pattern` holds (in the function or at the file's top level);
 * '' when none.
 */
function regexHeld(pattern: string, fn: SgNode): string {
  const scopes = [fn, fn.getRoot().root()];
  for (const scope of scopes) {
    const definition = scope.find({
      rule: {
        kind: 'variable_declarator',
        all: [
          { has: { field: 'name', regex: `^${pattern.replace(/\$/g, '\\$')}$` } },
          { has: { field: 'value', kind: 'regex' } },
        ],
      },
    });
    const value = definition?.field('value')?.text();
    if (value !== undefined) return value;
  }
  return '';
}
