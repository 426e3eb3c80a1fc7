/**
 * Which lines of a file the model is shown, before they are formatted (render.ts). The changed
 * lines always; around each run of changed lines, a number of unchanged lines that shrinks as
 * the run grows: a one-line fix in a long function needs its surroundings to be understood, a
 * block of ten changed lines mostly explains itself. Unchanged lines come from the hunk's own
 * context first and then from the post-change file (padding, not commentable). A line is shown at
 * most once, however close two hunks are, and a hidden stretch becomes an excerpt break.
 */
import type { DiffLine, FileDiff, Hunk } from '../../../core/types.js';

/** Lines of context git (and GitHub's patches) put around a change. */
const GIT_CONTEXT = 3;
/**
 * Unchanged lines shown around a run of `c` changed lines: about CONTEXT_SHARE / c in all (a
 * one-line change gets up to six on each side, a ten-line block one line before it), the larger
 * half before the run, where the code it attaches to stands.
 */
const CONTEXT_SHARE = 12;

/** A row of the view: a diff line, a padding line of the post-change file, or an excerpt break. */
export type ViewRow =
  | { kind: 'add' | 'context' | 'pad'; line: number; text: string }
  | { kind: 'del'; line: number | null; text: string }
  | { kind: 'break'; header: string };

interface Item {
  kind: DiffLine['kind'] | 'pad';
  line: number | null;
  text: string;
  /** The hunk's function context, shown at an excerpt break before this item. */
  header: string;
  /** True on the first item after lines that are not part of the view (another hunk, the file start). */
  cut: boolean;
}

export interface ViewInput {
  file: FileDiff;
  hunkIndexes: readonly number[];
  /** Redacted texts of the file's diff lines, per hunk. */
  texts: readonly (readonly string[])[];
  /** Redacted post-change lines, or null when the file could not be read (then no padding). */
  content: readonly string[] | null;
  /** Most lines of padding beyond the hunk's own context on each side. */
  paddingLines: number;
  /** Redacted one-line function context of a hunk header. */
  header: (hunk: Hunk) => string;
}

/** Unchanged lines shown before and after a run of `changed` changed lines. */
function contextAround(changed: number, paddingLines: number): { before: number; after: number } {
  const max = GIT_CONTEXT + Math.max(0, paddingLines);
  const total = Math.max(1, Math.min(2 * max, Math.round(CONTEXT_SHARE / Math.max(1, changed))));
  return { before: Math.ceil(total / 2), after: Math.floor(total / 2) };
}

/** The rows of the requested hunks of one file, in file order. */
export function viewRows(input: ViewInput): ViewRow[] {
  const items = collectItems(input);
  const shown = chooseShown(items, input.paddingLines);
  const rows: ViewRow[] = [];
  let lastHeader: string | null = null;
  let open = false;
  items.forEach((item, i) => {
    if (!shown[i]) {
      open = false;
      return;
    }
    if (!open || item.cut) {
      rows.push({ kind: 'break', header: item.header === lastHeader ? '' : item.header });
      lastHeader = item.header;
      open = true;
    }
    if (item.kind === 'del') rows.push({ kind: 'del', line: item.line, text: item.text });
    else rows.push({ kind: item.kind, line: item.line ?? 0, text: item.text });
  });
  return rows;
}

/** The hunks' lines with padding around them, each new-file line at most once. */
function collectItems(input: ViewInput): Item[] {
  const { file, content, paddingLines } = input;
  const wanted = [...new Set(input.hunkIndexes)]
    .filter((i) => file.hunks[i] !== undefined)
    .sort((a, b) => a - b);
  const items: Item[] = [];
  // Last new-file line already collected, so padding between two close hunks is not repeated.
  let shownUpTo = 0;
  let previous = -2;
  for (const index of wanted) {
    const hunk = file.hunks[index] as Hunk;
    const header = input.header(hunk);
    const { lo, hi } = newRange(hunk);
    const prevHi = file.hunks[index - 1] ? newRange(file.hunks[index - 1] as Hunk).hi : 0;
    const nextLo = file.hunks[index + 1] ? newRange(file.hunks[index + 1] as Hunk).lo : Infinity;
    const padFrom = Math.max(lo - paddingLines, prevHi + 1, shownUpTo + 1, 1);
    // Contiguous with what came before only when the previous hunk was collected and nothing lies between.
    let cut = !(index === previous + 1 && padFrom === shownUpTo + 1 && shownUpTo > 0);
    const push = (item: Omit<Item, 'header' | 'cut'>) => {
      items.push({ ...item, header, cut });
      cut = false;
    };
    if (content)
      for (let n = padFrom; n < lo; n++) push({ kind: 'pad', line: n, text: content[n - 1] ?? '' });
    hunk.lines.forEach((line, i) => {
      const text = input.texts[index]?.[i] ?? line.text;
      push({ kind: line.kind, line: line.kind === 'del' ? line.oldLine : line.newLine, text });
    });
    const padTo = Math.min(hi + paddingLines, nextLo - 1, content ? content.length : 0);
    if (content)
      for (let n = hi + 1; n <= padTo; n++) push({ kind: 'pad', line: n, text: content[n - 1] ?? '' });
    shownUpTo = Math.max(hi, padTo);
    previous = index;
  }
  return items;
}

/**
 * Marks the items to show: every changed line, and each unchanged one within the radius of a run
 * of changes in the same stretch (runs do not reach across a cut). A hidden stretch of one line is
 * shown anyway: an excerpt break costs as much as the line.
 */
function chooseShown(items: readonly Item[], paddingLines: number): boolean[] {
  const changed = items.map((item) => item.kind === 'add' || item.kind === 'del');
  const shown = [...changed];
  for (let i = 0; i < items.length;) {
    if (!changed[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < items.length && changed[end + 1] && !items[end + 1]!.cut) end++;
    const around = contextAround(end - i + 1, paddingLines);
    for (let k = i - 1; k >= 0 && i - k <= around.before && !items[k + 1]!.cut; k--) shown[k] = true;
    for (let k = end + 1; k < items.length && k - end <= around.after && !items[k]!.cut; k++) shown[k] = true;
    i = end + 1;
  }
  for (let i = 1; i + 1 < items.length; i++) {
    if (!shown[i] && shown[i - 1] && shown[i + 1] && !items[i]!.cut && !items[i + 1]!.cut) shown[i] = true;
  }
  return shown;
}

/** New-file lines a hunk covers; for a pure deletion an empty range just after `newStart`. */
function newRange(hunk: Hunk): { lo: number; hi: number } {
  if (hunk.newLines === 0) return { lo: hunk.newStart + 1, hi: hunk.newStart };
  return { lo: hunk.newStart, hi: hunk.newStart + hunk.newLines - 1 };
}
