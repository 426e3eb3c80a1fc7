import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTarball } from '../../src/github/tarball.js';
import { GitHubWorkspace, lineMatcher } from '../../src/github/workspace.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { TempRepo } from '../support/repo.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';
import { FAKE_TOKEN, fakeClient } from '../support/github-double.js';

const LONG = `src/${'deeply-nested-directory/'.repeat(6)}module.ts`;

describe('repository tarball, read in memory', () => {
  it('keeps regular files (long and non-ASCII paths too) and skips symlinks, directories and binaries', () => {
    const repo = new TempRepo();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.write(LONG, 'export const deep = true;\n');
    repo.write('docs/é ü.md', '# Ünïcode\n');
    symlinkSync('/etc/passwd', path.join(repo.root, 'passwd-link'));
    symlinkSync('../../outside', path.join(repo.root, 'src/escape'));
    const sha = repo.commit('files');
    const gz = execFileSync('git', ['archive', '--format=tar.gz', '--prefix=acme-app-abc1234/', sha], {
      cwd: repo.root,
    });
    const files = readTarball(gz);
    expect([...files.keys()].sort()).toEqual(['docs/é ü.md', 'src/a.ts', LONG].sort());
    expect(files.get(LONG)!.toString()).toBe('export const deep = true;\n');
    expect(() => readTarball(Buffer.from('not gzip'))).toThrow(/could not be unpacked/);
    expect(() => readTarball(gz, { maxBytes: 1024, maxFileBytes: 1024 })).toThrow(/could not be unpacked/);
  });

  it('takes POSIX classes, and runs nested quantifiers in linear time instead of refusing them', () => {
    expect(lineMatcher('charge[[:space:]]*\\(', true)('  charge (1)')).toBe(true);
    expect(lineMatcher('a.b', false)('axb')).toBe(false);
    // Catastrophic on a backtracking engine (seconds to minutes on this line); linear on RE2.
    const line = `${'a'.repeat(1_999)}!`;
    for (const pattern of ['(a+)+$', '((a+))+$', '(a|a?)+b$', '(\\w|\\w?)+b$'])
      expect(lineMatcher(pattern, true)(line)).toBe(false);
    expect(() => lineMatcher('(a)\\1', true)).toThrow(/not a valid regular expression \(RE2 syntax/);
  });
});

describe('GitHubWorkspace code search on the fake GitHub', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN });
  });
  afterAll(() => fake.close());

  it('searches the head commit from one tarball request, literal and regex, bounded by limit', async () => {
    const pull = fake.state.createPullRequest({
      base: { 'src/pay.ts': 'export const pay = 1;\n', 'src/gateway.ts': 'export function charge() {}\n' },
      head: {
        'src/pay.ts': 'import { charge } from "./gateway";\nexport const pay = () => charge();\n',
        'img.bin': Buffer.from([0x63, 0x68, 0x61, 0x72, 0x67, 0x65, 0, 1]),
      },
    });
    const logger = createMemoryLogger();
    const { gh } = fakeClient(fake, { logger });
    const ws = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    const before = fake.requests.length;
    await expect(ws.searchCode('charge', {})).resolves.toEqual([
      { path: 'src/gateway.ts', line: 1, text: 'export function charge() {}' },
      { path: 'src/pay.ts', line: 1, text: 'import { charge } from "./gateway";' },
      { path: 'src/pay.ts', line: 2, text: 'export const pay = () => charge();' },
    ]);
    await expect(ws.searchCode('^export (const|function)', { regex: true, limit: 2 })).resolves.toHaveLength(
      2,
    );
    await expect(ws.listFiles(null)).resolves.toEqual(['img.bin', 'src/gateway.ts', 'src/pay.ts']);
    await expect(ws.searchCode('pay = 1', { ref: pull.baseSha })).resolves.toEqual([
      { path: 'src/pay.ts', line: 1, text: 'export const pay = 1;' },
    ]);
    // Each archive is the API's redirect, then the download from codeload (followed by fetch).
    const tarballs = fake.requests.slice(before).map((r) => `${r.kind} ${r.method} ${r.path}`);
    expect(tarballs).toEqual([
      `rest GET /repos/octo-org/octo-repo/tarball/${pull.headSha}`,
      `codeload GET /octo-org/octo-repo/legacy.tar.gz/${pull.headSha}`,
      `rest GET /repos/octo-org/octo-repo/tarball/${pull.baseSha}`,
      `codeload GET /octo-org/octo-repo/legacy.tar.gz/${pull.baseSha}`,
    ]);
    expect(fake.violations).toEqual([]);
  });

  it('reads a file of a ref whose tarball it holds from the tarball; a path the tarball lacks from the API', async () => {
    const pull = fake.state.createPullRequest({
      base: { 'src/a.ts': 'export const a = 0;\n' },
      head: {
        'src/a.ts': 'export const a = 1;\n',
        'src/b.ts': '\uFEFFexport const b = "é";\n',
        'img.bin': Buffer.from([0x61, 0, 1]),
      },
    });
    const logger = createMemoryLogger();
    const { gh } = fakeClient(fake, { logger });
    const ws = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    // What the contents API answers, before any tarball: the reference for the tarball's answers.
    const fromApi = await ws.readFile('src/b.ts', null);
    await ws.searchCode('export', {});
    const before = fake.requests.length;
    await expect(ws.readFile('src/a.ts', null)).resolves.toBe('export const a = 1;\n');
    await expect(ws.readFile('img.bin', null)).resolves.toBeNull();
    expect(fake.requests.length).toBe(before);
    // The same text either way (a byte-order mark dropped by both).
    const other = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    await other.searchCode('export', {});
    await expect(other.readFile('src/b.ts', null)).resolves.toBe(fromApi);
    // Absent from the tarball: asked of the contents API, which says whether it exists.
    const asked = fake.requests.length;
    await expect(ws.readFile('src/missing.ts', null)).resolves.toBeNull();
    expect(fake.requests.slice(asked).map((r) => r.operation)).toEqual(['repos/get-content']);
    // Another ref's files are not in this tarball.
    await expect(ws.readFile('src/a.ts', pull.baseSha)).resolves.toBe('export const a = 0;\n');
    expect(fake.violations).toEqual([]);
  });
});
