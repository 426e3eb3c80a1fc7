/**
 * Diffs that git writes for a tree full of awkward cases (names needing quotes, CRLF, missing final
 * newlines, header-like content, binaries, mode changes, renames, a merge). The trees are made here;
 * the diff text is git's own, and the parser must agree with git's numstat and the real files.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync, unlinkSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { DIFF_FLAGS, compareWithGit, describeAgreement, git, parseNumstatZ } from './git-oracle.js';

/** Identity and no signing, whatever the machine's global git config says. */
const COMMITTER = ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false'];
let dir = '';
let base = '';
let changed = '';
const lines = (n: number, f: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => f(i + 1)).join('\n') + '\n';

function commit(message: string): string {
  git(dir, ['add', '-A']);
  git(dir, [...COMMITTER, 'commit', '-q', '--no-verify', '-m', message]);
  return git(dir, ['rev-parse', 'HEAD']).trim();
}

const put = (name: string, content: string | Buffer) => writeFileSync(path.join(dir, name), content);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prlens-diff-'));
  git(dir, ['init', '-q', '-b', 'main']);
  put(
    'plain.txt',
    lines(40, (i) => `line ${i}`),
  );
  put(
    'sp ace.txt',
    lines(30, (i) => `space ${i}`),
  );
  put('caf\u00e9 \u65e5\u672c.txt', 'unicode\nname\n');
  put('ta\tb "q".txt', 'tab and quotes\n');
  put(
    'crlf.txt',
    lines(10, (i) => `crlf ${i}\r`),
  );
  put('nonl.txt', 'a\nb\nc');
  put('headers.md', '-- sig\n++ plus\nkeep\n--- x\n');
  put('ff.txt', 'page\fbreak\nsep\u2028arator\n');
  put('bin.dat', Buffer.from([0, 1, 2, 3, 0, 255]));
  put('run.sh', 'echo hi\n');
  put('gone.txt', 'to be deleted\n');
  put(
    'rename-me.txt',
    lines(50, (i) => `moving ${i}`),
  );
  base = commit('base');

  put(
    'plain.txt',
    lines(40, (i) => (i % 7 === 0 ? `changed ${i}` : `line ${i}`)),
  );
  renameSync(path.join(dir, 'sp ace.txt'), path.join(dir, 'sp ace renamed.txt'));
  put('caf\u00e9 \u65e5\u672c.txt', 'unicode\nname\nmore\n');
  put('ta\tb "q".txt', 'tab and quotes, edited\n');
  put(
    'crlf.txt',
    lines(10, (i) => (i === 5 ? 'five\r' : `crlf ${i}\r`)),
  );
  put('nonl.txt', 'a\nB\nc');
  put('headers.md', '-- sig changed\n+++ plus\nkeep\n-- x\n');
  put('ff.txt', 'page\fbreak\nsep\u2028arator\nnew\fline\n');
  put('bin.dat', Buffer.from([0, 1, 2, 4, 0, 255]));
  chmodSync(path.join(dir, 'run.sh'), 0o755);
  unlinkSync(path.join(dir, 'gone.txt'));
  put('empty new.txt', '');
  put('added.txt', 'x\ny');
  renameSync(path.join(dir, 'rename-me.txt'), path.join(dir, 'renamed.txt'));
  put(
    'renamed.txt',
    lines(50, (i) => (i === 25 ? 'edited in the move' : `moving ${i}`)),
  );
  changed = commit('change everything');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('parser against git on awkward trees', () => {
  for (const quotepath of ['false', 'true']) {
    it(`agrees with git numstat and file lines with core.quotepath=${quotepath}`, () => {
      const config = [`core.quotepath=${quotepath}`];
      const text = git(dir, [...DIFF_FLAGS, base, changed], config);
      const files = parseUnifiedDiff(text);
      const numstat = parseNumstatZ(git(dir, [...DIFF_FLAGS, '--numstat', '-z', base, changed], config));
      const agreement = compareWithGit(files, numstat, (side, f) =>
        git(dir, [
          'cat-file',
          'blob',
          `${side === 'old' ? base : changed}:${side === 'old' ? f.oldPath : f.path}`,
        ]),
      );
      console.info(describeAgreement(`awkward tree, quotepath=${quotepath}`, agreement));
      expect(agreement.problems).toEqual([]);
      if (quotepath === 'true') expect(text).toContain('"a/caf\\303\\251 ');
      const byPath = new Map(files.map((f) => [f.path, f]));
      expect(byPath.get('sp ace renamed.txt')).toMatchObject({
        oldPath: 'sp ace.txt',
        status: 'renamed',
        similarity: 100,
      });
      expect(byPath.get('renamed.txt')).toMatchObject({ oldPath: 'rename-me.txt', status: 'renamed' });
      expect(byPath.get('run.sh')).toMatchObject({ oldMode: '100644', newMode: '100755', hunks: [] });
      expect(byPath.get('empty new.txt')).toMatchObject({ status: 'added', hunks: [] });
      expect(byPath.get('gone.txt')).toMatchObject({ status: 'deleted' });
      expect(byPath.get('bin.dat')).toMatchObject({ binary: true });
      expect(byPath.get('ta\tb "q".txt')).toMatchObject({ additions: 1, deletions: 1 });
    });
  }

  it('reads a merge commit against its first parent and rejects its combined diff', () => {
    const plain = (first: string) =>
      lines(40, (i) => (i === 1 ? first : i % 7 === 0 ? `changed ${i}` : `line ${i}`));
    git(dir, ['checkout', '-q', '-b', 'side']);
    put('plain.txt', plain('side 1'));
    put('side.txt', 'from the side branch\n');
    commit('side');
    git(dir, ['checkout', '-q', 'main']);
    put('plain.txt', plain('main 1'));
    commit('main');
    // The merge conflicts on line 1 and is resolved by hand, so git shows it as a combined diff.
    git(dir, [...COMMITTER, 'merge', '-q', '--no-edit', 'side']);
    put('plain.txt', plain('merged 1'));
    commit('merge side');

    const files = parseUnifiedDiff(git(dir, [...DIFF_FLAGS, 'HEAD^1', 'HEAD']));
    expect(files.map((f) => [f.path, f.additions, f.deletions])).toEqual([
      ['plain.txt', 1, 1],
      ['side.txt', 1, 0],
    ]);
    const combined = git(dir, ['--no-pager', 'show', '--no-color', '--cc', '--format=', 'HEAD']);
    expect(combined).toContain('diff --cc plain.txt');
    expect(() => parseUnifiedDiff(combined)).toThrow(/combined diff/);
  });
});
