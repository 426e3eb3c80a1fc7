/**
 * The review of one pull request, start to finish: open it (load, settings from the base branch),
 * decide the scope, run the pipeline, and post the review, the summary, the gate and the resolved
 * threads through the Forge port (src/core/forge.ts). Shared by the action (a push, `/review`,
 * the sweep) and the CLI (`prlens review --pr`). Collaborators come in as arguments; nothing here
 * touches @actions/core or the runner's files (src/action/publish.ts does).
 */
import type { ReviewSettings } from '../config/schema.js';
import type { ForgePullRequest } from '../core/forge.js';
import type { PullRequestContext } from '../core/forge-types.js';
import { chainMaskers, createMasker, maskDeep } from '../core/mask.js';
import { DEFAULT_MAX_FILE_READS } from '../core/pr-rules.js';
import { translator } from '../i18n/index.js';
import { buildReport } from '../review/build-report.js';
import { runPipeline } from '../review/pipeline.js';
import { runContext } from '../review/run-context.js';
import { runDeadline } from '../review/select/prefetch.js';
import { VERSION } from '../version.js';
import { withAgentGuidance } from './agent-guidance.js';
import { engineSettings } from './engine-settings.js';
import { forkGate, takeOffLabel, type GateDecision } from './fork-gate.js';
import { loadImported } from './imported-results.js';
import { createModel } from './model.js';
import { openPullRequest, type OpenPullRequest } from './open-pr.js';
import { postResults } from './review-pr-post.js';
import { intentOf, lastRun, learnFromTeam } from './review-pr-steps.js';
import type {
  Decision,
  ReviewDeps,
  ReviewOutcome,
  ReviewRequest,
  Reviewed,
  Scope,
} from './review-pr-types.js';

export type { ReviewDeps, ReviewOutcome, ReviewRequest } from './review-pr-types.js';

/** Reviews one PR and posts the result (unless dry-run); never throws on a read-only token. */
export async function runReview(request: ReviewRequest, deps: ReviewDeps): Promise<ReviewOutcome> {
  const started = deps.clock.now();
  const opened = await loadPullRequest(request, deps);
  if ('skipped' in opened) return { kind: 'skipped', reason: opened.skipped };
  const decision = await decideReview(opened, request, deps);
  const reviewed = await reviewChange(opened, decision, request, deps, started);
  return postResults({ opened, decision, reviewed, request }, deps);
}

/** Opens the PR (a closed one or a draft is skipped), logs what was loaded, applies its settings. */
async function loadPullRequest(
  request: ReviewRequest,
  deps: ReviewDeps,
): Promise<OpenPullRequest | { skipped: string }> {
  const { forge, logger } = deps;
  const opened = await openPullRequest(
    forge,
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
  if ('skipped' in opened) return opened;
  const { pr, settings, file } = opened;
  const head = pr.context;
  const opted = optedOut(head, settings);
  if (opted !== null) return { skipped: opted };
  // Before the model is made or any of the PR's text is read for it.
  const gate = request.vouched ? { kind: 'review' as const } : await forkGateOf(pr, settings, request);
  if (gate.kind === 'skip') {
    const label = gate.removeLabel;
    if (label !== undefined) await takeOffLabel(() => pr.removeLabel(label), label, logger);
    return { skipped: gate.reason };
  }
  logger.info(
    `#${head.number} ${head.title}: ${head.files.length} file(s) with a diff, head ${head.headSha}`,
  );
  logger.info(
    file ? `config: ${file} from the base branch` : 'config: no repo config file on the base branch',
  );
  // Warns once when prlens's own strings have no translation for the language (English is used).
  translator(settings.language, (message) => logger.warn(message));
  for (const [key, value] of Object.entries(settings))
    logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
  await deps.observability?.configure(settings);
  return opened;
}

/**
 * The fork gate for this run. A push takes the safe-to-review label off, unless the head is the one
 * our summary says was already reviewed: that is a re-run of the push's job after a maintainer put
 * the label back on for this very head, and only a new head SHA is code the label did not vouch for.
 */
async function forkGateOf(
  pr: ForgePullRequest,
  settings: ReviewSettings,
  request: ReviewRequest,
): Promise<GateDecision> {
  const event = { push: request.pushed === true, labeled: request.label };
  const gate = forkGate(pr.context, settings, event);
  if (gate.kind !== 'skip' || gate.removeLabel === undefined) return gate;
  const summary = await pr.findSummary();
  if (summary?.reviewedSha !== pr.context.headSha) return gate;
  return forkGate(pr.context, settings, { ...event, push: false });
}

/** Why the team asked for no review of this PR (a title keyword, a label), or null. */
function optedOut(
  head: Pick<PullRequestContext, 'number' | 'title' | 'labels'>,
  settings: Pick<ReviewSettings, 'ignore-title-keywords' | 'ignore-labels'>,
): string | null {
  const title = head.title.toLowerCase();
  const keyword = settings['ignore-title-keywords'].find((k) => title.includes(k.toLowerCase()));
  if (keyword !== undefined) {
    return `pull request #${head.number}'s title contains ${JSON.stringify(keyword)} (ignore-title-keywords)`;
  }
  const names = new Set(head.labels.map((l) => l.toLowerCase()));
  const label = settings['ignore-labels'].find((l) => names.has(l.toLowerCase()));
  return label === undefined
    ? null
    : `pull request #${head.number} has the label ${JSON.stringify(label)} (ignore-labels)`;
}

/** What the last run left (summary, watermark, open findings), the scope, the team's rejections, the model. */
async function decideReview(
  { pr, settings }: OpenPullRequest,
  request: ReviewRequest,
  deps: ReviewDeps,
): Promise<Decision> {
  const { logger } = deps;
  const { previous, watermark, threads, recorded } = await lastRun(pr);
  const scopeAction = request.scope === 'incremental' ? 'synchronize' : request.action;
  const useWatermark = settings.incremental && request.scope !== 'full';
  const scope = await chooseScope(pr, scopeAction, useWatermark ? watermark : null, recorded?.whole === true);
  if (scope.note) logger.info(scope.note);

  const teaching = await learnFromTeam(pr, threads, settings, logger);
  if (previous?.edited) {
    const note = `${previous.edited.reason}, so the state it records (the reviewed head, the open findings) was not used: prlens reviewed the whole pull request`;
    logger.warn(note);
    teaching.notices.push(note);
  }
  const { reviewer, warnings } = await reviewerFor(settings, request.inputs.apiKey, deps);
  const background = reviewer ? await intentOf(pr, logger) : null;
  return { watermark, recorded, scope, teaching, threads, reviewer, warnings, background };
}

/** Runs the pipeline over the scope and builds the masked report, rejected findings held back. */
async function reviewChange(
  { pr, settings }: OpenPullRequest,
  decision: Decision,
  request: ReviewRequest,
  deps: ReviewDeps,
  started: number,
): Promise<Reviewed> {
  const { scope, teaching, reviewer, background } = decision;
  const { logger, clock } = deps;
  const head = pr.context;
  const warnings = [...(scope.note && !scope.incremental ? [scope.note] : []), ...decision.warnings];
  const roots = [deps.env.GITHUB_WORKSPACE, process.cwd()].filter((r): r is string => r !== undefined);
  const imported = await loadImported(request.inputs.results, settings, roots, logger);
  // From the base commit, like the repo config: a PR must not rewrite its own reviewer's guidance.
  const paths = scope.files.map((f) => f.path);
  const base = { workspace: pr.workspace, ref: head.baseSha, paths };
  const guided = reviewer && (await withAgentGuidance(reviewer, settings, base, logger));
  const result = await logger.group('Review', () =>
    runPipeline({
      context: runContext({ clock, logger, observer: deps.observability?.observer }),
      change: { files: scope.files, workspace: pr.workspace, headRef: head.headSha },
      // Like the repo config: a PR must not be able to mark its own code generated or vendored.
      baseRef: head.baseSha,
      // The team's rejections go in per finding, before the merge (src/review/stages/suppress/suppress.ts says why).
      settings: {
        ...engineSettings(settings).pipeline,
        rejectedFingerprints: teaching.entries.map((e) => e.fp),
      },
      model: guided && { ...guided, background },
      // The deadline counts from the start of the run, loading the PR and reading files included.
      limits: {
        deadline: runDeadline(started, settings['max-review-seconds']),
        maxReviewSeconds: settings['max-review-seconds'],
        maxFileReads: DEFAULT_MAX_FILE_READS,
      },
      imported,
    }),
  );
  // Every field masked before anything renders it (comments, summary, check run, report, job
  // summary): an escaped secret (`\"`, `\*`) is invisible to a masker of rendered text.
  const mask = chainMaskers(createMasker([request.inputs.apiKey]), deps.mask);
  const built = buildReport({
    version: VERSION,
    target: {
      mode: 'pr',
      repo: `${head.owner}/${head.repo}`,
      pr: head.number,
      base: head.baseSha,
      head: head.headSha,
    },
    result: { ...result, excluded: [...result.excluded, ...head.unreviewable] },
    filesChanged: head.changedFiles,
    durationMs: clock.now() - started,
    extraWarnings: warnings,
  });
  const report = maskDeep(built, mask);
  deps.observability?.finish(report);
  return { report, suppressed: result.rejected, members: result.members };
}

/**
 * Which files to review: on a push after a complete review, the files changed since it (their full
 * PR diffs, so comments anchor to the PR as GitHub shows it); otherwise every file.
 */
async function chooseScope(
  pr: ForgePullRequest,
  action: string | null,
  watermark: string | null,
  recorded: boolean,
): Promise<Scope> {
  const head = pr.context;
  const full = (note: string | null): Scope => ({ files: head.files, incremental: false, note });
  if (action !== 'synchronize' || !watermark) return full(null);
  // The gate of a partial review counts the earlier findings it carries: with no whole record of
  // them (a summary from an older prlens, more open findings than it holds), review everything.
  if (!recorded) return full('full review: the summary records no complete list of open findings');
  // A re-run at the reviewed head reviews everything again; open threads are not posted twice.
  if (watermark === head.headSha)
    return full(`head ${head.headSha.slice(0, 7)} was reviewed before: full review`);
  const changed = await pr.changedSince(watermark);
  if (changed.kind === 'full') return full(`full review: ${changed.reason}`);
  const files = head.files.filter((f) => changed.paths.has(f.path) || changed.paths.has(f.oldPath));
  const note = `incremental review: ${files.length} of ${head.files.length} file(s) changed since ${watermark.slice(0, 7)}`;
  return { files, incremental: true, note };
}

/**
 * The reviewing model, or none. A cloud provider without a key (a fork PR gets no secrets) degrades
 * to the static rules with a warning instead of failing every fork PR.
 */
async function reviewerFor(
  settings: ReviewSettings,
  apiKey: string | undefined,
  deps: ReviewDeps,
): Promise<Pick<Decision, 'reviewer' | 'warnings'>> {
  const { env, clock, logger } = deps;
  const observer = deps.observability?.observer;
  const sources = { env, clock, apiKey, observer, mask: deps.mask, keyless: 'degrade' as const };
  const { model, missingKey } = await createModel(settings, sources, logger);
  if (model) return { reviewer: model, warnings: [] };
  const why = missingKey
    ? `provider ${missingKey} has no API key (set the api-key input from a secret)`
    : 'no model key';
  logger.info(`${why}: reviewing with the static rules only`);
  return { reviewer: undefined, warnings: missingKey ? [`${why}; only the static rules ran`] : [] };
}
