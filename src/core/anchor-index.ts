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

/**
 * The prepared form of `index`, built on first use. Linear in the file's diff lines and built only
 * for files that receive claims: each line's whitespace-free text is computed once (a context line's
 * two entries share it) and the number pairs only when a claim needs a line translated.
 */
export function prepareIndex(index: LineIndex): Prepared {
  let prepared = cache.get(index);
  if (!prepared) {
    const right = index.lines('RIGHT');
    const left = index.lines('LEFT');
    const sides: Record<Side, Entry[]> = {
      RIGHT: new Array<Entry>(right.length),
      LEFT: new Array<Entry>(left.length),
    };
    const physical: Entry[] = [];
    // The k-th context line on RIGHT is the k-th on LEFT: the same physical line, so the same text.
    const contextCompacts: string[] = [];
    for (let i = 0; i < right.length; i++) {
      const l = right[i]!;
      const e = entryOf(l, compactOf(l.text));
      if (l.kind === 'context') contextCompacts.push(e.compact);
      sides.RIGHT[i] = e;
      physical.push(e);
    }
    let k = 0;
    for (let i = 0; i < left.length; i++) {
      const l = left[i]!;
      const shared = l.kind === 'context' ? contextCompacts[k++] : undefined;
      const e = entryOf(l, shared ?? compactOf(l.text));
      sides.LEFT[i] = e;
      if (l.kind === 'del') physical.push(e);
    }
    prepared = { physical, sides, pairs: pairsOf(sides) };
    cache.set(index, prepared);
  }
  return prepared;
}

/** One entry, always in the same shape (a literal, not a spread: this runs once per diff line). */
function entryOf(l: IndexedLine, compact: string): Entry {
  return { side: l.side, line: l.line, text: l.text, kind: l.kind, hunk: l.hunk, compact, tokens: undefined };
}

/** Both numbers of every context line, in file order: how one side's numbering maps to the other. */
function pairsOf(sides: Record<Side, Entry[]>): Array<Record<Side, number>> {
  const pairs: Array<Record<Side, number>> = [];
  const left = sides.LEFT;
  let j = 0;
  for (const r of sides.RIGHT) {
    if (r.kind !== 'context') continue;
    while (j < left.length && left[j]!.kind !== 'context') j++;
    pairs.push({ RIGHT: r.line, LEFT: left[j]?.line ?? r.line });
    j++;
  }
  return pairs;
}

const compactMaps = new WeakMap<Prepared, Map<string, Entry[]>>();

/**
 * The physical lines by their whitespace-free text, each list in file order; built on the first
 * lookup. One map for the file instead of a pass over every line per claim.
 */
export function byCompact(prepared: Prepared): ReadonlyMap<string, readonly Entry[]> {
  let map = compactMaps.get(prepared);
  if (!map) {
    map = new Map();
    for (const e of prepared.physical) {
      const list = map.get(e.compact);
      if (list) list.push(e);
      else map.set(e.compact, [e]);
    }
    compactMaps.set(prepared, map);
  }
  return map;
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
