import { describe, expect, it } from 'vitest';
import {
  notReviewedWarnings,
  planGapWarning,
} from '../../../src/review/stages/model-lenses/coverage-warnings.js';
import type { CoverageGap } from '../../../src/review/model/plan/plan-coverage.js';

describe('coverage warnings', () => {
  it('says nothing when the plan covers every hunk once per lens', () => {
    expect(planGapWarning([])).toBeNull();
    expect(notReviewedWarnings([])).toEqual([]);
  });

  it('sums up sixty planning gaps in one warning with a count and three examples', () => {
    const gaps: CoverageGap[] = Array.from({ length: 60 }, (_, i) => ({
      lens: ['security', 'docs'][i % 2]!,
      path: `src/m${i}.ts`,
      hunk: 0,
      count: 0,
    }));
    gaps.push({ lens: 'tests', path: 'ghost.ts', hunk: 3, count: 1, unknown: true });
    expect(planGapWarning(gaps)).toBe(
      'coverage: 61 hunk/lens pairs not planned exactly once (src/m0.ts hunk 0 for security (planned 0×), ' +
        'src/m1.ts hunk 0 for docs (planned 0×), src/m2.ts hunk 0 for security (planned 0×) and 58 more); ' +
        'the review is incomplete',
    );
    expect(planGapWarning(gaps.slice(-1))).toContain('ghost.ts hunk 3 for tests (not in the change)');
  });

  it('gives one line per cause, naming every lens and a few files, whichever call failed', () => {
    const gaps = [
      ...['a.ts', 'b.ts', 'c.ts', 'd.ts'].flatMap((path, i) =>
        ['security', 'docs'].map((lens) => ({ path, lens, reason: `call u${i}:${lens} failed: 500` })),
      ),
      { path: 'e.ts', lens: 'tests', reason: 'skipped: max-review-tokens (10) reached' },
    ];
    expect(notReviewedWarnings(gaps)).toEqual([
      'not reviewed: 4 files (a.ts, b.ts, c.ts and 1 more) through 2 lenses (security, docs): failed: 500',
      'not reviewed: 1 file (e.ts) through 1 lens (tests): skipped: max-review-tokens (10) reached',
    ]);
  });
});
