/**
 * Glob matching for config globs (include/exclude, per-path instructions, finding rules, agent
 * instructions' applyTo), all with one reading: picomatch's syntax, dotfiles matched, case-sensitive,
 * and a glob without `/` matches the file name at any depth (like .gitignore: `*.sql` means every SQL
 * file).
 *
 * The globs come from the base branch's files, which anyone who can merge may write, so matching
 * must stay linear: picomatch's RegExp on V8's backtracking engine took minutes for
 * `*-*-*-*-*-*.log` against a file name of 200 dashes (issue 42 point 7). picomatch still parses
 * the glob (braces, classes, extglobs keep its meaning); its regular expression then runs on RE2
 * (`compileLinearRegex`), linear in the path whatever the glob. RE2 has no look-around, so the few
 * picomatch emits are dropped where they cannot change a repository path's match (see
 * `PATH_ONLY_GUARDS`); a glob whose meaning needs one (a negated extglob `!(…)`) is refused with an
 * error that says what to write instead.
 */
import type picomatch from 'picomatch';
import { compileLinearRegex } from '../regex/linear-regex.js';
import { loadVendored } from '../regex/vendored.js';
import { toRe2Syntax } from './glob-re2.js';

/**
 * Look-arounds picomatch emits that only tell apart strings a repository path never is: a `.` or
 * `..` segment (git refuses to store one) and an empty segment or name (no file has one). `(?=.)`
 * also refuses a name that starts with a line terminator; without it `*` matches one. That, and `?`
 * matching an emoji whole (picomatch's RegExp sees two UTF-16 units), are the only differences from
 * picomatch that tests/config/path-match.test.ts finds on its seeded corpus.
 */
const PATH_ONLY_GUARDS = ['(?!(?:^|\\/)\\.{1,2}(?:\\/|$))', '(?!\\.{1,2}(?:\\/|$))', '(?=.)'];

/** A glob that cannot be matched in linear time, or not compiled at all; the message says what to do. */
export class GlobError extends Error {
  constructor(glob: string, reason: string) {
    super(`glob ${JSON.stringify(glob)}: ${reason}`);
    this.name = 'GlobError';
  }
}

/**
 * Compiled globs by text: compiling on RE2 takes about a millisecond, and the prompt asks for each
 * instruction's globs once per unit. A run's config holds few globs; the cap only bounds memory.
 */
const compiled = new Map<string, (text: string) => boolean>();
const MAX_COMPILED = 1000;

/** Whether `text` (a repository path or a file name) matches `glob`; linear in `text`. Throws GlobError. */
export function compileGlob(glob: string): (text: string) => boolean {
  let test = compiled.get(glob);
  if (!test) {
    test = compileUncached(glob);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(glob, test);
  }
  return test;
}

function compileUncached(glob: string): (text: string) => boolean {
  // A leading `!` negates the whole glob (picomatch's reading); `!(…)` is an extglob instead.
  if (glob.startsWith('!') && !glob.startsWith('!(')) {
    if (glob === '!')
      throw new GlobError(glob, 'a lone ! negates nothing: write a glob after it, e.g. "!*.md"');
    const inner = compileGlob(glob.slice(1));
    return (text) => !inner(text);
  }
  let source: string;
  try {
    // Loaded on the first glob a run compiles: most runs compile none (vendored.ts).
    source = loadVendored<typeof picomatch>('picomatch').makeRe(glob, { dot: true }).source;
  } catch (error) {
    // picomatch refuses an empty glob (a lone `!`) and one past its length limit.
    throw new GlobError(glob, `not a glob (${error instanceof Error ? error.message : String(error)})`);
  }
  for (const guard of PATH_ONLY_GUARDS) source = source.split(guard).join('');
  source = toRe2Syntax(source);
  if (/\(\?<?[=!]/.test(source))
    throw new GlobError(
      glob,
      'a negated extglob !(…) needs look-ahead, which linear-time matching does not have: ' +
        'list what to leave out in `exclude`, or name what to match, e.g. "*.{js,ts}"',
    );
  try {
    const re = compileLinearRegex(source);
    return (text) => re.test(text);
  } catch (error) {
    throw new GlobError(
      glob,
      `cannot be matched (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Whether a glob compiles, as a message for a config error; undefined when it does. */
export function globProblem(glob: string): string | undefined {
  try {
    compileGlob(glob);
    return undefined;
  } catch (error) {
    if (error instanceof GlobError) return error.message;
    throw error;
  }
}

/** A glob's matcher with the file-name rule: a glob without `/` is tested on the name alone. */
export function pathGlob(glob: string): (path: string) => boolean {
  const test = compileGlob(glob);
  // picomatch's own `basename` option is not used: in picomatch 4 it stops `docs/**` from matching
  // `docs/guide.md`.
  return glob.includes('/') ? test : (path) => test(baseName(path));
}

/** One matcher for a glob or a list of globs: true when any glob matches the repository path. */
export function globMatcher(globs: string | readonly string[]): (path: string) => boolean {
  const tests = (typeof globs === 'string' ? [globs] : globs).map(pathGlob);
  return (path) => tests.some((test) => test(path));
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
