/**
 * The suppress stage: the config's finding rules (drop or re-grade), the team's rejections on this
 * PR and the ignored fingerprints, applied per finding before the merge. A merged comment carries
 * one member's fingerprint, so a rejection applied after it would hide every other member with it
 * (a fresh high finding merged into a rejected low one), and a rejected member would still lend its
 * title. Rules re-grade before the severity floor, so a rule can lift a finding above it or sink it.
 */
import type { Finding } from '../../../core/types.js';
import type { FindingSet, Hidden, StageContext } from '../../types.js';
import {
  applyFindingRules,
  compileFindingRules,
  findingRuleWarnings,
  type FindingRulesResult,
} from './finding-rules.js';
import { suppressLearned } from './suppress-learned.js';

/** Applies finding rules, rejections and ignored fingerprints to the inline and unanchored findings. */
export function suppress(set: FindingSet, run: StageContext): FindingSet {
  const rules = compileFindingRules(run.settings.findingRules ?? []);
  const rejected = new Set(run.settings.rejectedFingerprints ?? []);
  const ignored = new Set(run.settings.ignoredFingerprints ?? []);
  const hidden: Hidden[] = [];
  const ruled: Pick<FindingRulesResult, 'dropped' | 'regraded'> = { dropped: [], regraded: [] };
  const apply = (findings: readonly Finding[]): Finding[] => {
    const byRules = applyFindingRules(findings, rules);
    ruled.dropped.push(...byRules.dropped);
    ruled.regraded.push(...byRules.regraded);
    hidden.push(...byRules.dropped.map(({ finding }) => ({ finding, why: 'finding-rule' as const })));
    const taught = suppressLearned(byRules.kept, rejected);
    hidden.push(...taught.suppressed.map((finding) => ({ finding, why: 'rejected' as const })));
    // A dismissed finding stays dismissed inside a merge: ignored fingerprints go before it.
    for (const finding of taught.kept.filter((f) => ignored.has(f.fingerprint)))
      hidden.push({ finding, why: 'ignored' });
    return taught.kept.filter((f) => !ignored.has(f.fingerprint));
  };
  const findings = apply(set.findings);
  const unanchored = apply(set.unanchored);
  return {
    ...set,
    findings,
    unanchored,
    hidden: [...set.hidden, ...hidden],
    warnings: [...set.warnings, ...findingRuleWarnings(ruled, rules)],
  };
}
