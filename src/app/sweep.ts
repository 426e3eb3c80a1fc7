/**
 * The scheduled re-review of a repository's open pull requests, shared by the action (`command:
 * sweep`) and the CLI (`prlens sweep`). It lists the open PRs, skips drafts and bot PRs without a
 * further request, reads each remaining PR's summary comment (one list call) to skip the PRs whose
 * head was already fully reviewed, and then either hands the chosen PRs to a job matrix or reviews
 * them one after another within the sweep's token budget. Decisions live in src/core/sweep-rules.ts.
 *
 * The watermark is read only from prlens's own summary (its author is the identity the token posts
 * as, learned once for the whole sweep): a forged summary claiming the head was reviewed must not
 * make the sweep skip a PR.
 *
 * Requests: 1 for who the token is, ceil(open / 100) to list, 1 for the repository, 1 for the config file, then one
 * summary lookup per non-draft, non-bot PR until sweep-max-prs PRs are chosen — the rest are not
 * looked at (100 open PRs with max 20 that all changed: about 24 requests before any review).
 */
import type { ReviewSettings } from '../config/schema.js';
import { exitCodeFor } from '../core/report-rules.js';
import {
  budgetDecision,
  estimateTokens,
  isUnchanged,
  prefilter,
  type SweepEntry,
  type SweepPull,
} from '../core/sweep-rules.js';
import type { SummaryReader } from '../core/forge.js';
import type { RepoRef } from '../core/forge-types.js';
import type { ReviewDeps, ReviewOutcome, ReviewRequest } from './review-pr.js';
import { runReview } from './review-pr.js';
import { loadRepoSettings } from './repo-settings.js';

export interface SweepOptions {
  repo: RepoRef;
  /** The review inputs every PR is reviewed with (flags, key, dry run, comment cap, config path). */
  inputs: ReviewRequest['inputs'];
  /** Only choose the PRs (for a job matrix); review none. */
  matrix: boolean;
}

export interface SweepDeps extends ReviewDeps {
  /** The one-PR review; runReview unless a test passes another. */
  review?: (request: ReviewRequest, deps: ReviewDeps) => Promise<ReviewOutcome>;
}

type ReviewedOutcome = Extract<ReviewOutcome, { kind: 'reviewed' }>;

export interface SweepResult {
  entries: SweepEntry[];
  /** PR numbers chosen for review, in order (the matrix). */
  selected: number[];
  /** Tokens spent by all reviews of this run. */
  usedTokens: number;
  settings: ReviewSettings;
  /** The config file applied (from the default branch), if any. */
  configFile: string | null;
  /** Each reviewed PR's outcome, by number. */
  outcomes: Map<number, ReviewedOutcome>;
}

/** Runs one sweep; per-PR failures are recorded in the entries, never thrown. */
export async function runSweep(options: SweepOptions, deps: SweepDeps): Promise<SweepResult> {
  const { forge, logger } = deps;
  const { repo } = options;
  const { settings, file } = await loadSweepSettings(options, deps);
  const maxPrs = settings['sweep-max-prs'];
  const budget = settings['sweep-max-tokens'];
  logger.info(
    `sweep of ${repo.owner}/${repo.repo}: at most ${maxPrs} PR(s), ` +
      `${budget === 0 ? 'no token limit' : `${budget} tokens`}${file ? ` (config: ${file})` : ''}`,
  );

  // Learned once for the sweep; every review below reuses it (deps.identity).
  const identity = deps.identity === undefined ? await forge.identity() : deps.identity;
  const summaries = forge.summaries(identity);
  const pulls = await forge.openPulls(repo);
  logger.info(`${pulls.length} open pull request(s)`);
  const { entries, chosen } = await choosePulls(pulls, repo, maxPrs, summaries);
  for (const notice of summaries.notices()) logger.warn(notice);
  const result: SweepResult = {
    entries,
    selected: chosen.map((p) => p.number),
    usedTokens: 0,
    settings,
    configFile: file,
    outcomes: new Map(),
  };
  if (options.matrix) return result;

  const spent: number[] = [];
  for (const pull of chosen) {
    const at = entries.findIndex((e) => e.pull === pull);
    const decision = budgetDecision({
      used: result.usedTokens,
      budget,
      estimate: estimateTokens(spent),
      perReview: settings['max-review-tokens'],
    });
    if (!decision.start) {
      entries[at] = { pull, status: 'skipped', reason: 'budget', detail: decision.detail };
      continue;
    }
    logger.info(`── #${pull.number} ${pull.title}`);
    entries[at] = await reviewOne(
      pull,
      decision.maxReviewTokens,
      options,
      { ...deps, identity },
      result,
      spent,
    );
  }
  return result;
}

/**
 * The PRs to review, in order: drafts and bot PRs skipped without a request, then one summary
 * lookup each until `maxPrs` are chosen; a PR whose head our summary says was reviewed is skipped.
 */
async function choosePulls(
  pulls: readonly SweepPull[],
  repo: RepoRef,
  maxPrs: number,
  summaries: SummaryReader,
): Promise<{ entries: SweepEntry[]; chosen: SweepPull[] }> {
  const entries: SweepEntry[] = [];
  const chosen: SweepPull[] = [];
  for (const pull of pulls) {
    const skip = prefilter(pull);
    if (skip) {
      entries.push({ pull, status: 'skipped', ...skip });
      continue;
    }
    if (chosen.length >= maxPrs) {
      // Not looked at: the next run gets to it once the chosen ones carry a fresh watermark.
      entries.push({ pull, status: 'skipped', reason: 'max-prs', detail: `over sweep-max-prs (${maxPrs})` });
      continue;
    }
    try {
      const summary = await summaries.find({ ...repo, number: pull.number });
      if (isUnchanged(pull.headSha, summary?.reviewedSha ?? null)) {
        entries.push({
          pull,
          status: 'skipped',
          reason: 'unchanged',
          detail: `head ${pull.headSha.slice(0, 7)} already reviewed`,
        });
        continue;
      }
    } catch (error) {
      entries.push({
        pull,
        status: 'failed',
        error: `could not read the summary comment: ${message(error)}`,
      });
      continue;
    }
    chosen.push(pull);
    entries.push({ pull, status: 'selected' });
  }
  return { entries, chosen };
}

async function reviewOne(
  pull: SweepPull,
  maxReviewTokens: number,
  options: SweepOptions,
  deps: SweepDeps,
  result: SweepResult,
  spent: number[],
): Promise<SweepEntry> {
  const review = deps.review ?? runReview;
  const flags = { ...options.inputs.flags, 'max-review-tokens': String(maxReviewTokens) };
  let outcome: ReviewOutcome;
  try {
    // `synchronize`: review what changed since the summary's watermark, as on a push.
    outcome = await review(
      {
        pr: { ...options.repo, number: pull.number },
        action: 'synchronize',
        inputs: { ...options.inputs, flags },
      },
      deps,
    );
  } catch (error) {
    deps.logger.error(`#${pull.number}: the review failed: ${message(error)}`);
    return { pull, status: 'failed', error: message(error) };
  }
  if (outcome.kind === 'skipped') {
    // Closed or turned into a draft between the list and the review.
    const closed = /closed/.test(outcome.reason);
    return { pull, status: 'skipped', reason: closed ? 'closed' : 'draft', detail: outcome.reason };
  }
  const { report } = outcome;
  const tokens = report.usage.prompt_tokens + report.usage.completion_tokens;
  result.usedTokens += tokens;
  // Only finished reviews teach the estimate: one cut short by a failure spent less than it needed.
  if (!report.incomplete) spent.push(tokens);
  result.outcomes.set(pull.number, outcome);
  const code = exitCodeFor(report, outcome.settings['fail-on']);
  const verdict = report.incomplete ? 'incomplete' : code === 1 ? 'fail-on' : 'complete';
  const findings = report.findings.length + report.unanchored.length;
  const detail = report.incomplete
    ? `incomplete: ${report.warnings[0] ?? 'the review did not finish'}`
    : `${findings} finding(s)${verdict === 'fail-on' ? ` at or above fail-on (${outcome.settings['fail-on'].join(',')})` : ''}`;
  return { pull, status: 'reviewed', verdict, findings, posted: outcome.posted, tokens, detail };
}

/** The settings of the sweep itself: the repo config file from the default branch, env, inputs. */
async function loadSweepSettings(options: SweepOptions, deps: SweepDeps) {
  const { forge, logger } = deps;
  const branch = await forge.defaultBranch(options.repo);
  return loadRepoSettings({
    workspace: forge.workspace(options.repo, branch),
    baseSha: branch,
    configPath: options.inputs.configPath,
    configPathIsDefault: options.inputs.configPathIsDefault,
    env: deps.env,
    flags: options.inputs.flags,
    runner: options.inputs.runner,
    logger,
  });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
