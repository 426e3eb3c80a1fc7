/**
 * Our review threads over GraphQL: which findings are already posted (a rerun skips them) and
 * which threads to resolve because their finding is gone. REST has no thread state; GraphQL has
 * `isResolved`, `isOutdated` and `viewerCanResolve`:
 * https://docs.github.com/en/graphql/reference/objects#pullrequestreviewthread
 * GraphQL answers errors with HTTP 200; @octokit/graphql throws a GraphqlResponseError carrying them.
 *
 * Ids: github.com's review comment ids are past 2^31, which GraphQL's `databaseId` (a 32-bit `Int`,
 * deprecated for that reason) cannot carry: asking for it fails the whole query. `fullDatabaseId` is
 * a `BigInt` sent as a string; it is the REST id, which JSON carries as a number (exact up to 2^53).
 * https://docs.github.com/graphql/reference/objects#pullrequestreviewcomment
 */
import type { Logger } from '../core/ports.js';
import { readFingerprint } from '../report/markers.js';
import { lastEditor } from './comment-edits.js';
import type { Ownership } from './ownership.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { ReviewThread, ResolveResult } from '../core/forge-types.js';
export type { ReviewThread, ResolveResult } from '../core/forge-types.js';
export { existingFingerprints } from '../core/pr-rules.js';

export const REVIEW_THREADS_QUERY = `
query ($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line viewerCanResolve resolvedBy { __typename login }
          comments(first: 20) {
            nodes { fullDatabaseId body author { __typename login } lastEditedAt editor { __typename login } }
          }
        }
      }
    }
  }
}`;

export const RESOLVE_MUTATION = `
mutation ($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

export const REPLY_MUTATION = `
mutation ($threadId: ID!, $body: String!) {
  addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $threadId, body: $body }) {
    comment { id }
  }
}`;

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: Array<
          Omit<ReviewThread, 'fingerprint' | 'comments'> & { comments: { nodes: ReviewThread['comments'] } }
        >;
      };
    } | null;
  } | null;
}

/**
 * Every review thread of the PR (100 a page, every page) that prlens started: its first comment
 * carries a fingerprint and was written by prlens's identity. A fingerprint on anyone else's thread
 * is recorded in `own` and ignored: a forged thread must not stop a finding from being posted. So is
 * a thread whose first comment someone else edited last: its fingerprint marker may have been
 * swapped for another finding's, which a maintainer's 👎 would then reject unseen.
 */
export async function listReviewThreads(
  gh: GitHub,
  pr: PullRequestRef,
  own: Ownership,
  /** Receives our threads whose root someone else edited last, when given (./open-threads.ts). */
  edited?: ReviewThread[],
): Promise<ReviewThread[]> {
  const ours: ReviewThread[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ThreadsPage = await gh.graphql<ThreadsPage>(REVIEW_THREADS_QUERY, {
      owner: pr.owner,
      repo: pr.repo,
      number: pr.number,
      after,
    });
    const threads = page.repository?.pullRequest?.reviewThreads;
    if (!threads)
      throw new Error(`pull request ${pr.owner}/${pr.repo}#${pr.number} was not found over GraphQL`);
    for (const node of threads.nodes) {
      const comments = node.comments.nodes;
      const fingerprint = readFingerprint(comments[0]?.body ?? '');
      if (fingerprint === null) continue;
      const id = comments[0]?.fullDatabaseId;
      const where = id == null ? `review thread ${node.id}` : `review comment ${id}`;
      if (!own.owns(comments[0]?.author, { kind: 'inline finding', where })) continue;
      const editor = lastEditor(comments[0] ?? null, own, `inline finding (${where})`);
      if (editor === null) ours.push({ ...node, comments, fingerprint });
      else {
        own.tampered(editor.reason);
        edited?.push({ ...node, comments, fingerprint });
      }
    }
    if (!threads.pageInfo.hasNextPage || threads.pageInfo.endCursor === null) return ours;
    after = threads.pageInfo.endCursor;
  }
}

/**
 * The REST id of a comment from its GraphQL `fullDatabaseId`; null when absent or not an exact
 * JavaScript integer (REST could not carry such an id either).
 */
export function restCommentId(fullDatabaseId: string | null | undefined): number | null {
  if (typeof fullDatabaseId !== 'string' || !/^[1-9]\d{0,15}$/.test(fullDatabaseId)) return null;
  const id = Number(fullDatabaseId);
  return Number.isSafeInteger(id) ? id : null;
}

export const RESOLVED_REPLY =
  'This finding is no longer reported on the latest changes, so prlens resolves this thread.';

const PERMISSION_HINT =
  'resolving threads needs contents: write; give the workflow `permissions: contents: write` or set `resolve-fixed: false`';

/**
 * Resolves our threads whose line is outdated and whose fingerprint this run no longer produces,
 * each with a short reply. Without permission it logs once and stops; it never throws.
 */
export async function resolveFixedThreads(
  gh: GitHub,
  threads: readonly ReviewThread[],
  currentFingerprints: ReadonlySet<string>,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<ResolveResult> {
  const result: ResolveResult = { resolved: [], permissionDenied: false, failed: [] };
  const fixed = threads.filter(
    (t) => t.fingerprint !== null && !t.isResolved && t.isOutdated && !currentFingerprints.has(t.fingerprint),
  );
  for (const thread of fixed) {
    if (!thread.viewerCanResolve) {
      result.permissionDenied = true;
      break;
    }
    try {
      // Resolve first: if the reply then fails, no thread is left saying "resolved" while open.
      await gh.graphql(RESOLVE_MUTATION, { threadId: thread.id });
      result.resolved.push(thread.id);
    } catch (error) {
      if (isForbidden(error)) {
        result.permissionDenied = true;
        break;
      }
      logger.warn(`could not resolve review thread on ${thread.path}: ${message(error)}`);
      result.failed.push(thread.id);
      continue;
    }
    try {
      await gh.graphql(REPLY_MUTATION, { threadId: thread.id, body: RESOLVED_REPLY });
    } catch (error) {
      logger.warn(`resolved the thread on ${thread.path} but could not reply: ${message(error)}`);
    }
  }
  if (result.permissionDenied) logger.warn(PERMISSION_HINT);
  if (result.resolved.length > 0) logger.info(`resolved ${result.resolved.length} fixed review threads`);
  return result;
}

/**
 * A GraphQL FORBIDDEN error (HTTP 200 with `errors[].type`). An HTTP 403 is not one: over GraphQL it
 * means a rate limit, which the client's throttling plugin already retried.
 */
function isForbidden(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errors } = error as { errors?: unknown };
  return Array.isArray(errors) && errors.some((e) => (e as { type?: unknown } | null)?.type === 'FORBIDDEN');
}

/** One line: a GraphqlResponseError's `errors` as `TYPE: message`, else the error's message. */
function message(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .map((e: { type?: unknown; message?: unknown }) =>
        [e.type, e.message].filter((part) => typeof part === 'string').join(': '),
      )
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
