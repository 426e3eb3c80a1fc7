import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { USER_CONFIG_TEMPLATE } from '../../src/cli/config-command.js';
import { loadConfig } from '../../src/config/load.js';

/** A fresh home with its own XDG_CONFIG_HOME, and a working directory that is not a repository. */
function sandbox() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'prlens-cfgcmd-'));
  const cwd = path.join(home, 'work');
  mkdirSync(cwd);
  const env: Record<string, string | undefined> = { HOME: home, XDG_CONFIG_HOME: path.join(home, 'xdg') };
  const file = path.join(home, 'xdg', 'prlens', 'config.yml');
  const run = async (args: string[], extraEnv: Record<string, string> = {}, dir = cwd) => {
    return cli(dir, ['config', ...args], { ...env, ...extraEnv });
  };
  return { home, cwd, file, run };
}

describe('prlens config path and init', () => {
  it('prints the user config path under XDG_CONFIG_HOME', async () => {
    const { run, file } = sandbox();
    expect(await run(['path'])).toMatchObject({ code: 0, stdout: `${file}\n` });
  });

  it('writes a starter that is valid and changes no default, and refuses to overwrite without --force', async () => {
    const { run, file, cwd } = sandbox();
    expect((await run(['init'])).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^# yaml-language-server: \$schema=\S+\n/);
    expect(readFileSync(file, 'utf8').endsWith(USER_CONFIG_TEMPLATE)).toBe(true);
    const { settings } = loadConfig({ root: cwd, env: {}, userConfigPath: file });
    expect(settings.preset).toBe('fast');
    writeFileSync(file, 'preset: full\n');
    const again = await run(['init']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists; .* --force/);
    expect(readFileSync(file, 'utf8')).toBe('preset: full\n');
    expect((await run(['init', '--force'])).code).toBe(0);
    expect(readFileSync(file, 'utf8').endsWith(USER_CONFIG_TEMPLATE)).toBe(true);
  });

  it.each([['init'], ['set', 'preset', 'full']])(
    'prlens config %s points editors at a schema file that exists, relative to the written file',
    async (...args) => {
      const { run, file } = sandbox();
      expect((await run(args)).code).toBe(0);
      const line = readFileSync(file, 'utf8').split('\n')[0]!;
      const target = /^# yaml-language-server: \$schema=(\S+)$/.exec(line)?.[1];
      expect(target, line).toBeDefined();
      expect(target).not.toMatch(/^[a-z]+:\/\//);
      const resolved = path.resolve(path.dirname(file), target!);
      expect(existsSync(resolved)).toBe(true);
      expect(JSON.parse(readFileSync(resolved, 'utf8'))).toMatchObject({ $schema: expect.any(String) });
    },
  );
});

describe('prlens config set and get', () => {
  it.each([
    ['preset', 'full'],
    ['fail-on', 'high,critical'],
    ['max-review-seconds', '120'],
    ['reflect', 'false'],
    ['min-confidence', '0.7'],
    ['base-url', 'http://localhost:11434/v1'],
    ['exclude', '**/*.snap,docs/**'],
  ])('round-trips %s = %s', async (key, value) => {
    const { run, file, cwd } = sandbox();
    expect((await run(['set', key, value])).code).toBe(0);
    expect(await run(['get', key])).toMatchObject({ code: 0, stdout: `${value}\n` });
    // What a review would load from the same file.
    const { settings } = loadConfig({ root: cwd, env: {}, userConfigPath: file });
    const loaded: Record<string, unknown> = { ...settings };
    const back = Array.isArray(loaded[key]) ? (loaded[key] as string[]).join(',') : String(loaded[key]);
    expect(back).toBe(value);
  });

  it('edits one key in place, keeps the comments, and removes a key set to an empty value', async () => {
    const { run, file } = sandbox();
    await run(['init']);
    await run(['set', 'language', 'de']);
    await run(['set', 'preset', 'deep']);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('# prlens user settings');
    expect(text).toMatch(/^language: de$/m);
    expect((await run(['get', 'preset'])).stdout).toBe('deep\n');
    await run(['set', 'preset', '']);
    expect((await run(['get', 'preset'])).stdout).toBe('fast\n'); // the default again
    expect(readFileSync(file, 'utf8')).not.toMatch(/^preset:/m);
  });

  it.each([
    [
      'api-key',
      'x',
      /'api-key' is never stored in a config file; set it in the environment \(PRLENS_API_KEY/,
    ],
    ['openai_token', 'x', /'openai_token' is never stored in a config file/],
    ['model', 'sk-proj-abcdefghijklmnopqrstuvwx', /the value for 'model' looks like an API key or token/],
    ['min-severty', 'high', /unknown key 'min-severty'; did you mean 'min-severity'\?/],
    [
      'min-severity',
      'urgent',
      /prlens config set min-severity: 'min-severity' must be critical, high, medium, low; got "urgent"/,
    ],
    ['finding-rules', '[]', /'finding-rules' is a list of \{ match: .* edit .* by hand/],
  ])('refuses set %s %s and leaves the file alone', async (key, value, message) => {
    const { run, file } = sandbox();
    await run(['set', 'preset', 'full']);
    const before = readFileSync(file, 'utf8');
    const result = await run(['set', key, value]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain('sk-proj-abcdefghijklmnopqrstuvwx');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses to edit a user file that is already broken, naming its line', async () => {
    const { run, file } = sandbox();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'preset: fast\nmin-severity: [\n');
    const result = await run(['set', 'language', 'de']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/config\.yml \(line \d\): not valid YAML/);
  });

  it('refuses get of a key that is not a setting', async () => {
    const { run } = sandbox();
    expect((await run(['get', 'github-token'])).stderr).toMatch(
      /'github-token' is never stored in a config file/,
    );
    expect((await run(['get', 'colour'])).code).toBe(2);
  });

  it.each([
    [[], /prlens config needs an action/],
    [['frob'], /unknown config action 'frob'/],
    [['get'], /prlens config get KEY takes one argument/],
    [['set', 'preset'], /prlens config set KEY VALUE takes two arguments/],
    [['show', '--force'], /--force only applies to prlens config init/],
  ])('answers a usage mistake %j with the right form', async (args, message) => {
    const result = await sandbox().run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});

describe('prlens config show', () => {
  function withRepo(box: ReturnType<typeof sandbox>, yaml: string): string {
    const repo = path.join(box.home, 'repo');
    mkdirSync(path.join(repo, '.github'), { recursive: true });
    execFileSync('git', ['init', '-q', repo]);
    writeFileSync(path.join(repo, '.github', 'prlens.yml'), yaml);
    return repo;
  }

  it('shows every setting with the layer it came from: default < user < repo < env', async () => {
    const box = sandbox();
    await box.run(['set', 'preset', 'full']);
    await box.run(['set', 'language', 'de']);
    await box.run(['set', 'min-severity', 'low']);
    const repo = withRepo(box, 'language: fr\nmin-severity: high\n');
    const { code, stdout } = await box.run(['show'], { PRLENS_MIN_SEVERITY: 'critical' }, repo);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^preset\s+full\s+\[user file .*config\.yml\]$/m);
    expect(stdout).toMatch(/^language\s+fr\s+\[repo file \.github\/prlens\.yml\]$/m);
    expect(stdout).toMatch(/^min-severity\s+critical\s+\[environment\]$/m);
    expect(stdout).toMatch(/^reflect\s+true\s+\[default\]$/m);
    expect(stdout).toMatch(/^provider\s+\(unset\)\s+\[default\]$/m);
  });

  it('masks the API key and anything that looks like a token', async () => {
    const box = sandbox();
    const key = 'sk-live-0123456789abcdef0123';
    const { stdout } = await box.run(['show'], { PRLENS_API_KEY: key, PRLENS_MODEL: `m-${key}` });
    expect(stdout).not.toContain(key);
    expect(stdout).toMatch(/^api-key\s+\*\*\* \[environment PRLENS_API_KEY\]$/m);
    expect(stdout).toMatch(/^model\s+m-\*\*\*\s+\[environment\]$/m);
    const json = JSON.parse((await box.run(['show', '--json'], { PRLENS_API_KEY: key })).stdout) as {
      settings: Record<string, { value: unknown; source: string }>;
      'api-key': string;
    };
    expect(json['api-key']).toBe('*** (PRLENS_API_KEY)');
    expect(json.settings.preset).toEqual({ value: 'fast', source: 'default' });
  });

  it('reports a broken repo file with its name instead of showing stale settings', async () => {
    const box = sandbox();
    const repo = withRepo(box, 'finding-rules:\n  - match: { title: "(" }\n    action: drop\n');
    const result = await box.run(['show'], {}, repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /\.github\/prlens\.yml: finding-rules\[0\]\.match\.title: not a valid regular expression/,
    );
  });
});
