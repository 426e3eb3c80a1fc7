/**
 * Issue 46 point 7: in a shallow clone (`git clone --depth 1`, actions/checkout's default) `--commit
 * HEAD` reviewed the whole tree as added, `--from HEAD~1` said "unknown ref" with no hint, and
 * `--base main` gave no clue that the branch was simply not fetched. Each now stops (exit 2) and
 * says what to fetch.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo, tempDir } from '../support/repo.js';

describe('review in a shallow clone', () => {
  let origin: TempRepo;
  let clone: TempRepo;
  beforeAll(() => {
    origin = new TempRepo();
    origin.write('src/a.js', 'export const a = 1;\n').write('src/b.js', 'export const b = 1;\n');
    origin.commit('start');
    origin.git('checkout', '-q', '-b', 'feature');
    origin.write('src/a.js', 'export const a = 2;\n').commit('change a');
    const dir = tempDir('prlens-shallow-');
    const url = `file://${origin.root}`;
    execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', 'feature', url, dir]);
    clone = new TempRepo(dir);
  });
  afterAll(() => {
    origin.remove();
    clone.remove();
  });

  it('--commit HEAD at the cut stops and says to deepen, instead of reviewing every file as added', async () => {
    const { code, stdout, stderr } = await cli(clone.root, [
      'review',
      '--commit',
      'HEAD',
      '--format',
      'json',
    ]);
    expect(stdout).toBe('');
    expect(stderr).toContain('the parent of HEAD is not in this shallow clone');
    expect(stderr).toContain('git fetch --deepen=1');
    expect(stderr).toContain('fetch-depth: 0');
    expect(code).toBe(2);
  });

  it('--from HEAD~1 names the shallow history and how to fetch more', async () => {
    const { code, stderr } = await cli(clone.root, ['review', '--from', 'HEAD~1', '--to', 'HEAD']);
    expect(stderr).toContain("unknown ref 'HEAD~1'; this is a shallow clone");
    expect(stderr).toContain('git fetch --deepen=<commits>');
    expect(code).toBe(2);
  });

  it('--base main says the branch was not fetched and how to fetch it', async () => {
    const { code, stderr } = await cli(clone.root, ['review', '--base', 'main']);
    expect(stderr).toContain("unknown ref 'main'; this is a shallow clone");
    expect(stderr).toContain('git fetch origin main');
    expect(stderr).not.toContain('try --base');
    expect(code).toBe(2);
  });

  it('--base whose shared history is cut off names the shallow clone and how to deepen it', async () => {
    const both = new TempRepo(tempDir('prlens-shallow-'));
    both.remove();
    const url = `file://${origin.root}`;
    execFileSync('git', [
      'clone',
      '-q',
      '--depth',
      '1',
      '--no-single-branch',
      '--branch',
      'feature',
      url,
      both.root,
    ]);
    const { code, stderr } = await cli(both.root, ['review', '--base', 'origin/main']);
    both.remove();
    expect(stderr).toContain("'origin/main' and 'HEAD' have no common ancestor: this is a shallow clone");
    expect(stderr).toContain('git fetch --deepen=<commits>');
    expect(code).toBe(2);
  });

  it('after git fetch --deepen=1, --commit HEAD reviews only the commit', async () => {
    const deeper = new TempRepo(tempDir('prlens-shallow-'));
    deeper.remove();
    execFileSync('git', [
      'clone',
      '-q',
      '--depth',
      '1',
      '--branch',
      'feature',
      `file://${origin.root}`,
      deeper.root,
    ]);
    deeper.git('fetch', '-q', '--deepen=1');
    const { code, stdout } = await cli(deeper.root, ['review', '--commit', 'HEAD', '--format', 'json']);
    deeper.remove();
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { stats: { files_changed: number } };
    expect(report.stats.files_changed).toBe(1);
  });
});
