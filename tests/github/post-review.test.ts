import { afterEach, describe, expect, it } from 'vitest';
import { toReviewComments } from '../../src/github/comments.js';
import type { PlannedComment } from '../../src/github/comments.js';
import { isOurProbe, probeMarker } from '../../src/report/markers.js';
import { postReview } from '../../src/github/post-review.js';
import { finding } from '../support/finding.js';
import { APP_PATCH, appIndexes } from './findings.js';
import { startGitHubDouble, unprocessable } from '../support/github-double.js';
import type { GitHubDouble, Recorded } from '../support/github-double.js';

const PR = { owner: 'acme', repo: 'shop', number: 7, headSha: 'c'.repeat(40) };
const REVIEWS = '/repos/acme/shop/pulls/7/reviews';

interface Review {
  id: number;
  state: 'PENDING' | 'COMMENTED' | 'CHANGES_REQUESTED';
  body: string;
  comments: Array<{ path: string; line: number; side: string }>;
  commit_id: string;
}

/** Reviews as GitHub keeps them: all-or-nothing create, one pending review per user, pending deletable. */
function reviewsFake(options: { badLines?: number[]; patch?: string; status?: number; head?: string } = {}) {
  const reviews: Review[] = [];
  let nextId = 100;
  const handler = (r: Recorded) => {
    if (options.status) return { status: options.status, body: { message: 'Bad gateway' } };
    if (r.method === 'GET' && r.path === '/repos/acme/shop/pulls/7') {
      return { body: { number: 7, head: { sha: options.head ?? PR.headSha } } };
    }
    if (r.method === 'GET' && r.path === '/repos/acme/shop/pulls/7/files') {
      return { body: [{ filename: 'src/app.ts', status: 'modified', patch: options.patch ?? APP_PATCH }] };
    }
    if (r.method === 'GET' && r.path === REVIEWS)
      return { body: reviews.map(({ comments: _, ...rest }) => rest) };
    if (r.method === 'POST' && r.path === REVIEWS) {
      const comments = (r.body.comments ?? []) as Review['comments'];
      if (comments.some((c) => options.badLines?.includes(c.line))) return unprocessable();
      const pending = r.body.event === undefined;
      if (pending && reviews.some((x) => x.state === 'PENDING')) {
        return unprocessable('User can only have one pending review per pull request');
      }
      const state = pending ? 'PENDING' : r.body.event === 'COMMENT' ? 'COMMENTED' : 'CHANGES_REQUESTED';
      const review: Review = {
        id: nextId++,
        state,
        body: r.body.body,
        comments,
        commit_id: r.body.commit_id,
      };
      reviews.push(review);
      return { body: { id: review.id, state, body: review.body } };
    }
    const del = /^\/repos\/acme\/shop\/pulls\/7\/reviews\/(\d+)$/.exec(r.path);
    if (r.method === 'DELETE' && del) {
      const at = reviews.findIndex((x) => x.id === Number(del[1]));
      if (at < 0) return { status: 404, body: { message: 'Not Found' } };
      if (reviews[at]!.state !== 'PENDING')
        return unprocessable('Can not delete a non-pending pull request review');
      return { body: reviews.splice(at, 1)[0] };
    }
    return { status: 404, body: { message: `no route ${r.method} ${r.path}` } };
  };
  return { reviews, handler };
}

let mini: GitHubDouble | undefined;
afterEach(async () => {
  await mini?.close();
  mini = undefined;
});

function plan(lines: number[]): PlannedComment[] {
  const findings = lines.map((line) => finding({ line }));
  return toReviewComments(findings, appIndexes(), { maxComments: 30, maxBodyChars: 60_000 }).comments;
}

const creates = (m: GitHubDouble) => m.requests.filter((r) => r.method === 'POST' && r.path === REVIEWS);

describe('postReview', () => {
  it('posts one review pinned to the head SHA with event COMMENT and every comment', async () => {
    const fake = reviewsFake();
    mini = await startGitHubDouble(fake.handler);
    const comments = plan([1, 2, 22]);
    const result = await postReview(mini.gh, PR, { comments, body: 'Summary' });
    expect(mini.requests).toHaveLength(1);
    expect(mini.requests[0]!.body).toEqual({
      commit_id: PR.headSha,
      body: 'Summary',
      event: 'COMMENT',
      comments: comments.map((c) => c.comment),
    });
    expect(result).toMatchObject({ reviewId: 100, rejected: [], bodyUsed: 'Summary' });
    expect(result.posted).toEqual(comments);
    expect(fake.reviews.map((r) => r.state)).toEqual(['COMMENTED']);
  });

  it('requests changes only when asked', async () => {
    const fake = reviewsFake();
    mini = await startGitHubDouble(fake.handler);
    await postReview(mini.gh, PR, { comments: plan([1]), body: 'x', event: 'REQUEST_CHANGES' });
    expect(mini.requests[0]!.body.event).toBe('REQUEST_CHANGES');
  });

  it('posts nothing when there is nothing to say', async () => {
    mini = await startGitHubDouble(reviewsFake().handler);
    expect(await postReview(mini.gh, PR, { comments: [], body: '  ' })).toEqual({
      reviewId: null,
      posted: [],
      rejected: [],
      bodyUsed: '',
    });
    expect(mini.requests).toEqual([]);
  });

  it('salvages a 422 with pending probes: exactly one review lands and the offender is in its body', async () => {
    const fake = reviewsFake({ badLines: [3] });
    mini = await startGitHubDouble(fake.handler);
    const comments = plan([1, 2, 3, 4, 21, 22, 23]);
    const offender = comments.find((c) => c.comment.line === 3)!;
    const result = await postReview(mini.gh, PR, { comments, body: 'Summary' });

    expect(fake.reviews).toHaveLength(1);
    const [review] = fake.reviews;
    expect(review!.state).toBe('COMMENTED');
    expect(review!.comments.map((c) => c.line)).toEqual([1, 2, 4, 21, 22, 23]);
    expect(review!.body).toContain('### Could not be placed on a line');
    expect(review!.body).toContain(offender.finding.title);
    expect(review!.body).toContain('Line could not be resolved');
    expect(result.reviewId).toBe(review!.id);
    expect(result.bodyUsed).toBe(review!.body);
    expect(result.rejected).toEqual([
      { finding: offender.finding, error: 'Unprocessable Entity: Line could not be resolved' },
    ]);
    expect(result.posted.map((c) => c.comment.line)).toEqual([1, 2, 4, 21, 22, 23]);

    // Probes are pending reviews (no event) that are deleted; only the final one has an event.
    const posts = creates(mini);
    const submitted = posts.filter((r) => r.body.event !== undefined);
    expect(submitted).toHaveLength(2); // the first attempt (422) and the final review
    expect(posts.filter((r) => r.body.event === undefined).every((r) => r.body.body === probeMarker())).toBe(
      true,
    );
    const deletes = mini.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    expect(posts.length + deletes.length).toBeLessThanOrEqual(16);
  });

  it('moves comments the current diff no longer holds to the body without probing', async () => {
    // The PR moved on: only the first hunk is still in the diff.
    const fake = reviewsFake({ badLines: [22], patch: APP_PATCH.split('\n').slice(0, 6).join('\n') });
    mini = await startGitHubDouble(fake.handler);
    const comments = plan([2, 22]);
    const result = await postReview(mini.gh, PR, { comments, body: 'Summary' });
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.error).toMatch(/line 22 \(RIGHT\) is not part of the diff/);
    expect(creates(mini).every((r) => r.body.event === 'COMMENT')).toBe(true);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0]!.comments.map((c) => c.line)).toEqual([2]);
  });

  it('does not re-check against the diff of a newer head, which is not the diff GitHub checks against', async () => {
    const fake = reviewsFake({
      badLines: [22],
      patch: APP_PATCH.split('\n').slice(0, 6).join('\n'),
      head: 'e'.repeat(40),
    });
    mini = await startGitHubDouble(fake.handler);
    const result = await postReview(mini.gh, PR, { comments: plan([2, 21, 22]), body: 'S' });
    expect(mini.requests.some((r) => r.path.endsWith('/files'))).toBe(false);
    // Line 21 is off the newer head's diff, yet GitHub placed it (commit_id is the reviewed head).
    expect(result.posted.map((c) => c.comment.line)).toEqual([2, 21]);
    expect(result.rejected.map((r) => r.finding.line)).toEqual([22]);
    expect(fake.reviews).toHaveLength(1);
  });

  it('deletes a probe left by a crashed run, but never touches someone else’s pending review', async () => {
    const leftover = reviewsFake({ badLines: [2] });
    leftover.reviews.push({
      id: 1,
      state: 'PENDING',
      body: probeMarker(),
      comments: [],
      commit_id: PR.headSha,
    });
    mini = await startGitHubDouble(leftover.handler);
    const result = await postReview(mini.gh, PR, { comments: plan([1, 2]), body: 'S' });
    expect(leftover.reviews.map((r) => r.state)).toEqual(['COMMENTED']);
    expect(result.posted.map((c) => c.comment.line)).toEqual([1]);
    await mini.close();

    const draft = reviewsFake({ badLines: [2] });
    draft.reviews.push({ id: 1, state: 'PENDING', body: 'my draft', comments: [], commit_id: PR.headSha });
    mini = await startGitHubDouble(draft.handler);
    const fallback = await postReview(mini.gh, PR, { comments: plan([1, 2]), body: 'S' });
    expect(draft.reviews.map((r) => [r.id, r.state])).toEqual([
      [1, 'PENDING'],
      [100, 'COMMENTED'],
    ]);
    expect(fallback.posted).toEqual([]);
    expect(fallback.rejected.map((r) => r.error)).toEqual([
      expect.stringMatching(/pending review/),
      expect.stringMatching(/pending review/),
    ]);
    expect(isOurProbe(draft.reviews[0]!.body)).toBe(false);
  });

  it('stops probing at the budget and lists the untested comments in the body', async () => {
    const fake = reviewsFake({ badLines: [1] });
    mini = await startGitHubDouble(fake.handler);
    const result = await postReview(
      mini.gh,
      PR,
      { comments: plan([1, 2, 3, 4]), body: 'S' },
      { maxProbes: 1 },
    );
    expect(fake.reviews).toHaveLength(1);
    expect(creates(mini).filter((r) => r.body.event === undefined)).toHaveLength(1);
    expect(result.rejected.length + result.posted.length).toBe(4);
    expect(result.rejected.some((r) => /probe budget/.test(r.error))).toBe(true);
  });

  it('throws on a server error (what is left after the client’s retries), posting nothing', async () => {
    const fake = reviewsFake({ status: 502 });
    mini = await startGitHubDouble(fake.handler);
    await expect(postReview(mini.gh, PR, { comments: plan([1]), body: 'S' })).rejects.toThrow(
      /creating the review failed/,
    );
    expect(fake.reviews).toEqual([]);
    // One try and the real client's three retries of a 5xx, all of them the same create.
    expect(mini.requests).toHaveLength(4);
    expect(new Set(mini.requests.map((r) => `${r.method} ${r.path}`)).size).toBe(1);
  });

  it('keeps the review body under the limit when many comments are rejected', async () => {
    const fake = reviewsFake({ badLines: [1, 2, 3, 4, 21, 22, 23] });
    mini = await startGitHubDouble(fake.handler);
    const comments = plan([1, 2, 3, 4, 21, 22, 23]).map((c) => ({
      ...c,
      finding: { ...c.finding, body: 'long explanation '.repeat(200) },
    }));
    const result = await postReview(mini.gh, PR, { comments, body: 'Summary' }, { maxBodyChars: 3_000 });
    expect(result.rejected).toHaveLength(7);
    expect(result.bodyUsed.length).toBeLessThanOrEqual(3_000);
    expect(result.bodyUsed.startsWith('Summary')).toBe(true);
    expect(fake.reviews).toHaveLength(1);
  });
});
