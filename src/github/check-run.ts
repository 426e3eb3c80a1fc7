/**
 * The merge gate as a check run (`check-run: true`): a `prlens` check run on the head SHA whose
 * conclusion follows `fail-on`, the findings as annotations and the summary as its output, so a
 * team can make prlens a required status check. The Checks API takes at most 50 annotations per
 * request; more are appended by updating the run, 50 at a time:
 * https://docs.github.com/rest/checks/runs#update-a-check-run
 * Without `checks: write` GitHub answers 403; the step's exit code (already governed by fail-on)
 * stays the gate, with one notice saying how to get the check run. Its text is src/report/check-run.ts's.
 */
import type { OpenFinding } from '../core/gate.js';
import type { ReviewReport, Severity } from '../core/types.js';
import {
  MAX_OUTPUT_CHARS,
  carriedText,
  checkRunTitle,
  clip,
  conclusionFor,
  toAnnotations,
  unplacedText,
  type Annotation,
  type Conclusion,
} from '../report/check-run.js';
import type { GitHub, PullRequestRef } from './types.js';

const CHECK_RUN_NAME = 'prlens';
/** "The Checks API limits the number of annotations to a maximum of 50 per API request." */
const MAX_ANNOTATIONS_PER_REQUEST = 50;

/** Splits `items` into chunks of `size` (the per-request annotation limit is a parameter for tests). */
function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type CheckRunResult =
  | { kind: 'posted'; id: number; conclusion: Conclusion; annotations: number; requests: number }
  /** The token lacks `checks: write`: the step's exit code stays the gate. */
  | { kind: 'forbidden'; notice: string }
  | { kind: 'failed'; notice: string };

const CHECKS_PERMISSION_NOTICE =
  'prlens could not create its check run: the token lacks `checks: write` (GitHub answered 403). ' +
  "The step's exit code (input fail-on) is the merge gate instead; to get the check run, give the " +
  'workflow `permissions: { checks: write }`, or set `check-run: false` to silence this notice.';

/**
 * Creates the completed `prlens` check run on the head SHA: one request with the first 50
 * annotations, then one update per further 50. Never throws: a 403 becomes one notice, another
 * failure a notice naming it (the findings are in the summary comment and the job summary either way).
 */
export async function publishCheckRun(
  gh: GitHub,
  pr: PullRequestRef & { headSha: string },
  input: {
    report: ReviewReport;
    failOn: readonly Severity[];
    summary: string;
    /** Earlier findings still open on files this run did not review: they count for the gate. */
    carried?: readonly OpenFinding[];
  },
  perRequest = MAX_ANNOTATIONS_PER_REQUEST,
): Promise<CheckRunResult> {
  const { report, failOn } = input;
  const carried = input.carried ?? [];
  const conclusion = conclusionFor(report, failOn, carried);
  const annotations = toAnnotations(report.findings, failOn);
  const [first = [], ...rest] = batches(annotations, perRequest);
  const left = [...report.findings.filter((f) => f.side === 'LEFT'), ...report.unanchored];
  const texts = [
    ...(carried.length > 0 ? [carriedText(carried)] : []),
    ...(left.length > 0 ? [unplacedText(left)] : []),
  ];
  const output = (batch: Annotation[]) => ({
    title: checkRunTitle(report, conclusion, failOn, carried),
    summary: clip(input.summary, MAX_OUTPUT_CHARS),
    ...(texts.length > 0 ? { text: clip(texts.join('\n'), MAX_OUTPUT_CHARS) } : {}),
    ...(batch.length > 0 ? { annotations: batch } : {}),
  });
  const repo = { owner: pr.owner, repo: pr.repo };
  let requests = 0;
  try {
    requests++;
    const { data } = await gh.rest.checks.create({
      ...repo,
      name: CHECK_RUN_NAME,
      head_sha: pr.headSha,
      status: 'completed',
      conclusion,
      completed_at: new Date().toISOString(),
      output: output(first),
    });
    for (const batch of rest) {
      requests++;
      await gh.rest.checks.update({ ...repo, check_run_id: data.id, output: output(batch) });
    }
    return { kind: 'posted', id: data.id, conclusion, annotations: annotations.length, requests };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 403 && requests === 1) return { kind: 'forbidden', notice: CHECKS_PERMISSION_NOTICE };
    return {
      kind: 'failed',
      notice:
        `prlens could not ${requests === 1 ? 'create' : 'finish'} its check run (${(error as Error).message}); ` +
        "the findings are in the summary comment and the step's exit code follows fail-on.",
    };
  }
}
