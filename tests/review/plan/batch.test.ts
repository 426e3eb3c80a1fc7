import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../../src/review/model/plan/plan-coverage.js';
import { packUnits } from '../../../src/review/model/plan/batch.js';
import { fallbackGroups } from '../../../src/review/model/plan/group.js';
import { resolveLenses } from '../../../src/review/model/plan/lenses.js';
import { buildPlan } from '../../../src/review/model/plan/lens-plan.js';
import { buildUser } from '../../../src/review/model/plan/prompt.js';
import { contextFor, makeChange, spreadHunks, type FileSpec } from './helpers.js';

const lenses = resolveLenses('full', [], []);
const ids = lenses.map((l) => l.id);
const reserveTokens = Math.max(...lenses.map((l) => contextForEmpty().countTokens(buildUser([l]))));

function contextForEmpty() {
  return contextFor(makeChange([{ path: 'x.ts', length: 10, hunks: [{ at: 3, adds: 1, dels: 0 }] }]));
}

function manyFiles(count: number, hunksEach: number, dir = (i: number) => `src/m${i % 3}`): FileSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `${dir(i)}/f${i}.ts`,
    length: 400,
    hunks: spreadHunks(hunksEach, 6, 3),
  }));
}

describe('packUnits', () => {
  it('keeps every call under max-input-tokens and covers each hunk exactly once per lens', () => {
    const change = makeChange(manyFiles(14, 4));
    const ctx = contextFor(change);
    const maxInputTokens = 6000;
    const { units, oversized } = packUnits(fallbackGroups(change.files), ctx, {
      maxInputTokens,
      reserveTokens,
    });
    expect(oversized).toEqual([]);
    expect(units.length).toBeGreaterThan(1);
    const calls = buildPlan(units, lenses, ctx, 'full').calls;
    for (const call of calls) expect(call.estimatedTokens).toBeLessThanOrEqual(maxInputTokens);
    for (const unit of units)
      expect(unit.estimatedTokens + reserveTokens).toBeLessThanOrEqual(maxInputTokens);
    expect(checkCoverage(change.files, units, calls, ids)).toEqual([]);
    expect(units.map((u) => u.id)).toEqual(units.map((_, i) => `u${i + 1}`));
  });

  it('keeps a group that fits in one unit and packs small groups together', () => {
    const change = makeChange(manyFiles(6, 1, (i) => `dir${i}`));
    const ctx = contextFor(change);
    const groups = [['dir0/f0.ts', 'dir3/f3.ts'], ['dir1/f1.ts'], ['dir2/f2.ts', 'dir4/f4.ts', 'dir5/f5.ts']];
    const { units } = packUnits(groups, ctx, { maxInputTokens: 100_000, reserveTokens });
    expect(units).toHaveLength(1);
    expect(units[0]!.files.map((f) => f.path)).toEqual(groups.flat());
  });

  it('caps the number of files in a unit', () => {
    const change = makeChange(manyFiles(25, 1, () => 'src'));
    const { units } = packUnits(fallbackGroups(change.files), contextFor(change), {
      maxInputTokens: 100_000,
      reserveTokens,
      maxFilesPerUnit: 10,
    });
    expect(units.map((u) => u.files.length)).toEqual([10, 10, 5]);
  });

  it('splits a file too big for one call hunk by hunk, in order, within the budget', () => {
    const change = makeChange([{ path: 'big.ts', length: 2000, hunks: spreadHunks(40, 15, 5, 45) }]);
    const ctx = contextFor(change);
    const maxInputTokens = 5000;
    const { units, oversized } = packUnits([['big.ts']], ctx, { maxInputTokens, reserveTokens });
    expect(oversized).toEqual([]);
    expect(units.length).toBeGreaterThan(2);
    for (const unit of units) {
      expect(unit.files.map((f) => f.path)).toEqual(['big.ts']);
      expect(unit.estimatedTokens + reserveTokens).toBeLessThanOrEqual(maxInputTokens);
    }
    expect(units.flatMap((u) => u.files[0]!.hunks)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(checkCoverage(change.files, units, buildPlan(units, lenses, ctx, 'full').calls, ids)).toEqual([]);
  });

  it('reports a single hunk larger than the budget as oversized instead of dropping it', () => {
    const change = makeChange([{ path: 'huge.ts', length: 900, hunks: [{ at: 5, adds: 800, dels: 0 }] }]);
    const ctx = contextFor(change);
    const { units, oversized } = packUnits([['huge.ts']], ctx, { maxInputTokens: 3000, reserveTokens });
    expect(units).toHaveLength(1);
    expect(oversized.map((u) => u.id)).toEqual(['u1']);
    expect(units[0]!.estimatedTokens).toBeGreaterThan(3000);
  });

  it('still reviews a file the grouping left out, and a file listed twice only once', () => {
    const change = makeChange(manyFiles(3, 1, () => 'src'));
    const ctx = contextFor(change);
    const { units } = packUnits([['src/f0.ts', 'src/f0.ts']], ctx, {
      maxInputTokens: 100_000,
      reserveTokens,
    });
    expect(units.flatMap((u) => u.files.map((f) => f.path)).sort()).toEqual([
      'src/f0.ts',
      'src/f1.ts',
      'src/f2.ts',
    ]);
  });

  it('says which input to raise when the budget cannot even hold the instructions', () => {
    const change = makeChange(manyFiles(1, 1));
    expect(() =>
      packUnits([['src/m0/f0.ts']], contextFor(change), { maxInputTokens: 500, reserveTokens }),
    ).toThrow(/raise max-input-tokens/);
  });
});

describe('checkCoverage', () => {
  const change = makeChange([
    { path: 'a.ts', length: 100, hunks: spreadHunks(2, 1, 0) },
    { path: 'b.ts', length: 100, hunks: spreadHunks(1, 1, 0) },
  ]);
  const unit = (id: string, files: Array<{ path: string; hunks: number[] }>) => ({
    id,
    files,
    estimatedTokens: 0,
  });

  it('reports a hunk no call covers for a lens', () => {
    const units = [
      unit('u1', [
        { path: 'a.ts', hunks: [0] },
        { path: 'b.ts', hunks: [0] },
      ]),
    ];
    const calls = [{ unitId: 'u1', lenses: ['security', 'docs'] }];
    expect(checkCoverage(change.files, units, calls, ['security', 'docs'])).toEqual([
      { lens: 'security', path: 'a.ts', hunk: 1, count: 0 },
      { lens: 'docs', path: 'a.ts', hunk: 1, count: 0 },
    ]);
  });

  it('reports a hunk covered twice for the same lens, and a lens with no call at all', () => {
    const units = [
      unit('u1', [{ path: 'a.ts', hunks: [0, 1] }]),
      unit('u2', [
        { path: 'a.ts', hunks: [1] },
        { path: 'b.ts', hunks: [0] },
      ]),
    ];
    const calls = [
      { unitId: 'u1', lenses: ['tests'] },
      { unitId: 'u2', lenses: ['tests'] },
    ];
    const gaps = checkCoverage(change.files, units, calls, ['tests', 'docs']);
    expect(gaps.filter((g) => g.lens === 'tests')).toEqual([
      { lens: 'tests', path: 'a.ts', hunk: 1, count: 2 },
    ]);
    expect(gaps.filter((g) => g.lens === 'docs')).toHaveLength(3);
  });

  it('reports a unit that names a hunk the change does not have', () => {
    const units = [
      unit('u1', [
        { path: 'a.ts', hunks: [0, 1, 7] },
        { path: 'b.ts', hunks: [0] },
      ]),
    ];
    expect(checkCoverage(change.files, units, [{ unitId: 'u1', lenses: ['docs'] }], ['docs'])).toEqual([
      { lens: 'docs', path: 'a.ts', hunk: 7, count: 1, unknown: true },
    ]);
  });
});
