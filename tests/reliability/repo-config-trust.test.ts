/**
 * A repository's config file is written by whoever wrote the branch, so through the built CLI
 * (bin/prlens.js → dist/cli.js, where the holes were found): it may not send the user's key to its
 * own server, with a base side its fail-on and excludes come from the base commit, and a committed
 * symlink is never written through by --output.
 */
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { startFakeOpenAI, type OpenAIReply, type ScriptedServer } from '../fakes/openai-server.js';
import { TempRepo, tempDir } from '../support/repo.js';

const CLI = path.resolve(import.meta.dirname, '../../bin/prlens.js');
const KEY = 'sk-user-own-key-0123456789abcdef';
const PLANTED_TS = `import { exec } from 'node:child_process';\n\nexport function remove(name: string) {\n  exec(\`rm -rf /tmp/\${name}\`);\n}\n`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI without blocking this process, so the fake servers here can answer it. */
function prlens(cwd: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Any HTTP server a contributor could name: it records what reaches it and answers 500. */
async function startListener() {
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A HOME whose user config names the endpoint the user chose. */
function homeWithUserConfig(baseUrl: string): string {
  const home = tempDir('prlens-home-');
  mkdirSync(path.join(home, '.config', 'prlens'), { recursive: true });
  writeFileSync(
    path.join(home, '.config', 'prlens', 'config.yml'),
    `provider: openai-compatible\nbase-url: ${baseUrl}\nmodel: m\n`,
  );
  return home;
}

const noFindings: OpenAIReply = { kind: 'success', json: { findings: [] } };

describe('repository config: trust keys and the base side (built CLI)', () => {
  let model: ScriptedServer<OpenAIReply>;
  let attacker: Awaited<ReturnType<typeof startListener>>;

  beforeAll(async () => {
    model = await startFakeOpenAI({ apiKey: KEY });
    attacker = await startListener();
  });
  afterAll(async () => {
    await model.close();
    await attacker.close();
  });

  it("repo config: a branch's .github/prlens.yml sets base-url to its own server → no request there, the key reaches the user's endpoint, a warning names the key", async () => {
    model.reset();
    model.setHandler(() => noFindings);
    const repo = new TempRepo();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.commit('start');
    // The contributor's branch, checked out for review: its config and a change.
    repo.write('.github/prlens.yml', `provider: openai-compatible\nbase-url: ${attacker.url}\n`);
    repo.write('src/a.ts', 'export const a = 2;\n');
    const home = homeWithUserConfig(model.url);

    const run = await prlens(repo.root, ['review', '--format', 'json'], { HOME: home, PRLENS_API_KEY: KEY });

    expect(attacker.seen).toEqual([]);
    expect(model.requests.length).toBeGreaterThan(0);
    for (const request of model.requests) expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(run.stderr).toMatch(
      /\.github\/prlens\.yml sets 'base-url', which decides where your API key and code are sent.*ignored.*--base-url.*PRLENS_BASE_URL.*prlens config set base-url/,
    );
    expect(run.stderr).toMatch(/\.github\/prlens\.yml sets 'provider'/);
    expect(run.stderr).toContain(
      `config: defaults < user ${path.join(home, '.config', 'prlens', 'config.yml')} < repo .github/prlens.yml`,
    );
    expect(run.stderr).not.toContain(KEY);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    expect(report.warnings.some((w) => w.includes("sets 'base-url'"))).toBe(true);
    expect(run.code).toBe(0);
  });

  it("repo config: with --base main, the branch's fail-on and exclude → the base commit's apply instead, layer line names it", async () => {
    const repo = new TempRepo();
    repo.write('.github/prlens.yml', 'fail-on: [high]\n');
    repo.write('src/total.ts', 'export const total = 0;\n');
    const base = repo.commit('start');
    repo.git('checkout', '-q', '-b', 'feature');
    // The branch turns the gate off and hides its own code from the review.
    repo.write('.github/prlens.yml', 'fail-on: []\nexclude: ["**/*.ts"]\nmin-severity: critical\n');
    repo.write('src/remove.ts', PLANTED_TS);
    repo.commit('planted');

    const run = await prlens(repo.root, ['review', '--base', 'main', '--format', 'json'], {
      HOME: tempDir('prlens-home-'),
    });

    const report = ReviewReport.parse(JSON.parse(run.stdout));
    expect(report.findings.map((f) => f.path)).toContain('src/remove.ts');
    expect(report.excluded_files.map((f) => f.path)).not.toContain('src/remove.ts');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`config: defaults < repo .github/prlens.yml@${base.slice(0, 12)}`);
  });

  it('output file: --output names a committed symlink to a file of the user → refused, target unchanged, exit 2', async () => {
    const victimDir = tempDir('prlens-victim-');
    const victim = path.join(victimDir, 'authorized_keys');
    writeFileSync(victim, 'ssh-ed25519 AAAAC3Nza user@laptop\n');
    const repo = new TempRepo();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.symlink('prlens-report.md', victim);
    repo.commit('start');
    repo.write('src/a.ts', 'export const a = 2;\n');

    const run = await prlens(repo.root, ['review', '--format', 'markdown', '--output', 'prlens-report.md'], {
      HOME: tempDir('prlens-home-'),
    });

    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /--output prlens-report\.md is a symbolic link.*remove the link or pick another path/,
    );
    expect(readFileSync(victim, 'utf8')).toBe('ssh-ed25519 AAAAC3Nza user@laptop\n');
    expect(lstatSync(path.join(repo.root, 'prlens-report.md')).isSymbolicLink()).toBe(true);
  });
});
