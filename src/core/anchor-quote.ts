/**
 * Reading a model's quote: the fences, backticks, line numbers, diff markers and ellipses models
 * wrap around the line they mean, and the small text measures the anchoring tiers compare with.
 */
import type { Side } from './types.js';

const FENCE = /^\s*(```|~~~)/;
const BACKTICKS = /^\s*(`+)(.*)\1\s*$/;
// `42: x`, `42 | x`, `L42 x`, `L42: x`, `  42  +x` (a line number column as in a rendered diff).
// `(17) - x` is how the review prompt shows a deleted line's old number (src/review/model/plan/render.ts).
const LINE_NUMBER = /^\s*(?:L\d+(?:\s*[:|]\s?|\s+)|\d+\s*[:|]\s?|\(?\d+\)?\s+(?=[-+ ]))/;
const ELLIPSIS = /^\s*(?:\.\.\.|…)\s*|\s*(?:\.\.\.|…)\s*$/g;

const unwrap = (l: string): string => BACKTICKS.exec(l)?.[2] ?? l;
const unnumber = (l: string): string => l.replace(LINE_NUMBER, '');
const unmark = (l: string): string => (/^[-+ ]/.test(l) ? l.slice(1) : l);
const unelide = (l: string): string => l.replace(ELLIPSIS, '');

/**
 * Readings of the quote, most literal first: each is the quote's lines with decorations removed.
 * As strips in order: [], [unwrap], [unwrap, unnumber], [unwrap, unmark], [unwrap, unnumber, unmark],
 * [unwrap, unnumber, unmark, unelide]. They share their first steps, so each line is stripped once
 * per step (readingsOfLine) rather than once per reading: anchoring reads thousands of quotes.
 */
const READING_COUNT = 6;

/** One line's six readings, and the marker each stripped (only readings 3-5 strip one). */
function readingsOfLine(l: string): { texts: string[]; markers: Array<Side | null> } {
  const w = unwrap(l);
  const wn = unnumber(w);
  const wnm = unmark(wn);
  return {
    texts: [l, w, wn, unmark(w), wnm, unelide(wnm)],
    markers: [null, null, null, markerBefore(w), markerBefore(wn), markerBefore(wn)],
  };
}

/** One reading of a quote: its lines with some decorations removed. */
export interface QuoteReading {
  lines: string[];
  /** Per line, the side its stripped diff marker named (`+` RIGHT, `-` LEFT); null when none was stripped. */
  markers: Array<Side | null>;
}

/** The readings of a quoted anchor, most literal first, each a list of lines with the decorations removed. */
export function quoteReadings(anchor: string): QuoteReading[] {
  const lines = anchor
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !FENCE.test(l));
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) return [];
  const perLine = lines.map(readingsOfLine);
  const seen = new Set<string>();
  const readings: QuoteReading[] = [];
  for (let r = 0; r < READING_COUNT; r++) {
    const reading = perLine.map((p) => p.texts[r]!);
    const key = reading.join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    readings.push({ lines: reading, markers: perLine.map((p) => p.markers[r]!) });
  }
  return readings;
}

/** The side named by the diff marker that unmark would strip from `line`, if any. */
function markerBefore(line: string): Side | null {
  return line.startsWith('+') ? 'RIGHT' : line.startsWith('-') ? 'LEFT' : null;
}

/** The text without any whitespace. */
export function compactOf(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Whether the UTF-16 code unit `c` is one that `\s` matches (the ECMAScript WhiteSpace and LineTerminator sets). */
export function isSpace(c: number): boolean {
  if (c < 0xa0) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

// As an int32 (the same bits), so that the hash stays a small integer in V8 rather than a double.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * A 32-bit hash of `compactOf(text)`, computed without making that string: texts equal once
 * whitespace is dropped hash alike. FNV-1a over UTF-16 code units (http://www.isthe.com/chongo/tech/comp/fnv/).
 */
export function compactHash(text: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Printable ASCII and the space, nearly every code unit of code, without a branch on the space:
    // code has one every few characters, and mispredicting them cost 5-20% of the hashing.
    if ((c - 0x20) >>> 0 < 0x5f) {
      const space = (c - 0x21) >> 31; // all ones for 0x20, else 0
      h = (h & space) | (Math.imul(h ^ c, FNV_PRIME) & ~space);
    } else if (!isSpace(c)) h = Math.imul(h ^ c, FNV_PRIME);
  }
  return h;
}

/**
 * compactHash of each text, in one pass over the texts joined by newlines: a diff's lines are
 * slices of one large string, and reading one flat string, without touching each slice again, is
 * what makes indexing a 100,000-line change cheap. Texts holding a newline themselves
 * (never a diff's lines) are hashed one by one.
 */
export function compactHashes(texts: readonly string[]): Int32Array {
  const hashes = new Int32Array(texts.length);
  if (texts.length === 0) return hashes;
  const last = texts.length - 1;
  if (hashJoined(texts.join('\n'), hashes) === last) {
    hashes[last] = compactHash(texts[last]!);
    return hashes;
  }
  for (let j = 0; j < texts.length; j++) hashes[j] = compactHash(texts[j]!);
  return hashes;
}

/**
 * Stores the hash of each newline-ended line of `joined` in `hashes` (as far as it reaches);
 * returns the number of newlines. Nothing follows the loop: V8 compiles a long loop while it runs
 * (OSR), before code after it has run, and such code without type feedback sent later calls back
 * to the interpreter (dozens of deoptimisations a run on the 100k-line bench).
 */
function hashJoined(joined: string, hashes: Int32Array): number {
  let k = 0;
  let h = FNV_OFFSET;
  for (let i = 0; i < joined.length; i++) {
    const c = joined.charCodeAt(i);
    // As in compactHash: no branch on the space.
    if ((c - 0x20) >>> 0 < 0x5f) {
      const space = (c - 0x21) >> 31;
      h = (h & space) | (Math.imul(h ^ c, FNV_PRIME) & ~space);
    } else if (c === 0x0a) {
      if (k < hashes.length) hashes[k] = h;
      k++;
      h = FNV_OFFSET;
    } else if (!isSpace(c)) h = Math.imul(h ^ c, FNV_PRIME);
  }
  return k;
}

/** Word tokens of a line and how often each occurs. */
export function tokenCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of text.match(/[\w$]+/g) ?? []) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Dice coefficient of two token multisets: 1 for the same tokens, 0 for none in common. */
export function dice(a: Map<string, number>, b: Map<string, number>): number {
  let total = 0;
  let common = 0;
  for (const n of a.values()) total += n;
  for (const [t, n] of b) {
    total += n;
    common += Math.min(n, a.get(t) ?? 0);
  }
  return total === 0 ? 0 : (2 * common) / total;
}
