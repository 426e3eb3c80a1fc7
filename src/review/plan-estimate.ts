/**
 * What a review would send the model, without sending it: `--preview` knows the files, so it can
 * plan the lens calls as the review does (src/review/stages/model-lenses/model-lenses.ts, planStep) and count their
 * prompt tokens. The grouping call is left out (the deterministic directory grouping stands in for
 * it), and so are the audit and any re-ask: those depend on the answers. Output tokens are unknown.
 */
import type { FileDiff } from '../core/types.js';
import { fallbackGroups } from './model/plan/group.js';
import { buildPlan, buildUser, createPromptContext, packUnits, resolveLenses } from './model/plan/index.js';
import type { CustomLens, Preset } from './model/plan/index.js';
import { routeHunks } from './model/plan/route.js';

export interface PlanEstimate {
  /** Lens calls the plan makes (null for preset deep: a tool-using conversation has no fixed plan). */
  calls: number | null;
  /** Prompt tokens of those calls, shared prefixes counted each time (before provider caching). */
  promptTokens: number | null;
  lenses: string[];
}

/** Plans the lens calls for `files` as a review with these settings would, and counts their prompts. */
export function estimatePlan(input: {
  files: readonly FileDiff[];
  contents: ReadonlyMap<string, string | null>;
  settings: {
    preset: Preset;
    lenses: string[];
    customLenses?: CustomLens[];
    language: string;
    maxInputTokens: number;
  };
  countTokens: (text: string) => number;
}): PlanEstimate {
  const { settings } = input;
  const lenses = resolveLenses(settings.preset, settings.lenses, settings.customLenses ?? []);
  const ids = lenses.map((l) => l.id);
  if (settings.preset === 'deep') return { calls: null, promptTokens: null, lenses: ids };
  const files = input.files.filter((f) => f.hunks.length > 0);
  const ctx = createPromptContext({
    files,
    contents: new Map(input.contents),
    language: settings.language,
    countTokens: input.countTokens,
  });
  const reserveTokens = Math.max(0, ...lenses.map((lens) => ctx.countTokens(buildUser([lens]))));
  const { units } = packUnits(fallbackGroups(files), ctx, {
    maxInputTokens: settings.maxInputTokens,
    reserveTokens,
  });
  const routing = settings.lenses.length > 0 ? null : routeHunks(files, ctx.contents);
  const plan = buildPlan(units, lenses, ctx, settings.preset, routing);
  const promptTokens = plan.calls.reduce((sum, call) => sum + call.estimatedTokens, 0);
  return { calls: plan.calls.length, promptTokens, lenses: ids };
}
