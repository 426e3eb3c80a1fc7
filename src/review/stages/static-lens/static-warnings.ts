/**
 * What the static lens did not finish, as report warnings: files past its caps, languages whose
 * native grammar could not load, checks that failed on a file, files the deadline left unread. Each makes the review incomplete: a file the lens did
 * not read through is not a clean file.
 */
import type { StaticResult } from '../../../static/static-file.js';

/** How many paths a warning names before it counts the rest. */
const NAMED = 10;

const listed = (items: string[]): string =>
  items.length > NAMED
    ? `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more`
    : items.join(', ');

/** The warnings for what the static lens skipped, cut or failed on; empty when it read everything. */
export function staticLensWarnings(
  result: Pick<StaticResult, 'overLimits' | 'failed' | 'unread'> & Partial<Pick<StaticResult, 'unavailable'>>,
  maxReviewSeconds: number | undefined,
): string[] {
  const warnings: string[] = [];
  if (result.overLimits.length > 0)
    warnings.push(
      `static rules skipped ${result.overLimits.length} file(s) too large or deep to check in bounded time: ${listed(
        result.overLimits.map((s) => `${s.path} (${s.reason})`),
      )}`,
    );
  // A native part that cannot load costs its language, once, not the review (issue 46, point 1).
  for (const u of result.unavailable ?? [])
    warnings.push(
      `static rules are off for ${u.language} on this machine, ${u.paths.length} file(s) not checked (${listed(u.paths)}): ${u.reason}`,
    );
  for (const f of result.failed)
    warnings.push(`static rule ${f.rule} failed on ${f.path}, its findings there are missing: ${f.reason}`);
  if (result.unread.length > 0)
    warnings.push(
      `max-review-seconds (${maxReviewSeconds ?? '?'}) ran out during the static rules: ${result.unread.length} file(s) not checked: ${listed(result.unread)}`,
    );
  return warnings;
}

/**
 * The warning for changed files the rules cover that were read as nothing (null: a 404 or a refused
 * read; empty though lines were added): the rules never saw them, so their findings are missing.
 * Each is named with why, when the workspace knows (too large for one read, the run's total spent).
 */
export function unreadWarnings(files: { path: string; reason?: string | undefined }[]): string[] {
  if (files.length === 0) return [];
  const named = files.map((f) => (f.reason === undefined ? f.path : `${f.path} (${f.reason})`));
  return [
    `static rules did not check ${files.length} changed file(s) whose contents could not be read ` +
      `(unreadable, or empty though lines were added), their findings are missing: ${listed(named)}`,
  ];
}
