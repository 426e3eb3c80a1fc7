/**
 * The line index finds lines by binary search over each side's lines in file order, which ascend
 * in any diff git writes; a diff whose hunks are out of order must still find every line.
 */
import { describe, expect, it } from 'vitest';
import { parsePatch } from '../diff/parse.js';
import { buildLineIndex } from './line-index.js';

const index = (patch: string) => buildLineIndex(parsePatch({ path: 'a.ts', status: 'modified', patch }));

const IN_ORDER = ['@@ -1,2 +1,2 @@', ' a', '-b', '+B', '@@ -10,2 +10,2 @@', ' j', '-k', '+K'].join('\n');
// The same hunks, the later one first: GitHub never sends this, but a pasted diff could.
const OUT_OF_ORDER = ['@@ -10,2 +10,2 @@', ' j', '-k', '+K', '@@ -1,2 +1,2 @@', ' a', '-b', '+B'].join('\n');

describe('buildLineIndex', () => {
  for (const [name, patch] of [
    ['in order', IN_ORDER],
    ['out of order', OUT_OF_ORDER],
  ] as const) {
    it(`finds every line of hunks ${name}, and none outside them`, () => {
      const ix = index(patch);
      expect([1, 2, 10, 11].map((n) => ix.get('RIGHT', n)?.text)).toEqual(['a', 'B', 'j', 'K']);
      expect([1, 2, 10, 11].map((n) => ix.get('LEFT', n)?.text)).toEqual(['a', 'b', 'j', 'k']);
      expect([0, 3, 9, 12].map((n) => ix.get('RIGHT', n))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(ix.check({ side: 'RIGHT', line: 2, start_line: 1 })).toEqual({ ok: true });
      expect(ix.check({ side: 'RIGHT', line: 10, start_line: 2 })).toMatchObject({ ok: false });
    });
  }

  it('reads the file when first asked, not when built', () => {
    const file = parsePatch({ path: 'a.ts', status: 'modified', patch: IN_ORDER });
    const ix = buildLineIndex(file);
    // Hunks are never changed after parsing; this only shows that building costs nothing up front.
    file.hunks.pop();
    expect(ix.lines('RIGHT').map((l) => l.line)).toEqual([1, 2]);
  });
});
