/**
 * What a run on a pull request is asked to do, as both edges fill it: the action from its inputs
 * (src/action/inputs.ts), the CLI from its flags (`review --pr`, `sweep`, `ask`, `describe`).
 */
import type { SettingKey } from '../config/schema.js';
import type { Runner } from '../config/repo-trust.js';
import type { ResultSource } from './imported-results.js';

export const DEFAULT_CONFIG_PATH = '.github/prlens.yml';

export interface RunInputs {
  /** An explicit model key (the action's api-key input); else the environment's. */
  apiKey?: string | undefined;
  /** Setting inputs or flags as strings, ranked above the repo config file. */
  flags: Partial<Record<SettingKey, string>>;
  /** Compute everything, post nothing. */
  dryRun: boolean;
  configPath: string;
  /** The config path was left at its default: look for every usual name, and a missing file is fine. */
  configPathIsDefault: boolean;
  /**
   * Who runs prlens: the action or the CLI. Whether the repo config file may set the keys that route
   * the model key and the code (provider, base-url, telemetry) follows from it (`repoFileMayRoute`,
   * src/config/repo-trust.ts), and whether the user's config file applies.
   */
  runner: Runner;
  /** Other tools' result files to post where they fall on the change (`sarif`, `--sarif`). */
  results?: ResultSource | undefined;
}

/** The inputs of a CLI run on GitHub: no key of its own. */
export function cliRunInputs(args: {
  flags: Partial<Record<SettingKey, string>>;
  configPath?: string | undefined;
  dryRun: boolean;
  /** `--sarif` files, read from `cwd`. */
  sarif?: readonly string[] | undefined;
  cwd?: string | undefined;
}): RunInputs {
  return {
    apiKey: undefined,
    flags: args.flags,
    dryRun: args.dryRun,
    configPath: args.configPath ?? DEFAULT_CONFIG_PATH,
    configPathIsDefault: args.configPath === undefined,
    runner: 'cli',
    results:
      args.sarif && args.sarif.length > 0 ? { paths: args.sarif, cwd: args.cwd ?? process.cwd() } : undefined,
  };
}
