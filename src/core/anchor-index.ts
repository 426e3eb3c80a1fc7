/**
 * The line index as anchoring reads it: prepared once per file (whitespace-free text, the two
 * numberings of its context lines) and reused for every finding on that file.
 *
 * Built only for files that receive claims, and light (a 100,000-line change indexed
 * and anchored in a few times what `git diff` takes): a line's whitespace-free text is made only
 * when a tier reads it, and the whitespace-equal lookup goes through a hash of that text computed
 * without making it, in typed arrays rather than a string-keyed map with a list per line.
 */
import { compactHash, compactHashes, compactOf, tokenCounts } from './anchor-quote.js';
import type { IndexedLine, LineIndex } from './line-index.js';
import type { Side } from './types.js';

/** One line of the file as anchoring reads it: the line index's own object, not a copy. */
export type Entry = IndexedLine;

export interface Prepared {
  /** Each physical line once: RIGHT for added and context lines, LEFT for deleted lines. */
  physical: readonly Entry[];
  sides: Record<Side, readonly Entry[]>;
  /** Both numbers of every context line, in file order: how one side's numbering maps to the other. */
  pairs: Record<Side, Int32Array>;
  /** The line's text without any whitespace, made on first use. */
  compact(e: Entry): string;
  /** The line's word tokens, counted on first use by the resemblance tier. */
  tokens(e: Entry): Map<string, number>;
}

const cache = new WeakMap<LineIndex, Prepared>();

/** The prepared form of `index`, built on first use. Linear in the file's diff lines. */
export function prepareIndex(index: LineIndex): Prepared {
  let prepared = cache.get(index);
  if (!prepared) {
    const right = index.lines('RIGHT');
    const left = index.lines('LEFT');
    const compacts = new Map<Entry, string>();
    const tokens = new Map<Entry, Map<string, number>>();
    prepared = {
      physical: right.concat(left.filter((e) => e.kind === 'del')),
      sides: { RIGHT: right, LEFT: left },
      pairs: pairsOf(right, left),
      compact: (e) => cached(compacts, e, () => compactOf(e.text)),
      tokens: (e) => cached(tokens, e, () => tokenCounts(e.text)),
    };
    cache.set(index, prepared);
  }
  return prepared;
}

function cached<V>(map: Map<Entry, V>, e: Entry, make: () => V): V {
  let value = map.get(e);
  if (value === undefined) {
    value = make();
    map.set(e, value);
  }
  return value;
}

/** The k-th context line on RIGHT is the k-th on LEFT: the same physical line, both numbers. */
function pairsOf(right: readonly Entry[], left: readonly Entry[]): Record<Side, Int32Array> {
  let count = 0;
  for (const e of right) if (e.kind === 'context') count++;
  const pairs = { RIGHT: new Int32Array(count), LEFT: new Int32Array(count) };
  let k = 0;
  for (const e of right) if (e.kind === 'context') pairs.RIGHT[k] = pairs.LEFT[k++] = e.line;
  k = 0;
  // Both sides always hold the same context lines; should they not, RIGHT's number stands.
  for (const e of left) if (e.kind === 'context' && k < count) pairs.LEFT[k++] = e.line;
  return pairs;
}

/** Open hashing over `physical`: heads of chains by bucket, each chain in file order. */
interface CompactTable {
  hashes: Int32Array;
  heads: Int32Array;
  next: Int32Array;
  mask: number;
}

const tables = new WeakMap<Prepared, CompactTable>();

function tableOf(prepared: Prepared): CompactTable {
  let table = tables.get(prepared);
  if (!table) {
    const n = prepared.physical.length;
    let size = 8;
    while (size < 2 * n) size *= 2;
    table = {
      hashes: compactHashes(prepared.physical.map((e) => e.text)),
      heads: new Int32Array(size).fill(-1),
      next: new Int32Array(n),
      mask: size - 1,
    };
    // Inserted last to first, so that each chain runs in file order.
    for (let i = n - 1; i >= 0; i--) {
      const bucket = table.hashes[i]! & table.mask;
      table.next[i] = table.heads[bucket]!;
      table.heads[bucket] = i;
    }
    tables.set(prepared, table);
  }
  return table;
}

/** The physical lines whose whitespace-free text is `compact`, in file order. */
export function linesWithCompact(prepared: Prepared, compact: string): Entry[] {
  const table = tableOf(prepared);
  const h = compactHash(compact);
  const found: Entry[] = [];
  for (let i = table.heads[h & table.mask]!; i !== -1; i = table.next[i]!) {
    const e = prepared.physical[i]!;
    if (table.hashes[i] === h && prepared.compact(e) === compact) found.push(e);
  }
  return found;
}

/**
 * A line number of one side in the other side's numbering, by the offset at the nearest context
 * line at or before it (context lines carry both numbers); unchanged when the diff has none.
 */
export function translate(line: number, from: Side, to: Side, prepared: Prepared): number {
  const own = prepared.pairs[from];
  let lo = 0;
  let hi = own.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (own[mid]! <= line) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (own.length === 0) return line;
  const k = Math.max(at, 0);
  return line - own[k]! + prepared.pairs[to][k]!;
}
