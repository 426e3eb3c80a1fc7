/**
 * The local git adapter for the CLI: the diff under review in one of four modes, the repository
 * root, and (via GitWorkspace) file reads and search at a revision.
 */
import { realpath } from './async-fs.js';
import {
  assertSafeRef,
  emptyTree,
  firstParent,
  mergeBase,
  resolveCommit,
  resolveHead,
  unknownCommit,
} from './refs.js';
import { DIFF_FLAGS, GitError, notARepo, runGit } from './run-git.js';
import { missingParent, shallowCommits } from './shallow.js';
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

/**
 * What a review resolves once and shares between its config loading and its diff (issue 48): the
 * repository root, the commits the mode's refs name, and for `--commit` the commit's first parent.
 */
export interface LocalTarget {
  root: string;
  commit?: { sha: string; parent: string | null };
  /** `--base` / `--from` / `--to` names and the commits they resolved to. */
  refs?: ReadonlyMap<string, string>;
  /** `--base`: the commit of HEAD, whose working tree is compared with the merge base. */
  head?: string;
}

const NO_REPO = /not a git repository|must be run in a work tree/i;

function unbornHead(ref: string): GitError {
  return new GitError('bad-ref', `HEAD has no commits yet, so it shares no history with '${ref}'`);
}

/**
 * Resolves the target of `mode` from `cwd` with one `git rev-parse`: the root, the named commits
 * and, for `--commit`, its parents (`^@`; none for a root commit). Before, the config loader and the
 * review each asked git for them, three processes each.
 */
export async function resolveTarget(cwd: string, mode: DiffMode): Promise<LocalTarget> {
  const names =
    mode.kind === 'commit'
      ? [mode.sha]
      : mode.kind === 'base'
        ? [mode.ref]
        : mode.kind === 'range'
          ? [mode.from, mode.to]
          : [];
  if (names.length === 0) return { root: await findRepoRoot(cwd) };
  // Check every name before git sees any; a checked name cannot pass for an option.
  for (const name of names) assertSafeRef(name);
  const revs = names.map((name) => `${name}^{commit}`);
  if (mode.kind === 'commit') revs.push(`${mode.sha}^{commit}^@`);
  // --base compares the working tree of HEAD: HEAD is resolved in the same call, not a second one.
  if (mode.kind === 'base') revs.push('HEAD^{commit}');
  // git 2.39's rev-parse echoes --end-of-options instead of honouring it: the line is dropped.
  const { stdout, stderr, exitCode } = await runGit(
    cwd,
    ['rev-parse', '--show-toplevel', '--end-of-options', ...revs],
    [0, 128],
  );
  if (exitCode !== 0) {
    if (NO_REPO.test(stderr)) throw notARepo(cwd);
    // Which name failed, with the message (and default-branch hint) of a lookup of that name.
    for (const name of names) await resolveCommit(cwd, name);
    if (mode.kind === 'base' && (await resolveHead(cwd)) === null) throw unbornHead(mode.ref);
    throw await unknownCommit(cwd, names[0] ?? '');
  }
  const [top = '', ...shas] = stdout.split('\n').filter((line) => line !== '' && line !== '--end-of-options');
  if (top === '' || shas.length < names.length) throw notARepo(cwd);
  const refs = new Map(names.map((name, i) => [name, shas[i] ?? '']));
  const root = await realpath(top);
  if (mode.kind === 'base') return { root, refs, head: shas[1] ?? '' };
  if (mode.kind !== 'commit') return { root, refs };
  const sha = shas[0] ?? '';
  // No parent: a root commit, or the cut of a shallow clone, which must not pass for a root commit.
  if (shas[1] === undefined && (await shallowCommits(root)).has(sha)) throw missingParent(mode.sha);
  return { root, refs, commit: { sha, parent: shas[1] ?? null } };
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

/**
 * Reads the diff for `mode` in the repository containing `cwd`. Refs are validated before use; a
 * `target` already resolved (resolveTarget) is not resolved again.
 */
export async function readLocalDiff(cwd: string, mode: DiffMode, target?: LocalTarget): Promise<LocalDiff> {
  const root = target?.root ?? (await findRepoRoot(cwd));
  switch (mode.kind) {
    case 'worktree': {
      const head = await resolveHead(root);
      const { diff, unreadable } = await worktreeDiff(root, head ?? (await emptyTree(root)));
      return { diff, base: head, head, mode: mode.kind, headRef: null, unreadable };
    }
    case 'commit': {
      const sha = target?.commit?.sha ?? (await resolveCommit(root, mode.sha));
      const parent = target?.commit ? target.commit.parent : await firstParent(root, sha, mode.sha);
      const { diff, unreadable } = await diffTrees(root, parent ?? (await emptyTree(root)), sha);
      return { diff, base: parent, head: sha, mode: mode.kind, headRef: sha, unreadable };
    }
    case 'range': {
      // Check both names before resolving either, so a hostile second ref never reaches git.
      assertSafeRef(mode.from);
      assertSafeRef(mode.to);
      const known = (ref: string) => target?.refs?.get(ref) ?? resolveCommit(root, ref);
      const [from, to] = await Promise.all([known(mode.from), known(mode.to)]);
      const base = await mergeBase(root, from, to, [mode.from, mode.to]);
      const { diff, unreadable } = await diffTrees(root, base, to);
      return { diff, base, head: to, mode: mode.kind, headRef: to, unreadable };
    }
    case 'base': {
      const ref = target?.refs?.get(mode.ref) ?? (await resolveCommit(root, mode.ref));
      const head = target?.head ?? (await resolveHead(root));
      if (head === null) throw unbornHead(mode.ref);
      const base = await mergeBase(root, ref, head, [mode.ref, 'HEAD']);
      const { diff, unreadable } = await worktreeDiff(root, base);
      return { diff, base, head, mode: mode.kind, headRef: null, unreadable };
    }
  }
}
