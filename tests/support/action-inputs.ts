/**
 * INPUT_* variables as the runner sets them for this action: every input of action.yml, with its
 * default where the workflow gave none, and `${{ github.token }}` standing for `token`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The environment for `inputs` (names of action.yml; an unknown one throws) and the run's token. */
export function inputEnv(inputs: Record<string, string>, token: string): Record<string, string> {
  const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  for (const name of Object.keys(inputs)) {
    if (!(name in action.inputs)) throw new Error(`action.yml has no input ${name}`);
  }
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = name in inputs ? inputs[name]! : String(spec.default ?? '');
    env[`INPUT_${name.toUpperCase()}`] = value === '${{ github.token }}' ? token : value;
  }
  return env;
}
