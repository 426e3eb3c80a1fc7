/** Entry of the `prlens` CLI bundle: wires the real process to runCli and nothing else. */
import { runCli } from './cli/main.js';
import { EXIT } from './core/policy.js';
import { systemClock } from './core/clock.js';

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
