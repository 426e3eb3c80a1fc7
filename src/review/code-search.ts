/**
 * Code search over the reviewed revision, as the model is shown it: a literal or a linear-time
 * regular expression, hits outside the repository dropped, lines redacted, the count bounded.
 * One surface for every caller that shows search hits to a model (the deep preset's `code_search`
 * tool, the audit's symbol lookup), so a fix to what a hit may reveal lands in all of them.
 */
import type { Workspace } from '../core/ports.js';
import { safeRelativePath } from '../core/repo-path.js';
import { redactLines } from '../prompt/redact.js';
import { compileLinearRegex } from '../regex/linear-regex.js';

interface CodeSearchHit {
  path: string;
  line: number;
  /** The line, redacted. */
  text: string;
}

export type CodeSearchResult =
  | {
      ok: true;
      hits: CodeSearchHit[];
      /** More lines matched than `limit`. */
      more: boolean;
      /** Paths with matches that the review excludes (the workspace skipped them): named, not shown. */
      withheld: string[];
    }
  /** A regular expression the linear-time engine refuses; `message` says why. */
  | { ok: false; message: string };

/**
 * Searches `query` at `ref`. Throws when the workspace's search fails: the caller decides how to
 * tell the model that nothing is known, which is not the same as nothing found.
 */
export async function searchCode(
  workspace: Workspace,
  query: string,
  options: { regex: boolean; limit: number; ref: string | null },
): Promise<CodeSearchResult> {
  // The engine the search runs on judges the pattern first, so a bad one fails the same everywhere.
  if (options.regex) {
    try {
      compileLinearRegex(query);
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  }
  // A workspace that leaves excluded paths out names them here (context/excluded-paths.ts).
  const skip = { excluded: () => false, withheld: new Set<string>() };
  const found = await workspace.searchCode(query, {
    regex: options.regex,
    limit: options.limit + 1,
    ref: options.ref,
    skip,
  });
  const safe = found.filter((h) => isSafe(h.path));
  const shown = safe.slice(0, options.limit);
  const lines = redactLines(shown.map((h) => h.text));
  return {
    ok: true,
    hits: shown.map((h, i) => ({ path: h.path, line: h.line, text: lines[i] ?? '' })),
    more: safe.length > shown.length,
    withheld: [...skip.withheld].filter(isSafe).sort(),
  };
}

function isSafe(p: string): boolean {
  try {
    safeRelativePath(p);
    return true;
  } catch {
    return false;
  }
}
