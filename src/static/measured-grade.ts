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
 * PRIOR_WEIGHT was chosen by leave-one-slice-out cross-validation over the tuning slices (the record
 * of the others predicting each one's first-sight verdicts; 1, 2, 4 and 8 within 0.5 point of F1,
 * 2 best), FLOOR is the default `min-confidence`: a rule measured right less often than wrong.
 */
import type { Severity } from '../core/types.js';
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

/**
 * The severity a finding of rule `ruleId` graded `severity` reports, and the line saying why when it
 * was lowered. `backed`: the grade rests on what the graders found in the code (grade-match.ts).
 */
export function measuredGrade(
  ruleId: string,
  confidence: number,
  severity: Severity,
  backed: boolean,
  records: Readonly<Record<string, MeasuredRecord>> = MEASURED,
): { severity: Severity; why: string | undefined } {
  if (backed || (severity !== 'high' && severity !== 'critical')) return { severity, why: undefined };
  const record = records[ruleId];
  if (!record || measuredPrecision(confidence, record) >= FLOOR) return { severity, why: undefined };
  const decided = record.true + record.false;
  return {
    severity: 'medium',
    why:
      `Graded medium (the rule says ${severity}): on code it was not tuned on, this rule's findings were ` +
      `right ${record.true} time${record.true === 1 ? '' : 's'} in ${decided} (bench/real-repos), and its grade ` +
      `rests on the pattern alone. Confirm it before treating it as ${severity}.`,
  };
}
