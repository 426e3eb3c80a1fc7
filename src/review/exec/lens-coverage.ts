/**
 * Per-lens coverage: every (unit, lens) pair ends `done`, `failed` or `skipped`, so a run can say
 * exactly which files were not seen through which lens instead of looking complete.
 */
import type { ReviewUnit } from './plan-types.js';

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

  /** Files and lenses that were not reviewed, once per (path, lens), with the first reason seen. */
  notReviewed(): Array<{ path: string; lens: string; reason: string }> {
    const out = new Map<string, { path: string; lens: string; reason: string }>();
    for (const entry of this.entries.values()) {
      if (entry.status === 'done') continue;
      const reason = entry.status === 'pending' ? 'not run' : entry.reason || entry.status;
      for (const file of entry.unit.files) {
        const k = key(file.path, entry.lens);
        if (!out.has(k)) out.set(k, { path: file.path, lens: entry.lens, reason });
      }
    }
    return [...out.values()];
  }
}
