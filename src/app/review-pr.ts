/**
 * The review of one pull request, start to finish: open it (load, settings from the base branch),
 * decide the scope, run the pipeline, and post the review, the summary, the gate and the resolved
 * threads through the PR facade (src/github/pull-request.ts). Shared by the action (a push, `/review`,
 * the sweep) and the CLI (`prlens review --pr`). Collaborators come in as arguments; nothing here
 * touches @actions/core or the runner's files (src/action/publish.ts does).
 */
import type { ReviewSettings } from '../config/schema.js';
import { buildLineIndex } from '../core/line-index.js';
import { chainMaskers, createMasker, maskDeep, type Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import type { FileDiff, ReviewReport } from '../core/types.js';
import { DEFAULT_MAX_COMMENT_CHARS, toReviewComments, type PlannedComment } from '../github/comments.js';
import { openFindings, type OpenFinding } from '../core/gate.js';
import type { Identity } from '../github/identity.js';
import { isSecurityFinding } from '../github/labels.js';
import { withLearned } from '../report/learned.js';
import { openStateLine, readOpenState, withOpenState } from '../report/open-state.js';
import type { PullRequest } from '../github/pull-request.js';
import { existingFingerprints, type ReviewThread } from '../github/threads.js';
import type { GitHub, PullRequestContext, PullRequestRef } from '../github/types.js';
import { DEFAULT_MAX_FILE_READS } from '../github/workspace.js';
import { translator } from '../i18n/index.js';
import type { RunObservability } from '../obs/setup.js';
import type { TimelineCall } from '../report/index.js';
import { renderSummary } from '../report/pr-summary.js';
import { buildReport } from '../review/build-report.js';
import { runPipeline } from '../review/pipeline.js';
import { runDeadline } from '../review/select/prefetch.js';
import { VERSION } from '../version.js';
import { engineSettings } from './engine-settings.js';
import { createModel } from './model.js';
import { openPullRequest } from './open-pr.js';
import { dropRejected, intentOf, learnFromTeam, publishGate, summaryRoom } from './review-pr-steps.js';
import type { RunInputs } from './run-inputs.js';

export interface ReviewDeps {
  gh: GitHub;
  logger: Logger;
  clock: Clock;
  env: Record<string, string | undefined>;
  /** Session transcript and telemetry; configured here once the repository's settings are read. */
  observability?: RunObservability | undefined;
  /**
   * Who the token posts as, when the caller already learned it (a sweep learns it once for all its
   * PRs); undefined: learned here. Null: unknown, so no existing comment is trusted.
   */
  identity?: Identity | null | undefined;
  /** The run's masker (GitHub token, model key): applied to the report before anything renders it. */
  mask?: Masker | undefined;
}

export interface ReviewRequest {
  pr: PullRequestRef;
  /** The event's action (`synchronize` allows an incremental review); null for other events. */
  action: string | null;
  /**
   * `incremental`: review only what changed since the last complete review, whatever the event
   * (`/review`); `full`: the whole PR (`/review full`); unset: incremental only on a push.
   */
  scope?: 'incremental' | 'full' | undefined;
  inputs: RunInputs;
}

export type ReviewOutcome =
  | { kind: 'skipped'; reason: string }
  | {
      kind: 'reviewed';
      report: ReviewReport;
      settings: ReviewSettings;
      /** Inline comments that landed in this run's review. */
      posted: number;
      reviewId: number | null;
      /** Comments that would have been posted (dry run, read-only token), for the job summary. */
      planned: PlannedComment[];
      /** The summary comment's body as rendered (also the job summary on a read-only token). */
      summary: string;
      readOnly: boolean;
      dryRun: boolean;
      staticOnly: boolean;
      /**
       * What the merge gate counts beyond `report`: earlier findings still open on files this run
       * did not review again. `open`: every finding the gate counts (this run's and those).
       */
      gate: { carried: OpenFinding[]; open: number };
      /** One notice per feature that degraded (a missing permission), for publish to show. */
      notices?: string[];
      /** What the HTML report shows beyond the JSON one: the reviewed diff and the model calls. */
      page?: { files: FileDiff[]; timeline: TimelineCall[] };
    };

const REVIEW_BODY = 'prlens reviewed this change; the summary comment lists every finding.';

/** Reviews one PR and posts the result (unless dry-run); never throws on a read-only token. */
export async function runReview(request: ReviewRequest, deps: ReviewDeps): Promise<ReviewOutcome> {
  const { gh, logger, clock } = deps;
  const started = clock.now();
  const opened = await openPullRequest(
    gh,
    request.pr,
    request.inputs,
    { logger, env: deps.env, identity: deps.identity },
    ({ context }) =>
      context.state === 'closed'
        ? `pull request #${context.number} is closed`
        : context.draft
          ? `pull request #${context.number} is a draft`
          : null,
  );
  if ('skipped' in opened) return { kind: 'skipped', reason: opened.skipped };
  const { pr, settings, file } = opened;
  const ctx = pr.context;
  logger.info(`#${ctx.number} ${ctx.title}: ${ctx.files.length} file(s) with a diff, head ${ctx.headSha}`);
  logger.info(
    file ? `config: ${file} from the base branch` : 'config: no repo config file on the base branch',
  );
  // Warns once when prlens's own strings have no translation for the language (English is used).
  translator(settings.language, (message) => logger.warn(message));
  for (const [key, value] of Object.entries(settings))
    logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
  await deps.observability?.configure(settings);

  // Markers count only on comments by prlens's own identity (docs/contracts.md, "Hidden markers").
  const previous = await pr.findSummary();
  const watermark = previous?.reviewedSha ?? null;
  // The open findings the last run recorded: without a whole record, a partial review cannot gate.
  const recorded = readOpenState(previous?.body);
  const scopeAction = request.scope === 'incremental' ? 'synchronize' : request.action;
  const useWatermark = settings.incremental && request.scope !== 'full';
  const scope = await chooseScope(pr, scopeAction, useWatermark ? watermark : null, recorded?.whole === true);
  if (scope.note) logger.info(scope.note);

  // The team's rejections (👎, /prlens ignore) and, for the model, the author's intent.
  const teaching = await learnFromTeam(pr, previous?.body ?? null, settings, logger);
  const model = await modelFor(settings, request.inputs.apiKey, deps);
  const background = model.model ? await intentOf(pr, logger) : null;
  const warnings = [...(scope.note && !scope.incremental ? [scope.note] : []), ...model.warnings];
  const result = await logger.group('Review', () =>
    runPipeline({
      files: scope.files,
      workspace: pr.workspace,
      headRef: ctx.headSha,
      // Like the repo config: a PR must not be able to mark its own code generated or vendored.
      attributesRef: ctx.baseSha,
      settings: engineSettings(settings).pipeline,
      model: model.model && { ...model.model, background },
      clock,
      // The deadline counts from the start of the run, loading the PR and reading files included.
      limits: {
        deadline: runDeadline(started, settings['max-review-seconds']),
        maxReviewSeconds: settings['max-review-seconds'],
        maxFileReads: DEFAULT_MAX_FILE_READS,
      },
      logger,
      observer: deps.observability?.observer,
    }),
  );
  const taught = dropRejected(result, teaching.fingerprints);
  // Every field masked before anything renders it (comments, summary, check run, report, job
  // summary): an escaped secret (`\"`, `\*`) is invisible to a masker of rendered text.
  const mask = chainMaskers(createMasker([request.inputs.apiKey]), deps.mask);
  const built = buildReport({
    version: VERSION,
    target: {
      mode: 'pr',
      repo: `${ctx.owner}/${ctx.repo}`,
      pr: ctx.number,
      base: ctx.baseSha,
      head: ctx.headSha,
    },
    result: { ...taught.result, excluded: [...result.excluded, ...ctx.unreviewable] },
    filesChanged: ctx.changedFiles,
    durationMs: clock.now() - started,
    extraWarnings: warnings,
  });
  const report = maskDeep(built, mask);
  deps.observability?.finish(report);

  // Findings that already have an open thread of ours are not posted again (reruns, pushes).
  const threads = await pr.threads();
  const open = existingFingerprints(threads);
  const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
  const gate = openFindings({
    previous: recorded?.findings ?? [],
    found: [...report.findings, ...report.unanchored],
    reviewed: new Set(scope.files.map((f) => f.path)),
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
    maxComments: request.inputs.maxComments,
    maxBodyChars: DEFAULT_MAX_COMMENT_CHARS,
    language: settings.language,
  });

  const dryRun = request.inputs.dryRun;
  let posted: PlannedComment[] = [];
  let rejected = plan.invalid;
  let reviewId: number | null = null;
  if (!dryRun && plan.comments.length > 0) {
    const review = await pr.postReview({ comments: plan.comments, body: REVIEW_BODY });
    if (review) {
      reviewId = review.reviewId;
      rejected = [...rejected, ...review.rejected.map((r) => r.finding)];
      logger.info(
        `review ${review.reviewId}: ${review.posted.length} inline comment(s), ${review.rejected.length} rejected`,
      );
      posted = review.posted.slice(0, review.posted.length - review.removed);
    }
  } else if (!dryRun) logger.info('no new inline comments: no review posted');

  const rendered = renderSummary(
    report,
    {
      // The watermark only advances over a complete review; an incomplete one keeps the old mark.
      reviewedSha: report.incomplete ? watermark : ctx.headSha,
      overflow: plan.overflow,
      rejected,
      unreviewable: ctx.unreviewable,
      incremental: scope.incremental && watermark ? { from: watermark, to: ctx.headSha } : null,
      staticOnly: model.model === undefined,
      suppressed: report.findings.length - fresh.length,
      carried: carriedThreads(threads, scope.files),
      language: settings.language,
      collapseFindings: settings.summary['collapse-findings'] === true,
      showUsage: settings.summary['show-usage'] !== false,
    },
    summaryRoom(teaching, taught.suppressed) - openStateLine(gate.open).length - 1,
  );
  const summary = withOpenState(withLearned(rendered, teaching.entries, taught.suppressed), gate.open);
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
    // An incomplete run has not looked at everything: a missing finding is not proof of a fix.
    if (settings['resolve-fixed'] && !report.incomplete && !pr.readOnly) {
      // A rejected finding's thread stays as the team left it: "no longer reported" would be untrue.
      const current = new Set([...report.findings, ...report.unanchored].map((f) => f.fingerprint));
      for (const fp of teaching.fingerprints) current.add(fp);
      // A thread on a file this run did not review again is not fixed by it.
      for (const f of gate.carried) current.add(f.fp);
      await pr.resolveFixed(threads, current);
    }
  }
  // Every comment that carried our marker without being ours, named once.
  notices.push(...own.notices());
  return {
    kind: 'reviewed',
    report,
    settings,
    posted: posted.length,
    reviewId,
    planned: dryRun || pr.readOnly ? plan.comments : [],
    summary,
    gate: { carried: gate.carried, open: gate.open.length },
    readOnly: pr.readOnly,
    dryRun,
    staticOnly: model.model === undefined,
    notices,
    page: { files: scope.files, timeline: deps.observability?.timeline() ?? [] },
  };
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

interface Scope {
  files: PullRequestContext['files'];
  incremental: boolean;
  note: string | null;
}

/**
 * Which files to review: on a push after a complete review, the files changed since it (their full
 * PR diffs, so comments anchor to the PR as GitHub shows it); otherwise every file.
 */
async function chooseScope(
  pull: PullRequest,
  action: string | null,
  watermark: string | null,
  recorded: boolean,
): Promise<Scope> {
  const pr = pull.context;
  const full = (note: string | null): Scope => ({ files: pr.files, incremental: false, note });
  if (action !== 'synchronize' || !watermark) return full(null);
  // The gate of a partial review counts the earlier findings it carries: with no whole record of
  // them (a summary from an older prlens, more open findings than it holds), review everything.
  if (!recorded) return full('full review: the summary records no complete list of open findings');
  // A re-run at the reviewed head reviews everything again; open threads are not posted twice.
  if (watermark === pr.headSha)
    return full(`head ${pr.headSha.slice(0, 7)} was reviewed before: full review`);
  const changed = await pull.changedSince(watermark);
  if (changed.kind === 'full') return full(`full review: ${changed.reason}`);
  const files = pr.files.filter((f) => changed.paths.has(f.path) || changed.paths.has(f.oldPath));
  const note = `incremental review: ${files.length} of ${pr.files.length} file(s) changed since ${watermark.slice(0, 7)}`;
  return { files, incremental: true, note };
}

/**
 * The model, or none. A cloud provider without a key (a fork PR gets no secrets) degrades to the
 * static rules with a warning instead of failing every fork PR.
 */
async function modelFor(settings: ReviewSettings, apiKey: string | undefined, deps: ReviewDeps) {
  const { env, clock, logger } = deps;
  const observer = deps.observability?.observer;
  const sources = { env, clock, apiKey, observer, mask: deps.mask, keyless: 'degrade' as const };
  const { model, missingKey } = await createModel(settings, sources, logger);
  if (model) return { model, warnings: [] as string[] };
  const why = missingKey
    ? `provider ${missingKey} has no API key (set the api-key input from a secret)`
    : 'no model key';
  logger.info(`${why}: reviewing with the static rules only`);
  return { model: undefined, warnings: missingKey ? [`${why}; only the static rules ran`] : [] };
}
