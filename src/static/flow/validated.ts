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
 * `process.exit(…)`; the pattern may be a constant holding the literal) earlier in the same function,
 * in a block that holds the sink, with no new value given to `v` between the guard and the sink. A
 * check whose failure only logs, or a validator whose result is ignored, validates nothing. Go's
 * shape of the word guard: go-validated.ts; Java's: java-validated.ts.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { kindOf } from './flow-syntax.js';
import { isWordPattern } from './safe-pattern.js';
import { passedGoWordGuard } from './go-validated.js';
import { passedJavaWordGuard } from './java-validated.js';
import { onTree } from './tree-memo.js';

// Validators whose success means the value is a version (semver's `valid` returns the cleaned
// version or null; `satisfies` is false for anything that does not parse as one).
const VERSION_CHECK = String.raw`(?:semver\.)?(?:valid|satisfies)`;
// What makes the guarded branch leave: the value never reaches what follows unless it passed.
const LEAVES = /^\s*\{?\s*(?:throw\b|return\b|process\.exit\(|exit\()/;

/** What a validator guard earlier in `fn` showed `name` (read at `at`) to be. */
export type Validated = 'version' | 'word';

/**
 * What `name`, read at `at` inside `fn`, passed a guard for earlier in `fn`: a version validator
 * (`version`) or an allowlist of word characters (`word`); null when no guard holds it.
 */
export function passedValidator(fn: SgNode, name: string, at: SgNode, language: Language): Validated | null {
  if (language === 'go') return passedGoWordGuard(fn, name, at) ? 'word' : null;
  if (language === 'java') return passedJavaWordGuard(fn, name, at) ? 'word' : null;
  if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') return null;
  const escaped = name.replace(/\$/g, '\\$');
  const failed = new RegExp(String.raw`^\(\s*!\s*${VERSION_CHECK}\(\s*${escaped}\s*[,)]`);
  const unmatched = new RegExp(
    String.raw`^\(\s*!\s*(\/.+\/[a-z]*|[\w$]+)\.test\(\s*${escaped}\s*\)\s*\)$`,
    's',
  );
  const before = at.range().start.index;
  for (const guard of leavingGuards(fn)) {
    if (guard.end > before) continue;
    const pattern = unmatched.exec(guard.condition)?.[1];
    const kind: Validated | null = failed.test(guard.condition)
      ? 'version'
      : pattern !== undefined && isWordPattern(patternText(pattern, fn))
        ? 'word'
        : null;
    if (kind === null) continue;
    // The guard must stand in a block that holds the read: one inside another branch guards nothing here.
    if (guard.blockStart > before || guard.blockEnd < at.range().end.index) continue;
    if (!reassignedBetween(fn, name, guard.end, before)) return kind;
  }
  return null;
}

/** A guard of `fn` that leaves when its condition holds: where it ends and the block it stands in. */
type Guard = { condition: string; end: number; blockStart: number; blockEnd: number };

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
        has: { field: 'condition', regex: String.raw`(?:valid|satisfies|test)\(` },
      },
    });
    return found.flatMap((guard): Guard[] => {
      const block = guard.parent()?.range();
      if (!block || !LEAVES.test(guard.field('consequence')?.text() ?? '')) return [];
      const condition = guard.field('condition')?.text() ?? '';
      return [
        { condition, end: guard.range().end.index, blockStart: block.start.index, blockEnd: block.end.index },
      ];
    });
  });
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
 * The regex literal a guard tests with: the literal itself, or the one a constant of that name holds
 * (in the function or at the file's top level); '' when neither.
 */
function patternText(pattern: string, fn: SgNode): string {
  if (pattern.startsWith('/')) return pattern;
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
