/**
 * Runs the CLI in-process, as src/cli.ts does, with captured streams: the one CLI runner of the
 * suite. GitHub's write spacing is off (createGitHub's `throttle: false`), as in the action's runs.
 */
import { runCli } from '../../src/cli/main.js';
import { systemClock } from '../../src/core/clock.js';
import type { Clock } from '../../src/core/ports.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  clock?: Clock;
  stdoutIsTTY?: boolean;
  stderrIsTTY?: boolean;
  stderrColumns?: number;
}

/** `prlens ...args` in `cwd`; HOME is `cwd` unless `env` says otherwise. */
export async function cli(
  cwd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  options: CliOptions = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    env: { HOME: cwd, ...env },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdoutIsTTY: options.stdoutIsTTY ?? false,
    ...(options.stderrIsTTY === undefined ? {} : { stderrIsTTY: options.stderrIsTTY }),
    ...(options.stderrColumns === undefined ? {} : { stderrColumns: options.stderrColumns }),
    clock: options.clock ?? systemClock,
    github: { throttle: false },
  });
  return { code, stdout, stderr };
}
