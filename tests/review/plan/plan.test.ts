import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../../src/review/model/plan/plan-coverage.js';
import { resolveLenses } from '../../../src/review/model/plan/lenses.js';
import {
  buildCallForUnit,
  buildPlan,
  splitUnit,
  unitTokens,
  type LensPlan,
} from '../../../src/review/model/plan/lens-plan.js';
import { routeHunks, routes } from '../../../src/review/model/plan/route.js';
import type { ReviewUnit } from '../../../src/review/model/plan/types.js';
import { contextFor, makeChange, spreadHunks } from './helpers.js';

const ids = (lenses: ReadonlyArray<{ id: string }>) => lenses.map((l) => l.id);
const unitOf = (id: string, files: ReviewUnit['files']): ReviewUnit => ({ id, files, estimatedTokens: 0 });

/** Every call of a plan names one of the plan's units: what the executor runs and the coverage check counts. */
function expectSelfContained(plan: LensPlan): void {
  const ids = new Set(plan.units.map((u) => u.id));
  for (const call of plan.calls) expect(ids, call.id).toContain(call.unitId);
}

describe('buildPlan', () => {
  it('reviews a 12-line change in exactly one fast call covering every lens, even across units', () => {
    const change = makeChange([
      { path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 3 }] },
      { path: 'lib/b.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 3 }] },
    ]);
    const ctx = contextFor(change);
    const units = [
      unitOf('u1', [{ path: 'src/a.ts', hunks: [0] }]),
      unitOf('u2', [{ path: 'lib/b.ts', hunks: [0] }]),
    ];
    const lenses = resolveLenses('fast', [], []);
    const plan = buildPlan(units, lenses, ctx, 'fast');
    const { calls } = plan;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.lenses).toEqual(['security', 'correctness', 'code-health', 'tests', 'docs']);
    expect(calls[0]!.system).toContain('FILE src/a.ts');
    expect(calls[0]!.system).toContain('FILE lib/b.ts');
    // The merged unit is part of the plan: the executor can run its call, the check can count it.
    expect(plan.units.map((u) => u.id)).toEqual(['all']);
    expectSelfContained(plan);
    expect(checkCoverage(change.files, plan.units, calls, ids(lenses))).toEqual([]);
  });

  it('keeps every call on a unit of the plan and every hunk covered once per lens, in every preset', () => {
    const change = makeChange([
      { path: 'src/a.ts', length: 200, hunks: spreadHunks(3, 10, 8) },
      { path: 'lib/b.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 1 }] },
      { path: 'lib/c.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 1 }] },
    ]);
    const ctx = contextFor(change);
    const units = [
      unitOf('u1', [{ path: 'src/a.ts', hunks: [0, 1, 2] }]),
      unitOf('u2', [
        { path: 'lib/b.ts', hunks: [0] },
        { path: 'lib/c.ts', hunks: [0] },
      ]),
    ];
    const small = [units[1]!];
    for (const preset of ['fast', 'full', 'deep'] as const) {
      const lenses = resolveLenses(preset, [], []);
      for (const given of [units, small]) {
        const plan = buildPlan(given, lenses, ctx, preset);
        expectSelfContained(plan);
        const files = change.files.filter((f) => given.some((u) => u.files.some((e) => e.path === f.path)));
        expect(checkCoverage(files, plan.units, plan.calls, ids(lenses)), preset).toEqual([]);
      }
    }
  });

  it('splits the merged unit of a truncated fast call into halves that cover it exactly', () => {
    const change = makeChange(
      Array.from({ length: 12 }, (_, i) => ({
        path: `${i % 2 ? 'lib' : 'src'}/m${i}.ts`,
        length: 20,
        hunks: [{ at: 5, adds: 1, dels: 1 }],
      })),
    );
    const ctx = contextFor(change);
    const units = [
      unitOf(
        'u1',
        change.files.slice(0, 10).map((f) => ({ path: f.path, hunks: [0] })),
      ),
      unitOf(
        'u2',
        change.files.slice(10).map((f) => ({ path: f.path, hunks: [0] })),
      ),
    ];
    const lenses = resolveLenses('fast', [], []);
    const plan = buildPlan(units, lenses, ctx, 'fast');
    const halves = splitUnit(plan.units[0]!, ctx)!;
    expect(halves.map((h) => h.id)).toEqual(['all.1', 'all.2']);
    expect(halves.map((h) => h.files.length)).toEqual([6, 6]);
    const calls = halves.map((h) => buildCallForUnit(h, lenses, ctx));
    expect(checkCoverage(change.files, halves, calls, ids(lenses))).toEqual([]);
  });

  it('reviews a unit of 54 to 800 changed lines in one fast call covering every lens', () => {
    // 54 lines (over the 50 of a one-call change) in u1, and exactly 800 in u2: one call each.
    const change = makeChange([
      { path: 'src/a.ts', length: 200, hunks: spreadHunks(3, 10, 8) },
      { path: 'lib/b.ts', length: 1000, hunks: spreadHunks(8, 50, 50, 120) },
    ]);
    const ctx = contextFor(change);
    const lenses = resolveLenses('fast', [], []);
    const units = [
      unitOf('u1', [{ path: 'src/a.ts', hunks: [0, 1, 2] }]),
      unitOf('u2', [{ path: 'lib/b.ts', hunks: [0, 1, 2, 3, 4, 5, 6, 7] }]),
    ];
    const plan = buildPlan(units, lenses, ctx, 'fast');
    expect(plan.calls.map((c) => c.id)).toEqual([
      'u1:security+correctness+code-health+tests+docs',
      'u2:security+correctness+code-health+tests+docs',
    ]);
    expectSelfContained(plan);
    expect(checkCoverage(change.files, plan.units, plan.calls, ids(lenses))).toEqual([]);
  });

  it('merges lenses into two calls per unit in fast once a unit is over 800 changed lines', () => {
    // 800 changed lines and one more added line.
    const change = makeChange([
      {
        path: 'src/a.ts',
        length: 1100,
        hunks: [...spreadHunks(8, 50, 50, 120), { at: 1050, adds: 1, dels: 0 }],
      },
    ]);
    const ctx = contextFor(change);
    const { calls } = buildPlan(
      [unitOf('u1', [{ path: 'src/a.ts', hunks: [0, 1, 2, 3, 4, 5, 6, 7, 8] }])],
      resolveLenses('fast', [], []),
      ctx,
      'fast',
    );
    expect(calls.map((c) => c.lenses)).toEqual([
      ['security', 'correctness'],
      ['code-health', 'tests', 'docs'],
    ]);
  });

  it('puts custom lenses in one extra fast call', () => {
    const change = makeChange([{ path: 'src/a.ts', length: 1000, hunks: spreadHunks(9, 50, 40, 100) }]);
    const custom = [
      { id: 'i18n', title: 'Translations', instructions: 'Flag user-facing strings not passed through t().' },
    ];
    const { calls } = buildPlan(
      [unitOf('u1', [{ path: 'src/a.ts', hunks: [0, 1, 2, 3, 4, 5, 6, 7, 8] }])],
      resolveLenses('fast', [], custom),
      contextFor(change),
      'fast',
    );
    expect(calls.map((c) => c.lenses)).toEqual([
      ['security', 'correctness'],
      ['code-health', 'tests', 'docs'],
      ['i18n'],
    ]);
    expect(calls[2]!.user).toContain('t().');
  });

  it('makes one call per lens per unit in full, even for a tiny change', () => {
    const change = makeChange([
      { path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 0 }] },
      { path: 'lib/b.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 0 }] },
    ]);
    const units = [
      unitOf('u1', [{ path: 'src/a.ts', hunks: [0] }]),
      unitOf('u2', [{ path: 'lib/b.ts', hunks: [0] }]),
    ];
    const lenses = resolveLenses('full', [], []);
    const { calls } = buildPlan(units, lenses, contextFor(change), 'full');
    expect(calls).toHaveLength(10);
    expect(calls.filter((c) => c.unitId === 'u1').map((c) => c.lenses)).toEqual(lenses.map((l) => [l.id]));
    expect(new Set(calls.map((c) => c.id)).size).toBe(10);
    expect(
      checkCoverage(
        change.files,
        units,
        calls,
        lenses.map((l) => l.id),
      ),
    ).toEqual([]);
  });

  it('counts the tokens of system and user in each call estimate', () => {
    const change = makeChange([{ path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 0 }] }]);
    const ctx = contextFor(change);
    const call = buildCallForUnit(
      unitOf('u1', [{ path: 'src/a.ts', hunks: [0] }]),
      resolveLenses('full', ['docs'], []),
      ctx,
    );
    expect(call.estimatedTokens).toBe(ctx.countTokens(call.system) + ctx.countTokens(call.user));
    expect(call).toMatchObject({ id: 'u1:docs', unitId: 'u1', lenses: ['docs'] });
  });

  it('makes no call when there is nothing to review', () => {
    const change = makeChange([{ path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 1, dels: 0 }] }]);
    expect(buildPlan([], resolveLenses('fast', [], []), contextFor(change), 'fast').calls).toEqual([]);
  });
});

describe('resolveLenses', () => {
  it('lets the lenses input override the preset, in the order given', () => {
    expect(resolveLenses('full', ['tests', 'security', 'tests'], []).map((l) => l.id)).toEqual([
      'tests',
      'security',
    ]);
  });

  it('rejects an unknown lens id and names the valid ones', () => {
    expect(() => resolveLenses('fast', ['securty'], [])).toThrow(
      /unknown lens "securty".*security, correctness/,
    );
  });

  it('rejects a custom lens without instructions or with a bad id', () => {
    expect(() => resolveLenses('fast', [], [{ id: 'x', title: 'X', instructions: ' ' }])).toThrow(
      /no instructions/,
    );
    expect(() => resolveLenses('fast', [], [{ id: 'Bad Id', title: 'X', instructions: 'y' }])).toThrow(
      /invalid/,
    );
  });

  it('accepts a custom lens from config without a title and titles it by its id', () => {
    const lenses = resolveLenses('fast', [], [{ id: 'i18n', instructions: 'Flag untranslated strings.' }]);
    expect(lenses.at(-1)).toEqual({
      id: 'i18n',
      title: 'i18n',
      instructions: 'Flag untranslated strings.',
      custom: true,
    });
  });

  it('lets a custom lens replace a built-in one of the same id', () => {
    const lenses = resolveLenses(
      'full',
      [],
      [{ id: 'docs', title: 'Docs', instructions: 'Only the README.' }],
    );
    expect(lenses).toHaveLength(5);
    expect(lenses.find((l) => l.id === 'docs')?.instructions).toBe('Only the README.');
  });
});

describe('splitUnit', () => {
  const change = makeChange([
    { path: 'a.ts', length: 200, hunks: spreadHunks(3, 2, 1) },
    { path: 'b.ts', length: 200, hunks: spreadHunks(1, 2, 1) },
    { path: 'c.ts', length: 200, hunks: spreadHunks(1, 2, 1) },
  ]);
  const ctx = contextFor(change);

  it('halves by files first, measuring each half', () => {
    const unit = unitOf('u3', [
      { path: 'a.ts', hunks: [0, 1, 2] },
      { path: 'b.ts', hunks: [0] },
      { path: 'c.ts', hunks: [0] },
    ]);
    const [left, right] = splitUnit(unit, ctx)!;
    expect(left.files.map((f) => f.path)).toEqual(['a.ts', 'b.ts']);
    expect(right.files.map((f) => f.path)).toEqual(['c.ts']);
    expect([left.id, right.id]).toEqual(['u3.1', 'u3.2']);
    expect(right.estimatedTokens).toBe(unitTokens(right, ctx));
  });

  it('then halves the hunks of a single file', () => {
    const halves = splitUnit(unitOf('u1', [{ path: 'a.ts', hunks: [0, 1, 2] }]), ctx);
    expect(halves?.map((u) => u.files[0]!.hunks)).toEqual([[0, 1], [2]]);
  });

  it('returns null for a single hunk', () => {
    expect(splitUnit(unitOf('u1', [{ path: 'b.ts', hunks: [0] }]), ctx)).toBeNull();
  });
});

describe('buildPlan with lens routing', () => {
  // One unit: plain code, its test, and a README. The code computes; nothing reads input or I/O.
  const change = makeChange([
    { path: 'src/a.ts', length: 60, hunks: spreadHunks(2, 3, 1) },
    { path: 'tests/a.test.ts', length: 40, hunks: [{ at: 5, adds: 2, dels: 0 }] },
    { path: 'README.md', length: 20, hunks: [{ at: 5, adds: 1, dels: 0 }] },
  ]);
  const ctx = contextFor(change);
  const unit = unitOf('u1', [
    { path: 'src/a.ts', hunks: [0, 1] },
    { path: 'tests/a.test.ts', hunks: [0] },
    { path: 'README.md', hunks: [0] },
  ]);
  const routing = routeHunks(change.files, change.contents);
  const required = (lens: string, path: string, hunk: number) => routes(routing, lens, path, hunk);
  const paths = (plan: LensPlan, callId: string) => {
    const call = plan.calls.find((c) => c.id === callId)!;
    return plan.units.find((u) => u.id === call.unitId)!.files.map((f) => f.path);
  };

  it('full: folds security into correctness without sensitive code, routes code-health and merges tests + docs', () => {
    const lenses = resolveLenses('full', [], []);
    const plan = buildPlan([unit], lenses, ctx, 'full', routing);
    // tests + docs reach every hunk here, so they share the unit (and its cached prefix).
    expect(plan.calls.map((c) => c.id)).toEqual([
      'u1:security+correctness',
      'u1:tests+docs',
      'u1/code-health:code-health',
    ]);
    expect(paths(plan, 'u1:security+correctness')).toEqual(['src/a.ts', 'tests/a.test.ts', 'README.md']);
    expect(paths(plan, 'u1/code-health:code-health')).toEqual(['src/a.ts', 'tests/a.test.ts']);
    // The README is docs; src/a.ts is what tests/a.test.ts tests.
    expect(paths(plan, 'u1:tests+docs')).toEqual(['src/a.ts', 'tests/a.test.ts', 'README.md']);
    expect(plan.calls.every((c) => c.family === 'u1')).toBe(true);
    expectSelfContained(plan);
    expect(checkCoverage(change.files, plan.units, plan.calls, ids(lenses), required)).toEqual([]);
  });

  it('full: tests + docs join the code-health call when code-health reads every hunk they do', () => {
    // No README: code-health reads the code and its test, all that tests reads (docs reads nothing).
    const code = makeChange([
      { path: 'src/a.ts', length: 60, hunks: spreadHunks(2, 3, 1) },
      { path: 'tests/a.test.ts', length: 40, hunks: [{ at: 5, adds: 2, dels: 0 }] },
    ]);
    const u = unitOf('u1', [
      { path: 'src/a.ts', hunks: [0, 1] },
      { path: 'tests/a.test.ts', hunks: [0] },
    ]);
    const r = routeHunks(code.files, code.contents);
    const lenses = resolveLenses('full', [], []);
    const plan = buildPlan([u], lenses, contextFor(code), 'full', r);
    expect(plan.calls.map((c) => c.id)).toEqual(['u1:security+correctness', 'u1:code-health+tests']);
    // One unit, one prefix: the second call re-reads it from the provider's cache.
    expect(plan.units.map((unit) => unit.id)).toEqual(['u1']);
    expect(new Set(plan.calls.map((c) => c.system)).size).toBe(1);
    expect(
      checkCoverage(code.files, plan.units, plan.calls, ids(lenses), (l, p, h) => routes(r, l, p, h)),
    ).toEqual([]);
  });

  it('full: gives security a call of its own on the whole unit once one hunk reads input', () => {
    const sensitive = makeChange([
      {
        path: 'src/a.ts',
        length: 60,
        hunks: [{ at: 5, adds: 1, dels: 0, text: () => 'const id = req.query.id;' }],
      },
      { path: 'src/b.ts', length: 60, hunks: [{ at: 5, adds: 1, dels: 0 }] },
    ]);
    const u = unitOf('u1', [
      { path: 'src/a.ts', hunks: [0] },
      { path: 'src/b.ts', hunks: [0] },
    ]);
    const lenses = resolveLenses('full', [], []);
    const plan = buildPlan([u], lenses, contextFor(sensitive), 'full', routeHunks(sensitive.files));
    expect(plan.calls.map((c) => c.id)).toEqual(['u1:security', 'u1:correctness', 'u1:code-health']);
    // One prefix for the three: the provider serves the second and third from its cache.
    expect(new Set(plan.calls.map((c) => c.system)).size).toBe(1);
  });

  it('fast: the second call reads only what code-health, tests and docs are routed to', () => {
    const big = makeChange([
      { path: 'src/a.ts', length: 1000, hunks: spreadHunks(9, 50, 40, 100) },
      { path: 'CHANGELOG.md', length: 20, hunks: [{ at: 5, adds: 1, dels: 0 }] },
    ]);
    const u = unitOf('u1', [
      { path: 'src/a.ts', hunks: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
      { path: 'CHANGELOG.md', hunks: [0] },
    ]);
    const lenses = resolveLenses('fast', [], []);
    const r = routeHunks(big.files, big.contents);
    const plan = buildPlan([u], lenses, contextFor(big), 'fast', r);
    // Plain code without comments or signatures, no test: code-health on the code, docs on the changelog.
    expect(plan.calls.map((c) => c.id)).toEqual(['u1:security+correctness', 'u1:code-health+docs']);
    expect(
      checkCoverage(big.files, plan.units, plan.calls, ids(lenses), (l, p, h) => routes(r, l, p, h)),
    ).toEqual([]);
  });

  it('lets no routing excuse correctness or security from a hunk', () => {
    const lenses = resolveLenses('full', [], []);
    const plan = buildPlan([unit], lenses, ctx, 'full', routing);
    const withoutSecurity = plan.calls.map((c) => ({
      ...c,
      lenses: c.lenses.filter((l) => l !== 'security'),
    }));
    const gaps = checkCoverage(change.files, plan.units, withoutSecurity, ids(lenses), () => false);
    expect(gaps.filter((g) => g.lens === 'security')).toHaveLength(4);
    expect(gaps.every((g) => g.lens === 'security' && g.count === 0)).toBe(true);
  });

  it('routes nothing for lenses named in the lenses input or defined in the config', () => {
    const custom = [{ id: 'docs', instructions: 'Our own docs rules.' }];
    const lenses = resolveLenses('full', [], custom);
    const plan = buildPlan([unit], lenses, ctx, 'full', routing);
    expect(plan.calls.find((c) => c.lenses.includes('docs'))?.unitId).toBe('u1');
    expect(buildPlan([unit], lenses, ctx, 'full', null).calls.map((c) => c.id)).toEqual(
      lenses.map((l) => `u1:${l.id}`),
    );
  });
});
