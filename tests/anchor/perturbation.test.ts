import { beforeAll, describe, expect, it } from 'vitest';
import { loadMovedDiffs } from './moved-diffs.js';
import { loadRealDiffs } from './real-diffs.js';
import { KINDS, runSuite, sum, type SuiteResult, type Tally } from './perturb.js';

describe('anchoring perturbation suite on real diffs (typescript lib files, moved library code)', () => {
  let result: SuiteResult;
  let unique: Tally;
  // About 42,000 anchorClaim calls and eleven `git diff` runs: seconds, more on a loaded machine.
  beforeAll(() => {
    result = runSuite([...loadRealDiffs(), ...loadMovedDiffs()]);
    unique = sum(result.unique);
  });

  it('pins at least 99.5% of 2,000+ perturbed claims on lines with unique text to the true line', () => {
    expect(unique.total).toBeGreaterThanOrEqual(2000);
    expect(unique.exact / unique.total).toBeGreaterThanOrEqual(0.995);
  });

  it('covers every perturbation kind with real claims', () => {
    for (const kind of KINDS) expect(result.unique[kind].total, kind).toBeGreaterThan(100);
  });

  it('never pins a claim on a unique line to other text, and misses no unique or moved line', () => {
    expect(unique.wrongText).toBe(0);
    expect(result.examples).toEqual([]);
  });

  it('pins moved and re-indented lines, whose copies marker, side or indentation tell apart (issue 14)', () => {
    const moved = sum(result.moved);
    expect(result.targets.moved).toBeGreaterThanOrEqual(200);
    for (const kind of KINDS.filter((k) => k !== 'partial'))
      expect(result.moved[kind].total, kind).toBeGreaterThan(100);
    expect(moved.exact / moved.total).toBeGreaterThanOrEqual(0.995);
    expect(moved.wrongText).toBe(0);
  });

  it('keeps duplicated lines (`}`, repeated declarations) on a line with the same text', () => {
    // Which copy is meant is legitimately ambiguous; landing on different text would be a real miss.
    const ambiguous = sum(result.ambiguous);
    expect(ambiguous.total).toBeGreaterThan(0);
    expect(ambiguous.wrongText).toBe(0);
  });

  it('leaves quotes of lines outside the diff unanchored', () => {
    expect(result.outside.total).toBeGreaterThan(100);
    expect(result.outside.anchored / result.outside.total).toBeLessThanOrEqual(0.01);
  });
});
