/**
 * The CLI's one top-level catch: every error becomes a one-line message on stderr and the exit
 * code of the contract (2 for configuration, git, provider and usage errors).
 */
import { ConfigError } from '../config/layers.js';
import { EXIT } from '../core/policy.js';
import type { CliIO } from './io.js';
import { reviewLocal } from './review-command.js';
import { reviewPullRequest } from './review-pr-command.js';
import { sweepRepository } from './sweep-command.js';
import { runDoctor } from './doctor/doctor.js';
import { runSession } from './session-command.js';
import { askCli, describeCli } from './pr-commands.js';
import { runConfigCommand } from './config-command.js';
import { GitError } from '../local/git.js';
import { VERSION } from '../version.js';
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
        if (command.pr !== undefined) return await reviewPullRequest({ ...command, pr: command.pr }, io);
        return await reviewLocal(command, io);
      case 'sweep':
        return await sweepRepository(command, io);
      case 'doctor':
        return await runDoctor(command, io);
      case 'ask':
        return await askCli(command, io);
      case 'describe':
        return await describeCli(command, io);
      case 'config':
        return await runConfigCommand(command, io);
      case 'session':
        return runSession(command, io);
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
