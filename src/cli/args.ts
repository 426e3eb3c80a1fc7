/**
 * Command-line parsing: argv → a typed command. Every mistake becomes a UsageError whose
 * one-line message says what to type instead (exit code 2).
 */
import { parseArgs } from 'node:util';
import type { DiffMode } from '../local/git.js';
import type { SettingKey } from '../config/schema.js';
import { pickSettingFlags, settingOptions } from '../config/setting-flags.js';
import { isReportFormat, REPORT_FORMATS, type ReportFormat } from '../report/formats.js';
import { parseDoctorArgs, type DoctorArgs } from './doctor-args.js';
import { parseSession, type SessionCommand } from './session-args.js';
import { parseSweepArgs, type SweepArgs } from './sweep-args.js';
import { parseAskArgs, parseDescribeArgs, type AskArgs, type PrCommandArgs } from './pr-command-args.js';
import { HELP_TOPICS } from './help.js';
import { parseConfigArgs, type ConfigArgs } from './config-args.js';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

/** The options of a local `prlens review` (and of `review --pr`, which shares its flags). */
export interface LocalReviewOptions {
  mode: DiffMode;
  preview: boolean;
  format: ReportFormat;
  output?: string;
  configPath?: string;
  quiet: boolean;
  debug: boolean;
  flags: Partial<Record<SettingKey, string>>;
  /** What the change is meant to do (`--background`); given to the model as data. */
  background?: string;
  /** The same, read from a file (`--background-file`). */
  backgroundFile?: string;
  /** Other tools' result files (`--sarif FILE`, repeatable): SARIF, rdjson(l), checkstyle XML. */
  sarif?: string[];
  /** Write the verified suggestions into the working tree (`--fix`). */
  fix?: boolean;
}

export type Command =
  | { name: 'help'; topic?: string }
  | { name: 'version' }
  | ({ name: 'review'; pr?: string; post: boolean } & LocalReviewOptions)
  | ({ name: 'demo' } & LocalReviewOptions)
  | ({ name: 'doctor' } & DoctorArgs)
  | SessionCommand
  | ({ name: 'sweep' } & SweepArgs)
  | ({ name: 'ask' } & AskArgs)
  | ({ name: 'describe' } & PrCommandArgs)
  | ({ name: 'config' } & ConfigArgs)
  | { name: 'unavailable'; command: string };

const REVIEW_OPTIONS = {
  ...settingOptions('review'),
  base: { type: 'string' },
  commit: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  pr: { type: 'string' },
  post: { type: 'boolean' },
  preview: { type: 'boolean' },
  fix: { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  config: { type: 'string' },
  background: { type: 'string' },
  'background-file': { type: 'string' },
  sarif: { type: 'string', multiple: true },
  quiet: { type: 'boolean', short: 'q' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses argv (without node and the script path). */
export function parseCommandLine(argv: readonly string[]): Command {
  const [first, ...rest] = argv;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    return { name: 'help', ...(rest[0] ? { topic: rest[0] } : {}) };
  }
  if (first === '--version' || first === '-v' || first === 'version') return { name: 'version' };
  // `prlens <command> --help` works for every command, before its own options are checked.
  if (HELP_TOPICS.includes(first) && rest.some((a) => a === '--help' || a === '-h'))
    return { name: 'help', topic: first };
  if (first === 'review') return parseReview(rest);
  if (first === 'demo') return parseDemo(rest);
  if (first === 'doctor') return { name: 'doctor', ...parseDoctorArgs(rest) };
  if (first === 'session') return parseSession(rest);
  if (first === 'sweep') return { name: 'sweep', ...parseSweepArgs(rest) };
  if (first === 'ask') return { name: 'ask', ...parseAskArgs(rest) };
  if (first === 'describe') return { name: 'describe', ...parseDescribeArgs(rest) };
  if (first === 'config') return { name: 'config', ...parseConfigArgs(rest) };
  if (first.startsWith('-'))
    throw new UsageError(`unknown option '${first}': a command comes first, e.g. prlens review ${first}`);
  throw new UsageError(`unknown command '${first}': try prlens review, or prlens --help`);
}

function parseReview(argv: readonly string[]): Command {
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: REVIEW_OPTIONS,
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    throw optionError(error, Object.keys(REVIEW_OPTIONS), ' (see prlens review --help)');
  }
  if (values.help) return { name: 'help', topic: 'review' };
  if (positionals.length > 0) {
    throw new UsageError(
      `unexpected argument '${positionals[0]}': pass a revision with --base, --commit or --from/--to`,
    );
  }
  const str = (key: string) => values[key] as string | undefined;

  const format = str('format') ?? 'text';
  if (!isReportFormat(format)) {
    throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}; got '${format}'`);
  }
  const flags = pickSettingFlags('review', values);
  const command: Extract<Command, { name: 'review' }> = {
    name: 'review',
    mode: diffMode(str('base'), str('commit'), str('from'), str('to'), str('pr')),
    post: values.post === true,
    preview: values.preview === true,
    format,
    quiet: values.quiet === true,
    debug: values.debug === true,
    flags,
  };
  if (str('pr') !== undefined) command.pr = str('pr')!;
  if (str('output') !== undefined) command.output = str('output')!;
  if (str('config') !== undefined) command.configPath = str('config')!;
  Object.assign(command, backgroundOptions(str('background'), str('background-file')));
  const sarif = values.sarif as string[] | undefined;
  if (sarif?.some((f) => f.trim() === ''))
    throw new UsageError('--sarif needs a file, e.g. --sarif eslint.sarif (repeat it for more files)');
  if (sarif && sarif.length > 0) command.sarif = sarif;
  if (command.post && command.pr === undefined) throw new UsageError('--post needs --pr OWNER/REPO#N');
  if (values.fix === true) {
    assertFixAllowed(command);
    command.fix = true;
  }
  if (command.preview && format === 'html')
    throw new UsageError('--preview lists files as text or json: drop --format html, or drop --preview');
  return command;
}

/** `--fix` writes files, so it needs a working tree of the repository and a review that reads files. */
function assertFixAllowed(command: Extract<Command, { name: 'review' }>): void {
  if (command.pr !== undefined)
    throw new UsageError(
      '--fix writes to a local working tree: drop --pr and run prlens review --fix in a local clone of the repository',
    );
  if (command.preview)
    throw new UsageError('--preview reviews nothing, so --fix has nothing to write: drop one');
}

/** `prlens demo` takes review's options except what to review: the sample commit is the change. */
function parseDemo(argv: readonly string[]): Command {
  const review = parseReview(argv);
  if (review.name !== 'review') return { name: 'help', topic: 'demo' };
  if (review.mode.kind !== 'worktree' || review.post || review.fix)
    throw new UsageError(
      'prlens demo reviews its own sample commit: drop --base/--commit/--from/--to/--pr/--post/--fix',
    );
  const { name: _name, pr: _pr, post: _post, ...options } = review;
  return { name: 'demo', ...options };
}

/** `--background TEXT` or `--background-file PATH`: one of them, never empty. */
function backgroundOptions(text?: string, file?: string): { background?: string; backgroundFile?: string } {
  if (text !== undefined && file !== undefined)
    throw new UsageError('--background and --background-file cannot be combined: choose one');
  if (text !== undefined && text.trim() === '')
    throw new UsageError('--background needs text, e.g. --background "Fixes the off-by-one in paging"');
  if (file !== undefined && file.trim() === '')
    throw new UsageError('--background-file needs a path, e.g. --background-file TICKET.md');
  return {
    ...(text !== undefined ? { background: text } : {}),
    ...(file !== undefined ? { backgroundFile: file } : {}),
  };
}

/** The diff modes (docs/contracts.md, "CLI"); they exclude one another. */
function diffMode(base?: string, commit?: string, from?: string, to?: string, pr?: string): DiffMode {
  const chosen = [
    base !== undefined && '--base',
    commit !== undefined && '--commit',
    (from ?? to) !== undefined && '--from/--to',
    pr !== undefined && '--pr',
  ].filter(Boolean);
  if (chosen.length > 1) throw new UsageError(`${chosen.join(' and ')} cannot be combined: choose one`);
  for (const [flag, value] of [
    ['--base', base],
    ['--commit', commit],
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (value !== undefined && value.trim() === '')
      throw new UsageError(`${flag} needs a revision, e.g. ${flag} main`);
  }
  if (base !== undefined) return { kind: 'base', ref: base };
  if (commit !== undefined) return { kind: 'commit', sha: commit };
  if (to !== undefined && from === undefined)
    throw new UsageError('--to needs --from: prlens review --from A --to B');
  if (from !== undefined) return { kind: 'range', from, to: to ?? 'HEAD' };
  return { kind: 'worktree' };
}
