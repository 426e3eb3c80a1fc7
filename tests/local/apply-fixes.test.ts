import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFixes } from '../../src/local/apply-fixes.js';
import type { Finding } from '../../src/core/types.js';
import { finding } from '../support/finding.js';
import { TempRepo, tempDir } from '../support/repo.js';

const FILE = 'line1\nline2\nline3\nline4\nline5\n';

/** A prlens rule's own fix that its check verified: the only kind --fix writes. */
function verified(overrides: Partial<Finding>): Finding {
  return finding({
    path: 'a.txt',
    lens: 'static',
    rule: 'some-rule',
    suggestion_rule: 'some-rule',
    suggestion_check: 'verified',
    suggestion_reason: 'ok',
    ...overrides,
  });
}

describe('applyFixes', () => {
  let repo: TempRepo;
  afterEach(() => repo.remove());

  function setUp(): TempRepo {
    repo = new TempRepo();
    repo.write('a.txt', FILE).commit('start');
    return repo;
  }
  const read = (file: string) => readFileSync(path.join(repo.root, file), 'utf8');

  it('writes only verified suggestions: parses, broken and unchecked ones stay out', async () => {
    setUp();
    const result = await applyFixes({
      root: repo.root,
      headRef: null,
      findings: [
        verified({ line: 1, suggestion: 'ONE' }),
        verified({ line: 2, suggestion: 'TWO', suggestion_check: 'parses' }),
        verified({ line: 3, suggestion: 'THREE', suggestion_check: 'broken' }),
        verified({ line: 4, suggestion: 'FOUR', suggestion_check: 'unchecked' }),
      ],
    });
    expect(read('a.txt')).toBe('ONE\nline2\nline3\nline4\nline5\n');
    expect(result.applied.map((f) => f.line)).toEqual([1]);
  });

  it("never writes a model's or another tool's code, even when a report calls it verified", async () => {
    setUp();
    const result = await applyFixes({
      root: repo.root,
      headRef: null,
      findings: [
        // A model's suggestion merged into a rule's finding (issue 42, point 3).
        verified({
          line: 1,
          lens: 'static+security',
          suggestion: 'fetch(x + process.env)',
          suggestion_rule: undefined,
        }),
        // Another tool's SARIF fix for a rule prlens never runs.
        verified({
          line: 2,
          lens: 'eslint',
          rule: 'no-magic-numbers',
          suggestion: 'TWO',
          suggestion_rule: undefined,
        }),
        // A fix that names a rule other than the finding's.
        verified({ line: 3, suggestion: 'THREE', suggestion_rule: 'other-rule' }),
      ],
    });
    expect(read('a.txt')).toBe(FILE);
    expect(result.applied).toEqual([]);
  });

  it('refuses two suggestions on overlapping lines and still applies the others', async () => {
    setUp();
    const result = await applyFixes({
      root: repo.root,
      headRef: null,
      findings: [
        verified({ start_line: 2, line: 3, suggestion: 'TWO-THREE' }),
        verified({ line: 3, suggestion: 'THREE' }),
        verified({ start_line: 4, line: 5, suggestion: 'X\nY\nZ' }),
        verified({ line: 1, suggestion: '' }),
      ],
    });
    expect(read('a.txt')).toBe('line2\nline3\nX\nY\nZ\n');
    expect(result.refused.map((r) => r.line).sort()).toEqual([3, 3]);
    expect(result.refused[0]?.reason).toContain('overlaps another suggestion');
  });

  it('never writes through a symlink, to a file or to a directory outside the repository', async () => {
    setUp();
    const outside = tempDir();
    writeFileSync(path.join(outside, 'b.txt'), FILE);
    symlinkSync('a.txt', path.join(repo.root, 'link.txt'));
    symlinkSync(outside, path.join(repo.root, 'out'));
    const result = await applyFixes({
      root: repo.root,
      headRef: null,
      findings: [
        verified({ path: 'link.txt', line: 1, suggestion: 'LINKED' }),
        verified({ path: 'out/b.txt', line: 1, suggestion: 'ESCAPED' }),
        verified({ path: '../a.txt', line: 1, suggestion: 'UP' }),
      ],
    });
    expect(read('a.txt')).toBe(FILE);
    expect(readFileSync(path.join(outside, 'b.txt'), 'utf8')).toBe(FILE);
    expect(result.applied).toEqual([]);
    expect(result.refused.map((r) => `${r.path}: ${r.reason}`)).toEqual([
      '../a.txt: not written: cannot read "../a.txt": not a path relative to the repository root',
      'link.txt: not written: it is a symlink, and a fix never follows one',
      'out/b.txt: not written: a symlinked directory leads outside the repository',
    ]);
  });

  it('refuses a file that differs from the revision the review read, and writes one that matches', async () => {
    setUp();
    mkdirSync(path.join(repo.root, 'd'));
    repo.write('d/b.txt', FILE).commit('second');
    repo.write('a.txt', `${FILE}line6\n`);
    const result = await applyFixes({
      root: repo.root,
      headRef: 'HEAD',
      findings: [
        verified({ line: 1, suggestion: 'ONE' }),
        verified({ path: 'd/b.txt', line: 1, suggestion: 'ONE' }),
      ],
    });
    expect(read('a.txt')).toBe(`${FILE}line6\n`);
    expect(read('d/b.txt')).toBe('ONE\nline2\nline3\nline4\nline5\n');
    expect(result.refused).toEqual([
      expect.objectContaining({ path: 'a.txt', reason: expect.stringContaining('uncommitted edits') }),
    ]);
  });
});
