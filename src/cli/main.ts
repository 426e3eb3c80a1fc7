/**
 * The CLI's one top-level catch: every error becomes a one-line message on stderr and the exit
 * code of the contract (2 for configuration, git, provider and usage errors).
 *
 * Each command's module is imported when that command runs (start-up cost): `--version` and `--help`
 * load only the argument parser and the help text, not the model SDKs, zod schemas, the tokenizer
 * or OpenTelemetry that a review needs. In the bundle every `import()` here is a chunk file.
 */
import { ConfigError } from '../config/config-error.js';
import { EXIT } from '../core/exit-codes.js';
import { GitError } from '../local/run-git.js';
import { VERSION } from '../version.js';
import type { CliIO } from './io.js';
import { parseCommandLine } from './args.js';
import { UsageError } from './usage-error.js';
import { helpText } from './help.js';

/** Runs one CLI invocation and returns its exit code. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const command = parseCommandLine(argv);
    switch (command.name) {
      case 'help':
        io.stdout(`${helpText(command.topic)}\n`);
        return EXIT.ok;
      case 'version':
        io.stdout(`prlens ${VERSION}\n`);
        return EXIT.ok;
      case 'unavailable':
        io.stderr(`prlens: '${command.command}' is not available in this version yet; see prlens --help\n`);
        return EXIT.error;
      case 'review':
        if (command.pr !== undefined) {
          const { reviewPullRequest } = await import('./review-pr-command.js');
          return await reviewPullRequest({ ...command, pr: command.pr }, io);
        }
        return await (await import('./review-command.js')).reviewLocal(command, io);
      case 'demo':
        return await (await import('./demo-command.js')).runDemo(command, io);
      case 'sweep':
        return await (await import('./sweep-command.js')).sweepRepository(command, io);
      case 'doctor':
        return await (await import('./doctor/doctor.js')).runDoctor(command, io);
      case 'ask':
        return await (await import('./pr-commands.js')).askCli(command, io);
      case 'describe':
        return await (await import('./pr-commands.js')).describeCli(command, io);
      case 'config':
        return await (await import('./config-command.js')).runConfigCommand(command, io);
      case 'session':
        return (await import('./session-command.js')).runSession(command, io);
    }
  } catch (error) {
    io.stderr(`prlens: ${describeError(error)}\n`);
    return EXIT.error;
  }
}

function describeError(error: unknown): string {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof GitError)
    return error.message;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
