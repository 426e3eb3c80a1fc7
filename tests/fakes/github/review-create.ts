/**
 * Create-review, all or nothing as on GitHub: every comment is checked against the diff of the
 * review's commit first, and one bad comment fails the request with 422 before anything is saved.
 * https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request
 * Error texts are GitHub's, as users report them (e.g. ubuntu/WSL#244, parkerbxyz/suggest-changes#28).
 */
import { buildLineIndex } from '../../../src/core/line-index.js';
import { HttpError, errorBody } from './http.js';
import type { RouteContext } from './http.js';
import type { DiffSide, PullRequestRecord, ReviewCommentRecord, ReviewRecord, ReviewState } from './model.js';
import { relocateThreads } from './outdated.js';
import { mapPatch } from './positions.js';

export const CREATE_REVIEW_DOCS =
  'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request';
/** GitHub's cap on review, comment and issue-comment bodies. */
export const MAX_BODY = 65_536;

const STATES: Record<string, ReviewState> = {
  COMMENT: 'COMMENTED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
  APPROVE: 'APPROVED',
};

interface CommentInput {
  path: string;
  body: string;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
  position?: number;
}

/** 422 in create-review's format: `errors` is a list of sentences. */
export function unprocessable(errors: string[], docs = CREATE_REVIEW_DOCS): HttpError {
  return new HttpError(422, errorBody(422, 'Unprocessable Entity', docs, { errors }));
}

/** 422 "body is too long" as GitHub's validation error of a resource. */
export function bodyTooLong(resource: string, docs: string): HttpError {
  return new HttpError(
    422,
    errorBody(422, 'Validation Failed', docs, {
      errors: [
        {
          resource,
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${MAX_BODY} characters)`,
        },
      ],
    }),
  );
}

type Located = {
  side: DiffSide;
  line: number;
  startLine: number | null;
  startSide: DiffSide | null;
  position: number;
  diffHunk: string;
};

/** Resolves one comment against the PR's diff at `commit`, or returns GitHub's error sentence. */
function locate(
  ctx: RouteContext,
  pull: PullRequestRecord,
  commit: string,
  c: CommentInput,
): Located | string {
  for (const [field, value] of [
    ['side', c.side],
    ['start_side', c.start_side],
  ] as const) {
    if (value !== undefined && value !== 'LEFT' && value !== 'RIGHT') {
      ctx.violate([`comments[].${field} must be LEFT or RIGHT, got ${JSON.stringify(value)}`]);
      return `${field} must be LEFT or RIGHT`;
    }
  }
  if (c.line === undefined && c.position === undefined) {
    ctx.violate([`comment on ${c.path} has neither line nor position`]);
    return 'Line could not be resolved';
  }
  const file = ctx.state.files(pull, commit).find((f) => f.filename === c.path);
  if (!file) return 'Path could not be resolved';
  const patch = mapPatch(file.patch);
  if (c.line === undefined) {
    const at = patch.byPosition(c.position!);
    if (!at) return 'Position could not be resolved';
    const entry = patch.at(at.side, at.line)!;
    return {
      side: at.side,
      line: at.line,
      startLine: null,
      startSide: null,
      position: entry.position,
      diffHunk: patch.diffHunk(entry),
    };
  }
  const side = (c.side ?? 'RIGHT') as DiffSide;
  const startSide = (c.start_side ?? side) as DiffSide;
  const index = buildLineIndex(file.diff);
  const end = index.get(side, c.line);
  const entry = patch.at(side, c.line);
  if (!end || !entry || file.patch === undefined) return 'Line could not be resolved';
  if (c.start_line !== undefined) {
    if (startSide === side && c.start_line >= c.line)
      return 'Pull request review thread start line must precede the end line.';
    const start = index.get(startSide, c.start_line);
    if (!start) return 'Pull request review thread start line must be part of the diff';
    if (start.hunk !== end.hunk)
      return 'Pull request review thread start line must be part of the same hunk as the line.';
  }
  return {
    side,
    line: c.line,
    startLine: c.start_line ?? null,
    startSide: c.start_line === undefined ? null : startSide,
    position: entry.position,
    diffHunk: patch.diffHunk(entry),
  };
}

/** Validates and, only when everything is valid, saves the review, its comments and threads. */
export function createReview(ctx: RouteContext, pull: PullRequestRecord): ReviewRecord {
  const input = (ctx.body ?? {}) as {
    body?: string;
    event?: string;
    commit_id?: string;
    comments?: CommentInput[];
  };
  if ((input.body ?? '').length > MAX_BODY) throw bodyTooLong('PullRequestReview', CREATE_REVIEW_DOCS);
  const event = input.event;
  if (event === 'APPROVE' && (ctx.options.tokenKind ?? 'actions') === 'actions') {
    throw unprocessable(['GitHub Actions is not permitted to approve pull requests.']);
  }
  if (pull.author.login === ctx.viewer.login && event === 'APPROVE')
    throw unprocessable(['Can not approve your own pull request']);
  if (pull.author.login === ctx.viewer.login && event === 'REQUEST_CHANGES') {
    throw unprocessable(['Can not request changes on your own pull request']);
  }
  const pending = ctx.state.reviews.find(
    (r) => r.pull === pull && r.state === 'PENDING' && r.user.login === ctx.viewer.login,
  );
  // GitHub keeps at most one pending review per user and pull request.
  if (event === undefined && pending) {
    throw unprocessable(['User can only have one pending review per pull request']);
  }
  // A pending review is invisible to everyone else; leaving one behind while publishing is a leak
  // that the tests should see (prlens probes with pending reviews and must delete them).
  if (event !== undefined && pending) {
    ctx.violate([`a pending review (${pending.id}) was left behind when a review was submitted`]);
  }
  const commit = input.commit_id ?? pull.headSha;
  if (!pull.knownCommits.has(commit)) throw unprocessable(['commit_id is not part of the pull request']);
  const comments = input.comments ?? [];
  const located: Located[] = [];
  const errors: string[] = [];
  for (const c of comments) {
    if (c.body.length > MAX_BODY) throw bodyTooLong('PullRequestReviewComment', CREATE_REVIEW_DOCS);
    const where = locate(ctx, pull, commit, c);
    if (typeof where === 'string') errors.push(where);
    else located.push(where);
  }
  if (errors.length) throw unprocessable([...new Set(errors)]);

  const { state } = ctx;
  const at = state.now();
  const review: ReviewRecord = {
    id: state.id('review'),
    pull,
    user: ctx.viewer,
    body: input.body ?? '',
    state: event === undefined ? 'PENDING' : STATES[event]!,
    commitId: commit,
    submittedAt: at,
  };
  state.reviews.push(review);
  if (review.state === 'PENDING') return review;
  comments.forEach((c, i) => {
    const where = located[i]!;
    const comment: ReviewCommentRecord = {
      id: state.id('reviewComment'),
      pull,
      reviewId: review.id,
      threadId: state.id('thread'),
      inReplyToId: undefined,
      user: ctx.viewer,
      body: c.body,
      path: c.path,
      side: where.side,
      startSide: where.startSide,
      line: where.line,
      startLine: where.startLine,
      position: where.position,
      originalLine: where.line,
      originalStartLine: where.startLine,
      originalPosition: where.position,
      commitId: commit,
      originalCommitId: commit,
      diffHunk: where.diffHunk,
      createdAt: at,
      updatedAt: at,
    };
    state.reviewComments.push(comment);
    state.threads.push({
      id: comment.threadId,
      pull,
      commentIds: [comment.id],
      isResolved: false,
      resolvedBy: undefined,
      isOutdated: false,
    });
  });
  // A review on an older commit: its comments are outdated at once where the head changed them.
  if (commit !== pull.headSha) relocateThreads(state, pull, commit);
  return review;
}
