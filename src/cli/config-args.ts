/**
 * Arguments of `prlens config init [--force] | show [--json] | get KEY | set KEY VALUE | path`,
 * parsed apart from the review flags so each mistake names the fix.
 */
import { parseArgs } from 'node:util';
import { optionError } from './parse-error.js';
import { UsageError } from './usage-error.js';

export type ConfigArgs =
  | { action: 'init'; force: boolean }
  | { action: 'show'; json: boolean }
  | { action: 'get'; key: string }
  | { action: 'set'; key: string; value: string }
  | { action: 'path' };

const ACTIONS = ['init', 'show', 'get', 'set', 'path'] as const;
const USAGE = 'prlens config init [--force] | show [--json] | get KEY | set KEY VALUE | path';

/** Parses the arguments after `config`. */
export function parseConfigArgs(argv: readonly string[]): ConfigArgs {
  let values: { force?: boolean; json?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: { force: { type: 'boolean' }, json: { type: 'boolean' } },
      allowPositionals: true,
    }));
  } catch (error) {
    throw optionError(error, ['force', 'json'], `; usage: ${USAGE}`);
  }
  const [action, ...operands] = positionals;
  if (action === undefined) throw new UsageError(`prlens config needs an action: ${USAGE}`);
  if (!(ACTIONS as readonly string[]).includes(action))
    throw new UsageError(`unknown config action '${action}': ${USAGE}`);
  const want = action === 'get' ? 1 : action === 'set' ? 2 : 0;
  if (operands.length !== want) {
    const shape = action === 'get' ? 'get KEY' : action === 'set' ? 'set KEY VALUE' : action;
    throw new UsageError(
      `prlens config ${shape} takes ${want === 0 ? 'no arguments' : want === 1 ? 'one argument' : 'two arguments'}` +
        (action === 'set' ? " (quote a VALUE with spaces; VALUE '' removes the key)" : ''),
    );
  }
  if (values.force && action !== 'init') throw new UsageError('--force only applies to prlens config init');
  if (values.json && action !== 'show') throw new UsageError('--json only applies to prlens config show');
  switch (action as (typeof ACTIONS)[number]) {
    case 'init':
      return { action: 'init', force: values.force === true };
    case 'show':
      return { action: 'show', json: values.json === true };
    case 'get':
      return { action: 'get', key: operands[0]! };
    case 'set':
      return { action: 'set', key: operands[0]!, value: operands[1]! };
    case 'path':
      return { action: 'path' };
  }
}
