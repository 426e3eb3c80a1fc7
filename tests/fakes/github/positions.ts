/**
 * Diff positions and `diff_hunk`s of review comments, read from a file's header-less patch.
 * "The line just below the @@ line is position 1 ... the position continues to increase through
 * additional hunks": https://docs.github.com/rest/pulls/comments#create-a-review-comment-for-a-pull-request
 */
import type { DiffSide } from './model.js';

interface PatchLine {
  position: number;
  /** Index of this hunk's header line in the patch lines. */
  hunkStart: number;
  hunk: number;
  left: number | null;
  right: number | null;
}

export interface PatchMap {
  /** The patch line at a location, or undefined when the location is not in the diff. */
  at(side: DiffSide, line: number): PatchLine | undefined;
  /** The location of a position, preferring the new side like GitHub. */
  byPosition(position: number): { side: DiffSide; line: number; hunk: number } | undefined;
  /** The hunk header through the given position: GitHub's `diff_hunk` of a comment there. */
  diffHunk(entry: PatchLine): string;
}

/** Indexes one file's patch (hunks only, as in `pulls/{n}/files`). */
export function mapPatch(patch: string | undefined): PatchMap {
  const lines = patch === undefined ? [] : patch.split('\n');
  const left = new Map<number, PatchLine>();
  const right = new Map<number, PatchLine>();
  const positions = new Map<number, PatchLine>();
  let oldLine = 0;
  let newLine = 0;
  let hunkStart = 0;
  let hunk = -1;
  lines.forEach((text, index) => {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      hunkStart = index;
      hunk++;
      return;
    }
    if (text.startsWith('\\')) return; // "\ No newline at end of file" has a position but no line
    const entry: PatchLine = { position: index, hunkStart, hunk, left: null, right: null };
    if (text.startsWith('+')) entry.right = newLine++;
    else if (text.startsWith('-')) entry.left = oldLine++;
    else {
      entry.left = oldLine++;
      entry.right = newLine++;
    }
    if (entry.left !== null) left.set(entry.left, entry);
    if (entry.right !== null) right.set(entry.right, entry);
    positions.set(index, entry);
  });
  return {
    at: (side, line) => (side === 'RIGHT' ? right : left).get(line),
    byPosition(position) {
      const entry = positions.get(position);
      if (!entry) return undefined;
      if (entry.right !== null) return { side: 'RIGHT', line: entry.right, hunk: entry.hunk };
      return { side: 'LEFT', line: entry.left!, hunk: entry.hunk };
    },
    diffHunk: (entry) => lines.slice(entry.hunkStart, entry.position + 1).join('\n'),
  };
}
