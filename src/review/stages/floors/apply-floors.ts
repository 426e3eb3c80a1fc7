/**
 * The floors stage's check: the severity floor, the confidence floor and the ignored fingerprints
 * (the suppress stage applies those first; a caller outside the pipeline may pass them here). Pure,
 * so every limit is tested without a pipeline.
 */
import { SEVERITY_RANK, type Finding, type Severity } from '../../../core/types.js';

export interface PolicyOptions {
  minSeverity: Severity;
  minConfidence: number;
  ignoredFingerprints?: ReadonlySet<string>;
}

export interface PolicyResult {
  kept: Finding[];
  /** Findings dropped by the floors or the ignore list, with why. */
  dropped: Array<{ finding: Finding; reason: 'severity' | 'confidence' | 'ignored' }>;
}

/** Applies the severity floor, the confidence floor and the ignored fingerprints. */
export function applyPolicy(findings: readonly Finding[], options: PolicyOptions): PolicyResult {
  const kept: Finding[] = [];
  const dropped: PolicyResult['dropped'] = [];
  for (const finding of findings) {
    if (options.ignoredFingerprints?.has(finding.fingerprint)) dropped.push({ finding, reason: 'ignored' });
    else if (SEVERITY_RANK[finding.severity] < SEVERITY_RANK[options.minSeverity])
      dropped.push({ finding, reason: 'severity' });
    else if (finding.confidence < options.minConfidence) dropped.push({ finding, reason: 'confidence' });
    else kept.push(finding);
  }
  return { kept, dropped };
}
