/**
 * Anchoring: pins a finding to a real, commentable line of the diff from the text the model
 * quoted, never from the model's line arithmetic (models miscount lines, mix old and new
 * numbering and pick the wrong side; GitHub rejects the whole review for one bad line).
 *
 * Tiers, strongest first, each tried with the quote as written and then with the decorations
 * models add removed (fences, backticks, `42:`/`42 |`/`L42` prefixes, `+`/`-` markers, `...`):
 *   exact      – a diff line's text equals the quote;
 *   whitespace – equal once all whitespace is ignored;
 *   substring  – the quote is part of exactly one line (at least MIN_SUBSTRING characters);
 *   nearest    – several lines hold the quote, or a line is a close paraphrase of it: the one
 *                nearest the claimed line wins.
 * Among matching lines changed lines (add/del) win over context lines, because reviews are about
 * the change; several equal matches go to the one closest to the claimed line (ties: the claimed
 * side, then RIGHT). With no claimed line and several equal matches the claim stays unanchored:
 * a wrong inline comment is worse than a finding listed in the summary.
 */
import { compactOf, dice, quoteVariants, tokenCounts } from './anchor-quote.js';
import type { IndexedLine, LineIndex } from './line-index.js';
import type { Side } from './types.js';

export interface AnchorClaim {
  anchor: string;
  line?: number | null;
  start_line?: number | null;
  side?: Side | null;
}

export type AnchorMethod = 'exact' | 'whitespace' | 'substring' | 'nearest';

export type AnchorResult =
  | {
      anchored: true;
      side: Side;
      line: number;
      start_line: number | null;
      /** Verbatim text of the anchored line as it stands in the diff. */
      anchor: string;
      method: AnchorMethod;
    }
  | { anchored: false; reason: string };

/** Shortest quote (in non-space characters) trusted as a substring: shorter ones match by accident. */
export const MIN_SUBSTRING = 4;
/** Word-token similarity (Dice) a paraphrased quote needs before the nearest tier considers a line. */
export const MIN_SIMILARITY = 0.9;
/** How far from the claimed line a mere resemblance may be: beyond it, claim and text disagree. */
export const NEAR_WINDOW = 10;

/** A place a quote can go: one line, or a block ending at `end`. */
interface Candidate {
  end: Entry;
  start: Entry | null;
  changed: boolean;
  /** Equal to the quote only once whitespace is ignored: loses ties to a verbatim match. */
  loose: boolean;
}

interface Hint {
  line: number | null;
  side: Side | null;
}

type Choice = { pick: Candidate; byDistance: boolean } | { ambiguous: number } | null;

/** Pins a model's claimed finding location to a commentable line of `index`, or says why it cannot. */
export function anchorClaim(claim: AnchorClaim, index: LineIndex): AnchorResult {
  const prepared = prepareIndex(index);
  const variants = quoteVariants(claim.anchor);
  if (variants.length === 0) return { anchored: false, reason: `empty anchor quote for ${index.path}` };
  const hint: Hint = { line: positive(claim.line), side: claim.side ?? null };

  const multi = (variants[0]?.length ?? 0) > 1;
  const firsts = variants.map((v) => v[0] ?? '');
  const outcome = multi
    ? (anchorBlock(variants, prepared, hint) ?? anchorEachLine(variants, prepared, hint))
    : anchorSingle(firsts, prepared, hint);
  if ('reason' in outcome) {
    return { anchored: false, reason: `${outcome.reason} in ${index.path}: ${preview(claim.anchor)}` };
  }

  const { pick, method } = outcome;
  const range = pick.start
    ? { start_line: pick.start.line, line: pick.end.line }
    : keepClaimedRange(pick.end, claim, prepared);
  return { anchored: true, side: pick.end.side, ...range, anchor: pick.end.text, method };
}

type Outcome = { pick: Candidate; method: AnchorMethod } | { reason: string };

function anchorSingle(quotes: string[], prepared: Prepared, hint: Hint): Outcome {
  let ambiguous = 0;
  const forms = quotes.map((q) => ({ q, c: compactOf(q) })).filter((f) => f.c !== '');
  // Verbatim and whitespace-equal lines compete as one tier: models trim indentation all the time,
  // so a re-indented copy at the claimed line beats a verbatim copy far away (think `}`).
  for (const f of forms) {
    const equal = prepared.physical.filter((e) => e.compact === f.c).map((e) => single(e, e.text !== f.q));
    const choice = choose(equal, hint);
    if (choice && 'pick' in choice)
      return { pick: choice.pick, method: choice.pick.loose ? 'whitespace' : 'exact' };
    if (choice) ambiguous = Math.max(ambiguous, choice.ambiguous);
  }
  for (const f of forms) {
    if (f.c.length < MIN_SUBSTRING) continue;
    const parts = prepared.physical.filter((e) => containsWhole(e, f.c, false)).map((e) => single(e));
    const choice = choose(parts, hint);
    if (choice && 'pick' in choice)
      return { pick: choice.pick, method: choice.byDistance ? 'nearest' : 'substring' };
    if (choice) ambiguous = Math.max(ambiguous, choice.ambiguous);
  }
  if (ambiguous > 0) return { reason: `quote matches ${ambiguous} lines equally and no line was claimed` };
  return resemblance(forms, prepared, hint);
}

/**
 * Last tier: the line most like the quote (a paraphrase, a truncated word, a line the quote runs
 * past). Weak text evidence, so with a claimed line only lines within NEAR_WINDOW of it count:
 * structurally alike lines (`values(): Iterator<A>` / `values(): Iterator<B>`) are everywhere.
 */
function resemblance(forms: Array<{ q: string; c: string }>, prepared: Prepared, hint: Hint): Outcome {
  let best: Candidate[] = [];
  let bestScore = MIN_SIMILARITY;
  for (const { q, c } of forms) {
    const tokens = tokenCounts(q);
    for (const e of prepared.physical) {
      if (hint.line !== null && Math.abs(e.line - hint.line) > NEAR_WINDOW) continue;
      // A quote cut mid-word at its end (`JSON.par...`) or running past a whole line still counts.
      const contains =
        (c.length >= MIN_SUBSTRING && containsWhole(e, c, true)) ||
        (e.compact.length >= 2 * MIN_SUBSTRING && c.includes(e.compact));
      const score = contains ? 1 : dice(tokens, (e.tokens ??= tokenCounts(e.text)));
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = [single(e)];
      } else if (score >= bestScore - 1e-9 && !best.some((b) => b.end === e)) {
        best.push(single(e));
      }
    }
  }
  const choice = choose(best, hint);
  if (choice && 'pick' in choice) return { pick: choice.pick, method: 'nearest' };
  if (choice) return { reason: `quote resembles ${choice.ambiguous} lines equally and no line was claimed` };
  return { reason: 'quote not found in the diff' };
}

const WORD = /[\w$]/;

/**
 * Whether the whitespace-free `needle` occurs in the line without cutting an identifier at its
 * start (or its end, unless `tailCut`): `subscribe(` is no part of `unsubscribe(`. Boundaries are
 * judged in the line's real text, where whitespace still separates words.
 */
function containsWhole(e: Entry, needle: string, tailCut: boolean): boolean {
  const headIsWord = WORD.test(needle[0] ?? '');
  const tailIsWord = WORD.test(needle[needle.length - 1] ?? '');
  for (let at = e.compact.indexOf(needle); at !== -1; at = e.compact.indexOf(needle, at + 1)) {
    const first = textIndex(e.text, at);
    const last = textIndex(e.text, at + needle.length - 1);
    const cutsHead = headIsWord && WORD.test(e.text[first - 1] ?? '');
    const cutsTail = !tailCut && tailIsWord && WORD.test(e.text[last + 1] ?? '');
    if (!cutsHead && !cutsTail) return true;
  }
  return false;
}

/** Position in `text` of its `k`-th non-whitespace character. */
function textIndex(text: string, k: number): number {
  let seen = -1;
  for (let i = 0; i < text.length; i++) {
    if (!/\s/.test(text[i]!) && ++seen === k) return i;
  }
  return text.length;
}

/** A quote of several lines: the block of consecutive lines of one hunk, on one side, that holds it. */
function anchorBlock(variants: string[][], prepared: Prepared, hint: Hint): Outcome | undefined {
  const tiers: Array<{ method: AnchorMethod; match: (q: string, e: Entry) => boolean }> = [
    { method: 'exact', match: (q, e) => e.text === q },
    { method: 'whitespace', match: (q, e) => e.compact === compactOf(q) },
    { method: 'substring', match: (q, e) => e.compact.includes(compactOf(q)) },
  ];
  for (const tier of tiers) {
    for (const quote of variants) {
      if (tier.method === 'substring' && compactOf(quote.join('')).length < MIN_SUBSTRING) continue;
      const blocks: Candidate[] = [];
      for (const side of ['RIGHT', 'LEFT'] as const)
        blocks.push(...findBlocks(quote, prepared.sides[side], tier.match));
      const choice = choose(blocks, hint);
      if (choice && 'pick' in choice) {
        const method = tier.method === 'substring' && choice.byDistance ? 'nearest' : tier.method;
        return { pick: choice.pick, method };
      }
    }
  }
  return undefined;
}

function findBlocks(
  quote: string[],
  seq: readonly Entry[],
  match: (q: string, e: Entry) => boolean,
): Candidate[] {
  const found: Candidate[] = [];
  const k = quote.length;
  // O(lines × quote lines) at worst; a mismatch on the first line ends most starts at once.
  for (let i = 0; i + k <= seq.length; i++) {
    const first = seq[i]!;
    let changed = false;
    let ok = true;
    for (let j = 0; j < k && ok; j++) {
      const e = seq[i + j]!;
      ok = e.hunk === first.hunk && match(quote[j]!, e);
      changed ||= e.kind !== 'context';
    }
    // A block of context lines only is found on RIGHT too; RIGHT is where GitHub shows it.
    if (ok && (first.side === 'RIGHT' || changed))
      found.push({ end: seq[i + k - 1]!, start: first, changed, loose: false });
  }
  return found;
}

/** A quote that is no single block (e.g. a deleted line and its replacement): the best-pinned line. */
function anchorEachLine(variants: string[][], prepared: Prepared, hint: Hint): Outcome {
  const rank: Record<AnchorMethod, number> = { exact: 0, whitespace: 1, substring: 2, nearest: 3 };
  let best: Outcome = { reason: 'no quoted line found in the diff' };
  const lineCount = variants[0]?.length ?? 0;
  for (let j = 0; j < lineCount; j++) {
    const quotes = variants.map((v) => v[j] ?? '');
    if (quotes.every((q) => compactOf(q) === '')) continue;
    const outcome = anchorSingle(quotes, prepared, hint);
    // Later lines win ties: a quoted range ends at the flagged line (often the new code).
    if ('pick' in outcome && (!('pick' in best) || rank[outcome.method] <= rank[best.method])) best = outcome;
  }
  return best;
}

function choose(candidates: Candidate[], hint: Hint): Choice {
  if (candidates.length === 0) return null;
  const changed = candidates.filter((c) => c.changed);
  const pool = changed.length > 0 ? changed : candidates;
  if (pool.length === 1) return { pick: pool[0]!, byDistance: false };
  const { line, side } = hint;
  if (line !== null) {
    const key = (c: Candidate) => [
      Math.abs(c.end.line - line),
      c.loose ? 1 : 0,
      c.end.side === side ? 0 : 1,
      c.end.side === 'RIGHT' ? 0 : 1,
      c.end.line,
    ];
    const sorted = [...pool].sort((a, b) => compareKeys(key(a), key(b)));
    return { pick: sorted[0]!, byDistance: true };
  }
  const verbatim = pool.filter((c) => !c.loose);
  if (verbatim.length === 1) return { pick: verbatim[0]!, byDistance: false };
  const onSide = (verbatim.length > 0 ? verbatim : pool).filter((c) => c.end.side === side);
  if (onSide.length === 1) return { pick: onSide[0]!, byDistance: false };
  return { ambiguous: pool.length };
}

/**
 * Keeps the length of a claimed range around the anchored line, clamped to that line's hunk.
 * The quote is taken as the range's last line (the flagged line) unless it is exactly the claimed
 * start: claimed numbers are often off, and a guess from distances would flip ranges at random.
 */
function keepClaimedRange(
  at: Entry,
  claim: AnchorClaim,
  prepared: Prepared,
): { start_line: number | null; line: number } {
  const claimedEnd = positive(claim.line);
  const claimedStart = positive(claim.start_line);
  if (claimedEnd === null || claimedStart === null || claimedStart >= claimedEnd) {
    return { start_line: null, line: at.line };
  }
  const length = claimedEnd - claimedStart;
  const hunk = prepared.sides[at.side].filter((e) => e.hunk === at.hunk).map((e) => e.line);
  const [min, max] = [Math.min(...hunk), Math.max(...hunk)];
  const quotedIsStart = at.line === claimedStart;
  const start = quotedIsStart ? at.line : Math.max(at.line - length, min);
  const end = quotedIsStart ? Math.min(at.line + length, max) : at.line;
  return { start_line: start < end ? start : null, line: end };
}

function single(e: Entry, loose = false): Candidate {
  return { end: e, start: null, changed: e.kind !== 'context', loose };
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function positive(n: number | null | undefined): number | null {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 57)}...` : flat);
}

// ---- the index, prepared once per file and reused for every finding on it ----

interface Entry extends IndexedLine {
  /** The text without any whitespace. */
  compact: string;
  /** Word tokens, counted on first use by the resemblance tier. */
  tokens?: Map<string, number>;
}

interface Prepared {
  /** Each physical line once: RIGHT for added and context lines, LEFT for deleted lines. */
  physical: Entry[];
  sides: Record<Side, Entry[]>;
}

const cache = new WeakMap<LineIndex, Prepared>();

function prepareIndex(index: LineIndex): Prepared {
  let prepared = cache.get(index);
  if (!prepared) {
    const entries = (side: Side) =>
      index.lines(side).map((l): Entry => ({ ...l, compact: compactOf(l.text) }));
    const sides = { RIGHT: entries('RIGHT'), LEFT: entries('LEFT') };
    prepared = { physical: [...sides.RIGHT, ...sides.LEFT.filter((e) => e.kind === 'del')], sides };
    cache.set(index, prepared);
  }
  return prepared;
}
