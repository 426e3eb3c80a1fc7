/**
 * The fake's reactions routes, driven by the real @octokit/rest: 201 on create, 200 with the same
 * reaction on a duplicate, 422 on content GitHub does not know, 404 for a missing comment, and the
 * reacting user's login on each listed reaction.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIssueCommentBy, addReviewCommentBy } from './human.js';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

let gh: FakeGitHub;
let octokit: Octokit;
const repo = { owner: 'octo-org', repo: 'octo-repo' };
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  gh = await startFakeGitHub({ token: 't' });
  octokit = new Octokit({ auth: 't', baseUrl: gh.apiUrl, log: quiet, request: { retries: 0 } });
  gh.state.createPullRequest({
    number: 1,
    base: { 'a.ts': 'one\ntwo\n' },
    head: { 'a.ts': 'one\nTWO\nthree\n' },
  });
});

afterAll(async () => {
  await gh.close();
});

describe('reactions on issue comments', () => {
  it('creates with 201, answers a duplicate with 200 and the same id, and lists who reacted', async () => {
    const pull = gh.state.pull(1);
    const comment = addIssueCommentBy(gh.state, pull, 'alice', '/ask why?');
    const first = await octokit.rest.reactions.createForIssueComment({
      ...repo,
      comment_id: comment.id,
      content: 'eyes',
    });
    expect(first.status).toBe(201);
    expect(first.data.content).toBe('eyes');
    expect(first.data.user?.login).toBe('github-actions[bot]');
    const again = await octokit.rest.reactions.createForIssueComment({
      ...repo,
      comment_id: comment.id,
      content: 'eyes',
    });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const listed = await octokit.rest.reactions.listForIssueComment({ ...repo, comment_id: comment.id });
    expect(listed.data.map((r) => [r.user?.login, r.content])).toEqual([['github-actions[bot]', 'eyes']]);
    expect(gh.violations).toEqual([]);
  });

  it('refuses content GitHub does not know with 422 and records the violation', async () => {
    const comment = addIssueCommentBy(gh.state, gh.state.pull(1), 'alice', 'hi');
    const error = await octokit
      .request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
        ...repo,
        comment_id: comment.id,
        content: 'thumbsup' as 'eyes',
      })
      .catch((e: { status: number }) => e);
    expect(error.status).toBe(422);
    expect(gh.violations.splice(0).map((v) => v.operation)).toEqual(['reactions/create-for-issue-comment']);
    expect(gh.state.reactions.filter((r) => r.commentId === comment.id)).toEqual([]);
  });

  it('answers 404 for a comment that does not exist', async () => {
    const error = await octokit.rest.reactions
      .listForIssueComment({ ...repo, comment_id: 999_999 })
      .catch((e: { status: number }) => e);
    expect(error.status).toBe(404);
  });
});

describe('reactions on review comments', () => {
  it('filters by content and shows reactions other users left', async () => {
    const pull = gh.state.pull(1);
    const comment = addReviewCommentBy(gh.state, pull, 'bob', { path: 'a.ts', line: 2 }, 'finding');
    gh.state.reactions.push({
      id: gh.state.id('reaction'),
      subject: 'pull_request_review_comment',
      commentId: comment.id,
      user: gh.state.actor('carol'),
      content: '-1',
      createdAt: gh.state.now(),
    });
    const created = await octokit.rest.reactions.createForPullRequestReviewComment({
      ...repo,
      comment_id: comment.id,
      content: '+1',
    });
    expect(created.status).toBe(201);
    const down = await octokit.rest.reactions.listForPullRequestReviewComment({
      ...repo,
      comment_id: comment.id,
      content: '-1',
    });
    expect(down.data.map((r) => r.user?.login)).toEqual(['carol']);
    const all = await octokit.rest.reactions.listForPullRequestReviewComment({
      ...repo,
      comment_id: comment.id,
    });
    expect(all.data.map((r) => r.content)).toEqual(['-1', '+1']);
    // An issue-comment route does not see a review comment's id.
    const wrong = await octokit.rest.reactions
      .listForIssueComment({ ...repo, comment_id: comment.id })
      .catch((e: { status: number }) => e);
    expect(wrong.status).toBe(404);
    expect(gh.violations).toEqual([]);
  });

  it('the seeding helper refuses a review thread on a line outside the diff', () => {
    expect(() =>
      addReviewCommentBy(gh.state, gh.state.pull(1), 'bob', { path: 'a.ts', line: 40 }, 'x'),
    ).toThrow(/not in the diff/);
  });
});
