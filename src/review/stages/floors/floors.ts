/**
 * The floors stage: the severity floor (`min-severity`) and the confidence floor, over the merged
 * inline findings and the unanchored ones. What falls below is named in the report, not lost.
 */
import type { FindingSet, Hidden, StageContext } from '../../types.js';
import { applyPolicy } from './apply-floors.js';

/** Holds back the findings below the severity or confidence floor. */
export function floors(set: FindingSet, run: StageContext): FindingSet {
  const options = { minSeverity: run.settings.minSeverity, minConfidence: run.settings.minConfidence };
  const inline = applyPolicy(set.findings, options);
  const unanchored = applyPolicy(set.unanchored, options);
  const hidden = [...inline.dropped, ...unanchored.dropped].map(({ finding, reason }): Hidden => ({
    finding,
    why: reason,
  }));
  return { ...set, findings: inline.kept, unanchored: unanchored.kept, hidden: [...set.hidden, ...hidden] };
}
