/**
 * Issue 43, point 4: a lens was spread over five tables, so adding one touched 4–6 files. Now a lens
 * is one row of `LENSES` plus its prompt file. These tests add a fake lens exactly that way (a row
 * and a Markdown file, through the catalogue `resolveLenses` takes) and follow it through routing,
 * planning, the coverage proof, the prompt and the label of its findings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMPTS } from '../../../src/prompt/prompts.generated.js';
import { toolSpecs } from '../../../src/review/model/deep/tools.js';
import { runModelReview, type ModelReviewInput } from '../../../src/review/model/exec/run-model-review.js';
import { buildPlan, withTokens, type LensPlan } from '../../../src/review/model/plan/lens-plan.js';
import {
  fallbackLens,
  LENSES,
  mergeForFast,
  resolveLenses,
  type LensCatalog,
  type LensRow,
} from '../../../src/review/model/plan/lenses.js';
import { proveCoverage } from '../../../src/review/model/plan/plan-coverage.js';
import { routeHunks } from '../../../src/review/model/plan/route.js';
import type { LensSpec } from '../../../src/review/model/plan/types.js';
import { runContext } from '../../../src/review/run-context.js';
import { BufferLogger, ManualClock, MemoryWorkspace, ScriptedModel } from '../exec/helpers.js';
import { contextFor, makeChange } from './helpers.js';

/** The one row: reads the hunks that change a public signature (the `docs` route), in a fast call of its own. */
const ROW: LensRow = {
  id: 'api-compat',
  presets: ['fast', 'full', 'deep'],
  route: 'docs',
  floor: false,
  fastGroup: 3,
  weight: 'heavy',
  absorbsLight: false,
  fallback: false,
};
/** The one prompt file. */
const PROMPT = readFileSync(path.join(import.meta.dirname, 'fixtures', 'api-compat.md'), 'utf8');
const CATALOG: LensCatalog = { rows: [...LENSES, ROW], prompts: { ...PROMPTS, 'api-compat': PROMPT } };

const SIGNATURE = 'export function parseDate(text: string, zone: string) {';
/** A changed public signature (docs route) and a hunk of plain code that no docs route reaches. */
const change = makeChange([
  { path: 'src/dates.ts', length: 40, hunks: [{ at: 10, adds: 1, dels: 1, text: () => SIGNATURE }] },
  { path: 'src/sum.ts', length: 40, hunks: [{ at: 10, adds: 2, dels: 1 }] },
]);
const ctx = contextFor(change);
const unit = withTokens(
  {
    id: 'u1',
    files: [
      { path: 'src/dates.ts', hunks: [0] },
      { path: 'src/sum.ts', hunks: [0] },
    ],
  },
  ctx,
);
const routing = routeHunks(change.files, change.contents);

function lensCall(lenses = resolveLenses('full', [], [], CATALOG)) {
  const plan = buildPlan([unit], lenses, ctx, 'full', routing);
  const call = plan.calls.find((c) => c.lenses.includes(ROW.id));
  return { lenses, plan, call };
}

describe('a lens added as one row and one prompt file', () => {
  it('joins every preset with the title and instructions of its prompt file', () => {
    for (const preset of ['fast', 'full', 'deep'] as const) {
      const added = resolveLenses(preset, [], [], CATALOG).at(-1);
      expect(added).toMatchObject({ id: 'api-compat', title: 'API compatibility' });
      expect(added?.instructions).toContain('a parameter added without a default');
    }
  });

  it('is routed: its call in full reads only the hunk its route flags', () => {
    const { plan, call } = lensCall();
    expect(call?.lenses).toEqual(['api-compat']);
    const reviewed = plan.units.find((u) => u.id === call?.unitId);
    expect(reviewed?.files).toEqual([{ path: 'src/dates.ts', hunks: [0] }]);
  });

  it('is planned and proven: coverage knows its route and that nothing else reviews its hunk', () => {
    const { lenses, plan } = lensCall();
    expect(proveCoverage(change.files, plan, lenses, routing)).toEqual([]);
    const without = { ...plan, calls: plan.calls.filter((c) => !c.lenses.includes(ROW.id)) };
    expect(proveCoverage(change.files, without, lenses, routing)).toEqual([
      { lens: 'api-compat', path: 'src/dates.ts', hunk: 0, count: 0 },
    ]);
  });

  it('gets the fast call of its own fast group on a large unit, and a lens enum entry in deep', () => {
    const lenses = resolveLenses('fast', [], [], CATALOG);
    expect(mergeForFast(lenses).map((set) => set.map((l) => l.id))).toEqual([
      ['security', 'correctness'],
      ['code-health', 'tests', 'docs'],
      ['api-compat'],
    ]);
    const [spec] = toolSpecs(lenses.map((l) => l.id)).filter((t) => t.name === 'code_comment');
    expect(JSON.stringify(spec?.parameters)).toContain('"api-compat"');
  });

  it('is prompted with its file, and its findings carry its label', async () => {
    const { lenses, plan, call } = lensCall();
    expect(call?.user).toContain('## Lens `api-compat`: API compatibility');
    expect(call?.user).toContain('Do not report a new export nobody calls yet.');
    const model = new ScriptedModel((request) => {
      const mine = request.messages[0]?.content.includes('lens `api-compat`') === true;
      return { text: JSON.stringify({ findings: mine ? [breakingChange()] : [] }) };
    });
    const result = await runModelReview(reviewInput(model, lenses, plan));
    expect(result.findings.map((f) => [f.lens, f.path, f.line])).toEqual([
      ['api-compat', 'src/dates.ts', 10],
    ]);
    expect(result.coverage.notReviewed).toEqual([]);
  });

  it('as a floor lens, is named in the run coverage when no call showed it a file', async () => {
    const floorRow: LensRow = { ...ROW, route: 'all', floor: true };
    const catalog: LensCatalog = { ...CATALOG, rows: [...LENSES, floorRow] };
    const { lenses, plan } = lensCall(resolveLenses('full', [], [], catalog));
    const calls = plan.calls.filter((c) => !c.lenses.includes(ROW.id));
    const model = new ScriptedModel(() => ({ text: '{"findings":[]}' }));
    const result = await runModelReview(reviewInput(model, lenses, { ...plan, calls }));
    expect(result.coverage.notReviewed).toEqual(
      ['src/dates.ts', 'src/sum.ts'].map((file) => ({
        path: file,
        lens: 'api-compat',
        reason: 'no call reviewed some of its hunks',
      })),
    );
  });

  it('is planned by its columns alone: a renamed copy of the built-in table plans the same calls', () => {
    const renamed: LensCatalog = {
      rows: LENSES.map((row) => ({ ...row, id: `x-${row.id}` })),
      prompts: Object.fromEntries(LENSES.map((row) => [`x-${row.id}`, PROMPTS[row.id] ?? ''])),
    };
    const mixed = makeChange([
      { path: 'src/auth/session.ts', length: 40, hunks: [{ at: 10, adds: 2, dels: 1 }] },
      { path: 'src/sum.ts', length: 40, hunks: [{ at: 10, adds: 1, dels: 1, text: () => SIGNATURE }] },
      { path: 'tests/sum.test.ts', length: 40, hunks: [{ at: 10, adds: 2, dels: 0 }] },
      { path: 'README.md', length: 40, hunks: [{ at: 10, adds: 1, dels: 0, text: () => 'Usage.' }] },
    ]);
    const mixedCtx = contextFor(mixed);
    const mixedRouting = routeHunks(mixed.files, mixed.contents);
    const units = mixed.files.map((f, i) =>
      withTokens({ id: `u${i + 1}`, files: [{ path: f.path, hunks: [0] }] }, mixedCtx),
    );
    const shape = (catalog?: LensCatalog) =>
      (['fast', 'full'] as const).map((preset) => {
        const lenses = resolveLenses(preset, [], [], catalog);
        const plan = buildPlan(units, lenses, mixedCtx, preset, mixedRouting);
        const gaps = proveCoverage(mixed.files, plan, lenses, mixedRouting);
        const calls = plan.calls.map((c) => [c.unitId, c.lenses]);
        return JSON.stringify({ units: plan.units.map((u) => [u.id, u.files]), calls, gaps }).replaceAll(
          'x-',
          '',
        );
      });
    expect(resolveLenses('full', [], [], renamed).map((l) => l.id)).toEqual(LENSES.map((r) => `x-${r.id}`));
    expect(shape(renamed)).toEqual(shape());
    expect(fallbackLens(resolveLenses('deep', [], [], renamed))).toBe('x-correctness');
    // The full plan exercises every column: security alone on the sensitive unit and folded into
    // correctness elsewhere, code-health absorbing tests and docs, docs alone on the README.
    expect(shape()[1]).toContain('["u1",["security"]],["u1",["correctness"]]');
    expect(shape()[1]).toContain('["u2",["security","correctness"]],["u2",["code-health","tests","docs"]]');
    expect(shape()[1]).toContain('["u4",["docs"]]');
  });

  it('fails with the file to write when its prompt file is missing', () => {
    expect(() => resolveLenses('full', [], [], { rows: CATALOG.rows, prompts: PROMPTS })).toThrow(
      'prompts/api-compat.md is missing from the build: run node scripts/gen-prompts.mjs',
    );
  });
});

/** The exec stage's input for `plan`: generous budgets, no audit. */
function reviewInput(model: ScriptedModel, lenses: LensSpec[], plan: LensPlan): ModelReviewInput {
  return {
    calls: plan.calls,
    units: plan.units,
    lenses,
    context: runContext({ clock: new ManualClock(), logger: new BufferLogger() }),
    change: { files: change.files, workspace: new MemoryWorkspace({}), headRef: null },
    ctx,
    model,
    budgets: { maxConcurrency: 1, maxInputTokens: 100_000, maxReviewTokens: 0, maxReviewSeconds: 600 },
    reflect: false,
  };
}

/** The model's claim about the changed signature, labelled with the lens that found it. */
function breakingChange(): Record<string, unknown> {
  return {
    path: 'src/dates.ts',
    line: 10,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: 'api',
    lens: 'api-compat',
    title: 'parseDate now requires a zone',
    body: 'Every existing caller passes one argument.',
    suggestion: null,
    anchor: SIGNATURE,
    confidence: 0.9,
  };
}
