import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/layers.js';
import { loadConfig } from '../../src/config/load.js';

function repo(files: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-config-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const noUser = { userConfigPath: null } as const;

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const { settings, files } = loadConfig({ root: repo(), env: {}, ...noUser });
    expect(files).toEqual([]);
    expect(settings.preset).toBe('fast');
    expect(settings['min-severity']).toBe('medium');
    expect(settings['fail-on']).toEqual([]);
    expect(settings['max-input-tokens']).toBe(100_000);
    expect(settings.provider).toBeUndefined();
  });

  it('applies defaults < user file < repo file < env < flags', () => {
    const root = repo({
      'user.yml': 'preset: full\nlanguage: de\nmin-severity: low\nmax-review-seconds: 100\n',
      '.github/prlens.yml': 'language: fr\nmin-severity: high\nmax-review-seconds: 200\n',
    });
    const { settings, files } = loadConfig({
      root,
      env: { PRLENS_MIN_SEVERITY: 'critical', PRLENS_MAX_REVIEW_SECONDS: '300' },
      flags: { 'max-review-seconds': '400' },
      userConfigPath: path.join(root, 'user.yml'),
    });
    expect(settings.preset).toBe('full'); // user file only
    expect(settings.language).toBe('fr'); // repo beats user
    expect(settings['min-severity']).toBe('critical'); // env beats repo
    expect(settings['max-review-seconds']).toBe(400); // flag beats env
    expect(files.map((f) => path.basename(f))).toEqual(['user.yml', 'prlens.yml']);
  });

  it('finds .prlens.yml at the root when .github/prlens.yml is absent', () => {
    const { settings } = loadConfig({ root: repo({ '.prlens.yml': 'preset: deep\n' }), env: {}, ...noUser });
    expect(settings.preset).toBe('deep');
  });

  it('names the key and the accepted values for a bad value in the repo file', () => {
    const root = repo({ '.github/prlens.yml': 'min-severity: urgent\n' });
    expect(() => loadConfig({ root, env: {}, ...noUser })).toThrowError(
      /\.github\/prlens\.yml: 'min-severity' must be critical, high, medium, low; got "urgent" \(line 1\)/,
    );
  });

  it('suggests the right key for a misspelt one', () => {
    const root = repo({ '.github/prlens.yml': 'min-severty: high\n' });
    expect(() => loadConfig({ root, env: {}, ...noUser })).toThrowError(
      /unknown key 'min-severty'; did you mean 'min-severity'\?/,
    );
  });

  it('lists the known keys for an unknown key that resembles none', () => {
    const root = repo({ '.github/prlens.yml': 'colour_scheme: dark\n' });
    expect(() => loadConfig({ root, env: {}, ...noUser })).toThrowError(/known keys: provider, model/);
  });

  it('refuses an API key stored in a repo file and says where keys belong', () => {
    const root = repo({ '.github/prlens.yml': 'api-key: sk-live-1234\n' });
    let error: unknown;
    try {
      loadConfig({ root, env: {}, ...noUser });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/may not be stored in a config file.*PRLENS_API_KEY/);
    expect((error as Error).message).not.toContain('sk-live-1234');
  });

  it('reports invalid YAML with its line', () => {
    const root = repo({ '.github/prlens.yml': 'preset: fast\n  bad: [\n' });
    expect(() => loadConfig({ root, env: {}, ...noUser })).toThrowError(
      /prlens\.yml \(line \d+\): not valid YAML/,
    );
  });

  it('rejects a document that is not a mapping', () => {
    const root = repo({ '.github/prlens.yml': '- a\n- b\n' });
    expect(() => loadConfig({ root, env: {}, ...noUser })).toThrowError(/expected a mapping of settings/);
  });

  it('parses booleans strictly and names the environment variable on error', () => {
    expect(loadConfig({ root: repo(), env: { PRLENS_REFLECT: 'FALSE' }, ...noUser }).settings.reflect).toBe(
      false,
    );
    expect(() => loadConfig({ root: repo(), env: { PRLENS_REFLECT: 'yes' }, ...noUser })).toThrowError(
      /environment variable PRLENS_REFLECT: 'reflect' must be true or false; got "yes"/,
    );
  });

  it('treats empty strings as unset and splits comma lists', () => {
    const { settings } = loadConfig({
      root: repo(),
      env: { PRLENS_PRESET: '' },
      flags: { 'fail-on': 'high, critical', model: '' },
      ...noUser,
    });
    expect(settings.preset).toBe('fast');
    expect(settings['fail-on']).toEqual(['high', 'critical']);
    expect(settings.model).toBeUndefined();
  });

  it('rejects a bad severity inside a fail-on list given as a flag', () => {
    expect(() =>
      loadConfig({ root: repo(), env: {}, flags: { 'fail-on': 'high,severe' }, ...noUser }),
    ).toThrowError(
      /flag -- fail-on: 'fail-on' must be a list of: critical, high, medium, low; got \["high","severe"\]/,
    );
  });

  it('fails when an explicit config path does not exist', () => {
    expect(() => loadConfig({ root: repo(), env: {}, configPath: 'nope.yml', ...noUser })).toThrowError(
      /config file nope\.yml not found/,
    );
  });

  it('takes the model key from PRLENS_API_KEY before the provider variables', () => {
    const loaded = loadConfig({ root: repo(), env: { OPENAI_API_KEY: 'o', PRLENS_API_KEY: 'p' }, ...noUser });
    expect(loaded.apiKey).toBe('p');
  });
});
