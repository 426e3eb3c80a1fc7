/**
 * Packs groups of related files into review units whose prompt fits `max-input-tokens`. Groups stay
 * whole when they fit; a group too big is split by files; a file too big for one call is split hunk
 * by hunk. Sizes are estimated per file, then every unit is measured exactly and split again if the
 * estimate was short, so the bound holds for every unit except a single hunk that alone exceeds it
 * (reported in `oversized`: it cannot be split without cutting code mid-hunk).
 */
import type { PromptContext } from './context.js';
import { renderFile } from './render.js';
import { buildSystem } from './prompt.js';
import { splitUnit, withTokens } from './lens-plan.js';
import type { ReviewUnit } from './types.js';

export interface PackOptions {
  /** Prompt budget of one call (`max-input-tokens`). */
  maxInputTokens: number;
  /** Tokens kept free for the lens suffix (the largest user message a unit's calls will carry). */
  reserveTokens: number;
  /** Most files in one unit, so that a call is not diluted over many unrelated files. */
  maxFilesPerUnit?: number;
}

export interface PackResult {
  units: ReviewUnit[];
  /** Units of a single hunk that exceed the budget on their own (also present in `units`). */
  oversized: ReviewUnit[];
}

const DEFAULT_MAX_FILES_PER_UNIT = 10;

interface Entry {
  path: string;
  hunks: number[];
  tokens: number;
}

/** Packs `groups` (paths) into units under the token budget; files without hunks are skipped. */
export function packUnits(groups: readonly string[][], ctx: PromptContext, options: PackOptions): PackResult {
  const maxFiles = options.maxFilesPerUnit ?? DEFAULT_MAX_FILES_PER_UNIT;
  const fixed = ctx.countTokens(buildSystem({ files: [] }, ctx)) + options.reserveTokens;
  const available = options.maxInputTokens - fixed;
  if (available <= 0) {
    throw new Error(
      `max-input-tokens ${options.maxInputTokens} leaves no room for the diff: the instructions alone take ${fixed} tokens; raise max-input-tokens`,
    );
  }

  const drafts: Entry[][] = [];
  let current: Entry[] = [];
  let currentTokens = 0;
  const close = () => {
    if (current.length > 0) drafts.push(current);
    current = [];
    currentTokens = 0;
  };
  const fits = (tokens: number, count: number) =>
    currentTokens + tokens <= available && current.length + count <= maxFiles;
  const add = (entries: Entry[]) => {
    current.push(...entries);
    currentTokens += entries.reduce((s, e) => s + e.tokens, 0);
  };

  for (const group of withStragglers(groups, ctx)) {
    const entries = group.flatMap((path) => entryFor(path, ctx));
    const tokens = entries.reduce((s, e) => s + e.tokens, 0);
    if (entries.length === 0) continue;
    if (fits(tokens, entries.length)) {
      add(entries);
      continue;
    }
    close();
    if (tokens <= available && entries.length <= maxFiles) {
      add(entries);
      continue;
    }
    for (const entry of entries) {
      if (entry.tokens > available) {
        close();
        for (const chunk of hunkChunks(entry, ctx, available)) drafts.push([chunk]);
        continue;
      }
      if (!fits(entry.tokens, 1)) close();
      add([entry]);
    }
  }
  close();

  // Measure exactly; split a unit whose real size exceeds the per-file estimate.
  const units: ReviewUnit[] = [];
  const oversized: ReviewUnit[] = [];
  const queue = drafts.map((entries, i) =>
    withTokens({ id: `u${i + 1}`, files: entries.map(({ path, hunks }) => ({ path, hunks })) }, ctx),
  );
  while (queue.length > 0) {
    const unit = queue.shift() as ReviewUnit;
    if (unit.estimatedTokens + options.reserveTokens <= options.maxInputTokens) {
      units.push(unit);
      continue;
    }
    const halves = splitUnit(unit, ctx);
    if (halves) queue.unshift(...halves);
    else {
      units.push(unit);
      oversized.push(unit);
    }
  }
  // Ids follow the final order, so that logs and reports read u1, u2, … whatever was split.
  const oversizedSet = new Set(oversized);
  const result: PackResult = { units: [], oversized: [] };
  units.forEach((unit, i) => {
    const renamed = { ...unit, id: `u${i + 1}` };
    result.units.push(renamed);
    if (oversizedSet.has(unit)) result.oversized.push(renamed);
  });
  return result;
}

/**
 * Whether `group` fits one unit whole: at most `maxFilesPerUnit` files, and its prompt (measured as
 * the packer measures a unit, context pack included) within the budget beside the reserve.
 */
export function fitsOneUnit(group: readonly string[], ctx: PromptContext, options: PackOptions): boolean {
  if (group.length > (options.maxFilesPerUnit ?? DEFAULT_MAX_FILES_PER_UNIT)) return false;
  const files = group.flatMap((path) => entryFor(path, ctx).map(({ hunks }) => ({ path, hunks })));
  const unit = withTokens({ id: 'probe', files }, ctx);
  return unit.estimatedTokens + options.reserveTokens <= options.maxInputTokens;
}

/** Kept files the grouping left out still get reviewed: defensive, groupFiles covers every file. */
function withStragglers(groups: readonly string[][], ctx: PromptContext): string[][] {
  const seen = new Set(groups.flat());
  const rest = [...ctx.files.keys()].filter((p) => !seen.has(p));
  const deduped = new Set<string>();
  const out = groups.map((g) => g.filter((p) => !deduped.has(p) && deduped.add(p)));
  return rest.length > 0 ? [...out, rest] : out;
}

function entryFor(path: string, ctx: PromptContext): Entry[] {
  const file = ctx.files.get(path);
  if (!file || file.hunks.length === 0) return [];
  const hunks = file.hunks.map((_, i) => i);
  return [{ path, hunks, tokens: ctx.countTokens(renderFile(file, hunks, ctx)) + 2 }];
}

/** Consecutive hunks of one file packed greedily under `available`. */
function hunkChunks(entry: Entry, ctx: PromptContext, available: number): Entry[] {
  const file = ctx.files.get(entry.path);
  if (!file) return [];
  const chunks: Entry[] = [];
  let hunks: number[] = [];
  let tokens = 0;
  for (const h of entry.hunks) {
    const t = ctx.countTokens(renderFile(file, [h], ctx)) + 2;
    if (hunks.length > 0 && tokens + t > available) {
      chunks.push({ path: entry.path, hunks, tokens });
      hunks = [];
      tokens = 0;
    }
    hunks.push(h);
    tokens += t;
  }
  if (hunks.length > 0) chunks.push({ path: entry.path, hunks, tokens });
  return chunks;
}
