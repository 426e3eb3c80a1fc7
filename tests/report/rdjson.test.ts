import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { buildRdjson, renderRdjson } from '../../src/report/rdjson.js';
import { renderReport, REPORT_FORMATS } from '../../src/report/index.js';
import { parseCommandLine } from '../../src/cli/args.js';
import { completeReport, emptyReport, finding } from './fixtures.js';

/**
 * reviewdog's DiagnosticResult as its proto defines it (DiagnosticResult.jsonschema, generated from
 * proto/rdf/reviewdog.proto), strict about the fields prlens writes: a typo'd key or a severity
 * reviewdog does not know fails here instead of being dropped by reviewdog's protojson reader.
 * https://github.com/reviewdog/reviewdog/tree/master/proto/rdf
 */
const position = {
  type: 'object',
  properties: { line: { type: 'integer', minimum: 1 }, column: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
};
const range = {
  type: 'object',
  required: ['start'],
  properties: { start: position, end: position },
  additionalProperties: false,
};
const severity = { enum: ['UNKNOWN_SEVERITY', 'ERROR', 'WARNING', 'INFO'] };
const RDJSON = {
  type: 'object',
  properties: {
    source: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, url: { type: 'string' } },
      additionalProperties: false,
    },
    severity,
    diagnostics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message', 'location'],
        properties: {
          message: { type: 'string', minLength: 1 },
          location: {
            type: 'object',
            required: ['path'],
            properties: { path: { type: 'string', minLength: 1 }, range },
            additionalProperties: false,
          },
          severity,
          code: {
            type: 'object',
            required: ['value'],
            properties: { value: { type: 'string' }, url: { type: 'string' } },
            additionalProperties: false,
          },
          suggestions: {
            type: 'array',
            items: {
              type: 'object',
              required: ['range', 'text'],
              properties: { range, text: { type: 'string' } },
              additionalProperties: false,
            },
          },
          original_output: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
};
const validate = new Ajv({ allErrors: true }).compile(RDJSON);

describe('rdjson output', () => {
  it('a complete report → a valid DiagnosticResult, one diagnostic a finding, line-wise ranges', () => {
    const report = completeReport();
    const log = JSON.parse(renderReport(report, 'rdjson'));
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.diagnostics).toHaveLength(report.findings.length + report.unanchored.length);
    const sql = buildRdjson(report).diagnostics[0]!;
    expect(sql).toMatchObject({
      location: { path: 'src/db/query.ts', range: { start: { line: 10 }, end: { line: 14 } } },
      severity: 'ERROR',
      code: { value: 'lens/security' },
      suggestions: [{ range: { start: { line: 10 }, end: { line: 14 } } }],
    });
    expect(sql.message.startsWith('User input is concatenated into SQL\n\n')).toBe(true);
    expect(sql.message).not.toContain('`');
  });

  it('severities map to reviewdog’s: critical/high ERROR, medium WARNING, low INFO', () => {
    const report = emptyReport();
    report.findings = (['critical', 'high', 'medium', 'low'] as const).map((severity, i) =>
      finding({ path: 'a.ts', line: i + 1, severity }),
    );
    expect(buildRdjson(report).diagnostics.map((d) => d.severity)).toEqual([
      'ERROR',
      'ERROR',
      'WARNING',
      'INFO',
    ]);
  });

  it('a deleted-line or unanchored finding → its file only, never a line of the new file, and no suggestion', () => {
    const report = emptyReport();
    report.findings = [finding({ path: 'gone.ts', line: 3, side: 'LEFT', suggestion: 'x' })];
    report.unanchored = [finding({ path: 'loose.ts', line: 9, anchored: false, rule: 'js-eval' })];
    const [left, loose] = buildRdjson(report).diagnostics;
    expect(left).toEqual(expect.objectContaining({ location: { path: 'gone.ts' } }));
    expect(left!.suggestions).toBeUndefined();
    expect(loose).toMatchObject({ location: { path: 'loose.ts' }, code: { value: 'js-eval' } });
    expect(validate(JSON.parse(renderRdjson(report)))).toBe(true);
  });

  it('prlens review --format rdjson is accepted next to json and sarif', () => {
    expect(REPORT_FORMATS).toContain('rdjson');
    expect(parseCommandLine(['review', '--format', 'rdjson'])).toMatchObject({ format: 'rdjson' });
  });
});
