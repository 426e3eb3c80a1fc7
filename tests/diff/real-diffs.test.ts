/**
 * Real diffs nobody here wrote: this repository's history and `git diff --no-index` between package
 * versions already installed in node_modules. The parser must agree with git's numstat and with the
 * real files line by line.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FileDiff } from '../../src/core/types.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import type { Agreement } from './git-oracle.js';
import {
  DIFF_FLAGS,
  compareWithGit,
  describeAgreement,
  git,
  parseNumstatZ,
  readBlobs,
} from './git-oracle.js';

const repoRoot = git(fileURLToPath(new URL('.', import.meta.url)), ['rev-parse', '--show-toplevel']).trim();
const EMPTY_TREE = git(repoRoot, ['hash-object', '-t', 'tree', '/dev/null']).trim();
/** Enough history to exercise the parser without making the suite slow as the repo grows. */
const MAX_COMMITS = 150;

function sum(results: Agreement[]): Agreement {
  return results.reduce((acc, a) => ({
    files: acc.files + a.files,
    filesMatched: acc.filesMatched + a.filesMatched,
    additions: acc.additions + a.additions,
    deletions: acc.deletions + a.deletions,
    countsMatched: acc.countsMatched + a.countsMatched,
    linesChecked: acc.linesChecked + a.linesChecked,
    problems: [...acc.problems, ...a.problems],
  }));
}

describe('parser against git on real diffs', () => {
  it('agrees with git on every commit of this repository against its first parent', () => {
    const commits = git(repoRoot, ['rev-list', `--max-count=${MAX_COMMITS}`, 'HEAD'])
      .trim()
      .split('\n');
    const results = commits.map((commit) => {
      // A root commit, or one whose parent a shallow clone lacks, is diffed against the empty tree.
      const parentOut = git(repoRoot, ['rev-parse', '--verify', '--quiet', `${commit}^1`]).trim();
      const parent = parentOut === '' ? EMPTY_TREE : parentOut;
      const files = parseUnifiedDiff(git(repoRoot, [...DIFF_FLAGS, parent, commit]));
      const numstat = parseNumstatZ(git(repoRoot, [...DIFF_FLAGS, '--numstat', '-z', parent, commit]));
      const spec = (side: 'old' | 'new', f: FileDiff) =>
        side === 'old' ? `${parent}:${f.oldPath}` : `${commit}:${f.path}`;
      const blobs = readBlobs(repoRoot, [
        ...files.filter((f) => f.deletions > 0 || f.hunks.length > 0).map((f) => spec('old', f)),
        ...files.filter((f) => f.additions > 0 || f.hunks.length > 0).map((f) => spec('new', f)),
      ]);
      return compareWithGit(files, numstat, (side, f) => blobs.get(spec(side, f)) ?? null);
    });
    const total = sum(results);
    console.info(describeAgreement(`repo history (${commits.length} commits)`, total));
    expect(total.problems).toEqual([]);
    expect(total.filesMatched).toBeGreaterThan(0);
    expect(total.linesChecked).toBeGreaterThan(0);
  });

  const pairs: Array<[string, string]> = [
    ['node_modules/eslint/node_modules/ajv', 'node_modules/ajv'],
    ['node_modules/minimatch', 'node_modules/@typescript-eslint/typescript-estree/node_modules/minimatch'],
    [
      'node_modules/brace-expansion',
      'node_modules/@typescript-eslint/typescript-estree/node_modules/brace-expansion',
    ],
    ['node_modules/ignore', 'node_modules/@typescript-eslint/eslint-plugin/node_modules/ignore'],
    ['node_modules/typescript/lib/lib.es5.d.ts', 'node_modules/typescript/lib/lib.es2015.core.d.ts'],
    ['node_modules/typescript/lib/lib.es2020.intl.d.ts', 'node_modules/typescript/lib/lib.es2021.intl.d.ts'],
  ];

  it('agrees with git diff --no-index between installed package versions', () => {
    const present = pairs.filter(
      ([a, b]) => existsSync(path.join(repoRoot, a)) && existsSync(path.join(repoRoot, b)),
    );
    // The lockfile pins these versions; if it changes, pick new pairs rather than test nothing.
    expect(present.length).toBeGreaterThanOrEqual(3);
    const read = (side: 'old' | 'new', f: FileDiff) => {
      const p = side === 'old' ? f.oldPath : f.path;
      return existsSync(path.join(repoRoot, p)) ? readFileSync(path.join(repoRoot, p), 'utf8') : null;
    };
    const results = present.map(([a, b]) => {
      const files = parseUnifiedDiff(git(repoRoot, [...DIFF_FLAGS, '--no-index', a, b]));
      const numstat = parseNumstatZ(git(repoRoot, [...DIFF_FLAGS, '--no-index', '--numstat', '-z', a, b]));
      const agreement = compareWithGit(files, numstat, read);
      console.info(describeAgreement(`${a} -> ${b}`, agreement));
      return agreement;
    });
    const total = sum(results);
    console.info(describeAgreement(`node_modules pairs (${present.length})`, total));
    expect(total.problems).toEqual([]);
    expect(total.linesChecked).toBeGreaterThan(10_000);
  });
});
