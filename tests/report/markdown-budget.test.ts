import { describe, expect, it } from 'vitest';
import type { Layout } from '../../src/report/markdown-budget.js';
import { fitToLimit, hardCut } from '../../src/report/markdown-budget.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { completeReport, finding } from './fixtures.js';
import { detailsTags } from './markdown-structure.js';

/** A stand-in renderer whose length per layout is known, to test the staging on its own. */
function sizedRender(sizes: Record<Layout['level'], number>, perShown: number) {
  const calls: Layout[] = [];
  const render = (layout: Layout): string => {
    calls.push(layout);
    const size =
      layout.level === 'list-only' ? sizes['list-only'] + perShown * layout.shown : sizes[layout.level];
    return `${layout.level}:${layout.shown}:`.padEnd(size, '.');
  };
  return { render, calls };
}

describe('fitToLimit', () => {
  it('returns the full rendering when it fits', () => {
    const { render } = sizedRender({ full: 100, 'no-low-bodies': 80, 'no-bodies': 60, 'list-only': 10 }, 5);
    expect(fitToLimit(render, 8, 100)).toMatch(/^full:8:/);
  });

  it('drops low-severity bodies first, then all bodies, then lists only', () => {
    const { render } = sizedRender({ full: 100, 'no-low-bodies': 80, 'no-bodies': 60, 'list-only': 10 }, 5);
    expect(fitToLimit(render, 8, 99)).toMatch(/^no-low-bodies:8:/);
    expect(fitToLimit(render, 8, 79)).toMatch(/^no-bodies:8:/);
    expect(fitToLimit(render, 8, 59)).toMatch(/^list-only:8:/);
  });

  it('lists as many findings as fit when even the full list is too long', () => {
    const { render } = sizedRender(
      { full: 1000, 'no-low-bodies': 900, 'no-bodies': 800, 'list-only': 10 },
      5,
    );
    const text = fitToLimit(render, 100, 37);
    expect(text).toMatch(/^list-only:5:/);
    expect(text).toHaveLength(35);
  });

  it('cuts the text, within the limit, when not even an empty list fits', () => {
    const { render } = sizedRender(
      { full: 1000, 'no-low-bodies': 900, 'no-bodies': 800, 'list-only': 500 },
      5,
    );
    for (const limit of [0, 1, 20, 60, 200, 499]) {
      expect(fitToLimit(render, 3, limit).length).toBeLessThanOrEqual(limit);
    }
    expect(fitToLimit(render, 3, 200)).toContain('(truncated: the full review is in the report)');
  });

  it('bisects instead of trying every count', () => {
    const { render, calls } = sizedRender(
      { full: 1e6, 'no-low-bodies': 1e6, 'no-bodies': 1e6, 'list-only': 10 },
      5,
    );
    fitToLimit(render, 10_000, 5_000);
    expect(calls.length).toBeLessThan(30);
  });
});

describe('hardCut', () => {
  it('never splits a surrogate pair', () => {
    const cut = hardCut('ab😀cd', 3);
    expect(cut).toBe('ab');
  });

  it('leaves short text alone', () => {
    expect(hardCut('short', 5)).toBe('short');
  });
});

describe('renderMarkdown under a small limit', () => {
  const report = completeReport();
  const full = renderMarkdown(report, { maxChars: 1_000_000 });

  it('never exceeds maxChars, from the full length down to almost nothing', () => {
    for (let limit = full.length; limit >= 0; limit -= 7) {
      const md = renderMarkdown(report, { maxChars: limit });
      expect(md.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps <details> blocks whole at every stage', () => {
    for (let limit = full.length; limit >= 800; limit -= 13) {
      expect(() => detailsTags(renderMarkdown(report, { maxChars: limit })), `limit ${limit}`).not.toThrow();
    }
  });

  it('drops the body of the low finding before any other body', () => {
    const md = renderMarkdown(report, { maxChars: full.length - 1 });
    expect(full).toContain('says nothing about what it holds');
    expect(md).not.toContain('says nothing about what it holds');
    expect(md).toContain('Unclear variable name');
    expect(md).toContain('The error escapes the try block.');
    expect(md).toContain('Suggested change:');
  });

  it('then drops every body but keeps every title', () => {
    const withoutLow = renderMarkdown(report, { maxChars: full.length - 1 });
    const md = renderMarkdown(report, { maxChars: withoutLow.length - 1 });
    expect(md).not.toContain('The error escapes the try block.');
    expect(md).not.toContain('Suggested change:');
    expect(md).toContain('Rejected promise is not awaited');
    expect(md).toContain('<details');
  });

  it('ends with a list of the most severe findings and a count of the rest', () => {
    // Room for the status, the coverage line and the table, and a list of the most severe only.
    const md = renderMarkdown(report, { maxChars: 950 });
    expect(md).toContain('- 🟣 **critical** `src/db/query.ts:10-14` User input is concatenated into SQL');
    expect(md).toMatch(/- _\d+ more findings? in the report\._/);
    expect(md).toContain('Route has no authorisation check');
    expect(md).not.toContain('<details');
    expect(md).not.toContain('Unclear variable name');
  });

  it('keeps the incomplete warning even in the leanest layout', () => {
    const incomplete = { ...report, incomplete: true, warnings: ['deadline reached'] };
    expect(renderMarkdown(incomplete, { maxChars: 700 })).toContain(
      '**Incomplete review:** deadline reached',
    );
  });

  it('lists hundreds of findings within the limit, counting those left out', () => {
    const many = completeReport();
    many.findings = Array.from({ length: 500 }, (_, i) =>
      finding({ path: `src/m${i}.ts`, line: 1, title: `Issue ${i}` }),
    );
    const md = renderMarkdown(many, { maxChars: 5_000 });
    const listed = md.match(/^- \S+ \*\*(critical|high|medium|low)\*\* /gm)?.length ?? 0;
    const more = Number(/- _(\d+) more findings in the report\._/.exec(md)?.[1]);
    expect(md.length).toBeLessThanOrEqual(5_000);
    expect(listed).toBeGreaterThan(10);
    expect(listed + more).toBe(501);
  });
});
