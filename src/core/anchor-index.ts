/**
 * The line index as anchoring reads it: prepared once per file (whitespace-free text, the two
 * numberings of its context lines) and reused for every finding on that file.
 *
 * Built only for files that receive claims, and light (issue 16: a 100,000-line change indexed
 * and anchored in a few times what `git diff` takes): a line's whitespace-free text is made only
 * when a tier reads it, and the whitespace-equal lookup goes through a hash of that text computed
 * without making it, in typed arrays rather than a string-keyed map with a list per line.
 */
import { compactHash, compactOf } from './anchor-quote.js';
import type { IndexedLine, LineIndex } from './line-index.js';
import type { Side } from './types.js';

/** One line of the file as anchoring reads it. */
export class Entry implements IndexedLine {
  /** Word tokens, counted on first use by the resemblance tier. */
  tokens: Map<string, number> | undefined = undefined;
  private compactText: string | undefined = undefined;

  constructor(
    readonly side: Side,
    readonly line: number,
    readonly text: string,
    readonly kind: IndexedLine['kind'],
    readonly hunk: number,
  ) {}

  /** The text without any whitespace, made on first use. */
  get compact(): string {
    return (this.compactText ??= compactOf(this.text));
  }
}

export interface Prepared {
  /** Each physical line once: RIGHT for added and context lines, LEFT for deleted lines. */
  physical: Entry[];
  sides: Record<Side, Entry[]>;
  /** Both numbers of every context line, in file order: how one side's numbering maps to the other. */
  pairs: Record<Side, Int32Array>;
}

const cache = new WeakMap<LineIndex, Prepared>();

/** The prepared form of `index`, built on first use. Linear in the file's diff lines. */
export function prepareIndex(index: LineIndex): Prepared {
  let prepared = cache.get(index);
  if (!prepared) {
    const right = index.lines('RIGHT').map(entryOf);
    const left = index.lines('LEFT').map(entryOf);
    const physical = right.slice();
    for (const e of left) if (e.kind === 'del') physical.push(e);
    prepared = { physical, sides: { RIGHT: right, LEFT: left }, pairs: pairsOf(right, left) };
    cache.set(index, prepared);
  }
  return prepared;
}

function entryOf(l: IndexedLine): Entry {
  return new Entry(l.side, l.line, l.text, l.kind, l.hunk);
}

/** The k-th context line on RIGHT is the k-th on LEFT: the same physical line, both numbers. */
function pairsOf(right: readonly Entry[], left: readonly Entry[]): Record<Side, Int32Array> {
  const contexts = (side: readonly Entry[]) => side.filter((e) => e.kind === 'context').map((e) => e.line);
  const r = contexts(right);
  const l = contexts(left);
  // Both sides always hold the same context lines; fall back to RIGHT's number should they not.
  return { RIGHT: Int32Array.from(r), LEFT: Int32Array.from(r, (n, k) => l[k] ?? n) };
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
      hashes: new Int32Array(n),
      heads: new Int32Array(size).fill(-1),
      next: new Int32Array(n),
      mask: size - 1,
    };
    // Inserted last to first, so that each chain runs in file order.
    for (let i = n - 1; i >= 0; i--) {
      const h = compactHash(prepared.physical[i]!.text);
      const bucket = h & table.mask;
      table.hashes[i] = h;
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
    if (table.hashes[i] === h && e.compact === compact) found.push(e);
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
