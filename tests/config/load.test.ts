import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/layers.js';
import { loadConfig } from '../../src/config/load.js';
import { loadWorktreeConfig } from '../../src/config/load-at.js';
import { resolveLenses } from '../../src/review/model/plan/lenses.js';

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
      /flag --fail-on: 'fail-on' must be a list of: critical, high, medium, low; got \["high","severe"\]/,
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

describe('loadConfig: structured settings and every layer', () => {
  const rules = 'finding-rules:\n  - match: { category: style }\n    action: drop\n';

  it('takes each structured key whole from the highest file that sets it; env and flags cannot set them', () => {
    const root = repo({
      'user.yml':
        'preset: full\ninstructions:\n  - path: "**"\n    text: from the user file\n' +
        rules +
        'summary: { show-usage: false }\n',
      '.github/prlens.yml':
        'language: fr\ninstructions:\n  - path: "src/**"\n    text: from the repo file\n' +
        'custom-lenses:\n  - id: i18n\n    instructions: strings go through t()\n',
    });
    const { settings } = loadConfig({
      root,
      env: { PRLENS_LANGUAGE: 'de' },
      flags: { preset: 'deep' },
      userConfigPath: path.join(root, 'user.yml'),
    });
    expect(settings.preset).toBe('deep'); // flag > user
    expect(settings.language).toBe('de'); // env > repo
    expect(settings.instructions).toEqual([{ path: 'src/**', text: 'from the repo file' }]); // repo > user, no merge
    expect(settings['finding-rules']).toEqual([{ match: { category: 'style' }, action: 'drop' }]); // user only
    expect(settings.summary).toEqual({ 'show-usage': false }); // user only
    expect(settings['custom-lenses']).toEqual([{ id: 'i18n', instructions: 'strings go through t()' }]);
    expect(loadConfig({ root: repo(), env: {}, ...noUser }).settings['finding-rules']).toEqual([]);
  });

  it.each([
    ['PRLENS_FINDING_RULES', 'finding-rules'],
    ['PRLENS_INSTRUCTIONS', 'instructions'],
    ['PRLENS_CUSTOM_LENSES', 'custom-lenses'],
    ['PRLENS_SUMMARY', 'summary'],
  ])('refuses %s and says the key lives in a config file', (name, key) => {
    expect(() => loadConfig({ root: repo(), env: { [name]: '[]' }, ...noUser })).toThrowError(
      new RegExp(`environment variable ${name}: '${key}' can only be set in a config file`),
    );
  });

  it('refuses a structured key given as a flag', () => {
    expect(() =>
      loadConfig({ root: repo(), env: {}, flags: { 'finding-rules': 'drop' }, ...noUser }),
    ).toThrowError(/flag --finding-rules: 'finding-rules' can only be set in a config file/);
  });

  it.each([
    ['api-key: x\n', /'api-key' may not be stored in a config file/],
    ['github-token: x\n', /'github-token' may not be stored/],
    ['openai-api-key: x\n', /'openai-api-key' may not be stored/],
    ['anthropic_key: x\n', /'anthropic_key' may not be stored/],
    ['gitlab-token: x\n', /'gitlab-token' may not be stored/],
    ['password: x\n', /'password' may not be stored/],
    [
      'instructions:\n  - path: "**"\n    text: "use ghp_abcdefghijklmnopqrstuvwxyz0123456789"\n',
      /instructions\[0\]\.text looks like an API key or token \(line 3\)/,
    ],
    [
      'base-url: https://u:sk-ant-abcdefghijklmnopqrstuv@x.io/v1\n',
      /base-url looks like an API key or token/,
    ],
  ])('refuses a secret in the user file and in the repo file: %s', (yaml, message) => {
    const userFile = path.join(repo({ 'user.yml': yaml }), 'user.yml');
    const asUser = () => loadConfig({ root: repo(), env: {}, userConfigPath: userFile });
    const asRepo = () => loadConfig({ root: repo({ '.github/prlens.yml': yaml }), env: {}, ...noUser });
    for (const [load, label] of [
      [asUser, userFile],
      [asRepo, '.github/prlens.yml'],
    ] as const) {
      let text = '';
      try {
        load();
      } catch (error) {
        text = (error as Error).message;
      }
      expect(text.startsWith(`${label}: `)).toBe(true);
      expect(text).toMatch(message);
      expect(text).toMatch(/PRLENS_API_KEY/);
      expect(text).not.toMatch(/ghp_abcdef|sk-ant-abc/);
    }
  });

  it('does not mistake token-budget settings for secrets', () => {
    const root = repo({ '.github/prlens.yml': 'max-input-tokens: 50000\nsweep-max-tokens: 0\n' });
    expect(loadConfig({ root, env: {}, ...noUser }).settings['max-input-tokens']).toBe(50_000);
  });

  it('hands custom lenses to the lens catalogue, and refuses two with one id', () => {
    const root = repo({
      '.github/prlens.yml':
        'custom-lenses:\n  - id: i18n\n    title: Translations\n    instructions: t() everywhere\n',
    });
    const { settings } = loadConfig({ root, env: {}, ...noUser });
    const lenses = resolveLenses(settings.preset, settings.lenses, settings['custom-lenses']);
    expect(lenses.map((l) => l.id)).toEqual([
      'security',
      'correctness',
      'code-health',
      'tests',
      'docs',
      'i18n',
    ]);
    expect(lenses.at(-1)).toEqual({
      id: 'i18n',
      title: 'Translations',
      instructions: 't() everywhere',
      custom: true,
    });
    const dup = repo({
      '.github/prlens.yml':
        'custom-lenses:\n  - id: i18n\n    instructions: a\n  - id: i18n\n    instructions: b\n',
    });
    expect(() => loadConfig({ root: dup, env: {}, ...noUser })).toThrowError(
      /custom-lenses\[1\]\.id: 'i18n' is already the id of custom-lenses\[0\]; give each lens its own id \(line 4\)/,
    );
  });

  it('reports every problem of a structured value, each with its line, up to five', () => {
    const root = repo({
      '.github/prlens.yml':
        'finding-rules:\n' +
        Array.from({ length: 7 }, () => '  - match: { path: a }\n    action: nuke\n').join(''),
    });
    let message = '';
    try {
      loadConfig({ root, env: {}, ...noUser });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines.slice(0, 5)).toEqual(
      [0, 1, 2, 3, 4].map(
        (i) =>
          `.github/prlens.yml: finding-rules[${i}].action: expected drop or { severity: critical | high | medium | low } (line ${3 + 2 * i})`,
      ),
    );
    expect(lines[5]).toBe('(and 2 more problems)');
  });
});

describe('loadWorktreeConfig (a review of the working tree; the YAML reader only for a file)', () => {
  it('gives what loadConfig gives with no file, a repo file, a user file, and a bad file', async () => {
    const user = path.join(repo({ 'user.yml': 'min-severity: high\n' }), 'user.yml');
    const cases = [
      { root: repo(), env: {}, ...noUser },
      { root: repo({ '.prlens.yml': 'preset: deep\n' }), env: {}, ...noUser },
      { root: repo(), env: { PRLENS_REFLECT: 'false' }, userConfigPath: user },
      { root: repo(), env: {}, ...noUser, noRepoFile: true },
    ];
    for (const sources of cases) expect(await loadWorktreeConfig(sources)).toEqual(loadConfig(sources));
    const broken = { root: repo({ '.github/prlens.yml': 'preset: [\n' }), env: {}, ...noUser };
    expect(() => loadConfig(broken)).toThrowError(/not valid YAML/);
    await expect(loadWorktreeConfig(broken)).rejects.toThrowError(/not valid YAML/);
  });
});
