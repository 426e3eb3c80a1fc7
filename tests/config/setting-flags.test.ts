/**
 * One table (src/config/setting-flags.ts) says which settings are action inputs and which CLI
 * commands take them as flags; action.yml (a contract) and the parsers agree with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { parseCommandLine } from '../../src/cli/args.js';
import { SETTING_KEYS } from '../../src/config/schema.js';
import { SETTING_FLAGS, SETTING_INPUTS, settingFlagsOf } from '../../src/config/setting-flags.js';

const action = parse(readFileSync(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
};

describe('the setting flags table', () => {
  it('names exactly the inputs of action.yml that are settings', () => {
    const settingInputs = Object.keys(action.inputs).filter((name) =>
      (SETTING_KEYS as readonly string[]).includes(name),
    );
    expect([...SETTING_INPUTS].sort()).toEqual(settingInputs.sort());
  });

  it('holds only config keys', () => {
    for (const key of Object.keys(SETTING_FLAGS)) expect(SETTING_KEYS).toContain(key);
  });

  it('feeds the action inputs: every setting input reaches the flags', () => {
    const values = Object.fromEntries(SETTING_INPUTS.map((k) => [k, `v-${k}`]));
    const core = {
      getInput: (name: string) => (name === 'github-token' ? 't' : (values[name] ?? '')),
      setSecret: () => undefined,
    };
    expect(readInputs(core).flags).toEqual(values);
  });

  it.each(['review', 'sweep', 'ask'] as const)('feeds the CLI flags of %s', (command) => {
    const keys = settingFlagsOf(command);
    expect(keys.length).toBeGreaterThan(0);
    const argv = keys.flatMap((k) => [`--${k}`, `v-${k}`]);
    const head = {
      review: ['review'],
      sweep: ['sweep', '--repo', 'octo/app'],
      ask: ['ask', '--pr', 'octo/app#1', 'why?'],
    }[command];
    const parsed = parseCommandLine([...head, ...argv]) as { flags: Record<string, string> };
    expect(parsed.flags).toEqual(Object.fromEntries(keys.map((k) => [k, `v-${k}`])));
  });

  it('takes --effort on prlens review only (not an action input: action.yml is a contract)', () => {
    expect(SETTING_FLAGS.effort).toEqual({ input: false, cli: ['review'] });
    expect(() => parseCommandLine(['sweep', '--repo', 'o/r', '--effort', '2'])).toThrow(/effort/);
  });
});
