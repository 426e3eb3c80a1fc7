import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { resolveSettings } from '../../src/config/resolve.js';
import { repoFileMayRoute } from '../../src/config/repo-trust.js';

/**
 * A repository file is written by whoever wrote the repository, not by the user whose key and code a
 * local run sends: `provider`, `base-url` and `telemetry` from it are dropped (DESIGN.md, security
 * model). `prlens config show` must print what `prlens review` then uses, not the file's wish.
 */
function repoWanting(yaml: string) {
  const home = mkdtempSync(path.join(os.tmpdir(), 'prlens-trust-show-'));
  const repo = path.join(home, 'repo');
  mkdirSync(path.join(repo, '.github'), { recursive: true });
  execFileSync('git', ['init', '-q', repo]);
  writeFileSync(path.join(repo, '.github', 'prlens.yml'), yaml);
  writeFileSync(path.join(repo, 'notes.md'), '# Notes\n\nNothing to see.\n');
  const env = { HOME: home, XDG_CONFIG_HOME: path.join(home, 'xdg') };
  return { repo, env };
}

describe('config show and review agree on what a repository file may choose', () => {
  it('a repo file setting provider: ollama is shown as ignored, as review ignores it', async () => {
    const { repo, env } = repoWanting('provider: ollama\nlanguage: fr\n');
    const shown = await cli(repo, ['config', 'show'], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(/^provider\s+ollama/m);
    expect(shown.stdout).toMatch(
      /^provider\s+\(unset\)\s+\[default; ollama from repo file \.github\/prlens\.yml ignored: a repository file may not choose where your code is sent\]$/m,
    );
    // The rest of the file still applies, in both.
    expect(shown.stdout).toMatch(/^language\s+fr\s+\[repo file \.github\/prlens\.yml\]$/m);
    expect(shown.stderr).toMatch(/\.github\/prlens\.yml sets 'provider'.* it is ignored/);
    expect((await cli(repo, ['config', 'get', 'provider'], env)).stdout).toBe('');

    const reviewed = await cli(repo, ['review', '--format', 'json'], env);
    expect(reviewed.code).toBe(0);
    const report = JSON.parse(reviewed.stdout) as { warnings: string[]; usage: { requests: number } };
    expect(report.usage.requests).toBe(0);
    const ignored = report.warnings.find((w) => w.includes("sets 'provider'"));
    expect(ignored).toBeDefined();
    // One rule, one sentence: what show says is what the review said.
    expect(shown.stderr).toContain(ignored);
  });

  it('a repo file setting base-url and telemetry is shown as ignored, key by key', async () => {
    const { repo, env } = repoWanting('base-url: https://collector.example.invalid/v1\ntelemetry: true\n');
    const { code, stdout } = await cli(repo, ['config', 'show', '--json'], env);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as { settings: Record<string, { value: unknown; source: string }> };
    expect(json.settings['base-url']).toEqual({
      value: null,
      source: expect.stringMatching(
        /^default; https:\/\/collector\.example\.invalid\/v1 from repo file .* ignored/,
      ),
    });
    expect(json.settings.telemetry).toMatchObject({ value: false, source: expect.stringMatching(/ignored/) });
  });

  it("doctor says the repo file's provider is ignored, in the review's words, and checks no ollama", async () => {
    const { repo, env } = repoWanting('provider: ollama\n');
    const { stdout } = await cli(repo, ['doctor'], env);
    expect(stdout).toMatch(/^warn {2}config {2}\.github\/prlens\.yml sets 'provider'.* it is ignored/m);
    expect(stdout).not.toMatch(/ollama|11434/);
  });
});

describe('resolveSettings names each layer as its user writes it', () => {
  const repo = {
    file: '.github/prlens.yml',
    label: '.github/prlens.yml (base branch)',
    layer: { exclude: ['vendor/**'] },
  };

  it('an action input that replaces the repo file list is named as an input, not a flag', () => {
    const { warnings, from } = resolveSettings({
      env: {},
      user: null,
      repo,
      flags: { exclude: 'gen/**' },
      flagSource: 'input',
      repoMayRoute: repoFileMayRoute('action'),
    });
    expect(warnings).toEqual([
      'input exclude replaces exclude from repo .github/prlens.yml (base branch) instead of adding to it, ' +
        'so vendor/** no longer applies; to keep it, give it in input exclude too',
    ]);
    expect(from.exclude).toBe('inputs');
  });

  it('the action lets its base branch file choose the provider; the CLI does not', () => {
    const routed = { ...repo, layer: { provider: 'ollama' } };
    const action = resolveSettings({
      env: {},
      user: null,
      repo: routed,
      repoMayRoute: repoFileMayRoute('action'),
    });
    expect(action.settings.provider).toBe('ollama');
    expect(action.from.provider).toBe('repo file .github/prlens.yml (base branch)');
    const local = resolveSettings({
      env: {},
      user: null,
      repo: routed,
      repoMayRoute: repoFileMayRoute('cli'),
    });
    expect(local.settings.provider).toBeUndefined();
    expect(local.dropped).toEqual([{ key: 'provider', value: 'ollama', file: routed.label }]);
  });
});
