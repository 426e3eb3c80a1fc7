/**
 * The action's review of one pull request, start to finish. Collaborators (the GitHub client, the
 * clock, the logger, the environment) come in as arguments, so tests drive it against a fake
 * GitHub; nothing here touches @actions/core or the runner's files (see publish.ts).
 */
import { createModel } from '../commands/model.js';
import type { ReviewSettings } from '../config/schema.js';
import { buildLineIndex } from '../core/line-index.js';
import { chainMaskers, createMasker, maskDeep, type Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import type { FileDiff, ReviewReport } from '../core/types.js';
import { DEFAULT_MAX_COMMENT_CHARS, toReviewComments, type PlannedComment } from '../github/comments.js';
import { changedSince } from '../github/compare.js';
import { resolveIdentity, type Identity } from '../github/identity.js';
import { Ownership } from '../github/ownership.js';
import { loadPullRequest } from '../github/pr-context.js';
import { postReview } from '../github/post-review.js';
import { findSummary, renderSummary, upsertSummary } from '../github/summary.js';
import { translator } from '../i18n/index.js';
import { existingFingerprints, listReviewThreads, resolveFixedThreads } from '../github/threads.js';
import type { GitHub, PullRequestContext, PullRequestRef } from '../github/types.js';
import { DEFAULT_MAX_FILE_READS, GitHubWorkspace } from '../github/workspace.js';
import { inferProvider, resolveApiKey } from '../llm/factory.js';
import { buildReport } from '../review/build-report.js';
import { runDeadline } from '../review/prefetch.js';
import { runPipeline } from '../review/pipeline.js';
import { VERSION } from '../version.js';
import type { ActionInputs } from './inputs.js';
import { dropRejected, intentOf, learnFromTeam, publishGate, summaryRoom } from './gate.js';
import { withLearned } from '../github/learned.js';
import { removeRacedDuplicates } from './race-cleanup.js';
import { WriteGuard } from './read-only.js';
import { loadRepoSettings } from './repo-config.js';
import type { RunObservability } from '../obs/setup.js';
import type { TimelineCall } from '../report/index.js';

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
  inputs: Pick<
    ActionInputs,
    'apiKey' | 'flags' | 'dryRun' | 'maxComments' | 'configPath' | 'configPathIsDefault'
  >;
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
  const pr = await logger.group('Pull request', () => loadPullRequest(gh, request.pr));
  if (pr.state === 'closed') return { kind: 'skipped', reason: `pull request #${pr.number} is closed` };
  if (pr.draft) return { kind: 'skipped', reason: `pull request #${pr.number} is a draft` };
  logger.info(`#${pr.number} ${pr.title}: ${pr.files.length} file(s) with a diff, head ${pr.headSha}`);

  const workspace = new GitHubWorkspace(gh, {
    owner: pr.owner,
    repo: pr.repo,
    defaultRef: pr.headSha,
    logger,
  });
  const { settings, file } = await loadRepoSettings({
    workspace,
    baseSha: pr.baseSha,
    configPath: request.inputs.configPath,
    configPathIsDefault: request.inputs.configPathIsDefault,
    env: deps.env,
    flags: request.inputs.flags,
  });
  logger.info(
    file ? `config: ${file} from the base branch` : 'config: no repo config file on the base branch',
  );
  // Warns once when prlens's own strings have no translation for the language (English is used).
  translator(settings.language, (message) => logger.warn(message));
  for (const [key, value] of Object.entries(settings))
    logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
  await deps.observability?.configure(settings);

  // Markers are trusted only on comments of the identity prlens posts as (DESIGN.md, "Hidden markers").
  const identity = deps.identity === undefined ? await resolveIdentity(gh, deps.env, logger) : deps.identity;
  const own = new Ownership(identity);
  const previous = await findSummary(gh, pr, own);
  const watermark = previous?.reviewedSha ?? null;
  const scopeAction = request.scope === 'incremental' ? 'synchronize' : request.action;
  const useWatermark = settings.incremental && request.scope !== 'full';
  const scope = await chooseScope(gh, pr, scopeAction, useWatermark ? watermark : null);
  if (scope.note) logger.info(scope.note);

  // Issue 10: the team's rejections (👎, /prlens ignore) and, for the model, the author's intent.
  const teaching = await learnFromTeam(gh, pr, previous?.body ?? null, settings, logger, own);
  const model = modelFor(settings, request.inputs.apiKey, deps);
  const background = model.model ? await intentOf(gh, pr, logger) : null;
  const warnings = [...(scope.note && !scope.incremental ? [scope.note] : []), ...model.warnings];
  const result = await logger.group('Review', () =>
    runPipeline({
      files: scope.files,
      workspace,
      headRef: pr.headSha,
      // Like the repo config: a PR must not be able to mark its own code generated or vendored.
      attributesRef: pr.baseSha,
      settings: {
        include: settings.include,
        exclude: settings.exclude,
        maxFileChangedLines: settings['max-file-changed-lines'],
        includeGenerated: settings['include-generated'],
        minSeverity: settings['min-severity'],
        minConfidence: settings['min-confidence'],
        ignoredFingerprints: settings['ignored-fingerprints'],
        findingRules: settings['finding-rules'],
      },
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
    target: { mode: 'pr', repo: `${pr.owner}/${pr.repo}`, pr: pr.number, base: pr.baseSha, head: pr.headSha },
    result: { ...taught.result, excluded: [...result.excluded, ...pr.unreviewable] },
    filesChanged: pr.changedFiles,
    durationMs: clock.now() - started,
    extraWarnings: warnings,
  });
  const report = maskDeep(built, mask);
  deps.observability?.finish(report);

  // Findings that already have an open thread of ours are not posted again (reruns, pushes).
  const threads = await listReviewThreads(gh, pr, own);
  const open = existingFingerprints(threads);
  const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
  // Anchored against the FULL PR diff: that is what GitHub checks comments against.
  const indexes = new Map(pr.files.map((f) => [f.path, buildLineIndex(f)]));
  const plan = toReviewComments(fresh, indexes, {
    maxComments: request.inputs.maxComments,
    maxBodyChars: DEFAULT_MAX_COMMENT_CHARS,
    language: settings.language,
  });

  const guard = new WriteGuard();
  const dryRun = request.inputs.dryRun;
  let posted: PlannedComment[] = [];
  let rejected = plan.invalid;
  let reviewId: number | null = null;
  if (!dryRun && plan.comments.length > 0) {
    const review = await guard.run(() =>
      postReview(gh, pr, { comments: plan.comments, body: REVIEW_BODY }, { logger, own }),
    );
    if (review) {
      posted = review.posted;
      reviewId = review.reviewId;
      rejected = [...rejected, ...review.rejected.map((r) => r.finding)];
      logger.info(
        `review ${review.reviewId}: ${posted.length} inline comment(s), ${review.rejected.length} rejected`,
      );
      if (review.reviewId !== null && posted.length > 0) {
        const removed = await removeRacedDuplicates(gh, pr, review.reviewId, logger, own);
        posted = posted.slice(0, posted.length - removed);
      }
    }
  } else if (!dryRun) logger.info('no new inline comments: no review posted');

  const rendered = renderSummary(
    report,
    {
      // The watermark only advances over a complete review; an incomplete one keeps the old mark.
      reviewedSha: report.incomplete ? watermark : pr.headSha,
      overflow: plan.overflow,
      rejected,
      unreviewable: pr.unreviewable,
      incremental: scope.incremental && watermark ? { from: watermark, to: pr.headSha } : null,
      staticOnly: model.model === undefined,
      suppressed: report.findings.length - fresh.length,
      carried: carriedThreads(threads, scope.files),
      language: settings.language,
      collapseFindings: settings.summary['collapse-findings'] === true,
      showUsage: settings.summary['show-usage'] !== false,
    },
    summaryRoom(teaching, taught.suppressed),
  );
  const summary = withLearned(rendered, teaching.entries, taught.suppressed);
  const notices = [...teaching.notices];
  if (identity === null) {
    notices.push(
      'prlens could not learn which account its token posts as, so it trusted none of the comments ' +
        'already on the pull request: findings may be posted again, none were suppressed.',
    );
  }
  if (!dryRun) {
    await guard.run(() => upsertSummary(gh, pr, summary, own));
    if (!guard.readOnly) notices.push(...(await publishGate(gh, pr, { report, summary, settings }, logger)));
    // An incomplete run has not looked at everything: a missing finding is not proof of a fix.
    if (settings['resolve-fixed'] && !report.incomplete && !guard.readOnly) {
      // A rejected finding's thread stays as the team left it: "no longer reported" would be untrue.
      const current = new Set([...report.findings, ...report.unanchored].map((f) => f.fingerprint));
      for (const fp of teaching.fingerprints) current.add(fp);
      await resolveFixedThreads(gh, threads, current, logger);
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
    planned: dryRun || guard.readOnly ? plan.comments : [],
    summary,
    readOnly: guard.readOnly,
    dryRun,
    staticOnly: model.model === undefined,
    notices,
    page: { files: scope.files, timeline: deps.observability?.timeline() ?? [] },
  };
}

/** Open threads of ours on files outside this run's scope: findings an incremental run did not see. */
function carriedThreads(
  threads: Awaited<ReturnType<typeof listReviewThreads>>,
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
  gh: GitHub,
  pr: PullRequestContext,
  action: string | null,
  watermark: string | null,
): Promise<Scope> {
  const full = (note: string | null): Scope => ({ files: pr.files, incremental: false, note });
  if (action !== 'synchronize' || !watermark) return full(null);
  // A re-run at the reviewed head reviews everything again; open threads are not posted twice.
  if (watermark === pr.headSha)
    return full(`head ${pr.headSha.slice(0, 7)} was reviewed before: full review`);
  const changed = await changedSince(gh, pr, watermark, pr.headSha);
  if (changed.kind === 'full') return full(`full review: ${changed.reason}`);
  const files = pr.files.filter((f) => changed.paths.has(f.path) || changed.paths.has(f.oldPath));
  const note = `incremental review: ${files.length} of ${pr.files.length} file(s) changed since ${watermark.slice(0, 7)}`;
  return { files, incremental: true, note };
}

/**
 * The model, or none. A cloud provider without a key (a fork PR gets no secrets) degrades to the
 * static rules with a warning instead of failing every fork PR.
 */
function modelFor(settings: ReviewSettings, apiKey: string | undefined, deps: ReviewDeps) {
  const { env, clock, logger } = deps;
  const provider = inferProvider({ provider: settings.provider, apiKey, baseUrl: settings['base-url'], env });
  const keyless =
    (provider === 'openai' || provider === 'anthropic') && !resolveApiKey(provider, { apiKey, env });
  if (provider === 'none' || keyless) {
    const why = keyless
      ? `provider ${provider} has no API key (set the api-key input from a secret)`
      : 'no model key';
    logger.info(`${why}: reviewing with the static rules only`);
    return { model: undefined, warnings: keyless ? [`${why}; only the static rules ran`] : [] };
  }
  const observer = deps.observability?.observer;
  const model = createModel(settings, { env, clock, apiKey, observer, mask: deps.mask }, logger);
  if (model) logger.info(`model: ${model.client.provider} ${model.client.model}, preset ${settings.preset}`);
  return { model, warnings: [] as string[] };
}
