/**
 * The perturbation suite: for every added and deleted line of a real diff, claims as a model
 * might get them wrong (trimmed, marked, numbered, off by a few lines, partial, two lines, wrong
 * side), then how often anchorClaim lands on exactly the true line.
 *
 * Targets fall in three groups, counted apart:
 * - unique: no other line of the diff has its text (ignoring whitespace);
 * - moved: other lines have it, but all on the other side (a deleted line re-added elsewhere or
 *   re-indented, as when code moves into a closure): the claim's marker, side or verbatim
 *   indentation says which copy is meant, so a miss is a real miss. A wrong-side claim
 *   is made only when the indentation decides (the target is indented and no copy has its exact
 *   text); otherwise it names the other copy and is counted as undecidable, not as a claim;
 * - ambiguous: a copy on the same side (`}`, repeated declarations): the quote alone cannot tell
 *   them apart; landing on other text is the only real miss.
 * Blank target lines are skipped: an empty quote is refused by design.
 */
import { anchorClaim, type AnchorClaim } from '../../src/core/anchor.js';
import { buildLineIndex, type IndexedLine, type LineIndex } from '../../src/core/line-index.js';
import type { Side } from '../../src/core/types.js';
import type { RealDiff } from './real-diffs.js';

export const KINDS = [
  'verbatim',
  'trimmed',
  'marker',
  'numbered',
  'off-by',
  'partial',
  'two-line',
  'wrong-side',
  'combined',
] as const;
export type Kind = (typeof KINDS)[number];

export const GROUPS = ['unique', 'moved', 'ambiguous'] as const;
export type Group = (typeof GROUPS)[number];

export interface Perturbed {
  kind: Kind;
  claim: AnchorClaim;
  expected: { side: Side; line: number; start_line: number | null };
  group: Group;
}

export interface Tally {
  total: number;
  exact: number;
  /** Anchored to a line whose text differs from the target's: a real mis-anchor. */
  wrongText: number;
  unanchored: number;
}

export interface SuiteResult {
  unique: Record<Kind, Tally>;
  moved: Record<Kind, Tally>;
  ambiguous: Record<Kind, Tally>;
  targets: {
    unique: number;
    moved: number;
    ambiguous: number;
    blank: number;
    noDistinctSubstring: number;
    /** Wrong-side claims on moved lines that name the other copy with the same text: not made. */
    undecidable: number;
  };
  /** Quotes of new-file lines outside the diff (text not in the diff): they should stay unanchored. */
  outside: { total: number; anchored: number };
  examples: Array<{
    group: Group;
    kind: Kind;
    claim: AnchorClaim;
    expected: Perturbed['expected'];
    got: unknown;
  }>;
}

const compact = (s: string) => s.replace(/\s+/g, '');

/** The claims made for one diff. */
export function perturbations(index: LineIndex): {
  claims: Perturbed[];
  blank: number;
  noDistinct: number;
  undecidable: number;
} {
  const physical = [...index.lines('RIGHT'), ...index.lines('LEFT').filter((l) => l.kind === 'del')];
  const copies = new Map<string, IndexedLine[]>();
  for (const l of physical) copies.set(compact(l.text), [...(copies.get(compact(l.text)) ?? []), l]);
  const claims: Perturbed[] = [];
  let blank = 0;
  let noDistinct = 0;
  let undecidable = 0;

  for (const t of physical.filter((l) => l.kind !== 'context')) {
    if (compact(t.text) === '') {
      blank++;
      continue;
    }
    const others = (copies.get(compact(t.text)) ?? []).filter((l) => l !== t);
    const group: Group =
      others.length === 0 ? 'unique' : others.every((l) => l.side !== t.side) ? 'moved' : 'ambiguous';
    const one: Perturbed['expected'] = { side: t.side, line: t.line, start_line: null };
    const marker = t.side === 'RIGHT' ? '+' : '-';
    const add = (kind: Kind, claim: AnchorClaim, expected = one) =>
      claims.push({ kind, claim, expected, group });

    add('verbatim', { anchor: t.text, line: t.line, side: t.side });
    add('trimmed', { anchor: t.text.trim(), line: t.line, side: t.side });
    add('marker', { anchor: marker + t.text, line: t.line, side: t.side });
    for (const anchor of [
      `${t.line}: ${t.text.trim()}`,
      `${t.line} | ${t.text}`,
      `L${t.line} ${t.text.trim()}`,
      `  ${t.line}  ${marker}${t.text}`,
      // A row copied whole from the prompt's diff (src/review/model/plan/render.ts): `NUMBER MARK CODE`.
      `${t.line} ${marker} ${t.text}`,
    ]) {
      add('numbered', { anchor, line: t.line, side: t.side });
    }
    for (const d of [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]) {
      if (t.line + d > 0) add('off-by', { anchor: t.text, line: t.line + d, side: t.side });
    }
    const part = distinctSubstring(t, physical);
    if (part === null) noDistinct++;
    else add('partial', { anchor: part, line: t.line + (t.line % 2 === 0 ? 2 : -2), side: t.side });
    const pair = neighbourPair(t, index);
    if (pair) add('two-line', { anchor: pair.quote, line: pair.line, side: t.side }, pair.expected);
    const indentationDecides = /^\s/.test(t.text) && others.every((l) => l.text !== t.text);
    if (group !== 'moved' || indentationDecides)
      add('wrong-side', { anchor: t.text, line: t.line, side: t.side === 'RIGHT' ? 'LEFT' : 'RIGHT' });
    else undecidable++;
    add('combined', { anchor: `${marker} ${t.text.trim()}`, line: t.line + 3, side: null });
  }
  return { claims, blank, noDistinct, undecidable };
}

/**
 * A run of whole words of the line (at least 8 non-space characters, not all of it) found on no
 * other diff line: what a model quotes when it points at part of a long line.
 */
function distinctSubstring(t: IndexedLine, physical: readonly IndexedLine[]): string | null {
  const words = t.text.trim().split(/\s+/);
  const n = words.length;
  const windows = [
    words.slice(Math.floor(n / 4), Math.ceil((3 * n) / 4)),
    words.slice(0, Math.ceil(n / 2)),
    words.slice(Math.floor(n / 2)),
    ...words.map((w) => [w]).sort((a, b) => b[0]!.length - a[0]!.length),
  ].map((w) => w.join(' '));
  for (const w of windows) {
    const c = compact(w);
    if (c.length < 8 || c === compact(t.text)) continue;
    if (physical.filter((l) => compact(l.text).includes(c)).length === 1) return w;
  }
  return null;
}

/** The target and its non-blank neighbour on the same side in the same hunk, quoted as two lines. */
function neighbourPair(t: IndexedLine, index: LineIndex) {
  const seq = index.lines(t.side);
  const i = seq.findIndex((l) => l.line === t.line);
  const prev = seq[i - 1];
  const next = seq[i + 1];
  if (prev && prev.hunk === t.hunk && compact(prev.text) !== '') {
    return {
      quote: `${prev.text}\n${t.text}`,
      line: t.line,
      expected: { side: t.side, line: t.line, start_line: prev.line },
    };
  }
  if (next && next.hunk === t.hunk && compact(next.text) !== '') {
    return {
      quote: `${t.text}\n${next.text}`,
      line: next.line,
      expected: { side: t.side, line: next.line, start_line: t.line },
    };
  }
  return undefined;
}

function emptyTallies(): Record<Kind, Tally> {
  return Object.fromEntries(
    KINDS.map((k) => [k, { total: 0, exact: 0, wrongText: 0, unanchored: 0 }]),
  ) as Record<Kind, Tally>;
}

/** Runs every perturbation of every diff through anchorClaim and counts the outcomes. */
export function runSuite(diffs: readonly RealDiff[]): SuiteResult {
  const result: SuiteResult = {
    unique: emptyTallies(),
    moved: emptyTallies(),
    ambiguous: emptyTallies(),
    targets: { unique: 0, moved: 0, ambiguous: 0, blank: 0, noDistinctSubstring: 0, undecidable: 0 },
    outside: { total: 0, anchored: 0 },
    examples: [],
  };
  for (const diff of diffs) {
    const index = buildLineIndex(diff.file);
    const { claims, blank, noDistinct, undecidable } = perturbations(index);
    result.targets.blank += blank;
    result.targets.noDistinctSubstring += noDistinct;
    result.targets.undecidable += undecidable;
    for (const p of claims) {
      if (p.kind === 'verbatim') result.targets[p.group]++;
      const tally = result[p.group][p.kind];
      tally.total++;
      const r = anchorClaim(p.claim, index);
      if (!r.anchored) tally.unanchored++;
      else if (
        r.side === p.expected.side &&
        r.line === p.expected.line &&
        r.start_line === p.expected.start_line
      ) {
        tally.exact++;
      } else if (compact(r.anchor) !== compact(index.get(p.expected.side, p.expected.line)?.text ?? '')) {
        tally.wrongText++;
      }
      const missed = !r.anchored || r.line !== p.expected.line || r.side !== p.expected.side;
      if (missed && p.group !== 'ambiguous' && result.examples.length < 20) {
        result.examples.push({ group: p.group, kind: p.kind, claim: p.claim, expected: p.expected, got: r });
      }
    }
    countOutside(diff, index, result.outside);
  }
  return result;
}

/** Quotes of new-file lines the diff does not show (and whose text it does not hold). */
function countOutside(diff: RealDiff, index: LineIndex, outside: SuiteResult['outside']): void {
  const inDiff = new Set([...index.lines('RIGHT'), ...index.lines('LEFT')].map((l) => compact(l.text)));
  diff.newText.forEach((text, i) => {
    const line = i + 1;
    if (index.get('RIGHT', line) || compact(text).length < 8 || inDiff.has(compact(text))) return;
    outside.total++;
    if (anchorClaim({ anchor: text, line, side: 'RIGHT' }, index).anchored) outside.anchored++;
  });
}

/** Sums tallies over kinds. */
export function sum(tallies: Record<Kind, Tally>): Tally {
  const total: Tally = { total: 0, exact: 0, wrongText: 0, unanchored: 0 };
  for (const t of Object.values(tallies)) {
    total.total += t.total;
    total.exact += t.exact;
    total.wrongText += t.wrongText;
    total.unanchored += t.unanchored;
  }
  return total;
}
