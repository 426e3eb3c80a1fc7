import { existsSync, mkdirSync, realpathSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { findRepoRoot, GitError, readLocalDiff } from '../../src/local/git.js';
import { createRepo, tempDir, type TempRepo } from '../support/repo.js';

const repos: TempRepo[] = [];
function repo(): TempRepo {
  const r = createRepo();
  repos.push(r);
  return r;
}
afterEach(() => {
  for (const r of repos.splice(0)) r.remove();
});

async function gitError(promise: Promise<unknown>): Promise<GitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitError);
  return error as GitError;
}

/** main: a.txt; feature (from main): feature.txt; then main moves on with main.txt. */
function forkedRepo(): { r: TempRepo; fork: string } {
  const r = repo();
  r.write('a.txt', 'one\n');
  const fork = r.commit('base');
  r.git('switch', '-q', '-c', 'feature');
  r.write('feature.txt', 'feature work\n');
  r.commit('feature');
  r.git('switch', '-q', 'main');
  r.write('main.txt', 'main moved on\n');
  r.commit('main');
  return { r, fork };
}

describe('readLocalDiff worktree mode', () => {
  it('shows staged and unstaged edits against HEAD plus untracked files, but not ignored ones', async () => {
    const r = repo();
    r.write('.gitignore', 'secret.env\n');
    r.write('a.txt', 'one\n');
    r.write('b.txt', 'bee\n');
    const head = r.commit('init');
    r.write('a.txt', 'one\ntwo\n');
    r.write('b.txt', 'bee staged\n');
    r.git('add', 'b.txt');
    r.write('new.ts', 'export const x = 1;\n');
    r.write('secret.env', 'TOKEN=1\n');

    const result = await readLocalDiff(r.dir, { kind: 'worktree' });

    expect(result).toMatchObject({ base: head, head, mode: 'worktree', headRef: null });
    const files = parseUnifiedDiff(result.diff);
    expect(files.map((f) => [f.path, f.status])).toEqual([
      ['a.txt', 'modified'],
      ['b.txt', 'modified'],
      ['new.ts', 'added'],
    ]);
    expect(result.diff).toContain('+export const x = 1;');
    expect(result.diff).not.toContain('TOKEN');
  });

  it('diffs a repository without commits against the empty tree', async () => {
    const r = repo();
    r.write('staged.txt', 'staged\n');
    r.git('add', 'staged.txt');
    r.write('loose.txt', 'loose\n');

    const result = await readLocalDiff(r.dir, { kind: 'worktree' });

    expect(result).toMatchObject({ base: null, head: null, headRef: null });
    expect(parseUnifiedDiff(result.diff).map((f) => [f.path, f.status])).toEqual([
      ['loose.txt', 'added'],
      ['staged.txt', 'added'],
    ]);
  });

  it('sees a same-size edit made in the same second as the index was written ("racy git")', async () => {
    const r = repo();
    r.write('a.txt', 'aaaa\n');
    r.commit('init');
    // Make the edit invisible to git's stat check (same size, same mtime, ctime ignored) and give
    // the index that same mtime: only git's racy-entry content check can then see the edit.
    r.git('config', 'core.trustctime', 'false');
    const when = new Date('2024-01-01T00:00:00Z');
    utimesSync(path.join(r.dir, 'a.txt'), when, when);
    r.git('update-index', '--refresh');
    utimesSync(path.join(r.dir, '.git/index'), when, when);
    r.write('a.txt', 'bbbb\n');
    utimesSync(path.join(r.dir, 'a.txt'), when, when);
    expect(r.git('--no-optional-locks', 'status', '--porcelain')).toContain(' M a.txt');
    r.write('untracked.txt', 'new\n');
    const files = parseUnifiedDiff((await readLocalDiff(r.dir, { kind: 'worktree' })).diff);
    expect(files.map((f) => f.path)).toEqual(['a.txt', 'untracked.txt']);
  });

  it('reads untracked files with glob characters in their names literally', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    r.write('[a].txt', 'brackets\n');
    r.write('*.md', 'star\n');
    r.write('other.md', 'other\n');
    const files = parseUnifiedDiff((await readLocalDiff(r.dir, { kind: 'worktree' })).diff);
    expect(files.map((f) => [f.path, f.status])).toEqual([
      ['*.md', 'added'],
      ['[a].txt', 'added'],
      ['other.md', 'added'],
    ]);
  });

  it('leaves the real index untouched', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    r.write('untracked.txt', 'new\n');
    const before = r.git('status', '--porcelain');
    await readLocalDiff(r.dir, { kind: 'worktree' });
    expect(r.git('status', '--porcelain')).toBe(before);
    expect(before).toContain('?? untracked.txt');
  });

  it('returns an empty diff for a clean checkout', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    expect((await readLocalDiff(r.dir, { kind: 'worktree' })).diff).toBe('');
  });

  it('works from a subdirectory and reports paths from the repository root', async () => {
    const r = repo();
    r.write('pkg/lib/a.txt', 'one\n');
    r.commit('init');
    r.write('pkg/lib/a.txt', 'two\n');
    r.write('pkg/other.txt', 'new\n');
    const result = await readLocalDiff(path.join(r.dir, 'pkg/lib'), { kind: 'worktree' });
    expect(parseUnifiedDiff(result.diff).map((f) => f.path)).toEqual(['pkg/lib/a.txt', 'pkg/other.txt']);
  });
});

describe('readLocalDiff commit mode', () => {
  it('diffs a commit against its parent and reads contents at that commit', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    const parent = r.commit('one');
    r.write('a.txt', 'one\ntwo\n');
    const sha = r.commit('two');
    r.write('a.txt', 'uncommitted\n');

    const result = await readLocalDiff(r.dir, { kind: 'commit', sha: 'HEAD' });

    expect(result).toMatchObject({ base: parent, head: sha, headRef: sha, mode: 'commit' });
    expect(result.diff).toContain('+two');
    expect(result.diff).not.toContain('uncommitted');
  });

  it('diffs a root commit against the empty tree', async () => {
    const r = repo();
    r.write('a.txt', 'first\n');
    const root = r.commit('root');
    const result = await readLocalDiff(r.dir, { kind: 'commit', sha: root.slice(0, 10) });
    expect(result).toMatchObject({ base: null, head: root });
    expect(parseUnifiedDiff(result.diff)).toMatchObject([{ path: 'a.txt', status: 'added', additions: 1 }]);
  });

  it('diffs a merge commit against its first parent only', async () => {
    const { r } = forkedRepo();
    r.git('merge', '-q', '--no-ff', '-m', 'merge feature', 'feature');
    const result = await readLocalDiff(r.dir, { kind: 'commit', sha: 'HEAD' });
    expect(parseUnifiedDiff(result.diff).map((f) => f.path)).toEqual(['feature.txt']);
    expect(result.base).toBe(r.git('rev-parse', 'HEAD^1').trim());
  });

  it('reports a rename as a rename, not a delete plus an add', async () => {
    const r = repo();
    r.write('old name.ts', 'export const value = 42;\nexport const other = 1;\n');
    r.commit('add');
    r.git('mv', 'old name.ts', 'new name.ts');
    r.commit('rename');
    const result = await readLocalDiff(r.dir, { kind: 'commit', sha: 'HEAD' });
    expect(result.diff).toContain('rename from old name.ts');
    expect(parseUnifiedDiff(result.diff)).toMatchObject([
      { path: 'new name.ts', oldPath: 'old name.ts', status: 'renamed', hunks: [] },
    ]);
  });
});

describe('readLocalDiff range and base modes', () => {
  it('range mode diffs merge-base(from, to)..to, ignoring what happened on from since the fork', async () => {
    const { r, fork } = forkedRepo();
    const result = await readLocalDiff(r.dir, { kind: 'range', from: 'main', to: 'feature' });
    expect(result).toMatchObject({ base: fork, mode: 'range' });
    expect(result.headRef).toBe(r.git('rev-parse', 'feature').trim());
    expect(parseUnifiedDiff(result.diff).map((f) => f.path)).toEqual(['feature.txt']);
  });

  it('base mode diffs merge-base(ref, HEAD) against the working tree, untracked files included', async () => {
    const { r, fork } = forkedRepo();
    r.git('switch', '-q', 'feature');
    r.write('a.txt', 'one\nedited, not committed\n');
    r.write('brand-new.txt', 'new\n');
    const result = await readLocalDiff(r.dir, { kind: 'base', ref: 'main' });
    expect(result).toMatchObject({ base: fork, headRef: null, mode: 'base' });
    expect(parseUnifiedDiff(result.diff).map((f) => f.path)).toEqual([
      'a.txt',
      'brand-new.txt',
      'feature.txt',
    ]);
  });

  it('refuses refs with no shared history, saying why', async () => {
    const { r } = forkedRepo();
    r.git('switch', '-q', '--orphan', 'lonely');
    r.write('z.txt', 'z\n');
    r.commit('orphan');
    const error = await gitError(readLocalDiff(r.dir, { kind: 'range', from: 'main', to: 'lonely' }));
    expect(error.code).toBe('bad-ref');
    expect(error.message).toContain('no common ancestor');
  });
});

describe('readLocalDiff content edge cases', () => {
  it('marks committed and untracked binary files as binary', async () => {
    const r = repo();
    r.write('img.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 0]));
    r.commit('bin');
    r.write('img.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9, 9, 0, 0]));
    r.write('blob.dat', Buffer.from([0, 1, 2, 0, 255]));
    const files = parseUnifiedDiff((await readLocalDiff(r.dir, { kind: 'worktree' })).diff);
    expect(files.map((f) => [f.path, f.binary])).toEqual([
      ['blob.dat', true],
      ['img.png', true],
    ]);
  });

  it('keeps paths with spaces and non-ASCII characters readable (no octal quoting)', async () => {
    const r = repo();
    r.write('docs/naïve файл.md', 'hello\n');
    r.commit('init');
    r.write('docs/naïve файл.md', 'hello\nworld\n');
    r.write('new dir/ünïcode name.txt', 'x\n');
    const result = await readLocalDiff(r.dir, { kind: 'worktree' });
    expect(result.diff).toContain('+++ b/docs/naïve файл.md');
    expect(parseUnifiedDiff(result.diff).map((f) => f.path)).toEqual([
      'docs/naïve файл.md',
      'new dir/ünïcode name.txt',
    ]);
  });

  it('shows an untracked symlink as its target text, never the content of the file it points to', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    const outside = tempDir();
    writeFileSync(path.join(outside, 'secret.txt'), 'TOP-SECRET-VALUE\n');
    r.symlink('link.txt', path.join(outside, 'secret.txt'));
    const result = await readLocalDiff(r.dir, { kind: 'worktree' });
    expect(result.diff).toContain('new file mode 120000');
    expect(result.diff).toContain(`+${path.join(outside, 'secret.txt')}`);
    expect(result.diff).not.toContain('TOP-SECRET-VALUE');
  });

  it('handles a diff of more than 100,000 lines', async () => {
    const r = repo();
    const lines = Array.from({ length: 120_000 }, (_, i) => `line ${i} of a large file`);
    r.write('big.txt', lines.join('\n') + '\n');
    r.commit('big');
    r.write('big.txt', lines.map((l) => l.toUpperCase()).join('\n') + '\n');
    r.write('big-untracked.txt', lines.join('\n') + '\n');
    const files = parseUnifiedDiff((await readLocalDiff(r.dir, { kind: 'worktree' })).diff);
    expect(files.map((f) => [f.path, f.additions, f.deletions])).toEqual([
      ['big-untracked.txt', 120_000, 0],
      ['big.txt', 120_000, 120_000],
    ]);
  });

  it('parses the same under hostile user settings (noprefix, mnemonic prefixes, colour, pagers, externals)', async () => {
    const r = repo();
    r.write('a.ts', 'const a = 1;\n\nconst b = 2;\n');
    r.write('gone.txt', 'bye\n');
    r.commit('init');
    r.write('a.ts', 'const a = 1;\n\nconst b = 3;\n');
    r.git('rm', '-q', 'gone.txt');
    r.write('new file.txt', 'new\n');
    const clean = await readLocalDiff(r.dir, { kind: 'worktree' });

    const hostile: Array<[string, string]> = [
      ['diff.noprefix', 'true'],
      ['diff.mnemonicPrefix', 'true'],
      ['color.ui', 'always'],
      ['color.diff', 'always'],
      ['diff.external', 'false'],
      ['core.pager', 'false'],
      ['pager.diff', 'false'],
      ['diff.renames', 'false'],
      ['diff.context', '0'],
      ['diff.suppressBlankEmpty', 'true'],
      ['diff.relative', 'true'],
      ['diff.submodule', 'log'],
      ['core.quotepath', 'true'],
    ];
    for (const [key, value] of hostile) r.git('config', key, value);
    r.write('.gitattributes', '*.ts diff=shout\n');
    r.git('config', 'diff.shout.textconv', 'tr a-z A-Z');

    const result = await readLocalDiff(r.dir, { kind: 'worktree' });
    const withoutAttributes = result.diff.replace(
      /diff --git a\/\.gitattributes[\s\S]*?(?=diff --git|$)/,
      '',
    );
    expect(withoutAttributes).toBe(clean.diff);
    expect(result.diff).not.toContain('\u001b[');
  });
});

describe('errors', () => {
  it('says how to proceed outside a git repository', async () => {
    const dir = tempDir();
    const error = await gitError(findRepoRoot(dir));
    expect(error.code).toBe('not-a-repo');
    expect(error.message).toContain('run prlens inside a git checkout');
    expect(error.message).toContain('--pr OWNER/REPO#N');
    expect((await gitError(readLocalDiff(dir, { kind: 'worktree' }))).code).toBe('not-a-repo');
  });

  it('treats a directory that does not exist as not a repository', async () => {
    const error = await gitError(findRepoRoot(path.join(tempDir(), 'missing')));
    expect(error.code).toBe('not-a-repo');
  });

  it('finds the root from a nested directory', async () => {
    const r = repo();
    mkdirSync(path.join(r.dir, 'a/b'), { recursive: true });
    expect(await findRepoRoot(path.join(r.dir, 'a/b'))).toBe(realpathSync(r.dir));
  });

  it("suggests the repository's default branch for --base main where the branch is master", async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    r.git('branch', '-m', 'master');
    const error = await gitError(readLocalDiff(r.dir, { kind: 'base', ref: 'main' }));
    expect(error.code).toBe('bad-ref');
    expect(error.message).toBe(
      "unknown ref 'main'; this repository's default branch is 'master': try --base master",
    );
  });

  it('names an unknown ref and how to find the right one', async () => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    const error = await gitError(readLocalDiff(r.dir, { kind: 'commit', sha: 'nope' }));
    expect(error.code).toBe('bad-ref');
    expect(error.message).toBe("unknown ref 'nope': check the name with `git branch -a` or `git log`");
  });

  it.each([
    ['--output=x', 'looks like an option'],
    ['-p', 'looks like an option'],
    ['main --output=x', 'whitespace or control characters'],
    ['main\n--output=x', 'whitespace or control characters'],
    ['', 'empty ref'],
  ])('rejects the ref %j before git sees it', async (ref, message) => {
    const r = repo();
    r.write('a.txt', 'one\n');
    r.commit('init');
    for (const mode of [
      { kind: 'commit', sha: ref } as const,
      { kind: 'base', ref } as const,
      { kind: 'range', from: 'main', to: ref } as const,
      { kind: 'range', from: ref, to: 'main' } as const,
    ]) {
      const error = await gitError(readLocalDiff(r.dir, mode));
      expect(error.code).toBe('bad-ref');
      expect(error.message).toContain(message);
    }
    expect(existsSync(path.join(r.dir, 'x'))).toBe(false);
  });

  it('says git is missing when it is not on PATH', async () => {
    const r = repo();
    const saved = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      const error = await gitError(findRepoRoot(r.dir));
      expect(error.code).toBe('no-git');
      expect(error.message).toContain('git is not installed or not on PATH');
    } finally {
      process.env.PATH = saved;
    }
  });
});
