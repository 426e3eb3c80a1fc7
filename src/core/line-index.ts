/**
 * The per-file line index: which lines of a diff GitHub accepts review comments on.
 *
 * GitHub's rules (create-review is all or nothing, docs/contracts.md): on RIGHT, added and context
 * lines by their new-file number; on LEFT, deleted and context lines by their old-file number.
 * A range needs start_line strictly below line, both commentable on the same side, in one hunk.
 */
import type { DiffLine, FileDiff, Side } from './types.js';

export interface IndexedLine {
  readonly side: Side;
  readonly line: number;
  readonly text: string;
  readonly kind: 'add' | 'del' | 'context';
  /** Position of the hunk in `file.hunks`. */
  readonly hunk: number;
}

/**
 * A line of one side, read through the parser's DiffLine rather than copied from it: a large
 * change indexes hundreds of thousands of lines (a context line once per side), all alive until
 * the review ends, and the garbage collector copies every field of them. Two fields
 * instead of five; the side is the class.
 */
abstract class SideLine implements IndexedLine {
  constructor(
    protected readonly diffLine: DiffLine,
    readonly hunk: number,
  ) {}
  abstract get side(): Side;
  abstract get line(): number;
  get text(): string {
    return this.diffLine.text;
  }
  get kind(): DiffLine['kind'] {
    return this.diffLine.kind;
  }
}

/** A line on RIGHT, numbered in the new file. */
class RightLine extends SideLine {
  get side(): Side {
    return 'RIGHT';
  }
  get line(): number {
    return this.diffLine.newLine!;
  }
}

/** A line on LEFT, numbered in the old file. */
class LeftLine extends SideLine {
  get side(): Side {
    return 'LEFT';
  }
  get line(): number {
    return this.diffLine.oldLine!;
  }
}

type RangeCheck = { ok: true } | { ok: false; reason: string };

export interface LineIndex {
  readonly path: string;
  /** Every commentable line on one side, in file order. */
  lines(side: Side): readonly IndexedLine[];
  /** The commentable line at `line` on `side`, or undefined when GitHub would reject it. */
  get(side: Side, line: number): IndexedLine | undefined;
  /** Validates a comment location exactly as GitHub does. */
  check(location: { side: Side; line: number; start_line?: number | null }): RangeCheck;
}

/**
 * The index of one file's diff, built on first use: a review indexes every file but anchors claims
 * in few of them. Linear in the number of diff lines once built.
 */
export function buildLineIndex(file: FileDiff): LineIndex {
  let built: Record<Side, SideIndex> | undefined;
  const sides = () => (built ??= indexSides(file));
  const get = (side: Side, line: number) => find(sides()[side], line);

  return {
    path: file.path,
    lines: (side) => sides()[side].lines,
    get,
    check({ side, line, start_line }) {
      const end = get(side, line);
      if (!end)
        return { ok: false, reason: `line ${line} (${side}) is not part of the diff of ${file.path}` };
      if (start_line === null || start_line === undefined) return { ok: true };
      if (start_line >= line) {
        return { ok: false, reason: `start_line ${start_line} must be below line ${line}` };
      }
      const start = get(side, start_line);
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

/**
 * One side's lines in file order. Git writes hunks in ascending, disjoint order, so the numbers
 * ascend and a binary search finds a line; `byLine` (the last line of each number wins) only
 * serves a diff that breaks that order.
 */
interface SideIndex {
  lines: IndexedLine[];
  byLine: Map<number, IndexedLine> | null;
}

function indexSides(file: FileDiff): Record<Side, SideIndex> {
  const right: IndexedLine[] = [];
  const left: IndexedLine[] = [];
  file.hunks.forEach((hunk, hunkIndex) => {
    for (const l of hunk.lines) {
      if (l.kind !== 'del' && l.newLine !== null) right.push(new RightLine(l, hunkIndex));
      if (l.kind !== 'add' && l.oldLine !== null) left.push(new LeftLine(l, hunkIndex));
    }
  });
  return { RIGHT: sideIndex(right), LEFT: sideIndex(left) };
}

function sideIndex(lines: IndexedLine[]): SideIndex {
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.line <= lines[i - 1]!.line)
      return { lines, byLine: new Map(lines.map((l) => [l.line, l])) };
  }
  return { lines, byLine: null };
}

function find(index: SideIndex, line: number): IndexedLine | undefined {
  if (index.byLine) return index.byLine.get(line);
  const lines = index.lines;
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = lines[mid]!.line;
    if (at === line) return lines[mid];
    if (at < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
