/**
 * The review pipeline shared by the CLI and the action: select → static lens and, when a model is
 * configured, the model lenses → verify anchors → dedupe → finding rules → merge findings of one
 * problem → policy. It decides; callers wire ports. The merge comes before the severity floor, the
 * comment cap and fail-on, so each counts one problem once.
 */
import { buildLineIndex, type LineIndex } from '../core/line-index.js';
import type { Finding } from '../core/types.js';
import { emptyUsage, SEVERITY_RANK } from '../core/types.js';
import { filterFindings } from './filter/filter-findings.js';
import { importStage } from './known/import-stage.js';
import { linePlaces } from './merge/merge-window.js';
import { checkSuggestions } from './suggest/check-suggestions.js';
import { baselineStage, modelStage, selectStage, staticStage, type RunNotes } from './pipeline-stages.js';
import type { PipelineInput, PipelineResult } from './pipeline-types.js';

export type { PipelineInput, PipelineResult } from './pipeline-types.js';

/** Runs the stages over a parsed change: select, the lenses, verify anchors, filter. */
export async function runPipeline(input: PipelineInput): Promise<PipelineResult> {
  const notes: RunNotes = { warnings: [], incomplete: false };
  const selected = await selectStage(input, notes);
  const { kept, excluded, classes, contents } = selected;
  const baseline = await baselineStage(input, selected, await staticStage(input, selected, notes), notes);
  const staticResult = baseline.result;
  const imported = importStage(input.imported, kept, notes);
  // A new file that only looks generated or vendored is reviewed by the static rules and counts for
  // the gate, but is not sent to the model: a PR that vendors a dependency would otherwise send all
  // of it (README "Security model"). The base's .gitattributes is how a repository says otherwise.
  const lookalikes = new Set(selected.unconfirmed.map((u) => u.path));
  const forModel = kept.filter((f) => !lookalikes.has(f.path));
  const reviewsWithModel = input.model !== undefined && forModel.length > 0;
  const model =
    input.model && forModel.length > 0
      ? await modelStage(input, input.model, { ...selected, kept: forModel }, notes, [
          ...staticResult.findings,
          ...imported.findings,
        ])
      : {
          findings: [],
          unanchored: [],
          lenses: [],
          droppedByAudit: [],
          duplicates: new Map<string, string>(),
        };
  const lenses = ['static', ...imported.lenses, ...model.lenses];

  const indexes = new Map(kept.map((file) => [file.path, buildLineIndex(file)]));
  const verified = verifyAnchors(
    onlyWhatCanFailAGate(
      [...staticResult.findings, ...imported.findings, ...model.findings],
      lookalikes,
      notes,
    ),
    indexes,
  );
  const filtered = filterFindings(
    {
      anchored: verified.anchored,
      unanchored: [...verified.unanchored, ...model.unanchored, ...imported.unplaced],
    },
    lenses,
    input.settings,
    input.context.logger,
    { placeOf: linePlaces(kept), duplicates: model.duplicates },
  );
  // Only what will be shown is checked: a suggestion button must be one that commits cleanly.
  const roles = new Map(
    [...classes].map(([path, c]) => [path, c === 'test' ? ('test' as const) : ('source' as const)]),
  );
  const findings = await checkSuggestions(filtered.findings, contents, { roles });
  const givenToModel = reviewsWithModel ? forModel.filter((f) => f.hunks.length > 0) : [];
  const scanned = new Set(staticResult.scanned);
  return {
    kept,
    read: kept.filter((f) => scanned.has(f.path) || givenToModel.includes(f)).length,
    excluded,
    findings,
    unanchored: markOutsideChange(filtered.unanchored, input.change.files),
    warnings: [...notes.warnings, ...filtered.warnings],
    lenses,
    usage: input.model ? input.model.usage() : emptyUsage(),
    incomplete: notes.incomplete,
    merged: filtered.merged,
    rejected: filtered.rejected,
    members: filtered.members,
    classes,
    coverage: {
      static_files: staticResult.scanned.length,
      static_rules: staticResult.rulesRun.length,
      model: input.model !== undefined,
      model_files: givenToModel.length,
      test_files: [...classes.values()].filter((c) => c === 'test').length,
    },
    belowMinSeverity: filtered.belowMinSeverity,
    droppedByAudit: model.droppedByAudit,
    suppressedInline: staticResult.suppressed.length,
    preExisting: baseline.preExisting.map((f) => ({
      path: f.path,
      line: f.line,
      severity: f.severity,
      title: f.title,
      rule: f.ruleId,
    })),
    imported: imported.stats,
    unconfirmed: selected.unconfirmed,
  };
}

/**
 * On a new file that only looks vendored or generated, the findings that can fail a gate (high and
 * critical) are kept: the point is that a PR cannot hide code there. Lower ones are a library's own
 * noise (an empty catch in a minified copy) and are left out, counted in a warning.
 */
function onlyWhatCanFailAGate(
  findings: readonly Finding[],
  lookalikes: ReadonlySet<string>,
  notes: RunNotes,
): Finding[] {
  const quiet = (f: Finding) => lookalikes.has(f.path) && SEVERITY_RANK[f.severity] < SEVERITY_RANK.high;
  const left = findings.filter(quiet).length;
  if (left > 0)
    notes.warnings.push(
      `${left} low or medium finding(s) on new files that look vendored or generated were left out: ` +
        'only high and critical findings are reported there (mark such paths in the base .gitattributes to skip them)',
    );
  return findings.filter((f) => !quiet(f));
}

/**
 * Re-checks every finding's location against the line index: whatever produced it, a finding is
 * only reported inline when GitHub would accept a comment there. The rest is kept as unanchored.
 */
export function verifyAnchors(
  findings: readonly Finding[],
  indexes: ReadonlyMap<string, LineIndex>,
): { anchored: Finding[]; unanchored: Finding[] } {
  const anchored: Finding[] = [];
  const unanchored: Finding[] = [];
  for (const finding of findings) {
    const index = indexes.get(finding.path);
    const check = index?.check({ side: finding.side, line: finding.line, start_line: finding.start_line });
    if (check?.ok) anchored.push({ ...finding, anchored: true });
    else unanchored.push({ ...finding, anchored: false });
  }
  return { anchored, unanchored };
}

/**
 * Marks the unpinned findings whose file the change does not touch at all (a model naming a file it
 * never saw): they stay in the report, labelled, but never count for `fail-on`.
 */
function markOutsideChange(
  unanchored: readonly Finding[],
  files: readonly { path: string; oldPath?: string | null | undefined }[],
): Finding[] {
  const changed = new Set(files.flatMap((f) => (f.oldPath ? [f.path, f.oldPath] : [f.path])));
  return unanchored.map((f) => (changed.has(f.path) ? f : { ...f, outside_change: true as const }));
}
