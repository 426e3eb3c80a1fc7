/**
 * Runs one PR command: loads the PR at its head (comment payloads carry no head SHA) and the repo
 * settings, checks the author against `command-authors`, acknowledges the comment with 👀, then
 * hands over to the command's module (./table.ts). An unknown command gets the short help
 * reply; a failed command gets a short failure reply — never a "looks good" — and fails the step.
 */
import type { ReviewSettings } from '../../config/schema.js';
import type { ForgePullRequest } from '../../core/forge.js';
import type { ReplyTarget } from '../../core/forge-types.js';
import type { Masker } from '../../core/mask.js';
import type { Logger } from '../../core/ports.js';
import { escapeMarkdownInline } from '../../report/markdown-escape.js';
import { openPullRequest } from '../open-pr.js';
import type { ReviewDeps } from '../review-pr.js';
import type { RunInputs } from '../run-inputs.js';
import { matchesPrefix } from './parse.js';
import { findCommand, helpText } from './table.js';
import type { CommandCall, CommandModule, CommandRequest, CommandResult } from './types.js';

export type CommandDeps = ReviewDeps & { mask: Masker };

export type CommandRunResult = CommandResult | { kind: 'skipped'; reason: string };

type CommandComment = NonNullable<CommandRequest['comment']>;

/** Runs the requested command; throws when the command itself failed (after replying so). */
export async function runCommand(
  request: CommandRequest,
  inputs: RunInputs,
  deps: CommandDeps,
): Promise<CommandRunResult> {
  const { forge, logger, mask } = deps;
  const { comment, command } = request;
  const opened = await openPullRequest(forge, request.pr, inputs, { logger, env: deps.env });
  if ('skipped' in opened) return { kind: 'skipped', reason: opened.skipped };
  const { pr, settings } = opened;
  const refused = comment && refusal(comment, request.command, settings);
  if (refused) return { kind: 'skipped', reason: refused };
  const target: ReplyTarget =
    comment?.threadRootId != null
      ? { kind: 'thread', rootCommentId: comment.threadRootId }
      : { kind: 'conversation' };
  const reply = (body: string): Promise<number | null> => pr.reply(target, mask(body));

  if (comment) await acknowledge(pr, comment, logger);
  const module = findCommand(command.name);
  if (!module) {
    await reply(helpText(command.name, settings.language, settings['command-prefix']));
    return { kind: 'done', message: `unknown command '${command.name}': replied with the help` };
  }
  if (module.where === 'review_comment' && comment?.subject !== 'review_comment') {
    await reply(
      `\`/prlens ${module.name}\` works only as a reply in a review thread: write it under the comment it is about.`,
    );
    return { kind: 'done', message: `/${module.name} outside a review thread: replied with how to use it` };
  }
  logger.info(
    `/${module.name} by ${comment?.author ?? 'the command input'} on ${pr.context.owner}/${pr.context.repo}#${pr.context.number}`,
  );
  const { clock, env } = deps;
  const [name, args] = [module.name, command.args];
  const call: CommandCall = {
    forge,
    logger,
    clock,
    env,
    inputs,
    pr,
    settings,
    comment,
    name,
    args,
    mask,
    reply,
  };
  return runModule(module, call);
}

/**
 * Why the comment is not ours to run: another bot (qodo pr-agent) answers the same bare words, so
 * under a prefix those are its; and only `command-authors` may run commands. Null: run it.
 */
function refusal(
  comment: CommandComment,
  command: CommandRequest['command'],
  settings: Pick<ReviewSettings, 'command-prefix' | 'command-authors'>,
): string | null {
  const prefix = settings['command-prefix'];
  if (!matchesPrefix(command, prefix)) {
    return `command-prefix is ${prefix}: the comment is not written as ${prefix} ${command.name}`;
  }
  const allowed: readonly string[] = settings['command-authors'];
  if (allowed.includes(comment.association)) return null;
  return (
    `${comment.author} (${comment.association.toLowerCase()}) may not run prlens commands; ` +
    `command-authors allows ${allowed.join(', ') || 'nobody'}`
  );
}

/** The 👀 on the command comment. A courtesy: a failed reaction must not cost the answer. */
async function acknowledge(pr: ForgePullRequest, comment: CommandComment, logger: Logger): Promise<void> {
  try {
    await pr.react(comment.subject, comment.id, 'eyes');
  } catch (error) {
    logger.warn(`could not add the 👀 reaction to comment ${comment.id}: ${String(error)}`);
  }
}

/** Runs the handler; a failure gets a short reply (never a "looks good") and is thrown on. */
async function runModule(module: CommandModule, call: CommandCall): Promise<CommandResult> {
  const { pr, logger } = call;
  try {
    const result = await module.run(call);
    if (pr.readOnly) logger.warn('the token is read-only: the reply was not posted');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await call
      .reply(
        `prlens could not complete \`/${module.name}\`: ${escapeMarkdownInline(message.slice(0, 500))}\n\n` +
          'Nothing else was posted for this command; see the workflow log.',
      )
      .catch((e: unknown) => logger.warn(`could not post the failure reply: ${String(e)}`));
    throw error;
  }
}
