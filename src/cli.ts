/** Entry of the `prlens` CLI bundle: wires the real process to runCli and nothing else. */
import { enableCompileCache } from './cli/compile-cache.js';
import { runCli } from './cli/main.js';
import { EXIT } from './core/exit-codes.js';
import { systemClock } from './core/clock.js';

// Before any command's chunk is imported (src/cli/main.ts imports them on demand).
enableCompileCache(process.env);

process.on('SIGINT', () => {
  process.stderr.write('\nprlens: interrupted\n');
  process.exit(EXIT.interrupted);
});

runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  stderrColumns: process.stderr.columns,
  clock: systemClock,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // runCli catches everything; reaching this is a bug, reported rather than swallowed.
    process.stderr.write(`prlens: internal error: ${String(error)}\n`);
    process.exitCode = EXIT.error;
  },
);
