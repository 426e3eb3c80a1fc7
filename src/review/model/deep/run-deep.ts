/**
 * Preset `deep`: one tool-using conversation per group of related files, all groups through one
 * pool of `max-concurrency` conversations, within the run's token ceiling and deadline. Produces
 * what the other presets produce (findings, unanchored findings, warnings, incomplete), so dedupe,
 * policy, reports, posting and exit codes work unchanged; plus per-group call and token tallies.
 */
import type { ModelClient } from '../../../core/ports.js';
import type { Finding } from '../../../core/types.js';
import { packUnits } from '../plan/batch.js';
import type { PromptContext } from '../plan/context.js';
import type { LensSpec, ReviewUnit } from '../plan/types.js';
import type { ChangeUnderReview, RunContext } from '../../run-context.js';
import { RunBudget, type GroupStats } from './budget.js';
import { reviewGroup, type GroupLimits } from './review-group.js';

export interface DeepInput {
  /** Its onProgress gets the groups done of all, with the tokens spent so far. */
  context: RunContext;
  /** The files with hunks. */
  change: ChangeUnderReview;
  /** Related files, as groupFiles returned them. */
  groups: string[][];
  ctx: PromptContext;
  lenses: LensSpec[];
  model: ModelClient;
  settings: {
    effort: number;
    reflect: boolean;
    maxConcurrency: number;
    maxInputTokens: number;
    maxReviewTokens: number;
    maxReviewSeconds: number;
    maxOutputTokens?: number;
  };
  /** The run's deadline, absolute on the context's clock (the pipeline's); absent: maxReviewSeconds from now. */
  deadline?: number | undefined;
  /** Test hooks: the plan threshold and fixed per-group limits. */
  planThreshold?: number;
  limits?: GroupLimits;
}

export interface DeepResult {
  findings: Finding[];
  unanchored: Finding[];
  warnings: string[];
  incomplete: boolean;
  calls: number;
  groups: GroupStats[];
  dropped: Array<{ finding: Finding; line: string }>;
}

/** Share of max-input-tokens a group's diff may take: the rest is room for tool results. */
const DIFF_SHARE = 0.4;

/** Runs the deep review over the kept files; never throws for a model failure. */
export async function runDeepReview(input: DeepInput): Promise<DeepResult> {
  const { settings, context } = input;
  const { logger, observer } = context;
  const budget = new RunBudget(
    context.clock,
    settings.maxReviewTokens,
    settings.maxReviewSeconds,
    input.deadline,
  );
  const warnings: string[] = [];
  const { units, oversized } = packGroups(input.groups, input.ctx, settings.maxInputTokens, warnings);
  for (const unit of oversized)
    warnings.push(
      `deep: ${unit.files.map((f) => f.path).join(', ')}: one hunk leaves little room for tool results`,
    );
  logger.info(`deep: ${units.length} group conversation(s), effort ${settings.effort}`);

  const results: Array<Awaited<ReturnType<typeof reviewGroup>>> = [];
  const progress = () =>
    context.onProgress?.({
      phase: 'groups',
      done: results.length,
      total: units.length,
      tokens: budget.spent,
    });
  progress();
  let next = 0;
  const worker = async () => {
    while (next < units.length) {
      const unit = units[next++] as ReviewUnit;
      const result = await observer.span('prlens.group', { group: unit.id, files: unit.files.length }, () =>
        reviewGroup({
          context,
          change: input.change,
          unit,
          ctx: input.ctx,
          lenses: input.lenses,
          model: input.model,
          effort: settings.effort,
          falsify: settings.reflect,
          maxInputTokens: settings.maxInputTokens,
          maxOutputTokens: settings.maxOutputTokens ?? 8_000,
          ...(input.planThreshold !== undefined ? { planThreshold: input.planThreshold } : {}),
          ...(input.limits ? { limits: input.limits } : {}),
          budget,
        }),
      );
      const s = result.stats;
      logger.info(
        `deep group ${s.group}: ${s.calls} call(s), ${s.prompt_tokens} prompt tokens (${s.cached_tokens} cached), ` +
          `${s.completion_tokens} completion tokens, ${s.tool_calls} tool call(s) (${s.cached_tool_calls} cached), ${s.rounds} round(s)`,
      );
      observer.transcript({ type: 'note', conversation: `group:${s.group}`, note: 'group-stats', ...s });
      results.push(result);
      progress();
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(settings.maxConcurrency, units.length)) }, worker),
  );

  // Deduplicated once, with every other lens's, by the pipeline's dedupe stage.
  const all = results.flatMap((r) => r.findings);
  return {
    findings: all.filter((f) => f.anchored),
    unanchored: all.filter((f) => !f.anchored),
    warnings: [...warnings, ...results.flatMap((r) => r.warnings)],
    incomplete: results.some((r) => r.incomplete !== null) || results.length < units.length,
    calls: results.reduce((sum, r) => sum + r.stats.calls, 0),
    groups: results
      .map((r) => r.stats)
      .sort((a, b) => a.group.localeCompare(b.group, 'en', { numeric: true })),
    dropped: results.flatMap((r) => r.dropped),
  };
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
  const reserveTokens = Math.floor(maxInputTokens * (1 - DIFF_SHARE));
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
