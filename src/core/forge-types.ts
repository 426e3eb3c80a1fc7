/**
 * The data a forge (GitHub today) and the use cases exchange through the Forge port (./forge.ts):
 * a pull request at its head, its review threads, our summary, the team's rejections, the inline
 * comments planned and posted. Plain shapes only; src/github fills them from REST and GraphQL.
 */
import type { ExcludedFile, Finding, FileDiff, Severity, Side } from './types.js';

/** A repository on the forge. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** One pull request of a repository. */
export interface PullRequestRef extends RepoRef {
  number: number;
}

/** A pull request at its head, as loaded once per run: metadata and every changed file, parsed. */
export interface PullRequestContext extends PullRequestRef {
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  author: string;
  baseSha: string;
  headSha: string;
  baseRef: string;
  headRef: string;
  /** The head lives in another repository (a fork). */
  isFork: boolean;
  /** The author's relation to the repository as GitHub states it (OWNER, MEMBER, CONTRIBUTOR, …). */
  authorAssociation: string;
  /** Names of the labels on the PR when it was loaded. */
  labels: string[];
  /** Every changed file with a patch, parsed (GitHub's `patch` has no headers: see parsePatch). */
  files: FileDiff[];
  /** Files GitHub sent without a patch (binary, too large) or beyond the 3,000-file cap. */
  unreviewable: ExcludedFile[];
  /** `changed_files` as GitHub counts it. */
  changedFiles: number;
}

/** Who the token posts as: our comments are the ones this account wrote. */
export interface Identity {
  /** The login as REST shows it (`github-actions[bot]`, `my-app[bot]`, `octocat`). */
  login: string;
  /** The account's id (REST `user.id`, GraphQL `databaseId`); null when unknown. */
  id: number | null;
  type: 'Bot' | 'User';
  /** How it was learned, for the log. */
  source: 'viewer' | 'user' | 'actions' | 'comment';
}

/** A comment's author as REST (`user`) or GraphQL (`author`) gives it. */
export interface Author {
  login?: string | null | undefined;
  id?: number | null | undefined;
  /** REST `user.type`. */
  type?: string | null | undefined;
  /** GraphQL's type of the actor. */
  __typename?: string | null | undefined;
}

/** One review thread on the PR (GraphQL `reviewThreads`), with the fingerprint of ours. */
export interface ReviewThread {
  /** GraphQL node id, what resolveReviewThread takes. */
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  path: string;
  line: number | null;
  viewerCanResolve: boolean;
  /** Who resolved it (null while open, or for a deleted account). */
  resolvedBy?: { __typename: string; login: string } | null;
  comments: Array<{
    fullDatabaseId: string | null;
    body: string;
    /** GraphQL drops `[bot]` from a bot's login; null for a deleted account. */
    author: { __typename: string; login: string } | null;
    /** When and by whom the comment was last edited (null: never); ./comment-edits.ts. */
    lastEditedAt?: string | null;
    editor?: { __typename: string; login: string } | null;
  }>;
  /** The fingerprint in the first comment: set only on threads prlens started. */
  fingerprint: string | null;
}

/** What resolving our fixed threads did. */
export interface ResolveResult {
  resolved: string[];
  /** Resolving stopped because the token lacks `contents: write`. */
  permissionDenied: boolean;
  /** Threads that failed for another reason (logged, never thrown). */
  failed: string[];
}

/** Who last edited a comment of ours when it was not prlens: what it holds is void. */
export interface ForeignEdit {
  /** The editor's login, or a phrase when GitHub could not say. */
  by: string;
  /** Why the state is void, for the run's notice. */
  reason: string;
}

/** Our summary comment: where it is and the head it records as reviewed. */
export interface SummaryComment {
  id: number;
  /** GraphQL node id, to ask who last edited it. */
  nodeId: string;
  body: string;
  reviewedSha: string | null;
}

/**
 * Our summary as a source of state: `edited` is set when someone other than prlens edited it last,
 * and then `reviewedSha` is null and `body` must not be read for state (./comment-edits.ts).
 */
export interface FoundSummary extends SummaryComment {
  duplicates: number[];
  edited: ForeignEdit | null;
}

/** What writing the summary did. */
export interface UpsertResult {
  id: number;
  action: 'created' | 'updated' | 'unchanged';
  /** Duplicate summaries deleted (left by an earlier race). */
  deleted: number[];
}

/** The paths changed since the watermark, or why the whole PR must be reviewed again. */
export type ChangedSince = { kind: 'incremental'; paths: Set<string> } | { kind: 'full'; reason: string };

/** The author's stated intent, as the model reads it. */
export interface Intent {
  /** The text given to the model as the author's stated intent. */
  text: string;
  /** The linked issue read, if any. */
  issue: number | null;
}

/** How a rejection was made: a 👎 reaction or a `/prlens ignore` reply. */
type LearnedSource = 'reaction' | 'reply';

/** One rejection of a finding by the team. */
export interface LearnedEntry {
  /** The finding's fingerprint (16 hex characters). */
  fp: string;
  /** Login of the member who rejected it. */
  by: string;
  /** ISO time it was learned (of the reaction or reply when known). */
  at: string;
  via: LearnedSource;
}

/** The team's rejections read this run, and what reading them cost. */
export interface LearnResult {
  entries: LearnedEntry[];
  /** Requests this cost, for the budget tests and the log. */
  requests: number;
  /** One notice when part of the learning could not be read (never thrown). */
  notice: string | null;
}

/** One inline comment as `pulls.createReview` takes it; `side` is always sent. */
interface ReviewComment {
  path: string;
  line: number;
  side: Side;
  start_line?: number;
  start_side?: Side;
  body: string;
}

/** A finding and the inline comment that carries it. */
export interface PlannedComment {
  finding: Finding;
  comment: ReviewComment;
}

/** How findings become inline comments: caps, language, suggestions. */
export interface CommentOptions {
  /** Merged finding's fingerprint → the fingerprints of the findings merged into it. */
  members?: ReadonlyMap<string, readonly string[]> | undefined;
  /** Inline comments in one review; the rest go to the summary (very large reviews have failed). */
  maxComments: number;
  /** Body length ceiling; GitHub rejects bodies over 65,536 characters. */
  maxBodyChars: number;
  /** Language of the fixed strings in a comment (the `language` setting); default English. */
  language?: string;
  /** A suggestion whose check came out broken: shown as plain code with the reason, or left out. */
  brokenSuggestions?: 'show' | 'omit';
}

/** The inline comments to post, and the findings that go to the summary instead. */
export interface CommentPlan {
  comments: PlannedComment[];
  /** Findings whose location GitHub would reject (no diff for the file, line off the diff, bad range). */
  invalid: Finding[];
  /** Why each invalid finding was rejected, for logs and the summary. */
  invalidReasons: ReadonlyMap<Finding, string>;
  /** Valid findings beyond `maxComments`, least severe last: they go to the summary. */
  overflow: Finding[];
}

/** One review to post: its inline comments and its body. */
export interface PostReviewInput {
  comments: readonly PlannedComment[];
  body: string;
  /** Never APPROVE: `GITHUB_TOKEN` may not approve, and prlens does not vouch for a change. */
  event?: 'COMMENT' | 'REQUEST_CHANGES';
}

/** What posting the review did: the comments that landed and those refused. */
export interface PostReviewResult {
  /** The review's id; null when there was nothing to post. */
  reviewId: number | null;
  posted: PlannedComment[];
  rejected: Array<{ finding: Finding; error: string }>;
  bodyUsed: string;
}

/** What a label needs of a finding: this run's own, or one still open from an earlier run. */
export type LabelledFinding = Finding | { severity: Severity; security: boolean };

/** What syncing our labels did, or why it could not. */
export type LabelsResult =
  | { kind: 'synced'; added: string[]; removed: string[]; requests: number }
  | { kind: 'forbidden'; notice: string }
  | { kind: 'failed'; notice: string };

/** What writing prlens's section into the description did. */
export type DescribeWrite = { action: 'updated' | 'unchanged'; body: string };

/** The reactions GitHub offers on a comment. */
export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** Where a reply goes: a review thread (by its root comment) or the PR conversation. */
export type ReplyTarget = { kind: 'thread'; rootCommentId: number } | { kind: 'conversation' };

/** Whether a login may reject our findings on this PR, and if not, why. */
export type RejectVerdict =
  | { allowed: true }
  /** `failed`: GitHub could not tell (the reason is a warning), else the user lacks the right. */
  | { allowed: false; failed: boolean; reason: string };

/** A comment that carries one of our markers but was written by someone else. */
export interface ForeignMarker {
  /** What the marker claimed: `summary`, `inline finding`, … */
  kind: string;
  /** The comment's id (or the review thread's path and line when GraphQL gives no id). */
  where: string;
  /** The author's login as GitHub gave it. */
  author: string;
  url?: string | undefined;
}
