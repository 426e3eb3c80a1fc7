/**
 * Real diffs nobody here wrote: a fixed sample of this repository's own commits and `git diff
 * --no-index` between package versions already installed in node_modules. The parser must agree with
 * git's numstat and with the real files line by line.
 *
 * The sample is pinned, not "the last N commits": a test whose cost grows with the history gets
 * slower with every commit (issue 46 point 9: it hit its limit on a busy 2-core machine).
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

/**
 * Commits of this repository chosen for what their diffs hold: the root commit (diffed against the
 * empty tree), renames with edits, deletions, binary files, the two largest text diffs, and one
 * commit in every thirty of the first-parent history up to the sample's making.
 */
const SAMPLE_COMMITS = [
  '941d496c93caceaceac1f7d68fb85a3d5a0a38f8', // root commit: 201 files added
  '52764dfc467bf326b60c082175981f65d7bbae66', // renames, a deletion, binary files
  'f782125b565e8f19e7750a8b9d1302209f795511', // 51 modified, 4 renamed, 31 binary
  '4e67ffc282570cd734fb9df67570028baa2c8288', // 6 renames
  '2da08aa816e0a7d1bfc313706e4f7fb876ccd3e6', // 37 added, 66 binary
  'beb3901059322fa4cacdae7f250dbec40668fc35', // renames
  '8a4d0c68495756d5f40ea26455e5f441dbe331f7', // renames
  'b04fe84b0a10b2fa15e478da26bbc3034fcf4fc5', // a rename beside 14 edits
  '70aad3a9579c1008386f445c72b1c168fa8d6de1', // 5 renames
  'd717dbddbc15c5707a0067017b38331f9a5d4aaf', // a deletion
  'c90e6e253b25b407ab66ed9c0881769f1e8e2bce', // 3 deleted, 14 renamed
  '3f1e080eecfe6545e6dd0f5eb9fdcbdf82f3a135', // a deletion
  '1370ce4d9b6fec6389484eaa2222fe73887c1f89', // a deletion
  'a1c05732698ee8573985611bc63a3c2efd1f12f1', // 161 KB of diff
  '13c255b3ba7c86d583a210838f128a05957673f2', // 241 KB of diff
  '957a94c16b57174819c24f9cf1d5af1180df4ed2',
  '0fff7d00cec2c1ad2eefaf795196d9e6883d93f6',
  '43646a0ce3b7cc79949bea80cfebb52c6aac5225',
  'dea657a096c9d9ec9e3359226ffb3d36c3cf2a48',
  'adedb2da50f8aa92eb04573c82efdc099b8bb182',
  '5eee03400788ec2f877959451d18644688209f2b',
  '6dddab6828f07ca10ff61f1dfda573ec25825df4',
  'ee370fe5d35bc7cb09ea5db8c929c80168fba96c',
  'afaf058b69b797c1993a782105213779d24cd5d5',
  '1dd2ae8d0fa47a5b38c4e9cbc420fdd6f64cc3d0',
  '2e64a6348fae37c610174ca96595b11e02736572',
] as const;

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
  it("agrees with git on a pinned sample of this repository's commits against their first parent", () => {
    const present = git(repoRoot, ['cat-file', '--batch-check'], undefined, SAMPLE_COMMITS.join('\n') + '\n');
    const missing = SAMPLE_COMMITS.filter((c) => !present.includes(`${c} commit`));
    // A shallow clone lacks them: say what to fetch rather than test less.
    expect(missing, 'commits missing from this clone: run `git fetch --unshallow`').toEqual([]);
    const commits = [...SAMPLE_COMMITS];
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
    console.info(describeAgreement(`pinned commits (${commits.length})`, total));
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
