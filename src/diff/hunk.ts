/**
 * Reads one hunk of a unified diff.
 *
 * The body of a hunk is read by counting: the `@@ -a,b +c,d @@` header says how many old and new
 * lines follow, and exactly that many are consumed. This is what keeps a content line such as
 * `--- a/x`, `+++ b`, `-- ` or `diff --git` from being taken for a file header (git apply does the same).
 */
import type { DiffLine, Hunk } from '../core/types.js';
import type { DiffLines } from './lines.js';

/** Thrown when a diff cannot be read without guessing; the message names the line. */
export class DiffParseError extends Error {
  constructor(
    message: string,
    /** 1-based line of the diff text where the problem is. */
    readonly line: number,
  ) {
    super(`diff line ${line}: ${message}`);
    this.name = 'DiffParseError';
  }
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;

export interface ReadHunk {
  hunk: Hunk;
  additions: number;
  deletions: number;
  /** Index of the first line after the hunk (and after a trailing `\ No newline` marker). */
  next: number;
}

/** Tells whether a line opens a hunk (`@@ ` but not the `@@@ ` of a combined diff). */
export function isHunkHeader(line: string): boolean {
  return line.startsWith('@@ ');
}

/** Drops the `\r` of a CRLF line ending; the line itself was split on `\n` only. */
export function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/**
 * Reads the hunk whose header is line `start`. `path` only serves error messages.
 * Throws DiffParseError when the header is malformed or the body is shorter than it claims.
 */
export function readHunk(lines: DiffLines, start: number, path: string): ReadHunk {
  const headerLine = stripCr(lines.at(start) ?? '');
  const m = HUNK_HEADER.exec(headerLine);
  if (!m)
    throw new DiffParseError(`malformed hunk header in ${path}: ${JSON.stringify(headerLine)}`, start + 1);
  const oldStart = Number(m[1]);
  const oldLines = m[2] === undefined ? 1 : Number(m[2]);
  const newStart = Number(m[3]);
  const newLines = m[4] === undefined ? 1 : Number(m[4]);
  const rawHeader = m[5] ?? '';
  const header = rawHeader.startsWith(' ') ? rawHeader.slice(1) : rawHeader;

  const out: DiffLine[] = [];
  let oldLeft = oldLines;
  let newLeft = newLines;
  let oldNo = oldStart;
  let newNo = newStart;
  let additions = 0;
  let deletions = 0;
  let i = start + 1;
  const source = lines.text;

  while (oldLeft > 0 || newLeft > 0) {
    if (i >= lines.length) {
      throw new DiffParseError(
        `hunk ${headerLine} of ${path} ends early: ${oldLeft} old and ${newLeft} new lines missing`,
        i + 1,
      );
    }
    // The line is [from, to) of the text, its `\r` dropped; its content is the text after the tag.
    const from = lines.start(i);
    let to = lines.end(i);
    if (to > from && source.charCodeAt(to - 1) === 0x0d) to--;
    const tag = to > from ? source.charCodeAt(from) : -1;
    if (tag === 0x20 /* ' ' */ || tag === -1) {
      // An empty line is a context line whose leading space an editor or mail client stripped.
      if (oldLeft === 0 || newLeft === 0) throw mismatch(headerLine, path, i, oldLeft, newLeft, lines);
      out.push({ kind: 'context', text: source.slice(from + 1, to), oldLine: oldNo++, newLine: newNo++ });
      oldLeft--;
      newLeft--;
    } else if (tag === 0x2d /* '-' */) {
      if (oldLeft === 0) throw mismatch(headerLine, path, i, oldLeft, newLeft, lines);
      out.push({ kind: 'del', text: source.slice(from + 1, to), oldLine: oldNo++, newLine: null });
      oldLeft--;
      deletions++;
    } else if (tag === 0x2b /* '+' */) {
      if (newLeft === 0) throw mismatch(headerLine, path, i, oldLeft, newLeft, lines);
      out.push({ kind: 'add', text: source.slice(from + 1, to), oldLine: null, newLine: newNo++ });
      newLeft--;
      additions++;
    } else if (tag === 0x5c /* '\' */) {
      markNoNewline(out, headerLine, path, i);
    } else {
      throw mismatch(headerLine, path, i, oldLeft, newLeft, lines);
    }
    i++;
  }
  // The marker after the last line of a hunk is outside the counted lines.
  if (lines.startsWith(i, '\\')) {
    markNoNewline(out, headerLine, path, i);
    i++;
  }
  return {
    hunk: { oldStart, oldLines, newStart, newLines, header, lines: out },
    additions,
    deletions,
    next: i,
  };
}

/** `\ No newline at end of file` (its wording is localised, so only the backslash is checked). */
function markNoNewline(out: DiffLine[], headerLine: string, path: string, i: number): void {
  const previous = out[out.length - 1];
  if (!previous)
    throw new DiffParseError(`"\\" marker before any line of hunk ${headerLine} in ${path}`, i + 1);
  previous.noNewline = true;
}

function mismatch(
  headerLine: string,
  path: string,
  i: number,
  oldLeft: number,
  newLeft: number,
  lines: DiffLines,
): DiffParseError {
  const line = stripCr(lines.at(i) ?? '');
  const shown = line.length > 60 ? `${line.slice(0, 60)}…` : line;
  return new DiffParseError(
    `hunk ${headerLine} of ${path} expects ${oldLeft} more old and ${newLeft} more new lines, ` +
      `but found ${JSON.stringify(shown)}`,
    i + 1,
  );
}
