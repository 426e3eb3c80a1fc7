import { describe, expect, it } from 'vitest';
import type { Clock, Workspace } from '../../../src/core/ports.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { prefetchContents, prefetchWarning, runDeadline } from '../../../src/review/select/prefetch.js';
import { runContext } from '../../../src/review/run-context.js';

/** A diff of `path` with `changed` modified lines. */
const diff = (path: string, changed = 1) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,${changed} +1,${changed} @@\n` +
  `${'-old\n'.repeat(changed)}${'+new\n'.repeat(changed)}`;

/** A clock whose time moves only when a read moves it. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  return {
    now: () => now,
    sleep: () => Promise.resolve(),
    advance: (ms) => (now += ms),
  };
}

function workspace(onRead: (path: string) => void = () => undefined): Workspace & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    readFile(path) {
      reads.push(path);
      onRead(path);
      return Promise.resolve('export const run = (input: string): unknown => eval(input);\n');
    },
    searchCode: () => Promise.resolve([]),
  };
}

describe('prefetchContents', () => {
  it('reads at most maxReads files, the most changed first, and names the rest', async () => {
    const files = parseUnifiedDiff(
      [diff('a.ts', 1), diff('b.ts', 5), diff('c.ts', 3), diff('d.ts', 2)].join(''),
    );
    const ws = workspace();
    const result = await prefetchContents(files, ws, 'HEAD', { clock: manualClock(), maxReads: 2 });
    expect(ws.reads.sort()).toEqual(['b.ts', 'c.ts']);
    expect(result.skipped).toEqual([
      { path: 'd.ts', reason: 'read-budget' },
      { path: 'a.ts', reason: 'read-budget' },
    ]);
    expect([...result.contents.keys()].sort()).toEqual(['b.ts', 'c.ts']);
  });

  it('starts no read once the deadline has passed', async () => {
    const files = parseUnifiedDiff(Array.from({ length: 6 }, (_, i) => diff(`f${i}.ts`)).join(''));
    const clock = manualClock();
    const ws = workspace(() => clock.advance(400));
    const result = await prefetchContents(files, ws, 'HEAD', { clock, deadline: 1_000, concurrency: 1 });
    expect(ws.reads).toHaveLength(3); // at 0, 400 and 800 ms
    expect(result.skipped.map((s) => s.reason)).toEqual(['deadline', 'deadline', 'deadline']);
  });

  it('starts no read at exactly the deadline', async () => {
    const files = parseUnifiedDiff(Array.from({ length: 4 }, (_, i) => diff(`f${i}.ts`)).join(''));
    const clock = manualClock();
    const ws = workspace(() => clock.advance(500));
    const result = await prefetchContents(files, ws, 'HEAD', { clock, deadline: 1_000, concurrency: 1 });
    expect(ws.reads).toHaveLength(2); // at 0 and 500 ms; the third would start at 1,000 ms
    expect(result.skipped.map((s) => s.reason)).toEqual(['deadline', 'deadline']);
  });

  it('says what was not read, why, and what that cost the review', () => {
    const skipped = [
      ...Array.from({ length: 12 }, (_, i) => ({ path: `s${i}.ts`, reason: 'read-budget' as const })),
      { path: 'late.ts', reason: 'deadline' as const },
    ];
    expect(prefetchWarning(skipped, { maxReads: 300, maxReviewSeconds: 60 }, false)).toBe(
      "13 file(s) not read, so they were not reviewed: 12 past the budget of 300 file reads a run (GitHub's " +
        'rate limit), 1 after max-review-seconds (60) ran out; s0.ts, s1.ts, s2.ts, s3.ts, s4.ts, s5.ts, ' +
        's6.ts, s7.ts, s8.ts, s9.ts and 3 more',
    );
    expect(prefetchWarning([], {}, true)).toBeNull();
  });

  it('runDeadline counts from the start of the run; 0 means none', () => {
    expect(runDeadline(5_000, 30)).toBe(35_000);
    expect(runDeadline(5_000, 0)).toBe(Infinity);
  });
});

describe('runPipeline within the run limits', () => {
  const settings = {
    include: [],
    exclude: [],
    maxFileChangedLines: 5000,
    minSeverity: 'low' as const,
    minConfidence: 0,
  };

  it('over the read budget without a model: incomplete, the unread files excluded with the reason, the rest reviewed', async () => {
    const files = parseUnifiedDiff(Array.from({ length: 5 }, (_, i) => diff(`src/f${i}.ts`)).join(''));
    const result = await runPipeline({
      context: runContext({ clock: manualClock(), logger: createMemoryLogger() }),
      change: { files, workspace: workspace(), headRef: 'HEAD' },
      settings,
      limits: { maxFileReads: 2, deadline: Infinity },
    });
    expect(result.incomplete).toBe(true);
    expect(result.kept.map((f) => f.path)).toHaveLength(2);
    expect(result.excluded.filter((e) => e.reason.startsWith('not read'))).toHaveLength(3);
    expect(result.warnings.join('\n')).toMatch(
      /3 file\(s\) not read, so they were not reviewed: 3 past the budget of 2 file reads/,
    );
    expect(new Set(result.findings.map((f) => f.path)).size).toBe(2);
  });
});
