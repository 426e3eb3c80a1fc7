/**
 * Test-only stand-in for the unified-diff parser (src/diff/parse.ts) while that is being written:
 * reads the hunks of one file's diff into a FileDiff. No file headers, renames or modes.
 */
import type { DiffLine, FileDiff, Hunk } from '../../src/core/types.js';
import { buildLineIndex, type LineIndex } from '../../src/core/line-index.js';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;

/** Parses the hunks of a one-file unified diff; lines before the first `@@` are ignored. */
export function miniDiff(text: string, path = 'file.ts'): FileDiff {
  const hunks: Hunk[] = [];
  let hunk: Hunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  for (const raw of text.split('\n')) {
    const header = HUNK_HEADER.exec(raw);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[3]);
      hunk = {
        oldStart: oldLine,
        oldLines: Number(header[2] ?? 1),
        newStart: newLine,
        newLines: Number(header[4] ?? 1),
        header: header[5] ?? '',
        lines: [],
      };
      hunks.push(hunk);
      continue;
    }
    if (!hunk) continue;
    const marker = raw[0];
    const body = raw.slice(1);
    let line: DiffLine | undefined;
    if (marker === '+') line = { kind: 'add', text: body, oldLine: null, newLine: newLine++ };
    else if (marker === '-') line = { kind: 'del', text: body, oldLine: oldLine++, newLine: null };
    else if (marker === ' ') line = { kind: 'context', text: body, oldLine: oldLine++, newLine: newLine++ };
    if (line) hunk.lines.push(line);
  }
  const count = (kind: DiffLine['kind']) =>
    hunks.flatMap((h) => h.lines).filter((l) => l.kind === kind).length;
  return {
    path,
    oldPath: path,
    status: 'modified',
    binary: false,
    oldMode: null,
    newMode: null,
    similarity: null,
    additions: count('add'),
    deletions: count('del'),
    hunks,
  };
}

/** The line index of a hand-written diff. */
export function indexOf(text: string, path = 'file.ts'): LineIndex {
  return buildLineIndex(miniDiff(text, path));
}
