/**
 * Preset `deep`: one tool-using conversation per group of related files, all groups through one
 * pool of `max-concurrency` conversations, within the run's token ceiling and deadline. Produces
 * what the other presets produce (findings, unanchored findings, warnings, incomplete), so dedupe,
 * policy, reports, posting and exit codes work unchanged; plus per-group call and token tallies.
 */
import type { ModelClient } from '../../../core/ports.js';
import type { Finding } from '../../../core/types.js';
import type { PromptContext } from '../plan/context.js';
import type { LensSpec, ReviewUnit } from '../plan/types.js';
import type { PrFileParse } from '../plan/unit-groups.js';
import { deepUnits } from './deep-units.js';
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
  /** The PR files' parse: a changed caller and its changed callee then share a group (unit-groups.ts). */
  parse?: PrFileParse | undefined;
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
  /** Context-pack tokens in the requests sent, as the lens presets count them, and those the cap cut. */
  packTokens: number;
  packCutTokens: number;
}

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
  const { units } = unitsOf(input, warnings);
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
    packTokens: results.reduce((sum, r) => sum + r.packTokens, 0),
    packCutTokens: results.reduce((sum, r) => sum + r.packCutTokens, 0),
  };
}

/** The run's conversations (deep-units.ts), with their grouping notes logged and oversized hunks warned of. */
function unitsOf(input: DeepInput, warnings: string[]): { units: ReviewUnit[] } {
  const { units, oversized, notes } = deepUnits({
    groups: input.groups,
    files: input.change.files,
    parse: input.parse ?? null,
    ctx: input.ctx,
    maxInputTokens: input.settings.maxInputTokens,
    warnings,
  });
  for (const note of notes) input.context.logger.debug(`grouping: ${note}`);
  for (const unit of oversized)
    warnings.push(
      `deep: ${unit.files.map((f) => f.path).join(', ')}: one hunk leaves little room for tool results`,
    );
  return { units };
}
