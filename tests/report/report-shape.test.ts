/**
 * The JSON report's self-check without zod (issue 48): the schema written out as data
 * (src/report/report-shape.generated.ts) must be exactly `ReviewReport`, accept only what zod
 * accepts and print what zod's parse would. Counted, never timed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ReviewReport as Report } from '../../src/core/types.js';
import { ReviewReport } from '../../src/core/types.js';
import { REPORT_SHAPE } from '../../src/report/report-shape.generated.js';
import { REPORT_SHAPE_FILE, renderReportShape, shapeOf } from '../../src/report/report-shape-of.js';
import { REFUSED, projectShape } from '../../src/report/report-shape.js';
import { completeReport, emptyReport, finding, incompleteReport } from './fixtures.js';

/** A report with every optional part the schema has, `imported` without its defaulted count. */
function richReport(): Report {
  const report = completeReport();
  const hidden = { path: 'a.py', line: 3, severity: 'low' as const, title: 't', rule: null };
  return {
    ...report,
    findings: [
      ...report.findings,
      finding({
        path: 'b.py',
        line: 2,
        suggestion: 'x = 1',
        suggestion_rule: 'py-rule',
        suggestion_check: 'verified',
        suggestion_reason: 'the rule no longer flags it',
        rule: 'py-rule',
      }),
    ],
    unanchored: [finding({ path: 'c.py', line: 9, anchored: false, outside_change: true })],
    stats: {
      ...report.stats,
      below_min_severity: { min_severity: 'medium', findings: [hidden] },
      dropped_by_audit: { count: 1, findings: [{ path: 'a.py', line: 4, title: 't', reason: 'r' }] },
      pre_existing: { count: 1, findings: [{ ...hidden, rule: 'py-eval-exec' }] },
      // `not_on_file` left out: zod fills in its default, 0.
      imported: { tools: ['ruff'], results: 3, on_diff: 1, outside_diff: 1, not_new: 1, info: 0 } as never,
      looked_generated: [{ path: 'gen.ts', looked: 'generated', reason: 'a header' }],
    },
  };
}

const VALID = [completeReport(), incompleteReport(), emptyReport(), richReport()];

/** Every path to a value inside `value` (object keys and array indexes). */
function paths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((k) => paths((value as Record<string, unknown>)[k], [...at, k]))];
}

const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  -1,
  0,
  1.5,
  NaN,
  Infinity,
  2 ** 60,
  '',
  'medium',
  true,
  {},
  [],
];

/** Copies of `report` with one value replaced, deleted, or one unknown key added. */
function* mutations(report: Report): Generator<unknown> {
  for (const at of paths(report)) {
    const edit = (change: (parent: Record<string | number, unknown>, key: string | number) => void) => {
      const copy = structuredClone(report) as unknown as Record<string | number, unknown>;
      if (at.length === 0) return copy;
      const parent = at.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as never, copy);
      change(parent, at[at.length - 1]!);
      return copy;
    };
    for (const value of REPLACEMENTS) yield edit((parent, key) => (parent[key] = value));
    yield edit((parent, key) => delete parent[key]);
    yield edit((parent, key) => {
      const child = parent[key];
      if (typeof child === 'object' && child !== null && !Array.isArray(child))
        (child as Record<string, unknown>).extra = 1;
    });
  }
}

describe('the JSON report checked against its shape, without zod', () => {
  it('the generated shape is exactly ReviewReport (run npm run gen:report-shape after changing it)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', REPORT_SHAPE_FILE), 'utf8');
    expect(committed).toBe(renderReportShape());
  });

  it('refuses to write out a schema whose checks the projection would skip (a length, a refinement, a transform)', () => {
    expect(() => shapeOf(z.object({ a: z.array(z.string()).min(1) }))).toThrow(/array with checks at \$\.a/);
    expect(() => shapeOf(z.string().refine((s) => s !== ''))).toThrow(/string with checks/);
    expect(() => shapeOf(z.string().transform((s) => s.length))).toThrow(/zod type pipe/);
    expect(() => shapeOf(z.strictObject({ a: z.string() }))).toThrow(/catchall/);
    expect(shapeOf(z.number().int().min(2).max(9))).toEqual({
      kind: 'number',
      int: true,
      min: [2, true],
      max: [9, true],
    });
  });

  it('takes every valid report as zod prints it: keys in schema order, unknown keys dropped, defaults filled', () => {
    for (const report of VALID) {
      const projected = projectShape(report, REPORT_SHAPE);
      expect(projected).not.toBe(REFUSED);
      expect(JSON.stringify(projected)).toBe(JSON.stringify(ReviewReport.parse(report)));
    }
    // An optional key given as `undefined` (a builder's `key: cond ? x : undefined`) is taken too.
    const report = completeReport();
    const given = { ...report, findings: [{ ...report.findings[0]!, suggestion_check: undefined }] };
    const projected = projectShape(given, REPORT_SHAPE);
    expect(projected).not.toBe(REFUSED);
    expect(JSON.stringify(projected)).toBe(JSON.stringify(ReviewReport.parse(given)));
    const { tool, ...rest } = completeReport();
    const reordered = { ...rest, tool, surplus: 'x' };
    expect(JSON.stringify(projectShape(reordered, REPORT_SHAPE))).toBe(
      JSON.stringify(ReviewReport.parse(reordered)),
    );
  });

  it('accepts no report zod refuses, and prints what zod prints for every one it accepts', () => {
    let refusedByZod = 0;
    for (const report of VALID)
      for (const mutated of mutations(report)) {
        const projected = projectShape(mutated, REPORT_SHAPE);
        const parsed = ReviewReport.safeParse(mutated);
        if (!parsed.success) refusedByZod++;
        if (projected === REFUSED) continue;
        expect(parsed.success, JSON.stringify(mutated).slice(0, 200)).toBe(true);
        expect(JSON.stringify(projected)).toBe(JSON.stringify(parsed.data));
      }
    // The corpus holds thousands of reports zod refuses: the test can fail.
    expect(refusedByZod).toBeGreaterThan(1000);
  });

  it('renderJson builds no zod schema for a valid report, and still names the field of an invalid one', async () => {
    vi.resetModules();
    const types = await import('../../src/core/types.js');
    const { renderJson } = await import('../../src/report/json.js');
    const text = renderJson(richReport());
    expect(types.coreSchemaBuilds()).toBe(0);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(ReviewReport.parse(richReport()))));
    const bad = completeReport();
    (bad.findings[0] as { severity: string }).severity = 'urgent';
    expect(() => renderJson(bad)).toThrow(/ReviewReport schema[\s\S]*severity/);
    expect(types.coreSchemaBuilds()).toBeGreaterThan(0);
  });
});
