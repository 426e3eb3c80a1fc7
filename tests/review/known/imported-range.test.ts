/**
 * A tool's result names a line range, and the range is the tool's word, not a fact: `endLine: 1e12`
 * (issue 42 point 7) made the placing look up every number from start to end, a loop that ran until
 * the runner killed it. The work of placing results must be bounded by the diff, whatever the range:
 * the diff's lines read once, then a constant number of lookups a result.
 * The index here counts its lookups and stops the test when they pass a budget, so the test counts
 * work instead of timing it.
 */
import { describe, expect, it } from 'vitest';
import { buildLineIndex, type LineIndex } from '../../../src/core/line-index.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import type { ImportedResult } from '../../../src/ingest/imported.js';
import { diffPlacer } from '../../../src/review/stages/imported/imported-findings.js';

const [FILE] = parseUnifiedDiff(
  [
    'diff --git a/src/a.js b/src/a.js',
    '--- a/src/a.js',
    '+++ b/src/a.js',
    '@@ -1,2 +1,4 @@',
    ' const a = 1;',
    '+const b = eval(x);',
    '+const c = 3;',
    ' const d = 4;',
    '@@ -40,1 +42,2 @@',
    ' const y = 1;',
    '+const z = eval(y);',
    '',
  ].join('\n'),
);

/** The real index of FILE, counting each line it hands out or looks up; past `budget` it throws. */
function countingIndex(budget: number): { index: LineIndex; work: () => number } {
  const real = buildLineIndex(FILE!);
  let work = 0;
  const spend = (n: number) => {
    work += n;
    if (work > budget) throw new Error(`placing one result took more than ${budget} line lookups`);
  };
  const index: LineIndex = {
    path: real.path,
    lines: (side) => {
      const lines = real.lines(side);
      spend(lines.length);
      return lines;
    },
    get: (side, line) => {
      spend(1);
      return real.get(side, line);
    },
    check: (location) => {
      spend(2);
      return real.check(location);
    },
  };
  return { index, work: () => work };
}

function result(startLine: number, endLine: number): ImportedResult {
  return {
    tool: 'Semgrep',
    ruleId: 'js.eval',
    level: 'error',
    message: 'eval',
    helpUri: null,
    uri: 'src/a.js',
    startLine,
    endLine,
    fixes: [],
    related: [],
    baseline: null,
  };
}

describe('imported result ranges', () => {
  it('a SARIF region with endLine 1e12 is placed with work bounded by the diff, not by the range', () => {
    const { index, work } = countingIndex(100);
    expect(diffPlacer(index)(result(2, 1e12), 'added')).toEqual({
      line: 2,
      start_line: null,
      anchor: 'const b = eval(x);',
    });
    expect(work()).toBeLessThanOrEqual(3 * FILE!.hunks.flatMap((h) => h.lines).length);
  });

  it('10,000 results spanning the whole file → the diff read once, then at most 3 lookups a result', () => {
    const { index, work } = countingIndex(Number.MAX_SAFE_INTEGER);
    const place = diffPlacer(index);
    const rightLines = index.lines('RIGHT').length;
    for (let i = 0; i < 10_000; i++) expect(place(result(1 + (i % 43), 1e12), 'added')).not.toBeNull();
    expect(work()).toBeLessThanOrEqual(2 * rightLines + 3 * 10_000);
  });

  it('a huge range starting below the diff still lands on its first added line', () => {
    const { index } = countingIndex(100);
    expect(diffPlacer(index)(result(30, Number.MAX_SAFE_INTEGER), 'added')).toMatchObject({ line: 43 });
    expect(diffPlacer(index)(result(1, 2 ** 40), 'diff_context')).toMatchObject({ line: 1 });
  });

  it('a range inside one hunk stays a range; one past every added line is off the diff', () => {
    const { index } = countingIndex(100);
    expect(diffPlacer(index)(result(2, 3), 'added')).toEqual({
      line: 3,
      start_line: 2,
      anchor: 'const c = 3;',
    });
    expect(diffPlacer(index)(result(44, 1e12), 'added')).toBeNull();
  });
});
