import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { REPORT_FORMATS, renderReport } from '../../src/report/index.js';
import { completeReport } from './fixtures.js';

describe('renderReport', () => {
  it('renders every format', () => {
    const report = completeReport();
    expect(renderReport(report, 'text')).toMatch(/^prlens review: acme\/shop#42/);
    expect(ReviewReport.parse(JSON.parse(renderReport(report, 'json')))).toEqual(report);
    expect(renderReport(report, 'markdown')).toMatch(/^## prlens review\n/);
    expect(JSON.parse(renderReport(report, 'sarif')).version).toBe('2.1.0');
    expect(JSON.parse(renderReport(report, 'rdjson')).source).toEqual({ name: 'prlens' });
    expect(renderReport(report, 'html')).toMatch(
      /^<!doctype html>\n[\s\S]*<h1>prlens review: acme\/shop#42<\/h1>/,
    );
    expect(REPORT_FORMATS).toEqual(['text', 'json', 'markdown', 'sarif', 'rdjson', 'html']);
  });

  it('prints text without colour unless asked', () => {
    expect(renderReport(completeReport(), 'text')).not.toContain('\u001b');
    expect(renderReport(completeReport(), 'text', { color: true })).toContain('\u001b[');
  });

  it('passes maxChars to the Markdown renderer', () => {
    expect(renderReport(completeReport(), 'markdown', { maxChars: 700 }).length).toBeLessThanOrEqual(700);
  });
});
