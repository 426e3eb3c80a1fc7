/**
 * What the `prlens` check run says (src/github/check-run.ts posts it): the conclusion from
 * `fail-on`, the findings as annotations, the title, and the text of findings without a line.
 */
import { hitsFailOn, type OpenFinding } from '../core/gate.js';
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { SEVERITY_RANK } from '../core/types.js';
import { locationLabel, plural } from './common.js';
import { codeSpan, escapeMarkdownInline } from './markdown-escape.js';
import { redactSecrets } from '../prompt/redact.js';

/** `output.summary` and `output.text` are capped at 65,535 characters each. */
export const MAX_OUTPUT_CHARS = 65_535;
/** GitHub shows at most a few thousand annotations; past that they only cost requests. */
const MAX_ANNOTATIONS = 1_000;

export type Conclusion = 'success' | 'failure' | 'neutral';
type AnnotationLevel = 'notice' | 'warning' | 'failure';

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
 * `success` otherwise. `fail-on` is a threshold, as for the exit code. `carried`: earlier findings
 * still open on files this run did not review again; they count like this run's own.
 */
export function conclusionFor(
  report: Pick<ReviewReport, 'incomplete' | 'findings' | 'unanchored'>,
  failOn: readonly Severity[],
  carried: readonly OpenFinding[] = [],
): Conclusion {
  if (report.incomplete) return 'neutral';
  const hit = hitsFailOn([...report.findings, ...report.unanchored, ...carried], failOn);
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
        // Another tool's message may quote a token it found: its prefix only, like every excerpt.
        title: clip(redactSecrets(`${f.severity}: ${f.title}`, 'excerpt'), 255),
        message: clip(redactSecrets(f.body.trim() || f.title, 'excerpt'), 4_000),
      };
    });
}

/** The check run's title: the verdict and how many findings. */
export function checkRunTitle(
  report: ReviewReport,
  conclusion: Conclusion,
  failOn: readonly Severity[],
  carried: readonly OpenFinding[] = [],
): string {
  const count = report.findings.length + report.unanchored.length + carried.length;
  if (conclusion === 'neutral') return `Review incomplete: ${plural(count, 'finding')} so far`;
  if (conclusion === 'failure') {
    const floor = [...failOn].sort((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b])[0];
    return `${plural(count, 'finding')}, at least one at ${floor} or above`;
  }
  return count === 0 ? 'No findings' : `${plural(count, 'finding')}, none at the fail-on level`;
}

/** The output text listing the findings that have no line in the head commit. */
export function unplacedText(findings: readonly Finding[]): string {
  // The path and the title are the PR's and the model's: escaped like every other Markdown we post.
  const lines = findings.map(
    (f) =>
      `- **${f.severity}** ${codeSpan(locationLabel(f))} ${escapeMarkdownInline(redactSecrets(f.title, 'excerpt'))}`,
  );
  return `Findings without a line in the head commit (deleted lines, or not placed on the diff):\n\n${lines.join('\n')}\n`;
}

/** The output text listing the earlier findings still open on files this run did not review again. */
export function carriedText(carried: readonly OpenFinding[]): string {
  // The path is the PR's: escaped like every other Markdown we post.
  const lines = carried.map(
    (f) =>
      `- **${f.severity}** ${codeSpan(f.line > 0 ? `${f.path}:${f.line}` : f.path)} (finding ${codeSpan(f.fp)})`,
  );
  return (
    'Earlier findings still open (their files were not changed since, so this run did not review them ' +
    `again; they count for the gate until a review of their file no longer finds them):\n\n${lines.join('\n')}\n`
  );
}

/** `text` cut to `max` characters, with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
