/**
 * The fake GitHub's REST side, driven by the real @octokit/rest: files and patches agree with git,
 * pagination, contents, compare, issue comments, tokens, and GitHub's OpenAPI contract.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePatch, parseUnifiedDiff } from '../../../src/diff/parse.js';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

let gh: FakeGitHub;
let octokit: Octokit;
const repo = { owner: 'octo-org', repo: 'octo-repo' };

/** Octokit logs every failed request; the failures here are the point of the tests. */
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const lines = (n: number, tag = 'line') =>
  Array.from({ length: n }, (_, i) => `${tag} ${i + 1}`).join('\n') + '\n';

beforeAll(async () => {
  gh = await startFakeGitHub({ token: 'secret-token' });
  octokit = new Octokit({ auth: 'secret-token', baseUrl: gh.apiUrl, log: quiet });
  gh.state.createPullRequest({
    number: 1,
    title: 'Mixed change',
    base: {
      'src/app.ts': lines(20),
      'old-name.ts': lines(10, 'keep'),
      'gone.txt': 'bye\n',
      'img.png': Buffer.from([0, 1, 2, 3]),
    },
    head: {
      renames: { 'old-name.ts': 'new-name.ts' },
      files: {
        'src/app.ts': lines(20).replace('line 5\n', 'line five\n').replace('line 18\n', 'line 18\nadded\n'),
        'gone.txt': null,
        'docs/new.md': '# New\n\ntext\n',
        'img.png': Buffer.from([0, 1, 2, 3, 4, 0, 9]),
      },
    },
  });
  const many: Record<string, string> = {};
  for (let i = 0; i < 75; i++) many[`pkg/file-${String(i).padStart(3, '0')}.txt`] = `content ${i}\n`;
  gh.state.createPullRequest({ number: 2, base: { 'README.md': '# repo\n' }, head: many });
});

afterAll(async () => {
  await gh.close();
});

describe('pull request files', () => {
  it('serves the files and hunks-only patches that git computes for the three-dot diff', async () => {
    const { data: files } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: 1 });
    const pull = gh.state.pull(1);
    const git = pull.repo.git;
    const real = parseUnifiedDiff(git.diff(git.mergeBase(pull.baseSha, pull.headSha), pull.headSha));
    expect(files.map((f) => [f.filename, f.status, f.previous_filename])).toEqual([
      ['docs/new.md', 'added', undefined],
      ['gone.txt', 'removed', undefined],
      ['img.png', 'modified', undefined],
      ['new-name.ts', 'renamed', 'old-name.ts'],
      ['src/app.ts', 'modified', undefined],
    ]);
    for (const file of files) {
      const expected = real.find((f) => f.path === file.filename)!;
      expect(file.additions).toBe(expected.additions);
      expect(file.changes).toBe(expected.additions + expected.deletions);
      if (expected.binary || expected.hunks.length === 0) {
        expect(file.patch).toBeUndefined();
        continue;
      }
      expect(file.patch).not.toMatch(/^(diff --git|--- |\+\+\+ )/m);
      const parsed = parsePatch({ path: file.filename, status: expected.status, patch: file.patch! });
      expect(parsed.hunks).toEqual(expected.hunks);
    }
    expect(files.find((f) => f.filename === 'src/app.ts')!.sha).toBe(
      git.blobs(pull.headSha).get('src/app.ts'),
    );
  });

  it('pages 30 files by default, 100 at most, with a Link header', async () => {
    const first = await octokit.rest.pulls.listFiles({ ...repo, pull_number: 2 });
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toContain('rel="next"');
    const clamped = await octokit.rest.pulls.listFiles({ ...repo, pull_number: 2, per_page: 100 });
    expect(clamped.data).toHaveLength(75);
    const all = await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: 2,
      per_page: 20,
    });
    expect(new Set(all.map((f) => f.filename)).size).toBe(75);
  });

  it('serves the PR with its counts and the open PR list', async () => {
    const { data: pr } = await octokit.rest.pulls.get({ ...repo, pull_number: 1 });
    expect(pr.head.sha).toBe(gh.state.pull(1).headSha);
    expect(pr.changed_files).toBe(5);
    const { data: open } = await octokit.rest.pulls.list({ ...repo, state: 'open' });
    expect(open.map((p) => p.number)).toEqual([2, 1]);
  });
});

describe('contents and compare', () => {
  it('serves base64 JSON and the raw media type', async () => {
    const ref = gh.state.pull(1).headSha;
    const { data } = await octokit.rest.repos.getContent({ ...repo, path: 'docs/new.md', ref });
    expect(Buffer.from((data as { content: string }).content, 'base64').toString()).toBe('# New\n\ntext\n');
    const raw = await octokit.rest.repos.getContent({
      ...repo,
      path: 'docs/new.md',
      ref,
      mediaType: { format: 'raw' },
    });
    expect(raw.data).toBe('# New\n\ntext\n');
    await expect(octokit.rest.repos.getContent({ ...repo, path: 'nope.md', ref })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('compares commits as ahead, behind or identical', async () => {
    const pull = gh.state.pull(1);
    const ahead = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${pull.baseSha}...${pull.headSha}`,
    });
    expect(ahead.data).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0 });
    const behind = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${pull.headSha}...${pull.baseSha}`,
    });
    expect(behind.data.status).toBe('behind');
    const same = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${pull.headSha}...${pull.headSha}`,
    });
    expect(same.data.status).toBe('identical');
  });
});

describe('issue comments', () => {
  it('creates, lists, edits and deletes, and refuses bodies over 65,536 characters', async () => {
    const { data: made } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 1,
      body: 'summary',
    });
    expect(made.user?.login).toBe('github-actions[bot]');
    await octokit.rest.issues.updateComment({ ...repo, comment_id: made.id, body: 'summary v2' });
    const list = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: 1 });
    expect(list.map((c) => c.body)).toEqual(['summary v2']);
    await expect(
      octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x'.repeat(65_537) }),
    ).rejects.toMatchObject({ status: 422 });
    await octokit.rest.issues.deleteComment({ ...repo, comment_id: made.id });
    expect(gh.state.issueComments).toHaveLength(0);
  });
});

describe('tokens and the contract', () => {
  it('answers 401 Bad credentials to a wrong token', async () => {
    const wrong = new Octokit({ auth: 'nope', baseUrl: gh.apiUrl, log: quiet });
    await expect(wrong.rest.pulls.get({ ...repo, pull_number: 1 })).rejects.toMatchObject({
      status: 401,
      response: { data: { message: 'Bad credentials' } },
    });
  });

  it('answers 403 to writes with a read-only (fork) token', async () => {
    const fork = await startFakeGitHub({ readOnly: true });
    try {
      fork.state.createPullRequest({ number: 3, fork: true });
      const client = new Octokit({ baseUrl: fork.apiUrl, log: quiet });
      const { data } = await client.rest.repos.get(repo);
      expect(data.permissions).toMatchObject({ push: false, pull: true });
      await expect(
        client.rest.issues.createComment({ ...repo, issue_number: 3, body: 'hi' }),
      ).rejects.toMatchObject({
        status: 403,
        response: { data: { message: 'Resource not accessible by integration' } },
      });
      expect(fork.violations).toEqual([]);
    } finally {
      await fork.close();
    }
  });

  it('records every request and answers in the shapes GitHub documents', () => {
    expect(gh.requests.length).toBeGreaterThan(10);
    expect(gh.requests[0]).toMatchObject({ kind: 'rest', method: 'GET' });
    expect(gh.violations).toEqual([]);
  });
});
