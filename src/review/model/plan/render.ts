/**
 * Renders diff hunks for the model, one line per row as `NUMBER MARK CODE` with no padding (every
 * column character is a token paid on every line): new-file numbers on added and unchanged lines,
 * old-file numbers on deleted ones (their `-` says which), and padding lines of the post-change
 * file marked `~` (read-only context: outside the diff, so GitHub would reject a comment on them).
 * An excerpt starts with `@@` and the enclosing function when git named one that was not already
 * shown. Which lines are shown is decided in render-view.ts.
 *
 *     @@ export function pay(amount: number) {
 *     40 ~ const before = 1;
 *     41   unchanged();
 *     17 - const removed = 3;
 *     42 + const added = 2;
 */
import type { FileDiff, Hunk } from '../../../core/types.js';
import type { PromptContext } from './context.js';
import { redactLine, redactLines } from '../../../prompt/redact.js';
import { viewRows, type ViewRow } from './render-view.js';

/** Marks a padding line in the rendered diff; exported so tests and the anchoring side agree. */
const PADDING_MARK = '~';

/** Renders the given hunks (indexes into `file.hunks`, any order) of one file. */
export function renderFile(file: FileDiff, hunkIndexes: readonly number[], ctx: PromptContext): string {
  const rows = viewRows({
    file,
    hunkIndexes,
    texts: redactedHunkTexts(file),
    content: contentLines(file.path, ctx),
    paddingLines: ctx.paddingLines,
    header: (hunk: Hunk) => oneLine(redactLine(hunk.header)).trim(),
  });
  return [fileHeader(file), ...rows.map(formatRow)].map((l) => l.trimEnd()).join('\n');
}

function formatRow(row: ViewRow): string {
  switch (row.kind) {
    case 'break':
      return `@@ ${row.header}`;
    case 'add':
      return `${row.line} + ${row.text}`;
    case 'del':
      return `${row.line ?? '?'} - ${row.text}`;
    case 'pad':
      return `${row.line} ${PADDING_MARK} ${row.text}`;
    default:
      return `${row.line}   ${row.text}`;
  }
}

/** Renders the files of a unit in order, separated by a blank line. */
export function renderFiles(
  files: ReadonlyArray<{ path: string; hunks: number[] }>,
  ctx: PromptContext,
): string {
  const parts: string[] = [];
  for (const entry of files) {
    const file = ctx.files.get(entry.path);
    if (file) parts.push(renderFile(file, entry.hunks, ctx));
  }
  return parts.join('\n\n');
}

function fileHeader(file: FileDiff): string {
  const moved =
    file.oldPath !== file.path && file.status !== 'deleted' ? `, from ${oneLine(file.oldPath)}` : '';
  return `FILE ${oneLine(file.path)} (${file.status}${moved})`;
}

/** Paths and hunk headers come from the PR: a newline in them must not start a fake diff line. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

const hunkTextCache = new WeakMap<FileDiff, string[][]>();

/** The file's diff line texts after redaction, run over the whole file so key blocks spanning lines are caught. */
function redactedHunkTexts(file: FileDiff): string[][] {
  const cached = hunkTextCache.get(file);
  if (cached) return cached;
  const flat = redactLines(file.hunks.flatMap((h) => h.lines.map((l) => l.text)));
  let at = 0;
  const result = file.hunks.map((h) => h.lines.map(() => flat[at++] ?? ''));
  hunkTextCache.set(file, result);
  return result;
}

const contentCache = new WeakMap<PromptContext['contents'], Map<string, string[] | null>>();

/** The post-change file as redacted lines (no trailing empty line), or null when unreadable. */
function contentLines(path: string, ctx: Pick<PromptContext, 'contents'>): string[] | null {
  let perCtx = contentCache.get(ctx.contents);
  if (!perCtx) {
    perCtx = new Map<string, string[] | null>();
    contentCache.set(ctx.contents, perCtx);
  }
  if (perCtx.has(path)) return perCtx.get(path) ?? null;
  const text = ctx.contents.get(path);
  let lines: string[] | null = null;
  if (typeof text === 'string') {
    const split = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    if (text.endsWith('\n')) split.pop();
    lines = redactLines(split);
  }
  perCtx.set(path, lines);
  return lines;
}
