/**
 * The floors stage: the severity floor (`min-severity`), the confidence floor and the findings
 * budgets (`max-minor-findings`, `max-findings`: src/core/findings-budget.ts), over the merged inline
 * findings and the unanchored ones. What falls below is named or counted in the report, not lost.
 */
import type { FindingSet, Hidden, StageContext } from '../../types.js';
import { applyPolicy } from './apply-floors.js';
import { applyFindingsBudget } from '../../../core/findings-budget.js';

/** Holds back the findings below the severity or confidence floor, then those over the budgets. */
export function floors(set: FindingSet, run: StageContext): FindingSet {
  const options = { minSeverity: run.settings.minSeverity, minConfidence: run.settings.minConfidence };
  const inline = applyPolicy(set.findings, options);
  const unanchored = applyPolicy(set.unanchored, options);
  const hidden = [...inline.dropped, ...unanchored.dropped].map(({ finding, reason }): Hidden => ({
    finding,
    why: reason,
  }));
  const max = { minor: run.settings.maxMinorFindings ?? 0, all: run.settings.maxFindings ?? 0 };
  const budget = applyFindingsBudget(inline.kept, unanchored.kept, max, { gate: run.settings.failOn ?? [] });
  const over = budget.heldBack.map((finding): Hidden => ({ finding, why: 'budget' }));
  return {
    ...set,
    findings: budget.findings,
    unanchored: budget.unanchored,
    hidden: [...set.hidden, ...hidden, ...over],
  };
}
