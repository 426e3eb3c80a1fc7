import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPullRequest, parsePullRequestRef } from '../../src/github/pr-context.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import type { GitHubDouble, Recorded } from '../support/github-double.js';
import { FAKE_TOKEN, fakeClient, paged, startGitHubDouble, githubClient } from '../support/github-double.js';

let server: GitHubDouble | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REF = { owner: 'acme', repo: 'app', number: 7 };
const EMPTY_BLOB = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';

function pullRequest(overrides: { changed_files: number; headRepo?: string | null }) {
  const headRepo = overrides.headRepo === undefined ? 'acme/app' : overrides.headRepo;
  return {
    number: 7,
    title: 'Add parser',
    body: null,
    draft: false,
    state: 'open',
    user: { login: 'octocat' },
    labels: [],
    author_association: 'CONTRIBUTOR',
    base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/app' } },
    head: { sha: 'h'.repeat(40), ref: 'feature', repo: headRepo === null ? null : { full_name: headRepo } },
    changed_files: overrides.changed_files,
  };
}

function file(filename: string, extra: Record<string, unknown> = {}) {
  return {
    sha: '1'.repeat(40),
    filename,
    status: 'modified',
    additions: 1,
    deletions: 1,
    changes: 2,
    patch: '@@ -1 +1 @@\n-old\n+new',
    ...extra,
  };
}

/** A GitHub that serves one PR and its files, paged like the real one. */
async function servePr(files: unknown[], pr = pullRequest({ changed_files: files.length })) {
  const s = await startGitHubDouble((r: Recorded) => {
    if (r.path === '/repos/acme/app/pulls/7') return { body: pr };
    if (r.path === '/repos/acme/app/pulls/7/files') return paged(r, files, s.url);
    return { status: 404, body: { message: 'Not Found' } };
  });
  server = s;
  return s;
}

describe('loadPullRequest on the fake GitHub', () => {
  let fake: FakeGitHub;
  const lines = (n: number, tag = 'line') =>
    Array.from({ length: n }, (_, i) => `${tag} ${i + 1}\n`).join('');
  const at = (number: number) => ({ owner: 'octo-org', repo: 'octo-repo', number });

  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN, maxPatchBytes: 20_000 });
    fake.state.createPullRequest({
      number: 1,
      title: 'Mixed change',
      body: null,
      base: {
        'src/app.ts': lines(20),
        'old-name.ts': lines(10, 'keep'),
        'gone.txt': 'bye\n',
        'img.png': Buffer.from([0x89, 0x50, 0, 1]),
      },
      head: {
        renames: { 'old-name.ts': 'new-name.ts' },
        files: {
          'src/app.ts': lines(20).replace('line 5\n', 'line five\n'),
          'gone.txt': null,
          'docs/new.md': '# New\n',
          'empty.txt': '',
          'img.png': Buffer.from([0x89, 0x50, 0, 2, 0, 9]),
          'data/huge.csv': lines(3000, 'row'),
        },
      },
    });
    const many: Record<string, string> = {};
    for (let i = 0; i < 250; i++) many[`pkg/f${String(i).padStart(3, '0')}.ts`] = `export const v = ${i};\n`;
    fake.state.createPullRequest({ number: 2, head: many });
    fake.state.createPullRequest({ number: 3, head: { 'a.ts': 'a\n' }, fork: true });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it('parses the patches, and says why the other files have none', async () => {
    const pr = await loadPullRequest(fakeClient(fake).gh, at(1));
    expect(pr.files.map((f) => [f.path, f.oldPath, f.status])).toEqual([
      ['docs/new.md', 'docs/new.md', 'added'],
      ['gone.txt', 'gone.txt', 'deleted'],
      ['src/app.ts', 'src/app.ts', 'modified'],
    ]);
    expect(pr.files[2]!.hunks.flatMap((h) => h.lines.filter((l) => l.kind !== 'context'))).toEqual([
      { kind: 'del', text: 'line 5', oldLine: 5, newLine: null },
      { kind: 'add', text: 'line five', oldLine: null, newLine: 5 },
    ]);
    expect(pr.unreviewable).toEqual([
      { path: 'data/huge.csv', reason: 'too large for GitHub to show a diff' },
      { path: 'empty.txt', reason: 'no content change' },
      { path: 'img.png', reason: 'binary' },
      { path: 'new-name.ts', reason: 'no content change' },
    ]);
    expect(pr).toMatchObject({ title: 'Mixed change', body: '', isFork: false, changedFiles: 7 });
    expect(fake.violations).toEqual([]);
  });

  it('reads a 250-file PR in three pages of 100', async () => {
    const before = fake.requests.length;
    const pr = await loadPullRequest(fakeClient(fake).gh, at(2));
    expect(pr.files).toHaveLength(250);
    const sent = fake.requests.slice(before);
    // pulls.get and the first page go out together, so compare them as a set.
    expect(sent.map((r) => `${r.path} ${r.query.per_page ?? '-'} ${r.query.page ?? '1'}`).sort()).toEqual([
      '/repos/octo-org/octo-repo/pulls/2 - 1',
      '/repos/octo-org/octo-repo/pulls/2/files 100 1',
      '/repos/octo-org/octo-repo/pulls/2/files 100 2',
      '/repos/octo-org/octo-repo/pulls/2/files 100 3',
    ]);
    expect(fake.violations).toEqual([]);
  });

  it('sees a fork', async () => {
    const pr = await loadPullRequest(fakeClient(fake).gh, at(3));
    expect(pr.isFork).toBe(true);
    expect(pr.headSha).toBe(fake.state.pull(3).headSha);
  });

  it('names the token when GitHub rejects it', async () => {
    const { gh } = fakeClient(fake, { token: 'wrong' });
    await expect(loadPullRequest(gh, at(1))).rejects.toThrow(/401.*`github-token`/s);
  });
});

describe('loadPullRequest', () => {
  it('reads every page of a 250-file PR, 100 files a page', async () => {
    const files = Array.from({ length: 250 }, (_, i) => file(`src/f${i}.ts`));
    const s = await servePr(files);
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(pr.files.map((f) => f.path)).toEqual(files.map((f) => f.filename));
    const pages = s.requests.filter((r) => r.path.endsWith('/files'));
    expect(pages.map((r) => [r.query.get('per_page'), r.query.get('page') ?? '1'])).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(s.requests).toHaveLength(4);
    expect(pr).toMatchObject({
      ...REF,
      title: 'Add parser',
      body: '',
      author: 'octocat',
      baseSha: 'b'.repeat(40),
      headSha: 'h'.repeat(40),
      baseRef: 'main',
      headRef: 'feature',
      isFork: false,
      changedFiles: 250,
      unreviewable: [],
    });
    expect(pr.files[0]!.hunks[0]!.lines.map((l) => l.kind)).toEqual(['del', 'add']);
  });

  it("maps GitHub's file statuses, renames keep the old path", async () => {
    const s = await servePr([
      file('a.ts', { status: 'added', patch: '@@ -0,0 +1 @@\n+a' }),
      file('r.ts', { status: 'removed', patch: '@@ -1 +0,0 @@\n-r' }),
      file('m.ts'),
      file('new.ts', { status: 'renamed', previous_filename: 'old.ts' }),
      file('copy.ts', { status: 'copied', previous_filename: 'orig.ts' }),
      file('x.sh', { status: 'changed' }),
    ]);
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(pr.files.map((f) => [f.path, f.oldPath, f.status])).toEqual([
      ['a.ts', 'a.ts', 'added'],
      ['r.ts', 'r.ts', 'deleted'],
      ['m.ts', 'm.ts', 'modified'],
      ['new.ts', 'old.ts', 'renamed'],
      ['copy.ts', 'orig.ts', 'copied'],
      ['x.sh', 'x.sh', 'modified'],
    ]);
  });

  it('gives each file without a patch the reason GitHub sent none', async () => {
    const none = { patch: undefined, additions: 0, deletions: 0, changes: 0 };
    const s = await servePr([
      file('logo.png', { ...none, status: 'added' }),
      file('data.bin', { ...none }),
      file('empty.txt', { ...none, status: 'added', sha: EMPTY_BLOB }),
      file('moved.ts', { ...none, status: 'renamed', previous_filename: 'was.ts' }),
      file('run.sh', { ...none, status: 'changed' }),
      file('huge.json', { patch: undefined, additions: 40000, deletions: 2, changes: 40002 }),
      file('bad.ts', { patch: 'not a hunk' }),
    ]);
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(pr.files).toEqual([]);
    expect(pr.unreviewable.map((f) => [f.path, f.reason.replace(/:.*/, '')])).toEqual([
      ['logo.png', 'binary'],
      ['data.bin', 'binary'],
      ['empty.txt', 'no content change'],
      ['moved.ts', 'no content change'],
      ['run.sh', 'no content change'],
      ['huge.json', 'too large for GitHub to show a diff'],
      ['bad.ts', 'unparsable patch'],
    ]);
  });

  it("lists the files past GitHub's 3,000-file cap by count", async () => {
    const files = Array.from({ length: 3000 }, (_, i) => file(`f${i}.ts`));
    const s = await servePr(files, pullRequest({ changed_files: 3400 }));
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(s.requests).toHaveLength(31);
    expect(pr.files).toHaveLength(3000);
    expect(pr.unreviewable).toEqual([
      { path: '(400 more files)', reason: "beyond GitHub's 3,000-file limit" },
    ]);
  });

  it('says so when GitHub counts more files than it lists (a push between the two requests)', async () => {
    const s = await servePr([file('a.ts')], pullRequest({ changed_files: 2 }));
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(pr.unreviewable).toEqual([
      { path: '(1 more files)', reason: expect.stringContaining('changed while it was read') },
    ]);
  });

  it('stops paging at maxFiles', async () => {
    const files = Array.from({ length: 450 }, (_, i) => file(`f${i}.ts`));
    const s = await servePr(files);
    const pr = await loadPullRequest(githubClient(s.url).gh, REF, { maxFiles: 150 });
    expect(s.requests.filter((r) => r.path.endsWith('/files'))).toHaveLength(2);
    expect(pr.files).toHaveLength(150);
    expect(pr.unreviewable).toEqual([{ path: '(300 more files)', reason: 'beyond the limit of 150 files' }]);
  });

  it.each([
    ['a fork', 'someone/app', true],
    ['a deleted fork', null, true],
    ['the same repository', 'acme/app', false],
  ])('detects %s', async (_name, headRepo, isFork) => {
    const s = await servePr([file('a.ts')], pullRequest({ changed_files: 1, headRepo }));
    const pr = await loadPullRequest(githubClient(s.url).gh, REF);
    expect(pr.isFork).toBe(isFork);
  });
});

describe('parsePullRequestRef', () => {
  it('reads OWNER/REPO#N and a pull request URL', () => {
    expect(parsePullRequestRef('octo-cat/hello.world#12')).toEqual({
      owner: 'octo-cat',
      repo: 'hello.world',
      number: 12,
    });
    expect(parsePullRequestRef(' https://ghe.example/acme/app/pull/3/files ')).toEqual({
      owner: 'acme',
      repo: 'app',
      number: 3,
    });
  });

  it.each([
    'acme/app',
    'acme#3',
    'acme/app#x',
    'acme/app#',
    '/app#1',
    'a/b/c#1',
    'acme/..#1',
    '-bad/app#1',
    '',
  ])('refuses %j with the form to write', (input) => {
    expect(() => parsePullRequestRef(input)).toThrow(/OWNER\/REPO#NUMBER/);
  });

  it('refuses pull request number 0', () => {
    expect(() => parsePullRequestRef('acme/app#0')).toThrow(/1 or more/);
  });
});
