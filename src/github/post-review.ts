/**
 * Posting the one review of a run, with salvage when GitHub rejects it.
 *
 * Create-review is all or nothing: one comment GitHub cannot place fails the whole request with 422
 * and nothing is saved. Reviews are public once submitted, so offenders are never found by posting
 * halves. Salvage instead (1) re-checks every comment against the PR's current diff, then (2) if
 * GitHub still answers 422, bisects with PENDING reviews (created without `event`, visible only to
 * their author) that are deleted right after each probe, and (3) submits exactly one review with the
 * accepted comments; the rejected ones are listed in its body. See
 * https://docs.github.com/en/rest/pulls/reviews#create-a-review-for-a-pull-request
 *
 * Request cost: 1 create when GitHub accepts. After a 422: 1 `pulls/{n}` and the pages of
 * `pulls/{n}/files` (100 a page),
 * 1 create if re-checking removed offenders, 1 list of reviews, then per probe 1 create (+1 delete
 * when accepted) — about 2·k·log2(n) probes for k offenders among n comments, capped by `maxProbes`
 * — and 1 final create. These are content-creating requests (about 80 a minute are allowed); the
 * client's throttling plugin spaces review creation 3 s apart, so each probe costs about 3 s of
 * wall time and the default budget of 24 probes bounds a salvage near a minute and a half.
 */
import { buildLineIndex } from '../core/line-index.js';
import type { LineIndex } from '../core/line-index.js';
import type { Logger } from '../core/ports.js';
import { parsePatch } from '../diff/parse.js';
import { hardCut } from '../report/markdown-budget.js';
import type { PlannedComment } from './comments.js';
import { isOurProbe, probeMarker } from '../report/markers.js';
import type { Ownership } from './ownership.js';
import { rejectedSection } from '../report/pr-summary.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { PostReviewInput, PostReviewResult } from '../core/forge-types.js';
export type { PostReviewInput, PostReviewResult } from '../core/forge-types.js';

export interface PostReviewOptions {
  /**
   * Line indexes of the diff at the head SHA for re-checking after a 422, or null when they cannot
   * be known; default: `pulls/{n}/files` while the PR's head is still that SHA.
   */
  currentIndexes?: () => Promise<ReadonlyMap<string, LineIndex> | null>;
  /** Most PENDING-review probes in one salvage; untested comments are listed in the body instead. */
  maxProbes?: number;
  /** Review body ceiling (GitHub rejects over 65,536 characters). */
  maxBodyChars?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /**
   * Who prlens posts as: a leftover PENDING review is deleted only when it carries our probe marker
   * and was written by it. GitHub shows a pending review only to its author, so the marker alone
   * already points at the token's account; the author check keeps deletion to our own even so.
   */
  own?: Ownership;
}

const DEFAULT_MAX_PROBES = 24;
const DEFAULT_MAX_BODY_CHARS = 60_000;

type PullHead = PullRequestRef & { headSha: string };
type Rejected = PostReviewResult['rejected'][number];

/** Posts one review (event COMMENT by default) and salvages a 422; throws on any other failure. */
export async function postReview(
  gh: GitHub,
  pr: PullHead,
  input: PostReviewInput,
  options: PostReviewOptions = {},
): Promise<PostReviewResult> {
  const event = input.event ?? 'COMMENT';
  const maxBody = options.maxBodyChars ?? DEFAULT_MAX_BODY_CHARS;
  if (input.comments.length === 0 && input.body.trim() === '') {
    return { reviewId: null, posted: [], rejected: [], bodyUsed: '' };
  }
  // A body over GitHub's cap would fail every attempt with 422, comments or not.
  const head = hardCut(input.body, maxBody);
  const submit = async (comments: readonly PlannedComment[], rejected: Rejected[]) => {
    const body = head + rejectedSection(rejected, maxBody - head.length);
    const { data } = await createReview(gh, pr, comments, body, event);
    return { reviewId: data.id, posted: [...comments], rejected, bodyUsed: body };
  };

  let candidates = [...input.comments];
  try {
    return await submit(candidates, []);
  } catch (error) {
    if (!isUnprocessable(error)) throw wrap('creating the review failed', error);
    // A token that belongs to the PR's author (the CLI with `--post`) may not request changes.
    if (event === 'REQUEST_CHANGES' && /request changes on your own/i.test(describe(error))) {
      options.logger?.warn('GitHub does not let the PR author request changes; posting a comment review');
      return postReview(gh, pr, { ...input, event: 'COMMENT' }, options);
    }
    if (candidates.length === 0) throw wrap('creating the review failed', error);
    options.logger?.warn(
      `GitHub rejected the review (${describe(error)}); finding the comments it cannot place`,
    );
  }

  const rejected: Rejected[] = [];
  try {
    const indexes = await (options.currentIndexes ?? (() => headLineIndexes(gh, pr)))();
    if (indexes === null) options.logger?.info('the PR has a new head; probing every comment');
    candidates = candidates.filter(({ finding, comment }) => {
      if (indexes === null) return true;
      const index = indexes.get(comment.path);
      const check = index?.check(comment) ?? {
        ok: false,
        reason: `${comment.path} is no longer in the diff`,
      };
      if (!check.ok) rejected.push({ finding, error: check.reason });
      return check.ok;
    });
  } catch (error) {
    options.logger?.warn(`could not re-read the PR's diff (${describe(error)}); probing every comment`);
  }
  if (rejected.length > 0) {
    try {
      return await submit(candidates, rejected);
    } catch (error) {
      if (!isUnprocessable(error)) throw wrap('creating the review failed', error);
    }
  }

  const probed = await bisect(gh, pr, candidates, options.maxProbes ?? DEFAULT_MAX_PROBES, options.own);
  options.logger?.info(
    `salvage: ${probed.accepted.length} comments placed, ${rejected.length + probed.rejected.length} moved to the review body`,
  );
  try {
    return await submit(probed.accepted, [...rejected, ...probed.rejected]);
  } catch (error) {
    throw wrap('creating the review failed even without the comments GitHub rejected', error);
  }
}

/**
 * Splits comments GitHub rejects as a whole into accepted and rejected ones with PENDING reviews.
 * The full set is known to fail; when one half is accepted the other half is known to fail too.
 */
async function bisect(
  gh: GitHub,
  pr: PullHead,
  comments: PlannedComment[],
  maxProbes: number,
  own: Ownership | undefined,
) {
  const accepted: PlannedComment[] = [];
  const rejected: Rejected[] = [];
  const blocker = await clearOurPendingReviews(gh, pr, own);
  if (blocker !== null) {
    for (const { finding } of comments) rejected.push({ finding, error: blocker });
    return { accepted, rejected };
  }
  let probes = 0;
  const probe = async (set: PlannedComment[]): Promise<string | null> => {
    probes += 1;
    try {
      const { data } = await createReview(gh, pr, set, probeMarker(), undefined);
      await gh.rest.pulls.deletePendingReview({ ...params(pr), review_id: data.id });
      return null;
    } catch (error) {
      if (isUnprocessable(error)) return describe(error);
      throw wrap('probing which comments GitHub accepts failed', error);
    }
  };
  const search = async (set: PlannedComment[], failure: string | null): Promise<void> => {
    if (failure === null) {
      if (probes >= maxProbes) {
        for (const { finding } of set) rejected.push({ finding, error: 'not checked: probe budget used up' });
        return;
      }
      failure = await probe(set);
      if (failure === null) return void accepted.push(...set);
    }
    if (set.length === 1) return void rejected.push({ finding: set[0]!.finding, error: failure });
    const half = Math.ceil(set.length / 2);
    const left = set.slice(0, half);
    const right = set.slice(half);
    const leftFailure = probes < maxProbes ? await probe(left) : 'not checked: probe budget used up';
    if (leftFailure === null) {
      accepted.push(...left);
      await search(right, failure);
    } else {
      await search(left, leftFailure);
      await search(right, null);
    }
  };
  if (comments.length > 0) await search(comments, 'GitHub rejected the review (422)');
  // Keep the order the comments came in (most severe first), whatever the order of the probes.
  accepted.sort((a, b) => comments.indexOf(a) - comments.indexOf(b));
  return { accepted, rejected };
}

/**
 * GitHub allows one pending review per user and PR. Pending reviews left by an earlier probe that
 * crashed are deleted (they carry our probe marker); someone else's draft — possible when the token
 * is a person's — is never touched, and then probing is impossible: the reason is returned.
 */
async function clearOurPendingReviews(
  gh: GitHub,
  pr: PullHead,
  own: Ownership | undefined,
): Promise<string | null> {
  const reviews = await gh.rest.paginate(gh.rest.pulls.listReviews, { ...params(pr), per_page: 100 });
  for (const review of reviews.filter((r) => r.state === 'PENDING')) {
    const marked = isOurProbe(review.body);
    if (!marked || (own && !own.owns(review.user, { kind: 'probe', where: `pending review ${review.id}` }))) {
      return 'not checked: the token’s user has a pending review on this pull request';
    }
    await gh.rest.pulls.deletePendingReview({ ...params(pr), review_id: review.id });
  }
  return null;
}

function createReview(
  gh: GitHub,
  pr: PullHead,
  comments: readonly PlannedComment[],
  body: string,
  event: 'COMMENT' | 'REQUEST_CHANGES' | undefined,
) {
  return gh.rest.pulls.createReview({
    ...params(pr),
    // Pinning the commit keeps line numbers meaning what they meant in the diff that was reviewed.
    commit_id: pr.headSha,
    body,
    ...(event ? { event } : {}),
    comments: comments.map((c) => ({ ...c.comment })),
  });
}

/**
 * Line indexes of the PR's diff while its head is still `pr.headSha`, else null. GitHub checks
 * comments against the diff of `commit_id`; once the head moved, `pulls/{n}/files` shows another
 * diff, which would reject good comments and accept bad ones.
 */
async function headLineIndexes(gh: GitHub, pr: PullHead): Promise<Map<string, LineIndex> | null> {
  const { data } = await gh.rest.pulls.get(params(pr));
  return data.head.sha === pr.headSha ? pullRequestLineIndexes(gh, pr) : null;
}

/** Line indexes of every file in the PR's current diff (`pulls/{n}/files`, every page). */
export async function pullRequestLineIndexes(
  gh: GitHub,
  pr: PullRequestRef,
): Promise<Map<string, LineIndex>> {
  const files = await gh.rest.paginate(gh.rest.pulls.listFiles, { ...params(pr), per_page: 100 });
  const indexes = new Map<string, LineIndex>();
  for (const file of files) {
    if (file.patch === undefined) continue;
    const status = file.status === 'removed' ? 'deleted' : file.status;
    const diff = parsePatch({
      path: file.filename,
      previousPath: file.previous_filename ?? null,
      status:
        status === 'added' || status === 'deleted' || status === 'renamed' || status === 'copied'
          ? status
          : 'modified',
      patch: file.patch,
    });
    indexes.set(file.filename, buildLineIndex(diff));
  }
  return indexes;
}

function params(pr: PullRequestRef) {
  return { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
}

/** A 422 from GitHub (its RequestError carries `status`). */
function isUnprocessable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 422;
}

/** GitHub's message and its `errors` list, e.g. `Unprocessable Entity: Line could not be resolved`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null) return error.message;
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  const details = Array.isArray(errors)
    ? errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('; ')
    : '';
  const head = typeof message === 'string' ? message : error.message;
  return details === '' ? head : `${head}: ${details}`;
}

function wrap(what: string, error: unknown): Error {
  return new Error(`${what}: ${describe(error)}`, { cause: error });
}
