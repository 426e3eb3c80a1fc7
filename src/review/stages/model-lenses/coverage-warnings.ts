/**
 * Coverage problems as a few readable warnings. Gaps come per (file, hunk, lens) or (file, lens):
 * twelve files seen through five lenses is sixty of them, and one line each buried the log and the
 * step's failure annotation. Each kind of problem is said once, with a count and a few
 * examples.
 */
import type { CoverageGap } from '../../model/plan/plan-coverage.js';

/** How many examples a summarised warning names. */
const WARNING_EXAMPLES = 3;

/** One warning for every planning gap, or null when the plan covers each hunk once per lens. */
export function planGapWarning(gaps: readonly CoverageGap[], examples = WARNING_EXAMPLES): string | null {
  if (gaps.length === 0) return null;
  const named = gaps.map(
    (g) =>
      `${g.path} hunk ${g.hunk} for ${g.lens} (${g.unknown ? 'not in the change' : `planned ${g.count}×`})`,
  );
  return (
    `coverage: ${count(gaps.length, 'hunk/lens pair')} not planned exactly once (${sample(named, examples)}); ` +
    'the review is incomplete'
  );
}

/** One warning per reason for the (file, lens) pairs that were not reviewed, with counts and examples. */
export function notReviewedWarnings(
  gaps: ReadonlyArray<{ path: string; lens: string; reason: string }>,
  examples = WARNING_EXAMPLES,
): string[] {
  const byReason = new Map<string, Array<{ path: string; lens: string }>>();
  for (const gap of gaps) {
    // One line per cause, not per call: `call u3:docs failed: 500` and `call u4:tests failed: 500` agree.
    const reason = gap.reason.replace(/^call \S+ /, '');
    const list = byReason.get(reason) ?? [];
    list.push(gap);
    byReason.set(reason, list);
  }
  return [...byReason].map(([reason, list]) => {
    const files = [...new Set(list.map((g) => g.path))];
    const lenses = [...new Set(list.map((g) => g.lens))];
    return (
      `not reviewed: ${count(files.length, 'file')} (${sample(files, examples)}) through ` +
      `${count(lenses.length, 'lens', 'lenses')} (${lenses.join(', ')}): ${reason}`
    );
  });
}

function sample(items: readonly string[], examples: number): string {
  const shown = items.slice(0, examples).join(', ');
  return items.length > examples ? `${shown} and ${items.length - examples} more` : shown;
}

function count(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : pluralNoun}`;
}
