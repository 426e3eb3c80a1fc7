/**
 * Create-review on the fake is all or nothing like GitHub's, saved comments become threads, and a
 * push moves or outdates them. Driven by the real @octokit/rest.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const repo = { owner: 'octo-org', repo: 'octo-repo' };
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
/** Lines 5 and 30 of a 40-line file changed: two hunks, 2-8 and 27-33 on the right. */
const head = lines(40).replace('line 5\n', 'line five\n').replace('line 30\n', 'line thirty\n');

let gh: FakeGitHub;
let octokit: Octokit;

beforeAll(async () => {
  gh = await startFakeGitHub();
  octokit = new Octokit({ baseUrl: gh.apiUrl, log: quiet });
  gh.state.createPullRequest({ number: 7, base: { 'src/a.ts': lines(40) }, head: { 'src/a.ts': head } });
});

afterAll(async () => {
  await gh.close();
});

const review = (comments: object[], extra: object = {}) =>
  octokit.rest.pulls.createReview({
    ...repo,
    pull_number: 7,
    event: 'COMMENT',
    body: 'Review',
    comments: comments as never,
    ...extra,
  });

describe('create-review', () => {
  it('refuses a whole review with 422 when one comment is outside the diff, and saves nothing', async () => {
    const error = await review([
      { path: 'src/a.ts', line: 5, side: 'RIGHT', body: 'fine' },
      { path: 'src/a.ts', line: 18, side: 'RIGHT', body: 'not in a hunk' },
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Unprocessable Entity',
          errors: ['Line could not be resolved'],
          documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          status: '422',
        },
      },
    });
    expect(gh.state.reviews).toHaveLength(0);
    expect(gh.state.reviewComments).toHaveLength(0);
  });

  it('refuses a range that does not go down, a range across hunks, APPROVE from Actions and long bodies', async () => {
    await expect(
      review([{ path: 'src/a.ts', start_line: 6, line: 5, side: 'RIGHT', body: 'x' }]),
    ).rejects.toMatchObject({
      response: { data: { errors: ['Pull request review thread start line must precede the end line.'] } },
    });
    await expect(
      review([{ path: 'src/a.ts', start_line: 6, line: 28, side: 'RIGHT', body: 'x' }]),
    ).rejects.toMatchObject({ status: 422 });
    await expect(review([], { event: 'APPROVE' })).rejects.toMatchObject({
      response: { data: { errors: ['GitHub Actions is not permitted to approve pull requests.'] } },
    });
    await expect(review([], { body: 'x'.repeat(65_537) })).rejects.toMatchObject({ status: 422 });
    expect(gh.state.reviews).toHaveLength(0);
    expect(gh.violations).toEqual([]);
  });

  // Positions count from the first @@ line (0); the second hunk's header is position 9.
  it('saves a valid review and its comments as threads', async () => {
    const { data } = await review([
      { path: 'src/a.ts', line: 5, side: 'RIGHT', body: 'on the change' },
      { path: 'src/a.ts', start_line: 28, line: 31, side: 'RIGHT', body: 'a range' },
      { path: 'src/a.ts', line: 30, side: 'LEFT', body: 'on the old line' },
    ]);
    expect(data).toMatchObject({
      state: 'COMMENTED',
      commit_id: gh.state.pull(7).headSha,
      user: { login: 'github-actions[bot]' },
    });
    expect(gh.state.threads).toHaveLength(3);
    const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      ...repo,
      pull_number: 7,
    });
    expect(comments.map((c) => [c.line, c.side, c.start_line, c.position])).toEqual([
      [5, 'RIGHT', null, 5],
      [31, 'RIGHT', 28, 15],
      [30, 'LEFT', null, 13],
    ]);
    expect(comments[0]!.diff_hunk).toBe(
      '@@ -2,7 +2,7 @@ line 1\n line 2\n line 3\n line 4\n-line 5\n+line five',
    );
    const reply = await octokit.rest.pulls.createReplyForReviewComment({
      ...repo,
      pull_number: 7,
      comment_id: comments[0]!.id,
      body: 'thanks',
    });
    expect(reply.data.in_reply_to_id).toBe(comments[0]!.id);
    expect(gh.state.threads[0]!.commentIds).toHaveLength(2);
    expect(gh.violations).toEqual([]);
  });

  it('outdates the thread whose line a push changes and moves the others', async () => {
    // Insert two lines at the top and rewrite line five: thread 1 goes outdated, the range moves down.
    gh.state.push(7, { 'src/a.ts': 'new 1\nnew 2\n' + head.replace('line five\n', 'line 5 again\n') });
    const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      ...repo,
      pull_number: 7,
    });
    const [first, range] = comments;
    expect(first).toMatchObject({ line: null, position: null, original_line: 5 });
    expect(range).toMatchObject({
      line: 33,
      start_line: 30,
      original_line: 31,
      commit_id: gh.state.pull(7).headSha,
    });
    expect(gh.state.threads.map((t) => t.isOutdated)).toEqual([true, false, false]);
  });

  it('validates comments against the diff of an older commit_id', async () => {
    const pull = gh.state.pull(7);
    const older = [...pull.knownCommits][0]!;
    // Line 5 is in the old commit's diff, not in the head's; the comment is saved and at once outdated.
    const { data } = await review([{ path: 'src/a.ts', line: 5, side: 'RIGHT', body: 'old' }], {
      commit_id: older,
    });
    expect(data.commit_id).toBe(older);
    expect(gh.state.threads.at(-1)!.isOutdated).toBe(true);
  });
});

describe('the OpenAPI contract', () => {
  it('records a comment with side MIDDLE, one without line or position, and an unknown event', async () => {
    const before = gh.violations.length;
    await expect(review([{ path: 'src/a.ts', line: 7, side: 'MIDDLE', body: 'x' }])).rejects.toMatchObject({
      status: 422,
    });
    await expect(review([{ path: 'src/a.ts', body: 'nowhere' }])).rejects.toMatchObject({ status: 422 });
    await expect(review([], { event: 'LGTM' })).rejects.toMatchObject({ status: 422 });
    const found = gh.violations.slice(before);
    expect(found.map((v) => v.kind)).toEqual(['documented', 'documented', 'request']);
    expect(found[2]!.messages.join()).toContain('event');
    expect(found.every((v) => v.operation === 'pulls/create-review')).toBe(true);
  });
});

describe('pending reviews and deleting comments', () => {
  it('keeps one pending review per user, deletes it on request, and flags one left behind', async () => {
    const pending = await review([{ path: 'src/a.ts', line: 5, side: 'RIGHT', body: 'probe' }], {
      event: undefined,
    });
    expect(pending.data.state).toBe('PENDING');
    await expect(review([], { event: undefined })).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: ['User can only have one pending review per pull request'] } },
    });
    const del = (review_id: number) =>
      octokit.rest.pulls.deletePendingReview({ ...repo, pull_number: 7, review_id });
    await del(pending.data.id);
    expect(gh.state.reviews.some((r) => r.id === pending.data.id)).toBe(false);

    const published = await review([]);
    await expect(del(published.data.id)).rejects.toMatchObject({ status: 422 });

    const before = gh.violations.length;
    await review([], { event: undefined });
    await review([]);
    expect(gh.violations.slice(before).map((v) => v.messages.join())).toEqual([
      expect.stringMatching(/pending review \(\d+\) was left behind/),
    ]);
    gh.violations.splice(before);
  });

  it('deletes a review comment and drops its thread when it was the only comment', async () => {
    const { data } = await review([{ path: 'src/a.ts', line: 30, side: 'RIGHT', body: 'to be deleted' }]);
    const comments = await octokit.rest.pulls.listReviewComments({ ...repo, pull_number: 7, per_page: 100 });
    const mine = comments.data.find((c) => c.pull_request_review_id === data.id)!;
    const threadsBefore = gh.state.threads.length;
    await octokit.rest.pulls.deleteReviewComment({ ...repo, comment_id: mine.id });
    expect(gh.state.comment(mine.id)).toBeUndefined();
    expect(gh.state.threads.length).toBe(threadsBefore - 1);
    await expect(
      octokit.rest.pulls.deleteReviewComment({ ...repo, comment_id: mine.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
