/**
 * What a review would send the model, without sending it: `--preview` knows the files, so it can
 * plan the lens calls as the review does (src/review/stages/model-lenses/model-lenses.ts, planStep) and count their
 * prompt tokens. The grouping call is left out (the deterministic directory grouping stands in for
 * it), and so are the audit, any re-ask and the lookup round: those depend on the answers. Output
 * tokens are unknown. Each call's context pack is counted when the caller built the run's packs
 * (`repo`), as the review renders it into the call's prefix.
 * Its units come from the review's own steps (unit-groups.ts, deep-units.ts): a changed caller and
 * its changed callee are shown in the one unit the review will give them.
 */
import type { FileDiff } from '../core/types.js';
import { fallbackGroups } from './model/plan/group.js';
import { deepUnits } from './model/deep/deep-units.js';
import {
  buildPlan,
  buildUser,
  createPromptContext,
  packUnits,
  prFileParser,
  resolveLenses,
  unitGroups,
} from './model/plan/index.js';
import type { CustomLens, LensPlan, Preset } from './model/plan/index.js';
import type { ReviewUnit } from './model/plan/types.js';
import type { PromptContext } from './model/plan/context.js';
import { routeHunks } from './model/plan/route.js';

export interface PlanEstimate {
  /** Lens calls the plan makes (null for preset deep: a tool-using conversation has no fixed plan). */
  calls: number | null;
  /** Prompt tokens of those calls, shared prefixes counted each time (before provider caching). */
  promptTokens: number | null;
  /** Of those, the context packs' (null: no packs, by `repo-context`, for deep, or none built). */
  packTokens: number | null;
  lenses: string[];
  /**
   * The units the review would use, each as its files' paths: the lens calls' families, or preset
   * deep's conversations. Built by the review's own steps, callers kept with their callees.
   */
  units: string[][];
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
  /** The run's context engine as the review calls would get it (`offeredContext`); absent: no packs. */
  repo?: PromptContext['repo'];
}): PlanEstimate {
  const { settings } = input;
  const lenses = resolveLenses(settings.preset, settings.lenses, settings.customLenses ?? []);
  const ids = lenses.map((l) => l.id);
  const files = input.files.filter((f) => f.hunks.length > 0);
  const bare = createPromptContext({
    files,
    contents: new Map(input.contents),
    language: settings.language,
    countTokens: input.countTokens,
  });
  const ctx = input.repo ? { ...bare, repo: input.repo } : bare;
  const groups = fallbackGroups(files);
  const parse = prFileParser(input.contents);
  const { maxInputTokens } = settings;
  if (settings.preset === 'deep') {
    const deep = deepUnits({ groups, files, parse, ctx, maxInputTokens, warnings: [] });
    return { calls: null, promptTokens: null, packTokens: null, lenses: ids, units: deep.units.map(pathsOf) };
  }
  const reserveTokens = Math.max(0, ...lenses.map((lens) => ctx.countTokens(buildUser([lens]))));
  const budget = { maxInputTokens, reserveTokens };
  const together = unitGroups({ groups, files, parse, ctx, budget });
  const { units } = packUnits(together.groups, ctx, budget);
  const routing = settings.lenses.length > 0 ? null : routeHunks(files, ctx.contents);
  const plan = buildPlan(units, lenses, ctx, settings.preset, routing);
  const promptTokens = plan.calls.reduce((sum, call) => sum + call.estimatedTokens, 0);
  const packTokens = input.repo?.pack
    ? plan.calls.reduce((sum, call) => sum + (call.packTokens ?? 0), 0)
    : null;
  return { calls: plan.calls.length, promptTokens, packTokens, lenses: ids, units: familiesOf(plan) };
}

function pathsOf(unit: ReviewUnit): string[] {
  return [...new Set(unit.files.map((f) => f.path))];
}

/** The packed units the calls review (a routed sub-unit counts with the unit it was cut from). */
function familiesOf(plan: LensPlan): string[][] {
  const byId = new Map(plan.units.map((u) => [u.id, u]));
  const families = new Map<string, Set<string>>();
  for (const call of plan.calls) {
    const id = call.family ?? call.unitId;
    const family = families.get(id) ?? new Set<string>();
    const unit = byId.get(call.unitId);
    if (unit) for (const path of pathsOf(unit)) family.add(path);
    families.set(id, family);
  }
  return [...families.values()].map((paths) => [...paths]);
}
