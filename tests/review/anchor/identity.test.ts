/**
 * A finding's identity follows the code: the side of the line it is on, the file's name after a
 * rename, and the side on which the quoted lines are one block.
 */
import { describe, expect, it } from 'vitest';
import { anchorClaim } from '../../../src/core/anchor.js';
import { buildLineIndex } from '../../../src/core/line-index.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import type { ParsedFinding } from '../../../src/review/model/exec/model-output.js';
import { anchorFinding, UnitIndexes } from '../../../src/review/model/anchor/anchor-findings.js';
import type { ReviewUnit } from '../../../src/review/model/plan/types.js';

function claim(overrides: Partial<ParsedFinding>): ParsedFinding {
  return {
    path: 'src/a.js',
    line: null,
    start_line: null,
    side: null,
    severity: 'high',
    category: 'security',
    lens: 'security',
    title: 'eval of input',
    body: 'b',
    suggestion: null,
    anchor: 'return eval(input);',
    confidence: 0.9,
    ...overrides,
  };
}

const unitOf = (paths: string[]): ReviewUnit => ({
  id: 'u1',
  files: paths.map((path) => ({ path, hunks: [0] })),
  estimatedTokens: 0,
});

describe('the fingerprint says the side', () => {
  // The fixing push: the flagged line is deleted, a safe one added.
  const files = parseUnifiedDiff(
    [
      'diff --git a/src/a.js b/src/a.js',
      '--- a/src/a.js',
      '+++ b/src/a.js',
      '@@ -1,3 +1,3 @@',
      ' export function run(input) {',
      '-  return eval(input);',
      '+  return JSON.parse(input);',
      ' }',
      '',
    ].join('\n'),
  );

  it('a finding on the deleted copy of a line is not the finding on that line at the head', () => {
    const indexes = new UnitIndexes(files);
    const left = anchorFinding(claim({ side: 'LEFT', line: 2 }), unitOf(['src/a.js']), indexes).finding;
    expect(left).toMatchObject({ side: 'LEFT', line: 2, anchored: true });
    // What the thread on the head's `  return eval(input);` recorded (a RIGHT finding, before the fix).
    const before = parseUnifiedDiff(
      [
        'diff --git a/src/a.js b/src/a.js',
        '--- a/src/a.js',
        '+++ b/src/a.js',
        '@@ -1,2 +1,3 @@',
        ' export function run(input) {',
        '+  return eval(input);',
        ' }',
        '',
      ].join('\n'),
    );
    const right = anchorFinding(claim({}), unitOf(['src/a.js']), new UnitIndexes(before)).finding;
    expect(right).toMatchObject({ side: 'RIGHT', line: 2, anchored: true });
    expect(left.fingerprint).not.toBe(right.fingerprint);
  });
});

describe('a renamed file', () => {
  const files = parseUnifiedDiff(
    [
      'diff --git a/src/old.js b/src/new.js',
      'similarity index 80%',
      'rename from src/old.js',
      'rename to src/new.js',
      '--- a/src/old.js',
      '+++ b/src/new.js',
      '@@ -1,3 +1,3 @@',
      ' export function run(input) {',
      '-  return eval(input);',
      '+  return evaluate(input);',
      ' }',
      '',
    ].join('\n'),
  );

  it('a finding filed under the old path is pinned to the new path', () => {
    const { finding, reason } = anchorFinding(
      claim({ path: 'src/old.js', anchor: '  return eval(input);' }),
      unitOf(['src/new.js']),
      new UnitIndexes(files),
    );
    expect(reason).toBeNull();
    expect(finding).toMatchObject({ path: 'src/new.js', side: 'LEFT', line: 2, anchored: true });
  });
});

describe('a multi-line quote of context lines', () => {
  // Old lines 1-2 are consecutive on LEFT; on RIGHT an added line sits between them.
  const [file] = parseUnifiedDiff(
    [
      'diff --git a/src/a.js b/src/a.js',
      '--- a/src/a.js',
      '+++ b/src/a.js',
      '@@ -1,3 +1,4 @@',
      ' const total = sum(items);',
      '+log(total);',
      ' return total / items.length;',
      ' }',
      '',
    ].join('\n'),
  );

  it('is pinned as a range on the side where the quoted lines are consecutive', () => {
    const result = anchorClaim(
      { anchor: 'const total = sum(items);\nreturn total / items.length;' },
      buildLineIndex(file!),
    );
    expect(result).toMatchObject({ anchored: true, side: 'LEFT', start_line: 1, line: 2 });
  });

  it('on both sides consecutive: RIGHT, where GitHub shows the head', () => {
    const result = anchorClaim({ anchor: 'return total / items.length;\n}' }, buildLineIndex(file!));
    expect(result).toMatchObject({ anchored: true, side: 'RIGHT', start_line: 3, line: 4 });
  });
});
