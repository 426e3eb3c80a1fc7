/** Parsing of `prlens session show FILE [--format text|html] [--output PATH]` and `prlens session list`. */
import { parseArgs } from 'node:util';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

type SessionFormat = 'text' | 'html';
const SESSION_FORMATS: readonly SessionFormat[] = ['text', 'html'];

export type SessionCommand =
  | { name: 'session'; action: 'show'; file: string; format?: SessionFormat; output?: string }
  | { name: 'session'; action: 'list' };

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
  if (action === 'show') return parseShow(rest);
  throw new UsageError(
    `unknown session command '${action}': use prlens session show FILE or prlens session list`,
  );
}

function parseShow(argv: readonly string[]): SessionCommand {
  let values: { format?: string; output?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: { format: { type: 'string', short: 'f' }, output: { type: 'string', short: 'o' } },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    throw optionError(
      error,
      ['format', 'output'],
      ': prlens session show FILE [--format text|html] [--output PATH]',
    );
  }
  if (positionals.length !== 1)
    throw new UsageError(
      'prlens session show needs one transcript file: prlens session show FILE (see prlens session list)',
    );
  const format = (values.format ?? 'text') as SessionFormat;
  if (!SESSION_FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${SESSION_FORMATS.join(', ')}; got '${values.format}'`);
  if (values.output !== undefined && values.output.trim() === '')
    throw new UsageError('--output needs a path, e.g. --output session.html');
  return {
    name: 'session',
    action: 'show',
    file: positionals[0]!,
    format,
    ...(values.output !== undefined ? { output: values.output } : {}),
  };
}
