/**
 * node:util parseArgs's errors as one short usage line: its first sentence, a did-you-mean for an
 * unknown option close to one the command takes, then where to look. Every subcommand's parser
 * goes through here, so a typo in any of them gets the same help.
 */
import { nearest } from '../config/nearest.js';
import { UsageError } from './usage-error.js';

/** The UsageError for a parseArgs failure; `known` are the command's option names, `tail` the pointer to help. */
export function optionError(error: unknown, known: readonly string[], tail: string): UsageError {
  const message = (error as Error).message;
  // node's messages are long ("Unknown option '--x'. To specify a positional argument ..."): keep the first sentence.
  const first = message.split('. ')[0] ?? message;
  const unknown = /^Unknown option '--([^'=]+)'/.exec(message)?.[1];
  const hint = unknown === undefined ? undefined : nearest(unknown, known);
  const suggestion = hint === undefined ? '' : `; did you mean '--${hint}'?`;
  return new UsageError(`${first.charAt(0).toLowerCase()}${first.slice(1)}${suggestion}${tail}`, {
    cause: error,
  });
}
