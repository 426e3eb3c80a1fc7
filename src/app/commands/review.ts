/**
 * `/review`: reruns the review of the PR — incremental by default (only the commits after the last
 * complete review), `/review full` for the whole PR again. The review posts and publishes as on a push.
 */
import { runReview } from '../review-pr.js';
import { withCommandPrefix } from './prefix.js';
import type { CommandModule } from './types.js';

export const reviewCommand: CommandModule = {
  name: 'review',
  help: '`/review` reviews the commits since the last review; `/review full` reviews the whole PR again',
  where: 'any',
  async run(ctx) {
    const arg = ctx.args.toLowerCase();
    if (arg !== '' && arg !== 'full' && arg !== 'incremental') {
      // The prefix goes into our words only, never into the commenter's argument quoted back.
      const [takes, write] = [
        '`/review` takes `full` or nothing',
        'Write `/review` for the new commits or `/review full` for the whole pull request.',
      ].map((text) => withCommandPrefix(text, ctx.settings['command-prefix']));
      await ctx.reply(`${takes}; got \`${arg.replace(/`/g, "'").slice(0, 40)}\`. ${write}`);
      return { kind: 'done', message: `unknown /review argument: ${arg.slice(0, 40)}` };
    }
    const outcome = await runReview(
      {
        pr: { owner: ctx.pr.context.owner, repo: ctx.pr.context.repo, number: ctx.pr.context.number },
        action: null,
        scope: arg === 'full' ? 'full' : 'incremental',
        inputs: ctx.inputs,
        // The commenter passed command-authors: asking is their look at a fork PR.
        vouched: true,
      },
      { gh: ctx.pr.gh, logger: ctx.logger, clock: ctx.clock, env: ctx.env, mask: ctx.mask },
    );
    if (outcome.kind === 'skipped') {
      await ctx.reply(`prlens did not review: ${outcome.reason}.`);
      return { kind: 'done', message: outcome.reason };
    }
    return { kind: 'reviewed', outcome };
  },
};
