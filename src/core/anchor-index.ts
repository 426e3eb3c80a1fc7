/**
 * The line index as anchoring reads it: prepared once per file (whitespace-free text, the two
 * numberings of its context lines) and reused for every finding on that file.
 */
import { compactOf } from './anchor-quote.js';
import type { IndexedLine, LineIndex } from './line-index.js';
import type { Side } from './types.js';

export interface Entry extends IndexedLine {
  /** The text without any whitespace. */
  compact: string;
  /** Word tokens, counted on first use by the resemblance tier. */
  tokens?: Map<string, number>;
}

export interface Prepared {
  /** Each physical line once: RIGHT for added and context lines, LEFT for deleted lines. */
  physical: Entry[];
  sides: Record<Side, Entry[]>;
  /** Both numbers of every context line, in file order: how one side's numbering maps to the other. */
  pairs: Array<Record<Side, number>>;
}

const cache = new WeakMap<LineIndex, Prepared>();

/** The prepared form of `index`, built on first use. */
export function prepareIndex(index: LineIndex): Prepared {
  let prepared = cache.get(index);
  if (!prepared) {
    const entries = (side: Side) =>
      index.lines(side).map((l): Entry => ({ ...l, compact: compactOf(l.text) }));
    const sides = { RIGHT: entries('RIGHT'), LEFT: entries('LEFT') };
    // The k-th context line on RIGHT is the k-th on LEFT: the same physical line, both numbers.
    const context = (side: Side) => sides[side].filter((e) => e.kind === 'context');
    const left = context('LEFT');
    const pairs = context('RIGHT').map((r, k) => ({ RIGHT: r.line, LEFT: left[k]?.line ?? r.line }));
    prepared = { physical: [...sides.RIGHT, ...sides.LEFT.filter((e) => e.kind === 'del')], sides, pairs };
    cache.set(index, prepared);
  }
  return prepared;
}

/**
 * A line number of one side in the other side's numbering, by the offset at the nearest context
 * line at or before it (context lines carry both numbers); unchanged when the diff has none.
 */
export function translate(line: number, from: Side, to: Side, prepared: Prepared): number {
  const pairs = prepared.pairs;
  let lo = 0;
  let hi = pairs.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pairs[mid]![from] <= line) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const pair = pairs[Math.max(at, 0)];
  return pair ? line - pair[from] + pair[to] : line;
}
