/**
 * Checks that a suggestion was written for the lines it replaces. GitHub's "Commit suggestion" swaps
 * `start_line..line` for the block whole, so a model that wrote its block for a wider range (166-169
 * for a comment on 166) commits the lines after the range twice, and one that wrote it for a narrower
 * range deletes a line it never meant to touch (an `onClick={() => {` line). Both can still parse, so
 * the parser does not see them (issue 44, point 7). The check compares lines: no parse, no model.
 */
import type { SuggestionRange } from './apply.js';

/** What the check reads of the finding: its range, its code and the words it is written in. */
export interface RangedSuggestion extends SuggestionRange {
  suggestion: string | null;
  title: string;
  body: string;
  anchor: string;
}

type Side = 'head' | 'tail';

// A rewritten line keeps most of its names (`new Buffer(s)` → `Buffer.from(s)`); a line the block lost
// keeps at most a name that other lines share (`track('save', item.id)` next to `onSave(item)`).
const KEPT_SHARE = 0.5;

// The lines after the range count as rewritten by the block when it carries at least this share of
// their own names, and they have at least this many (742-743: 4 of 5, "production" reworded away).
const REWRITTEN_SHARE = 0.75;
const MIN_REWRITTEN_NAMES = 2;

// Words that say nothing about which line a suggestion meant: a rewrite drops an `else` or a `const`
// without the finding naming them.
const KEYWORDS = new Set(
  (
    'if else elif for while do return const let var new await async function def class try catch except ' +
    'finally throw raise switch case break continue default this self true false null undefined None True ' +
    'False nil import from export public private protected static void pass in of is not and or fn func ' +
    'go defer yield with as end then type interface struct'
  ).split(' '),
);

/** Why the suggestion does not fit its range, or null when nothing shows it was written for other lines. */
export function rangeError(content: string, finding: RangedSuggestion): string | null {
  const suggestion = (finding.suggestion ?? '').replace(/\r\n/g, '\n').replace(/\n$/, '');
  const file = content.replace(/\r\n/g, '\n').split('\n');
  const first = finding.start_line ?? finding.line;
  const replaced = file.slice(first - 1, finding.line);
  const added = suggestion === '' ? [] : suggestion.split('\n');
  const after = file.slice(finding.line, finding.line + added.length);
  const before = file.slice(Math.max(0, first - 1 - added.length), first - 1);
  for (const side of ['tail', 'head'] as const) {
    const k = repeatedRun(added, side === 'tail' ? after : before, side);
    if (k > 0 && !keepsOwn(added, replaced, k, side) && isCopy(added, k, side, replaced))
      return repeatReason(side, k, first, finding.line);
  }
  const rewritten = rewrittenAfter(replaced, added, after);
  if (rewritten > 0)
    return (
      `its block has ${added.length - replaced.length} more line(s) than its range (${span(first, finding.line)}) ` +
      `and rewrites ${span(finding.line + 1, finding.line + rewritten)} after it too: committed, those lines ` +
      `stay and the code appears twice; the block seems written for ${span(first, finding.line + rewritten)}`
    );
  const dropped = droppedLine(replaced, added, finding);
  if (dropped === null) return null;
  return (
    `it deletes line ${first + dropped.index} (\`${dropped.text.trim()}\`), which the finding does not ` +
    `mention: the block seems written for fewer lines than ${span(first, finding.line)}`
  );
}

/** The range error of a block that copies `k` lines next to its range on one side. */
function repeatReason(side: Side, k: number, first: number, last: number): string {
  const [from, to] = side === 'tail' ? [last + 1, last + k] : [first - k, first - 1];
  const where = side === 'tail' ? 'follow' : 'precede';
  const meant = side === 'tail' ? span(first, last + k) : span(first - k, last);
  return (
    `it repeats ${span(from, to)}, which ${where}${k === 1 ? 's' : ''} its range (${span(first, last)}): ` +
    `committed, ${k === 1 ? 'it' : 'they'} would appear twice; the block seems written for ${meant}`
  );
}

/**
 * The longest run of lines the suggestion shares with the neighbours on one side: its last lines
 * equal to the first lines after the range (`tail`), or its first lines equal to the last ones
 * before it (`head`). Compared without surrounding whitespace, as a model re-indents what it copies.
 */
function repeatedRun(added: readonly string[], neighbours: readonly string[], side: Side): number {
  for (let k = Math.min(added.length, neighbours.length); k > 0; k--) {
    const mine = side === 'tail' ? added.slice(-k) : added.slice(0, k);
    const theirs = side === 'tail' ? neighbours.slice(0, k) : neighbours.slice(-k);
    if (mine.every((line, i) => line.trim() === theirs[i]?.trim())) return k;
  }
  return 0;
}

/**
 * Whether the run is the range's own edge kept as it was: a file that has the same line twice in a
 * row (`}` over `}`, two `i++;`) gives a suggestion that keeps its last line a neighbour's look.
 */
function keepsOwn(added: readonly string[], replaced: readonly string[], k: number, side: Side): boolean {
  if (replaced.length < k) return false;
  const edge = (lines: readonly string[]) => (side === 'tail' ? lines.slice(-k) : lines.slice(0, k));
  const own = edge(replaced);
  return edge(added).every((line, i) => line.trim() === own[i]?.trim());
}

/**
 * A repeated run is a copy when it holds code (a word), or, made of brackets alone (`}`, `});`),
 * when it is exactly what unbalances the block: without it the suggestion opens and closes what the
 * replaced lines did. A blank line twice is harmless, and a `}` that closes a block the suggestion
 * opened is its own.
 */
function isCopy(added: readonly string[], k: number, side: Side, replaced: readonly string[]): boolean {
  const run = side === 'tail' ? added.slice(-k) : added.slice(0, k);
  if (run.every((line) => line.trim() === '')) return false;
  if (run.some((line) => /\w/.test(line))) return true;
  const rest = side === 'tail' ? added.slice(0, added.length - k) : added.slice(k);
  return balance(run) !== 0 && balance(rest) === balance(replaced);
}

/** Opening minus closing brackets; strings are not skipped, which only makes a copy look less likely. */
function balance(lines: readonly string[]): number {
  let depth = 0;
  for (const ch of lines.join('\n')) {
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

/**
 * How many lines after the range the block rewrote as well, or 0: the block outnumbers its range by
 * `extra` lines, and the next `extra` lines' own names (those the range does not have) are nearly all
 * in it. A comment on 166 whose block swaps 166 with 167-169 copies no line verbatim, but carries their
 * names; a block that only adds a guard shares at most a variable with the line after it.
 */
function rewrittenAfter(
  replaced: readonly string[],
  added: readonly string[],
  after: readonly string[],
): number {
  const extra = added.length - replaced.length;
  if (extra < 1) return 0;
  const own = new Set(replaced.flatMap(namesOf));
  const next = after.slice(0, extra);
  const names = [...new Set(next.flatMap(namesOf))].filter((w) => !own.has(w));
  if (names.length < MIN_REWRITTEN_NAMES) return 0;
  const inBlock = new Set(added.flatMap(namesOf));
  const carried = names.filter((w) => inBlock.has(w)).length;
  if (carried < names.length * REWRITTEN_SHARE) return 0;
  return next.length;
}

/** The names of a line long enough to tell lines apart (`i`, `x`, `n` of an escape are everywhere). */
function namesOf(line: string): string[] {
  return wordsOf(line).filter((w) => w.length > 1);
}

/**
 * The first replaced line most of whose names are gone from the suggestion (fewer than `KEPT_SHARE`
 * survive anywhere in it) and whose lost names the finding does not use either: a line the model left
 * out, not one it meant to remove. A suggestion that deletes the whole range says so by being empty,
 * and a line of brackets and keywords alone is the parser's job.
 */
function droppedLine(
  replaced: readonly string[],
  added: readonly string[],
  finding: RangedSuggestion,
): { index: number; text: string } | null {
  // One replaced line is the flagged line itself: the finding is about it, whatever the block keeps.
  if (added.length === 0 || replaced.length < 2) return null;
  const kept = new Set(added.flatMap(wordsOf));
  const said = new Set(
    [finding.title, finding.body, finding.anchor].flatMap(wordsOf).map((w) => w.toLowerCase()),
  );
  for (const [index, text] of replaced.entries()) {
    const words = [...new Set(wordsOf(text))];
    const missing = words.filter((w) => !kept.has(w));
    if (words.length === 0 || missing.length <= words.length * (1 - KEPT_SHARE)) continue;
    if (missing.some((w) => said.has(w.toLowerCase()))) continue;
    return { index, text };
  }
  return null;
}

/** The names on a line: identifiers, without the keywords any rewrite may drop (numbers are values). */
function wordsOf(line: string): string[] {
  return (line.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((w) => !KEYWORDS.has(w));
}

function span(from: number, to: number): string {
  return from === to ? `line ${from}` : `lines ${from}-${to}`;
}
