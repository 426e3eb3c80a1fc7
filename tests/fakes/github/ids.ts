/**
 * Database ids of github.com's size: one sequence per kind of object, each starting where github.com
 * hands them out today, so every test sees ids past 2^31 where GitHub has them. A fake with small
 * ids hid that GraphQL's `databaseId` (a 32-bit `Int`) fails for them.
 *
 * Where the numbers come from:
 * - `@octokit/webhooks-examples` 7.6 (real payloads, dated): check_run 1,494,503,112 (Dec 2020);
 *   workflow_job 14,541,957,942 (Jun 2023; a job's id is its check run's id); repository 640,412,585
 *   (May 2023); pull_request 873,298,238 (Mar 2022); label 1,362,937,026 (2019); users up to 67,584,941.
 * - Review ids passed 2^31 by July 2024: https://github.com/github/rest-api-description/issues/3795
 * - GitHub deprecated `databaseId` of PullRequest, PullRequestReview and PullRequestReviewComment
 *   for `fullDatabaseId` (BigInt) in February 2024: https://github.com/octokit/graphql-schema/pull/896
 *   (Issue and IssueComment have `fullDatabaseId` too). User, Repository and Reaction keep only an
 *   `Int` databaseId, so theirs are still below 2^31.
 * - Today's ranges (issue comments ~3.1e9, review comments ~2.2e9, reviews ~3e9, check runs ~4e10):
 *   docs/contracts.md, "What GitHub does", as measured on github.com.
 * Labels (~8e9), issues (~3.3e9), reactions (~2.8e8) and check suites are rounded guesses in line
 * with the above; the REST description types every one of these ids as int64.
 */

export type IdKind =
  | 'user'
  | 'repo'
  | 'pull'
  | 'issue'
  | 'issueComment'
  | 'review'
  | 'reviewComment'
  | 'thread'
  | 'reaction'
  | 'checkRun'
  | 'checkSuite'
  | 'label';

/** The first id of each kind (the sequence hands out the next one). */
export const ID_START: Readonly<Record<IdKind, number>> = {
  user: 190_000_000,
  repo: 1_000_000_000,
  pull: 2_500_000_000,
  issue: 3_300_000_000,
  issueComment: 3_100_000_000,
  review: 3_000_000_000,
  reviewComment: 2_200_000_000,
  // Threads have no database id on GitHub's API (node ids only); this one only feeds the node id.
  thread: 5_000_000_000,
  reaction: 280_000_000,
  checkRun: 40_000_000_000,
  checkSuite: 36_000_000_000,
  label: 8_000_000_000,
};

/** One counter per kind. */
export class IdSequences {
  private readonly next = new Map<IdKind, number>();

  /** The next id of `kind`. */
  take(kind: IdKind): number {
    const id = (this.next.get(kind) ?? ID_START[kind]) + 1;
    this.next.set(kind, id);
    return id;
  }
}
