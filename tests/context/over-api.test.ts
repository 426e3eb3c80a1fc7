/**
 * The context index in the action: no checkout, the PR's head read over the REST API of the fake
 * GitHub (OpenAPI-validated). Candidate files come from one search of the head's tarball
 * (https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar), the file that
 * declares a name is read from that same tarball (no contents request), and a second lookup costs
 * no request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepoIndex } from '../../src/context/repo-index.js';
import { GitHubWorkspace } from '../../src/github/workspace.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';
import { FAKE_TOKEN, fakeClient } from '../support/github-double.js';
import { ManualClock } from '../review/exec/helpers.js';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub({ token: FAKE_TOKEN });
});
afterAll(() => fake.close());

describe('the context index over the GitHub API', () => {
  it('finds a declaration outside the PR from one tarball search, read from that tarball, then from memory', async () => {
    const pay = 'import { charge } from "./gateway";\nexport const pay = () => charge(1);\n';
    const pull = fake.state.createPullRequest({
      base: { 'src/gateway.ts': 'export function charge(cents: number) {\n  return cents;\n}\n' },
      head: { 'src/pay.ts': pay },
    });
    const logger = createMemoryLogger();
    const { gh } = fakeClient(fake, { logger });
    const workspace = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    const index = new RepoIndex({
      workspace,
      headRef: pull.headSha,
      contents: new Map([['src/pay.ts', pay]]),
      clock: new ManualClock(),
      budget: { maxFiles: 5, maxBytes: 100_000, maxFileBytes: 10_000, maxSearches: 5, deadline: Infinity },
    });
    const before = fake.requests.length;
    const expected = {
      status: 'found',
      textual: false,
      hits: [{ path: 'src/gateway.ts', startLine: 1, endLine: 3 }],
    };
    expect(await index.definition('charge')).toMatchObject(expected);
    expect(await index.definition('charge')).toMatchObject(expected);
    const requests = fake.requests.slice(before).map((r) => `${r.kind} ${r.method} ${r.path}`);
    expect(requests).toEqual([
      `rest GET /repos/octo-org/octo-repo/tarball/${pull.headSha}`,
      `codeload GET /octo-org/octo-repo/legacy.tar.gz/${pull.headSha}`,
    ]);
    expect(fake.violations).toEqual([]);
  });
});
