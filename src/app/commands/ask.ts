/**
 * `/ask <question>`: answers in a reply — in the review thread when asked on a diff line, else as a
 * PR comment — from the PR's diff, title and description and a few files read at the head.
 */
import { answerQuestion } from '../ask.js';
import { commandModel } from './command-model.js';
import { commandPathFilter } from '../command-paths.js';
import type { CommandModule } from './types.js';

export const askCommand: CommandModule = {
  name: 'ask',
  help: '`/ask <question>` answers a question about this PR from its code, citing files and lines',
  where: 'any',
  async run(call) {
    const model = await commandModel(
      call.settings,
      { env: call.env, clock: call.clock, apiKey: call.inputs.apiKey, mask: call.mask },
      call.logger,
    );
    // Asked on a diff line: the question is about that line, so say which one.
    const where =
      call.comment?.path && call.comment.line
        ? `(Asked on ${call.comment.path} line ${call.comment.line}${call.comment.side === 'LEFT' ? ', a deleted line' : ''}.)\n`
        : '';
    const result = await answerQuestion({
      pr: call.pr.context,
      question: call.args.trim() === '' ? '' : `${where}${call.args}`,
      workspace: call.pr.workspace,
      model,
      maxInputTokens: call.settings['max-input-tokens'],
      language: call.settings.language,
      serverUrl: call.env.GITHUB_SERVER_URL || 'https://github.com',
      commandPrefix: call.settings['command-prefix'],
      excluded: commandPathFilter(call.settings),
    });
    for (const warning of result.warnings) call.logger.warn(warning);
    const id = await call.reply(result.body);
    call.logger.info(
      `answered${result.foundInCode ? '' : ' (not in the code seen)'}: ${result.citations.length} citation(s), ` +
        `${result.droppedCitations} dropped, ${result.filesRead.length} file(s) read`,
    );
    return {
      kind: 'done',
      message: id === null ? 'answer not posted (read-only token)' : `answered in comment ${id}`,
    };
  },
};
