/**
 * `/ask <question>`: answers in a reply — in the review thread when asked on a diff line, else as a
 * PR comment — from the PR's diff, title and description and a few files read at the head.
 */
import { answerQuestion } from '../ask.js';
import { commandModel } from './command-model.js';
import type { CommandModule } from './types.js';

export const askCommand: CommandModule = {
  name: 'ask',
  help: '`/ask <question>` answers a question about this PR from its code, citing files and lines',
  where: 'any',
  async run(ctx) {
    const model = await commandModel(
      ctx.settings,
      { env: ctx.env, clock: ctx.clock, apiKey: ctx.inputs.apiKey, mask: ctx.mask },
      ctx.logger,
    );
    // Asked on a diff line: the question is about that line, so say which one.
    const where =
      ctx.comment?.path && ctx.comment.line
        ? `(Asked on ${ctx.comment.path} line ${ctx.comment.line}${ctx.comment.side === 'LEFT' ? ', a deleted line' : ''}.)\n`
        : '';
    const result = await answerQuestion({
      pr: ctx.pr.context,
      question: ctx.args.trim() === '' ? '' : `${where}${ctx.args}`,
      workspace: ctx.pr.workspace,
      model,
      maxInputTokens: ctx.settings['max-input-tokens'],
      language: ctx.settings.language,
      serverUrl: ctx.env.GITHUB_SERVER_URL || 'https://github.com',
      commandPrefix: ctx.settings['command-prefix'],
    });
    for (const warning of result.warnings) ctx.logger.warn(warning);
    const id = await ctx.reply(result.body);
    ctx.logger.info(
      `answered${result.foundInCode ? '' : ' (not in the code seen)'}: ${result.citations.length} citation(s), ` +
        `${result.droppedCitations} dropped, ${result.filesRead.length} file(s) read`,
    );
    return {
      kind: 'done',
      message: id === null ? 'answer not posted (read-only token)' : `answered in comment ${id}`,
    };
  },
};
