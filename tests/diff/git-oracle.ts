/**
 * Checks parsed diffs against git itself: the file list and +/- counts against `git diff --numstat -z`
 * of the same change, and every commentable line against the real file on its side.
 */
import { spawnSync } from 'node:child_process';
import { buildLineIndex } from '../../src/core/line-index.js';
import type { FileDiff } from '../../src/core/types.js';

/** The diff flags the local git adapter uses (see the brief): fixed prefixes, no drivers, renames. */
export const DIFF_FLAGS = [
  '--no-pager',
  'diff',
  '--no-ext-diff',
  '--no-textconv',
  '--no-color',
  '-M',
  '--src-prefix=a/',
  '--dst-prefix=b/',
];

/** Runs git and returns stdout; exit code 1 is allowed because `diff --no-index` uses it for "differs". */
export function git(
  cwd: string,
  args: string[],
  config: string[] = ['core.quotepath=false'],
  input?: string,
): string {
  const result = spawnSync('git', [...config.flatMap((c) => ['-c', c]), ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    ...(input === undefined ? {} : { input }),
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`git ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Reads many blobs (`rev:path`) with one `git cat-file --batch`, so a long history needs one git
 * process per commit rather than one per file. Missing blobs are left out of the map.
 */
export function readBlobs(cwd: string, specs: readonly string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  if (specs.length === 0) return blobs;
  const result = spawnSync('git', ['cat-file', '--batch'], {
    cwd,
    input: specs.join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  if (result.error) throw result.error;
  const out = result.stdout;
  let at = 0;
  for (const spec of specs) {
    const eol = out.indexOf(0x0a, at);
    const header = out.subarray(at, eol).toString('utf8');
    at = eol + 1;
    const m = /^\S+ blob (\d+)$/.exec(header);
    if (!m) continue; // "<spec> missing"
    const size = Number(m[1]);
    blobs.set(spec, out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return blobs;
}

export interface NumstatEntry {
  /** null for a binary file (git prints `-`). */
  added: number | null;
  deleted: number | null;
  oldPath: string;
  newPath: string;
}

/** Parses `git diff --numstat -z`: `A\tD\tpath\0`, or `A\tD\t\0old\0new\0` for a pair of paths. */
export function parseNumstatZ(out: string): NumstatEntry[] {
  const parts = out.split('\0');
  const entries: NumstatEntry[] = [];
  for (let i = 0; i < parts.length; i++) {
    const head = parts[i]!;
    if (head === '') continue;
    const m = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(head);
    if (!m) throw new Error(`unexpected numstat record ${JSON.stringify(head)}`);
    const count = (s: string) => (s === '-' ? null : Number(s));
    let oldPath = m[3]!;
    let newPath = oldPath;
    if (oldPath === '') {
      oldPath = parts[++i]!;
      newPath = parts[++i]!;
    }
    entries.push({ added: count(m[1]!), deleted: count(m[2]!), oldPath, newPath });
  }
  return entries;
}

export interface Agreement {
  files: number;
  filesMatched: number;
  additions: number;
  deletions: number;
  /** Files whose +/- counts (or binary flag) equal numstat's. */
  countsMatched: number;
  linesChecked: number;
  /** Human-readable disagreements; empty when the parser agrees with git everywhere. */
  problems: string[];
}

/** Reads one side of a file: its text, or null when that side does not exist. */
export type ReadSide = (side: 'old' | 'new', file: FileDiff) => string | null;

/** Compares parsed files with git's numstat and with the real files' lines. */
export function compareWithGit(
  files: readonly FileDiff[],
  numstat: readonly NumstatEntry[],
  read: ReadSide,
): Agreement {
  const agreement: Agreement = {
    files: numstat.length,
    filesMatched: 0,
    additions: 0,
    deletions: 0,
    countsMatched: 0,
    linesChecked: 0,
    problems: [],
  };
  const byPath = new Map(files.map((f) => [f.path, f]));
  if (files.length !== numstat.length) {
    agreement.problems.push(`parser found ${files.length} files, numstat ${numstat.length}`);
  }
  for (const entry of numstat) {
    const path = entry.newPath === '/dev/null' ? entry.oldPath : entry.newPath;
    const oldPath = entry.oldPath === '/dev/null' ? entry.newPath : entry.oldPath;
    const file = byPath.get(path);
    if (!file || file.oldPath !== oldPath) {
      agreement.problems.push(`numstat file ${oldPath} -> ${path} not parsed as such`);
      continue;
    }
    agreement.filesMatched++;
    agreement.additions += entry.added ?? 0;
    agreement.deletions += entry.deleted ?? 0;
    const binaryAgrees = file.binary === (entry.added === null);
    if (binaryAgrees && file.additions === (entry.added ?? 0) && file.deletions === (entry.deleted ?? 0)) {
      agreement.countsMatched++;
    } else {
      agreement.problems.push(
        `${path}: parsed +${file.additions} -${file.deletions} binary=${file.binary}, ` +
          `numstat +${entry.added ?? '-'} -${entry.deleted ?? '-'}`,
      );
    }
    checkLines(file, read, agreement);
  }
  return agreement;
}

function checkLines(file: FileDiff, read: ReadSide, agreement: Agreement): void {
  const index = buildLineIndex(file);
  for (const [side, which] of [
    ['LEFT', 'old'],
    ['RIGHT', 'new'],
  ] as const) {
    const indexed = index.lines(side);
    if (indexed.length === 0) continue;
    const content = read(which, file);
    if (content === null) {
      agreement.problems.push(`${file.path}: ${which} side has indexed lines but no file`);
      continue;
    }
    const real = content.split('\n');
    for (const line of indexed) {
      agreement.linesChecked++;
      const expected = real[line.line - 1]?.replace(/\r$/, '');
      if (expected !== line.text) {
        agreement.problems.push(
          `${file.path} ${side} ${line.line}: parsed ${JSON.stringify(line.text)}, file has ${JSON.stringify(expected)}`,
        );
      }
    }
    // `\ No newline at end of file` must mark exactly the last line of a file that lacks one.
    const lastLine = content.endsWith('\n') ? null : real.length;
    for (const hunk of file.hunks) {
      for (const l of hunk.lines) {
        const no = which === 'old' ? l.oldLine : l.newLine;
        if (no === null || (which === 'old' ? l.kind === 'add' : l.kind === 'del')) continue;
        if ((l.noNewline === true) !== (no === lastLine)) {
          agreement.problems.push(
            `${file.path} ${side} ${no}: noNewline=${l.noNewline === true} disagrees with the file`,
          );
        }
      }
    }
  }
}

/** One line of figures for the test log. */
export function describeAgreement(name: string, a: Agreement): string {
  return (
    `${name}: ${a.filesMatched}/${a.files} files, counts ${a.countsMatched}/${a.files} ` +
    `(+${a.additions} -${a.deletions}), ${a.linesChecked} lines checked, ${a.problems.length} problems`
  );
}
