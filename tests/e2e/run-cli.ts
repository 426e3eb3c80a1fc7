import { runCli } from '../../src/cli/main.js';
import { systemClock } from '../../src/core/clock.js';

/** Runs the CLI in-process with captured streams. */
export async function cli(cwd: string, args: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    env: { HOME: cwd, ...env },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdoutIsTTY: false,
    clock: systemClock,
  });
  return { code, stdout, stderr };
}
