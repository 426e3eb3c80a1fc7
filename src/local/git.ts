/**
 * The local git adapter for the CLI: the diff under review in one of four modes, the repository
 * root, and (via GitWorkspace) file reads and search at a revision.
 */
import { realpath } from 'node:fs/promises';
import { assertSafeRef, emptyTree, firstParent, mergeBase, resolveCommit, resolveHead } from './refs.js';
import { DIFF_FLAGS, GitError, notARepo, runGit } from './run-git.js';
import { diffSkippingUnreadable, type UnreadableFile } from './unreadable.js';
import { worktreeDiff } from './untracked.js';

export { GitError } from './run-git.js';
export { GitWorkspace } from './workspace.js';

export type DiffMode =
  /** Working tree vs HEAD plus untracked files (also in a repository without commits). */
  | { kind: 'worktree' }
  /** That commit vs its first parent (a root commit: vs the empty tree). */
  | { kind: 'commit'; sha: string }
  /** merge-base(from, to) .. to */
  | { kind: 'range'; from: string; to: string }
  /** merge-base(ref, HEAD) .. working tree, plus untracked files. */
  | { kind: 'base'; ref: string };

export interface LocalDiff {
  diff: string;
  /** Commit the change is measured from; null when that is the empty tree. */
  base: string | null;
  /** Commit of the change's head; for working-tree modes the HEAD the edits sit on (null if none). */
  head: string | null;
  mode: DiffMode['kind'];
  /** ref at which post-change file contents are read: null = working tree */
  headRef: string | null;
  /** Changed files git could not read (a missing object), left out of `diff` with the reason. */
  unreadable: UnreadableFile[];
}

/** Absolute path of the top of the working tree containing `cwd`; GitError 'not-a-repo' otherwise. */
export async function findRepoRoot(cwd: string): Promise<string> {
  const { stdout } = await runGit(cwd, ['rev-parse', '--show-toplevel']);
  const root = stdout.trim();
  if (root === '') throw notARepo(cwd);
  return realpath(root);
}

async function diffTrees(root: string, from: string, to: string) {
  return diffSkippingUnreadable(root, [from, to], async (excludes) => {
    const { stdout } = await runGit(root, [
      'diff',
      ...DIFF_FLAGS,
      '--end-of-options',
      from,
      to,
      '--',
      ...excludes,
    ]);
    return stdout;
  });
}

/** Reads the diff for `mode` in the repository containing `cwd`. Refs are validated before use. */
export async function readLocalDiff(cwd: string, mode: DiffMode): Promise<LocalDiff> {
  const root = await findRepoRoot(cwd);
  switch (mode.kind) {
    case 'worktree': {
      const head = await resolveHead(root);
      const { diff, unreadable } = await worktreeDiff(root, head ?? (await emptyTree(root)));
      return { diff, base: head, head, mode: mode.kind, headRef: null, unreadable };
    }
    case 'commit': {
      const sha = await resolveCommit(root, mode.sha);
      const parent = await firstParent(root, sha, mode.sha);
      const { diff, unreadable } = await diffTrees(root, parent ?? (await emptyTree(root)), sha);
      return { diff, base: parent, head: sha, mode: mode.kind, headRef: sha, unreadable };
    }
    case 'range': {
      // Check both names before resolving either, so a hostile second ref never reaches git.
      assertSafeRef(mode.from);
      assertSafeRef(mode.to);
      const [from, to] = await Promise.all([resolveCommit(root, mode.from), resolveCommit(root, mode.to)]);
      const base = await mergeBase(root, from, to, [mode.from, mode.to]);
      const { diff, unreadable } = await diffTrees(root, base, to);
      return { diff, base, head: to, mode: mode.kind, headRef: to, unreadable };
    }
    case 'base': {
      const ref = await resolveCommit(root, mode.ref);
      const head = await resolveHead(root);
      if (head === null) {
        throw new GitError('bad-ref', `HEAD has no commits yet, so it shares no history with '${mode.ref}'`);
      }
      const base = await mergeBase(root, ref, head, [mode.ref, 'HEAD']);
      const { diff, unreadable } = await worktreeDiff(root, base);
      return { diff, base, head, mode: mode.kind, headRef: null, unreadable };
    }
  }
}
