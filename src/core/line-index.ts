/**
 * The per-file line index: which lines of a diff GitHub accepts review comments on.
 *
 * GitHub's rules (create-review is all or nothing, see DESIGN.md): on RIGHT, added and context
 * lines by their new-file number; on LEFT, deleted and context lines by their old-file number.
 * A range needs start_line strictly below line, both commentable on the same side, in one hunk.
 */
import type { FileDiff, Side } from './types.js';

export interface IndexedLine {
  side: Side;
  line: number;
  text: string;
  kind: 'add' | 'del' | 'context';
  /** Position of the hunk in `file.hunks`. */
  hunk: number;
}

export type RangeCheck = { ok: true } | { ok: false; reason: string };

export interface LineIndex {
  readonly path: string;
  /** Every commentable line on one side, in file order. */
  lines(side: Side): readonly IndexedLine[];
  /** The commentable line at `line` on `side`, or undefined when GitHub would reject it. */
  get(side: Side, line: number): IndexedLine | undefined;
  /** Validates a comment location exactly as GitHub does. */
  check(location: { side: Side; line: number; start_line?: number | null }): RangeCheck;
}

/** Builds the index of one file's diff. Linear in the number of diff lines. */
export function buildLineIndex(file: FileDiff): LineIndex {
  const right: IndexedLine[] = [];
  const left: IndexedLine[] = [];
  const rightByLine = new Map<number, IndexedLine>();
  const leftByLine = new Map<number, IndexedLine>();

  file.hunks.forEach((hunk, hunkIndex) => {
    for (const l of hunk.lines) {
      if (l.kind !== 'del' && l.newLine !== null) {
        const entry: IndexedLine = {
          side: 'RIGHT',
          line: l.newLine,
          text: l.text,
          kind: l.kind,
          hunk: hunkIndex,
        };
        right.push(entry);
        rightByLine.set(l.newLine, entry);
      }
      if (l.kind !== 'add' && l.oldLine !== null) {
        const entry: IndexedLine = {
          side: 'LEFT',
          line: l.oldLine,
          text: l.text,
          kind: l.kind,
          hunk: hunkIndex,
        };
        left.push(entry);
        leftByLine.set(l.oldLine, entry);
      }
    }
  });

  const byLine = (side: Side) => (side === 'RIGHT' ? rightByLine : leftByLine);

  return {
    path: file.path,
    lines: (side) => (side === 'RIGHT' ? right : left),
    get: (side, line) => byLine(side).get(line),
    check({ side, line, start_line }) {
      const end = byLine(side).get(line);
      if (!end)
        return { ok: false, reason: `line ${line} (${side}) is not part of the diff of ${file.path}` };
      if (start_line === null || start_line === undefined) return { ok: true };
      if (start_line >= line) {
        return { ok: false, reason: `start_line ${start_line} must be below line ${line}` };
      }
      const start = byLine(side).get(start_line);
      if (!start) {
        return {
          ok: false,
          reason: `start_line ${start_line} (${side}) is not part of the diff of ${file.path}`,
        };
      }
      if (start.hunk !== end.hunk) {
        return { ok: false, reason: `lines ${start_line}-${line} cross a hunk boundary in ${file.path}` };
      }
      return { ok: true };
    },
  };
}
