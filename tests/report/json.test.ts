import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { renderJson } from '../../src/report/json.js';
import { completeReport, emptyReport, incompleteReport } from './fixtures.js';

describe('renderJson', () => {
  it('round-trips a realistic report through the ReviewReport schema unchanged', () => {
    for (const report of [completeReport(), incompleteReport(), emptyReport()]) {
      const parsed = ReviewReport.parse(JSON.parse(renderJson(report)));
      expect(parsed).toEqual(report);
    }
  });

  it('pretty-prints with a 2-space indent and ends with one newline', () => {
    const json = renderJson(emptyReport());
    expect(json.startsWith('{\n  "version": 1,\n  "tool": {\n    "name": "prlens"')).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.endsWith('\n\n')).toBe(false);
  });

  it('keeps a null cost as null rather than a made-up zero', () => {
    const parsed = JSON.parse(renderJson(incompleteReport()));
    expect(parsed.usage.cost_usd).toBeNull();
    expect(parsed.incomplete).toBe(true);
  });

  it('throws, naming the bad field, when the report does not match its schema', () => {
    const report = completeReport();
    (report.findings[0] as { severity: string }).severity = 'urgent';
    expect(() => renderJson(report)).toThrow(/ReviewReport schema[\s\S]*severity/);
  });

  it('throws when a required field is missing', () => {
    const { usage: _usage, ...withoutUsage } = completeReport();
    expect(() => renderJson(withoutUsage as ReviewReport)).toThrow(/usage/);
  });
});
