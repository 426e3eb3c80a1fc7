/**
 * `/describe`: writes or updates prlens's marked section of the PR description (summary, change
 * type, walkthrough table, flow diagram), leaving the author's text untouched.
 */
import { commandModel } from './command-model.js';
import { describePullRequest } from '../describe.js';
import type { CommandModule } from './types.js';

export const describeCommand: CommandModule = {
  name: 'describe',
  help: '`/describe` writes a summary, a per-file walkthrough and a flow diagram into the PR description',
  where: 'any',
  async run(ctx) {
    const model = await commandModel(
      ctx.settings,
      { env: ctx.env, clock: ctx.clock, apiKey: ctx.inputs.apiKey, mask: ctx.mask },
      ctx.logger,
    );
    const result = await describePullRequest({
      pr: ctx.pr.context,
      model,
      maxInputTokens: ctx.settings['max-input-tokens'],
      language: ctx.settings.language,
    });
    if (ctx.inputs.dryRun) {
      // One log line each: the logger makes every message a single inert line.
      ctx.logger.info('dry run: the description section was not written; it would read:');
      for (const line of result.section.split('\n')) ctx.logger.info(line);
      return { kind: 'done', message: 'dry run: description not written' };
    }
    const written = await ctx.pr.writeDescription(result.section);
    if (!written) return { kind: 'done', message: 'read-only token: the description was not written' };
    ctx.logger.info(
      `description section ${written.action}${model ? '' : ' (no model: file walkthrough only)'}` +
        `${result.diagram ? ', with a flow diagram' : ''}`,
    );
    return { kind: 'done', message: `description ${written.action}` };
  },
};
