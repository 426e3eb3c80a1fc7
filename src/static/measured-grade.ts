/**
 * A rule's grade held to its measured record (issue 45 point 5: high and critical only when the
 * finding can back them). A rule's `confidence` is its author's estimate; the record
 * (measured-record.ts) is how its findings were judged on first sight on code it was not tuned on.
 * Their blend, the mean of a Beta prior centred on the author's estimate worth PRIOR_WEIGHT verdicts
 * updated by the record's true and false verdicts, is the rule's measured precision. A rule below
 * FLOOR reports at most medium, saying why, where its grade rests on the pattern alone: a finding
 * whose value the flow graders traced to input (a request, argv or the environment, an exported
 * entry's or a handler's argument: issue 45 point 1), or whose code is decoded, downloaded or hidden
 * on a minified line (sink-context.ts), keeps the grade they gave it, so a planted `eval(code)` in an
 * exported function still fails a `fail-on: high` gate. Nothing is dropped: a
 * finding only loses a claim its rule's record cannot back (a literal key in a scraper, a digest a
 * vendor's API asks for, a privileged pod).
 *
 * A rule that is not about security (an empty catch, a discarded error, a mutable default) and
 * measures below FLOOR reports **low**, saying why: the default `min-severity` (medium) then lists it
 * in the summary's fold instead of posting it, and a team that wants such notes lowers the floor. A
 * note that is deliberate code far more often than not costs the comments that matter their
 * reader's attention. A security rule keeps medium: a vulnerability passed over costs more.
 *
 * PRIOR_WEIGHT was chosen by leave-one-slice-out cross-validation over the tuning slices (the record
 * of the others predicting each one's first-sight verdicts; 1, 2, 4 and 8 within 0.5 point of F1,
 * 2 best), FLOOR is the default `min-confidence`: a rule measured right less often than wrong.
 */
import { SEVERITY_RANK, type Severity } from '../core/types.js';
import { MEASURED, type MeasuredRecord } from './measured-record.js';

export const PRIOR_WEIGHT = 2;
export const FLOOR = 0.5;

/** The rule's measured precision: its author's `confidence` updated by its record. */
export function measuredPrecision(confidence: number, record: MeasuredRecord | undefined): number {
  if (!record) return confidence;
  return (record.true + PRIOR_WEIGHT * confidence) / (record.true + record.false + PRIOR_WEIGHT);
}

/** How often a rule is right, as GitHub code scanning's `precision` levels, from its measured precision. */
export type PrecisionLevel = 'very-high' | 'high' | 'medium' | 'low';

/** The level of a measured precision: below FLOOR low, then medium, high from 0.75, very high from 0.9. */
export function precisionLevel(precision: number): PrecisionLevel {
  if (precision >= 0.9) return 'very-high';
  if (precision >= 0.75) return 'high';
  return precision >= FLOOR ? 'medium' : 'low';
}

/** What measuredGrade reads of a rule: its id (to find its record), category and author's confidence. */
export interface GradedRule {
  ruleId: string;
  category: string;
  confidence: number;
}

/**
 * The severity a finding of `rule` graded `severity` reports, and the line saying why when it was
 * lowered. `backed`: the grade rests on what the graders found in the code (grade-match.ts). A
 * security rule below FLOOR keeps at most medium; any other rule below FLOOR reports low.
 */
export function measuredGrade(
  rule: GradedRule,
  severity: Severity,
  backed: boolean,
  records: Readonly<Record<string, MeasuredRecord>> = MEASURED,
): { severity: Severity; why: string | undefined } {
  const security = rule.category === 'security';
  const ceiling: Severity = security ? 'medium' : 'low';
  if (backed || SEVERITY_RANK[severity] <= SEVERITY_RANK[ceiling]) return { severity, why: undefined };
  const record = records[rule.ruleId];
  if (!record || measuredPrecision(rule.confidence, record) >= FLOOR) return { severity, why: undefined };
  const right =
    `Graded ${ceiling} (the rule says ${severity}): on code it was not tuned on, this rule's findings were ` +
    `right ${record.true} time${record.true === 1 ? '' : 's'} in ${record.true + record.false} (bench/real-repos)`;
  return {
    severity: ceiling,
    why: security
      ? `${right}, and its grade rests on the pattern alone. Confirm it before treating it as ${severity}.`
      : `${right}, so it is listed under the default min-severity rather than posted.`,
  };
}
