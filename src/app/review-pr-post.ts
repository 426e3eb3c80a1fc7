/**
 * The last step of the review of a PR: what it posts once the report is built. The inline review
 * (findings without an open thread of ours, anchored to the full PR diff), the summary with its
 * hidden records, the gate (check run, labels) and the resolved threads; a dry run posts nothing.
 */
import type { OpenFinding } from '../core/gate.js';
import { openFindings } from '../core/gate.js';
import { buildLineIndex } from '../core/line-index.js';
import type { ReviewReport } from '../core/types.js';
import { DEFAULT_MAX_COMMENT_CHARS, toReviewComments, type PlannedComment } from '../github/comments.js';
import { isSecurityFinding } from '../github/labels.js';
import type { PullRequest } from '../github/pull-request.js';
import { existingFingerprints, type ReviewThread } from '../github/threads.js';
import type { PullRequestContext } from '../github/types.js';
import { withLearned } from '../report/learned.js';
import { openStateLine, withOpenState, type OpenState } from '../report/open-state.js';
import { renderSummary } from '../report/pr-summary.js';
import type { ReviewModel } from './model.js';
import type { OpenPullRequest } from './open-pr.js';
import type { ReviewDeps, ReviewOutcome, ReviewRequest } from './review-pr-types.js';
import { publishGate, summaryRoom, type Teaching } from './review-pr-steps.js';

const REVIEW_BODY = 'prlens reviewed this change; the summary comment lists every finding.';

export interface Scope {
  files: PullRequestContext['files'];
  incremental: boolean;
  note: string | null;
}

/** What the review decided before the pipeline ran: what the last run left, the scope, the model. */
export interface Decision {
  /** The head the last complete review covered, from our own summary. */
  watermark: string | null;
  recorded: OpenState | null;
  scope: Scope;
  teaching: Teaching;
  /** Our review threads nobody else edited, read before the review. */
  threads: ReviewThread[];
  model: { model: ReviewModel | undefined; warnings: string[] };
  background: string | null;
}

export interface Reviewed {
  report: ReviewReport;
  /** Findings held back because the team rejected them. */
  suppressed: number;
  /** Merged finding's fingerprint → its members', written in its comment (a 👎 rejects them all). */
  members: ReadonlyMap<string, readonly string[]>;
}

/** Posts the review, the summary, the gate and the resolved threads; returns what the run did. */
export async function postResults(
  { pr, settings }: OpenPullRequest,
  { watermark, recorded, scope, teaching, threads, model }: Decision,
  { report, suppressed, members }: Reviewed,
  request: ReviewRequest,
  deps: ReviewDeps,
): Promise<ReviewOutcome> {
  const { logger } = deps;
  const ctx = pr.context;
  // Findings that already have an open thread of ours are not posted again (reruns, pushes); a
  // thread a concurrent run opened meanwhile is handled by the race cleanup after posting.
  const open = existingFingerprints(threads);
  const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
  const gate = openFindings({
    previous: recorded?.findings ?? [],
    found: [...report.findings, ...report.unanchored],
    reviewed: reviewedPaths(scope.files, report),
    present: new Set([...ctx.files, ...ctx.unreviewable].map((f) => f.path)),
    rejected: teaching.fingerprints,
    complete: !report.incomplete,
    isSecurity: isSecurityFinding,
  });
  if (gate.carried.length > 0)
    logger.info(`gate: ${gate.carried.length} earlier finding(s) still open on files not reviewed again`);
  // Anchored against the FULL PR diff: that is what GitHub checks comments against.
  const indexes = new Map(ctx.files.map((f) => [f.path, buildLineIndex(f)]));
  const plan = toReviewComments(fresh, indexes, {
    maxComments: settings['max-comments'],
    maxBodyChars: DEFAULT_MAX_COMMENT_CHARS,
    language: settings.language,
    brokenSuggestions: settings['broken-suggestions'],
    members,
  });

  const dryRun = request.inputs.dryRun;
  const inline = dryRun
    ? { posted: 0, reviewId: null, rejected: plan.invalid }
    : await postInline(pr, plan, deps);
  const rendered = renderSummary(
    report,
    {
      // The watermark only advances over a complete review; an incomplete one keeps the old mark.
      reviewedSha: report.incomplete ? watermark : ctx.headSha,
      overflow: plan.overflow,
      rejected: inline.rejected,
      unreviewable: ctx.unreviewable,
      incremental: scope.incremental && watermark ? { from: watermark, to: ctx.headSha } : null,
      staticOnly: model.model === undefined,
      suppressed: report.findings.length - fresh.length,
      carried: carriedThreads(threads, scope.files),
      language: settings.language,
      collapseFindings: settings.summary['collapse-findings'] === true,
      showUsage: settings.summary['show-usage'] !== false,
    },
    summaryRoom(teaching, suppressed) - openStateLine(gate.open).length - 1,
  );
  const summary = withOpenState(withLearned(rendered, teaching.entries, suppressed), gate.open);
  const notices = [...teaching.notices];
  const own = await pr.ownership();
  if (own.identity === null) {
    notices.push(
      'prlens could not learn which account its token posts as, so it trusted none of the comments ' +
        'already on the pull request: findings may be posted again, none were suppressed.',
    );
  }
  if (!dryRun) {
    await pr.upsertSummary(summary);
    if (!pr.readOnly)
      notices.push(...(await publishGate(pr, { report, summary, settings, carried: gate.carried }, logger)));
    if (settings['resolve-fixed']) await resolveFixed(pr, threads, report, teaching, gate.carried);
  }
  // Every comment that carried our marker without being ours, named once.
  notices.push(...own.notices());
  return {
    kind: 'reviewed',
    report,
    settings,
    posted: inline.posted,
    reviewId: inline.reviewId,
    planned: dryRun || pr.readOnly ? plan.comments : [],
    summary,
    gate: { carried: gate.carried, open: gate.open.length },
    readOnly: pr.readOnly,
    dryRun,
    staticOnly: model.model === undefined,
    notices,
    page: { files: scope.files, timeline: deps.observability?.timeline() ?? [], language: settings.language },
  };
}

/** Posts the inline comments as one review; the comments GitHub refused join the invalid ones. */
async function postInline(
  pr: PullRequest,
  plan: ReturnType<typeof toReviewComments>,
  { logger }: ReviewDeps,
): Promise<{ posted: number; reviewId: number | null; rejected: typeof plan.invalid }> {
  if (plan.comments.length === 0) {
    logger.info('no new inline comments: no review posted');
    return { posted: 0, reviewId: null, rejected: plan.invalid };
  }
  const review = await pr.postReview({ comments: plan.comments, body: REVIEW_BODY });
  if (!review) return { posted: 0, reviewId: null, rejected: plan.invalid };
  logger.info(
    `review ${review.reviewId}: ${review.posted.length} inline comment(s), ${review.rejected.length} rejected`,
  );
  const posted: PlannedComment[] = review.posted.slice(0, review.posted.length - review.removed);
  return {
    posted: posted.length,
    reviewId: review.reviewId,
    rejected: [...plan.invalid, ...review.rejected.map((r) => r.finding)],
  };
}

/** Resolves our threads whose finding this run no longer reports. */
async function resolveFixed(
  pr: PullRequest,
  threads: readonly ReviewThread[],
  report: ReviewReport,
  teaching: Teaching,
  carried: readonly OpenFinding[],
): Promise<void> {
  // An incomplete run has not looked at everything: a missing finding is not proof of a fix.
  if (report.incomplete || pr.readOnly) return;
  // A rejected finding's thread stays as the team left it: "no longer reported" would be untrue.
  const current = new Set([...report.findings, ...report.unanchored].map((f) => f.fingerprint));
  for (const fp of teaching.fingerprints) current.add(fp);
  // A thread on a file this run did not review again is not fixed by it.
  for (const f of carried) current.add(f.fp);
  await pr.resolveFixed(threads, current);
}

/**
 * The files this run read to the end: its scope, less the files select left out. A file left out
 * (too large, marked generated, only its mode changed) still holds what an earlier run flagged in
 * it, so its findings stay open; a deleted file holds nothing any more.
 */
function reviewedPaths(scope: PullRequestContext['files'], report: ReviewReport): Set<string> {
  const excluded = new Set(report.excluded_files.map((f) => f.path));
  return new Set(scope.filter((f) => f.status === 'deleted' || !excluded.has(f.path)).map((f) => f.path));
}

/** Open threads of ours on files outside this run's scope: findings an incremental run did not see. */
function carriedThreads(
  threads: readonly ReviewThread[],
  reviewed: PullRequestContext['files'],
): Array<{ path: string; line: number | null }> {
  const paths = new Set(reviewed.map((f) => f.path));
  return threads
    .filter((t) => t.fingerprint !== null && !t.isResolved && !paths.has(t.path))
    .map((t) => ({ path: t.path, line: t.line }));
}
