/**
 * `prlens ask` and `prlens describe` from anywhere: the same engines as the action's `/ask` and
 * `/describe`, with the PR read over the API and the repo config from its base branch. Without
 * --post nothing is written to GitHub: the answer or the section goes to stdout.
 */
import { answerQuestion } from '../app/ask.js';
import { commandModel } from '../app/commands/command-model.js';
import { commandPathFilter } from '../app/command-paths.js';
import { describePullRequest } from '../app/describe.js';
import { openPullRequest } from '../app/open-pr.js';
import { cliRunInputs } from '../app/run-inputs.js';
import { ConfigError } from '../config/config-error.js';
import { loadConfigAt } from '../config/load-at.js';
import { EXIT } from '../core/report-rules.js';
import { inferProvider, resolveApiKey } from '../llm/factory.js';
import { spliceDescription } from '../report/describe-section.js';
import { openGitHubSession } from './github-session.js';
import type { CliIO } from './io.js';
import type { AskArgs, PrCommandArgs } from './pr-command-args.js';

async function open(args: PrCommandArgs, io: CliIO) {
  const output = { stderr: io.stderr, quiet: args.quiet, debug: args.debug };
  const session = openGitHubSession(io.env, output, io.github);
  const { forge, logger } = session;
  const inputs = cliRunInputs({ ...args, dryRun: !args.post });
  const opened = await openPullRequest(forge, args.pr, inputs, { logger, env: io.env });
  if ('skipped' in opened) throw new Error(opened.skipped);
  const model = await commandModel(opened.settings, { env: io.env, clock: io.clock }, logger);
  return { ...session, ...opened, model };
}

/**
 * ask cannot answer without a model, so that is checked before GitHub is contacted. Which model runs
 * is the user's choice alone (user file, environment, flags): a repository file may not pick the
 * provider or the endpoint for a CLI run, so its settings cannot change the answer.
 */
async function requireModel(args: AskArgs, io: CliIO): Promise<void> {
  const { settings } = await loadConfigAt({ root: io.cwd, env: io.env, flags: args.flags }, null);
  const hints = { provider: settings.provider, baseUrl: settings['base-url'], env: io.env };
  const provider = inferProvider(hints);
  const keyless = (provider === 'openai' || provider === 'anthropic') && !resolveApiKey(provider, hints);
  if (provider !== 'none' && !keyless) return;
  throw new ConfigError(
    provider === 'none'
      ? 'prlens ask needs a language model and none is configured: set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY), or --base-url for a local server such as Ollama'
      : `prlens ask needs a language model: provider ${provider} has no API key; set PRLENS_API_KEY`,
  );
}

/** `prlens ask`: prints the answer (text or JSON); posts it as a PR comment with --post. */
export async function askCli(args: AskArgs, io: CliIO): Promise<number> {
  await requireModel(args, io);
  const { logger, mask, pr: pull, settings, model } = await open(args, io);
  const pr = pull.context;
  const result = await answerQuestion({
    pr,
    question: args.question,
    workspace: pull.workspace,
    model,
    maxInputTokens: settings['max-input-tokens'],
    language: settings.language,
    serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com',
    excluded: commandPathFilter(settings),
  });
  let posted: number | null = null;
  if (args.post && result.answered) posted = await pull.reply({ kind: 'conversation' }, mask(result.body));
  if (pull.readOnly)
    throw new Error('the token cannot write to this repository (403): the answer was not posted');
  if (args.format === 'json') {
    const json = {
      pr: `${pr.owner}/${pr.repo}#${pr.number}`,
      head: pr.headSha,
      question: args.question,
      answered: result.answered,
      answer: result.answer,
      found_in_code: result.foundInCode,
      citations: result.citations,
      dropped_citations: result.droppedCitations,
      files_read: result.filesRead,
      warnings: result.warnings,
      incomplete: result.incomplete,
      comment_id: posted,
    };
    io.stdout(`${mask(JSON.stringify(json, null, 2))}\n`);
  } else io.stdout(`${mask(result.body)}\n`);
  if (!result.answered) {
    logger.error('no answer: see the message above');
    return EXIT.error;
  }
  // An answer that could not see a file it was asked about is not a whole answer.
  for (const warning of result.warnings) logger.warn(warning);
  if (result.incomplete) {
    logger.error('the answer is incomplete: a file it needed could not be read (see the warnings above)');
    return EXIT.error;
  }
  logger.info(
    posted === null ? 'not posted (add --post to answer on the pull request)' : `posted as comment ${posted}`,
  );
  return EXIT.ok;
}

/** `prlens describe`: prints the description section; writes it into the PR description with --post. */
export async function describeCli(args: PrCommandArgs, io: CliIO): Promise<number> {
  const { logger, mask, pr: pull, settings, model } = await open(args, io);
  const pr = pull.context;
  const result = await describePullRequest({
    pr,
    model,
    maxInputTokens: settings['max-input-tokens'],
    language: settings.language,
    excluded: commandPathFilter(settings),
  });
  io.stdout(`${mask(result.section)}\n`);
  if (args.post) {
    const written = await pull.writeDescription(result.section);
    if (!written)
      throw new Error('the token cannot write to this repository (403): the description was not written');
    logger.info(`description ${written.action}`);
  } else {
    const changed = spliceDescription(pr.body, result.section) !== pr.body;
    logger.info(
      `not written (add --post to put this section in the PR description${changed ? '' : '; it is already there'})`,
    );
  }
  if (!model) logger.warn('no model configured: the section lists the changed files only');
  return EXIT.ok;
}
