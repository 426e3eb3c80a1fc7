import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitError, GitWorkspace } from '../../src/local/git.js';
import { createRepo, tempDir, type TempRepo } from '../support/repo.js';

let r: TempRepo;
let ws: GitWorkspace;
let first: string;
let outside: string;

beforeEach(() => {
  r = createRepo();
  r.write('src/app.ts', 'export const greeting = "hello";\nconst pattern = a.b;\n');
  r.write('src/flags.ts', 'const args = ["--force", "-x"];\n');
  r.write('docs/naïve notes.md', 'hello from the docs\n');
  first = r.commit('init');
  // Working-tree state that differs from the commit.
  r.write('src/app.ts', 'export const greeting = "goodbye";\nconst pattern = a.b;\n');
  r.write('src/untracked.ts', 'export const fresh = "hello untracked";\n');
  outside = tempDir();
  writeFileSync(path.join(outside, 'secret.txt'), 'TOP-SECRET-VALUE hello\n');
  ws = new GitWorkspace(r.dir);
});
afterEach(() => r.remove());

describe('GitWorkspace.readFile', () => {
  it('reads a file as it was at a ref', async () => {
    expect(await ws.readFile('src/app.ts', first)).toContain('"hello"');
    expect(await ws.readFile('src/app.ts', 'main')).toContain('"hello"');
    expect(await ws.readFile('docs/naïve notes.md', 'HEAD')).toBe('hello from the docs\n');
  });

  it('reads the working tree when the ref is null, untracked files included', async () => {
    expect(await ws.readFile('src/app.ts', null)).toContain('"goodbye"');
    expect(await ws.readFile('src/untracked.ts', null)).toContain('fresh');
  });

  it('returns null for a path that does not exist (or is a directory) there', async () => {
    expect(await ws.readFile('src/untracked.ts', 'HEAD')).toBeNull();
    expect(await ws.readFile('nope.ts', null)).toBeNull();
    expect(await ws.readFile('src/app.ts/inner', null)).toBeNull();
    expect(await ws.readFile('src', null)).toBeNull();
    expect(await ws.readFile('src', 'HEAD')).toBeNull();
  });

  it('throws bad-ref for an unknown ref or one that looks like an option', async () => {
    await expect(ws.readFile('src/app.ts', 'nope')).rejects.toMatchObject({ code: 'bad-ref' });
    await expect(ws.readFile('src/app.ts', '--output=x')).rejects.toThrow(GitError);
    await expect(ws.readFile('src/app.ts', '--output=x')).rejects.toThrow('looks like an option');
  });

  it.each([
    ['/etc/passwd', 'relative to the repository root'],
    ['../outside.txt', 'relative to the repository root'],
    ['src/../../outside.txt', 'relative to the repository root'],
    ['./src/app.ts', 'relative to the repository root'],
    ['.git/config', 'inside .git'],
    ['sub/.GIT/config', 'inside .git'],
    ['', 'not a path'],
  ])('refuses to read %j at any ref', async (file, message) => {
    await expect(ws.readFile(file, null)).rejects.toThrow(message);
    await expect(ws.readFile(file, 'HEAD')).rejects.toThrow(message);
  });

  it('reads legal git names that look like a drive or a parent path, at a ref and in the working tree', async () => {
    mkdirSync(path.join(r.dir, 'docs'), { recursive: true });
    writeFileSync(path.join(r.dir, 'C:notes.md'), 'drive\n');
    writeFileSync(path.join(r.dir, 'docs', '..\\..\\notes.md'), 'parent\n');
    r.commit('odd names');
    for (const ref of [null, 'HEAD']) {
      expect(await ws.readFile('C:notes.md', ref)).toBe('drive\n');
      expect(await ws.readFile('docs/..\\..\\notes.md', ref)).toBe('parent\n');
    }
  });

  it('reads a symlink to a file outside the repository as its target text, not the file', async () => {
    r.symlink('leak.txt', path.join(outside, 'secret.txt'));
    const text = await ws.readFile('leak.txt', null);
    expect(text).toBe(path.join(outside, 'secret.txt'));
    r.commit('add link');
    expect(await ws.readFile('leak.txt', 'HEAD')).toBe(path.join(outside, 'secret.txt'));
  });

  it('refuses a path through a symlinked directory that leads outside the repository', async () => {
    r.symlink('outdir', outside);
    await expect(ws.readFile('outdir/secret.txt', null)).rejects.toThrow('leads outside the repository');
  });

  it('refuses a path through a symlinked directory that leads into .git', async () => {
    r.symlink('gitdir', path.join(r.dir, '.git'));
    await expect(ws.readFile('gitdir/config', null)).rejects.toThrow('inside .git');
  });

  it('follows a symlinked directory that stays inside the repository', async () => {
    r.symlink('alias', path.join(r.dir, 'src'));
    expect(await ws.readFile('alias/app.ts', null)).toContain('"goodbye"');
  });
});

describe('GitWorkspace.searchCode', () => {
  it('searches literally by default: regex characters match only themselves', async () => {
    mkdirSync(path.join(r.dir, 'more'));
    writeFileSync(path.join(r.dir, 'more/x.ts'), 'const pattern = axb;\n');
    const hits = await ws.searchCode('a.b', {});
    expect(hits).toEqual([{ path: 'src/app.ts', line: 2, text: 'const pattern = a.b;' }]);
  });

  it('searches with an extended regular expression when asked', async () => {
    const hits = await ws.searchCode('greeting = "(hello|goodbye)"', { regex: true });
    expect(hits).toEqual([{ path: 'src/app.ts', line: 1, text: 'export const greeting = "goodbye";' }]);
  });

  it('treats a pattern starting with - as a pattern, not an option', async () => {
    expect(await ws.searchCode('--force', {})).toEqual([
      { path: 'src/flags.ts', line: 1, text: 'const args = ["--force", "-x"];' },
    ]);
    expect(await ws.searchCode('-x"', { regex: true })).toHaveLength(1);
  });

  it('searches the working tree (untracked files too) or a ref', async () => {
    const worktree = await ws.searchCode('hello', {});
    expect(worktree.map((h) => h.path).sort()).toEqual(['docs/naïve notes.md', 'src/untracked.ts']);
    const atRef = await ws.searchCode('hello', { ref: first });
    expect(atRef.map((h) => h.path).sort()).toEqual(['docs/naïve notes.md', 'src/app.ts']);
  });

  it('never searches through a symlink into a file outside the repository', async () => {
    r.symlink('leak.txt', path.join(outside, 'secret.txt'));
    expect(await ws.searchCode('TOP-SECRET', {})).toEqual([]);
  });

  it('returns no hits, not an error, when nothing matches', async () => {
    expect(await ws.searchCode('no such text anywhere', {})).toEqual([]);
    expect(await ws.searchCode('', {})).toEqual([]);
  });

  it('stops at the limit', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `needle ${i}`).join('\n');
    for (let i = 0; i < 5; i++) writeFileSync(path.join(r.dir, `many-${i}.txt`), lines + '\n');
    const hits = await ws.searchCode('needle', { limit: 7 });
    expect(hits).toHaveLength(7);
    expect(hits[0]).toEqual({ path: 'many-0.txt', line: 1, text: 'needle 0' });
    expect(await ws.searchCode('needle', { limit: 0 })).toHaveLength(1);
  });

  it('reports an invalid regular expression as a git failure', async () => {
    await expect(ws.searchCode('(unclosed', { regex: true })).rejects.toMatchObject({ code: 'git-failed' });
  });

  it('throws bad-ref for an unknown ref and for one that looks like an option', async () => {
    await expect(ws.searchCode('hello', { ref: 'nope' })).rejects.toMatchObject({ code: 'bad-ref' });
    await expect(ws.searchCode('hello', { ref: '-O/tmp/x' })).rejects.toThrow('looks like an option');
  });
});

describe('GitWorkspace.listFolder', () => {
  it('lists the files directly in a folder at a ref, or in the working tree, never its subfolders', async () => {
    r.write('src/sub/deep.ts', 'export const d = 1;\n');
    // The commit stages the working tree: src/untracked.ts is tracked from here on.
    const second = r.commit('sub');
    expect(await ws.listFolder('src', second)).toEqual(['src/app.ts', 'src/flags.ts', 'src/untracked.ts']);
    expect(await ws.listFolder('src', first)).toEqual(['src/app.ts', 'src/flags.ts']);
    expect((await ws.listFolder('src', null)).sort()).toEqual([
      'src/app.ts',
      'src/flags.ts',
      'src/untracked.ts',
    ]);
    expect(await ws.listFolder('src/sub', second)).toEqual(['src/sub/deep.ts']);
    expect(await ws.listFolder('nope', second)).toEqual([]);
  });
});
