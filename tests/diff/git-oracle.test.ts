/** The oracle must be able to fail: these tests feed it wrong parses and wrong counts on purpose. */
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { compareWithGit, parseNumstatZ } from './git-oracle.js';

const OLD = 'a\nb\nc\n';
const NEW = 'a\nB\nc\nd';
const DIFF = [
  'diff --git a/f.txt b/f.txt',
  'index 1..2 100644',
  '--- a/f.txt',
  '+++ b/f.txt',
  '@@ -1,3 +1,4 @@',
  ' a',
  '-b',
  '+B',
  ' c',
  '+d',
  '\\ No newline at end of file',
  '',
].join('\n');
const read = (side: 'old' | 'new') => (side === 'old' ? OLD : NEW);

describe('git oracle', () => {
  it('parses numstat -z records for single paths, pairs and binaries', () => {
    expect(parseNumstatZ('2\t1\tf.txt\0-\t-\tbin\0' + '0\t0\t\0old name\0new name\0')).toEqual([
      { added: 2, deleted: 1, oldPath: 'f.txt', newPath: 'f.txt' },
      { added: null, deleted: null, oldPath: 'bin', newPath: 'bin' },
      { added: 0, deleted: 0, oldPath: 'old name', newPath: 'new name' },
    ]);
  });

  it('finds no problem when parse, numstat and files agree', () => {
    const agreement = compareWithGit(parseUnifiedDiff(DIFF), parseNumstatZ('2\t1\tf.txt\0'), read);
    expect(agreement).toMatchObject({
      files: 1,
      filesMatched: 1,
      countsMatched: 1,
      linesChecked: 7,
      problems: [],
    });
  });

  it('reports counts that differ from numstat', () => {
    const agreement = compareWithGit(parseUnifiedDiff(DIFF), parseNumstatZ('3\t1\tf.txt\0'), read);
    expect(agreement.problems).toEqual(['f.txt: parsed +2 -1 binary=false, numstat +3 -1']);
  });

  it('reports a line whose number is off by one', () => {
    const files = parseUnifiedDiff(DIFF);
    const added = files[0]!.hunks[0]!.lines[2]!;
    added.newLine = 3;
    const agreement = compareWithGit(files, parseNumstatZ('2\t1\tf.txt\0'), read);
    expect(agreement.problems.some((p) => p.startsWith('f.txt RIGHT 3: parsed "B", file has "c"'))).toBe(
      true,
    );
  });

  it('reports a missing noNewline mark and a file the parser missed', () => {
    const files = parseUnifiedDiff(DIFF);
    delete files[0]!.hunks[0]!.lines[4]!.noNewline;
    const agreement = compareWithGit(files, parseNumstatZ('2\t1\tf.txt\x000\t0\tother\0'), read);
    expect(agreement.problems).toContain('f.txt RIGHT 4: noNewline=false disagrees with the file');
    expect(agreement.problems).toContain('numstat file other -> other not parsed as such');
  });
});
