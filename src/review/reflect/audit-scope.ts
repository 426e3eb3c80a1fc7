/**
 * Which findings the audit reads. The audit exists to stop a wrong comment from being posted on a
 * line (or failing the build): it pays where a finding will be posted inline. A finding below the
 * inline floor (`min-severity`, `medium` by default) goes to the summary only, folded with the other
 * low notes; auditing it costs a request's worth of excerpt and saves a reader one summary line, so
 * it is not audited. Measured with `npm run bench:engine` (README, "What the audit reads").
 */
import { SEVERITY_RANK, type Finding, type Severity } from '../../core/types.js';

/** The severity from which findings are posted inline when the settings say nothing. */
export const DEFAULT_INLINE_FLOOR: Severity = 'medium';

/** Splits `findings` into those the audit reads and those that pass to the summary unaudited. */
export function auditScope(
  findings: readonly Finding[],
  inlineFloor: Severity = DEFAULT_INLINE_FLOOR,
): { audited: Finding[]; unaudited: Finding[] } {
  const audited: Finding[] = [];
  const unaudited: Finding[] = [];
  for (const f of findings)
    (SEVERITY_RANK[f.severity] >= SEVERITY_RANK[inlineFloor] ? audited : unaudited).push(f);
  return { audited, unaudited };
}
