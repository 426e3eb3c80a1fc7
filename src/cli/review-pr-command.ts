/**
 * `prlens review --pr OWNER/REPO#N [--post]`: the action's review of one pull request, run from
 * anywhere. The PR is read over the API (nothing is checked out); the repo config comes from its
 * base branch as in the action. Without --post nothing is written to GitHub: the report goes to
 * stdout (or --output) in the chosen format. The exit code is the CLI contract's.
 */
import { cliRunInputs } from '../app/run-inputs.js';
import { runReview } from '../app/review-pr.js';
import { maskDeep } from '../core/mask.js';
import { EXIT, exitCodeFor } from '../core/report-rules.js';
import { parsePullRequestRef } from '../github/pr-context.js';
import type { PullRequestRef } from '../github/types.js';
import { cliSessionsDir } from '../obs/session-paths.js';
import { createRunObservability } from '../obs/setup.js';
import { renderReport } from '../report/index.js';
import { VERSION } from '../version.js';
import { UsageError } from './usage-error.js';
import { loadRuleCatalog } from '../static/rule-catalog.js';
import { openGitHubSession } from './github-session.js';
import { prepareOutput, writeOutput } from './output-file.js';
import type { CliIO } from './io.js';
import type { LocalReviewOptions } from './args.js';

/** Reviews a GitHub PR; returns the exit code (errors are thrown to the CLI's one catch). */
export async function reviewPullRequest(
  options: LocalReviewOptions & { pr: string; post: boolean },
  io: CliIO,
): Promise<number> {
  if (options.preview) {
    throw new UsageError(
      '--preview lists local files only: drop --preview, or drop --pr and run it in the clone',
    );
  }
  let ref: PullRequestRef;
  try {
    ref = parsePullRequestRef(options.pr);
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error });
  }
  const outputFile = options.output ? await prepareOutput(io.cwd, options.output) : undefined;
  const { forge, logger, mask } = openGitHubSession(
    io.env,
    {
      stderr: io.stderr,
      quiet: options.quiet,
      debug: options.debug,
    },
    io.github,
  );
  // As for a local review: the session transcript, and the model calls for the HTML page's timeline.
  const observability = createRunObservability({
    sessionsDir: cliSessionsDir(io.env),
    env: io.env,
    mask,
    warn: (message) => logger.warn(message),
    writeConsole: io.stderr,
    serviceVersion: VERSION,
    runAttributes: { 'prlens.command': 'review', 'prlens.mode': 'pr' },
  });
  let outcome: Awaited<ReturnType<typeof runReview>> | undefined;
  try {
    outcome = await runReview(
      {
        pr: ref,
        action: null,
        inputs: cliRunInputs({ ...options, dryRun: !options.post, cwd: io.cwd }),
        // The user picked this PR and pays for its review: the repository's fork gate is not theirs.
        vouched: true,
      },
      { forge, logger, clock: io.clock, env: io.env, observability, mask },
    );
  } finally {
    await observability.close(outcome?.kind !== 'skipped' && (outcome?.report.incomplete ?? true));
  }
  if (outcome.kind === 'skipped') {
    io.stderr(`prlens: nothing was reviewed: ${outcome.reason}\n`);
    return EXIT.error;
  }
  const { report } = outcome;
  const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
  const html = {
    ...outcome.page,
    repoUrl: `${io.env.GITHUB_SERVER_URL || 'https://github.com'}/${ref.owner}/${ref.repo}`,
  };
  const rules = options.format === 'sarif' ? await loadRuleCatalog() : undefined;
  const text = mask(
    renderReport(maskDeep(report, mask), options.format, {
      color,
      html,
      language: outcome.settings.language,
      ...(rules ? { rules } : {}),
    }),
  );
  if (outputFile && options.output) await writeOutput(outputFile, options.output, text);
  else io.stdout(text);
  if (outcome.readOnly) logger.warn('the token cannot write to this repository: nothing was posted');
  else if (options.post) {
    logger.info(
      `posted: ${outcome.posted} inline comment(s)${outcome.reviewId === null ? '' : ` in review ${outcome.reviewId}`}, and the summary comment`,
    );
  } else logger.info('not posted (add --post to publish the review on the pull request)');
  return exitCodeFor(report, outcome.settings['fail-on'], outcome.gate.carried);
}
