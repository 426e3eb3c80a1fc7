/**
 * Injected faults look like GitHub's: a secondary rate limit that @octokit/plugin-throttling waits
 * out, a 502 that @octokit/plugin-retry retries, a deleted PR, and a delay. Plus event payloads.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, webhookPayload } from './index.js';
import type { FakeGitHub } from './index.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const repo = { owner: 'octo-org', repo: 'octo-repo' };
const Client = Octokit.plugin(throttling, retry);

let gh: FakeGitHub;
let octokit: InstanceType<typeof Client>;
const limits: string[] = [];

beforeAll(async () => {
  gh = await startFakeGitHub();
  gh.state.createPullRequest({ number: 4, base: { 'a.txt': 'a\n' }, head: { 'a.txt': 'b\n' } });
  octokit = new Client({
    baseUrl: gh.apiUrl,
    log: quiet,
    retry: { retryAfterBaseValue: 10 },
    throttle: {
      onRateLimit: (after) => (limits.push(`primary ${after}`), true),
      onSecondaryRateLimit: (after) => (limits.push(`secondary ${after}`), true),
    },
  });
});

afterAll(async () => {
  await gh.close();
});

describe('faults', () => {
  it('answers a secondary rate limit with 403 and retry-after, then succeeds', async () => {
    gh.faults.inject({ kind: 'secondary-rate-limit', operation: 'issues/create-comment', retryAfter: 1 });
    const { status } = await octokit.rest.issues.createComment({ ...repo, issue_number: 4, body: 'summary' });
    expect(status).toBe(201);
    expect(limits).toEqual(['secondary 1']);
    const posts = gh.requests.filter((r) => r.operation === 'issues/create-comment');
    expect(posts).toHaveLength(2);
    expect(gh.state.issueComments).toHaveLength(1);
  });

  it('answers 502 for the next N matching requests only', async () => {
    gh.faults.inject({ kind: 'bad-gateway', method: 'GET', path: /\/pulls\/4$/, times: 2 });
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: 4 });
    expect(data.number).toBe(4);
    expect(gh.faults.pending).toBe(0);
  });

  it('answers 404 as for a deleted PR, and delays a request', async () => {
    gh.faults.inject({ kind: 'not-found', operation: 'pulls/list-files' });
    await expect(octokit.rest.pulls.listFiles({ ...repo, pull_number: 4 })).rejects.toMatchObject({
      status: 404,
    });
    gh.faults.inject({ kind: 'delay', delayMs: 150, operation: 'pulls/list-files' });
    const started = Date.now();
    await octokit.rest.pulls.listFiles({ ...repo, pull_number: 4 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(gh.violations).toEqual([]);
  });
});

describe('webhookPayload', () => {
  it('rewrites the example pull_request.synchronize payload to the fake PR', () => {
    const pull = gh.state.pull(4);
    const payload = webhookPayload('pull_request.synchronize', {
      pull,
      apiUrl: gh.apiUrl,
      before: pull.baseSha,
    });
    expect(payload).toMatchObject({
      action: 'synchronize',
      number: 4,
      before: pull.baseSha,
      after: pull.headSha,
      repository: { full_name: 'octo-org/octo-repo', name: 'octo-repo', owner: { login: 'octo-org' } },
      pull_request: {
        number: 4,
        draft: false,
        head: { sha: pull.headSha, ref: pull.headRef, repo: { fork: false } },
        base: { sha: pull.baseSha },
      },
    });
    expect(payload.pull_request.url).toBe(`${gh.apiUrl}/repos/octo-org/octo-repo/pulls/4`);
  });

  it('marks a fork head and builds issue_comment payloads on the PR', () => {
    const fork = gh.state.createPullRequest({ number: 5, fork: 'someone', draft: true });
    const opened = webhookPayload('pull_request.opened', { pull: fork });
    expect(opened.pull_request).toMatchObject({
      draft: true,
      head: { label: 'someone:feature-5', repo: { fork: true, full_name: 'someone/octo-repo' } },
    });
    const comment = webhookPayload('issue_comment.created', {
      pull: fork,
      comment: { body: '/prlens ask why?', association: 'NONE' },
    });
    expect(comment.issue).toMatchObject({
      number: 5,
      pull_request: { url: 'https://api.github.com/repos/octo-org/octo-repo/pulls/5' },
    });
    expect(comment.comment).toMatchObject({ body: '/prlens ask why?', author_association: 'NONE' });
  });
});
