/**
 * Runs one PR command: loads the PR at its head (comment payloads carry no head SHA) and the repo
 * settings, checks the author against `command-authors`, acknowledges the comment with 👀, then
 * hands over to the command's module (./table.ts). An unknown command gets the short help
 * reply; a failed command gets a short failure reply — never a "looks good" — and fails the step.
 */
import type { Masker } from '../../core/mask.js';
import type { ReplyTarget } from '../../github/command-io.js';
import { escapeMarkdownInline } from '../../report/markdown-escape.js';
import { openPullRequest } from '../open-pr.js';
import type { ReviewDeps } from '../review-pr.js';
import type { RunInputs } from '../run-inputs.js';
import { matchesPrefix } from './parse.js';
import { findCommand, helpText } from './table.js';
import type { CommandContext, CommandRequest, CommandResult } from './types.js';

export type CommandDeps = ReviewDeps & { mask: Masker };

export type CommandRunResult = CommandResult | { kind: 'skipped'; reason: string };

/** Runs the requested command; throws when the command itself failed (after replying so). */
export async function runCommand(
  request: CommandRequest,
  inputs: RunInputs,
  deps: CommandDeps,
): Promise<CommandRunResult> {
  const { gh, logger, mask } = deps;
  const { comment, command } = request;
  const opened = await openPullRequest(gh, request.pr, inputs, { logger, env: deps.env });
  if ('skipped' in opened) return { kind: 'skipped', reason: opened.skipped };
  const { pr, settings } = opened;
  // Another bot (qodo pr-agent) answers the same bare words: under a prefix, those are its, not ours.
  if (comment && !matchesPrefix(command, settings['command-prefix'])) {
    return {
      kind: 'skipped',
      reason: `command-prefix is ${settings['command-prefix']}: the comment is not written as ${settings['command-prefix']} ${command.name}`,
    };
  }
  if (comment) {
    const allowed: readonly string[] = settings['command-authors'];
    if (!allowed.includes(comment.association)) {
      return {
        kind: 'skipped',
        reason:
          `${comment.author} (${comment.association.toLowerCase()}) may not run prlens commands; ` +
          `command-authors allows ${allowed.join(', ') || 'nobody'}`,
      };
    }
  }
  const target: ReplyTarget =
    comment?.threadRootId != null
      ? { kind: 'thread', rootCommentId: comment.threadRootId }
      : { kind: 'conversation' };
  const reply = (body: string): Promise<number | null> => pr.reply(target, mask(body));

  if (comment) {
    try {
      await pr.react(comment.subject, comment.id, 'eyes');
    } catch (error) {
      // The acknowledgement is a courtesy: a failed reaction must not cost the answer.
      logger.warn(`could not add the 👀 reaction to comment ${comment.id}: ${String(error)}`);
    }
  }
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
  const ctx: CommandContext = {
    logger,
    clock: deps.clock,
    env: deps.env,
    inputs,
    pr,
    settings,
    comment,
    name: module.name,
    args: command.args,
    mask,
    reply,
  };
  try {
    const result = await module.run(ctx);
    if (pr.readOnly) logger.warn('the token is read-only: the reply was not posted');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await reply(
      `prlens could not complete \`/${module.name}\`: ${escapeMarkdownInline(message.slice(0, 500))}\n\n` +
        'Nothing else was posted for this command; see the workflow log.',
    ).catch((e: unknown) => logger.warn(`could not post the failure reply: ${String(e)}`));
    throw error;
  }
}
