/**
 * Arguments of `prlens sweep --repo OWNER/REPO [--matrix] [--dry-run]`, parsed apart from the
 * review flags so that each mistake names its fix and the main parser stays small.
 */
import { parseArgs } from 'node:util';
import type { SettingKey } from '../config/schema.js';
import { pickSettingFlags, settingOptions } from '../config/setting-flags.js';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

export interface SweepArgs {
  repo: { owner: string; repo: string };
  matrix: boolean;
  dryRun: boolean;
  configPath?: string;
  quiet: boolean;
  debug: boolean;
  flags: Partial<Record<SettingKey, string>>;
}

const OPTIONS = {
  ...settingOptions('sweep'),
  repo: { type: 'string' },
  matrix: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  config: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  debug: { type: 'boolean' },
} as const;

const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/** Parses the arguments after `sweep`. */
export function parseSweepArgs(argv: readonly string[]): SweepArgs {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true }));
  } catch (error) {
    throw optionError(error, Object.keys(OPTIONS), ' (see prlens sweep --help)');
  }
  if (positionals.length > 0) {
    throw new UsageError(
      `unexpected argument '${positionals[0]}': name the repository with --repo OWNER/REPO`,
    );
  }
  const raw = values.repo;
  if (typeof raw !== 'string')
    throw new UsageError('prlens sweep needs --repo OWNER/REPO, e.g. --repo octo/app');
  const m = REPO.exec(raw.trim());
  if (!m || m[2] === '.' || m[2] === '..') {
    throw new UsageError(`--repo must look like OWNER/REPO, e.g. --repo octo/app; got '${raw}'`);
  }
  if (values.matrix === true && values['dry-run'] === true) {
    throw new UsageError(
      '--matrix and --dry-run cannot be combined: --matrix already reviews and posts nothing',
    );
  }
  const flags = pickSettingFlags('sweep', values);
  const args: SweepArgs = {
    repo: { owner: m[1]!, repo: m[2]! },
    matrix: values.matrix === true,
    dryRun: values['dry-run'] === true,
    quiet: values.quiet === true,
    debug: values.debug === true,
    flags,
  };
  if (typeof values.config === 'string') args.configPath = values.config;
  return args;
}
