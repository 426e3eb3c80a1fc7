/**
 * The model half of a review: group the kept files, pack them into calls under the prompt budget,
 * run the lenses, and prove coverage. Everything the model saw or skipped is accounted for.
 */
import type { Budgets as FindingsBudgets } from '../../../core/findings-budget.js';
import type { ModelClient } from '../../../core/ports.js';
import type { FileDiff, Severity } from '../../../core/types.js';
import type { FileParse } from '../../../context/parse-file.js';
import type { ReviewContext } from '../../../context/review-context.js';
import { excludingWorkspace } from '../../../context/excluded-paths.js';
import {
  DEFAULT_REPO_CONTEXT,
  lookupsOn,
  offeredContext,
  packsOn,
  type RepoContextMode,
} from '../../../context/context-mode.js';
import { runDeepReview } from '../../model/deep/run-deep.js';
import type { KnownFinding } from '../../known/known-prompt.js';
import { runModelReview, type ModelReviewResult } from '../../model/exec/run-model-review.js';
import type { RunContext, SelectedChange } from '../../run-context.js';
import {
  guidanceIntro,
  hasAgentFiles,
  renderGuidance,
  type PathInstruction,
} from '../../../prompt/guidance.js';
import { notReviewedWarnings, planGapWarning } from './coverage-warnings.js';
import { routeHunks } from '../../model/plan/route.js';
import {
  buildPlan,
  buildUser,
  createPromptContext,
  groupFiles,
  packUnits,
  prFileParser,
  proveCoverage,
  resolveLenses,
  unitGroups,
  type CoverageGap,
  type CustomLens,
  type Grouping,
  type LensPlan,
  type LensSpec,
  type Preset,
  type PromptContext,
} from '../../model/plan/index.js';

export interface ModelLensInput {
  context: RunContext;
  /** The kept files; their contents are padding for the model's view of hunks. */
  change: SelectedChange;
  model: ModelClient;
  settings: {
    preset: Preset;
    lenses: string[];
    customLenses?: CustomLens[];
    /** Per-path instructions from the config, shown in the prompt of each unit whose files they match. */
    pathInstructions?: PathInstruction[];
    language: string;
    reflect: boolean;
    maxConcurrency: number;
    maxInputTokens: number;
    maxReviewTokens: number;
    maxReviewSeconds: number;
    /** Review rounds of preset deep (1..5). */
    effort?: number;
    /** `repo-context`: the packs, the lookup round, both (default) or neither. */
    repoContext?: RepoContextMode;
  };
  background?: string | null;
  /**
   * When the run's time runs out, in milliseconds on the context's clock (the pipeline's deadline);
   * absent: `settings.maxReviewSeconds` from the start of the lens calls.
   */
  deadline?: number;
  /** Findings already reported (static rules, other tools), listed in the lens prompt. */
  known?: readonly KnownFinding[];
  /** The lowest severity posted inline (`min-severity`): the audit reads findings from it up. */
  inlineFloor?: Severity;
  /** The findings budgets and the gate: the audit reads only the findings they would report. */
  findingsBudget?: { max: FindingsBudgets; gate: readonly Severity[] };
}

/** What the model half found: exec's result less its coverage detail (said in `warnings`), plus the lenses. */
export interface ModelLensResult extends Omit<
  ModelReviewResult,
  'coverage' | 'packTokens' | 'packCutTokens'
> {
  lenses: string[];
  /** Context-pack tokens in the requests sent; null when no packs were built (repo-context, or the engine failed). */
  packTokens: number | null;
  /** Context tokens the per-unit pack cap left out of those requests; null as `packTokens`. */
  packCutTokens: number | null;
}

/** Plans and runs the model lenses over the kept files. */
export async function runModelLenses(input: ModelLensInput): Promise<ModelLensResult> {
  const { settings } = input;
  const withHunks = input.change.files.filter((f) => f.hunks.length > 0);
  // Every read of the model half (the audit's files, the deep agent's tools) skips what select left out.
  const { pathFilter } = input.change;
  const workspace = pathFilter
    ? excludingWorkspace(input.change.workspace, pathFilter)
    : input.change.workspace;
  const change = { ...input.change, files: withHunks, workspace };
  const lenses = resolveLenses(settings.preset, settings.lenses, settings.customLenses ?? []);
  const ctx = createPromptContext({
    files: withHunks,
    contents: input.change.contents,
    language: settings.language,
    background: input.background ?? null,
    countTokens: (text) => input.model.countTokens(text),
    instructions: settings.pathInstructions ?? [],
    known: input.known ?? [],
  });
  const groups = await groupStep(input, withHunks);
  const mode = settings.repoContext ?? DEFAULT_REPO_CONTEXT;
  if (settings.preset === 'deep') {
    // Deep looks code up with its own tools: the engine gives its conversations their packs only.
    const { repo, warning } = packsOn(mode)
      ? await contextStep(input, withHunks, 'pack')
      : { repo: null, warning: null };
    // A tool-using conversation per group (src/review/deep); same result shape as the lens presets.
    const deep = await runDeepReview({
      context: input.context,
      change,
      groups,
      // The pack after the group's diff, in its cacheable system prompt (deep-prompt.ts).
      ctx: repo === null ? ctx : { ...ctx, repo: offeredContext(repo, 'pack') },
      lenses,
      model: input.model,
      settings: { ...settings, effort: settings.effort ?? 1 },
      // Its groups keep callers with callees by the same parse as the lens presets' units.
      parse: repo?.parsePrFile ?? prFileParser(input.change.contents),
      // The run's one deadline, not a fresh max-review-seconds counted from after the grouping call.
      deadline: Number.isFinite(input.deadline) ? input.deadline : undefined,
    });
    return {
      ...deep,
      warnings: [...(warning === null ? [] : [warning]), ...deep.warnings],
      lenses: lenses.map((l) => l.id),
      droppedByAudit: [],
      duplicates: new Map(),
      packTokens: repo === null ? null : deep.packTokens,
      packCutTokens: repo === null ? null : deep.packCutTokens,
    };
  }
  const { repo, warning } = await contextStep(input, withHunks, mode);
  const withRepo: PromptContext = repo === null ? ctx : { ...ctx, repo: offeredContext(repo, mode) };
  const planned = planStep(input, withHunks, groups, lenses, withRepo, repo?.parsePrFile ?? null);
  const { coverage, ...result } = await callStep(input, change, planned, lenses, withRepo);
  if (result.packCutTokens > 0)
    input.context.logger.info(
      `context packs: each unit's cap (its diff's size) left out ${result.packCutTokens} token(s) of context over the requests sent`,
    );
  return {
    ...result,
    warnings: [
      ...(warning === null ? [] : [warning]),
      ...planned.warnings,
      ...notReviewedWarnings(coverage.notReviewed),
      ...result.warnings,
    ],
    incomplete: result.incomplete || planned.gaps.length > 0,
    lenses: lenses.map((l) => l.id),
    packTokens: repo === null || !packsOn(mode) ? null : result.packTokens,
    packCutTokens: repo === null || !packsOn(mode) ? null : result.packCutTokens,
  };
}

/**
 * The repository context engine (src/context): the index of the head and every hunk's context pack,
 * built once before the calls are planned, so each unit's prefix carries its pack. A failure of the
 * engine itself costs the packs, not the review: the calls run without them and the report's
 * warnings say so (the review saw less than it would have).
 */
async function contextStep(
  input: ModelLensInput,
  withHunks: FileDiff[],
  mode: RepoContextMode,
): Promise<{ repo: ReviewContext | null; warning: string | null }> {
  const { context, change, settings, model } = input;
  try {
    const { prepareReviewContext } = await import('../../../context/review-context.js');
    const repo = await prepareReviewContext({
      files: withHunks,
      contents: change.contents,
      workspace: change.workspace,
      headRef: change.headRef,
      clock: context.clock,
      maxInputTokens: settings.maxInputTokens,
      maxReviewSeconds: settings.maxReviewSeconds,
      ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
      countTokens: (text) => model.countTokens(text),
      // The raw workspace and the filter: the index says which paths it withheld, not "none".
      excluded: change.pathFilter,
      mode,
    });
    for (const note of repo.notes()) context.logger.info(note);
    context.logger.info(
      packsOn(mode)
        ? `context packs: up to ${repo.budgetTokens} tokens a call; the index ran ${repo.packWork.searches} search(es) and read ${repo.packWork.files} file(s)`
        : `repo-context ${mode}: no context packs built${lookupsOn(mode) ? '; calls may look code up' : ', no lookup round'}`,
    );
    return { repo, warning: null };
  } catch (error) {
    const warning = `repository context packs skipped (the review calls ran without them): ${error instanceof Error ? error.message : String(error)}`;
    context.logger.warn(warning);
    return { repo: null, warning };
  }
}

/** Groups the files whose changes belong together (one model call; a fallback when it fails). */
async function groupStep(input: ModelLensInput, withHunks: FileDiff[]): Promise<Grouping['groups']> {
  const grouping = await input.context.observer.span(
    'prlens.grouping',
    { conversation: 'grouping', 'prlens.files': withHunks.length },
    () => groupFiles(withHunks, { model: input.model }),
  );
  input.context.logger.info(
    `grouped ${withHunks.length} file(s) into ${grouping.groups.length} group(s)` +
      (grouping.reason ? ` (${grouping.reason})` : ''),
  );
  return grouping.groups;
}

interface Planned {
  plan: LensPlan;
  gaps: CoverageGap[];
  /** Oversized hunks sent whole, and any hunk no call covers. */
  warnings: string[];
}

/** Tokens a unit keeps free for its largest lens suffix and, at most, every per-path instruction. */
function reserveTokensFor(input: ModelLensInput, lenses: LensSpec[], ctx: PromptContext): number {
  const instructions = input.settings.pathInstructions ?? [];
  const guidance = renderGuidance(instructions);
  return (
    Math.max(...lenses.map((lens) => ctx.countTokens(buildUser([lens])))) +
    (guidance === null
      ? 0
      : ctx.countTokens(`${guidanceIntro('<<<', '>>>', hasAgentFiles(instructions))}\n${guidance}`) + 16)
  );
}

/** Packs the groups into units under max-input-tokens, routes hunks, builds the calls, proves coverage. */
function planStep(
  input: ModelLensInput,
  withHunks: FileDiff[],
  grouped: Grouping['groups'],
  lenses: LensSpec[],
  ctx: PromptContext,
  parse: ((path: string) => FileParse | null) | null,
): Planned {
  const { settings } = input;
  const budget = {
    maxInputTokens: settings.maxInputTokens,
    reserveTokens: reserveTokensFor(input, lenses, ctx),
  };
  // A changed caller and its changed callee share a unit when the budget allows (the index's parse).
  const together = unitGroups({ groups: grouped, files: withHunks, parse, ctx, budget });
  for (const note of together.notes) input.context.logger.debug(`grouping: ${note}`);
  const { groups } = together;
  const { units, oversized } = packUnits(groups, ctx, budget);
  const warnings: string[] = [];
  for (const unit of oversized) {
    warnings.push(
      `${unit.files.map((f) => f.path).join(', ')}: one hunk is larger than max-input-tokens ` +
        `(${settings.maxInputTokens}); it was sent whole`,
    );
  }
  // Lenses named in the `lenses` input see every hunk: routing is for the preset's own lenses.
  const routing = settings.lenses.length > 0 ? null : routeHunks(withHunks, input.change.contents);
  // The plan's units, not the packer's: `fast` may merge them, routing cuts sub-units from them.
  const plan = buildPlan(units, lenses, ctx, settings.preset, routing);
  const gaps = proveCoverage(withHunks, plan, lenses, routing);
  const gapWarning = planGapWarning(gaps);
  if (gapWarning !== null) warnings.push(gapWarning);
  input.context.logger.info(
    `${plan.calls.length} model call(s) planned for ${lenses.length} lens(es): ${lenses.map((l) => l.id).join(', ')}`,
  );
  return { plan, gaps, warnings };
}

/** Runs the planned calls under the budgets; each family is pinned, merged and audited as it lands. */
function callStep(
  input: ModelLensInput,
  change: SelectedChange,
  { plan }: Planned,
  lenses: LensSpec[],
  ctx: PromptContext,
): ReturnType<typeof runModelReview> {
  const { settings, context } = input;
  let lastShown = -1;
  return runModelReview({
    context,
    change,
    calls: plan.calls,
    units: plan.units,
    lenses,
    ctx,
    model: input.model,
    budgets: {
      maxConcurrency: settings.maxConcurrency,
      maxInputTokens: settings.maxInputTokens,
      maxReviewTokens: settings.maxReviewTokens,
      maxReviewSeconds: settings.maxReviewSeconds,
      ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
    },
    reflect: settings.reflect,
    ...(input.inlineFloor ? { inlineFloor: input.inlineFloor } : {}),
    ...(input.findingsBudget ? { findingsBudget: input.findingsBudget } : {}),
    onCalls: ({ done, total, tokens }) => {
      context.onProgress?.({ phase: 'calls', done, total, tokens });
      if (done === lastShown) return;
      lastShown = done;
      context.logger.info(`calls ${done}/${total}, ${tokens} tokens`);
    },
  });
}
