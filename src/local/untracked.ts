/**
 * Untracked files as "added" diffs. `git diff` never shows them, yet a local review of the working
 * tree must see a new file the author has not staged yet.
 */
import { DIFF_FLAGS, runGit } from './run-git.js';

/** Spawning one git per file is simple and exact; a few at a time keeps 1,000 new files quick. */
const CONCURRENCY = 8;

/** Untracked, not ignored paths, relative to the repository root (respects .gitignore). */
export async function listUntracked(root: string): Promise<string[]> {
  const { stdout } = await runGit(root, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name']);
  // A nested repository is listed as `dir/`; it is not a file of this one.
  return stdout.split('\0').filter((p) => p !== '' && !p.endsWith('/'));
}

/**
 * The diff of one untracked file against nothing. git itself builds it, so binary detection,
 * quoting of odd names and symlinks (shown as their target text, never followed) match `git diff`.
 */
async function diffUntracked(root: string, path: string): Promise<string> {
  // --no-index exits 1 when the inputs differ, which they always do here.
  const { stdout } = await runGit(
    root,
    ['diff', '--no-index', ...DIFF_FLAGS, '--', '/dev/null', path],
    [0, 1],
  );
  return stdout;
}

/** Diff text for every untracked file, in path order, ready to append to a `git diff` output. */
export async function untrackedDiff(root: string): Promise<string> {
  const paths = (await listUntracked(root)).sort();
  const parts = new Array<string>(paths.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < paths.length) {
      const index = next++;
      parts[index] = await diffUntracked(root, paths[index] ?? '');
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
  return parts.join('');
}
