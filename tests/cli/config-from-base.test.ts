/**
 * Issue 46 point 8: a range review with a new `.github/prlens.yml` on the branch said only
 * "config: defaults", as if the file were ignored. The file is read at the base on purpose (a branch
 * must not choose its own review settings); the run now says so and what to do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

describe('the repository config of a range review comes from the base, and the run says so', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = new TempRepo();
    repo.write('src/a.js', 'export const a = 1;\n').commit('start');
    repo.git('checkout', '-q', '-b', 'feature');
  });
  afterEach(() => repo.remove());

  it('a config file added on the branch: named as not in the base commit', async () => {
    repo.write('.github/prlens.yml', 'min-severity: low\n').write('src/a.js', 'export const a = 2;\n');
    repo.commit('config and change');
    const { code, stderr } = await cli(repo.root, ['review', '--base', 'main']);
    expect(code).toBe(0);
    expect(stderr).toContain('config: defaults');
    expect(stderr).toContain(
      'config: .github/prlens.yml is not in the base commit, so this review does not use it (with --base, --from or --commit the repository config is read at the base commit',
    );
    expect(stderr).toContain('commit it on the base branch');
  });

  it('a config file edited on the branch: named as differing from the base', async () => {
    repo.git('checkout', '-q', 'main');
    repo.write('.prlens.yml', 'min-severity: high\n').commit('config');
    repo.git('checkout', '-q', 'feature');
    repo.git('merge', '-q', 'main');
    repo.write('.prlens.yml', 'min-severity: low\n').write('src/a.js', 'export const a = 3;\n');
    repo.commit('edit');
    const { stderr } = await cli(repo.root, ['review', '--commit', 'HEAD']);
    expect(stderr).toContain("config: .prlens.yml differs from the base commit's, which this review uses");
  });

  it('says nothing when the file is the base one', async () => {
    repo.git('checkout', '-q', 'main');
    repo.write('.prlens.yml', 'min-severity: high\n').commit('config');
    repo.git('checkout', '-q', 'feature');
    repo.git('merge', '-q', 'main');
    repo.write('src/a.js', 'export const a = 4;\n').commit('change');
    const { stderr } = await cli(repo.root, ['review', '--commit', 'HEAD']);
    expect(stderr).not.toContain('config: .prlens.yml');
  });
});
