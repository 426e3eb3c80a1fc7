/**
 * The filter half of the pipeline, after every lens is in and anchors are verified: dedupe, the
 * config's finding rules, the team's rejections and the ignored fingerprints, the merge of findings of one problem, and only
 * then the severity and confidence floors, so the floor, the comment cap and fail-on count one
 * problem once.
 */
import type { Logger } from '../../core/ports.js';
import { applyPolicy, type PolicyResult } from './policy.js';
import type { Finding, HiddenFinding, Severity } from '../../core/types.js';
import type { FindingRuleConfig } from '../../config/structured.js';
import { dedupeFindings } from '../merge/dedupe.js';
import { mergeSameProblem, type MergeOptions } from '../merge/merge-findings.js';
import { applyFindingRules, compileFindingRules, findingRuleWarnings } from './finding-rules.js';
import { suppressLearned } from './suppress-learned.js';

export interface FilterSettings {
  minSeverity: Severity;
  minConfidence: number;
  ignoredFingerprints?: readonly string[] | undefined;
  /** Fingerprints the team rejected on this PR (👎, `/prlens ignore`): held back like ignored ones. */
  rejectedFingerprints?: readonly string[] | undefined;
  findingRules?: readonly FindingRuleConfig[] | undefined;
}

export interface Filtered {
  findings: Finding[];
  unanchored: Finding[];
  /** Inline comments saved by merging findings of one problem. */
  merged: number;
  /** Findings held back because the team rejected them on this PR. */
  rejected: number;
  /** Each merged finding's fingerprint → the fingerprints of the findings merged into it. */
  members: Map<string, string[]>;
  warnings: string[];
  belowMinSeverity: { min_severity: Severity; findings: HiddenFinding[] };
}

/** Filters the verified findings (anchored and not) of every lens down to what is reported. */
export function filterFindings(
  found: { anchored: Finding[]; unanchored: Finding[] },
  lenses: readonly string[],
  settings: FilterSettings,
  logger: Logger,
  mergeOptions: MergeOptions = {},
): Filtered {
  // Finding rules re-grade before the severity floor, so a rule can lift a finding above it or sink it below.
  const rules = compileFindingRules(settings.findingRules ?? []);
  const ruled = applyFindingRules(dedupeFindings(found.anchored, lenses), rules);
  const ruledUnanchored = applyFindingRules(dedupeFindings(found.unanchored, lenses), rules);
  const warnings = findingRuleWarnings(
    {
      dropped: [...ruled.dropped, ...ruledUnanchored.dropped],
      regraded: [...ruled.regraded, ...ruledUnanchored.regraded],
    },
    rules,
  );
  const floors = {
    minSeverity: settings.minSeverity,
    minConfidence: settings.minConfidence,
    ignoredFingerprints: new Set(settings.ignoredFingerprints ?? []),
  };
  // Rejections apply per member, before the merge: a merged comment carries one member's
  // fingerprint, so a rejection applied after it would hide every other member with it (a fresh high
  // finding merged into a rejected low one), and a rejected member would still lend its title.
  const rejected = new Set(settings.rejectedFingerprints ?? []);
  const taught = suppressLearned(ruled.kept, rejected);
  const taughtUnanchored = suppressLearned(ruledUnanchored.kept, rejected);
  // A dismissed finding stays dismissed inside a merge: ignored fingerprints go before it.
  const wanted = taught.kept.filter((f) => !floors.ignoredFingerprints.has(f.fingerprint));
  const merge = mergeSameProblem(wanted, lenses, mergeOptions);
  const policy = applyPolicy(merge.findings, floors);
  const merged = applyPolicy(wanted, floors).kept.length - policy.kept.length;
  for (const { finding, sources } of merge.merged) {
    logger.debug(`merged ${sources.length} findings of one problem at ${finding.path}:${finding.line}`);
  }
  if (merged > 0) logger.info(`merged findings of the same problem: ${merged} fewer inline comment(s)`);
  const unanchoredKept = applyPolicy(taughtUnanchored.kept, floors);
  return {
    findings: policy.kept,
    unanchored: unanchoredKept.kept,
    merged,
    rejected: taught.suppressed.length + taughtUnanchored.suppressed.length,
    members: new Map(
      merge.merged.map(({ finding, sources }) => [
        finding.fingerprint,
        [...new Set(sources.map((f) => f.fingerprint))].sort(),
      ]),
    ),
    warnings,
    belowMinSeverity: {
      min_severity: settings.minSeverity,
      findings: hiddenBySeverity([policy, unanchoredKept]),
    },
  };
}

/** The findings the severity floor dropped, named (the JSON report and the renderers list them). */
function hiddenBySeverity(results: readonly PolicyResult[]): HiddenFinding[] {
  return results
    .flatMap((r) => r.dropped)
    .filter((d) => d.reason === 'severity')
    .map(({ finding: f }) => ({
      path: f.path,
      line: f.line,
      severity: f.severity,
      title: f.title,
      rule: f.rule,
    }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}
