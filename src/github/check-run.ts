/**
 * The merge gate as a check run (`check-run: true`): a `prlens` check run on the head SHA whose
 * conclusion follows `fail-on`, the findings as annotations and the summary as its output, so a
 * team can make prlens a required status check. The Checks API takes at most 50 annotations per
 * request; more are appended by updating the run, 50 at a time:
 * https://docs.github.com/rest/checks/runs#update-a-check-run
 * Without `checks: write` GitHub answers 403; the step's exit code (already governed by fail-on)
 * stays the gate, with one notice saying how to get the check run.
 */
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { SEVERITY_RANK } from '../core/types.js';
import { locationLabel, plural } from '../report/common.js';
import { codeSpan, escapeMarkdownInline } from '../report/markdown-escape.js';
import type { GitHub, PullRequestRef } from './types.js';

export const CHECK_RUN_NAME = 'prlens';
/** "The Checks API limits the number of annotations to a maximum of 50 per API request." */
export const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** `output.summary` and `output.text` are capped at 65,535 characters each. */
export const MAX_OUTPUT_CHARS = 65_535;
/** GitHub shows at most a few thousand annotations; past that they only cost requests. */
export const MAX_ANNOTATIONS = 1_000;

export type Conclusion = 'success' | 'failure' | 'neutral';
export type AnnotationLevel = 'notice' | 'warning' | 'failure';

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
}

/**
 * The conclusion: `neutral` when the review is incomplete (it did not look at everything, so it can
 * neither pass nor fail the change), `failure` when a finding at or above `fail-on` is open,
 * `success` otherwise. `fail-on` is a threshold, as for the exit code.
 */
export function conclusionFor(
  report: Pick<ReviewReport, 'incomplete' | 'findings' | 'unanchored'>,
  failOn: readonly Severity[],
): Conclusion {
  if (report.incomplete) return 'neutral';
  const floor = failFloor(failOn);
  if (floor === null) return 'success';
  const hit = [...report.findings, ...report.unanchored].some((f) => SEVERITY_RANK[f.severity] >= floor);
  return hit ? 'failure' : 'success';
}

function failFloor(failOn: readonly Severity[]): number | null {
  return failOn.length === 0 ? null : Math.min(...failOn.map((s) => SEVERITY_RANK[s]));
}

/**
 * One annotation per RIGHT-side finding (annotations point at lines of the head commit; a deleted
 * line has none, so LEFT-side findings stay in the summary text). `failure` at or above fail-on,
 * `notice` for low findings, `warning` for the rest.
 */
export function toAnnotations(findings: readonly Finding[], failOn: readonly Severity[]): Annotation[] {
  const floor = failFloor(failOn);
  return findings
    .filter((f) => f.side === 'RIGHT')
    .slice(0, MAX_ANNOTATIONS)
    .map((f) => {
      const level: AnnotationLevel =
        floor !== null && SEVERITY_RANK[f.severity] >= floor
          ? 'failure'
          : f.severity === 'low'
            ? 'notice'
            : 'warning';
      return {
        path: f.path,
        start_line: f.start_line ?? f.line,
        end_line: f.line,
        annotation_level: level,
        title: clip(`${f.severity}: ${f.title}`, 255),
        message: clip(f.body.trim() || f.title, 4_000),
      };
    });
}

/** Splits `items` into chunks of `size` (the per-request annotation limit is a parameter for tests). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type CheckRunResult =
  | { kind: 'posted'; id: number; conclusion: Conclusion; annotations: number; requests: number }
  /** The token lacks `checks: write`: the step's exit code stays the gate. */
  | { kind: 'forbidden'; notice: string }
  | { kind: 'failed'; notice: string };

export const CHECKS_PERMISSION_NOTICE =
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
  input: { report: ReviewReport; failOn: readonly Severity[]; summary: string },
  perRequest = MAX_ANNOTATIONS_PER_REQUEST,
): Promise<CheckRunResult> {
  const { report, failOn } = input;
  const conclusion = conclusionFor(report, failOn);
  const annotations = toAnnotations(report.findings, failOn);
  const [first = [], ...rest] = batches(annotations, perRequest);
  const left = [...report.findings.filter((f) => f.side === 'LEFT'), ...report.unanchored];
  const output = (batch: Annotation[]) => ({
    title: titleFor(report, conclusion, failOn),
    summary: clip(input.summary, MAX_OUTPUT_CHARS),
    ...(left.length > 0 ? { text: clip(unplacedText(left), MAX_OUTPUT_CHARS) } : {}),
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

function titleFor(report: ReviewReport, conclusion: Conclusion, failOn: readonly Severity[]): string {
  const count = report.findings.length + report.unanchored.length;
  if (conclusion === 'neutral') return `Review incomplete: ${plural(count, 'finding')} so far`;
  if (conclusion === 'failure') {
    const floor = [...failOn].sort((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b])[0];
    return `${plural(count, 'finding')}, at least one at ${floor} or above`;
  }
  return count === 0 ? 'No findings' : `${plural(count, 'finding')}, none at the fail-on level`;
}

function unplacedText(findings: readonly Finding[]): string {
  // The path and the title are the PR's and the model's: escaped like every other Markdown we post.
  const lines = findings.map(
    (f) => `- **${f.severity}** ${codeSpan(locationLabel(f))} ${escapeMarkdownInline(f.title)}`,
  );
  return `Findings without a line in the head commit (deleted lines, or not placed on the diff):\n\n${lines.join('\n')}\n`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
