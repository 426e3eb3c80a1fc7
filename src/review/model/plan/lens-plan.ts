/**
 * The lens plan: which model calls review which unit through which lenses.
 *
 * `full` makes about one call per lens per unit (see buildPlan for what routing merges and cuts);
 * `fast` merges lenses into few calls per unit, reviews a unit of at most FAST_ONE_CALL_UNIT_LINES
 * changed lines in one call, and a change of at most FAST_SINGLE_CALL_LINES in exactly one call.
 */
import type { PromptContext } from './context.js';
import { mergeForFast, traitsOf } from './lenses.js';
import { buildSystem, buildSystemParts, buildUser } from './prompt.js';
import { anySensitive, routes, type Routing } from './route.js';
import type { LensCall, LensSpec, Preset, ReviewUnit } from './types.js';

export type { LensCall, LensSpec, Preset, ReviewUnit } from './types.js';
/** In `fast`, a change this small (added + deleted lines) is reviewed in one call. */
const FAST_SINGLE_CALL_LINES = 50;
/**
 * In `fast`, a unit this small (added + deleted lines) gets one call for every lens: each call
 * repeats the instructions and the whole diff, so a second call on a mid-size unit (a 600-line
 * feature of a few files, bench/fixtures/bulk-importer) doubles its cost for little more attention.
 * Larger units keep the two calls of mergeForFast, where one call would spread over too much code.
 */
const FAST_ONE_CALL_UNIT_LINES = 800;

/** Tokens of a unit's system prompt. */
export function unitTokens(unit: Pick<ReviewUnit, 'files'>, ctx: PromptContext): number {
  return ctx.countTokens(buildSystem(unit, ctx));
}

/** Added plus deleted lines of the hunks a unit holds. */
export function unitChangedLines(unit: Pick<ReviewUnit, 'files'>, ctx: PromptContext): number {
  let count = 0;
  for (const entry of unit.files) {
    const file = ctx.files.get(entry.path);
    for (const h of entry.hunks)
      for (const line of file?.hunks[h]?.lines ?? []) if (line.kind !== 'context') count++;
  }
  return count;
}

/**
 * What a run sends: the calls, and the units they review. Every call names one of `units`, so the
 * executor and the coverage check see exactly the units the calls were built from — `fast` may
 * review a small change as one merged unit, and routing cuts sub-units that the packer never produced.
 */
export interface LensPlan {
  units: ReviewUnit[];
  calls: LensCall[];
}

/**
 * The plan of a run, calls in unit order; every call on one unit shares its system prompt, and the
 * first call of a unit is the one on the unit itself (the executor sends it before the others).
 * With `routing`, routed lenses (a `route` other than `all`) see only the hunks they can judge:
 * `full` gives each heavy lens its own call over its hunks and the light lenses one merged call
 * (the absorbing lens's call itself when it reads all of theirs), and gives a `sensitive` lens a
 * call of its own only on a unit with a sensitive hunk (elsewhere it shares the call of its fast
 * group's heavy lens, as in `fast`); `fast`'s later calls, on a unit large enough to have them,
 * read only what their lenses are routed to. Without routing (the `lenses` input named the
 * lenses) every lens sees every hunk. The lens columns are those of plan/lenses.ts.
 */
export function buildPlan(
  units: ReviewUnit[],
  lenses: LensSpec[],
  ctx: PromptContext,
  preset: Preset,
  routing: Routing | null = null,
): LensPlan {
  if (units.length === 0 || lenses.length === 0) return { units, calls: [] };
  if (preset === 'fast') {
    const total = units.reduce((sum, u) => sum + unitChangedLines(u, ctx), 0);
    if (total <= FAST_SINGLE_CALL_LINES) {
      const merged = mergeUnits(units, ctx);
      return { units: [merged], calls: [buildCallForUnit(merged, lenses, ctx)] };
    }
  }
  const planned: ReviewUnit[] = [];
  const calls: LensCall[] = [];
  for (const unit of units) {
    const sets = preset === 'fast' ? fastSets(lenses, unit, ctx) : fullSets(lenses, unit, routing);
    const byUnit = new Map<ReviewUnit, LensSpec[][]>();
    for (const set of sets) {
      const cut = routedUnit(unit, set, routing, ctx);
      if (cut === null) continue;
      byUnit.set(cut.unit, [...(byUnit.get(cut.unit) ?? []), cut.lenses]);
    }
    for (const [target, lensSets] of byUnit) {
      planned.push(target);
      calls.push(...callsForUnit(target, lensSets, ctx).map((c) => ({ ...c, family: unit.id })));
    }
  }
  return { units: planned, calls };
}

/** `fast`'s calls of one unit: all lenses in one on a unit of FAST_ONE_CALL_UNIT_LINES or fewer. */
function fastSets(lenses: readonly LensSpec[], unit: ReviewUnit, ctx: PromptContext): LensSpec[][] {
  if (unitChangedLines(unit, ctx) <= FAST_ONE_CALL_UNIT_LINES) return [[...lenses]];
  return mergeForFast(lenses);
}

/**
 * `full`'s calls of one unit: one per lens, but a `sensitive` lens folded into its host (the first
 * heavy lens of its fast group) where nothing is sensitive, and the light lenses in one call, the
 * absorbing lens's call when it reads every hunk they do.
 */
function fullSets(lenses: readonly LensSpec[], unit: ReviewUnit, routing: Routing | null): LensSpec[][] {
  const routed = (l: LensSpec) => routing !== null && traitsOf(l).route !== 'all';
  const insensitive = !anySensitive(routing, unit.files);
  const riders = new Map<LensSpec, LensSpec[]>();
  for (const lens of insensitive ? lenses.filter((l) => traitsOf(l).weight === 'sensitive') : []) {
    const host = hostOf(lens, lenses);
    if (host !== undefined) riders.set(host, [...(riders.get(host) ?? []), lens]);
  }
  const riding = new Set([...riders.values()].flat());
  const light = lenses.filter((l) => routed(l) && traitsOf(l).weight === 'light');
  const absorber = lenses.find((l) => routed(l) && traitsOf(l).absorbsLight);
  const absorbs = absorber !== undefined && light.length > 0 && covers(absorber, light, unit, routing);
  const sets: LensSpec[][] = [];
  for (const lens of lenses) {
    if (riding.has(lens)) continue;
    if (light.includes(lens)) {
      if (lens === light[0] && !absorbs) sets.push(light);
      continue;
    }
    sets.push([...(riders.get(lens) ?? []), lens, ...(lens === absorber && absorbs ? light : [])]);
  }
  return sets;
}

/** The call a `sensitive` lens shares where nothing is sensitive: the first heavy lens of its fast group. */
function hostOf(lens: LensSpec, lenses: readonly LensSpec[]): LensSpec | undefined {
  const group = traitsOf(lens).fastGroup;
  if (group === null) return undefined;
  return lenses.find((l) => traitsOf(l).weight === 'heavy' && traitsOf(l).fastGroup === group);
}

/**
 * Whether `absorber` is routed to every hunk of `unit` one of `light` is routed to. A separate
 * call for them would then re-send hunks (and a prefix) the absorber's call already carries, so
 * they join it; a light call over what it does not read (a README) stays its own.
 */
function covers(
  absorber: LensSpec,
  light: readonly LensSpec[],
  unit: ReviewUnit,
  routing: Routing | null,
): boolean {
  return unit.files.every((f) =>
    f.hunks.every(
      (h) => routes(routing, absorber, f.path, h) || !light.some((l) => routes(routing, l, f.path, h)),
    ),
  );
}

/**
 * The unit a lens set reviews: the whole unit, or (when every lens of the set is routed) only the
 * hunks one of them is routed to, with the lenses that have any; null when none has.
 */
function routedUnit(
  unit: ReviewUnit,
  set: readonly LensSpec[],
  routing: Routing | null,
  ctx: PromptContext,
): { unit: ReviewUnit; lenses: LensSpec[] } | null {
  const allRouted = routing !== null && set.every((l) => traitsOf(l).route !== 'all');
  if (!allRouted) return { unit, lenses: [...set] };
  const lenses = set.filter((l) =>
    unit.files.some((f) => f.hunks.some((h) => routes(routing, l, f.path, h))),
  );
  if (lenses.length === 0) return null;
  const files = unit.files
    .map((f) => ({
      path: f.path,
      hunks: f.hunks.filter((h) => lenses.some((l) => routes(routing, l, f.path, h))),
    }))
    .filter((f) => f.hunks.length > 0);
  const whole =
    files.length === unit.files.length &&
    files.every((f, i) => f.hunks.length === unit.files[i]!.hunks.length);
  if (whole) return { unit, lenses };
  return { unit: withTokens({ id: `${unit.id}/${lenses.map((l) => l.id).join('+')}`, files }, ctx), lenses };
}

/** One call reviewing `unit` through `lenses` (also used for the halves of a truncated call). */
export function buildCallForUnit(unit: ReviewUnit, lenses: LensSpec[], ctx: PromptContext): LensCall {
  return callsForUnit(unit, [lenses], ctx)[0] as LensCall;
}

function callsForUnit(unit: ReviewUnit, lensSets: LensSpec[][], ctx: PromptContext): LensCall[] {
  // Rendered and counted once per unit: the prefix is the same for every lens set.
  const { system, pack, packCutTokens } = buildSystemParts(unit, ctx);
  const systemTokens = ctx.countTokens(system);
  const packTokens = pack === null ? 0 : ctx.countTokens(pack);
  return lensSets.map((set) => {
    const user = buildUser(set);
    const ids = set.map((l) => l.id);
    return {
      id: `${unit.id}:${ids.join('+')}`,
      unitId: unit.id,
      lenses: ids,
      system,
      user,
      estimatedTokens: systemTokens + ctx.countTokens(user),
      packTokens,
      packCutTokens,
    };
  });
}

/** Id of the unit `mergeUnits` makes of several: unlike the packer's `u1`, `u2`, … it names no single group. */
const MERGED_UNIT_ID = 'all';

/** All units as one, files in first-seen order, hunks of a repeated file joined. */
function mergeUnits(units: readonly ReviewUnit[], ctx: PromptContext): ReviewUnit {
  const byPath = new Map<string, Set<number>>();
  for (const unit of units) {
    for (const entry of unit.files) {
      const set = byPath.get(entry.path) ?? new Set<number>();
      entry.hunks.forEach((h) => set.add(h));
      byPath.set(entry.path, set);
    }
  }
  const files = [...byPath].map(([path, hunks]) => ({ path, hunks: [...hunks].sort((a, b) => a - b) }));
  const id = units.length === 1 ? (units[0]?.id ?? MERGED_UNIT_ID) : MERGED_UNIT_ID;
  return withTokens({ id, files }, ctx);
}

/**
 * Halves a unit for a retry after a truncated answer: by files while it has several, then by the
 * hunks of its one file. Null when it is a single hunk (nothing left to split).
 */
export function splitUnit(unit: ReviewUnit, ctx: PromptContext): [ReviewUnit, ReviewUnit] | null {
  const files = unit.files.filter((f) => f.hunks.length > 0);
  if (files.length >= 2) {
    const mid = Math.ceil(files.length / 2);
    return [
      withTokens({ id: `${unit.id}.1`, files: files.slice(0, mid) }, ctx),
      withTokens({ id: `${unit.id}.2`, files: files.slice(mid) }, ctx),
    ];
  }
  const only = files[0];
  if (!only || only.hunks.length < 2) return null;
  const mid = Math.ceil(only.hunks.length / 2);
  return [
    withTokens({ id: `${unit.id}.1`, files: [{ path: only.path, hunks: only.hunks.slice(0, mid) }] }, ctx),
    withTokens({ id: `${unit.id}.2`, files: [{ path: only.path, hunks: only.hunks.slice(mid) }] }, ctx),
  ];
}

/** Completes a unit with its measured token estimate. */
export function withTokens(unit: Pick<ReviewUnit, 'id' | 'files'>, ctx: PromptContext): ReviewUnit {
  return { id: unit.id, files: unit.files, estimatedTokens: unitTokens(unit, ctx) };
}
