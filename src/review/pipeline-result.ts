/**
 * The pipeline's result, read off the final finding set: what the report, the gate and the poster
 * need, counted from what the stages held back (`FindingSet.hidden`) rather than kept on the side.
 */
import { SEVERITY_RANK, type Finding, type HiddenFinding, type Usage } from '../core/types.js';
import type { PipelineResult } from './pipeline-types.js';
import type { FindingSet, HiddenWhy, Merge, StageSettings } from './types.js';

/** Builds the pipeline's result from the set the last stage returned. */
export function buildResult(
  set: FindingSet,
  run: { settings: StageSettings; withModel: boolean; usage: Usage },
): PipelineResult {
  const { kept, excluded, classes, unconfirmed } = set.files;
  const { reach } = set;
  const scanned = new Set(reach.staticScanned);
  const hiddenAs = (why: HiddenWhy) => set.hidden.filter((h) => h.why === why).map((h) => h.finding);
  return {
    kept,
    read: kept.filter((f) => scanned.has(f.path) || reach.modelFiles.includes(f)).length,
    excluded,
    findings: set.findings,
    unanchored: set.unanchored,
    warnings: set.warnings,
    lenses: set.lenses,
    // The packs' share of the prompt is counted by the model half; the meter sees only responses.
    usage:
      reach.contextPackTokens === undefined
        ? run.usage
        : {
            ...run.usage,
            context_pack_tokens: reach.contextPackTokens,
            context_pack_cut_tokens: reach.contextPackCutTokens ?? 0,
          },
    incomplete: set.incomplete,
    merged: commentsSaved(set.merges, run.settings),
    rejected: hiddenAs('rejected').length,
    members: new Map(
      set.merges.map(({ finding, sources }) => [
        finding.fingerprint,
        [...new Set(sources.map((f) => f.fingerprint))].sort(),
      ]),
    ),
    classes,
    coverage: {
      static_files: reach.staticScanned.length,
      static_rules: reach.staticRules,
      model: run.withModel,
      model_files: reach.modelFiles.length,
      test_files: [...classes.values()].filter((c) => c === 'test').length,
    },
    belowMinSeverity: {
      min_severity: run.settings.minSeverity,
      findings: hiddenAs('severity')
        .map(named)
        .sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line),
    },
    droppedByAudit: set.droppedByAudit,
    suppressedInline: reach.suppressedInline,
    preExisting: hiddenAs('pre-existing').map(named),
    heldBack: {
      max: run.settings.maxMinorFindings ?? 0,
      maxAll: run.settings.maxFindings ?? 0,
      findings: hiddenAs('budget').map(named),
    },
    imported: reach.imported,
    unconfirmed,
  };
}

/**
 * Inline comments the merge saved among those the floors let through: each merged comment that is
 * shown stands for its members that would have been shown on their own.
 */
function commentsSaved(
  merges: readonly Merge[],
  floors: Pick<StageSettings, 'minSeverity' | 'minConfidence'>,
): number {
  const shown = (f: Finding) =>
    SEVERITY_RANK[f.severity] >= SEVERITY_RANK[floors.minSeverity] && f.confidence >= floors.minConfidence;
  return merges.reduce(
    (saved, { finding, sources }) => saved + sources.filter(shown).length - (shown(finding) ? 1 : 0),
    0,
  );
}

function named(f: Finding): HiddenFinding {
  return { path: f.path, line: f.line, severity: f.severity, title: f.title, rule: f.rule };
}
