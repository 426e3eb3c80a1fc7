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
 * the change. Several equal matches are ranked by (without this, code moved into a closure, quoted
 * with its `+` and its new indentation, went to the deleted copy three lines closer):
 *   1. the quote verbatim, whitespace included, when it keeps its indentation (a trimmed quote
 *      equal to an unindented copy proves nothing: models trim all the time);
 *   2. the side the model named: a `+`/`-` marker on the quote, else the claim's `side`;
 *   3. the distance to the claimed line, measured in that side's numbering (a new-file claim is
 *      translated before it is compared with old-file lines, never compared as is);
 *   then a verbatim copy, then RIGHT. With no claimed line and nothing that decides, the claim
 * stays unanchored: a wrong inline comment is worse than a finding listed in the summary.
 */
import { compactOf, dice, quoteReadings, tokenCounts, type QuoteReading } from './anchor-quote.js';
import { linesWithCompact, prepareIndex, translate, type Entry, type Prepared } from './anchor-index.js';
import type { LineIndex } from './line-index.js';
import type { Side } from './types.js';

export interface AnchorClaim {
  anchor: string;
  line?: number | null;
  start_line?: number | null;
  side?: Side | null;
}

type AnchorMethod = 'exact' | 'whitespace' | 'substring' | 'nearest';

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
const MIN_SUBSTRING = 4;
/** Word-token similarity (Dice) a paraphrased quote needs before the nearest tier considers a line. */
const MIN_SIMILARITY = 0.9;
/** How far from the claimed line a mere resemblance may be: beyond it, claim and text disagree. */
const NEAR_WINDOW = 10;

/** A place a quote can go: one line, or a block ending at `end`. */
interface Candidate {
  end: Entry;
  start: Entry | null;
  changed: boolean;
  /** Equal to the quote only once whitespace is ignored: loses ties to a verbatim match. */
  loose: boolean;
}

/** What the claim says beside the quote's text. */
interface Claimed {
  line: number | null;
  side: Side | null;
}

/** How one reading of the quote points among equal matches. */
interface Hint {
  line: number | null;
  /** Numbering of `line`: the claimed side, else the marker's; null = unknown, compared as given. */
  numbering: Side | null;
  /** The side the model named: a diff marker on the quote, else the claim's `side`. */
  side: Side | null;
  /** The quote keeps its indentation, so a copy equal to it verbatim is evidence, not chance. */
  indented: boolean;
}

/** A single-line reading of the quote. */
interface Form {
  q: string;
  c: string;
  marker: Side | null;
}

type Choice = { pick: Candidate; byDistance: boolean } | { ambiguous: number } | null;

/** Pins a model's claimed finding location to a commentable line of `index`, or says why it cannot. */
export function anchorClaim(claim: AnchorClaim, index: LineIndex): AnchorResult {
  const prepared = prepareIndex(index);
  const readings = quoteReadings(claim.anchor);
  if (readings.length === 0) return { anchored: false, reason: `empty anchor quote for ${index.path}` };
  const claimed: Claimed = { line: positive(claim.line), side: claim.side ?? null };

  const multi = (readings[0]?.lines.length ?? 0) > 1;
  const outcome = multi
    ? (anchorBlock(readings, prepared, claimed) ?? anchorEachLine(readings, prepared, claimed))
    : anchorSingle(formsAt(readings, 0), prepared, claimed);
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

/** Line `j` of every reading, with the marker it had. */
function formsAt(readings: readonly QuoteReading[], j: number): Form[] {
  return readings
    .map((r) => ({ q: r.lines[j] ?? '', c: compactOf(r.lines[j] ?? ''), marker: r.markers[j] ?? null }))
    .filter((f) => f.c !== '');
}

/** The hint of one reading: its marker names the side, else the claim does. */
function hintOf(claimed: Claimed, marker: Side | null, quote: string): Hint {
  return {
    line: claimed.line,
    numbering: claimed.side ?? marker,
    side: marker ?? claimed.side,
    indented: /^\s/.test(quote),
  };
}

function anchorSingle(forms: Form[], prepared: Prepared, claimed: Claimed): Outcome {
  let ambiguous = 0;
  // Verbatim and whitespace-equal lines compete as one tier: models trim indentation all the time,
  // so a re-indented copy at the claimed line beats a verbatim copy far away (think `}`).
  for (const f of forms) {
    const equal = equalLines(prepared, f);
    const choice = choose(equal, hintOf(claimed, f.marker, f.q), prepared);
    if (choice && 'pick' in choice)
      return { pick: choice.pick, method: choice.pick.loose ? 'whitespace' : 'exact' };
    if (choice) ambiguous = Math.max(ambiguous, choice.ambiguous);
  }
  for (const f of forms) {
    if (f.c.length < MIN_SUBSTRING) continue;
    const parts = prepared.physical
      .filter((e) => containsWhole(prepared, e, f.c, false))
      .map((e) => single(e));
    const choice = choose(parts, hintOf(claimed, f.marker, f.q), prepared);
    if (choice && 'pick' in choice)
      return { pick: choice.pick, method: choice.byDistance ? 'nearest' : 'substring' };
    if (choice) ambiguous = Math.max(ambiguous, choice.ambiguous);
  }
  if (ambiguous > 0) return { reason: `quote matches ${ambiguous} lines equally and no line was claimed` };
  return resemblance(forms, prepared, claimed);
}

/** The lines equal to the quote once whitespace is ignored, in file order. */
function equalLines(prepared: Prepared, f: Form): Candidate[] {
  return linesWithCompact(prepared, f.c).map((e) => single(e, e.text !== f.q));
}

/**
 * Last tier: the line most like the quote (a paraphrase, a truncated word, a line the quote runs
 * past). Weak text evidence, so with a claimed line only lines within NEAR_WINDOW of it count:
 * structurally alike lines (`values(): Iterator<A>` / `values(): Iterator<B>`) are everywhere.
 */
function resemblance(forms: readonly Form[], prepared: Prepared, claimed: Claimed): Outcome {
  let best: Candidate[] = [];
  let bestScore = MIN_SIMILARITY;
  let bestHint: Hint = hintOf(claimed, null, '');
  for (const { q, c, marker } of forms) {
    const hint = hintOf(claimed, marker, q);
    const tokens = tokenCounts(q);
    for (const e of prepared.physical) {
      if (hint.line !== null && distance(e, hint, prepared) > NEAR_WINDOW) continue;
      // A quote cut mid-word at its end (`JSON.par...`) or running past a whole line still counts.
      const contains =
        (c.length >= MIN_SUBSTRING && containsWhole(prepared, e, c, true)) ||
        (prepared.compact(e).length >= 2 * MIN_SUBSTRING && c.includes(prepared.compact(e)));
      const score = contains ? 1 : dice(tokens, prepared.tokens(e));
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = [single(e)];
        bestHint = hint;
      } else if (score >= bestScore - 1e-9 && !best.some((b) => b.end === e)) {
        best.push(single(e));
      }
    }
  }
  const choice = choose(best, bestHint, prepared);
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
function containsWhole(prepared: Prepared, e: Entry, needle: string, tailCut: boolean): boolean {
  const compact = prepared.compact(e);
  const headIsWord = WORD.test(needle[0] ?? '');
  const tailIsWord = WORD.test(needle[needle.length - 1] ?? '');
  for (let at = compact.indexOf(needle); at !== -1; at = compact.indexOf(needle, at + 1)) {
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
function anchorBlock(readings: QuoteReading[], prepared: Prepared, claimed: Claimed): Outcome | undefined {
  const tiers: Array<{ method: AnchorMethod; match: (q: string, e: Entry) => boolean }> = [
    { method: 'exact', match: (q, e) => e.text === q },
    { method: 'whitespace', match: (q, e) => prepared.compact(e) === compactOf(q) },
    { method: 'substring', match: (q, e) => prepared.compact(e).includes(compactOf(q)) },
  ];
  for (const tier of tiers) {
    for (const { lines: quote, markers } of readings) {
      if (tier.method === 'substring' && compactOf(quote.join('')).length < MIN_SUBSTRING) continue;
      const right = findBlocks(quote, prepared.sides.RIGHT, tier.match);
      // Context lines only on LEFT: where the quoted lines are one block only in the old file (an
      // added line between them); when RIGHT has the block too, RIGHT is where GitHub shows it.
      const left = findBlocks(quote, prepared.sides.LEFT, tier.match).filter(
        (b) => b.changed || right.length === 0,
      );
      const blocks = [...right, ...left];
      const choice = choose(blocks, hintOf(claimed, blockMarker(markers), quote[0] ?? ''), prepared);
      if (choice && 'pick' in choice) {
        const method = tier.method === 'substring' && choice.byDistance ? 'nearest' : tier.method;
        return { pick: choice.pick, method };
      }
    }
  }
  return undefined;
}

/** The side a block's markers name: `+` lines only (beside context) RIGHT, `-` lines only LEFT. */
function blockMarker(markers: ReadonlyArray<Side | null>): Side | null {
  const named = new Set(markers.filter((m) => m !== null));
  return named.size === 1 ? [...named][0]! : null;
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
    if (ok) found.push({ end: seq[i + k - 1]!, start: first, changed, loose: false });
  }
  return found;
}

/** A quote that is no single block (e.g. a deleted line and its replacement): the best-pinned line. */
function anchorEachLine(readings: QuoteReading[], prepared: Prepared, claimed: Claimed): Outcome {
  const rank: Record<AnchorMethod, number> = { exact: 0, whitespace: 1, substring: 2, nearest: 3 };
  let best: Outcome = { reason: 'no quoted line found in the diff' };
  const lineCount = readings[0]?.lines.length ?? 0;
  for (let j = 0; j < lineCount; j++) {
    const forms = formsAt(readings, j);
    if (forms.length === 0) continue;
    const outcome = anchorSingle(forms, prepared, claimed);
    // Later lines win ties: a quoted range ends at the flagged line (often the new code).
    if ('pick' in outcome && (!('pick' in best) || rank[outcome.method] <= rank[best.method])) best = outcome;
  }
  return best;
}

/** Ranks equal matches (see the file comment); null when there are none. */
function choose(candidates: Candidate[], hint: Hint, prepared: Prepared): Choice {
  if (candidates.length === 0) return null;
  const changed = candidates.filter((c) => c.changed);
  const pool = changed.length > 0 ? changed : candidates;
  if (pool.length === 1) return { pick: pool[0]!, byDistance: false };
  const verbatim = hint.indented ? pool.filter((c) => !c.loose) : [];
  const exact = verbatim.length > 0 ? verbatim : pool;
  if (exact.length === 1) return { pick: exact[0]!, byDistance: false };
  const named = hint.side === null ? [] : exact.filter((c) => c.end.side === hint.side);
  const onSide = named.length > 0 ? named : exact;
  if (onSide.length === 1) return { pick: onSide[0]!, byDistance: false };
  if (hint.line !== null) {
    const key = (c: Candidate) => [
      distance(c.end, hint, prepared),
      c.loose ? 1 : 0,
      c.end.side === 'RIGHT' ? 0 : 1,
      c.end.line,
    ];
    const sorted = [...onSide].sort((a, b) => compareKeys(key(a), key(b)));
    return { pick: sorted[0]!, byDistance: true };
  }
  const unloose = onSide.filter((c) => !c.loose);
  if (unloose.length === 1) return { pick: unloose[0]!, byDistance: false };
  return { ambiguous: onSide.length };
}

/** Lines between `e` and the claimed line, counted in `e`'s side's numbering. */
function distance(e: Entry, hint: Hint, prepared: Prepared): number {
  if (hint.line === null) return 0;
  const from = hint.numbering;
  const claim = from === null || from === e.side ? hint.line : translate(hint.line, from, e.side, prepared);
  return Math.abs(e.line - claim);
}

/**
 * Keeps the length of a claimed range around the anchored line, clamped to that line's hunk.
 * A quote that lands inside the claimed range confirms it: the model may quote the defect's own
 * line, wherever it sits in the lines its suggestion replaces, and the range stays as claimed.
 * Otherwise the quote is taken as the range's last line (the flagged line) unless it is exactly the
 * claimed start: claimed numbers are often off, and a guess from distances would flip ranges at random.
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
  if (at.line > claimedStart && at.line < claimedEnd) {
    const start = Math.max(claimedStart, min);
    const end = Math.min(claimedEnd, max);
    return { start_line: start < end ? start : null, line: end };
  }
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
