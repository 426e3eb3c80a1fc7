/**
 * The action's inputs: read once with @actions/core (empty = unset), secrets masked the moment
 * they are read, then split into the setting inputs (strings that `resolveSettings`,
 * src/config/resolve.ts, checks against the one settings table when the PR's settings are loaded;
 * which inputs are settings is src/config/setting-flags.ts) and the inputs only the action has.
 */
import { ConfigError } from '../config/config-error.js';
import type { SettingKey } from '../config/schema.js';
import { SETTING_INPUTS, inputDefaultOf } from '../config/setting-flags.js';
import { splitList } from '../config/split-list.js';
import { DEFAULT_CONFIG_PATH, type RunInputs } from '../app/run-inputs.js';
import { ACTION_ONLY_INPUTS } from './input-table.js';
import type { Core } from './core.js';

const COMMANDS = ['auto', 'review', 'ask', 'describe', 'sweep'] as const;
export type Command = (typeof COMMANDS)[number];

export interface ActionInputs extends RunInputs {
  githubToken: string;
  command: Command;
  /** Sweep mode: write the PRs to review as a job matrix instead of reviewing them. */
  matrix: boolean;
  /** A PR number to review (the per-PR job of a sweep matrix: `pr: ${{ matrix.pr }}`). */
  pr: number | undefined;
}

type InputCore = Pick<Core, 'getInput' | 'setSecret'>;

/** One input, trimmed; empty means unset. */
function read(core: InputCore, name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === '' ? undefined : value;
}

function readSecret(core: InputCore, name: string): string | undefined {
  const value = read(core, name);
  // Before anything can log it (even a debug line or an error message).
  if (value !== undefined) core.setSecret(value);
  return value;
}

/** A strict boolean: only true/false (any case); anything else names the input and the fix. */
function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (/^true$/i.test(raw)) return true;
  if (/^false$/i.test(raw)) return false;
  throw new ConfigError(`input '${name}' must be true or false; got ${JSON.stringify(raw)}`);
}

/**
 * Reads and checks every input of action.yml. `workspace` is the checkout (GITHUB_WORKSPACE) that
 * the `sarif` globs resolve in.
 */
export function readInputs(core: InputCore, workspace: string = process.cwd()): ActionInputs {
  const input = (name: string) => read(core, name);
  // Every secret input is masked first, before any other input is read or checked.
  const secrets = Object.fromEntries(
    Object.entries(ACTION_ONLY_INPUTS)
      .filter(([, spec]) => 'secret' in spec && spec.secret)
      .map(([name]) => [name, readSecret(core, name)]),
  );
  const githubToken = secrets['github-token'];
  const apiKey = secrets['api-key'];
  if (!githubToken) {
    throw new ConfigError(
      "input 'github-token' is empty: leave it unset (it defaults to ${{ github.token }}) or pass a token with pull-requests: write",
    );
  }
  const flags: Partial<Record<SettingKey, string>> = {};
  for (const name of SETTING_INPUTS) {
    const value = input(name);
    // The runner fills in a non-empty default the workflow left out: that is not a choice.
    if (value !== undefined && value !== inputDefaultOf(name)) flags[name] = value;
  }

  const command = input('command') ?? 'auto';
  if (!(COMMANDS as readonly string[]).includes(command)) {
    throw new ConfigError(
      `input 'command' must be one of ${COMMANDS.join(', ')}; got ${JSON.stringify(command)}`,
    );
  }
  const configPath = input('config-path');
  const rawPr = input('pr')?.replace(/^#/, '');
  if (rawPr !== undefined && !/^[1-9]\d*$/.test(rawPr)) {
    throw new ConfigError(
      `input 'pr' must be a pull request number, e.g. pr: \${{ matrix.pr }}; got ${JSON.stringify(input('pr'))}`,
    );
  }
  return {
    githubToken,
    apiKey,
    flags,
    command: command as Command,
    dryRun: parseBoolean('dry-run', input('dry-run'), false),
    configPath: configPath ?? DEFAULT_CONFIG_PATH,
    configPathIsDefault: configPath === undefined || configPath === DEFAULT_CONFIG_PATH,
    runner: 'action',
    matrix: parseBoolean('matrix', input('matrix'), false),
    pr: rawPr === undefined ? undefined : Number(rawPr),
    results: sarifGlobs(input('sarif'), workspace),
  };
}

/**
 * The `sarif` input: globs one a line or comma-separated like every list input (commas inside braces
 * stay in the glob); blank lines and `#` comment lines skipped; unset = none.
 */
function sarifGlobs(raw: string | undefined, root: string): RunInputs['results'] {
  const globs = (raw ?? '')
    .split(/\r?\n/)
    .filter((l) => !l.trim().startsWith('#'))
    .flatMap((l) => splitList(l));
  return globs.length === 0 ? undefined : { globs, root };
}
