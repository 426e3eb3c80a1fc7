/**
 * One settings table (src/config/settings-table.ts, read through src/config/schema.ts) produces
 * action.yml's inputs, the CLI's flags, the JSON Schema and the README's tables
 * (scripts/gen-settings.ts). These tests fail when a key exists in one place only, when a surface
 * is missing without a reason, or when a generated file is stale.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_ONLY_INPUTS } from '../../src/action/input-table.js';
import { readInputs } from '../../src/action/inputs.js';
import { parseCommandLine } from '../../src/cli/args.js';
import { SETTING_KEYS, fieldOf, surfacesOf, type FlagCommand } from '../../src/config/schema.js';
import { SETTING_INPUTS, settingFlagsOf } from '../../src/config/setting-flags.js';
import { cli } from '../support/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const action = parse(read('action.yml')) as { inputs: Record<string, { default?: string }> };
const jsonSchema = JSON.parse(read('schema/prlens.schema.json')) as { properties: Record<string, unknown> };
const readme = read('README.md');
const COMMANDS: readonly FlagCommand[] = ['review', 'sweep', 'ask'];

/** argv that reaches a command's flag parsing. */
const HEAD: Record<FlagCommand, string[]> = {
  review: ['review'],
  sweep: ['sweep', '--repo', 'octo/app'],
  ask: ['ask', '--pr', 'octo/app#1', 'why?'],
};

describe('the settings table', () => {
  it('is the exact list of action.yml inputs, with the action-only ones', () => {
    const expected = [...Object.keys(ACTION_ONLY_INPUTS), ...SETTING_KEYS.filter((k) => surfacesOf(k).input)];
    expect(Object.keys(action.inputs).sort()).toEqual(expected.sort());
    expect([...SETTING_INPUTS].sort()).toEqual(SETTING_KEYS.filter((k) => surfacesOf(k).input).sort());
  });

  it('keeps every published input name and default', () => {
    const published: Record<string, string> = {
      'github-token': '${{ github.token }}',
      'max-comments': '10',
      'config-path': '.github/prlens.yml',
      command: 'auto',
      'dry-run': 'false',
      matrix: 'false',
    };
    for (const name of [
      'provider',
      'model',
      'api-key',
      'base-url',
      'preset',
      'lenses',
      'min-severity',
      'fail-on',
      'max-concurrency',
      'max-review-seconds',
      'max-input-tokens',
      'max-review-tokens',
      'language',
      'incremental',
      'resolve-fixed',
      'reflect',
      'check-run',
      'labels',
      'learn-from-reactions',
      'pr',
    ])
      published[name] = '';
    for (const [name, def] of Object.entries(published)) expect(action.inputs[name]?.default, name).toBe(def);
  });

  it('gives every setting input an empty default unless its default is a contract equal to the setting default', () => {
    for (const key of SETTING_INPUTS) {
      const { inputDefault } = surfacesOf(key);
      expect(action.inputs[key]?.default, key).toBe(inputDefault ?? '');
      if (inputDefault !== undefined) expect(String(fieldOf(key).default)).toBe(inputDefault);
    }
  });

  it('says why a setting is not an input or not a flag', () => {
    for (const key of SETTING_KEYS) {
      const where = surfacesOf(key);
      if (!where.input) expect(where.configOnly, key).toMatch(/\w{3}/);
      if (where.input && where.flags.length === 0) expect(where.noFlag, key).toMatch(/\w{3}/);
    }
  });

  it('lists exactly these keys as config-only (a config file or PRLENS_ only)', () => {
    expect(SETTING_KEYS.filter((k) => !surfacesOf(k).input)).toEqual([
      'ignored-fingerprints',
      'sarif-severity',
      'instructions',
      'custom-lenses',
      'finding-rules',
      'summary',
    ]);
  });

  it('has every key in the JSON Schema and a row in both README tables', () => {
    expect(Object.keys(jsonSchema.properties).sort()).toEqual([...SETTING_KEYS].sort());
    const reference = readme.slice(readme.indexOf('<!-- config-reference:start -->'));
    const inputs = readme.slice(readme.indexOf('<!-- action-inputs:start -->'));
    for (const key of SETTING_KEYS) {
      expect(reference, key).toMatch(new RegExp(`\\| \`${key}\` +\\|`));
      if (surfacesOf(key).input) expect(inputs, key).toMatch(new RegExp(`\\| \`${key}\` +\\|`));
    }
  });

  it('feeds the action inputs: every setting input reaches the flags', () => {
    const values = Object.fromEntries(SETTING_INPUTS.map((k) => [k, `v-${k}`]));
    const core = {
      getInput: (name: string) => (name === 'github-token' ? 't' : (values[name] ?? '')),
      setSecret: () => undefined,
    };
    expect(readInputs(core).flags).toEqual(values);
  });

  it.each(COMMANDS)('feeds the CLI flags of %s, and refuses a setting flag it does not take', (command) => {
    const keys = settingFlagsOf(command);
    expect(keys).toEqual(SETTING_KEYS.filter((k) => surfacesOf(k).flags.includes(command)));
    const argv = keys.flatMap((k) => [`--${k}`, `v-${k}`]);
    const parsed = parseCommandLine([...HEAD[command], ...argv]) as { flags: Record<string, string> };
    expect(parsed.flags).toEqual(Object.fromEntries(keys.map((k) => [k, `v-${k}`])));
    const other = SETTING_KEYS.find((k) => !surfacesOf(k).flags.includes(command));
    expect(() => parseCommandLine([...HEAD[command], `--${other}`, 'x'])).toThrow(new RegExp(other!));
  });

  it('takes the settings that had no input before as inputs and review flags', () => {
    for (const key of ['exclude', 'include', 'min-confidence', 'model-timeout-seconds', 'effort'] as const) {
      expect(surfacesOf(key), key).toMatchObject({ input: true, flags: expect.arrayContaining(['review']) });
    }
    for (const key of ['sweep-max-prs', 'sweep-max-tokens', 'command-authors', 'describe-on-open'] as const)
      expect(surfacesOf(key).input, key).toBe(true);
  });

  it('generated files are up to date (run npm run settings after editing the table)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-settings.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('max-comments is a setting', () => {
  it('prlens config set max-comments writes it, checked like a run', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'prlens-maxc-'));
    const env = { HOME: home, XDG_CONFIG_HOME: path.join(home, 'xdg') };
    const ok = await cli(home, ['config', 'set', 'max-comments', '12'], env);
    expect(ok.stderr).toContain('set max-comments');
    expect(ok.code).toBe(0);
    expect(readFileSync(path.join(home, 'xdg', 'prlens', 'config.yml'), 'utf8')).toMatch(
      /^max-comments: 12$/m,
    );
    const bad = await cli(home, ['config', 'set', 'max-comments', '500'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/'max-comments' must be a whole number from 1 to 100/);
  });
});
