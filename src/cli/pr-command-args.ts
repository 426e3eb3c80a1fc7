/**
 * Arguments of the CLI twins of the PR commands:
 *   prlens ask --pr OWNER/REPO#N "question" [--post] [--format text|json]
 *   prlens describe --pr OWNER/REPO#N [--post]
 * parsed apart from the review flags so each mistake names its fix.
 */
import { parseArgs } from 'node:util';
import type { SettingKey } from '../config/schema.js';
import { pickSettingFlags, settingOptions } from '../config/setting-flags.js';
import { parsePullRequestRef } from '../github/pr-context.js';
import type { PullRequestRef } from '../github/types.js';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

export interface PrCommandArgs {
  pr: PullRequestRef;
  post: boolean;
  configPath?: string;
  quiet: boolean;
  debug: boolean;
  flags: Partial<Record<SettingKey, string>>;
}

export interface AskArgs extends PrCommandArgs {
  question: string;
  format: 'text' | 'json';
}

const OPTIONS = {
  ...settingOptions('ask'),
  pr: { type: 'string' },
  post: { type: 'boolean' },
  format: { type: 'string' },
  config: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  debug: { type: 'boolean' },
} as const;

function parse(command: 'ask' | 'describe', argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw optionError(error, Object.keys(OPTIONS), ` (see prlens ${command} --help)`);
  }
}

function common(command: 'ask' | 'describe', values: ReturnType<typeof parse>['values']): PrCommandArgs {
  if (typeof values.pr !== 'string') {
    throw new UsageError(`prlens ${command} needs --pr OWNER/REPO#N, e.g. --pr octo/app#12`);
  }
  let pr: PullRequestRef;
  try {
    pr = parsePullRequestRef(values.pr);
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error });
  }
  const flags = pickSettingFlags('ask', values);
  const args: PrCommandArgs = {
    pr,
    post: values.post === true,
    quiet: values.quiet === true,
    debug: values.debug === true,
    flags,
  };
  if (typeof values.config === 'string') args.configPath = values.config;
  return args;
}

/** Parses the arguments after `ask`. */
export function parseAskArgs(argv: readonly string[]): AskArgs {
  const { values, positionals } = parse('ask', argv);
  const args = common('ask', values);
  const question = positionals.join(' ').trim();
  if (question === '') {
    throw new UsageError(
      'prlens ask needs a question, e.g. prlens ask --pr octo/app#12 "where is the token checked?"',
    );
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') {
    throw new UsageError(`--format for ask must be text or json; got '${format}'`);
  }
  return { ...args, question, format };
}

/** Parses the arguments after `describe`. */
export function parseDescribeArgs(argv: readonly string[]): PrCommandArgs {
  const { values, positionals } = parse('describe', argv);
  if (positionals.length > 0) {
    throw new UsageError(
      `unexpected argument '${positionals[0]}': prlens describe takes only --pr OWNER/REPO#N [--post]`,
    );
  }
  if (values.format !== undefined)
    throw new UsageError('prlens describe has no --format: it prints Markdown');
  return common('describe', values);
}
