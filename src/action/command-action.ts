/**
 * The action's side of PR commands: builds the forge (GitHub), runs the command, and publishes a
 * `/review` like any review. Also the optional description on `opened` (setting `describe-on-open`).
 */
import { runCommand } from '../app/commands/run-command.js';
import type { ReviewOutcome } from '../app/review-pr.js';
import type { CommandRoute } from './comment-event.js';
import type { ActionContext } from './context.js';
import type { Core } from './core.js';
import type { ActionInputs } from './inputs.js';
import { publish } from './publish.js';

/** Runs a routed command; a failed command throws to the one catch in src/action/main.ts. */
export async function runCommandAction(
  core: Core,
  route: CommandRoute,
  inputs: ActionInputs,
  deps: ActionContext,
): Promise<void> {
  const { forge, ...rest } = deps;
  const result = await runCommand(route, inputs, { ...rest, forge: forge(inputs) });
  if (result.kind === 'skipped') {
    core.notice(`prlens: nothing to do: ${result.reason}`);
    return;
  }
  if (result.kind === 'reviewed') {
    if (result.outcome.kind === 'reviewed') await publish(core, result.outcome, deps.env, deps.mask);
    return;
  }
  core.notice(`prlens /${route.command.name}: ${result.message}`);
}

/**
 * After the review of a newly opened PR, writes the description section when `describe-on-open` is
 * set. A failure here is a warning: the review itself has been posted and published.
 */
export async function describeOnOpen(
  core: Core,
  route: { pr: CommandRoute['pr']; eventName: string; action: string | null },
  outcome: ReviewOutcome,
  inputs: ActionInputs,
  deps: ActionContext,
): Promise<void> {
  if (route.action !== 'opened' || outcome.kind !== 'reviewed') return;
  if (!outcome.settings['describe-on-open'] || outcome.dryRun || outcome.readOnly) return;
  const command: CommandRoute = {
    kind: 'command',
    pr: route.pr,
    eventName: route.eventName,
    comment: null,
    command: { name: 'describe', args: '', prefixed: true },
  };
  try {
    await runCommandAction(core, command, inputs, deps);
  } catch (error) {
    core.warning(`prlens: describe-on-open could not write the description: ${deps.mask(String(error))}`);
  }
}
