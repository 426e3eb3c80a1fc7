/**
 * The units of preset `deep`: one conversation per group, a group too big for one prompt split. The
 * groups first keep a changed caller with its changed callee (unit-groups.ts, the step every preset
 * and `--preview` take), measured against a deep unit's budget, which leaves room for tool results.
 */
import type { FileDiff } from '../../../core/types.js';
import { packUnits } from '../plan/batch.js';
import type { PromptContext } from '../plan/context.js';
import type { ReviewUnit } from '../plan/types.js';
import { unitGroups, type PrFileParse } from '../plan/unit-groups.js';

/** Share of max-input-tokens a group's diff may take: the rest is room for tool results. */
const DIFF_SHARE = 0.4;

/** Tokens of a deep unit kept free for tool results. */
function deepReserve(maxInputTokens: number): number {
  return Math.floor(maxInputTokens * (1 - DIFF_SHARE));
}

/** The deep units of `groups`; `warnings` gets what a small max-input-tokens costs. */
export function deepUnits(input: {
  groups: readonly string[][];
  files: readonly FileDiff[];
  parse: PrFileParse | null;
  ctx: PromptContext;
  maxInputTokens: number;
  warnings: string[];
}): { units: ReviewUnit[]; oversized: ReviewUnit[]; notes: string[] } {
  const { ctx, maxInputTokens } = input;
  const together = unitGroups({
    groups: input.groups,
    files: input.files,
    parse: input.parse,
    ctx,
    budget: { maxInputTokens, reserveTokens: deepReserve(maxInputTokens) },
  });
  return { ...packGroups(together.groups, ctx, maxInputTokens, input.warnings), notes: together.notes };
}

/**
 * One unit per group (a group too big for one prompt is split): unlike the lens presets, groups are
 * not packed together, since each is its own conversation about code that belongs together.
 */
function packGroups(
  groups: readonly string[][],
  ctx: PromptContext,
  maxInputTokens: number,
  warnings: string[],
): { units: ReviewUnit[]; oversized: ReviewUnit[] } {
  const reserveTokens = deepReserve(maxInputTokens);
  const pack = (group: string[]) => {
    // The packer adds every file of the context that no group names: show it only this group's.
    const view = { ...ctx, files: new Map([...ctx.files].filter(([p]) => group.includes(p))) };
    try {
      return packUnits([group], view, { maxInputTokens, reserveTokens });
    } catch {
      // A small max-input-tokens leaves no room for exploration: units as big as the limit allows.
      warnings.push(`deep: max-input-tokens (${maxInputTokens}) leaves little room for tool results`);
      return packUnits([group], view, { maxInputTokens, reserveTokens: 0 });
    }
  };
  const units: ReviewUnit[] = [];
  const oversized: ReviewUnit[] = [];
  // Defensive, as in the lens presets: a file no group names is still reviewed, in a group of its own.
  const named = new Set(groups.flat());
  const stragglers = [...ctx.files.keys()].filter((p) => !named.has(p));
  for (const group of stragglers.length > 0 ? [...groups, stragglers] : groups) {
    const packed = pack(group);
    const big = new Set(packed.oversized.map((u) => u.id));
    for (const unit of packed.units) {
      const renamed = { ...unit, id: `u${units.length + 1}` };
      units.push(renamed);
      if (big.has(unit.id)) oversized.push(renamed);
    }
  }
  return { units, oversized };
}
