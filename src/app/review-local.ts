/**
 * The review of a local change (the CLI's `prlens review`): read the diff from git, select the
 * files, run the pipeline with the model the settings ask for, and build the report. Printing,
 * progress and the output file are the CLI's (src/cli/review-command.ts); collaborators come in.
 */
import path from 'node:path';
import type { ReviewSettings } from '../config/schema.js';
import type { Masker } from '../core/mask.js';
import type { Clock, Logger, ObservationAttributes, Observer } from '../core/ports.js';
import type { ExcludedFile, FileDiff, ReviewReport } from '../core/types.js';
import { parseUnifiedDiff } from '../diff/parse.js';
import {
  GitWorkspace,
  readLocalDiff,
  type DiffMode,
  type LocalDiff,
  type LocalTarget,
} from '../local/git.js';
import { buildReport } from '../review/build-report.js';
import type { UnconfirmedLook } from '../review/select/base-look.js';
import type { FileClass } from '../review/select/file-class.js';
import { runPipeline } from '../review/pipeline.js';
import { readFor } from '../review/stages/select/select-stage.js';
import { runContext } from '../review/run-context.js';
import { runDeadline } from '../review/select/prefetch.js';
import type { ProgressEvent } from '../review/progress.js';
import { selectChange } from '../review/select/select-change.js';
import { VERSION } from '../version.js';
import { resolveBackground, type BackgroundOptions } from './background.js';
import { withAgentGuidance } from './agent-guidance.js';
import { engineSettings } from './engine-settings.js';
import { loadImported } from './imported-results.js';
import { createModel, previewHasModel } from './model.js';
import type { PreviewEstimate } from '../report/preview.js';

export interface LocalReviewRequest extends BackgroundOptions {
  /** The repository's top folder. */
  root: string;
  /** The folder the command ran in (a relative --background-file is read from it). */
  cwd: string;
  mode: DiffMode;
  /** The target as the config loader resolved it, so git is not asked twice (issue 48). */
  target?: LocalTarget;
  /**
   * The diff of `mode`, when the caller started reading it as soon as the target was resolved, so
   * git writes it while the config loads (issue 48); read here otherwise.
   */
  diff?: Promise<LocalDiff>;
  settings: ReviewSettings;
  /** List the files a review would read, call no model. */
  preview: boolean;
  /** Other tools' result files (`--sarif`), relative to `cwd`. */
  sarif?: readonly string[] | undefined;
  /** Settings the repository file may not choose and that were dropped: they go into the report. */
  configWarnings?: readonly string[];
}

export interface LocalReviewDeps {
  env: Record<string, string | undefined>;
  clock: Clock;
  logger: Logger;
  observer: Observer;
  mask: Masker;
  onProgress?: (event: ProgressEvent) => void;
}

export type LocalReviewResult =
  | {
      kind: 'preview';
      kept: FileDiff[];
      excluded: ExcludedFile[];
      classes: ReadonlyMap<string, FileClass>;
      /** Kept files that looked generated, vendored or minified, which the base does not confirm. */
      unconfirmed: UnconfirmedLook[];
      /** The model calls a review would make; null when it would use the static rules only. */
      estimate: PreviewEstimate | null;
    }
  | { kind: 'reviewed'; report: ReviewReport; files: FileDiff[]; local: LocalDiff };

/**
 * The preview: the same selection as the review, header reads included, and the model calls it
 * would make; it still calls no model.
 */
async function previewChange(
  change: { files: FileDiff[]; workspace: GitWorkspace; local: LocalDiff; unreadable: ExcludedFile[] },
  settings: LocalReviewRequest['settings'],
  deps: LocalReviewDeps,
): Promise<LocalReviewResult> {
  const { files, workspace, local, unreadable } = change;
  const { kept, excluded, classes, contents, warnings, unconfirmed, pathFilter } = await selectChange({
    files,
    workspace,
    headRef: local.headRef,
    baseRef: local.base,
    options: engineSettings(settings).selection,
    wanted: readFor(previewHasModel(settings, deps.env)),
  });
  for (const warning of warnings) deps.logger.warn(warning);
  // Loaded only for a preview: it brings the prompt planner and the tokenizer.
  const { previewEstimate } = await import('./preview-estimate.js');
  const repo = { workspace, headRef: local.headRef, clock: deps.clock, excluded: pathFilter };
  const estimate = await previewEstimate(settings, deps.env, kept, contents, repo);
  return { kind: 'preview', kept, excluded: [...excluded, ...unreadable], classes, unconfirmed, estimate };
}

/** Reviews (or previews) the local change; errors are thrown to the CLI's one catch. */
export async function reviewLocalChange(
  request: LocalReviewRequest,
  deps: LocalReviewDeps,
): Promise<LocalReviewResult> {
  const started = deps.clock.now();
  const { root, settings } = request;
  const { logger, observer } = deps;
  deps.onProgress?.({ phase: 'diff' });
  const local = await (request.diff ?? readLocalDiff(root, request.mode, request.target));
  const parsing: ObservationAttributes = { 'prlens.diff_bytes': local.diff.length };
  const files = await observer.span('prlens.diff_parse', parsing, () => {
    const parsed = parseUnifiedDiff(local.diff);
    parsing['prlens.files'] = parsed.length;
    return Promise.resolve(parsed);
  });
  const engine = engineSettings(settings);
  const workspace = new GitWorkspace(root, [local.base, local.head]);
  // Files git could not read (a missing object) are left out with the reason, not fatal.
  const unreadable = local.unreadable.map((u) => ({ path: u.path, reason: u.reason }));

  if (request.preview) return previewChange({ files, workspace, local, unreadable }, settings, deps);

  const { model: chosen } = await createModel(
    settings,
    { env: deps.env, clock: deps.clock, observer, mask: deps.mask, keyless: 'fail' },
    logger,
  );
  if (!chosen) logger.info('no model configured: reviewing with the static rules only');
  // The agent instruction files of the base of the comparison, never of the change itself.
  const base = { workspace, ref: local.base, paths: files.map((f) => f.path) };
  const model = chosen && (await withAgentGuidance(chosen, settings, base, logger));
  // What the change is meant to do: --background(-file), else the range's commit messages.
  const background = model ? await resolveBackground(request, request.cwd, root, local) : null;
  if (background) logger.info(`background for the model: ${background.source}`);
  const given = request.sarif && request.sarif.length > 0 ? request.sarif : undefined;
  const source = given && { paths: given, cwd: request.cwd };
  const imported = await loadImported(source, settings, [root, request.cwd], logger);
  const result = await runPipeline({
    context: runContext({ clock: deps.clock, logger, observer, onProgress: deps.onProgress }),
    change: { files, workspace, headRef: local.headRef },
    // As on a PR: only the base of the comparison may call a file generated, vendored or minified.
    baseRef: local.base,
    settings: engine.pipeline,
    model: model && { ...model, background: background?.text ?? null },
    limits: {
      deadline: runDeadline(started, settings['max-review-seconds']),
      maxReviewSeconds: settings['max-review-seconds'],
    },
    imported,
  });
  const report = buildReport({
    version: VERSION,
    target: { mode: local.mode, repo: path.basename(root), pr: null, base: local.base, head: local.head },
    result: { ...result, excluded: [...result.excluded, ...unreadable] },
    filesChanged: files.length + unreadable.length,
    durationMs: deps.clock.now() - started,
    extraWarnings: [...(request.configWarnings ?? [])],
  });
  return { kind: 'reviewed', report, files, local };
}
