import * as core from '@actions/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { layerFromStrings } from '../../src/config/layers.js';

/** The runner passes inputs as INPUT_<NAME> (upper case, spaces to underscores, dashes kept). */
function setInputs(inputs: Record<string, string>) {
  for (const [name, value] of Object.entries(inputs)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
}

describe('action inputs', () => {
  let stdout: string[];
  beforeEach(() => {
    // core.setSecret writes a workflow command on stdout; capture it rather than spill it.
    stdout = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout.push(String(chunk));
      return true;
    });
    for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) vi.stubEnv(key, '');
    setInputs({ 'github-token': 'ghs_faketoken123456' });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('treats empty inputs as unset and applies the action-only defaults', () => {
    setInputs({ provider: '', preset: '  ', 'min-severity': 'high' });
    const inputs = readInputs(core);
    expect(inputs.flags).toEqual({ 'min-severity': 'high' });
    expect(inputs).toMatchObject({
      command: 'auto',
      dryRun: false,
      configPath: '.github/prlens.yml',
      configPathIsDefault: true,
    });
    expect(inputs.apiKey).toBeUndefined();
  });

  it('masks the token and the model key the moment they are read', () => {
    setInputs({ 'api-key': 'sk-fake-model-key-987654' });
    const inputs = readInputs(core);
    expect(inputs.apiKey).toBe('sk-fake-model-key-987654');
    expect(stdout.join('')).toContain('::add-mask::ghs_faketoken123456');
    expect(stdout.join('')).toContain('::add-mask::sk-fake-model-key-987654');
  });

  it('parses booleans strictly and names the input and the fix', () => {
    setInputs({ 'dry-run': 'TRUE' });
    expect(readInputs(core).dryRun).toBe(true);
    setInputs({ 'dry-run': 'yes' });
    expect(() => readInputs(core)).toThrow(/input 'dry-run' must be true or false; got "yes"/);
  });

  it('passes setting inputs to the config loader unchanged, so one table checks them', () => {
    setInputs({ incremental: 'false', 'fail-on': 'high,critical', lenses: 'security' });
    expect(readInputs(core).flags).toEqual({
      incremental: 'false',
      'fail-on': 'high,critical',
      lenses: 'security',
    });
  });

  it('rejects a bad command with what to write', () => {
    setInputs({ command: 'summarize' });
    expect(() => readInputs(core)).toThrow(
      /input 'command' must be one of auto, review, ask, describe, sweep/,
    );
  });

  it('checks max-comments as a setting, and its action.yml default 10 leaves the repo file free to set it', () => {
    setInputs({ 'max-comments': '0' });
    const flags = readInputs(core).flags;
    expect(flags).toEqual({ 'max-comments': '0' });
    expect(() => layerFromStrings('input', flags)).toThrow(
      /input max-comments: 'max-comments' must be a whole number from 1 to 100; got 0/,
    );
    setInputs({ 'max-comments': '12' });
    expect(readInputs(core).flags).toEqual({ 'max-comments': '12' });
    // The runner passes action.yml's default when the workflow leaves the input out.
    setInputs({ 'max-comments': '10' });
    expect(readInputs(core).flags).toEqual({});
  });

  it('fails with the fix when the token is empty', () => {
    setInputs({ 'github-token': '' });
    expect(() => readInputs(core)).toThrow(/'github-token' is empty/);
  });

  it('marks a config path other than the default as required', () => {
    setInputs({ 'config-path': 'ci/prlens.yml' });
    expect(readInputs(core)).toMatchObject({ configPath: 'ci/prlens.yml', configPathIsDefault: false });
  });
});
