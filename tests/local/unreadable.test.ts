/**
 * A changed file whose object git cannot read (deleted from .git/objects here, as a broken
 * partial clone or a damaged pack leaves it) is left out with the reason; the rest is still diffed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { GitError, readLocalDiff } from '../../src/local/git.js';
import { createRepo, type TempRepo } from '../support/repo.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.remove();
});

/** Two commits changing a.py and a binary; the binary's new blob is then deleted from the store. */
function brokenRepo(): { r: TempRepo; lost: string } {
  const r = createRepo();
  repos.push(r);
  r.write('a.py', 'a = 1\n');
  r.write('img.bin', Buffer.from([0, 1, 2, 3]));
  r.write('odd *name.bin', Buffer.from([0, 9]));
  r.commit('one');
  r.write('a.py', 'a = 1\nx = eval(input())\n');
  r.write('img.bin', Buffer.from([0, 1, 2, 4, 5]));
  r.write('odd *name.bin', Buffer.from([0, 9, 9]));
  r.commit('two');
  const lost = r.git('rev-parse', 'HEAD:img.bin').trim();
  // Loose objects live at .git/objects/ab/cdef...: removing one is what a broken store looks like.
  rmSync(path.join(r.dir, '.git', 'objects', lost.slice(0, 2), lost.slice(2)));
  return { r, lost };
}

describe('a file git cannot read', () => {
  it('is left out with the reason while the rest of a commit is diffed', async () => {
    const { r, lost } = brokenRepo();
    // The failure this guards against: plain git diff gives up on the whole change.
    expect(() => r.git('diff', 'HEAD~1', 'HEAD')).toThrow(/unable to read/);
    const local = await readLocalDiff(r.dir, { kind: 'commit', sha: 'HEAD' });
    expect(parseUnifiedDiff(local.diff).map((f) => f.path)).toEqual(['a.py', 'odd *name.bin']);
    expect(local.unreadable).toEqual([
      {
        path: 'img.bin',
        reason: `unreadable: git cannot read object ${lost.slice(0, 12)} (missing or corrupt; \`git fsck\` tells more)`,
      },
    ]);
  });

  it('is left out of a working-tree review too', async () => {
    const { r } = brokenRepo();
    // The working tree still has the file; HEAD's copy is what git cannot read.
    r.write('img.bin', Buffer.from([7, 7, 0]));
    r.write('a.py', 'a = 2\n');
    const local = await readLocalDiff(r.dir, { kind: 'worktree' });
    expect(parseUnifiedDiff(local.diff).map((f) => f.path)).toEqual(['a.py']);
    expect(local.unreadable.map((f) => f.path)).toEqual(['img.bin']);
  });

  it('still fails with git’s message when the commit itself is missing', async () => {
    const r = createRepo();
    repos.push(r);
    r.write('a.txt', '1\n');
    r.commit('one');
    r.write('a.txt', '2\n');
    const head = r.commit('two');
    rmSync(path.join(r.dir, '.git', 'objects', head.slice(0, 2), head.slice(2)));
    const error = await readLocalDiff(r.dir, { kind: 'range', from: 'HEAD', to: 'HEAD' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitError);
  });
});
