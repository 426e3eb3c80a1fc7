/**
 * The git mirrors the real-repository benches read public repositories from, and the clones they
 * review them in (bench/static-real-repos.ts, bench/static-vuln-apps.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the git mirror of `repo` ("owner/name") is read from: PRLENS_MIRRORS, default /work/.mirror. */
export function mirrorOf(repo: string): string {
  const root = process.env.PRLENS_MIRRORS ?? '/work/.mirror';
  return path.join(root, repo.replace('/', '+'), 'repo');
}

/**
 * A shared clone of `mirror` in a new temporary folder, and a git runner there. A shared clone
 * borrows the mirror's objects: nothing is copied and the mirror is not written. The caller removes
 * `root` when done.
 */
export function sharedClone(mirror: string): { root: string; git: (...args: string[]) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'prlens-real-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    }).trim();
  try {
    git('clone', '-q', '--shared', '--no-checkout', mirror, '.');
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, git };
}

/** The tree of `head` as one change: a commit of the same tree with no parent (every line added). */
export const wholeTreeCommit = (git: (...args: string[]) => string, head: string): string =>
  git('commit-tree', `${head}^{tree}`, '-m', 'tree');
