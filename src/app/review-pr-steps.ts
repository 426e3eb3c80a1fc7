/**
 * The team-facing steps of the review of a PR, in one place so review-pr.ts calls each with one line:
 * the author's intent for the model, the team's rejections (learned list), and after the summary
 * the check run and the labels. Each degrades to one notice on a missing permission; none throws.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { OpenFinding } from '../core/gate.js';
import type { Logger } from '../core/ports.js';
import type { ReviewReport } from '../core/types.js';
import { learnedSection, mergeLearned } from '../report/learned.js';
import type { LearnedEntry } from '../report/learned.js';
import type { ForgePullRequest } from '../core/forge.js';
import type { ReviewThread } from '../core/forge-types.js';
import { readOpenState, type OpenState } from '../report/open-state.js';
import { DEFAULT_MAX_CHARS } from '../report/markdown.js';

export interface Teaching {
  /** Every rejection verified this run: shown in the summary's learned section. */
  entries: LearnedEntry[];
  /** Learned fingerprints plus the repo config's `ignored-fingerprints`. */
  fingerprints: Set<string>;
  notices: string[];
}

/**
 * The team's rejections on this PR, each re-read from the 👎 or `/prlens ignore` reply that made it
 * and re-checked against its author's permission now. The summary's learned list is never read:
 * anyone with write access can edit that comment, so a list there could credit a rejection to a
 * maintainer who never made it (src/github/comment-edits.ts).
 */
export async function learnFromTeam(
  pr: ForgePullRequest,
  threads: readonly ReviewThread[],
  settings: Pick<ReviewSettings, 'learn-from-reactions' | 'ignored-fingerprints'>,
  logger: Logger,
): Promise<Teaching> {
  // Only on our threads that nobody else edited: a swapped fingerprint marker must not turn a
  // maintainer's 👎 on a harmless-looking comment into the rejection of another finding.
  const reactions = settings['learn-from-reactions'];
  const fresh = await pr.rejections({ reactions, known: new Set(), trusted: threads });
  for (const e of fresh.entries) logger.info(`learned: ${e.by} rejected finding ${e.fp} (${e.via})`);
  const entries = mergeLearned([], fresh.entries);
  const fingerprints = new Set([...entries.map((e) => e.fp), ...settings['ignored-fingerprints']]);
  return { entries, fingerprints, notices: fresh.notice ? [fresh.notice] : [] };
}

/**
 * What the last run left: our summary, its watermark and its record of open findings, and our
 * review threads. Markers count only on comments by prlens's own identity (docs/contracts.md,
 * "Hidden markers"), and state only from a summary nobody else edited last. Without a record (the
 * summary deleted, edited, or from an older prlens) the gate carries what our threads still hold.
 */
export async function lastRun(pr: ForgePullRequest) {
  const previous = await pr.findSummary();
  const trusted = previous?.edited ? null : previous;
  // Read once: the team's rejections are re-read from them, the post step skips what they hold.
  const { ours: threads, edited } = await pr.reviewThreads();
  const recorded: OpenState = readOpenState(trusted?.body) ?? {
    findings: await pr.openFromThreads({ ours: threads, edited }),
    whole: false,
  };
  return { previous, watermark: trusted?.reviewedSha ?? null, threads, recorded };
}

/** Room left for the rest of the summary once the learned section is appended. */
export function summaryRoom(teaching: Teaching, suppressed: number): number {
  return DEFAULT_MAX_CHARS - learnedSection(teaching.entries, suppressed).length;
}

/** The PR's stated intent for the model; logged at debug level only (it is the author's text). */
export async function intentOf(pr: ForgePullRequest, logger: Logger): Promise<string> {
  const intent = await pr.intent((m) => logger.info(m));
  logger.info(`intent: title and description${intent.issue ? ` and linked issue #${intent.issue}` : ''}`);
  return intent.text;
}

/**
 * The check run and the labels, when enabled. Returns one notice per feature that could not run.
 * The step's exit code still follows fail-on either way, so a missing check run never opens the gate.
 * `carried`: earlier findings still open on files this run did not review; both count them.
 */
export async function publishGate(
  pr: ForgePullRequest,
  input: { report: ReviewReport; summary: string; settings: ReviewSettings; carried: OpenFinding[] },
  logger: Logger,
): Promise<string[]> {
  const notices: string[] = [];
  const { report, settings, carried } = input;
  if (settings['check-run']) {
    const check = await pr.checkRun({
      report,
      failOn: settings['fail-on'],
      summary: input.summary,
      carried,
    });
    if (check.kind === 'posted') {
      logger.info(
        `check run ${check.id}: ${check.conclusion}, ${check.annotations} annotation(s) in ${check.requests} request(s)`,
      );
    } else notices.push(check.notice);
  }
  if (settings.labels) {
    const labels = await pr.labels(
      [...report.findings, ...report.unanchored, ...carried],
      !report.incomplete,
    );
    if (labels.kind === 'synced') {
      if (labels.added.length + labels.removed.length > 0)
        logger.info(
          `labels: added ${labels.added.join(', ') || 'none'}; removed ${labels.removed.join(', ') || 'none'}`,
        );
    } else notices.push(labels.notice);
  }
  return notices;
}
