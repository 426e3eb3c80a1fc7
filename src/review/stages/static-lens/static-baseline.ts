/**
 * Only new problems: a static finding that also holds on the base version of the same code is
 * pre-existing, so it is counted instead of posted. A change that bumps `actions/checkout@v3` to
 * `@v4` did not introduce the unpinned action, and a line moved within a file did not introduce its
 * `eval`; commenting on them teaches people to ignore the lens.
 *
 * The base file is the head file with the diff's hunks undone (deleted lines back, added lines out):
 * no request per file, and it is the base this diff was made against (the PR's merge base, or the
 * last reviewed commit of an incremental run). It runs through the same rules with every line counted
 * as changed. A head finding is
 * pre-existing when a base finding of the same rule has the same text (trimmed, whitespace
 * collapsed) anywhere in the base file, or sits on a line the finding's hunk deleted (the line the
 * change replaced). Each base finding excuses one head finding, so a second copy of an old problem
 * is still new. A base that cannot be rebuilt (the hunks do not fit the file) keeps every finding
 * and is said: a failure is never "nothing new".
 */
import type { FileDiff, Hunk } from '../../../core/types.js';
import { FILE_CHECKS } from '../../../static/checks/file-checks.js';
import { runStaticRules } from '../../../static/run-static-rules.js';
import type { StaticOptions } from '../../../static/run-static-rules.js';
import type { StaticFile, StaticResult } from '../../../static/static-file.js';
import type { StaticFinding } from '../../../static/static-finding.js';

export interface BaselineSplit {
  fresh: StaticFinding[];
  preExisting: StaticFinding[];
  /** Files whose base could not be rebuilt from the diff: their findings all stay fresh. */
  unreadBase: string[];
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** How the base versions are scanned: the static lens's runner; a test may wrap it to watch. */
export type BaseScan = (files: StaticFile[], options: StaticOptions) => Promise<StaticResult>;

/**
 * Splits the findings of `files` into the new ones and those the base version already had. A base
 * finding can excuse only a head finding of its own rule, so each base is scanned with only the
 * rules that reported on its head file, not the whole catalog again (issue 48).
 */
export async function splitPreExisting(
  findings: readonly StaticFinding[],
  files: readonly FileDiff[],
  contents: ReadonlyMap<string, string | null>,
  roleOf: (path: string) => StaticFile['role'],
  scan: BaseScan = runStaticRules,
): Promise<BaselineSplit> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const split: BaselineSplit = { fresh: [], preExisting: [], unreadBase: [] };
  for (const path of new Set(findings.map((f) => f.path))) {
    const of = findings.filter((f) => f.path === path);
    const file = byPath.get(path);
    const head = contents.get(path);
    // An added file has no base: nothing there to have pre-existed.
    if (!file || file.status === 'added' || file.status === 'copied' || typeof head !== 'string') {
      split.fresh.push(...of);
      continue;
    }
    const base = baseOf(head, file.hunks);
    if (base === null) {
      split.unreadBase.push(path);
      split.fresh.push(...of);
      continue;
    }
    // Only a finding that could have a twin needs the base scanned, and only with its rule.
    const possible = mayHaveTwin(base, file.hunks);
    const rules = new Set(of.filter(possible).map((f) => f.ruleId));
    if (rules.size === 0) {
      split.fresh.push(...of);
      continue;
    }
    const old = await baseFindings({ path, content: base, role: roleOf(path) }, rules, scan);
    for (const finding of of) {
      const twin = takeTwin(old, finding, file.hunks);
      (twin ? split.preExisting : split.fresh).push(finding);
    }
  }
  return split;
}

/** The file before the change: `head` with the hunks undone; null when a hunk does not fit `head`. */
export function baseOf(head: string, hunks: readonly Hunk[]): string | null {
  const lines = head.split('\n');
  const out: string[] = [];
  let next = 0; // index into `lines` of the next head line not yet copied
  const same = (a: string | undefined, b: string) =>
    a !== undefined && a.replace(/\r$/, '') === b.replace(/\r$/, '');
  for (const hunk of hunks) {
    const start = Math.max(hunk.newStart - 1, 0);
    if (start < next) return null;
    out.push(...lines.slice(next, start));
    next = start;
    for (const line of hunk.lines) {
      if (line.kind === 'del') {
        out.push(line.text);
        continue;
      }
      if (!same(lines[next], line.text)) return null;
      if (line.kind === 'context') out.push(lines[next]!);
      next++;
    }
  }
  out.push(...lines.slice(next));
  return out.join('\n');
}

/** The findings of `rules` on the whole base file, read under the head path (same grammar, same class). */
async function baseFindings(
  file: Omit<StaticFile, 'changedLines'>,
  rules: ReadonlySet<string>,
  scan: BaseScan,
) {
  const lines = file.content.split('\n').length;
  const every = new Set(Array.from({ length: lines }, (_, i) => i + 1));
  const result = await scan([{ ...file, changedLines: every }], { only: rules });
  return result.findings;
}

/**
 * Whether a base finding could make a head finding pre-existing (takeTwin): an ast-grep rule's
 * finding quotes its line, so a base finding's anchor is one of the base file's lines and the head
 * finding's text must be one of them too, or its hunk must have deleted a line. When neither holds, no scan of the base can excuse it, and a file
 * whose findings all sit on new lines of hunks that only add is not scanned twice (issue 48).
 */
function mayHaveTwin(base: string, hunks: readonly Hunk[]): (finding: StaticFinding) => boolean {
  const lines = new Set(base.split('\n').map(normalized));
  // Rules of the file checks: their anchor may differ from the line (a token masked), never skipped.
  const checkRules = new Set(FILE_CHECKS.flatMap((check) => check.rules.map((rule) => rule.id)));
  return (finding) =>
    checkRules.has(finding.ruleId) ||
    lines.has(normalized(finding.anchor ?? '')) ||
    deletedLinesOfHunk(hunks, finding.line).size > 0;
}

/** Removes and returns the base finding that makes `finding` pre-existing, if any. */
function takeTwin(old: StaticFinding[], finding: StaticFinding, hunks: readonly Hunk[]): boolean {
  const text = normalized(finding.anchor ?? '');
  let at = old.findIndex((o) => o.ruleId === finding.ruleId && normalized(o.anchor ?? '') === text);
  if (at < 0) {
    const replaced = deletedLinesOfHunk(hunks, finding.line);
    at = old.findIndex((o) => o.ruleId === finding.ruleId && replaced.has(o.line));
  }
  if (at < 0) return false;
  old.splice(at, 1);
  return true;
}

/** The old line numbers the hunk holding new line `line` deleted. */
function deletedLinesOfHunk(hunks: readonly Hunk[], line: number): Set<number> {
  const hunk = hunks.find((h) => line >= h.newStart && line < h.newStart + Math.max(h.newLines, 1));
  const deleted = new Set<number>();
  for (const l of hunk?.lines ?? []) if (l.kind === 'del' && l.oldLine !== null) deleted.add(l.oldLine);
  return deleted;
}
