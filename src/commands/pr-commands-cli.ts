/**
 * `prlens ask` and `prlens describe` from anywhere: the same engines as the action's `/ask` and
 * `/describe`, with the PR read over the API and the repo config from its base branch. Without
 * --post nothing is written to GitHub: the answer or the section goes to stdout.
 */
import { DEFAULT_CONFIG_PATH } from '../action/inputs.js';
import { loadRepoSettings } from '../action/repo-config.js';
import type { AskArgs, PrCommandArgs } from '../cli/pr-command-args.js';
import { EXIT } from '../core/policy.js';
import { postReply } from '../github/command-io.js';
import { spliceDescription, writeDescription } from '../github/describe-section.js';
import { loadPullRequest } from '../github/pr-context.js';
import { GitHubWorkspace } from '../github/workspace.js';
import { answerQuestion } from './ask.js';
import { commandModel } from './command-model.js';
import { describePullRequest } from './describe.js';
import { openGitHubSession } from './github-session.js';
import type { CliIO } from './review.js';

async function open(args: PrCommandArgs, io: CliIO) {
  const session = openGitHubSession(io.env, { stderr: io.stderr, quiet: args.quiet, debug: args.debug });
  const { gh, logger } = session;
  const pr = await loadPullRequest(gh, args.pr);
  const workspace = new GitHubWorkspace(gh, {
    owner: pr.owner,
    repo: pr.repo,
    defaultRef: pr.headSha,
    logger,
  });
  const { settings } = await loadRepoSettings({
    workspace,
    baseSha: pr.baseSha,
    configPath: args.configPath ?? DEFAULT_CONFIG_PATH,
    configPathIsDefault: args.configPath === undefined,
    env: io.env,
    flags: args.flags,
  });
  const model = commandModel(settings, { env: io.env, clock: io.clock }, logger);
  return { ...session, pr, workspace, settings, model };
}

/** `prlens ask`: prints the answer (text or JSON); posts it as a PR comment with --post. */
export async function askCli(args: AskArgs, io: CliIO): Promise<number> {
  const { gh, logger, mask, pr, workspace, settings, model } = await open(args, io);
  const result = await answerQuestion({
    pr,
    question: args.question,
    workspace,
    model,
    maxInputTokens: settings['max-input-tokens'],
    language: settings.language,
    serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com',
  });
  let posted: number | null = null;
  if (args.post && result.answered)
    posted = await postReply(gh, pr, { kind: 'conversation' }, mask(result.body));
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
      comment_id: posted,
    };
    io.stdout(`${mask(JSON.stringify(json, null, 2))}\n`);
  } else io.stdout(`${mask(result.body)}\n`);
  if (!result.answered) {
    logger.error('no answer: see the message above');
    return EXIT.error;
  }
  logger.info(
    posted === null ? 'not posted (add --post to answer on the pull request)' : `posted as comment ${posted}`,
  );
  return EXIT.ok;
}

/** `prlens describe`: prints the description section; writes it into the PR description with --post. */
export async function describeCli(args: PrCommandArgs, io: CliIO): Promise<number> {
  const { gh, logger, mask, pr, settings, model } = await open(args, io);
  const result = await describePullRequest({
    pr,
    model,
    maxInputTokens: settings['max-input-tokens'],
    language: settings.language,
  });
  io.stdout(`${mask(result.section)}\n`);
  if (args.post) {
    const written = await writeDescription(gh, pr, result.section);
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
