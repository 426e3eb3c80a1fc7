/**
 * The ast-grep binding frees a parsed tree and its node wrappers in finalizers that Node runs from
 * the event loop (setImmediate), never while code goes on through resolved promises. The static
 * lens awaits only such promises between files, so before it let the loop turn, the garbage of
 * every file of a change stayed until the lens ended: the CLI on Damn-Vulnerable-GraphQL-Application's
 * whole tree peaked at 6.5 GB resident. A check here counts the turns the loop took between files.
 */
import { describe, expect, it } from 'vitest';
import type { FileCheck } from '../../src/static/checks/check.js';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import type { StaticFile } from '../../src/static/static-file.js';

/** A check of `.probe` files that records, per file, how many queued event-loop callbacks have run. */
function turnProbe() {
  const seen: Array<[string, number]> = [];
  let turns = 0;
  const check: FileCheck = {
    language: 'probe',
    rules: [],
    covers: (path) => path.endsWith('.probe'),
    run: (_content, path) => {
      seen.push([path ?? '', turns]);
      // Queued as the binding queues its finalizers: runs only once the event loop turns.
      setImmediate(() => turns++);
      return [];
    },
  };
  return { check, seen };
}

const probeFile = (path: string): StaticFile => ({ path, content: 'x\n', changedLines: new Set([1]) });

describe('between files the static lens lets the event loop turn', () => {
  it('runs what the previous file queued on the event loop before the next file is read', async () => {
    const { check, seen } = turnProbe();
    const compiled = { ...(await compileStaticRules()), checks: [check] };
    await runStaticRules([probeFile('a.probe'), probeFile('b.probe'), probeFile('c.probe')], { compiled });
    expect(seen).toEqual([
      ['a.probe', 0],
      ['b.probe', 1],
      ['c.probe', 2],
    ]);
  });

  it('still stops at the deadline between files, naming the files left unread', async () => {
    const { check, seen } = turnProbe();
    const compiled = { ...(await compileStaticRules()), checks: [check] };
    let now = 0;
    const clock = { now: () => now++, sleep: () => Promise.resolve() };
    const result = await runStaticRules([probeFile('a.probe'), probeFile('b.probe'), probeFile('c.probe')], {
      compiled,
      deadline: { at: 2, clock },
    });
    expect(seen.map(([path]) => path)).toEqual(['a.probe', 'b.probe']);
    expect(result.unread).toEqual(['c.probe']);
  });
});
