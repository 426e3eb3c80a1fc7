/**
 * The action's run: read inputs, route the event, review, publish. Errors propagate to the one
 * catch in src/action.ts.
 */
import { systemClock } from '../core/clock.js';
import { createMasker } from '../core/mask.js';
import { createGitHub } from '../github/client.js';
import { describeOnOpen, runCommandAction } from './command-action.js';
import { loadCore } from './core.js';
import { createCoreLogger } from './core-logger.js';
import { runnerLines } from '../log/runner-line.js';
import { readPayload, routeEvent } from './event.js';
import { readInputs } from './inputs.js';
import { publish } from './publish.js';
import { runReview, type ReviewOutcome } from './run-review.js';
import { actionSessionsDir } from '../obs/session-paths.js';
import { createRunObservability } from '../obs/setup.js';
import { VERSION } from '../version.js';
import { runSweepAction } from './sweep.js';

/** Runs the action in the current process (inputs and context from the runner's env). */
export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  const core = await loadCore();
  const inputs = readInputs(core);
  const mask = createMasker([inputs.githubToken, inputs.apiKey]);
  const logger = createCoreLogger(core, mask);

  const route = routeEvent({
    eventName: env.GITHUB_EVENT_NAME,
    payload: readPayload(env.GITHUB_EVENT_PATH),
    repository: env.GITHUB_REPOSITORY,
    command: inputs.command,
    pr: inputs.pr,
  });
  if (route.kind === 'skip') {
    core.notice(`prlens: nothing to do: ${route.reason}`);
    return;
  }
  if (route.kind === 'command') {
    await runCommandAction(core, route, inputs, { logger, clock: systemClock, env, mask });
    return;
  }
  if (route.kind === 'sweep') {
    const gh = createGitHub({
      token: inputs.githubToken,
      ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
      ...(env.GITHUB_GRAPHQL_URL ? { graphqlUrl: env.GITHUB_GRAPHQL_URL } : {}),
      logger,
      mask,
    });
    const request = { repo: route.repo, inputs, matrix: inputs.matrix };
    await runSweepAction(core, request, { gh, logger, clock: systemClock, env, mask }, mask);
    return;
  }
  logger.info(
    `${route.eventName}${route.action ? ` (${route.action})` : ''}: reviewing ${route.pr.owner}/${route.pr.repo}#${route.pr.number}`,
  );

  const gh = createGitHub({
    token: inputs.githubToken,
    ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
    ...(env.GITHUB_GRAPHQL_URL ? { graphqlUrl: env.GITHUB_GRAPHQL_URL } : {}),
    logger,
    mask,
  });
  // Transcripts go under RUNNER_TEMP, which the example workflow uploads as an artifact.
  const observability = createRunObservability({
    sessionsDir: actionSessionsDir(env),
    env,
    mask,
    warn: (message) => logger.warn(message),
    // The runner reads stderr for workflow commands too; span attributes can hold PR text.
    writeConsole: (text) => process.stderr.write(runnerLines(text)),
    serviceVersion: VERSION,
    runAttributes: { 'prlens.command': 'review', 'prlens.event': route.eventName },
  });
  let outcome: ReviewOutcome | undefined;
  try {
    outcome = await runReview(
      { pr: route.pr, action: route.action, inputs },
      { gh, logger, clock: systemClock, env, observability, mask },
    );
  } finally {
    const incomplete = outcome?.kind !== 'skipped' && (outcome?.report.incomplete ?? true);
    const { transcriptFile } = await observability.close(incomplete);
    if (transcriptFile) logger.info(`session transcript: ${transcriptFile}`);
  }
  if (outcome.kind === 'skipped') {
    core.notice(`prlens: nothing to do: ${outcome.reason}`);
    return;
  }
  await publish(core, outcome, env, mask);
  await describeOnOpen(core, route, outcome, inputs, { logger, clock: systemClock, env, mask });
}
