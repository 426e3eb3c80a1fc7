/**
 * Finds and reads the result files other tools wrote (the action's `sarif` globs, the CLI's
 * `--sarif` files) and tells their format by content: a JSON object with `runs` is SARIF, one with
 * `diagnostics` is rdjson, JSON lines are rdjsonl, `<checkstyle` is checkstyle XML. Globs resolve
 * inside the workspace only: an earlier step's file, never a path that climbs out of the checkout
 * (`../`, an absolute path, a symlink to elsewhere). A file that cannot be read or understood is a
 * problem named by file, and the other files still count.
 */
import * as fsPromises from 'node:fs/promises';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { readCheckstyle } from './checkstyle.js';
import { type ImportedFile, ShapeError } from './imported.js';
import { readRdjson, readRdjsonl } from './rdjson.js';
import { readSarif } from './sarif.js';

/** Result files above this size are refused: a reviewer reads the lines of one PR, not a dump. */
const MAX_RESULT_FILE_BYTES = 50 * 1024 * 1024;

export interface ReadResultFiles {
  files: ImportedFile[];
  /** Globs that matched nothing, files that could not be read or parsed. */
  problems: string[];
}

/** The part of `node:fs/promises` that expands globs; Node 20's has no `glob` (added in 22). */
interface GlobFs {
  glob?: typeof fsPromises.glob;
}

/**
 * Expands newline-separated globs inside `root` and reads every matched file. `fs` is Node's own;
 * tests hand in one without `glob`, as Node 20's is.
 */
export async function readResultGlobs(
  patterns: readonly string[],
  root: string,
  fs: GlobFs = fsPromises,
): Promise<ReadResultFiles> {
  const glob = fs.glob;
  if (typeof glob !== 'function')
    return {
      files: [],
      problems: [
        `sarif: reading result files by glob needs Node 22 or later (this is Node ${process.versions.node}): ` +
          'run the action as action.yml says (runs.using: node24), or the CLI with --sarif FILE on Node 22+',
      ],
    };
  const problems: string[] = [];
  const base = await realpath(root);
  // A Set: each file is read once however many globs match it, in the order first matched.
  const found = new Set<string>();
  for (const pattern of patterns) {
    if (path.isAbsolute(pattern) || pattern.split(/[\\/]/).includes('..')) {
      problems.push(
        `sarif: ${JSON.stringify(pattern)} leaves the workspace: write a path relative to the checkout, e.g. reports/eslint.sarif`,
      );
      continue;
    }
    let matched = 0;
    for await (const entry of glob(pattern, { cwd: base })) {
      // Counted before the dedupe: a glob whose files an earlier glob took still matched them.
      matched++;
      found.add(path.join(base, entry));
    }
    if (matched === 0)
      problems.push(
        `sarif: ${JSON.stringify(pattern)} matched no file in ${root}: did the step that writes it run?`,
      );
  }
  const files: ImportedFile[] = [];
  for (const file of found) {
    const real = await realpath(file).catch(() => file);
    const rel = path.relative(base, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      problems.push(`sarif: ${path.relative(base, file)} links outside the workspace: not read`);
      continue;
    }
    // A link to nothing (the step that wrote its target failed) is a problem of that file only.
    const kind = await stat(real).then(
      (s) => (s.isFile() ? 'file' : 'other'),
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    if (kind !== 'file') {
      if (kind !== 'other')
        problems.push(
          `sarif: ${path.relative(base, file)} cannot be read (${kind}: a link to a missing file?)`,
        );
      continue;
    }
    const read = await readResultFile(real, rel);
    if ('problem' in read) problems.push(read.problem);
    else files.push(read);
  }
  return { files, problems };
}

/** Reads the files the CLI names (any path the user gives; the user runs the CLI on their own files). */
export async function readResultPaths(paths: readonly string[], cwd: string): Promise<ReadResultFiles> {
  const files: ImportedFile[] = [];
  const problems: string[] = [];
  for (const given of paths) {
    const read = await readResultFile(path.resolve(cwd, given), given);
    if ('problem' in read) problems.push(read.problem);
    else files.push(read);
  }
  return { files, problems };
}

/** One file, parsed by the format its content shows; `shown` is how messages name it. */
async function readResultFile(file: string, shown: string): Promise<ImportedFile | { problem: string }> {
  let text: string;
  try {
    const size = (await stat(file)).size;
    if (size > MAX_RESULT_FILE_BYTES)
      return {
        problem: `${shown}: ${size} bytes, over the ${MAX_RESULT_FILE_BYTES}-byte limit for a result file`,
      };
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: `${shown}: cannot be read (${code ?? (error as Error).message})` };
  }
  return parseResultText(text.replace(/^\uFEFF/, ''), shown);
}

/** Parses one file's text into results, by content; problems are prefixed with `shown`. */
export function parseResultText(text: string, shown: string): ImportedFile | { problem: string } {
  const trimmed = text.trimStart();
  try {
    if (trimmed.startsWith('<')) return named(shown, 'checkstyle', readCheckstyle(trimmed));
    const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() !== '');
    if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{') && l.trimEnd().endsWith('}'))) {
      const single = tryJson(trimmed);
      if (single === undefined) return named(shown, 'rdjsonl', readRdjsonl(trimmed));
    }
    const value = tryJson(trimmed);
    if (value === undefined)
      return { problem: `${shown}: not SARIF, rdjson(l) or checkstyle XML (${jsonError(trimmed)})` };
    if (typeof value === 'object' && value !== null && 'diagnostics' in value)
      return named(shown, 'rdjson', readRdjson(value));
    if (typeof value === 'object' && value !== null && 'message' in value && 'location' in value)
      return named(shown, 'rdjsonl', readRdjsonl(trimmed));
    return named(shown, 'sarif', readSarif(value));
  } catch (error) {
    if (error instanceof ShapeError) return { problem: `${shown}: ${error.message}` };
    // Reading is pure (no I/O here), so whatever else a hostile file provokes (a RangeError from a
    // structure too deep, a parser's own error) is still that file's problem: it is named and
    // skipped, and the review goes on with the other files (issue 42 point 7).
    return {
      problem: `${shown}: could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

function named(
  shown: string,
  format: ImportedFile['format'],
  read: { results: ImportedFile['results']; problems: string[] },
): ImportedFile {
  return { file: shown, format, results: read.results, problems: read.problems.map((p) => `${shown}: ${p}`) };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonError(text: string): string {
  try {
    JSON.parse(text);
    return 'unknown shape';
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
}
