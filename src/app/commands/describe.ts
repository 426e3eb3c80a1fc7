/**
 * `/describe`: writes or updates prlens's marked section of the PR description (summary, change
 * type, walkthrough table, flow diagram), leaving the author's text untouched.
 */
import { commandModel } from './command-model.js';
import { describePullRequest } from '../describe.js';
import { commandPathFilter } from '../command-paths.js';
import type { CommandModule } from './types.js';

export const describeCommand: CommandModule = {
  name: 'describe',
  help: '`/describe` writes a summary, a per-file walkthrough and a flow diagram into the PR description',
  where: 'any',
  async run(call) {
    const model = await commandModel(
      call.settings,
      { env: call.env, clock: call.clock, apiKey: call.inputs.apiKey, mask: call.mask },
      call.logger,
    );
    const result = await describePullRequest({
      pr: call.pr.context,
      model,
      maxInputTokens: call.settings['max-input-tokens'],
      language: call.settings.language,
      excluded: commandPathFilter(call.settings),
    });
    if (call.inputs.dryRun) {
      // One log line each: the logger makes every message a single inert line.
      call.logger.info('dry run: the description section was not written; it would read:');
      for (const line of result.section.split('\n')) call.logger.info(line);
      return { kind: 'done', message: 'dry run: description not written' };
    }
    const written = await call.pr.writeDescription(result.section);
    if (!written) return { kind: 'done', message: 'read-only token: the description was not written' };
    call.logger.info(
      `description section ${written.action}${model ? '' : ' (no model: file walkthrough only)'}` +
        `${result.diagram ? ', with a flow diagram' : ''}`,
    );
    return { kind: 'done', message: `description ${written.action}` };
  },
};
