/**
 * Which findings the audit reads: where it pays. The audit exists to stop a wrong comment from
 * being posted on a line or failing the build, and it mostly agrees with the review (round 2 of
 * evals/RESULTS.md: 53 keeps, 2 drops over 26 requests; on the held-out real PRs it was 53.7% of
 * prompt tokens), so it reads:
 * - every finding at `high` or above, whatever its confidence: a wrong one is the loudest comment
 *   and the one `fail-on` blocks a merge on;
 * - a finding at or above the inline floor (`min-severity`) that the review is less than
 *   SURE_CONFIDENCE sure of: the review's own doubt is where a second look changes the outcome.
 * A finding below the floor goes to the summary's fold as the review wrote it, and a medium one the
 * review is sure of is posted as written: auditing either costs a request's worth of excerpt.
 *
 * Before this split, the model half leaves out what the findings budgets would hold back as things
 * stand (`withinBudget`, src/core/findings-budget.ts): a finding that is never posted is not audited.
 *
 * A `low` finding (an observation: a nit that never gates a merge) is never worth a request of its
 * own: it rides along when its unit is audited for a louder finding (its verdict costs its own lines
 * only) and pays for no lookup round. On the real-PR tuning half at 62a5eb5 with `min-severity: low`,
 * 10 of 31 audit requests held only low findings: 40,037 of the audit's 121,693 prompt tokens (the
 * audit was 38.1% of all prompt tokens) for one drop in 26 low verdicts.
 */
import { SEVERITY_RANK, type Finding, type Severity } from '../../../core/types.js';

/** The severity from which findings are posted inline when the settings say nothing. */
const DEFAULT_INLINE_FLOOR: Severity = 'medium';
/** From this confidence a finding below `high` is posted without an audit. */
const SURE_CONFIDENCE = 0.8;

/** Whether the audit reads `finding`, posted inline from `inlineFloor` up (the rule above). */
function worthAuditing(finding: Finding, inlineFloor: Severity = DEFAULT_INLINE_FLOOR): boolean {
  const rank = SEVERITY_RANK[finding.severity];
  if (rank < SEVERITY_RANK[inlineFloor]) return false;
  return rank >= SEVERITY_RANK.high || finding.confidence < SURE_CONFIDENCE;
}

/** Whether `finding` is worth an audit request, or a lookup round, on its own (not a `low` observation). */
export function paysForARequest(finding: Finding): boolean {
  return SEVERITY_RANK[finding.severity] > SEVERITY_RANK.low;
}

/**
 * Splits `findings` into those the audit reads and those that pass unaudited. Low findings are read
 * only beside one that pays for the request.
 */
export function auditScope(
  findings: readonly Finding[],
  inlineFloor: Severity = DEFAULT_INLINE_FLOOR,
): { audited: Finding[]; unaudited: Finding[] } {
  const worth = findings.filter((f) => worthAuditing(f, inlineFloor));
  if (!worth.some(paysForARequest)) return { audited: [], unaudited: [...findings] };
  return { audited: worth, unaudited: findings.filter((f) => !worth.includes(f)) };
}
