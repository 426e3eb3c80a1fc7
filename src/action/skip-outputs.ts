/**
 * The step outputs of a run that reviewed nothing (an event the action does not handle, a draft,
 * a PR already closed). They are written all the same, so a workflow's later steps that read
 * `steps.prlens.outputs.findings` or test `incomplete` see "nothing found, finished" instead of an
 * empty string that a comparison such as `findings > 0` or `fromJSON(...)` cannot read.
 */
import type { Core } from './core.js';

/** Writes the outputs of action.yml for a skipped run: no findings, complete, no report. */
export function writeSkippedOutputs(core: Pick<Core, 'setOutput'>): void {
  core.setOutput('findings', '0');
  core.setOutput('review-id', '');
  core.setOutput('report', '');
  core.setOutput('report-html', '');
  core.setOutput('incomplete', 'false');
}
