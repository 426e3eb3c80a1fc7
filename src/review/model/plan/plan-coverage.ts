/**
 * The coverage check: proof that the plan reviews every hunk of every kept file exactly once
 * through each floor lens (its `floor` column in plan/lenses.ts: whatever the routing says), every
 * hunk a routed lens is routed to exactly once through that lens, and no hunk twice through any
 * lens. A hunk that no call covers would be silently unreviewed (the "looks good" we must never
 * claim); one covered twice would produce duplicate comments and double cost. A routed lens may see
 * a hunk it was not routed to once (merged calls show their lenses the union of their hunks).
 */
import type { FileDiff } from '../../../core/types.js';
import { traitsOf } from './lenses.js';
import { routes, type Routing } from './route.js';
import type { LensCall, LensSpec, ReviewUnit } from './types.js';

export interface CoverageGap {
  lens: string;
  path: string;
  hunk: number;
  /** How many calls for this lens cover the hunk: 0 = missing, 2+ = duplicated. */
  count: number;
  /** Set when a unit names a file or hunk that the change does not have. */
  unknown?: true;
}

/** Whether `lens` must review hunk `hunk` of `path` (route.ts's `routes`, bound to a run's routing). */
export type Required = (lens: string, path: string, hunk: number) => boolean;

/**
 * Returns every (lens, file, hunk) not covered as required by `calls` over `units`, plus every
 * unit entry naming a file or hunk that is not in `files`. Empty = complete coverage. Files
 * without hunks (pure renames, mode changes) have nothing to review and need no unit. `required`
 * (default: every hunk) cannot excuse a floor lens from any hunk. A lens is a spec or a built-in's id.
 */
export function checkCoverage(
  files: readonly FileDiff[],
  units: readonly ReviewUnit[],
  calls: ReadonlyArray<Pick<LensCall, 'unitId' | 'lenses'>>,
  lenses: ReadonlyArray<LensSpec | string>,
  required: Required = () => true,
): CoverageGap[] {
  const unitsById = new Map(units.map((u) => [u.id, u]));
  const filesByPath = new Map(files.map((f) => [f.path, f]));
  const gaps: CoverageGap[] = [];
  for (const spec of lenses) {
    const lens = typeof spec === 'string' ? spec : spec.id;
    const counts = new Map<string, number>();
    for (const call of calls) {
      if (!call.lenses.includes(lens)) continue;
      for (const entry of unitsById.get(call.unitId)?.files ?? []) {
        const file = filesByPath.get(entry.path);
        for (const hunk of entry.hunks) {
          if (!file || file.hunks[hunk] === undefined) {
            gaps.push({ lens, path: entry.path, hunk, count: 1, unknown: true });
            continue;
          }
          const key = `${hunk}\u0000${entry.path}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
    const floor = traitsOf(spec).floor;
    for (const file of files) {
      file.hunks.forEach((_, hunk) => {
        const count = counts.get(`${hunk}\u0000${file.path}`) ?? 0;
        const must = floor || required(lens, file.path, hunk);
        if (must ? count !== 1 : count > 1) gaps.push({ lens, path: file.path, hunk, count });
      });
    }
  }
  return gaps;
}

/** The run's proof: `checkCoverage` with each lens required on the hunks it is routed to. */
export function proveCoverage(
  files: readonly FileDiff[],
  plan: { units: readonly ReviewUnit[]; calls: ReadonlyArray<Pick<LensCall, 'unitId' | 'lenses'>> },
  lenses: readonly LensSpec[],
  routing: Routing | null,
): CoverageGap[] {
  const byId = new Map(lenses.map((l) => [l.id, l]));
  return checkCoverage(files, plan.units, plan.calls, lenses, (id, path, hunk) =>
    routes(routing, byId.get(id) ?? id, path, hunk),
  );
}
