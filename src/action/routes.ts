/**
 * What the action does once the event is routed to work: GitHub as the forge, the review (with its
 * transcript and telemetry), a PR command, or the sweep. src/action/main.ts imports this module only
 * then: an event the action skips never loads Octokit, the review engine, the model SDKs
 * or OpenTelemetry, so it ends in about the time Node takes to start.
 */
import { runReview, type ReviewOutcome } from '../app/review-pr.js';
import type { Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import { createGitHub } from '../github/client.js';
import { GitHubForge } from '../github/forge.js';
import { runnerLines } from '../log/runner-line.js';
import { actionSessionsDir } from '../obs/session-paths.js';
import { createRunObservability } from '../obs/setup.js';
import { VERSION } from '../version.js';
import { describeOnOpen, runCommandAction } from './command-action.js';
import type { ActionContext, ActionDeps } from './context.js';
import type { Core } from './core.js';
import type { Route } from './event.js';
import type { ActionInputs } from './inputs.js';
import { publish } from './publish.js';
import { runSweepAction } from './publish-sweep.js';
import { writeSkippedOutputs } from './skip-outputs.js';

export interface RouteRun {
  env: Record<string, string | undefined>;
  inputs: ActionInputs;
  logger: Logger;
  mask: Masker;
  clock: Clock;
  deps: ActionDeps;
}

/** Runs a route that has work to do (everything but `skip`). */
export async function runRoute(route: Exclude<Route, { kind: 'skip' }>, run: RouteRun): Promise<void> {
  const { env, inputs, logger, mask, clock, deps } = run;
  const { core } = deps;
  const action: ActionContext = {
    env,
    logger,
    mask,
    clock,
    forge: (i) => {
      const gh = createGitHub({
        token: i.githubToken,
        ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
        ...(env.GITHUB_GRAPHQL_URL ? { graphqlUrl: env.GITHUB_GRAPHQL_URL } : {}),
        logger,
        mask,
        ...deps.github,
      });
      return new GitHubForge(gh, { logger, env });
    },
  };
  if (route.kind === 'command') {
    await runCommandAction(core, route, inputs, action);
    return;
  }
  if (route.kind === 'sweep') {
    const request = { repo: route.repo, inputs, matrix: inputs.matrix };
    await runSweepAction(core, request, { forge: action.forge(inputs), logger, clock, env, mask }, mask);
    return;
  }
  await reviewRoute(core, route, run, action);
}

async function reviewRoute(
  core: Core,
  route: Extract<Route, { kind: 'review' }>,
  run: RouteRun,
  action: ActionContext,
): Promise<void> {
  const { env, inputs, logger, mask, clock, deps } = run;
  const forge = action.forge(inputs);
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
      {
        pr: route.pr,
        action: route.action,
        inputs,
        label: route.label,
        pushed: route.action === 'synchronize' && route.eventName.startsWith('pull_request'),
      },
      { forge, logger, clock, env, observability, mask },
    );
  } finally {
    const incomplete = outcome?.kind !== 'skipped' && (outcome?.report.incomplete ?? true);
    const { transcriptFile } = await observability.close(incomplete);
    if (transcriptFile) logger.info(`session transcript: ${transcriptFile}`);
  }
  if (outcome.kind === 'skipped') {
    core.notice(`prlens: nothing to do: ${outcome.reason}`);
    writeSkippedOutputs(core);
    return;
  }
  await publish(core, outcome, env, mask);
  await describeOnOpen(core, route, outcome, inputs, action);
}
