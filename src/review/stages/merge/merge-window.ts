/**
 * Where a finding sits for the merge of one problem: the hunk of its line and the statement around
 * it. A static rule flags the call that runs the SQL (`executeQuery(sql)`) where a model flags the
 * line that builds it three lines up; a rule flags the last line of a multi-line call where a model
 * flags the first. Such findings are one problem when their kinds agree, though their lines do not
 * touch. Statements are read from the hunk's own lines of that side, language-agnostically: a line
 * continues the one above while a `(` or `[` is open, after a trailing `\`, `,`, `+`, `=`, `&&` or
 * `||`, or when it starts with `.`, `+`, `?`, `:`, `&&` or `||` (a chained call).
 */
import type { FileDiff, Side } from '../../../core/types.js';

/** Lines apart (in one hunk) within which findings of one problem kind merge. */
export const HUNK_WINDOW = 5;
/** A statement longer than this is cut: unbalanced brackets in a hunk must not make one huge window. */
const MAX_STATEMENT_LINES = 40;

/** A line's place: its hunk (an index within the file) and its statement's first and last line. */
export interface LinePlace {
  hunk: number;
  statement: readonly [number, number];
}

/** Looks up the place of a line of one file and side; null when no hunk holds it. */
export type PlaceOf = (path: string, side: Side, line: number) => LinePlace | null;

/**
 * The places of the lines of the given files' hunks, on both sides. A file's statements are read
 * on the first lookup of its path: a run with no finding in a file (a docs-only change, where no
 * rule runs) never scans its lines (issue 48).
 */
export function linePlaces(files: readonly FileDiff[]): PlaceOf {
  const byPath = new Map<string, FileDiff>(files.map((file) => [file.path, file]));
  const places = new Map<string, LinePlace>();
  const scanned = new Set<string>();
  return (path, side, line) => {
    const file = byPath.get(path);
    if (file && !scanned.has(path)) {
      scanned.add(path);
      addPlaces(file, places);
    }
    return places.get(key(path, side, line)) ?? null;
  };
}

/** Adds the place of every line of one file's hunks, on both sides. */
function addPlaces(file: FileDiff, places: Map<string, LinePlace>): void {
  file.hunks.forEach((hunk, index) => {
    for (const side of ['RIGHT', 'LEFT'] as const) {
      const lines = hunk.lines
        .filter((l) => l.kind !== (side === 'RIGHT' ? 'del' : 'add'))
        .map((l) => ({ n: (side === 'RIGHT' ? l.newLine : l.oldLine) ?? 0, text: l.text }));
      for (const [first, last] of statements(lines)) {
        for (let n = first; n <= last; n++)
          places.set(key(file.path, side, n), { hunk: index, statement: [first, last] });
      }
    }
  });
}

function key(path: string, side: Side, line: number): string {
  return `${side}:${line}:${path}`;
}

/** Splits consecutive lines into statements, as [first, last] line numbers. */
function statements(lines: ReadonlyArray<{ n: number; text: string }>): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let depth = 0;
  let continues = false;
  for (const { n, text } of lines) {
    const code = codeOf(text);
    const current = spans[spans.length - 1];
    const joins =
      current !== undefined &&
      current[1] === n - 1 &&
      n - current[0] < MAX_STATEMENT_LINES &&
      (depth > 0 || continues || /^\s*(\.|\+|\?|:|&&|\|\|)/.test(code));
    if (joins) current[1] = n;
    else {
      spans.push([n, n]);
      depth = 0;
    }
    for (const ch of code) {
      if (ch === '(' || ch === '[') depth++;
      else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    }
    continues = /(\\|,|\+|=|&&|\|\|)\s*$/.test(code);
  }
  return spans;
}

/** A line without its string literals and line comments, so their brackets do not count. */
function codeOf(text: string): string {
  return text
    .replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`/g, '""')
    .replace(/\/\/.*$|(^|\s)#.*$/, '');
}
