import { chmodSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

// js-new-buffer carries a deterministic `fix`, so the static rules alone give verified suggestions.
const START = 'const x = 1;\n';
const TWO_BUFFERS =
  'const x = 1;\nconst a = new Buffer(data);\nconst y = 2;\nconst b = new Buffer(text, "utf8");\n';

describe('prlens review --fix', () => {
  let repo: TempRepo;
  afterEach(() => repo.remove());

  it('writes every verified suggestion bottom-up, keeps the mode, lists them and keeps the exit code', async () => {
    repo = new TempRepo();
    repo.write('src/a.js', START).commit('start');
    repo.write('src/a.js', TWO_BUFFERS);
    chmodSync(path.join(repo.root, 'src/a.js'), 0o754);
    const { code, stderr } = await cli(repo.root, ['review', '--fix', '--fail-on', 'medium']);
    expect(readFileSync(path.join(repo.root, 'src/a.js'), 'utf8')).toBe(
      'const x = 1;\nconst a = Buffer.from(data);\nconst y = 2;\nconst b = Buffer.from(text, "utf8");\n',
    );
    expect(statSync(path.join(repo.root, 'src/a.js')).mode & 0o777).toBe(0o754);
    expect(stderr).toContain('fixed src/a.js:2 js-new-buffer\n');
    expect(stderr).toContain('fixed src/a.js:4 js-new-buffer\n');
    expect(stderr).toContain('--fix: 2 suggestion(s) written, 0 refused');
    // The report and its exit code describe the code as reviewed, before the fixes.
    expect(code).toBe(1);
    expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe(' M src/a.js\n');
  });

  it('refuses a file with uncommitted edits when the review read a commit', async () => {
    repo = new TempRepo();
    repo.write('src/a.js', START).commit('start');
    repo.write('src/a.js', TWO_BUFFERS).commit('buffers');
    const edited = `${TWO_BUFFERS}// work in progress\n`;
    repo.write('src/a.js', edited);
    const { code, stderr } = await cli(repo.root, ['review', '--commit', 'HEAD', '--fix']);
    expect(code).toBe(0);
    expect(readFileSync(path.join(repo.root, 'src/a.js'), 'utf8')).toBe(edited);
    expect(stderr).toContain('not fixed src/a.js:2: it has uncommitted edits the review of commit ');
    expect(stderr).toContain('--fix: 0 suggestion(s) written, 2 refused');
  });

  it('fixes a committed file the working tree still matches', async () => {
    repo = new TempRepo();
    repo.write('src/a.js', START).commit('start');
    repo.write('src/a.js', TWO_BUFFERS).commit('buffers');
    const { stderr } = await cli(repo.root, ['review', '--commit', 'HEAD', '--fix']);
    expect(stderr).toContain('--fix: 2 suggestion(s) written, 0 refused');
    expect(readFileSync(path.join(repo.root, 'src/a.js'), 'utf8')).not.toContain('new Buffer');
  });

  it('is refused with --pr, naming the fix, before anything is read', async () => {
    repo = new TempRepo();
    const { code, stderr } = await cli(repo.root, ['review', '--pr', 'octo/app#1', '--fix']);
    expect(code).toBe(2);
    expect(stderr).toContain(
      '--fix writes to a local working tree: drop --pr and run prlens review --fix in a local clone',
    );
  });

  it('is refused with --preview and in prlens demo', async () => {
    repo = new TempRepo();
    expect((await cli(repo.root, ['review', '--preview', '--fix'])).stderr).toContain(
      '--fix has nothing to write',
    );
    expect((await cli(repo.root, ['demo', '--fix'])).code).toBe(2);
  });
});
