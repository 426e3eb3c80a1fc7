import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changedSince } from '../../src/github/compare.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import type { GitHubDouble, Reply } from '../support/github-double.js';
import { FAKE_TOKEN, fakeClient, startGitHubDouble, githubClient } from '../support/github-double.js';

let server: GitHubDouble | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REF = { owner: 'acme', repo: 'app' };
const FROM = 'a'.repeat(40);
const TO = 'c'.repeat(40);

async function compare(reply: Reply) {
  server = await startGitHubDouble(() => reply);
  const result = await changedSince(githubClient(server.url).gh, REF, FROM, TO);
  return { result, requests: server.requests };
}

describe('changedSince', () => {
  it('lists the paths of an ahead comparison, both names of a rename', async () => {
    const { result, requests } = await compare({
      body: {
        status: 'ahead',
        files: [
          { filename: 'src/a.ts', status: 'modified' },
          { filename: 'src/new.ts', status: 'renamed', previous_filename: 'src/old.ts' },
        ],
      },
    });
    expect(result).toEqual({ kind: 'incremental', paths: new Set(['src/a.ts', 'src/new.ts', 'src/old.ts']) });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(`/repos/acme/app/compare/${FROM}...${TO}`);
  });

  it('is empty for identical commits', async () => {
    const { result } = await compare({ body: { status: 'identical', files: [] } });
    expect(result).toEqual({ kind: 'incremental', paths: new Set() });
  });

  it('asks nothing when both SHAs are equal', async () => {
    server = await startGitHubDouble(() => ({ status: 500 }));
    const result = await changedSince(githubClient(server.url).gh, REF, FROM, FROM);
    expect(result).toEqual({ kind: 'incremental', paths: new Set() });
    expect(server.requests).toHaveLength(0);
  });

  it.each(['diverged', 'behind'])('falls back to a full review when %s (a force-push)', async (status) => {
    const { result } = await compare({ body: { status, files: [{ filename: 'a.ts' }] } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining(status) });
  });

  it('falls back to a full review when the old SHA is gone (404)', async () => {
    const { result } = await compare({ status: 404, body: { message: 'Not Found' } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining('aaaaaaa') });
  });

  it('falls back to a full review when GitHub lists 300 files, its cap', async () => {
    const files = Array.from({ length: 300 }, (_, i) => ({ filename: `f${i}.ts` }));
    const { result } = await compare({ body: { status: 'ahead', files } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining('300') });
  });

  it('lets an auth failure through', async () => {
    server = await startGitHubDouble(() => ({ status: 401, body: { message: 'Bad credentials' } }));
    await expect(changedSince(githubClient(server.url).gh, REF, FROM, TO)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('changedSince on the fake GitHub', () => {
  let fake: FakeGitHub;
  const repo = { owner: 'octo-org', repo: 'octo-repo' };

  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('follows pushes: new paths when ahead, a full review after a force-push or a lost SHA', async () => {
    const { gh } = fakeClient(fake);
    const pull = fake.state.createPullRequest({
      number: 1,
      base: { 'a.ts': 'a\n', 'b.ts': 'b\n', 'old.ts': 'same\n' },
      head: { 'a.ts': 'a2\n' },
    });
    const first = pull.headSha;
    const second = fake.state.push(1, { files: { 'b.ts': 'b2\n' }, renames: { 'old.ts': 'new.ts' } });
    expect(await changedSince(gh, repo, first, second)).toEqual({
      kind: 'incremental',
      paths: new Set(['b.ts', 'new.ts', 'old.ts']),
    });
    expect(await changedSince(gh, repo, second, pull.headRef)).toEqual({
      kind: 'incremental',
      paths: new Set(),
    });

    const amended = fake.state.push(1, { files: { 'b.ts': 'b3\n' }, amend: true });
    expect(await changedSince(gh, repo, second, amended)).toEqual({
      kind: 'full',
      reason: expect.stringContaining('diverged'),
    });
    expect(await changedSince(gh, repo, '0123456'.repeat(5) + '01234', amended)).toEqual({
      kind: 'full',
      reason: expect.stringContaining('no longer comparable (404)'),
    });
    expect(fake.violations).toEqual([]);
  });
});
