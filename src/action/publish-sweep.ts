/**
 * The action's sweep mode (`command: sweep`, or a `schedule` event): runs the sweep and reports it
 * to the runner — the table in the log and the job summary, a JSON report, the outputs (`matrix`
 * and `count` for a fan-out job), and a failed step when any PR's review failed, stopped early or
 * hit fail-on. The per-PR job of a matrix is an ordinary review (`command: review`, `pr: N`).
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Masker } from '../core/mask.js';
import { matrixJson, matrixTokenShare, sweepExitCode } from '../core/sweep-rules.js';
import { runSweep, type SweepDeps, type SweepResult } from '../app/sweep.js';
import { sweepMarkdown, sweepText } from '../report/sweep-table.js';
import type { Core } from './core.js';
import type { ActionInputs } from './inputs.js';

const SWEEP_REPORT_FILE = 'prlens-sweep.json';

/** Runs the sweep of `repo` and publishes its result through `core`. */
export async function runSweepAction(
  core: Core,
  request: { repo: { owner: string; repo: string }; inputs: ActionInputs; matrix: boolean },
  deps: SweepDeps,
  mask: Masker,
): Promise<SweepResult> {
  const result = await runSweep({ repo: request.repo, inputs: request.inputs, matrix: request.matrix }, deps);
  const { entries, selected, settings } = result;
  // One log line each: the logger makes every message a single inert line.
  for (const line of sweepText(entries).split('\n')) deps.logger.info(line);

  const reportPath = path.join(deps.env.RUNNER_TEMP || os.tmpdir(), SWEEP_REPORT_FILE);
  await writeFile(reportPath, mask(`${JSON.stringify(sweepReport(result, request.matrix), null, 2)}\n`));
  if (deps.env.GITHUB_STEP_SUMMARY) {
    const heading = request.matrix ? 'prlens sweep: pull requests to review' : 'prlens sweep';
    await core.summary.addRaw(mask(sweepMarkdown(entries, heading)), true).write();
  }
  core.setOutput('report', reportPath);
  if (request.matrix) {
    core.setOutput('matrix', matrixJson(selected));
    core.setOutput('count', String(selected.length));
    // Each job of the matrix gets an even share of the sweep's budget (they cannot share a counter).
    const share = matrixTokenShare(
      settings['sweep-max-tokens'],
      selected.length,
      settings['max-review-tokens'],
    );
    core.setOutput('max-review-tokens', String(share));
  } else {
    const reviewed = entries.filter((e) => e.status === 'reviewed');
    core.setOutput('count', String(reviewed.length));
    core.setOutput('findings', String(reviewed.reduce((n, e) => n + e.posted, 0)));
    core.setOutput('incomplete', String(reviewed.some((e) => e.verdict === 'incomplete')));
  }

  const code = sweepExitCode(entries);
  if (code !== 0) {
    const bad = entries
      .filter((e) => e.status === 'failed' || (e.status === 'reviewed' && e.verdict !== 'complete'))
      .map(
        (e) =>
          `#${e.pull.number} (${e.status === 'failed' ? 'failed' : e.status === 'reviewed' ? e.verdict : ''})`,
      );
    core.setFailed(
      `the sweep did not pass for ${bad.join(', ')}: see the table in the job summary. ` +
        (code === 2
          ? 'A failed or incomplete review is tried again by the next sweep (its watermark did not advance).'
          : `A finding hit fail-on (${settings['fail-on'].join(',')}).`),
    );
  }
  return result;
}

/** The sweep's JSON report: every entry, and the totals. */
function sweepReport(result: SweepResult, matrix: boolean) {
  return {
    version: 1,
    mode: matrix ? 'matrix' : 'review',
    selected: result.selected,
    used_tokens: result.usedTokens,
    max_prs: result.settings['sweep-max-prs'],
    max_tokens: result.settings['sweep-max-tokens'],
    entries: result.entries,
  };
}
