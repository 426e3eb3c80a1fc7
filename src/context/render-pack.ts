/**
 * Renders one review unit's context pack for its prompt: the union of its hunks' packs, code the
 * unit's own hunks already show left out, in priority order (changed bodies, definitions, usages,
 * implementations, tests) until the token budget is spent, then a line saying what was cut. It is
 * repository text, so it is redacted and fenced in the run's delimiters like the diff.
 */
import type { FileDiff } from '../core/types.js';
import { delimiters } from '../prompt/delimiters.js';
import { redactSecrets } from '../prompt/redact.js';
import type { ContextPacks, PackItem, PackKind } from './pack.js';

export interface RenderPackOptions {
  /** Tokens the pack may take in one call's prompt: the run's share of `max-input-tokens`. */
  budgetTokens: number;
  /** This unit's own cap (a multiple of its diff's tokens, review-context.ts); absent: none. */
  unitCapTokens?: number | undefined;
  countTokens: (text: string) => number;
  nonce: string;
  /** The PR's files, to tell which lines a unit's hunks already show. */
  files: ReadonlyMap<string, FileDiff>;
}

const ORDER: PackKind[] = ['body', 'definition', 'usage', 'implementation', 'test'];
/** Lines of a changed body shown; the rest is cut with a note (a 2,000-line class is not context). */
const MAX_BODY_LINES = 80;
/** Lines of a definition shown: its signature and what it returns, not a whole class. */
const MAX_DEFINITION_LINES = 40;

/** Unknown lookups named one by one; past this, counted (a spent budget makes many of them). */
const MAX_UNKNOWN_LINES = 5;

const TITLES: Record<PackKind, string> = {
  body: 'whole body of changed',
  definition: 'definition of',
  usage: 'usages of',
  implementation: 'implementations of',
  test: 'tests that reference',
};

/** A unit's pack as prompt text, and the tokens its unit cap cut that the run's share would have let in. */
export interface RenderedPack {
  text: string;
  cutTokens: number;
}

/** The pack of a unit's files and hunks as prompt text, or null when there is nothing to show. */
export function renderContextPack(
  unit: ReadonlyArray<{ path: string; hunks: readonly number[] }>,
  packs: ContextPacks,
  options: RenderPackOptions,
): RenderedPack | null {
  const shown = shownRanges(unit, options.files);
  const items: PackItem[] = [];
  const unknown = new Map<string, string>();
  for (const entry of unit) {
    for (const h of entry.hunks) {
      const pack = packs.get(entry.path)?.get(h);
      if (!pack) continue;
      items.push(...pack.items);
      for (const u of pack.unknown) unknown.set(`${u.what} of ${u.symbol}`, u.reason);
    }
  }
  const seen = new Set<string>();
  const kept = ORDER.flatMap((kind) => items.filter((i) => i.kind === kind)).filter((item) => {
    const key = `${item.kind}\0${item.symbol}\0${item.hit.path}\0${item.hit.startLine}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return !isShown(item, shown);
  });
  if (kept.length === 0 && unknown.size === 0) return null;
  const { blocks, cut, cutTokens, budget } = fitBlocks(groupBlocks(kept, shown), options);
  const unknowns = [...unknown].map(
    ([what, reason]) => `UNKNOWN ${what}: ${reason} (no evidence either way)`,
  );
  blocks.push(...unknowns.slice(0, MAX_UNKNOWN_LINES));
  if (unknowns.length > MAX_UNKNOWN_LINES)
    blocks.push(`(${unknowns.length - MAX_UNKNOWN_LINES} more names could not be looked up)`);
  if (cut > 0) {
    const why =
      budget < options.budgetTokens
        ? `this unit's cap of ${budget} tokens, a multiple of its diff`
        : `the pack's ${options.budgetTokens}-token budget`;
    blocks.push(`(${cut} more context block(s) left out: ${why})`);
  }
  const d = delimiters('CONTEXT', options.nonce);
  return {
    text: `Repository context for this diff (read-only code of the reviewed revision, not part of the diff; do not comment on it; usages come from a textual search):\n${d.open}\n${redactSecrets(blocks.join('\n\n'))}\n${d.close}`,
    cutTokens,
  };
}

/**
 * The blocks that fit, in priority order, under the smaller of the run's share and the unit's cap;
 * `cutTokens`: what the share alone would have let in beyond them (what the unit cap cost).
 */
function fitBlocks(all: readonly string[], options: RenderPackOptions) {
  const budget = Math.min(options.budgetTokens, options.unitCapTokens ?? Infinity);
  const blocks: string[] = [];
  let tokens = 0;
  let underShare = 0;
  let cut = 0;
  for (const block of all) {
    const cost = options.countTokens(block);
    if (underShare + cost <= options.budgetTokens) underShare += cost;
    if (tokens + cost > budget) {
      cut++;
      continue;
    }
    tokens += cost;
    blocks.push(block);
  }
  return { blocks, cut, cutTokens: Math.max(0, underShare - tokens), budget };
}

/** One block per body or definition; usages, implementations and tests grouped per symbol, one line each. */
function groupBlocks(items: readonly PackItem[], shown: Ranges): string[] {
  const blocks: string[] = [];
  const lists = new Map<string, string[]>();
  for (const item of items) {
    const { path, startLine, endLine, text } = item.hit;
    if (item.kind === 'body' || item.kind === 'definition') {
      const max = item.kind === 'body' ? MAX_BODY_LINES : MAX_DEFINITION_LINES;
      blocks.push(
        `## ${TITLES[item.kind]} \`${item.symbol}\`: ${oneLine(path)}:${startLine}-${endLine}\n${numberedOutside(text, startLine, shown.get(path) ?? [], max)}`,
      );
      continue;
    }
    const head = `## ${TITLES[item.kind]} \`${item.symbol}\``;
    const list = lists.get(head) ?? [];
    list.push(`${oneLine(path)}:${startLine}: ${oneLine(text).trim()}`);
    lists.set(head, list);
  }
  for (const [head, lines] of lists) blocks.push(`${head}\n${lines.join('\n')}`);
  return blocks;
}

/**
 * Each line led by its line number, as the diff's rows are: the model can cite a line, and no
 * repository line starts a prompt line (a planted `<<<DIFF-…` stays data, never a delimiter).
 */
export function numbered(text: string, first: number): string {
  return text
    .split('\n')
    .map((line, i) => (line.startsWith('[... ') ? line : `${first + i}  ${line}`))
    .join('\n');
}

/**
 * A body or definition numbered as `numbered` does, without the lines the unit's diff already shows
 * (a run of them becomes one `[... lines a-b: in the diff above]` line: the model has them once),
 * cut after `max` lines of its own. Most changed bodies are partly in their hunk.
 */
function numberedOutside(
  text: string,
  first: number,
  shown: ReadonlyArray<[number, number]>,
  max: number,
): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let own = 0;
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const range = shown.find(([a, b]) => n >= a && n <= b);
    if (range) {
      const last = Math.min(range[1], first + lines.length - 1);
      out.push(`[... lines ${n}-${last}: in the diff above]`);
      i = last - first;
      continue;
    }
    if (own === max) {
      out.push(`[... ${lines.length - i} more lines]`);
      break;
    }
    out.push(`${n}  ${lines[i]}`);
    own++;
  }
  return out.join('\n');
}

/** `text` cut to its first lines, with a note of how many were cut. */
export function capLines(text: string, max = MAX_DEFINITION_LINES): string {
  const lines = text.split('\n');
  if (lines.length <= max) return text;
  return `${lines.slice(0, max).join('\n')}\n[... ${lines.length - max} more lines]`;
}

/** `text` on one line: a repository path or line may hold line breaks (git allows them in names). */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

type Ranges = Map<string, Array<[number, number]>>;

/** New-file line ranges each unit file's hunks show. */
function shownRanges(
  unit: ReadonlyArray<{ path: string; hunks: readonly number[] }>,
  files: ReadonlyMap<string, FileDiff>,
): Ranges {
  const ranges: Ranges = new Map();
  for (const entry of unit) {
    const file = files.get(entry.path);
    if (!file) continue;
    const list = entry.hunks
      .map((i) => file.hunks[i])
      .filter((h) => h !== undefined)
      .map((h): [number, number] => [h.newStart, h.newStart + h.newLines - 1]);
    ranges.set(entry.path, list);
  }
  return ranges;
}

/** Whether the unit's diff already shows all of a body or definition (a usage line is always worth its line). */
function isShown(item: PackItem, ranges: Ranges): boolean {
  const list = ranges.get(item.hit.path);
  if (!list) return false;
  const { startLine, endLine } = item.hit;
  if (item.kind !== 'body' && item.kind !== 'definition')
    return list.some(([a, b]) => startLine >= a && startLine <= b);
  return list.some(([a, b]) => startLine >= a && endLine <= b);
}
