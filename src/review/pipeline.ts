/**
 * The review pipeline shared by the CLI and the action: select → static lens and, when a model is
 * configured, the model lenses → verify anchors → dedupe → finding rules → merge findings of one
 * problem → policy. It decides; callers wire ports. The merge comes before the severity floor, the
 * comment cap and fail-on, so each counts one problem once.
 */
import { buildLineIndex, type LineIndex } from '../core/line-index.js';
import {
  noopObserver,
  type Clock,
  type Logger,
  type ModelClient,
  type Observer,
  type Workspace,
} from '../core/ports.js';
import { applyPolicy, type PolicyResult } from '../core/policy.js';
import type {
  ExcludedFile,
  FileDiff,
  Finding,
  HiddenFinding,
  LensCoverage,
  Severity,
  Usage,
} from '../core/types.js';
import { emptyUsage } from '../core/types.js';
import { runStaticRules, staticCovers, type StaticFile } from '../static/run-static-rules.js';
import type { FindingRuleConfig } from '../config/structured.js';
import { dedupeFindings } from './merge/dedupe.js';
import { applyFindingRules, compileFindingRules, findingRuleWarnings } from './filter/finding-rules.js';
import { mergeSameProblem } from './merge/merge-findings.js';
import { checkSuggestions } from './suggest/check-suggestions.js';
import { runModelLenses, type ModelLensInput } from './model-lenses.js';
import type { OnProgress } from './progress.js';
import type { FileClass } from './select/file-class.js';
import { prefetchWarning } from './select/prefetch.js';
import { selectChange } from './select/select-change.js';
import { staticLensWarnings } from './static-warnings.js';

export interface PipelineInput {
  files: FileDiff[];
  workspace: Workspace;
  /** Revision at which post-change contents are read; null = the working tree. */
  headRef: string | null;
  /** Revision whose `.gitattributes` marks generated and vendored files (the action: the base). */
  attributesRef?: string | null | undefined;
  settings: {
    include: string[];
    exclude: string[];
    maxFileChangedLines: number;
    /** Review generated and vendored files too (config `include-generated`). */
    includeGenerated?: boolean;
    minSeverity: Severity;
    minConfidence: number;
    /** Findings the team has dismissed: never reported again. */
    ignoredFingerprints?: readonly string[];
    /** Config rules that drop or re-grade findings (the `finding-rules` setting). */
    findingRules?: readonly FindingRuleConfig[];
  };
  /** The model and its settings; absent = static rules only. */
  model?:
    | {
        client: ModelClient;
        settings: ModelLensInput['settings'];
        background?: string | null;
        /** The run's usage so far, from the meter the client records into. */
        usage: () => Usage;
      }
    | undefined;
  clock: Clock;
  /**
   * Limits around the whole run: `deadline` is when max-review-seconds (`maxReviewSeconds`) runs out,
   * as an absolute time on `clock` counted from the start of the run (file reads included);
   * `maxFileReads` caps the contents read before the review (a request each over the API).
   */
  limits?: { deadline?: number; maxReviewSeconds?: number; maxFileReads?: number } | undefined;
  logger: Logger;
  /** Spans, metrics and the transcript of the model half; none when absent. */
  observer?: Observer | undefined;
  /** Progress for a display (files, lens calls); none when absent. */
  onProgress?: OnProgress | undefined;
}

export interface PipelineResult {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  findings: Finding[];
  unanchored: Finding[];
  warnings: string[];
  lenses: string[];
  usage: Usage;
  incomplete: boolean;
  /** Inline comments saved by merging findings of one problem (comments before the merge minus after). */
  merged: number;
  /** The class of each kept file (source, test, ...). */
  classes: Map<string, FileClass>;
  /** What each lens looked at. */
  coverage: LensCoverage;
  /** Findings below `min-severity`, named. */
  belowMinSeverity: { min_severity: Severity; findings: HiddenFinding[] };
  /** Static matches silenced by inline comments. */
  suppressedInline: number;
}

/** The changed (added) lines of a file on the RIGHT side: what the static lens may flag. */
export function addedLines(file: FileDiff): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) if (line.kind === 'add' && line.newLine !== null) lines.add(line.newLine);
  }
  return lines;
}

/** Runs selection and the static lens over a parsed change. */
export async function runPipeline(input: PipelineInput): Promise<PipelineResult> {
  const { logger } = input;
  const warnings: string[] = [];
  // Post-change contents, read once: the static rules parse them and the model sees them as padding.
  // Only files someone will use are read (over the API each read is a request), a few at a time.
  const limits = input.limits ?? {};
  const prefetched = await selectChange({
    files: input.files,
    workspace: input.workspace,
    headRef: input.headRef,
    attributesRef: input.attributesRef,
    options: {
      include: input.settings.include,
      exclude: input.settings.exclude,
      maxFileChangedLines: input.settings.maxFileChangedLines,
      includeGenerated: input.settings.includeGenerated ?? false,
    },
    wanted: (f) =>
      f.status !== 'deleted' && f.hunks.length > 0 && (input.model !== undefined || staticCovers(f.path)),
    prefetch: {
      clock: input.clock,
      ...(limits.maxFileReads !== undefined ? { maxReads: limits.maxFileReads } : {}),
      ...(limits.deadline !== undefined ? { deadline: limits.deadline } : {}),
    },
  });
  const { kept, excluded, classes, contents } = prefetched;
  logger.info(`${kept.length} file(s) to review, ${excluded.length} excluded`);
  input.onProgress?.({ phase: 'files', files: kept.length, excluded: excluded.length });
  for (const [path, content] of contents) {
    if (content === null) warnings.push(`could not read ${path} at ${input.headRef ?? 'the working tree'}`);
  }
  // What was not read is said, and the run is incomplete: a file no one looked at is not clean.
  const unread = prefetchWarning(
    prefetched.skipped,
    { maxReads: limits.maxFileReads ?? Infinity, maxReviewSeconds: limits.maxReviewSeconds ?? 0 },
    input.model !== undefined,
  );
  if (unread) warnings.push(unread);
  // A failed read is not an absent file: the selection itself may be wrong, so the run says so.
  warnings.push(...prefetched.warnings);
  let incomplete = unread !== null || prefetched.warnings.length > 0;
  if (unread && !input.model) {
    const skipped = new Set(prefetched.skipped.map((s) => s.path));
    excluded.push(...prefetched.skipped.map((s) => ({ path: s.path, reason: skipReason(s.reason) })));
    kept.splice(0, kept.length, ...kept.filter((f) => !skipped.has(f.path)));
  }

  const staticFiles: StaticFile[] = [];
  for (const file of kept) {
    const changedLines = addedLines(file);
    const content = contents.get(file.path);
    const role = classes.get(file.path) === 'test' ? 'test' : 'source';
    if (changedLines.size > 0 && content) staticFiles.push({ path: file.path, content, changedLines, role });
  }
  const staticResult = await runStaticRules(staticFiles, {
    deadline: limits.deadline !== undefined ? { at: limits.deadline, clock: input.clock } : undefined,
  });
  const staticCut = staticLensWarnings(staticResult, limits.maxReviewSeconds);
  warnings.push(...staticCut);
  incomplete ||= staticCut.length > 0;
  for (const skip of staticResult.skipped) logger.debug(`static rules skipped ${skip.path}: ${skip.reason}`);
  for (const s of staticResult.suppressed)
    logger.debug(`${s.rule} at ${s.path}:${s.line} suppressed by ${s.marker}`);

  const lenses = ['static'];
  const raw: Finding[] = [...staticResult.findings];
  let modelUnanchored: Finding[] = [];
  // The model gets what is left of the run's time, not a fresh max-review-seconds of its own.
  const secondsLeft = (limits.deadline ?? Infinity) - input.clock.now();
  if (input.model && kept.length > 0 && secondsLeft <= 0) {
    warnings.push(
      `max-review-seconds (${limits.maxReviewSeconds}) ran out before the model lenses: only the static rules ran`,
    );
    incomplete = true;
  } else if (input.model && kept.length > 0) {
    const settings = input.model.settings;
    const model = await runModelLenses({
      files: kept,
      contents,
      model: input.model.client,
      workspace: input.workspace,
      headRef: input.headRef,
      settings: Number.isFinite(secondsLeft)
        ? {
            ...settings,
            maxReviewSeconds: Math.min(settings.maxReviewSeconds || Infinity, secondsLeft / 1000),
          }
        : settings,
      background: input.model.background ?? null,
      clock: input.clock,
      logger,
      observer: input.observer ?? noopObserver,
      onProgress: input.onProgress,
    });
    raw.push(...model.findings);
    modelUnanchored = model.unanchored;
    warnings.push(...model.warnings);
    incomplete ||= model.incomplete;
    lenses.push(...model.lenses);
  }

  const indexes = new Map(kept.map((file) => [file.path, buildLineIndex(file)]));
  const verified = verifyAnchors(raw, indexes);
  // Finding rules re-grade before the severity floor, so a rule can lift a finding above it or sink it below.
  const rules = compileFindingRules(input.settings.findingRules ?? []);
  const ruled = applyFindingRules(dedupeFindings(verified.anchored, lenses), rules);
  const ruledUnanchored = applyFindingRules(
    dedupeFindings([...verified.unanchored, ...modelUnanchored], lenses),
    rules,
  );
  warnings.push(
    ...findingRuleWarnings(
      {
        dropped: [...ruled.dropped, ...ruledUnanchored.dropped],
        regraded: [...ruled.regraded, ...ruledUnanchored.regraded],
      },
      rules,
    ),
  );
  const floors = {
    minSeverity: input.settings.minSeverity,
    minConfidence: input.settings.minConfidence,
    ignoredFingerprints: new Set(input.settings.ignoredFingerprints ?? []),
  };
  // A dismissed finding stays dismissed inside a merge: ignored fingerprints go before it.
  const wanted = ruled.kept.filter((f) => !floors.ignoredFingerprints.has(f.fingerprint));
  const merge = mergeSameProblem(wanted, lenses);
  const policy = applyPolicy(merge.findings, floors);
  const merged = applyPolicy(wanted, floors).kept.length - policy.kept.length;
  for (const { finding, sources } of merge.merged) {
    logger.debug(`merged ${sources.length} findings of one problem at ${finding.path}:${finding.line}`);
  }
  if (merged > 0) logger.info(`merged findings of the same problem: ${merged} fewer inline comment(s)`);
  const unanchoredKept = applyPolicy(ruledUnanchored.kept, floors);
  // Only what will be shown is checked: a suggestion button must be one that commits cleanly.
  const roles = new Map(
    [...classes].map(([path, c]) => [path, c === 'test' ? ('test' as const) : ('source' as const)]),
  );
  const findings = await checkSuggestions(policy.kept, contents, { roles });
  const modelFiles = input.model && kept.length > 0 ? kept.filter((f) => f.hunks.length > 0).length : 0;

  return {
    kept,
    excluded,
    findings,
    unanchored: unanchoredKept.kept,
    warnings,
    lenses,
    usage: input.model ? input.model.usage() : emptyUsage(),
    incomplete,
    merged,
    classes,
    coverage: {
      static_files: staticResult.scanned.length,
      static_rules: staticResult.rulesRun.length,
      model: input.model !== undefined,
      model_files: modelFiles,
      test_files: [...classes.values()].filter((c) => c === 'test').length,
    },
    belowMinSeverity: {
      min_severity: input.settings.minSeverity,
      findings: hiddenBySeverity([policy, unanchoredKept]),
    },
    suppressedInline: staticResult.suppressed.length,
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

function skipReason(reason: 'read-budget' | 'deadline'): string {
  return reason === 'read-budget'
    ? 'not read: over the file-read budget of the run (GitHub rate limit)'
    : 'not read: max-review-seconds ran out';
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
