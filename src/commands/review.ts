/**
 * `prlens review` on a local git repository: read the change, run the pipeline, render the
 * report, and return the exit code of the CLI contract. Collaborators come in through `io`.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { createMasker, maskDeep } from '../core/mask.js';
import type { Clock, ObservationAttributes } from '../core/ports.js';
import { exitCodeFor } from '../core/policy.js';
import { parseUnifiedDiff } from '../diff/parse.js';
import { GitWorkspace, findRepoRoot, readLocalDiff, type DiffMode } from '../local/git.js';
import { runGit } from '../local/run-git.js';
import { githubRepoFromRemote } from '../report/html/escape.js';
import { createStderrLogger } from '../log/stderr-logger.js';
import { createProgress } from '../cli/progress.js';
import { cliSessionsDir } from '../obs/session-paths.js';
import { createRunObservability } from '../obs/setup.js';
import { renderReport, type ReportFormat } from '../report/index.js';
import { buildReport } from '../review/build-report.js';
import { runPipeline } from '../review/pipeline.js';
import { selectChange } from '../review/select-change.js';
import { loadRuleCatalog } from '../static/rule-catalog.js';
import { runDeadline } from '../review/prefetch.js';
import { VERSION } from '../version.js';
import type { SettingKey } from '../config/schema.js';
import { resolveBackground } from './background.js';
import { createModel } from './model.js';
import { prepareOutput, writeOutput } from './output-file.js';
import { renderPreview } from './preview.js';

export interface CliIO {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour is used only then, and never with NO_COLOR). */
  stdoutIsTTY: boolean;
  /** Whether stderr is a terminal: the progress line is drawn only then. */
  stderrIsTTY?: boolean;
  /** Width of the stderr terminal, so the progress line never wraps. */
  stderrColumns?: number | undefined;
  clock: Clock;
}

export interface LocalReviewOptions {
  mode: DiffMode;
  preview: boolean;
  format: ReportFormat;
  output?: string;
  configPath?: string;
  quiet: boolean;
  debug: boolean;
  flags: Partial<Record<SettingKey, string>>;
  /** What the change is meant to do (`--background`); given to the model as data. */
  background?: string;
  /** The same, read from a file (`--background-file`). */
  backgroundFile?: string;
}

/** Reviews a local change and writes the report; returns the exit code (errors are thrown). */
export async function reviewLocal(options: LocalReviewOptions, io: CliIO): Promise<number> {
  const started = io.clock.now();
  const root = await findRepoRoot(io.cwd);
  const config = loadConfig({
    root,
    env: io.env,
    flags: options.flags,
    ...(options.configPath ? { configPath: options.configPath } : {}),
  });
  const mask = createMasker([config.apiKey, io.env.GITHUB_TOKEN, io.env.GH_TOKEN]);
  // One progress line on a terminal's stderr; log lines are written above it.
  const progress = createProgress({
    write: io.stderr,
    isTTY: io.stderrIsTTY === true,
    quiet: options.quiet,
    env: io.env,
    columns: io.stderrColumns,
    now: () => io.clock.now(),
  });
  const logger = createStderrLogger({
    write: (text) => progress.log(text),
    mask,
    quiet: options.quiet,
    debug: options.debug,
  });
  const { settings } = config;
  // A bad --output fails now, before any model call, not after the review with a raw ENOENT.
  const outputFile = options.output ? await prepareOutput(io.cwd, options.output) : undefined;
  for (const [key, value] of Object.entries(settings))
    logger.debug(`setting ${key} = ${JSON.stringify(value)}`);

  const sessionsDir = cliSessionsDir(io.env);
  const observability = createRunObservability({
    sessionsDir,
    env: io.env,
    mask,
    warn: (message) => logger.warn(message),
    writeConsole: io.stderr,
    serviceVersion: VERSION,
    runAttributes: { 'prlens.command': 'review', 'prlens.mode': options.mode.kind },
  });
  // A preview calls no model: nothing to record.
  if (!options.preview) {
    logger.debug(`session transcripts: ${settings.transcript ? sessionsDir : 'off'}`);
    await observability.configure(settings);
  }
  const { observer } = observability;
  let incomplete = true;
  try {
    progress.update({ phase: 'diff' });
    const local = await readLocalDiff(root, options.mode);
    const parsing: ObservationAttributes = { 'prlens.diff_bytes': local.diff.length };
    const files = await observer.span('prlens.diff_parse', parsing, () => {
      const parsed = parseUnifiedDiff(local.diff);
      parsing['prlens.files'] = parsed.length;
      return Promise.resolve(parsed);
    });
    const selectionOptions = {
      include: settings.include,
      exclude: settings.exclude,
      maxFileChangedLines: settings['max-file-changed-lines'],
      includeGenerated: settings['include-generated'],
    };
    const workspace = new GitWorkspace(root);
    // Files git could not read (a missing object) are left out with the reason, not fatal.
    const unreadable = local.unreadable.map((u) => ({ path: u.path, reason: u.reason }));

    if (options.preview) {
      // The same selection as the review, header reads included; a preview still calls no model.
      const { kept, excluded, classes } = await selectChange({
        files,
        workspace,
        headRef: local.headRef,
        options: selectionOptions,
        wanted: (f) => f.hunks.length > 0,
      });
      const preview = renderPreview({
        kept,
        excluded: [...excluded, ...unreadable],
        classes,
        format: options.format,
      });
      await emit(preview, outputFile, options, io);
      return 0;
    }

    const model = createModel(settings, { ...io, observer, mask }, logger);
    if (model)
      logger.info(`model: ${model.client.provider} ${model.client.model}, preset ${settings.preset}`);
    else logger.info('no model configured: reviewing with the static rules only');
    // What the change is meant to do: --background(-file), else the range's commit messages.
    const background = model ? await resolveBackground(options, io.cwd, root, local) : null;
    if (background) logger.info(`background for the model: ${background.source}`);
    const result = await runPipeline({
      files,
      workspace,
      headRef: local.headRef,
      settings: {
        ...selectionOptions,
        minSeverity: settings['min-severity'],
        minConfidence: settings['min-confidence'],
        ignoredFingerprints: settings['ignored-fingerprints'],
        findingRules: settings['finding-rules'],
      },
      model: model && { ...model, background: background?.text ?? null },
      clock: io.clock,
      limits: {
        deadline: runDeadline(started, settings['max-review-seconds']),
        maxReviewSeconds: settings['max-review-seconds'],
      },
      logger,
      observer,
      onProgress: (event) => progress.update(event),
    });
    progress.done();
    const report = buildReport({
      version: VERSION,
      target: { mode: local.mode, repo: path.basename(root), pr: null, base: local.base, head: local.head },
      result: { ...result, excluded: [...result.excluded, ...unreadable] },
      filesChanged: files.length + unreadable.length,
      durationMs: io.clock.now() - started,
    });
    observability.finish(report);
    incomplete = report.incomplete;
    const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
    // The page shows the changed lines around findings and the call timeline from memory; files
    // link to GitHub only for a committed head (a working tree has no URL).
    const html =
      options.format === 'html'
        ? {
            files,
            timeline: observability.timeline(),
            repoUrl: local.headRef === null ? null : await githubRemote(root),
          }
        : undefined;
    // SARIF describes each static rule from its rule file, never from this run's findings.
    const rules = options.format === 'sarif' ? await loadRuleCatalog() : undefined;
    const rendered = renderReport(maskDeep(report, mask), options.format, {
      color,
      language: settings.language,
      ...(html ? { html } : {}),
      ...(rules ? { rules } : {}),
    });
    await emit(mask(rendered), outputFile, options, io);
    logger.info(
      `${report.findings.length} finding(s), ${report.unanchored.length} unanchored, ` +
        `${report.stats.files_reviewed} file(s) reviewed in ${report.duration_ms} ms`,
    );
    return exitCodeFor(report, settings['fail-on']);
  } finally {
    progress.done();
    const { transcriptFile } = await observability.close(incomplete);
    // The path is noise on a good run; after an incomplete one it is where to look.
    if (transcriptFile && (options.debug || incomplete)) io.stderr(`session transcript: ${transcriptFile}\n`);
  }
}

/** `https://github.com/owner/repo` when the `origin` remote is on github.com, else null. */
async function githubRemote(root: string): Promise<string | null> {
  const remote = await runGit(root, ['remote', 'get-url', 'origin'], [0, 2]).catch(() => null);
  return remote && remote.exitCode === 0 ? githubRepoFromRemote(remote.stdout) : null;
}

async function emit(
  text: string,
  file: string | undefined,
  options: { output?: string },
  io: CliIO,
): Promise<void> {
  if (file && options.output) await writeOutput(file, options.output, text);
  else io.stdout(text);
}
