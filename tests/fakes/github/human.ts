/**
 * Comments written by people (or other bots) rather than by the token's viewer: the commands prlens
 * answers start as such comments, so tests place them in the fake's state directly, as GitHub would
 * after a user typed them.
 */
import type { Actor, IssueCommentRecord, PullRequestRecord, ReviewCommentRecord } from './model.js';
import { mapPatch } from './positions.js';
import { editIssueComment } from './routes-issues.js';
import type { FakeState } from './state.js';

/** A user (default) or a bot (`type: 'Bot'`, REST login with `[bot]`). */
export function personOrBot(state: FakeState, login: string): Actor {
  if (!login.endsWith('[bot]')) return state.actor(login);
  const actor = state.actor(login);
  actor.type = 'Bot';
  actor.graphqlLogin = login.slice(0, -'[bot]'.length);
  return actor;
}

/** An issue comment on the PR's conversation by `login`. */
export function addIssueCommentBy(
  state: FakeState,
  pull: PullRequestRecord,
  login: string,
  body: string,
): IssueCommentRecord {
  const at = state.now();
  const comment: IssueCommentRecord = {
    id: state.id('issueComment'),
    repo: pull.repo,
    issueNumber: pull.number,
    user: personOrBot(state, login),
    body,
    createdAt: at,
    updatedAt: at,
  };
  state.issueComments.push(comment);
  return comment;
}

/** A new review thread by `login` on a diff line of the PR's head (throws when the line is not in the diff). */
export function addReviewCommentBy(
  state: FakeState,
  pull: PullRequestRecord,
  login: string,
  at: { path: string; line: number; side?: 'LEFT' | 'RIGHT' },
  body: string,
): ReviewCommentRecord {
  const side = at.side ?? 'RIGHT';
  const file = state.files(pull).find((f) => f.filename === at.path);
  const patch = mapPatch(file?.patch);
  const entry = patch.at(side, at.line);
  if (!entry) throw new Error(`fake GitHub: ${at.path}:${at.line} (${side}) is not in the diff`);
  const user = personOrBot(state, login);
  const when = state.now();
  const reviewId = state.id('review');
  state.reviews.push({
    id: reviewId,
    pull,
    user,
    body: '',
    state: 'COMMENTED',
    commitId: pull.headSha,
    submittedAt: when,
  });
  const comment: ReviewCommentRecord = {
    id: state.id('reviewComment'),
    pull,
    reviewId,
    threadId: state.id('thread'),
    inReplyToId: undefined,
    user,
    body,
    path: at.path,
    side,
    startSide: null,
    line: at.line,
    startLine: null,
    position: entry.position,
    originalLine: at.line,
    originalStartLine: null,
    originalPosition: entry.position,
    commitId: pull.headSha,
    originalCommitId: pull.headSha,
    diffHunk: patch.diffHunk(entry),
    createdAt: when,
    updatedAt: when,
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
  return comment;
}

/**
 * `login` edits an issue comment, as the PATCH of https://docs.github.com/rest/issues/comments#update-an-issue-comment
 * does with their token: anyone with write access may edit any comment, prlens's summary included.
 */
export function editIssueCommentBy(
  state: FakeState,
  comment: IssueCommentRecord,
  login: string,
  edit: (body: string) => string,
): void {
  editIssueComment(state, comment, personOrBot(state, login), edit(comment.body));
}

/**
 * `login` edits a review comment, as the PATCH of https://docs.github.com/rest/pulls/comments#update-a-review-comment-for-a-pull-request
 * does with their token: anyone with write access may edit any comment, prlens's findings included.
 */
export function editReviewCommentBy(
  state: FakeState,
  comment: ReviewCommentRecord,
  login: string,
  edit: (body: string) => string,
): void {
  const editedAt = state.now();
  const editor = personOrBot(state, login);
  comment.edits = [...(comment.edits ?? []), { editor, editedAt, previous: comment.body }];
  comment.body = edit(comment.body);
  comment.updatedAt = editedAt;
}
