/**
 * The records the fake GitHub keeps. REST and GraphQL render the same records, as GitHub does, so a
 * thread resolved over GraphQL is the comment listed over REST.
 */
import type { GitRepo } from './git-repo.js';

export interface Actor {
  /** REST login (`github-actions[bot]` for the Actions token). */
  login: string;
  /** GraphQL login: GitHub drops the `[bot]` suffix there, which is why markers identify comments. */
  graphqlLogin: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface RepoRecord {
  owner: Actor;
  name: string;
  id: number;
  git: GitRepo;
  defaultBranch: string;
  /** Pull requests by number; issues share the number space. */
  pulls: Map<number, PullRequestRecord>;
}

export interface PullRequestRecord {
  repo: RepoRecord;
  number: number;
  id: number;
  title: string;
  body: string | null;
  draft: boolean;
  state: 'open' | 'closed';
  author: Actor;
  baseRef: string;
  headRef: string;
  /** The base branch tip the PR is compared to. */
  baseSha: string;
  headSha: string;
  /** The head lives in a fork owned by this account. */
  forkOwner: Actor | undefined;
  /** Every head commit ever pushed (force-pushed ones too): GitHub accepts reviews on them. */
  knownCommits: Set<string>;
  createdAt: string;
  updatedAt: string;
  /** Answers 404 as if the PR (or its repository) was deleted. */
  deleted: boolean;
}

export type ReviewState = 'COMMENTED' | 'CHANGES_REQUESTED' | 'APPROVED' | 'PENDING';

export interface ReviewRecord {
  id: number;
  pull: PullRequestRecord;
  user: Actor;
  body: string;
  state: ReviewState;
  commitId: string;
  submittedAt: string;
}

export type DiffSide = 'LEFT' | 'RIGHT';

export interface ReviewCommentRecord {
  id: number;
  pull: PullRequestRecord;
  reviewId: number;
  threadId: number;
  inReplyToId: number | undefined;
  user: Actor;
  body: string;
  path: string;
  side: DiffSide;
  startSide: DiffSide | null;
  /** Current location; null once outdated. */
  line: number | null;
  startLine: number | null;
  position: number | null;
  originalLine: number;
  originalStartLine: number | null;
  originalPosition: number;
  /** The commit the location currently refers to; stays on the last one where it applied. */
  commitId: string;
  originalCommitId: string;
  diffHunk: string;
  createdAt: string;
  updatedAt: string;
  /** Every edit after creation, oldest first (GraphQL `editor`, `lastEditedAt`), as on issue comments. */
  edits?: CommentEdit[];
}

export interface ThreadRecord {
  id: number;
  pull: PullRequestRecord;
  /** Root comment first, then replies. */
  commentIds: number[];
  isResolved: boolean;
  resolvedBy: Actor | undefined;
  isOutdated: boolean;
}

export interface IssueCommentRecord {
  id: number;
  repo: RepoRecord;
  issueNumber: number;
  user: Actor;
  body: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Every edit after creation, oldest first: who made it and when. GraphQL shows the last one as
   * `editor` and `lastEditedAt`, and all of them as `userContentEdits`; REST shows only `updated_at`.
   * https://docs.github.com/graphql/reference/objects#issuecomment
   */
  edits?: CommentEdit[];
}

/** One edit of a comment's body. https://docs.github.com/graphql/reference/objects#usercontentedit */
export interface CommentEdit {
  editor: Actor;
  editedAt: string;
  /** The body before the edit (GitHub's edit history shows it). */
  previous: string;
}

/** https://docs.github.com/rest/reactions/reactions#about-reactions */
export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** What a reaction is on: an issue (PR conversation) comment or a review comment. */
export type ReactionSubject = 'issue_comment' | 'pull_request_review_comment';

export interface ReactionRecord {
  id: number;
  subject: ReactionSubject;
  commentId: number;
  user: Actor;
  content: ReactionContent;
  createdAt: string;
}

/** GitHub's Actions bot: REST and GraphQL logins differ. https://api.github.com/users/github-actions%5Bbot%5D */
export const ACTIONS_BOT: Actor = {
  login: 'github-actions[bot]',
  graphqlLogin: 'github-actions',
  id: 41898282,
  type: 'Bot',
};

export function user(login: string, id: number): Actor {
  return { login, graphqlLogin: login, id, type: 'User' };
}
