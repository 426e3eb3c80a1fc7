/**
 * Whether a value passed a validator before it reaches a sink (issue 45 point 2: "a command built
 * from the script's own paths or validated versions is no finding"). A release script that stops
 * unless `semver.valid(version)` holds can only splice a version (digits, dots, a prerelease tag of
 * `[0-9A-Za-z-.]`) into its command, which carries no quote or shell metacharacter.
 *
 * Only the guard shape: `if (!semver.valid(v)) throw …` (or `return`, `process.exit(…)`) earlier in
 * the same function, in a block that holds the sink, with no new value given to `v` between the guard
 * and the sink. A check whose failure only logs, or a validator whose result is ignored, validates
 * nothing.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { kindOf } from './flow-syntax.js';

// Validators whose success means the value is a version (semver's `valid` returns the cleaned
// version or null; `satisfies` is false for anything that does not parse as one).
const VERSION_CHECK = String.raw`(?:semver\.)?(?:valid|satisfies)`;
// What makes the guarded branch leave: the value never reaches what follows unless it passed.
const LEAVES = /^\s*\{?\s*(?:throw\b|return\b|process\.exit\(|exit\()/;

/** Whether `name`, read at `at` inside `fn`, passed a version validator guard earlier in `fn`. */
export function passedValidator(fn: SgNode, name: string, at: SgNode, language: Language): boolean {
  if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') return false;
  const escaped = name.replace(/\$/g, '\\$');
  const failed = new RegExp(String.raw`^\(\s*!\s*${VERSION_CHECK}\(\s*${escaped}\s*[,)]`);
  const before = at.range().start.index;
  // The native search keeps only guards that name a validator: few cross into JS.
  const guards = fn.findAll({ rule: { kind: 'if_statement', regex: String.raw`(?:valid|satisfies)\(` } });
  return guards.some((guard) => {
    const end = guard.range().end.index;
    if (end > before || !failed.test(guard.field('condition')?.text() ?? '')) return false;
    if (!LEAVES.test(guard.field('consequence')?.text() ?? '')) return false;
    // The guard must stand in a block that holds the read: one inside another branch guards nothing here.
    const block = guard.parent()?.range();
    if (!block || block.start.index > before || block.end.index < at.range().end.index) return false;
    return !reassignedBetween(fn, name, end, before);
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
