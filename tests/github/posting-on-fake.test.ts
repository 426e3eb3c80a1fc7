/**
 * The posting modules end to end on the fake GitHub (real git diffs, GitHub's 422 bodies, GraphQL on
 * the real schema) through the real @octokit/rest; every test ends with no protocol violation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildLineIndex } from '../../src/core/line-index.js';
import { parsePatch } from '../../src/diff/parse.js';
import { toReviewComments } from '../../src/github/comments.js';
import { postReview, pullRequestLineIndexes } from '../../src/github/post-review.js';
import { findSummary, upsertSummary } from '../../src/github/summary.js';
import { renderSummary } from '../../src/report/pr-summary.js';
import { ACTIONS_BOT } from '../../src/github/identity.js';
import { Ownership } from '../../src/github/ownership.js';
import { existingFingerprints, listReviewThreads, resolveFixedThreads } from '../../src/github/threads.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub, FakeOptions } from '../fakes/github/index.js';
import { completeReport } from '../report/fixtures.js';
import { finding } from '../support/finding.js';
import { bufferLogger, fakeClient } from '../support/github-double.js';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
/** Lines 5 and 30 changed: RIGHT 2-8 and 27-33, LEFT 2-8 and 27-33. */
const head = lines(40).replace('line 5\n', 'line five\n').replace('line 30\n', 'line thirty\n');
const PR = { owner: 'octo-org', repo: 'octo-repo', number: 7 };
const OPTIONS = { maxComments: 30, maxBodyChars: 60_000 };

/** The fake's default token is the Actions token: prlens posts as github-actions[bot]. */
const ours = () => new Ownership(ACTIONS_BOT);

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: FakeOptions = {}, author?: string) {
  fake = await startFakeGitHub(options);
  fake.state.createPullRequest({
    number: 7,
    base: { 'src/a.ts': lines(40) },
    head: { 'src/a.ts': head },
    ...(author ? { author } : {}),
  });
  return { fake, gh: fakeClient(fake).gh, pr: { ...PR, headSha: fake.state.pull(7).headSha } };
}

const at = (line: number, extra: Parameters<typeof finding>[0] = {}) =>
  finding({ path: 'src/a.ts', line, anchor: `line ${line}`, ...extra });

describe('posting on the fake GitHub', () => {
  it('posts one review, finds its threads on a rerun, and resolves the one a push fixed', async () => {
    const { fake, gh, pr } = await start();
    const five = at(5, { suggestion: 'line 5 fixed', severity: 'high' });
    const range = at(31, { start_line: 28 });
    const old = at(30, { side: 'LEFT' });
    const plan = toReviewComments([range, five, old], await pullRequestLineIndexes(gh, pr), OPTIONS);
    expect(plan.invalid).toEqual([]);
    const result = await postReview(gh, pr, { comments: plan.comments, body: 'prlens found 3 problems.' });

    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.state.reviews[0]).toMatchObject({
      id: result.reviewId,
      state: 'COMMENTED',
      commitId: pr.headSha,
    });
    expect(fake.state.threads).toHaveLength(3);

    const threads = await listReviewThreads(gh, pr, ours());
    expect(existingFingerprints(threads)).toEqual(
      new Set([five.fingerprint, range.fingerprint, old.fingerprint]),
    );

    fake.state.push(7, { 'src/a.ts': head.replace('line five\n', 'line 5 fixed\n') });
    const after = await listReviewThreads(gh, pr, ours());
    expect(after.find((t) => t.fingerprint === five.fingerprint)?.isOutdated).toBe(true);
    const logs: string[] = [];
    const resolved = await resolveFixedThreads(
      gh,
      after,
      new Set([range.fingerprint, old.fingerprint]),
      bufferLogger(logs),
    );
    expect(resolved).toMatchObject({ resolved: [expect.any(String)], permissionDenied: false });
    const final = await listReviewThreads(gh, pr, ours());
    const fixed = final.find((t) => t.fingerprint === five.fingerprint)!;
    expect(fixed.isResolved).toBe(true);
    expect(fixed.comments).toHaveLength(2);
    expect(existingFingerprints(final)).toEqual(new Set([range.fingerprint, old.fingerprint]));
    expect(fake.violations).toEqual([]);
  });

  it('degrades without contents: write: the fixed thread stays open and nothing throws', async () => {
    const { fake, gh, pr } = await start({ canResolve: false });
    const five = at(5);
    const plan = toReviewComments([five], await pullRequestLineIndexes(gh, pr), OPTIONS);
    await postReview(gh, pr, { comments: plan.comments, body: 'x' });
    fake.state.push(7, { 'src/a.ts': head.replace('line five\n', 'line 5 fixed\n') });
    const logs: string[] = [];
    const result = await resolveFixedThreads(
      gh,
      await listReviewThreads(gh, pr, ours()),
      new Set(),
      bufferLogger(logs),
    );
    expect(result).toMatchObject({ resolved: [], permissionDenied: true });
    expect(logs.filter((l) => l.includes('contents: write'))).toHaveLength(1);
    expect(fake.state.threads.every((t) => !t.isResolved)).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('salvages a comment that a stale index placed off the diff: one review, the offender in its body', async () => {
    const { fake, gh, pr } = await start();
    // An index built from a wrong patch claims line 18 is changed; GitHub's diff does not have it.
    const stale = parsePatch({
      path: 'src/a.ts',
      status: 'modified',
      patch: '@@ -15,5 +15,5 @@\n l\n l\n-a\n+b\n l\n l',
    });
    const indexes = await pullRequestLineIndexes(gh, pr);
    const good = at(5);
    const offender = at(18);
    const both = toReviewComments([good], indexes, OPTIONS).comments.concat(
      toReviewComments([offender], new Map([['src/a.ts', buildLineIndex(stale)]]), OPTIONS).comments,
    );
    const result = await postReview(gh, pr, { comments: both, body: 'Summary.' });
    expect(result.rejected).toEqual([
      { finding: offender, error: expect.stringMatching(/line 18 \(RIGHT\)/) },
    ]);
    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.state.reviews[0]!.body).toContain(offender.title);
    expect(fake.state.threads).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it('falls back to a comment review when the token belongs to the PR author, who may not request changes', async () => {
    const { fake, gh, pr } = await start({}, 'github-actions[bot]');
    const plan = toReviewComments([at(5)], await pullRequestLineIndexes(gh, pr), OPTIONS);
    const logs: string[] = [];
    const result = await postReview(
      gh,
      pr,
      { comments: plan.comments, body: 'x', event: 'REQUEST_CHANGES' },
      { logger: bufferLogger(logs) },
    );
    expect(result.posted).toHaveLength(1);
    expect(fake.state.reviews.map((r) => r.state)).toEqual(['COMMENTED']);
    expect(logs).toEqual([expect.stringMatching(/may not|does not let the PR author/)]);
    expect(fake.violations).toEqual([]);
  });

  it('cuts a review body over the limit instead of failing the whole review', async () => {
    const { fake, gh, pr } = await start();
    const plan = toReviewComments([at(5)], await pullRequestLineIndexes(gh, pr), OPTIONS);
    const result = await postReview(gh, pr, { comments: plan.comments, body: 'y'.repeat(70_000) });
    expect(result.bodyUsed.length).toBeLessThanOrEqual(60_000);
    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it('keeps one summary across runs and reads back its watermark', async () => {
    const { fake, gh, pr } = await start();
    const extras = { overflow: [], rejected: [], unreviewable: [], staticOnly: false };
    const first = await upsertSummary(
      gh,
      pr,
      renderSummary(completeReport(), { ...extras, reviewedSha: null }),
      ours(),
    );
    expect(first.action).toBe('created');
    const second = await upsertSummary(
      gh,
      pr,
      renderSummary(completeReport(), { ...extras, reviewedSha: pr.headSha }),
      ours(),
    );
    expect(second).toEqual({ id: first.id, action: 'updated', deleted: [] });
    expect(await findSummary(gh, pr, ours())).toMatchObject({
      id: first.id,
      reviewedSha: pr.headSha,
      duplicates: [],
    });
    expect(fake.state.issueComments).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });
});
