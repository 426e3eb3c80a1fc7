/**
 * The findings the team rejected on this PR (re-read from the 👎 and `/prlens ignore` replies each
 * run) are held back per finding, before findings of one problem are merged (suppress.ts says why).
 */
import type { Finding } from '../../../core/types.js';

/** Splits findings into those still reported and those the team rejected. */
export function suppressLearned<T extends Pick<Finding, 'fingerprint'>>(
  findings: readonly T[],
  learned: ReadonlySet<string>,
): { kept: T[]; suppressed: T[] } {
  const kept: T[] = [];
  const suppressed: T[] = [];
  for (const f of findings) (learned.has(f.fingerprint) ? suppressed : kept).push(f);
  return { kept, suppressed };
}
