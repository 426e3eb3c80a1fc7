/**
 * The coverage check: proof that the plan reviews every hunk of every kept file exactly once per
 * lens. A hunk that no call covers would be silently unreviewed (the "looks good" we must never
 * claim); one covered twice would produce duplicate comments and double cost.
 */
import type { FileDiff } from '../../core/types.js';
import type { LensCall, ReviewUnit } from './types.js';

export interface CoverageGap {
  lens: string;
  path: string;
  hunk: number;
  /** How many calls for this lens cover the hunk: 0 = missing, 2+ = duplicated. */
  count: number;
  /** Set when a unit names a file or hunk that the change does not have. */
  unknown?: true;
}

/**
 * Returns every (lens, file, hunk) not covered exactly once by `calls` over `units`, plus every
 * unit entry naming a file or hunk that is not in `files`. Empty = complete coverage. Files
 * without hunks (pure renames, mode changes) have nothing to review and need no unit.
 */
export function checkCoverage(
  files: readonly FileDiff[],
  units: readonly ReviewUnit[],
  calls: ReadonlyArray<Pick<LensCall, 'unitId' | 'lenses'>>,
  lensIds: readonly string[],
): CoverageGap[] {
  const unitsById = new Map(units.map((u) => [u.id, u]));
  const filesByPath = new Map(files.map((f) => [f.path, f]));
  const gaps: CoverageGap[] = [];
  for (const lens of lensIds) {
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
    for (const file of files) {
      file.hunks.forEach((_, hunk) => {
        const count = counts.get(`${hunk}\u0000${file.path}`) ?? 0;
        if (count !== 1) gaps.push({ lens, path: file.path, hunk, count });
      });
    }
  }
  return gaps;
}
