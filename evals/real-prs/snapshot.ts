/**
 * Rebuilds a real-PR case from a snapshot (a bare git mirror) of its repository: a temporary
 * repository whose first commit is the PR's base tree and whose second is the PR's head tree, checked
 * out at the head. The whole repository at the base is the review's context. Only those two commits
 * are reachable: the later history (the fix above all) is not, so nothing in the repository tells the
 * reviewer the answer. Objects are borrowed from the mirror (git alternates): nothing is copied and the
 * mirror is never written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RealPrCase } from './cases.js';

/** Where snapshots live: `PRLENS_MIRRORS`, else `/work/.mirror`, one `<owner>+<name>/repo` each. */
export function mirrorRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.PRLENS_MIRRORS ?? '/work/.mirror';
}

/** The bare git directory of a repository's snapshot. */
function mirrorOf(repo: string, root = mirrorRoot()): string {
  return path.join(root, repo.replace('/', '+'), 'repo');
}

export interface CaseCheckout {
  root: string;
  base: string;
  head: string;
  remove(): void;
}

/** Why a case cannot be rebuilt here (no snapshot, or a snapshot without its commits); null when it can. */
export function missingSnapshot(
  c: Pick<RealPrCase, 'id' | 'repo' | 'base' | 'head'>,
  root = mirrorRoot(),
): string | null {
  const mirror = mirrorOf(c.repo, root);
  if (!existsSync(mirror))
    return `${c.id}: no snapshot of ${c.repo} at ${mirror} (fetch github:${c.repo}, or set PRLENS_MIRRORS)`;
  for (const sha of [c.base, c.head]) {
    try {
      execFileSync('git', ['--git-dir', mirror, 'cat-file', '-e', `${sha}^{commit}`], { stdio: 'ignore' });
    } catch {
      return `${c.id}: the snapshot at ${mirror} lacks commit ${sha} (an older snapshot?)`;
    }
  }
  return null;
}

/** Creates the case's repository in a temp directory; call `remove()` when done. */
export function checkoutCase(
  c: Pick<RealPrCase, 'id' | 'repo' | 'base' | 'head' | 'title' | 'body'>,
  root = mirrorRoot(),
): CaseCheckout {
  const missing = missingSnapshot(c, root);
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(os.tmpdir(), `prlens-real-pr-${c.id}-`));
  const git = (args: string[], input?: string) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=prlens-eval',
        '-c',
        'user.email=eval@prlens.invalid',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: dir, encoding: 'utf8', input, maxBuffer: 1 << 28 },
    ).trim();
  try {
    git(['init', '-q', '-b', 'main']);
    writeFileSync(
      path.join(dir, '.git', 'objects', 'info', 'alternates'),
      `${path.join(mirrorOf(c.repo, root), 'objects')}\n`,
    );
    // Fixed dates keep the two commit ids the same from run to run.
    const env = {
      ...process.env,
      GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
    };
    const commit = (tree: string, message: string, parent?: string) =>
      execFileSync(
        'git',
        [
          '-c',
          'user.name=prlens-eval',
          '-c',
          'user.email=eval@prlens.invalid',
          'commit-tree',
          tree,
          ...(parent ? ['-p', parent] : []),
          '-F',
          '-',
        ],
        { cwd: dir, encoding: 'utf8', input: message, env },
      ).trim();
    const base = commit(git(['rev-parse', `${c.base}^{tree}`]), 'base');
    // The PR's own title and body, as its squash commit carries them: what a reviewer is told.
    const head = commit(
      git(['rev-parse', `${c.head}^{tree}`]),
      `${c.title}\n\n${c.body}`.trim() + '\n',
      base,
    );
    git(['update-ref', 'refs/heads/main', head]);
    git(['checkout', '-q', '-f', 'main']);
    return { root: dir, base, head, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** Golden comments whose file is absent from the PR's head or whose lines run past its end. */
export function goldenProblems(
  c: Pick<RealPrCase, 'id' | 'repo' | 'head' | 'golden'>,
  root = mirrorRoot(),
): string[] {
  const mirror = mirrorOf(c.repo, root);
  return c.golden.flatMap((g, i) => {
    let text: string;
    try {
      text = execFileSync('git', ['--git-dir', mirror, 'show', `${c.head}:${g.file}`], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return [`${c.id}: golden ${i}: ${g.file} is not in the PR's head`];
    }
    const count = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return g.lines[1] > count
      ? [`${c.id}: golden ${i}: lines ${g.lines.join('-')} run past the end of ${g.file} (${count} lines)`]
      : [];
  });
}
