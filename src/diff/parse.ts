/**
 * Unified-diff parsing: git's `diff --git` output (what the local adapter and GitHub's `.diff` give)
 * and the header-less `patch` field of GitHub's `pulls/{n}/files`.
 *
 * A hand-written line parser rather than the `parse-diff` package: parse-diff takes any line that
 * starts with `--- `/`+++ ` inside a hunk for a file header, does not decode git's quoted paths and
 * reads no rename, copy, mode or similarity headers. Lines are split on `\n` only, so form feeds and
 * U+2028 stay inside their line, and a CRLF's `\r` is dropped from the text.
 */
import type { FileDiff, FileStatus } from '../core/types.js';
import { decodePath, parseMarkerPath, splitGitHeaderPaths, stripPrefix } from './git-path.js';
import { DiffParseError, isHunkHeader, readHunk, stripCr } from './hunk.js';
import { DiffLines } from './lines.js';

export { DiffParseError } from './hunk.js';

/** Parses a whole unified diff (git's, or plain `diff -u`) into one FileDiff per file, in order. */
export function parseUnifiedDiff(text: string): FileDiff[] {
  const lines = new DiffLines(text);
  const files: FileDiff[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = stripCr(lines.at(i)!);
    if (line.startsWith('diff --git ')) {
      const block = readGitHeader(lines, i);
      i = readHunks(lines, block.next, block.file);
      files.push(block.file);
    } else if (line.startsWith('diff --cc ') || line.startsWith('diff --combined ')) {
      throw new DiffParseError(
        'combined diff of a merge commit is not supported: diff the merge against its first parent ' +
          '(git diff M^1 M) instead of git show M',
        i + 1,
      );
    } else if (line.startsWith('--- ') && lines.startsWith(i + 1, '+++ ')) {
      const file = readPlainHeader(line, stripCr(lines.at(i + 1)!));
      i = readHunks(lines, i + 2, file);
      files.push(file);
    } else if (isHunkHeader(line)) {
      throw new DiffParseError('hunk without a file header (for GitHub patch fields use parsePatch)', i + 1);
    } else {
      // Text around the diff: a commit message, format-patch mail headers, a diffstat, a signature.
      i++;
    }
  }
  return files;
}

/** The file of GitHub's `pulls/{n}/files`, whose `patch` holds hunks without any file header. */
export interface PatchFile {
  path: string;
  previousPath?: string | null;
  status: FileStatus;
  /** null when GitHub sent no patch (binary or too large; the caller knows which). */
  patch: string | null;
}

/** Parses one file's header-less patch from GitHub's REST API; a null patch gives a binary file. */
export function parsePatch(file: PatchFile): FileDiff {
  const result: FileDiff = {
    path: file.path,
    oldPath: file.previousPath ?? file.path,
    status: file.status,
    binary: file.patch === null,
    oldMode: null,
    newMode: null,
    similarity: null,
    additions: 0,
    deletions: 0,
    hunks: [],
  };
  if (file.patch === null) return result;
  const lines = new DiffLines(file.patch);
  const end = readHunks(lines, 0, result);
  if (end < lines.length) {
    const stray = stripCr(lines.at(end)!);
    throw new DiffParseError(
      `patch of ${file.path} has text outside a hunk: ${JSON.stringify(stray)}`,
      end + 1,
    );
  }
  return result;
}

function emptyFile(path: string, oldPath: string): FileDiff {
  return {
    path,
    oldPath,
    status: 'modified',
    binary: false,
    oldMode: null,
    newMode: null,
    similarity: null,
    additions: 0,
    deletions: 0,
    hunks: [],
  };
}

/** Reads consecutive hunks into `file`; returns the index of the first line after them. */
function readHunks(lines: DiffLines, start: number, file: FileDiff): number {
  let i = start;
  while (i < lines.length && lines.startsWith(i, '@@ ')) {
    const read = readHunk(lines, i, file.path);
    file.hunks.push(read.hunk);
    file.additions += read.additions;
    file.deletions += read.deletions;
    i = read.next;
  }
  const after = lines.at(i);
  if (file.hunks.length > 0 && after !== undefined && looksLikeContent(after)) {
    // Only a hunk header that undercounts its body gets here; say so instead of dropping lines.
    throw new DiffParseError(`hunk of ${file.path} is longer than its @@ header says`, i + 1);
  }
  return i;
}

/** A content line where a file header or the end was due (`-- ` is git's format-patch signature). */
function looksLikeContent(line: string): boolean {
  if (line.startsWith('+') || line.startsWith(' ')) return true;
  return line.startsWith('-') && !line.startsWith('--- ') && stripCr(line) !== '-- ';
}

interface GitHeader {
  file: FileDiff;
  next: number;
}

/** Applies a mode, new/deleted-file or similarity header line; false when it is none of those. */
function readModeLine(file: FileDiff, line: string): boolean {
  const m = /^(old mode|new mode|deleted file mode|new file mode|similarity index) (\d+)%?$/.exec(line);
  if (!m) return false;
  const value = m[2]!;
  switch (m[1]) {
    case 'old mode':
      file.oldMode = value;
      break;
    case 'new mode':
      file.newMode = value;
      break;
    case 'deleted file mode':
      file.oldMode = value;
      file.status = 'deleted';
      break;
    case 'new file mode':
      file.newMode = value;
      file.status = 'added';
      break;
    default:
      file.similarity = Number(value);
  }
  return true;
}

/** Reads `diff --git` and its extended header lines up to the first hunk or the next file. */
function readGitHeader(lines: DiffLines, start: number): GitHeader {
  const headerLine = stripCr(lines.at(start)!);
  const fromHeader = splitGitHeaderPaths(headerLine.slice('diff --git '.length));
  const file = emptyFile(fromHeader?.newPath ?? '', fromHeader?.oldPath ?? '');
  let oldPath = fromHeader?.oldPath;
  let newPath = fromHeader?.newPath;
  let indexMode: string | null = null;
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = stripCr(lines.at(i)!);
    if (line.startsWith('diff ') || isHunkHeader(line)) break;
    if (readModeLine(file, line)) continue;
    if (line.startsWith('rename from ') || line.startsWith('copy from ')) {
      file.status = line.startsWith('rename') ? 'renamed' : 'copied';
      oldPath = decodePath(line.slice(line.indexOf(' from ') + 6));
    } else if (line.startsWith('rename to ') || line.startsWith('copy to ')) {
      newPath = decodePath(line.slice(line.indexOf(' to ') + 4));
    } else if (line.startsWith('index ')) {
      // `index 1a2b..3c4d 100644` names the mode when it did not change.
      indexMode = /^index \S+ (\d+)$/.exec(line)?.[1] ?? null;
    } else if (line.startsWith('Binary files ') || line === 'GIT binary patch') {
      file.binary = true;
      if (line === 'GIT binary patch') i = skipBinaryPatch(lines, i) - 1;
    } else if (line.startsWith('--- ')) {
      const minus = parseMarkerPath(line.slice(4), 'a/');
      if (minus !== null && file.status !== 'renamed' && file.status !== 'copied') oldPath = minus;
    } else if (line.startsWith('+++ ')) {
      const plus = parseMarkerPath(line.slice(4), 'b/');
      if (plus !== null && file.status !== 'renamed' && file.status !== 'copied') newPath = plus;
    }
    // Anything else (dissimilarity index, unknown future headers) carries nothing we keep.
  }
  if (oldPath === undefined || newPath === undefined) {
    throw new DiffParseError(`cannot tell the two paths of ${JSON.stringify(headerLine)}`, start + 1);
  }
  if (indexMode !== null && file.status !== 'added' && file.status !== 'deleted') {
    file.oldMode ??= indexMode;
    file.newMode ??= indexMode;
  }
  file.oldPath = oldPath;
  file.path = file.status === 'deleted' ? oldPath : newPath;
  return { file, next: i };
}

/** Skips the base85 `literal`/`delta` blocks of a GIT binary patch; returns the next file's line. */
function skipBinaryPatch(lines: DiffLines, start: number): number {
  let i = start + 1;
  // Base85 data lines start with a length letter, so none of them can look like `diff `.
  while (i < lines.length && !lines.startsWith(i, 'diff ')) i++;
  return i;
}

/** A plain `diff -u` file: only `--- ` / `+++ ` lines name it; `/dev/null` marks add or delete. */
function readPlainHeader(minusLine: string, plusLine: string): FileDiff {
  const rawMinus = parseMarkerPath(minusLine.slice(4), '');
  const rawPlus = parseMarkerPath(plusLine.slice(4), '');
  // Strip git's a/ b/ only when both sides carry them; `diff -u old/x new/x` keeps its own names.
  const gitPrefixes = (rawMinus?.startsWith('a/') ?? true) && (rawPlus?.startsWith('b/') ?? true);
  const minus = rawMinus !== null && gitPrefixes ? stripPrefix(rawMinus, 'a/') : rawMinus;
  const plus = rawPlus !== null && gitPrefixes ? stripPrefix(rawPlus, 'b/') : rawPlus;
  const oldPath = minus ?? plus ?? '';
  const newPath = plus ?? minus ?? '';
  const file = emptyFile(plus === null ? oldPath : newPath, oldPath);
  if (minus === null) file.status = 'added';
  else if (plus === null) file.status = 'deleted';
  return file;
}
