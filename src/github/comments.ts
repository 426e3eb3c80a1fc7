/**
 * Turning findings into review comments GitHub will accept. Create-review is all or nothing (one
 * comment off the diff fails the whole request with 422), so every location is checked against the
 * line index first, exactly as GitHub checks it:
 * https://docs.github.com/en/rest/pulls/reviews#create-a-review-for-a-pull-request
 * The bodies are rendered by src/report/inline-comment.ts.
 */
import type { LineIndex } from '../core/line-index.js';
import { SEVERITY_RANK } from '../core/types.js';
import type { Finding } from '../core/types.js';
import { translator } from '../i18n/index.js';
import { commentBody, trimSuggestion, type SuggestionMode } from '../report/inline-comment.js';
import type { CommentOptions, CommentPlan } from '../core/forge-types.js';
export type { PlannedComment, CommentOptions, CommentPlan } from '../core/forge-types.js';

export const DEFAULT_MAX_COMMENT_CHARS = 60_000;

/** Validates, orders and caps findings, and renders each as a review comment. */
export function toReviewComments(
  findings: readonly Finding[],
  indexes: ReadonlyMap<string, LineIndex>,
  options: CommentOptions,
): CommentPlan {
  const valid: Array<{ finding: Finding; index: LineIndex; start: number | null }> = [];
  const invalid: Finding[] = [];
  const invalidReasons = new Map<Finding, string>();
  const reject = (finding: Finding, reason: string) => {
    invalid.push(finding);
    invalidReasons.set(finding, reason);
  };
  for (const finding of findings) {
    const index = indexes.get(finding.path);
    // A one-line range (start_line == line) is a single-line comment; GitHub rejects it as a range.
    const start =
      finding.start_line !== null && finding.start_line !== finding.line ? finding.start_line : null;
    if (!index) {
      reject(finding, `${finding.path} has no diff GitHub can comment on`);
      continue;
    }
    // Not the review's placement (the pipeline's verify stage decided that once): a last guard before
    // an all-or-nothing create-review request, against the index of the diff this post goes to.
    const check = index.check({ side: finding.side, line: finding.line, start_line: start });
    if (check.ok) valid.push({ finding, index, start });
    else reject(finding, check.reason);
  }
  valid.sort((a, b) => compareForPosting(a.finding, b.finding));
  const tr = translator(options.language);
  const kept = valid.slice(0, Math.max(0, options.maxComments));
  return {
    comments: kept.map(({ finding, index, start }) => ({
      finding,
      comment: {
        path: finding.path,
        line: finding.line,
        side: finding.side,
        ...(start !== null ? { start_line: start, start_side: finding.side } : {}),
        body: commentBody(
          finding,
          modeFor(finding, index, start, options),
          options.maxBodyChars,
          tr,
          options.members?.get(finding.fingerprint),
        ),
      },
    })),
    invalid,
    invalidReasons,
    overflow: valid.slice(kept.length).map((v) => v.finding),
  };
}

/** Most severe first, then by path and line, so a cap drops the least important comments. */
function compareForPosting(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
    (a.start_line ?? a.line) - (b.start_line ?? b.line) ||
    a.line - b.line
  );
}

function modeFor(
  finding: Finding,
  index: LineIndex,
  start: number | null,
  options: CommentOptions,
): SuggestionMode {
  const omit = options.brokenSuggestions === 'omit' && finding.suggestion_check === 'broken';
  return omit ? 'none' : suggestionMode(finding, index, start);
}

/**
 * A ```suggestion block is applied by GitHub in place of exactly the commented lines of the new
 * file, so it is used only on RIGHT when every line from start to end is a new-file line of the
 * diff; otherwise the code is shown as a plain block. A suggestion equal to the current lines
 * changes nothing and is left out.
 * https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/incorporating-feedback-in-your-pull-request
 */
function suggestionMode(finding: Finding, index: LineIndex, start: number | null): SuggestionMode {
  if (finding.suggestion === null) return 'none';
  if (finding.side !== 'RIGHT') return 'code';
  const current: string[] = [];
  for (let line = start ?? finding.line; line <= finding.line; line++) {
    const entry = index.get('RIGHT', line);
    if (!entry) return 'code';
    current.push(entry.text);
  }
  return trimSuggestion(finding.suggestion) === current.join('\n') ? 'none' : 'suggestion';
}
