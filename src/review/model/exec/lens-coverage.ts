/**
 * Per-lens coverage: every (unit, lens) pair ends `done`, `failed` or `skipped`, so a run can say
 * exactly which files were not seen through which lens instead of looking complete.
 */
import type { FileDiff } from '../../../core/types.js';
import { traitsOf } from '../plan/lenses.js';
import type { LensSpec, ReviewUnit } from './plan-types.js';

export type CoverageStatus = 'pending' | 'done' | 'failed' | 'skipped';

export interface CoverageEntry {
  unit: ReviewUnit;
  lens: string;
  status: CoverageStatus;
  reason: string;
}

const key = (unitId: string, lens: string) => `${unitId}\u0000${lens}`;

/** The (unit, lens) ledger of one run. */
export class Coverage {
  private readonly entries = new Map<string, CoverageEntry>();

  /** Registers pairs to be reviewed. */
  add(unit: ReviewUnit, lenses: readonly string[]): void {
    for (const lens of lenses) {
      if (!this.entries.has(key(unit.id, lens))) {
        this.entries.set(key(unit.id, lens), { unit, lens, status: 'pending', reason: '' });
      }
    }
  }

  /** Records how the pairs of one call ended. */
  mark(
    unit: ReviewUnit,
    lenses: readonly string[],
    status: Exclude<CoverageStatus, 'pending'>,
    reason = '',
  ): void {
    for (const lens of lenses) this.entries.set(key(unit.id, lens), { unit, lens, status, reason });
  }

  /** A unit was split for these lenses: its halves take its place. */
  replace(unit: ReviewUnit, halves: readonly ReviewUnit[], lenses: readonly string[]): void {
    for (const lens of lenses) this.entries.delete(key(unit.id, lens));
    for (const half of halves) this.add(half, lenses);
  }

  /** All pairs with their state. */
  list(): CoverageEntry[] {
    return [...this.entries.values()];
  }

  /**
   * Files and lenses that were not reviewed, once per (path, lens), with the first reason seen. With
   * `floor`, also every hunk of its files that no finished call showed a floor lens of the run
   * (its `floor` column): routing may spare the other lenses a hunk, never these.
   */
  notReviewed(floor?: {
    files: readonly FileDiff[];
    /** The run's lenses: specs, or ids of built-in lenses. */
    lenses: ReadonlyArray<LensSpec | string>;
  }): Array<{ path: string; lens: string; reason: string }> {
    const out = new Map<string, { path: string; lens: string; reason: string }>();
    for (const entry of this.entries.values()) {
      if (entry.status === 'done') continue;
      const reason = entry.status === 'pending' ? 'not run' : entry.reason || entry.status;
      for (const file of entry.unit.files) {
        const k = key(file.path, entry.lens);
        if (!out.has(k)) out.set(k, { path: file.path, lens: entry.lens, reason });
      }
    }
    // A pair the ledger already names keeps its more precise reason (failed, skipped).
    for (const gap of floor ? this.floorGaps(floor.files, floor.lenses) : []) {
      if (!out.has(key(gap.path, gap.lens))) out.set(key(gap.path, gap.lens), gap);
    }
    return [...out.values()];
  }

  /** (path, lens) of every floor lens of the run that no `done` entry covered on some hunk of the path. */
  private floorGaps(
    files: readonly FileDiff[],
    lenses: ReadonlyArray<LensSpec | string>,
  ): Array<{ path: string; lens: string; reason: string }> {
    const seen = new Set<string>();
    for (const entry of this.entries.values()) {
      if (entry.status !== 'done') continue;
      for (const f of entry.unit.files)
        for (const h of f.hunks) seen.add(`${entry.lens}\u0000${f.path}\u0000${h}`);
    }
    const gaps: Array<{ path: string; lens: string; reason: string }> = [];
    const floorIds = lenses.filter((l) => traitsOf(l).floor).map((l) => (typeof l === 'string' ? l : l.id));
    for (const lens of floorIds) {
      for (const file of files) {
        const missing = file.hunks.some((_, h) => !seen.has(`${lens}\u0000${file.path}\u0000${h}`));
        if (missing) gaps.push({ path: file.path, lens, reason: 'no call reviewed some of its hunks' });
      }
    }
    return gaps;
  }
}
