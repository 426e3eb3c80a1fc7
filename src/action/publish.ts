/**
 * Where a review's result leaves the action: the JSON report file, the job summary, the step
 * outputs and the step's status. The only other place (with main.ts) that talks to the runner.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { maskDeep, type Masker } from '../core/mask.js';
import { EXIT, exitCodeFor } from '../core/report-rules.js';
import { failOnHits } from '../core/gate.js';
import { SEVERITY_RANK } from '../core/types.js';
import { incompleteReason, plural } from '../report/common.js';
import { actionSessionsDir } from '../obs/session-paths.js';
import { renderHtml, renderJson, renderMarkdown } from '../report/index.js';
import { listSection } from '../report/pr-summary.js';
import type { Core } from './core.js';
import type { ReviewOutcome } from '../app/review-pr.js';

const REPORT_FILE = 'prlens-report.json';
/** The same review as one self-contained page, beside the JSON report. */
const REPORT_HTML_FILE = 'prlens-report.html';
/** The job summary has a 1 MiB limit per step; the report stays well under it. */
const JOB_SUMMARY_MAX_CHARS = 200_000;

type Reviewed = Extract<ReviewOutcome, { kind: 'reviewed' }>;

/**
 * Writes the report, the job summary and the outputs, and fails the step when the review says so.
 * Every field is masked before it is rendered (a renderer's escaping would hide a secret from a
 * masker of the rendered text), and the rendered text once more.
 */
export async function publish(
  core: Core,
  unmasked: Reviewed,
  env: Record<string, string | undefined>,
  mask: Masker,
) {
  const outcome = maskDeep(unmasked, mask);
  const { report } = outcome;
  const reportPath = path.join(env.RUNNER_TEMP || os.tmpdir(), REPORT_FILE);
  await writeFile(reportPath, mask(renderJson(report)));
  const htmlPath = path.join(env.RUNNER_TEMP || os.tmpdir(), REPORT_HTML_FILE);
  // Files link to the reviewed commit on this GitHub (GITHUB_SERVER_URL is github.com or the GHES host).
  const repoUrl = report.target.repo
    ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${report.target.repo}`
    : null;
  await writeFile(htmlPath, mask(renderHtml(report, { ...outcome.page, repoUrl })));

  if (outcome.readOnly) {
    core.notice(
      'The token is read-only (a pull_request from a fork gets one), so nothing was posted: the full ' +
        "review is in this job's summary and the report output. To comment on fork PRs, run prlens " +
        'under pull_request_target (see prlens-fork-safe.yml in the README).',
    );
  }
  // A feature that lacks its permission (check run, labels, learning) says so once, never fails.
  for (const notice of outcome.notices ?? []) core.notice(mask(notice));
  if (env.GITHUB_STEP_SUMMARY) {
    const where = { html: htmlPath, sessions: actionSessionsDir(env) };
    await core.summary.addRaw(mask(jobSummary(outcome, where)), true).write();
  }
  // Every finding the gate counts, still-open earlier ones included (not only this run's comments).
  core.setOutput('findings', String(outcome.gate.open));
  core.setOutput('review-id', outcome.reviewId === null ? '' : String(outcome.reviewId));
  core.setOutput('report', reportPath);
  core.setOutput('report-html', htmlPath);
  core.setOutput('incomplete', String(report.incomplete));

  const failOn = outcome.settings['fail-on'];
  const { carried } = outcome.gate;
  const code = exitCodeFor(report, failOn, carried);
  if (report.incomplete) {
    // The CLI's contract: an incomplete review never passes, even with nothing found.
    core.setFailed(
      `the review is incomplete (${incompleteReason(report)}). What it found was ` +
        `${outcome.dryRun || outcome.readOnly ? 'written to the job summary' : 'posted'}, but an unfinished ` +
        'review never passes: re-run the job, or raise max-review-seconds / max-review-tokens.',
    );
  } else if (code === EXIT.failOn) {
    const floor = [...failOn].sort((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b])[0];
    const hits = failOnHits([...report.findings, ...report.unanchored, ...carried], failOn);
    core.setFailed(
      `${plural(hits.length, 'finding')} at severity ${floor} or above (input fail-on: ${failOn.join(',')}); ` +
        'see the summary comment',
    );
  }
}

/**
 * The job summary: the review as Markdown, plus what would have been posted when nothing was, and
 * where the report page and the session transcripts are (`where`: paths on the runner).
 */
export function jobSummary(outcome: Reviewed, where?: { html: string; sessions: string }): string {
  const notes: string[] = [];
  if (outcome.readOnly)
    notes.push('> [!WARNING]\n> Read-only token: nothing was posted to the pull request.');
  if (outcome.dryRun) notes.push('> [!NOTE]\n> Dry run: nothing was posted to the pull request.');
  if (outcome.staticOnly) notes.push('> [!NOTE]\n> Static rules only: no model key was given.');
  const planned = listSection(
    'Inline comments that would have been posted',
    outcome.planned.map((p) => p.finding),
    null,
    JOB_SUMMARY_MAX_CHARS / 4,
    true,
  );
  const body = renderMarkdown(outcome.report, { maxChars: JOB_SUMMARY_MAX_CHARS / 2 });
  const files = where
    ? [
        `<sub>The review as a page: \`${where.html}\` (step output \`report-html\`); session transcripts ` +
          `of the model calls: \`${where.sessions}\`. The example workflow uploads both as artifacts of this ` +
          "run (the run's Summary page, under Artifacts).</sub>",
      ]
    : [];
  return [...notes, body + planned, ...files].join('\n\n') + '\n';
}
