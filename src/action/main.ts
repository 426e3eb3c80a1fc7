/**
 * The action's run: read inputs, route the event, call the use case (src/app), publish for the
 * runner. `run(env, deps)` takes the environment and @actions/core as arguments, so tests run the
 * whole action in-process with a recording fake core; src/action.ts calls `main` with the real ones.
 */
import { runReview, type ReviewOutcome } from '../app/review-pr.js';
import { systemClock } from '../core/clock.js';
import { createMasker } from '../core/mask.js';
import type { Clock } from '../core/ports.js';
import { createGitHub, type GitHubOptions } from '../github/client.js';
import { runnerLines } from '../log/runner-line.js';
import { actionSessionsDir } from '../obs/session-paths.js';
import { createRunObservability } from '../obs/setup.js';
import { VERSION } from '../version.js';
import { describeOnOpen, runCommandAction } from './command-action.js';
import type { ActionContext } from './context.js';
import type { Core } from './core.js';
import { createCoreLogger } from './core-logger.js';
import { readPayload, routeEvent } from './event.js';
import { readInputs } from './inputs.js';
import { publish } from './publish.js';
import { runSweepAction } from './publish-sweep.js';

export interface ActionDeps {
  /** @actions/core, or a recording fake. */
  core: Core;
  clock?: Clock | undefined;
  /**
   * GitHub client options beyond the token and the URLs. Production leaves them unset; tests turn
   * off the write spacing (`throttle: false`) and shorten retry waits.
   */
  github?: Pick<GitHubOptions, 'throttle' | 'timing'> | undefined;
  /** Where telemetry's console lines go; the runner's stderr by default. */
  stderr?: ((text: string) => void) | undefined;
}

/** Runs the action (inputs and context from `env`); errors propagate to `main`'s one catch. */
export async function run(env: Record<string, string | undefined>, deps: ActionDeps): Promise<void> {
  const { core } = deps;
  const inputs = readInputs(core);
  const mask = createMasker([inputs.githubToken, inputs.apiKey]);
  const logger = createCoreLogger(core, mask);
  const clock = deps.clock ?? systemClock;
  const ctx: ActionContext = {
    env,
    logger,
    mask,
    clock,
    github: (i) =>
      createGitHub({
        token: i.githubToken,
        ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
        ...(env.GITHUB_GRAPHQL_URL ? { graphqlUrl: env.GITHUB_GRAPHQL_URL } : {}),
        logger,
        mask,
        ...deps.github,
      }),
  };

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
    await runCommandAction(core, route, inputs, ctx);
    return;
  }
  if (route.kind === 'sweep') {
    const request = { repo: route.repo, inputs, matrix: inputs.matrix };
    await runSweepAction(core, request, { gh: ctx.github(inputs), logger, clock, env, mask }, mask);
    return;
  }
  logger.info(
    `${route.eventName}${route.action ? ` (${route.action})` : ''}: reviewing ${route.pr.owner}/${route.pr.repo}#${route.pr.number}`,
  );

  const gh = ctx.github(inputs);
  const stderr = deps.stderr ?? ((text: string) => process.stderr.write(text));
  // Transcripts go under RUNNER_TEMP, which the example workflow uploads as an artifact.
  const observability = createRunObservability({
    sessionsDir: actionSessionsDir(env),
    env,
    mask,
    warn: (message) => logger.warn(message),
    // The runner reads stderr for workflow commands too; span attributes can hold PR text.
    writeConsole: (text) => stderr(runnerLines(text)),
    serviceVersion: VERSION,
    runAttributes: { 'prlens.command': 'review', 'prlens.event': route.eventName },
  });
  let outcome: ReviewOutcome | undefined;
  try {
    outcome = await runReview(
      { pr: route.pr, action: route.action, inputs },
      { gh, logger, clock, env, observability, mask },
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
  await describeOnOpen(core, route, outcome, inputs, ctx);
}

/** The whole run with the one top-level catch: any error (non-Error throws too) fails the step. */
export async function main(env: Record<string, string | undefined>, deps: ActionDeps): Promise<void> {
  try {
    await run(env, deps);
  } catch (error) {
    // The cause chain says which request or file failed.
    deps.core.setFailed(error instanceof Error ? describeError(error) : `prlens failed: ${String(error)}`);
  }
}

function describeError(error: Error): string {
  const causes: string[] = [];
  for (let c: unknown = error.cause; c instanceof Error && causes.length < 3; c = c.cause) {
    if (!error.message.includes(c.message)) causes.push(c.message);
  }
  return [error.message, ...causes].join(': ');
}
