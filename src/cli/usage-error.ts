/**
 * A mistake on the command line: its one-line message says what to type instead (exit code 2).
 * In a module of its own so that args.ts and the sub-parsers it calls can all throw it without
 * importing one another in a circle.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
