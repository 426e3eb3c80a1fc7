/**
 * The findings the team rejected on this PR (the learned list of the summary comment) are held
 * back before anything is posted: the filter stage's last word, taken once the PR's threads are read.
 */
import type { Finding } from '../../core/types.js';

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
