/**
 * One pull request on GitHub: the GitHub side of the Forge port's ForgePullRequest
 * (src/core/forge.ts; in the style of changesets/action's `GitHub` class). Every read and write a
 * review, a PR command or a sweep makes on a PR goes through this object, so src/app reads as
 * load → decide → post. It holds the PR's context at its head, the
 * workspace that reads files over the API, who the token posts as (learned once, on first need:
 * markers count only on comments of our own identity, src/github/ownership.ts) and the write guard
 * (after one 403 of a read-only token every later write is skipped, src/github/read-only.ts).
 * Transport stays in the modules it calls; rendering is src/report's.
 */
import type { ForgePullRequest, OurThreads, ThreadRoot } from '../core/forge.js';
import type { CommentOptions, CommentPlan } from '../core/forge-types.js';
import type { OpenFinding } from '../core/gate.js';
import { buildLineIndex } from '../core/line-index.js';
import type { Logger } from '../core/ports.js';
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { publishCheckRun, type CheckRunResult } from './check-run.js';
import { DEFAULT_MAX_COMMENT_CHARS, toReviewComments } from './comments.js';
import { postReply, react, type ReactionContent, type ReplyTarget } from './command-io.js';
import { changedSince, type ChangedSince } from './compare.js';
import { writeDescription, type DescribeWrite } from './describe-section.js';
import { resolveIdentity, type Identity } from './identity.js';
import { loadIntent, type Intent } from './intent.js';
import { syncLabels, type LabelledFinding, type LabelsResult } from './labels.js';
import { readRejections, type LearnResult } from './learn.js';
import { openFromThreads } from './open-threads.js';
import { Ownership } from './ownership.js';
import { loadPullRequest } from './pr-context.js';
import { postReview, type PostReviewInput, type PostReviewResult } from './post-review.js';
import { Rejecters } from './rejecters.js';
import { removeRacedDuplicates } from './race-cleanup.js';
import { WriteGuard } from './read-only.js';
import { foreignEdit, type ForeignEdit } from './comment-edits.js';
import { findSummary, upsertSummary, type FoundSummary, type UpsertResult } from './summary.js';
import {
  listReviewThreads,
  resolveFixedThreads,
  restCommentId,
  type ResolveResult,
  type ReviewThread,
} from './threads.js';
import type { GitHub, PullRequestContext, PullRequestRef } from './types.js';
import { GitHubWorkspace } from './workspace.js';
import { STATIC_LIMITS } from '../static/static-limits.js';

export interface PullRequestOptions {
  logger: Logger;
  /** For the identity lookup (GITHUB_ACTIONS and the like). */
  env: Record<string, string | undefined>;
  /**
   * Who the token posts as, when the caller already learned it (a sweep learns it once for all its
   * PRs); undefined: learned on first need. Null: unknown, so no existing comment is trusted.
   */
  identity?: Identity | null | undefined;
}

/** A loaded pull request and every API call the use cases make on it. */
export class PullRequest implements ForgePullRequest {
  readonly workspace: GitHubWorkspace;
  /** Writes go through it: a read-only token (a fork PR) turns the later ones into no-ops. */
  readonly guard = new WriteGuard();
  /** Who may reject our findings (write access, not the author), looked up once per login. */
  readonly rejecters: Rejecters;
  private own: Ownership | undefined;

  private constructor(
    private readonly gh: GitHub,
    /** The PR at its head: title, body, SHAs, parsed files. */
    readonly context: PullRequestContext,
    private readonly options: PullRequestOptions,
  ) {
    this.workspace = new GitHubWorkspace(gh, {
      owner: context.owner,
      repo: context.repo,
      defaultRef: context.headSha,
      logger: options.logger,
      // What the static lens checks (the CLI reads git, which has no cap of its own).
      maxBytes: STATIC_LIMITS.bytes,
    });
    this.rejecters = new Rejecters(gh, context);
    if (options.identity !== undefined) this.own = new Ownership(options.identity);
  }

  /** Loads the PR at its current head (comment payloads carry no head SHA), in a log group. */
  static async load(gh: GitHub, ref: PullRequestRef, options: PullRequestOptions): Promise<PullRequest> {
    const context = await options.logger.group('Pull request', () => loadPullRequest(gh, ref));
    return new PullRequest(gh, context, options);
  }

  /** True once a write was refused as read-only. */
  get readOnly(): boolean {
    return this.guard.readOnly;
  }

  /** Which comments are ours: learned once (GraphQL viewer, REST user, or the Actions bot). */
  async ownership(): Promise<Ownership> {
    this.own ??= new Ownership(await resolveIdentity(this.gh, this.options.env, this.options.logger));
    return this.own;
  }

  /**
   * Our summary comment, if any (a marker on anyone else's comment is recorded, not trusted), and
   * whether someone else edited it last (its state is then void).
   */
  async findSummary(): Promise<FoundSummary | null> {
    return findSummary(this.gh, this.context, await this.ownership());
  }

  /** Creates or updates our summary; undefined on a read-only token. */
  async upsertSummary(body: string): Promise<UpsertResult | undefined> {
    const own = await this.ownership();
    return this.guard.run(() => upsertSummary(this.gh, this.context, body, own));
  }

  /** The files changed between `watermark` and the head, or why the whole PR must be reviewed. */
  changedSince(watermark: string): Promise<ChangedSince> {
    return changedSince(this.gh, this.context, watermark, this.context.headSha);
  }

  /** The author's stated intent: title, description and a linked issue. */
  intent(log: (message: string) => void): Promise<Intent> {
    return loadIntent(this.gh, this.context, log);
  }

  /**
   * The team's rejections of our findings since `known` (👎 or `/prlens ignore` by writers), on
   * the roots of the `trusted` threads only when given (our threads nobody else edited).
   */
  async rejections(options: {
    reactions: boolean;
    known: ReadonlySet<string>;
    trusted?: readonly ReviewThread[];
  }): Promise<LearnResult> {
    const own = await this.ownership();
    const { logger } = this.options;
    const { trusted, ...rest } = options;
    const read = { ...rest, logger, own, rejecters: this.rejecters };
    if (trusted === undefined) return readRejections(this.gh, this.context, read);
    // Only their root comments, by REST id (GraphQL's `fullDatabaseId`; `databaseId` overflows).
    const roots = trusted.map((t) => restCommentId(t.comments[0]?.fullDatabaseId));
    const trustedRoots = new Set(roots.filter((id): id is number => id !== null));
    return readRejections(this.gh, this.context, { ...read, trustedRoots });
  }

  /**
   * Our review threads split by trust: `ours` as prlens left them, `edited` those whose first
   * comment someone else edited last (ignored for learning and posting; counted by the gate's
   * fallback, src/github/open-threads.ts).
   */
  async reviewThreads(): Promise<{ ours: ReviewThread[]; edited: ReviewThread[] }> {
    const edited: ReviewThread[] = [];
    const ours = await listReviewThreads(this.gh, this.context, await this.ownership(), edited);
    return { ours, edited };
  }

  /** The merge gate's open findings as our threads hold them (./open-threads.ts). */
  async openFromThreads(threads: OurThreads): Promise<OpenFinding[]> {
    return openFromThreads(threads, await this.ownership());
  }

  /** Review threads with our fingerprints (only on threads we started). */
  async threads(): Promise<ReviewThread[]> {
    return listReviewThreads(this.gh, this.context, await this.ownership());
  }

  /** Inline comments checked against the FULL PR diff: that is what GitHub checks comments against. */
  planComments(findings: readonly Finding[], options: Omit<CommentOptions, 'maxBodyChars'>): CommentPlan {
    const indexes = new Map(this.context.files.map((f) => [f.path, buildLineIndex(f)]));
    return toReviewComments(findings, indexes, { ...options, maxBodyChars: DEFAULT_MAX_COMMENT_CHARS });
  }

  /**
   * Posts one review and salvages a 422; then deletes our copies of findings a concurrent run had
   * already posted. Undefined on a read-only token.
   */
  async postReview(input: PostReviewInput): Promise<(PostReviewResult & { removed: number }) | undefined> {
    const own = await this.ownership();
    const { logger } = this.options;
    const review = await this.guard.run(() => postReview(this.gh, this.context, input, { logger, own }));
    if (!review) return undefined;
    const removed =
      review.reviewId !== null && review.posted.length > 0
        ? await removeRacedDuplicates(this.gh, this.context, review.reviewId, logger, own)
        : 0;
    return { ...review, removed };
  }

  /** Resolves our outdated threads whose finding is gone; never throws. */
  resolveFixed(threads: readonly ReviewThread[], current: ReadonlySet<string>): Promise<ResolveResult> {
    return resolveFixedThreads(this.gh, threads, current, this.options.logger);
  }

  /** The `prlens` check run on the head commit; never throws (a 403 becomes a notice). */
  checkRun(input: {
    report: ReviewReport;
    failOn: readonly Severity[];
    summary: string;
    carried?: readonly OpenFinding[];
  }): Promise<CheckRunResult> {
    return publishCheckRun(this.gh, this.context, input);
  }

  /** Our severity labels brought in line with the findings; never throws. */
  labels(findings: readonly LabelledFinding[], complete: boolean): Promise<LabelsResult> {
    return syncLabels(this.gh, this.context, findings, complete);
  }

  /** Takes one label off the PR (https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue). */
  async removeLabel(name: string): Promise<void> {
    const { owner, repo, number } = this.context;
    await this.gh.rest.issues.removeLabel({ owner, repo, issue_number: number, name });
  }

  /** Writes prlens's section into the description; undefined on a read-only token. */
  writeDescription(section: string): Promise<DescribeWrite | undefined> {
    return this.guard.run(() => writeDescription(this.gh, this.context, section));
  }

  /** Replies in a review thread or on the conversation; null on a read-only token. */
  async reply(target: ReplyTarget, body: string): Promise<number | null> {
    return (await this.guard.run(() => postReply(this.gh, this.context, target, body))) ?? null;
  }

  /** One review comment (the root of the thread a `/prlens ignore` was written in). */
  async threadRoot(id: number): Promise<ThreadRoot> {
    const { owner, repo } = this.context;
    const { data } = await this.gh.rest.pulls.getReviewComment({ owner, repo, comment_id: id });
    return { id: data.id, nodeId: data.node_id, body: data.body, author: data.user };
  }

  /** Who last edited comment `nodeId` of ours, when it was not prlens (./comment-edits.ts); never throws. */
  async foreignEdit(nodeId: string, what: string): Promise<ForeignEdit | null> {
    return foreignEdit(this.gh, nodeId, await this.ownership(), what);
  }

  /** Rewrites our summary comment `id` (found by findSummary); false on a read-only token. */
  async rewriteSummary(id: number, body: string): Promise<boolean> {
    const { owner, repo } = this.context;
    await this.guard.run(() => this.gh.rest.issues.updateComment({ owner, repo, comment_id: id, body }));
    return !this.guard.readOnly;
  }

  /** Reacts to a comment (the 👀 acknowledgement of a command). */
  async react(
    subject: 'issue_comment' | 'review_comment',
    commentId: number,
    content: ReactionContent,
  ): Promise<void> {
    await this.guard.run(() => react(this.gh, this.context, subject, commentId, content));
  }
}
