/**
 * `prlens review` on a local git repository: load the config, set up the progress line, the logger
 * and the session transcript, run the local review (src/app/review-local.ts), render the report,
 * and return the exit code of the CLI contract.
 */
import { createMasker, maskDeep, type Masker } from '../core/mask.js';
import type { Logger } from '../core/ports.js';
import { exitCodeFor } from '../core/report-rules.js';
import { readLocalDiff, resolveTarget, type LocalDiff, type LocalTarget } from '../local/git.js';
import type { FixResult } from '../local/apply-fixes.js';
import { runGit } from '../local/run-git.js';
import { githubRepoFromRemote } from '../report/html/escape.js';
import { createStderrLogger } from '../log/stderr-logger.js';
import { cliSessionsDir } from '../obs/session-paths.js';
import { createRunObservability, type RunObservability } from '../obs/setup.js';
import { renderFormat } from '../report/render-format.js';
import { loadRuleCatalog } from '../static/rule-catalog.js';
import { VERSION } from '../version.js';
import { loadLocalConfig } from '../app/local-config.js';
import { reviewLocalChange } from '../app/review-local.js';
import type { LocalReviewOptions } from './args.js';
import type { CliIO } from './io.js';
import { createProgress } from './progress-line.js';

/** Reviews a local change and writes the report; returns the exit code (errors are thrown). */
export async function reviewLocal(options: LocalReviewOptions, io: CliIO): Promise<number> {
  const run = await setUp(options, io);
  const { config, logger, progress, observability } = run;
  const { settings } = config;
  let incomplete = true;
  try {
    const result = await reviewLocalChange(
      {
        ...options,
        root: run.root,
        target: run.target,
        diff: run.diff,
        cwd: io.cwd,
        settings,
        configWarnings: config.warnings,
      },
      {
        env: io.env,
        clock: io.clock,
        logger,
        observer: observability.observer,
        mask: run.mask,
        onProgress: (event) => progress.update(event),
      },
    );
    // --preview and --fix load their code only when asked for (issue 48: a plain review does not).
    if (result.kind === 'preview') {
      const { renderPreview } = await import('../report/preview.js');
      await run.emit(renderPreview({ ...result, format: options.format }));
      return 0;
    }
    progress.done();
    const { report } = result;
    observability.finish(report);
    incomplete = report.incomplete;
    await run.emit(await renderLocal(result, run, options, io));
    if (options.fix) {
      const { applyFixes } = await import('../local/apply-fixes.js');
      const fixes = await applyFixes({
        root: run.root,
        headRef: result.local.headRef,
        findings: report.findings,
      });
      io.stderr(run.mask(describeFixes(fixes)));
    }
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

type LocalConfig = Awaited<ReturnType<typeof loadLocalConfig>>;

interface LocalRun {
  root: string;
  target: LocalTarget;
  /** The diff, read while the config loads. */
  diff: Promise<LocalDiff>;
  config: LocalConfig;
  mask: Masker;
  progress: ReturnType<typeof createProgress>;
  logger: Logger;
  observability: RunObservability;
  /** Writes the rendered report to --output or stdout. */
  emit: (text: string) => Promise<void>;
}

/** Loads the config, then the progress line, the logger, the --output check and the transcript. */
async function setUp(options: LocalReviewOptions, io: CliIO): Promise<LocalRun> {
  // Resolved once, shared by the config loader and the review (issue 48).
  const target = await resolveTarget(io.cwd, options.mode);
  const { root } = target;
  // git writes the diff while the config is read and checked; a config error ends the run first.
  const diff = readLocalDiff(root, options.mode, target);
  diff.catch(() => undefined);
  const config = await loadLocalConfig(
    {
      root,
      env: io.env,
      flags: options.flags,
      ...(options.configPath ? { configPath: options.configPath } : {}),
    },
    options.mode,
    target,
    // The file selection reads the base's attributes: with the config, in one git process.
    ['.gitattributes'],
  );
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
  // A bad --output fails now, before any model call, not after the review with a raw ENOENT. The
  // writer (and node:fs/promises with it) loads only for --output (issue 48).
  const writer = options.output ? await import('./output-file.js') : undefined;
  const outputFile =
    writer && options.output ? await writer.prepareOutput(io.cwd, options.output) : undefined;
  logger.info(`config: ${config.layers}`);
  for (const warning of config.warnings) logger.warn(warning);
  for (const [key, value] of Object.entries(settings))
    logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
  const observability = await observe(options, io, config, mask, logger);
  const emit = async (text: string) => {
    if (writer && outputFile && options.output) await writer.writeOutput(outputFile, options.output, text);
    else io.stdout(text);
  };
  return { root, target, diff, config, mask, progress, logger, observability, emit };
}

/** The session transcript and telemetry of the run; a preview calls no model, so records nothing. */
async function observe(
  options: LocalReviewOptions,
  io: CliIO,
  { settings }: LocalConfig,
  mask: Masker,
  logger: Logger,
): Promise<RunObservability> {
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
  if (!options.preview) {
    logger.debug(`session transcripts: ${settings.transcript ? sessionsDir : 'off'}`);
    await observability.configure(settings);
  }
  return observability;
}

/** Renders the report in the chosen format, masked. */
async function renderLocal(
  { report, files, local }: Extract<Awaited<ReturnType<typeof reviewLocalChange>>, { kind: 'reviewed' }>,
  run: LocalRun,
  options: LocalReviewOptions,
  io: CliIO,
): Promise<string> {
  const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
  // The page shows the changed lines around findings and the call timeline from memory; files
  // link to GitHub only for a committed head (a working tree has no URL).
  const html =
    options.format === 'html'
      ? {
          files,
          timeline: run.observability.timeline(),
          repoUrl: local.headRef === null ? null : await githubRemote(run.root),
        }
      : undefined;
  // SARIF describes each static rule from its rule file, never from this run's findings.
  const rules = options.format === 'sarif' ? await loadRuleCatalog() : undefined;
  const rendered = await renderFormat(maskDeep(report, run.mask), options.format, {
    color,
    language: run.config.settings.language,
    ...(html ? { html } : {}),
    ...(rules ? { rules } : {}),
  });
  return run.mask(rendered);
}

/** `https://github.com/owner/repo` when the `origin` remote is on github.com, else null. */
async function githubRemote(root: string): Promise<string | null> {
  const remote = await runGit(root, ['remote', 'get-url', 'origin'], [0, 2]).catch(() => null);
  return remote && remote.exitCode === 0 ? githubRepoFromRemote(remote.stdout) : null;
}

/** One line per suggestion written or refused, then the count, like `eslint --fix`. */
function describeFixes({ applied, refused }: FixResult): string {
  const where = (f: { path: string; line: number; start_line?: number | null }) =>
    `${f.path}:${f.start_line != null ? `${f.start_line}-` : ''}${f.line}`;
  return [
    ...applied.map((f) => `fixed ${where(f)} ${f.what}\n`),
    ...refused.map((f) => `not fixed ${where(f)}: ${f.reason}\n`),
    `--fix: ${applied.length} suggestion(s) written, ${refused.length} refused\n`,
  ].join('');
}
