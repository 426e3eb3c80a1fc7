/**
 * Issue 20's bar, kept: on the corpus of commits (tests/fixtures/static-corpus), every static finding
 * has a recorded verdict and at least half of those outside tests are true problems.
 */
import { describe, expect, it } from 'vitest';
import { formatPrecision, measureStaticPrecision } from '../../bench/static-precision.js';

describe('static-lens precision on the corpus', () => {
  it('has a verdict for every finding and is at least 50% precise outside tests', async () => {
    const result = await measureStaticPrecision();
    expect(
      result.unjudged.map((f) => f.key),
      formatPrecision(result),
    ).toEqual([]);
    expect(result.outsideTests.total).toBeGreaterThan(0);
    expect(result.outsideTests.precision!, formatPrecision(result)).toBeGreaterThanOrEqual(0.5);
    // Every true problem of the corpus is still found (precision must not come from finding less).
    const truths = result.findings.filter((f) => f.verdict === 'true').map((f) => f.case);
    expect(truths.sort()).toEqual(
      [
        'flask-yaml-config',
        'express-git-log',
        'gin-sql-sprintf',
        'jackson-sql-concat',
        'jackson-string-identity',
        'pip-shell-true',
      ].sort(),
    );
  });
});
