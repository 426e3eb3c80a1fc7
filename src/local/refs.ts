/**
 * Ref handling: user-supplied names are checked before git sees them and resolved to commit ids,
 * so every later command works with a full SHA and never with text that could be read as an option.
 */
import { GitError, runGit } from './run-git.js';
import { missingParent, SHALLOW_MERGE_BASE_HINT, shallowCommits, shallowRefHint } from './shallow.js';

// Whitespace and control characters never belong in a ref name (git-check-ref-format) and would
// otherwise let a value smuggle in a second argument or confuse log output.
const FORBIDDEN = /[\s\x00-\x1f\x7f]/;

/** Throws a GitError 'bad-ref' when `ref` could be taken for an option or is not a plausible name. */
export function assertSafeRef(ref: string): void {
  if (ref.length === 0) throw new GitError('bad-ref', 'empty ref: name a branch, tag or commit');
  if (ref.startsWith('-')) {
    throw new GitError('bad-ref', `ref '${ref}' looks like an option: name a branch, tag or commit`);
  }
  if (FORBIDDEN.test(ref)) {
    throw new GitError('bad-ref', `ref ${JSON.stringify(ref)} contains whitespace or control characters`);
  }
}

function unknownRef(ref: string, hint = ''): GitError {
  const fix = hint || ': check the name with `git branch -a` or `git log`';
  return new GitError('bad-ref', `unknown ref '${ref}'${fix}`);
}

/** Names people type for "the default branch"; a repository has one of them, often not `main`. */
const DEFAULT_BRANCHES = ['main', 'master', 'trunk', 'develop'];

/**
 * `; this repository's default branch is 'master'` when `ref` is a usual default-branch name that
 * does not exist here and another one does (the remote's HEAD first, as git clone records it).
 */
async function defaultBranchHint(cwd: string, ref: string): Promise<string> {
  const remote = ref.startsWith('origin/') ? 'origin/' : '';
  if (!DEFAULT_BRANCHES.includes(ref.slice(remote.length))) return '';
  const head = await runGit(
    cwd,
    ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'],
    [0, 1, 128],
  );
  const recorded = head.exitCode === 0 ? head.stdout.trim() : '';
  const candidates = [
    ...(recorded !== '' ? [remote ? recorded : recorded.replace(/^origin\//, ''), recorded] : []),
    ...DEFAULT_BRANCHES.map((name) => `${remote}${name}`),
  ];
  for (const candidate of candidates) {
    if (candidate === ref) continue;
    const found = await runGit(
      cwd,
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${candidate}^{commit}`],
      [0, 1, 128],
    );
    if (found.exitCode === 0)
      return `; this repository's default branch is '${candidate}': try --base ${candidate}`;
  }
  return '';
}

/** The 'bad-ref' error for a ref that names no commit, with a hint at the default branch when it helps. */
export async function unknownCommit(cwd: string, ref: string): Promise<GitError> {
  return unknownRef(ref, await defaultBranchHint(cwd, ref));
}

/** Resolves `ref` to the full id of the commit it names, or throws GitError 'bad-ref'. */
export async function resolveCommit(cwd: string, ref: string): Promise<string> {
  assertSafeRef(ref);
  const { stdout, exitCode } = await runGit(
    cwd,
    ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
    [0, 1],
  );
  const sha = stdout.trim();
  if (exitCode !== 0 || sha === '') {
    // In a shallow clone the likely cause is what was not fetched, not a typo.
    const shallow = (await shallowCommits(cwd)).size > 0;
    throw unknownRef(ref, shallow ? shallowRefHint(ref) : await defaultBranchHint(cwd, ref));
  }
  return sha;
}

/** The commit HEAD points at, or null in a repository without commits. */
export async function resolveHead(cwd: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(
    cwd,
    ['rev-parse', '--verify', '--quiet', '--end-of-options', 'HEAD^{commit}'],
    [0, 1],
  );
  return exitCode === 0 && stdout.trim() !== '' ? stdout.trim() : null;
}

/**
 * First parent of `sha`, or null for a root commit (merges are reviewed against their first parent).
 * A commit at the cut of a shallow clone has a parent git did not fetch: a GitError, not null.
 */
export async function firstParent(
  cwd: string,
  sha: string,
  label = sha.slice(0, 12),
): Promise<string | null> {
  const { stdout } = await runGit(cwd, ['rev-list', '--parents', '-n', '1', '--end-of-options', sha, '--']);
  const [, parent] = stdout.trim().split(' ');
  if (parent === undefined && (await shallowCommits(cwd)).has(sha)) throw missingParent(label);
  return parent ?? null;
}

/** Best common ancestor of two commits; throws when the histories are unrelated. */
export async function mergeBase(
  cwd: string,
  a: string,
  b: string,
  labels: [string, string],
): Promise<string> {
  const { stdout, exitCode } = await runGit(cwd, ['merge-base', '--end-of-options', a, b], [0, 1]);
  const sha = stdout.trim();
  if (exitCode !== 0 || sha === '') {
    const shallow = (await shallowCommits(cwd)).size > 0;
    throw new GitError(
      'bad-ref',
      `'${labels[0]}' and '${labels[1]}' have no common ancestor` +
        (shallow ? SHALLOW_MERGE_BASE_HINT : ': pick a base that shares history with the head'),
    );
  }
  return sha;
}

/** Id of the empty tree in this repository's hash format (sha1 or sha256). */
export async function emptyTree(cwd: string): Promise<string> {
  const { stdout } = await runGit(cwd, ['hash-object', '-t', 'tree', '/dev/null']);
  return stdout.trim();
}
