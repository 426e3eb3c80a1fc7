/**
 * The eval scorer's rules, one by one: file, ±3 lines, keyword in title or body, minimum severity,
 * each expectation matched once, forbidden claims, and the precision / recall / F0.5 arithmetic.
 */
import { describe, expect, it } from 'vitest';
import type { Expectation } from '../../evals/case.js';
import { matches, metrics, scoreCase, type ScoredFinding } from '../../evals/score.js';

const expected: Expectation = {
  file: 'src/db.ts',
  line: 20,
  keywords: ['injection', 'parameter'],
  min_severity: 'high',
  lens: 'security',
};

const finding = (over: Partial<ScoredFinding> = {}): ScoredFinding => ({
  path: 'src/db.ts',
  line: 20,
  severity: 'high',
  lens: 'security',
  title: 'SQL injection',
  body: 'The name is interpolated into the query.',
  ...over,
});

describe('a finding matches an expectation', () => {
  it('when file, line, keyword and severity all agree', () => {
    expect(matches(finding(), expected)).toBe(true);
  });

  it('only on the same file', () => {
    expect(matches(finding({ path: 'src/db2.ts' }), expected)).toBe(false);
    expect(matches(finding({ path: 'db.ts' }), expected)).toBe(false);
  });

  it('within 3 lines either way, not 4', () => {
    expect(matches(finding({ line: 17 }), expected)).toBe(true);
    expect(matches(finding({ line: 23 }), expected)).toBe(true);
    expect(matches(finding({ line: 16 }), expected)).toBe(false);
    expect(matches(finding({ line: 24 }), expected)).toBe(false);
  });

  it('when a keyword appears in the title or the body, in any case', () => {
    expect(matches(finding({ title: 'Unsafe query', body: 'Use a bound PARAMETER.' }), expected)).toBe(true);
    expect(matches(finding({ title: 'Injection risk', body: 'x' }), expected)).toBe(true);
    expect(matches(finding({ title: 'Unsafe query', body: 'Quote the value.' }), expected)).toBe(false);
  });

  it('when the severity is at least the minimum', () => {
    expect(matches(finding({ severity: 'critical' }), expected)).toBe(true);
    expect(matches(finding({ severity: 'medium' }), expected)).toBe(false);
    expect(matches(finding({ severity: 'low' }), { ...expected, min_severity: 'low' })).toBe(true);
  });
});

describe('scoring a case', () => {
  it('matches each expectation once: a second finding on the same bug is a false positive', () => {
    const score = scoreCase({ expected: [expected], forbidden: [] }, [finding(), finding({ line: 21 })]);
    expect(score.matches).toHaveLength(1);
    expect(score.falsePositives).toHaveLength(1);
    expect(score.total).toEqual({ tp: 1, fp: 1, fn: 0 });
  });

  it('finds the matching that covers the most expectations, whatever the order of findings', () => {
    const near = { ...expected, line: 22, keywords: ['parameter'] };
    // The first finding fits both expectations, the second only the first one.
    const both = finding({ line: 21, body: 'Use a parameter.' });
    const onlyFirst = finding({ line: 18, body: 'Injection.' });
    const score = scoreCase({ expected: [near, expected], forbidden: [] }, [both, onlyFirst]);
    expect(score.total).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('counts unmatched expectations as misses under their lens', () => {
    const score = scoreCase(
      { expected: [expected, { ...expected, lens: 'tests', line: 90 }], forbidden: [] },
      [finding()],
    );
    expect(score.missed.map((m) => m.line)).toEqual([90]);
    expect(score.byLens.security).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score.byLens.tests).toEqual({ tp: 0, fp: 0, fn: 1 });
  });

  it('counts a forbidden claim as a false positive even where it would match', () => {
    const c = {
      expected: [expected],
      forbidden: [
        { file: 'src/db.ts', line: 20, keywords: ['interpolated'], reason: 'it is a bound parameter' },
      ],
    };
    const score = scoreCase(c, [finding()]);
    expect(score.total).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(score.falsePositives[0]?.forbidden).toBe('it is a bound parameter');
  });

  it('applies a forbidden claim only to its file and lines', () => {
    const c = {
      expected: [],
      forbidden: [{ file: 'src/db.ts', line: 50, keywords: ['injection'], reason: 'bound parameter' }],
    };
    const score = scoreCase(c, [
      finding({ line: 20 }),
      finding({ line: 52 }),
      finding({ path: 'x.ts', line: 50 }),
    ]);
    expect(score.falsePositives.map((f) => f.forbidden)).toEqual([null, 'bound parameter', null]);
  });

  it('on a clean change, every finding is a false positive, booked under the finding’s lens', () => {
    const score = scoreCase({ expected: [], forbidden: [] }, [
      finding({ lens: 'docs' }),
      finding({ lens: 'static' }),
    ]);
    expect(score.total).toEqual({ tp: 0, fp: 2, fn: 0 });
    expect(score.byLens.docs?.fp).toBe(1);
    expect(score.byLens.static?.fp).toBe(1);
  });
});

describe('metrics', () => {
  it('computes precision, recall and F0.5', () => {
    const m = metrics({ tp: 3, fp: 1, fn: 3 });
    expect(m.precision).toBeCloseTo(0.75);
    expect(m.recall).toBeCloseTo(0.5);
    // (1 + 0.25) * 0.75 * 0.5 / (0.25 * 0.75 + 0.5) = 0.46875 / 0.6875
    expect(m.f05).toBeCloseTo(0.681818, 5);
  });

  it('weighs precision above recall', () => {
    expect(metrics({ tp: 1, fp: 0, fn: 1 }).f05!).toBeGreaterThan(metrics({ tp: 1, fp: 1, fn: 0 }).f05!);
  });

  it('is null where nothing can be divided, and 0 when nothing matched', () => {
    expect(metrics({ tp: 0, fp: 0, fn: 0 })).toEqual({ precision: null, recall: null, f05: null });
    expect(metrics({ tp: 0, fp: 2, fn: 0 })).toEqual({ precision: 0, recall: null, f05: null });
    expect(metrics({ tp: 0, fp: 1, fn: 1 })).toEqual({ precision: 0, recall: 0, f05: 0 });
  });
});
