/**
 * The action's run: read inputs, route the event, call the use case (src/app), publish for the
 * runner. `run(env, deps)` takes the environment and @actions/core as arguments, so tests run the
 * whole action in-process with a recording fake core; src/action.ts calls `main` with the real ones.
 * Everything after routing is src/action/routes.ts, imported only when the event has work to do.
 */
import { systemClock } from '../core/clock.js';
import { createMasker } from '../core/mask.js';
import type { ActionDeps } from './context.js';
import { createCoreLogger } from './core-logger.js';
import { readPayload, routeEvent } from './event.js';
import { readInputs } from './inputs.js';
import { writeSkippedOutputs } from './skip-outputs.js';

/** Runs the action (inputs and context from `env`); errors propagate to `main`'s one catch. */
async function run(env: Record<string, string | undefined>, deps: ActionDeps): Promise<void> {
  const { core } = deps;
  const inputs = readInputs(core, env.GITHUB_WORKSPACE ?? process.cwd());
  // Every setting input is checked before the event is read or GitHub is called, so a bad value
  // fails on every event, not only on those that get as far as loading the settings of a PR.
  const { layerFromStrings } = await import('../config/layers.js');
  layerFromStrings('input', inputs.flags);
  const mask = createMasker([inputs.githubToken, inputs.apiKey]);
  const logger = createCoreLogger(core, mask);
  const clock = deps.clock ?? systemClock;
  const route = routeEvent({
    eventName: env.GITHUB_EVENT_NAME,
    payload: readPayload(env.GITHUB_EVENT_PATH),
    repository: env.GITHUB_REPOSITORY,
    command: inputs.command,
    pr: inputs.pr,
  });
  if (route.kind === 'skip') {
    core.notice(`prlens: nothing to do: ${route.reason}`);
    writeSkippedOutputs(core);
    return;
  }
  if (route.kind === 'review') {
    logger.info(
      `${route.eventName}${route.action ? ` (${route.action})` : ''}: reviewing ${route.pr.owner}/${route.pr.repo}#${route.pr.number}`,
    );
  }
  // Only now, with work to do: the engine, Octokit and the SDKs are a chunk of their own.
  const { runRoute } = await import('./routes.js');
  await runRoute(route, { env, inputs, logger, mask, clock, deps });
}

/** The whole run with the one top-level catch: any error (non-Error throws too) fails the step. */
export async function main(env: Record<string, string | undefined>, deps: ActionDeps): Promise<void> {
  try {
    await run(env, deps);
  } catch (error) {
    // The cause chain says which request or file failed.
    const message = error instanceof Error ? describeError(error) : `prlens failed: ${String(error)}`;
    deps.core.setFailed(message);
    await writeFailureSummary(env, deps, message);
  }
}

/**
 * The job summary is where a reader of the run looks first; a failure that leaves it empty reads
 * as "prlens did nothing". The summary is not masked by the runner, so the secrets are masked here.
 */
async function writeFailureSummary(
  env: Record<string, string | undefined>,
  deps: ActionDeps,
  message: string,
): Promise<void> {
  const mask = createMasker([env['INPUT_GITHUB-TOKEN'], env['INPUT_API-KEY'], env.GITHUB_TOKEN]);
  const text = mask(message).replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  try {
    await deps.core.summary
      .addRaw(`## prlens failed\n\n${text}\n\nThe review did not run to the end; nothing was checked.\n`)
      .write();
  } catch (summaryError) {
    // No GITHUB_STEP_SUMMARY (a local run): the step's error above already says everything.
    deps.core.warning(`prlens: could not write the job summary: ${(summaryError as Error).message}`);
  }
}

function describeError(error: Error): string {
  const causes: string[] = [];
  for (let c: unknown = error.cause; c instanceof Error && causes.length < 3; c = c.cause) {
    if (!error.message.includes(c.message)) causes.push(c.message);
  }
  return [error.message, ...causes].join(': ');
}
