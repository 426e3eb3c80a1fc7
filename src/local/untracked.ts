/**
 * Working-tree diffs that include untracked files. `git diff` never shows them, yet a local review
 * must see a new file the author has not staged yet.
 *
 * The untracked files are marked intent-to-add in a *copy* of the index, then one `git diff` runs
 * against that copy: git itself decides binary vs text, quotes odd names, shows symlinks as their
 * target text (never followed) and even pairs a moved file with its deleted original as a rename.
 * The user's real index is never written. (One `git diff --no-index` per file was exact too, but
 * cost ~0.1 s a file: 1,000 new files took 100 s on a CI-sized machine.)
 */
import { cp, mkdtemp, rm, writeFile } from './async-fs.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIFF_FLAGS, runGit } from './run-git.js';
import { diffSkippingUnreadable, type UnreadableFile } from './unreadable.js';

/** Untracked, not ignored paths, relative to the repository root (respects .gitignore). */
async function listUntracked(root: string): Promise<string[]> {
  const { stdout } = await runGit(root, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name']);
  // A nested repository is listed as `dir/`; it is not a file of this one.
  return stdout.split('\0').filter((p) => p !== '' && !p.endsWith('/'));
}

/** `git diff FROM` against the working tree, optionally run with another index file. */
async function diffWorktree(
  root: string,
  from: string,
  env: Record<string, string> = {},
): Promise<{ diff: string; unreadable: UnreadableFile[] }> {
  return diffSkippingUnreadable(
    root,
    [from],
    async (excludes) => {
      const args = ['diff', ...DIFF_FLAGS, '--end-of-options', from, '--', ...excludes];
      return (await runGit(root, args, [0], env)).stdout;
    },
    env,
  );
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ENOENT';
}

/** Diff of the working tree (staged, unstaged and untracked changes) against commit or tree `from`. */
export async function worktreeDiff(
  root: string,
  from: string,
): Promise<{ diff: string; unreadable: UnreadableFile[] }> {
  const untracked = await listUntracked(root);
  if (untracked.length === 0) return diffWorktree(root, from);

  const scratch = await mkdtemp(path.join(tmpdir(), 'prlens-index-'));
  try {
    const index = path.join(scratch, 'index');
    const { stdout } = await runGit(root, ['rev-parse', '--path-format=absolute', '--git-path', 'index']);
    // The copy keeps the index's mtime: git trusts a cached stat only when the file is older than
    // the index ("racy git"), so a fresh mtime would hide an edit made in the same second.
    // A repository where nothing was ever staged has no index yet; git starts an empty one.
    await cp(stdout.trim(), index, { preserveTimestamps: true }).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    const pathspecs = path.join(scratch, 'pathspecs');
    await writeFile(pathspecs, untracked.join('\0'));
    const env = { GIT_INDEX_FILE: index };
    // Literal pathspecs: a file named `*.ts` or `[x]` must not glob other files in.
    await runGit(
      root,
      [
        '--literal-pathspecs',
        'add',
        '--intent-to-add',
        `--pathspec-from-file=${pathspecs}`,
        '--pathspec-file-nul',
      ],
      [0],
      env,
    );
    return await diffWorktree(root, from, env);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
