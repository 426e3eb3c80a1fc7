/**
 * The stages of the pipeline before the filter, one function each: select (and read the contents),
 * the static lens, the model lenses. Each adds what it could not do to the run's notes (a warning,
 * and the run marked incomplete), so the pipeline reads as the list of its stages.
 */
import type { AuditDrop, ExcludedFile, FileDiff, Finding } from '../core/types.js';
import {
  runStaticRules,
  staticCovers,
  type StaticFile,
  type StaticResult,
} from '../static/run-static-rules.js';
import { knownFindings } from './known/known-prompt.js';
import type { PipelineInput } from './pipeline-types.js';
import { isSamplePath } from '../core/code-paths.js';
import type { UnconfirmedLook } from './select/base-look.js';
import type { FileClass } from './select/file-class.js';
import { prefetchWarning } from './select/prefetch.js';
import { selectChange } from './select/select-change.js';
import { splitPreExisting } from './static-baseline.js';
import { staticLensWarnings } from './static-warnings.js';

/** What a stage could not do: said in the report, and a run with any gap is incomplete. */
export interface RunNotes {
  warnings: string[];
  incomplete: boolean;
}

export interface Selected {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  classes: Map<string, FileClass>;
  contents: Map<string, string | null>;
  /** Kept files that looked generated, vendored or minified, which the base does not confirm. */
  unconfirmed: UnconfirmedLook[];
}

/**
 * Selects the files and reads their post-change contents once: the static rules parse them and the
 * model sees them as padding. Only files someone will use are read (over the API each read is a
 * request), a few at a time.
 */
export async function selectStage(input: PipelineInput, notes: RunNotes): Promise<Selected> {
  const limits = input.limits ?? {};
  const { context, change } = input;
  const prefetched = await selectChange({
    files: change.files,
    workspace: change.workspace,
    headRef: change.headRef,
    baseRef: input.baseRef ?? null,
    options: {
      include: input.settings.include,
      exclude: input.settings.exclude,
      maxFileChangedLines: input.settings.maxFileChangedLines,
      includeGenerated: input.settings.includeGenerated ?? false,
    },
    wanted: readFor(input.model !== undefined),
    prefetch: {
      clock: context.clock,
      ...(limits.maxFileReads !== undefined ? { maxReads: limits.maxFileReads } : {}),
      ...(limits.deadline !== undefined ? { deadline: limits.deadline } : {}),
    },
  });
  const { kept, excluded, classes, contents, unconfirmed } = prefetched;
  context.logger.info(`${kept.length} file(s) to review, ${excluded.length} excluded`);
  context.onProgress?.({ phase: 'files', files: kept.length, excluded: excluded.length });
  for (const [path, content] of contents) {
    if (content === null)
      notes.warnings.push(`could not read ${path} at ${change.headRef ?? 'the working tree'}`);
  }
  // What was not read is said, and the run is incomplete: a file no one looked at is not clean.
  const unread = prefetchWarning(
    prefetched.skipped,
    { maxReads: limits.maxFileReads ?? Infinity, maxReviewSeconds: limits.maxReviewSeconds ?? 0 },
    input.model !== undefined,
  );
  if (unread) notes.warnings.push(unread);
  // A failed read is not an absent file: the selection itself may be wrong, so the run says so.
  notes.warnings.push(...prefetched.warnings);
  notes.incomplete ||= unread !== null || prefetched.warnings.length > 0;
  if (unread && !input.model) {
    const skipped = new Set(prefetched.skipped.map((s) => s.path));
    excluded.push(...prefetched.skipped.map((s) => ({ path: s.path, reason: skipReason(s.reason) })));
    kept.splice(0, kept.length, ...kept.filter((f) => !skipped.has(f.path)));
  }
  // Said only of what is reviewed: a file the read budget then left out is not.
  const reviewed = new Set(kept.map((f) => f.path));
  return { kept, excluded, classes, contents, unconfirmed: unconfirmed.filter((u) => reviewed.has(u.path)) };
}

/**
 * The kept files someone will read: every changed file for the model, else those the static rules
 * cover. `--preview` selects with the same predicate, so a generated header outside every hunk
 * excludes the same files in both (only a read file can show one).
 */
export function readFor(withModel: boolean): (file: FileDiff) => boolean {
  return (f) => f.status !== 'deleted' && f.hunks.length > 0 && (withModel || staticCovers(f.path));
}

/** Runs the static rules over the added lines of every kept file that could be read. */
export async function staticStage(
  input: PipelineInput,
  { kept, classes, contents }: Selected,
  notes: RunNotes,
): Promise<StaticResult> {
  const limits = input.limits ?? {};
  const { clock, logger } = input.context;
  const staticFiles: StaticFile[] = [];
  for (const file of kept) {
    const changedLines = addedLines(file);
    const content = contents.get(file.path);
    const role = classes.get(file.path) === 'test' ? 'test' : 'source';
    const sample = isSamplePath(file.path);
    if (changedLines.size > 0 && content)
      staticFiles.push({ path: file.path, content, changedLines, role, sample });
  }
  const result = await runStaticRules(staticFiles, {
    deadline: limits.deadline !== undefined ? { at: limits.deadline, clock } : undefined,
  });
  const cut = staticLensWarnings(result, limits.maxReviewSeconds);
  notes.warnings.push(...cut);
  notes.incomplete ||= cut.length > 0;
  for (const skip of result.skipped) logger.debug(`static rules skipped ${skip.path}: ${skip.reason}`);
  for (const s of result.suppressed)
    logger.debug(`${s.rule} at ${s.path}:${s.line} suppressed by ${s.marker}`);
  return result;
}

/**
 * With `static-baseline: new` (the default), moves the static findings the base version already had
 * out of the findings into `preExisting`; the caller counts them in the report.
 */
export async function baselineStage(
  input: PipelineInput,
  { kept, classes, contents }: Selected,
  result: StaticResult,
  notes: RunNotes,
): Promise<{ result: StaticResult; preExisting: StaticResult['findings'] }> {
  if ((input.settings.staticBaseline ?? 'new') === 'all' || result.findings.length === 0)
    return { result, preExisting: [] };
  const split = await splitPreExisting(result.findings, kept, contents, (path) =>
    classes.get(path) === 'test' ? 'test' : 'source',
  );
  if (split.unreadBase.length > 0) {
    notes.warnings.push(
      `could not rebuild the base version of ${split.unreadBase.join(', ')} from the diff: all their static findings are reported as new`,
    );
  }
  return { result: { ...result, findings: split.fresh }, preExisting: split.preExisting };
}

export interface ModelStageResult {
  findings: Finding[];
  unanchored: Finding[];
  lenses: string[];
  droppedByAudit: AuditDrop[];
  /** Model finding's fingerprint → the known finding's it repeats (the audit's `duplicate`). */
  duplicates: ReadonlyMap<string, string>;
}

/** Runs the model lenses in what is left of the run's time; none once it ran out. */
export async function modelStage(
  input: PipelineInput,
  model: NonNullable<PipelineInput['model']>,
  { kept, contents }: Selected,
  notes: RunNotes,
  known: readonly Finding[] = [],
): Promise<ModelStageResult> {
  const limits = input.limits ?? {};
  // The model gets what is left of the run's time, not a fresh max-review-seconds of its own.
  const secondsLeft = (limits.deadline ?? Infinity) - input.context.clock.now();
  if (secondsLeft <= 0) {
    notes.warnings.push(
      `max-review-seconds (${limits.maxReviewSeconds}) ran out before the model lenses: only the static rules ran`,
    );
    notes.incomplete = true;
    return { findings: [], unanchored: [], lenses: [], droppedByAudit: [], duplicates: new Map() };
  }
  const settings = model.settings;
  // Loaded here, not at the top: a static-only run (a pre-commit hook) never loads the model half
  // (plan, exec, reflect, the deep agent), about a third of the engine's code (issue 48).
  const { runModelLenses } = await import('./model-lenses.js');
  const result = await runModelLenses({
    context: input.context,
    change: { ...input.change, files: kept, contents },
    model: model.client,
    settings: Number.isFinite(secondsLeft)
      ? { ...settings, maxReviewSeconds: Math.min(settings.maxReviewSeconds || Infinity, secondsLeft / 1000) }
      : settings,
    background: model.background ?? null,
    known: knownFindings(known),
    inlineFloor: input.settings.minSeverity,
  });
  notes.warnings.push(...result.warnings);
  notes.incomplete ||= result.incomplete;
  return {
    findings: result.findings,
    unanchored: result.unanchored,
    lenses: result.lenses,
    droppedByAudit: result.droppedByAudit,
    duplicates: result.duplicates,
  };
}

/** The changed (added) lines of a file on the RIGHT side: what the static lens may flag. */
function addedLines(file: FileDiff): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) if (line.kind === 'add' && line.newLine !== null) lines.add(line.newLine);
  }
  return lines;
}

function skipReason(reason: 'read-budget' | 'deadline'): string {
  return reason === 'read-budget'
    ? 'not read: over the file-read budget of the run (GitHub rate limit)'
    : 'not read: max-review-seconds ran out';
}
