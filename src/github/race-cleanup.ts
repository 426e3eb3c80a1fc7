/**
 * Two runs on one PR (a re-run while a push is reviewed, a workflow without a concurrency group)
 * can both see no thread for a finding and both post it. Create-review has no lock, so the cleanup
 * is after the fact: once our review landed, any finding that now has more than one open thread of
 * ours keeps the oldest comment and our later copy is deleted. The later run always sees the earlier
 * run's review (it was created first), so exactly one copy survives whichever run checks first.
 * Only threads of prlens's own identity count: a forged older thread with our fingerprint must not
 * get our real comment deleted, and only comments of our own review are ever deleted.
 */
import type { Logger } from '../core/ports.js';
import type { Ownership } from './ownership.js';
import { listReviewThreads, restCommentId } from './threads.js';
import type { GitHub, PullRequestRef } from './types.js';

/** Deletes our comments (of review `reviewId`) that duplicate an older open thread; returns how many. */
export async function removeRacedDuplicates(
  gh: GitHub,
  pr: PullRequestRef,
  reviewId: number,
  logger: Pick<Logger, 'info' | 'warn'>,
  own: Ownership,
): Promise<number> {
  const params = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
  const comments = await gh.rest.paginate(gh.rest.pulls.listReviewComments, { ...params, per_page: 100 });
  const mineIds = new Set(comments.filter((c) => c.pull_request_review_id === reviewId).map((c) => c.id));
  const oldest = new Map<string, number>();
  const roots: Array<{ fingerprint: string; id: number }> = [];
  for (const thread of await listReviewThreads(gh, pr, own)) {
    // GraphQL's `fullDatabaseId` is the REST id as a string (github.com's ids are past 2^31).
    const id = restCommentId(thread.comments[0]?.fullDatabaseId);
    if (thread.isResolved || thread.fingerprint === null || id === null) continue;
    roots.push({ fingerprint: thread.fingerprint, id });
    oldest.set(thread.fingerprint, Math.min(id, oldest.get(thread.fingerprint) ?? Infinity));
  }
  let removed = 0;
  for (const { fingerprint, id } of roots) {
    if (!mineIds.has(id) || oldest.get(fingerprint) === id) continue;
    try {
      await gh.rest.pulls.deleteReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
      removed++;
    } catch (error) {
      logger.warn(`could not delete duplicate comment ${id}: ${(error as Error).message}`);
    }
  }
  if (removed > 0) logger.info(`removed ${removed} comment(s) that a concurrent run had already posted`);
  return removed;
}
