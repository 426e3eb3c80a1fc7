/** Parsing of `prlens session show FILE` and `prlens session list`. */
import type { SessionCommand } from '../commands/session.js';
import { UsageError } from './args.js';

/** argv after `session`; help is the caller's. */
export function parseSession(argv: readonly string[]): SessionCommand | { name: 'help'; topic: string } {
  const [action, ...rest] = argv;
  if (action === undefined || action === '--help' || action === '-h')
    return { name: 'help', topic: 'session' };
  if (rest.includes('--help') || rest.includes('-h')) return { name: 'help', topic: 'session' };
  if (action === 'list') {
    if (rest.length > 0) throw new UsageError(`prlens session list takes no arguments; got '${rest[0]}'`);
    return { name: 'session', action: 'list' };
  }
  if (action === 'show') {
    if (rest.length !== 1 || rest[0]!.startsWith('-'))
      throw new UsageError(
        'prlens session show needs one transcript file: prlens session show FILE (see prlens session list)',
      );
    return { name: 'session', action: 'show', file: rest[0]! };
  }
  throw new UsageError(
    `unknown session command '${action}': use prlens session show FILE or prlens session list`,
  );
}
