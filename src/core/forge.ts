/**
 * The Forge port: what the use cases (src/app) ask of the code host a pull request lives on. GitHub
 * implements it (src/github/forge.ts, src/github/pull-request.ts); the edges (src/action, src/cli)
 * build that implementation and hand it in, so src/app never sees a REST or GraphQL client. Reads
 * and writes are named by what the use case means (our summary, the team's rejections), not by the
 * endpoint; transport, pagination, markers and the read-only guard stay behind the port.
 */
import type {
  ChangedSince,
  CommentOptions,
  CommentPlan,
  DescribeWrite,
  ForeignEdit,
  ForeignMarker,
  FoundSummary,
  Identity,
  Author,
  Intent,
  LabelledFinding,
  LabelsResult,
  LearnResult,
  PostReviewInput,
  PostReviewResult,
  PullRequestContext,
  PullRequestRef,
  ReactionContent,
  RejectVerdict,
  RepoRef,
  ReplyTarget,
  ResolveResult,
  ReviewThread,
  UpsertResult,
} from './forge-types.js';
import type { OpenFinding } from './gate.js';
import type { Workspace } from './ports.js';
import type { SweepPull } from './sweep-rules.js';
import type { Finding, ReviewReport, Severity } from './types.js';

/** One run's answer to "is this marked comment ours?" (markers count only on our own comments). */
interface OwnComments {
  /** Who the token posts as; null when it could not be learned (then nothing is trusted). */
  readonly identity: Identity | null;
  /** True when `author` is our identity; otherwise the comment is remembered for a notice. */
  owns(author: Author | null | undefined, marker: Omit<ForeignMarker, 'author'>): boolean;
  /** One notice per comment that carried our marker without being ours, or that someone else edited. */
  notices(): string[];
}

/** The root comment of a review thread, as a command reads it. */
export interface ThreadRoot {
  id: number;
  /** The forge's node id, to ask who last edited it. */
  nodeId: string;
  body: string;
  author: Author | null;
}

/** What publishing the check run did; `notice` says why it could not (a missing permission). */
type CheckRunOutcome =
  | { kind: 'posted'; id: number; conclusion: string; annotations: number; requests: number }
  | { kind: 'forbidden' | 'failed'; notice: string };

/** Our review threads split by trust: `edited` ones someone else edited last (never learned from). */
export interface OurThreads {
  ours: ReviewThread[];
  edited: ReviewThread[];
}

/** One pull request on the forge, loaded at its head: every read and write a use case makes on it. */
export interface ForgePullRequest {
  /** The PR at its head: title, body, SHAs, parsed files. */
  readonly context: PullRequestContext;
  /** Read-only file access at the head (any ref on request). */
  readonly workspace: Workspace;
  /** True once a write was refused as read-only (a fork PR's token); later writes are skipped. */
  readonly readOnly: boolean;
  /** Whether a login may reject our findings here (write access, not the PR's author). */
  readonly rejecters: { check(login: string): Promise<RejectVerdict> };
  /** Which comments are ours, learned once. */
  ownership(): Promise<OwnComments>;
  /** Our summary comment, if any, and whether someone else edited it last. */
  findSummary(): Promise<FoundSummary | null>;
  /** Creates or updates our summary; undefined on a read-only token. */
  upsertSummary(body: string): Promise<UpsertResult | undefined>;
  /** Rewrites our summary comment `id`; false on a read-only token. */
  rewriteSummary(id: number, body: string): Promise<boolean>;
  /** The files changed between `watermark` and the head, or why the whole PR must be reviewed. */
  changedSince(watermark: string): Promise<ChangedSince>;
  /** The author's stated intent: title, description and a linked issue. */
  intent(log: (message: string) => void): Promise<Intent>;
  /** Our review threads, split by trust. */
  reviewThreads(): Promise<OurThreads>;
  /** The merge gate's open findings as our threads hold them (for a run without a trusted record). */
  openFromThreads(threads: OurThreads): Promise<OpenFinding[]>;
  /**
   * The team's rejections of our findings (👎 or `/prlens ignore` by writers), read only on the roots
   * of `trusted` threads when given.
   */
  rejections(options: {
    reactions: boolean;
    known: ReadonlySet<string>;
    trusted?: readonly ReviewThread[];
  }): Promise<LearnResult>;
  /** Findings as inline comments the forge will accept on the full PR diff, ordered and capped. */
  planComments(findings: readonly Finding[], options: Omit<CommentOptions, 'maxBodyChars'>): CommentPlan;
  /** Posts one review (salvaging a refused one); undefined on a read-only token. */
  postReview(input: PostReviewInput): Promise<(PostReviewResult & { removed: number }) | undefined>;
  /** Resolves our outdated threads whose finding is not in `current`; never throws. */
  resolveFixed(threads: readonly ReviewThread[], current: ReadonlySet<string>): Promise<ResolveResult>;
  /** The `prlens` check run on the head commit; never throws. */
  checkRun(input: {
    report: ReviewReport;
    failOn: readonly Severity[];
    summary: string;
    carried?: readonly OpenFinding[];
  }): Promise<CheckRunOutcome>;
  /** Our severity labels brought in line with the findings; never throws. */
  labels(findings: readonly LabelledFinding[], complete: boolean): Promise<LabelsResult>;
  /** Takes one label off the PR. */
  removeLabel(name: string): Promise<void>;
  /** Writes prlens's section into the description; undefined on a read-only token. */
  writeDescription(section: string): Promise<DescribeWrite | undefined>;
  /** Replies in a review thread or on the conversation; null on a read-only token. */
  reply(target: ReplyTarget, body: string): Promise<number | null>;
  /** Reacts to a comment (the 👀 acknowledgement of a command). */
  react(
    subject: 'issue_comment' | 'review_comment',
    commentId: number,
    content: ReactionContent,
  ): Promise<void>;
  /** The root comment of a review thread. */
  threadRoot(id: number): Promise<ThreadRoot>;
  /** Who last edited comment `nodeId` of ours, when it was not prlens; never throws. */
  foreignEdit(nodeId: string, what: string): Promise<ForeignEdit | null>;
}

/** Our summaries across one repository's PRs, judged by one identity (the sweep's watermarks). */
export interface SummaryReader {
  find(pr: PullRequestRef): Promise<FoundSummary | null>;
  /** One notice per comment that carried our marker without being ours. */
  notices(): string[];
}

/** The code host: opens pull requests and answers the repository-level questions of a sweep. */
export interface Forge {
  /**
   * Loads a PR at its current head (comment payloads carry no head SHA). `identity`: who the token
   * posts as when already learned (a sweep learns it once); undefined: learned on first need.
   */
  pullRequest(
    ref: PullRequestRef,
    options?: { identity?: Identity | null | undefined },
  ): Promise<ForgePullRequest>;
  /** Who the token posts as; null when it cannot be learned. */
  identity(): Promise<Identity | null>;
  /** Every open pull request of `repo`, newest first. */
  openPulls(repo: RepoRef): Promise<SweepPull[]>;
  /** Reads our summaries on `repo`'s PRs, trusting only comments by `identity`. */
  summaries(identity: Identity | null): SummaryReader;
  /** The repository's default branch; a clear error when the token cannot see the repository. */
  defaultBranch(repo: RepoRef): Promise<string>;
  /** Read-only file access to `repo` at `ref`. */
  workspace(repo: RepoRef, ref: string): Workspace;
}
