/**
 * `prlens review --fix`: writes the suggestions the check verified into the working tree, the way
 * `eslint --fix` does. Only a `verified` suggestion is written — a prlens rule's own fix that parsed
 * and made that rule stop firing — because a file rewritten on disk has no reviewer clicking a button
 * in between; a model's or another tool's code never is, whatever its check says. A file is
 * written only when it is the file the review read, reached without a symlink, inside the
 * repository, and replaced whole by rename so an interrupted run never leaves half a file.
 */
import { randomBytes } from 'node:crypto';
import { chmod, lstat, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../core/types.js';
import { repositoryPath } from '../core/repo-path.js';
import { applySuggestion } from '../review/stages/check-suggestions/apply.js';
import { GitWorkspace } from './workspace.js';

interface FixedSuggestion {
  path: string;
  line: number;
  start_line: number | null;
  /** The rule id, or the finding's title for a model finding. */
  what: string;
}

interface RefusedFix {
  path: string;
  line: number;
  reason: string;
}

export interface FixResult {
  applied: FixedSuggestion[];
  refused: RefusedFix[];
}

export interface FixRequest {
  /** The repository root (findRepoRoot). */
  root: string;
  /** The revision whose files the review read; null when it read the working tree. */
  headRef: string | null;
  findings: readonly Finding[];
}

/** Writes every verified suggestion; refuses, with a reason, what cannot be written safely. */
export async function applyFixes(request: FixRequest): Promise<FixResult> {
  const fixable = request.findings.filter(
    (f) =>
      f.suggestion !== null &&
      f.suggestion_check === 'verified' &&
      isRulesOwnFix(f) &&
      f.side === 'RIGHT' &&
      f.anchored,
  );
  const byPath = new Map<string, Finding[]>();
  for (const f of fixable) byPath.set(f.path, [...(byPath.get(f.path) ?? []), f]);
  const result: FixResult = { applied: [], refused: [] };
  const workspace = new GitWorkspace(request.root);
  const root = await realpath(request.root);
  for (const [file, findings] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const refuse = (reason: string) =>
      result.refused.push(...findings.map((f) => ({ path: file, line: f.line, reason })));
    const target = await writableTarget(root, file).catch((error: Error) => error);
    if (target instanceof Error) {
      refuse(target.message);
      continue;
    }
    const content = await readFile(target.full, 'utf8');
    if (request.headRef !== null && content !== (await workspace.readFile(file, request.headRef))) {
      refuse(
        `it has uncommitted edits the review of commit ${request.headRef.slice(0, 12)} did not see: commit or discard ` +
          'them, or review the working tree (prlens review --fix)',
      );
      continue;
    }
    const { text, applied, refused } = applyAll(content, findings);
    result.refused.push(...refused.map((r) => ({ path: file, ...r })));
    if (applied.length === 0) continue;
    await writeAtomically(target.full, text, target.mode);
    result.applied.push(
      ...applied.map((f) => ({
        path: file,
        line: f.line,
        start_line: f.start_line,
        what: f.rule ?? f.title,
      })),
    );
  }
  return result;
}

/** A prlens rule's own fix, on that rule's finding: the only code `--fix` may write (issue 42, point 3). */
function isRulesOwnFix(f: Finding): boolean {
  return (
    f.suggestion_rule !== undefined && f.suggestion_rule === f.rule && f.lens.split('+').includes('static')
  );
}

/** The file's absolute path and mode, or an error saying why it must not be written. */
async function writableTarget(root: string, file: string): Promise<{ full: string; mode: number }> {
  try {
    repositoryPath(file);
  } catch (error) {
    throw new Error(`not written: ${(error as Error).message}`);
  }
  // Every directory on the way is resolved: a symlinked directory could lead out of the repository.
  const parent = await realpath(path.join(root, path.posix.dirname(file))).catch(() => null);
  if (parent === null) throw new Error('not written: the file is no longer in the working tree');
  if (parent !== root && !parent.startsWith(root + path.sep))
    throw new Error('not written: a symlinked directory leads outside the repository');
  const full = path.join(parent, path.posix.basename(file));
  const info = await lstat(full).catch(() => null);
  if (info === null) throw new Error('not written: the file is no longer in the working tree');
  // The review read a symlink as its target text; writing through it would change another file.
  if (info.isSymbolicLink()) throw new Error('not written: it is a symlink, and a fix never follows one');
  if (!info.isFile()) throw new Error('not written: it is not a regular file');
  return { full, mode: info.mode & 0o7777 };
}

/**
 * Applies the suggestions bottom-up, so the lines of the ones above still hold; two that touch the
 * same line are both refused, since whichever went second would replace code the first rewrote.
 */
function applyAll(
  content: string,
  findings: readonly Finding[],
): { text: string; applied: Finding[]; refused: { line: number; reason: string }[] } {
  const range = (f: Finding) => [f.start_line ?? f.line, f.line] as const;
  const overlapping = new Set<Finding>();
  for (const a of findings)
    for (const b of findings) {
      if (a === b) continue;
      const [[a1, a2], [b1, b2]] = [range(a), range(b)];
      if (a1 <= b2 && b1 <= a2) overlapping.add(a);
    }
  const refused = [...overlapping].map((f) => ({
    line: f.line,
    reason: `not written: it overlaps another suggestion on lines ${range(f).join('-')}; fix one, then run again`,
  }));
  const rest = findings.filter((f) => !overlapping.has(f)).sort((a, b) => b.line - a.line);
  let text = content;
  const applied: Finding[] = [];
  for (const f of rest) {
    const next = applySuggestion(text, f, f.suggestion ?? '');
    if ('error' in next) {
      refused.push({ line: f.line, reason: `not written: ${next.error}` });
      continue;
    }
    text = next.content;
    applied.push(f);
  }
  return { text, applied: applied.reverse(), refused };
}

/** A temp file beside the target, given its mode, then renamed over it: readers see old or new, whole. */
async function writeAtomically(full: string, text: string, mode: number): Promise<void> {
  const temp = path.join(
    path.dirname(full),
    `.${path.basename(full)}.prlens-${randomBytes(6).toString('hex')}`,
  );
  try {
    await writeFile(temp, text, { flag: 'wx', mode });
    // The umask narrows the mode given at creation; the file keeps exactly the mode it had.
    await chmod(temp, mode);
    await rename(temp, full);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
