/**
 * Arguments of `prlens doctor`, parsed apart from the review flags so that each mistake names the
 * fix (`--pr` wants OWNER/REPO#N) and the main parser stays small.
 */
import { parseArgs } from 'node:util';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

export interface DoctorArgs {
  /** The repository whose access is checked; from --pr or --repo. */
  repo?: { owner: string; repo: string };
  /** The pull request whose access is checked (--pr). */
  pull?: number;
  configPath?: string;
  /** `--base-url URL`: the model endpoint to check, as `prlens review --base-url` takes it. */
  baseUrl?: string;
  /** `--model M` and `--provider P`: the model to check, as `prlens review` takes them. */
  model?: string;
  provider?: string;
  debug: boolean;
}

const OPTIONS = {
  pr: { type: 'string' },
  repo: { type: 'string' },
  config: { type: 'string' },
  'base-url': { type: 'string' },
  model: { type: 'string' },
  provider: { type: 'string' },
  debug: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
} as const;

const REPO = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/;
const PR = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)#(\d+)$/;

/** Parses the arguments after `doctor`. */
export function parseDoctorArgs(argv: readonly string[]): DoctorArgs {
  let values: {
    pr?: string;
    repo?: string;
    config?: string;
    'base-url'?: string;
    model?: string;
    provider?: string;
    debug?: boolean;
  };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true }));
  } catch (error) {
    throw optionError(error, Object.keys(OPTIONS), ' (see prlens doctor --help)');
  }
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument '${positionals[0]}': prlens doctor takes only options`);
  if (values.pr !== undefined && values.repo !== undefined)
    throw new UsageError('--pr and --repo cannot be combined: --pr already names the repository');
  const args: DoctorArgs = { debug: values.debug === true };
  if (values.config !== undefined) args.configPath = values.config;
  if (values['base-url'] !== undefined) {
    if (values['base-url'].trim() === '')
      throw new UsageError('--base-url needs a URL, e.g. --base-url http://localhost:11434/v1');
    args.baseUrl = values['base-url'].trim();
  }
  // The model check's fixes say "set --model": doctor takes it (checked by the config loader).
  if (values.model !== undefined) args.model = values.model;
  if (values.provider !== undefined) args.provider = values.provider;
  if (values.pr !== undefined) {
    const m = PR.exec(values.pr.trim());
    if (!m) throw new UsageError(`--pr must look like OWNER/REPO#N, e.g. octo/app#42; got '${values.pr}'`);
    args.repo = { owner: m[1]!, repo: m[2]! };
    args.pull = Number(m[3]);
  }
  if (values.repo !== undefined) {
    const m = REPO.exec(values.repo.trim());
    if (!m) throw new UsageError(`--repo must look like OWNER/REPO, e.g. octo/app; got '${values.repo}'`);
    args.repo = { owner: m[1]!, repo: m[2]! };
  }
  return args;
}
