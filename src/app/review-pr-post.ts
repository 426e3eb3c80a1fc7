/**
 * The last step of the review of a PR: what it posts once the report is built. The inline review
 * (findings without an open thread of ours, anchored to the full PR diff), the summary with its
 * hidden records, the gate (check run, labels) and the resolved threads; a dry run posts nothing.
 */
import type { ForgePullRequest } from '../core/forge.js';
import type { CommentPlan, PlannedComment, ReviewThread } from '../core/forge-types.js';
import type { OpenFinding } from '../core/gate.js';
import { openFindings } from '../core/gate.js';
import { existingFingerprints, isSecurityFinding } from '../core/pr-rules.js';
import type { FileDiff, ReviewReport } from '../core/types.js';
import { withLearned } from '../report/learned.js';
import { openStateLine, withOpenState } from '../report/open-state.js';
import { renderSummary } from '../report/pr-summary.js';
import type { OpenPullRequest } from './open-pr.js';
import type { Decision, ReviewDeps, ReviewOutcome, ReviewRequest, Reviewed } from './review-pr-types.js';
import { publishGate, summaryRoom, type Teaching } from './review-pr-steps.js';

const REVIEW_BODY = 'prlens reviewed this change; the summary comment lists every finding.';

/** Everything the post step takes: the opened PR, what was decided before the pipeline, what it found. */
export interface PostInput {
  opened: OpenPullRequest;
  decision: Decision;
  reviewed: Reviewed;
  request: ReviewRequest;
}

type Gate = ReturnType<typeof openFindings>;
type Inline = { posted: number; reviewId: number | null; rejected: CommentPlan['invalid'] };

/** Posts the review, the summary, the gate and the resolved threads; returns what the run did. */
export async function postResults(input: PostInput, deps: ReviewDeps): Promise<ReviewOutcome> {
  const { opened, decision, reviewed, request } = input;
  const { pr, settings } = opened;
  const { report, members } = reviewed;
  // Findings that already have an open thread of ours are not posted again (reruns, pushes); a
  // thread a concurrent run opened meanwhile is handled by the race cleanup after posting.
  const open = existingFingerprints(decision.threads);
  const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
  const gate = gateOf(pr, decision, report);
  if (gate.carried.length > 0)
    deps.logger.info(
      `gate: ${gate.carried.length} earlier finding(s) still open on files not reviewed again`,
    );
  const plan = pr.planComments(fresh, {
    maxComments: settings['max-comments'],
    language: settings.language,
    brokenSuggestions: settings['broken-suggestions'],
    members,
  });
  const dryRun = request.inputs.dryRun;
  const inline = dryRun
    ? { posted: 0, reviewId: null, rejected: plan.invalid }
    : await postInline(pr, plan, deps);
  const summary = summaryOf(input, { plan, inline, gate, fresh: fresh.length });
  const own = await pr.ownership();
  const notices = [...decision.teaching.notices];
  if (own.identity === null) {
    notices.push(
      'prlens could not learn which account its token posts as, so it trusted none of the comments ' +
        'already on the pull request: findings may be posted again, none were suppressed.',
    );
  }
  if (!dryRun) notices.push(...(await publish(opened, decision, { report, summary, gate }, deps)));
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
    staticOnly: decision.reviewer === undefined,
    notices,
    page: {
      files: decision.scope.files,
      timeline: deps.observability?.timeline() ?? [],
      language: settings.language,
    },
  };
}

/** The merge gate's open findings: this run's, and earlier ones on files it did not review again. */
function gateOf(pr: ForgePullRequest, { recorded, scope, teaching }: Decision, report: ReviewReport): Gate {
  const head = pr.context;
  return openFindings({
    previous: recorded?.findings ?? [],
    found: [...report.findings, ...report.unanchored],
    reviewed: reviewedPaths(scope.files, report),
    present: new Set([...head.files, ...head.unreviewable].map((f) => f.path)),
    rejected: teaching.fingerprints,
    complete: !report.incomplete,
    isSecurity: isSecurityFinding,
  });
}

/** The summary comment's body: the findings, the learned section and the gate's record of open ones. */
function summaryOf(
  { opened, decision, reviewed }: PostInput,
  posting: { plan: CommentPlan; inline: Inline; gate: Gate; fresh: number },
): string {
  const { pr, settings } = opened;
  const { watermark, scope, teaching, threads } = decision;
  const { report, suppressed } = reviewed;
  const head = pr.context;
  const rendered = renderSummary(
    report,
    {
      // The watermark only advances over a complete review; an incomplete one keeps the old mark.
      reviewedSha: report.incomplete ? watermark : head.headSha,
      overflow: posting.plan.overflow,
      rejected: posting.inline.rejected,
      unreviewable: head.unreviewable,
      incremental: scope.incremental && watermark ? { from: watermark, to: head.headSha } : null,
      staticOnly: decision.reviewer === undefined,
      suppressed: report.findings.length - posting.fresh,
      carried: carriedThreads(threads, scope.files),
      language: settings.language,
      collapseFindings: settings.summary['collapse-findings'] === true,
      showUsage: settings.summary['show-usage'] !== false,
    },
    summaryRoom(teaching, suppressed) - openStateLine(posting.gate.open).length - 1,
  );
  return withOpenState(withLearned(rendered, teaching.entries, suppressed), posting.gate.open);
}

/** Writes the summary, then the gate (check run, labels) and the resolved threads; returns notices. */
async function publish(
  { pr, settings }: OpenPullRequest,
  { threads, teaching }: Decision,
  posted: { report: ReviewReport; summary: string; gate: Gate },
  { logger }: ReviewDeps,
): Promise<string[]> {
  const { report, summary, gate } = posted;
  await pr.upsertSummary(summary);
  const notices = pr.readOnly
    ? []
    : await publishGate(pr, { report, summary, settings, carried: gate.carried }, logger);
  if (settings['resolve-fixed']) await resolveFixed(pr, threads, report, teaching, gate.carried);
  return notices;
}

/** Posts the inline comments as one review; the comments GitHub refused join the invalid ones. */
async function postInline(pr: ForgePullRequest, plan: CommentPlan, { logger }: ReviewDeps): Promise<Inline> {
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
  pr: ForgePullRequest,
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
function reviewedPaths(scope: readonly FileDiff[], report: ReviewReport): Set<string> {
  const excluded = new Set(report.excluded_files.map((f) => f.path));
  return new Set(scope.filter((f) => f.status === 'deleted' || !excluded.has(f.path)).map((f) => f.path));
}

/** Open threads of ours on files outside this run's scope: findings an incremental run did not see. */
function carriedThreads(
  threads: readonly ReviewThread[],
  reviewed: readonly FileDiff[],
): Array<{ path: string; line: number | null }> {
  const paths = new Set(reviewed.map((f) => f.path));
  return threads
    .filter((t) => t.fingerprint !== null && !t.isResolved && !paths.has(t.path))
    .map((t) => ({ path: t.path, line: t.line }));
}
