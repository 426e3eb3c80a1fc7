/**
 * Renders diff hunks for the model: new-file numbers on RIGHT lines, old numbers in parentheses on
 * deleted lines, and a few lines of unchanged code around each hunk marked `~` (read-only context:
 * those lines are outside the diff, so GitHub would reject a comment on them).
 *
 *       ~   40   const before = 1;
 *           42 + const added = 2;
 *           43   unchanged();
 *         (17) - const removed = 3;
 */
import type { FileDiff, Hunk } from '../../core/types.js';
import type { PromptContext } from './context.js';
import { redactLine, redactLines } from '../../prompt/redact.js';

const NUMBER_WIDTH = 5;

/** Marks a padding line in the rendered diff; exported so tests and the anchoring side agree. */
export const PADDING_MARK = '~';

/** Renders the given hunks (indexes into `file.hunks`, any order) of one file. */
export function renderFile(file: FileDiff, hunkIndexes: readonly number[], ctx: PromptContext): string {
  const out = [fileHeader(file)];
  const texts = redactedHunkTexts(file);
  const content = contentLines(file.path, ctx);
  const wanted = [...new Set(hunkIndexes)].filter((i) => file.hunks[i] !== undefined).sort((a, b) => a - b);
  // Last new-file line already shown, so that padding between two close hunks is not repeated.
  let shownUpTo = 0;
  for (const index of wanted) {
    const hunk = file.hunks[index] as Hunk;
    const { lo, hi } = newRange(hunk);
    const prev = file.hunks[index - 1];
    const next = file.hunks[index + 1];
    const prevHi = prev ? newRange(prev).hi : 0;
    const nextLo = next ? newRange(next).lo : Number.POSITIVE_INFINITY;
    out.push(
      `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@ ${oneLine(redactLine(hunk.header))}`.trimEnd(),
    );
    const padFrom = Math.max(lo - ctx.paddingLines, prevHi + 1, shownUpTo + 1, 1);
    if (content) for (let n = padFrom; n < lo; n++) out.push(paddingLine(n, content));
    hunk.lines.forEach((line, i) => {
      const text = texts[index]?.[i] ?? line.text;
      if (line.kind === 'del') out.push(` ${`(${line.oldLine ?? '?'})`.padStart(NUMBER_WIDTH)} - ${text}`);
      else
        out.push(
          ` ${String(line.newLine ?? '?').padStart(NUMBER_WIDTH)} ${line.kind === 'add' ? '+' : ' '} ${text}`,
        );
    });
    const padTo = Math.min(hi + ctx.paddingLines, nextLo - 1, content ? content.length : 0);
    for (let n = hi + 1; n <= padTo; n++) out.push(paddingLine(n, content));
    shownUpTo = Math.max(hi, padTo);
  }
  return out.map((l) => l.trimEnd()).join('\n');
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

/** New-file lines a hunk covers; for a pure deletion an empty range just after `newStart`. */
function newRange(hunk: Hunk): { lo: number; hi: number } {
  if (hunk.newLines === 0) return { lo: hunk.newStart + 1, hi: hunk.newStart };
  return { lo: hunk.newStart, hi: hunk.newStart + hunk.newLines - 1 };
}

function paddingLine(n: number, content: readonly string[] | null): string {
  return `${PADDING_MARK}${String(n).padStart(NUMBER_WIDTH)}   ${content?.[n - 1] ?? ''}`;
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
function contentLines(path: string, ctx: PromptContext): string[] | null {
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
