/**
 * Runs one PR command: loads the PR at its head (comment payloads carry no head SHA) and the repo
 * settings, checks the author against `command-authors`, acknowledges the comment with 👀, then
 * hands over to the command's module (./commands/table.ts). An unknown command gets the short help
 * reply; a failed command gets a short failure reply — never a "looks good" — and fails the step.
 */
import type { Masker } from '../core/mask.js';
import { postReply, react } from '../github/command-io.js';
import type { ReplyTarget } from '../github/command-io.js';
import { loadPullRequest } from '../github/pr-context.js';
import { GitHubWorkspace } from '../github/workspace.js';
import type { CommandRoute } from './comment-event.js';
import { findCommand, helpText } from './commands/table.js';
import type { CommandContext, CommandResult } from './commands/types.js';
import type { ActionInputs } from './inputs.js';
import { escapeMarkdownInline } from '../report/markdown-escape.js';
import { WriteGuard } from './read-only.js';
import { loadRepoSettings } from './repo-config.js';
import type { ReviewDeps } from './run-review.js';

export type CommandDeps = ReviewDeps & { mask: Masker };

export type CommandRunResult = CommandResult | { kind: 'skipped'; reason: string };

/** Runs the routed command; throws when the command itself failed (after replying so). */
export async function runCommand(
  route: CommandRoute,
  inputs: ActionInputs,
  deps: CommandDeps,
): Promise<CommandRunResult> {
  const { gh, logger, mask } = deps;
  const { comment, command } = route;
  const pr = await logger.group('Pull request', () => loadPullRequest(gh, route.pr));
  const workspace = new GitHubWorkspace(gh, {
    owner: pr.owner,
    repo: pr.repo,
    defaultRef: pr.headSha,
    logger,
  });
  const { settings } = await loadRepoSettings({
    workspace,
    baseSha: pr.baseSha,
    configPath: inputs.configPath,
    configPathIsDefault: inputs.configPathIsDefault,
    env: deps.env,
    flags: inputs.flags,
  });
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
  const guard = new WriteGuard();
  const target: ReplyTarget =
    comment?.threadRootId != null
      ? { kind: 'thread', rootCommentId: comment.threadRootId }
      : { kind: 'conversation' };
  const reply = async (body: string): Promise<number | null> =>
    (await guard.run(() => postReply(gh, pr, target, mask(body)))) ?? null;

  if (comment) {
    try {
      await guard.run(() => react(gh, pr, comment.subject, comment.id, 'eyes'));
    } catch (error) {
      // The acknowledgement is a courtesy: a failed reaction must not cost the answer.
      logger.warn(`could not add the 👀 reaction to comment ${comment.id}: ${String(error)}`);
    }
  }
  const module = findCommand(command.name);
  if (!module) {
    await reply(helpText(command.name, settings.language));
    return { kind: 'done', message: `unknown command '${command.name}': replied with the help` };
  }
  if (module.where === 'review_comment' && comment?.subject !== 'review_comment') {
    await reply(
      `\`/prlens ${module.name}\` works only as a reply in a review thread: write it under the comment it is about.`,
    );
    return { kind: 'done', message: `/${module.name} outside a review thread: replied with how to use it` };
  }
  logger.info(
    `/${module.name} by ${comment?.author ?? 'the command input'} on ${pr.owner}/${pr.repo}#${pr.number}`,
  );
  const ctx: CommandContext = {
    gh,
    logger,
    clock: deps.clock,
    env: deps.env,
    inputs,
    pr,
    settings,
    workspace,
    comment,
    name: module.name,
    args: command.args,
    mask,
    reply,
  };
  try {
    const result = await module.run(ctx);
    if (guard.readOnly) logger.warn('the token is read-only: the reply was not posted');
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
