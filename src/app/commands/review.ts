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
  async run(call) {
    const arg = call.args.toLowerCase();
    if (arg !== '' && arg !== 'full' && arg !== 'incremental') {
      // The prefix goes into our words only, never into the commenter's argument quoted back.
      const [takes, write] = [
        '`/review` takes `full` or nothing',
        'Write `/review` for the new commits or `/review full` for the whole pull request.',
      ].map((text) => withCommandPrefix(text, call.settings['command-prefix']));
      await call.reply(`${takes}; got \`${arg.replace(/`/g, "'").slice(0, 40)}\`. ${write}`);
      return { kind: 'done', message: `unknown /review argument: ${arg.slice(0, 40)}` };
    }
    const outcome = await runReview(
      {
        pr: { owner: call.pr.context.owner, repo: call.pr.context.repo, number: call.pr.context.number },
        action: null,
        scope: arg === 'full' ? 'full' : 'incremental',
        inputs: call.inputs,
        // The commenter passed command-authors: asking is their look at a fork PR.
        vouched: true,
      },
      { forge: call.forge, logger: call.logger, clock: call.clock, env: call.env, mask: call.mask },
    );
    if (outcome.kind === 'skipped') {
      await call.reply(`prlens did not review: ${outcome.reason}.`);
      return { kind: 'done', message: outcome.reason };
    }
    return { kind: 'reviewed', outcome };
  },
};
