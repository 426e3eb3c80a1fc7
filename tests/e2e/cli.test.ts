import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';

const CLEAN_TS = `export function total(items: number[]): number {\n  let sum = 0;\n  for (const item of items) sum += item;\n  return sum;\n}\n`;
const PLANTED_TS = `import { exec } from 'node:child_process';\n\nexport function remove(name: string) {\n  exec(\`rm -rf /tmp/\${name}\`);\n}\n`;
const PLANTED_PY = `import subprocess\n\n\ndef run(user_input):\n    subprocess.run("grep " + user_input, shell=True)\n`;

function parseReport(stdout: string): ReviewReport {
  return ReviewReport.parse(JSON.parse(stdout));
}

describe('prlens review (end to end on temporary repositories)', () => {
  let repo: TempRepo;
  let first: string;
  let second: string;

  beforeAll(() => {
    repo = new TempRepo();
    repo.write('src/total.ts', CLEAN_TS);
    first = repo.commit('clean start');
    repo.write('src/remove.ts', PLANTED_TS).write('tools/run.py', PLANTED_PY);
    second = repo.commit('planted bugs');
  });

  it('flags a planted exec of an interpolated string and shell=True from user input (--from/--to)', async () => {
    const { code, stdout } = await cli(repo.root, [
      'review',
      '--from',
      first,
      '--to',
      second,
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    const report = parseReport(stdout);
    expect(report.incomplete).toBe(false);
    expect(report.target).toMatchObject({ mode: 'range', head: second });
    const flagged = report.findings.map((f) => `${f.path}:${f.line}`);
    expect(flagged).toContain('src/remove.ts:4');
    expect(flagged).toContain('tools/run.py:5');
    for (const f of report.findings)
      expect(f).toMatchObject({ lens: 'static', side: 'RIGHT', anchored: true });
  });

  it('reports nothing on a clean refactor', async () => {
    repo.write('src/total.ts', CLEAN_TS.replace(/sum/g, 'acc'));
    const refactor = repo.commit('rename a variable');
    const { code, stdout } = await cli(repo.root, ['review', '--commit', refactor, '--format', 'json']);
    expect(code).toBe(0);
    const report = parseReport(stdout);
    expect(report.findings).toEqual([]);
    expect(report.stats.files_reviewed).toBe(1);
  });

  it('exits 1 when a finding reaches --fail-on and 0 when none does', async () => {
    const hit = await cli(repo.root, ['review', '--commit', second, '--fail-on', 'high', '--format', 'json']);
    expect(hit.code).toBe(1);
    const miss = await cli(repo.root, ['review', '--commit', first, '--fail-on', 'low', '--format', 'json']);
    expect(miss.code).toBe(0);
  });

  it('never reports a finding whose fingerprint is ignored', async () => {
    const first = parseReport(
      (await cli(repo.root, ['review', '--commit', second, '--format', 'json'])).stdout,
    );
    const dismissed = first.findings.find((f) => f.path === 'src/remove.ts')!;
    const { stdout } = await cli(repo.root, ['review', '--commit', second, '--format', 'json'], {
      PRLENS_IGNORED_FINGERPRINTS: dismissed.fingerprint,
    });
    const again = parseReport(stdout);
    expect(again.findings.map((f) => f.fingerprint)).not.toContain(dismissed.fingerprint);
    expect(again.findings.length).toBe(first.findings.length - 1);
  });

  it('reviews the working tree with untracked files by default', async () => {
    repo.write('scratch.ts', `const value = eval(process.argv[2] ?? '1');\nexport default value;\n`);
    const { code, stdout } = await cli(repo.root, ['review', '--format', 'json']);
    expect(code).toBe(0);
    const report = parseReport(stdout);
    expect(report.target.mode).toBe('worktree');
    expect(report.findings.some((f) => f.path === 'scratch.ts' && f.line === 1)).toBe(true);
    repo.git('clean', '-fdq');
  });

  it('reviews against a base branch with --base', async () => {
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/sql.ts',
      `export function find(db: any, id: string) {\n  return db.query("SELECT * FROM users WHERE id = " + id);\n}\n`,
    );
    repo.commit('feature work');
    const { code, stdout } = await cli(repo.root, ['review', '--base', 'main', '--format', 'json']);
    repo.git('checkout', '-q', 'main');
    expect(code).toBe(0);
    const report = parseReport(stdout);
    expect(report.target.mode).toBe('base');
    expect(report.findings.map((f) => f.path)).toContain('src/sql.ts');
  });

  it('previews kept and excluded files with reasons and calls no model', async () => {
    repo
      .write('package-lock.json', '{"lockfileVersion": 3}\n')
      .write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]).toString('latin1'));
    repo.write('src/more.ts', 'export const more = 1;\n');
    const { code, stdout } = await cli(repo.root, ['review', '--preview', '--format', 'json']);
    repo.git('clean', '-fdq');
    expect(code).toBe(0);
    const preview = JSON.parse(stdout);
    expect(preview.model_calls).toBe(0);
    expect(preview.kept.map((f: { path: string }) => f.path)).toEqual(['src/more.ts']);
    const reasons = Object.fromEntries(
      preview.excluded.map((e: { path: string; reason: string }) => [e.path, e.reason]),
    );
    expect(reasons['package-lock.json']).toMatch(/lock file/);
    expect(reasons['logo.png']).toMatch(/binary|unsupported/);
  });

  it.each(['text', 'markdown', 'sarif'])('renders the %s format', async (format) => {
    const { code, stdout } = await cli(repo.root, ['review', '--commit', second, '--format', format]);
    expect(code).toBe(0);
    expect(stdout).toContain('remove.ts');
    if (format === 'sarif') expect(JSON.parse(stdout).version).toBe('2.1.0');
  });

  it('writes the report to --output instead of stdout', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'prlens-out-')), 'r.json');
    const { code, stdout } = await cli(repo.root, [
      'review',
      '--commit',
      second,
      '--format',
      'json',
      '--output',
      out,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(parseReport(readFileSync(out, 'utf8')).findings.length).toBeGreaterThan(0);
  });
});

describe('prlens review: errors exit 2 with one line', () => {
  const repo = new TempRepo();
  repo.write('a.txt', 'a\n');
  repo.commit('one');

  it.each([
    [['review', '--frm', 'HEAD'], /unknown option '--frm'; did you mean '--from'\?/],
    [['review', '--fail-in', 'high'], /unknown option '--fail-in'; did you mean '--fail-on'\?/],
    [['demo', '--formt', 'json'], /unknown option '--formt'; did you mean '--format'\?/],
    [
      ['review', '--format', 'xml'],
      /--format must be one of text, json, markdown, sarif, rdjson, html; got 'xml'/,
    ],
    [
      ['review', '--preview', '--format', 'html'],
      /--preview lists files as text or json: drop --format html/,
    ],
    [['session', 'show', 'x.jsonl', '--format', 'pdf'], /--format must be one of text, html; got 'pdf'/],
    [['session', 'show', 'x.jsonl', '--out', 'y'], /unknown option '--out'/],
    [['review', '--from', 'nope-ref', '--to', 'HEAD'], /unknown ref 'nope-ref'/],
    [['review', '--from=--output=/tmp/x', '--to', 'HEAD'], /looks like an option/],
    [['review', '--base', 'main', '--commit', 'HEAD'], /cannot be combined/],
    [['review', '--to', 'HEAD'], /--to needs --from/],
    [['review', '--fail-on', 'severe'], /'fail-on' must be a list of/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('%j', async (args, message) => {
    const { code, stderr, stdout } = await cli(repo.root, args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('says so outside a git repository', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-nogit-'));
    const { code, stderr } = await cli(dir, ['review'], { GIT_CEILING_DIRECTORIES: path.dirname(dir) });
    expect(code).toBe(2);
    expect(stderr).toMatch(/not a git repository/);
  });

  it('names the key of a malformed repo config', async () => {
    repo.write('.github/prlens.yml', 'preset: turbo\n');
    const { code, stderr } = await cli(repo.root, ['review']);
    repo.git('clean', '-fdq');
    expect(code).toBe(2);
    expect(stderr).toMatch(/\.github\/prlens\.yml: 'preset' must be fast, full, deep; got "turbo"/);
  });

  it('prints help and version', async () => {
    expect((await cli(repo.root, ['--help'])).stdout).toMatch(/prlens review --from HEAD~1 --to HEAD/);
    expect((await cli(repo.root, ['review', '--help'])).stdout).toMatch(/--preview/);
    expect((await cli(repo.root, ['--version'])).stdout).toMatch(/^prlens \d+\.\d+\.\d+\n$/);
  });
});
