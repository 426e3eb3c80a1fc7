import { finding as build } from '../../support/finding.js';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { fitSuggestion } from '../../../src/review/model/anchor/anchor-findings.js';
import { dedupeFindings, mergeLensNames } from '../../../src/review/stages/merge/dedupe.js';
import { FINDINGS_JSON_SCHEMA, parseModelOutput } from '../../../src/review/model/exec/model-output.js';
import type { Finding } from '../../../src/core/types.js';

const item = (extra: Record<string, unknown> = {}) => ({
  path: 'src/a.ts',
  line: 3,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'bug',
  lens: 'correctness',
  title: 't',
  body: 'b',
  suggestion: null,
  anchor: 'x = 1',
  confidence: 0.8,
  ...extra,
});

describe('findings JSON schema', () => {
  it('is strict-mode compatible: every property required, no extra properties', () => {
    const props0 = FINDINGS_JSON_SCHEMA.properties as { findings: { items: Record<string, unknown> } };
    const findings = props0.findings;
    const props = Object.keys(findings.items.properties as object);
    expect(findings.items.required).toEqual(props);
    expect(findings.items.additionalProperties).toBe(false);
    expect(FINDINGS_JSON_SCHEMA.additionalProperties).toBe(false);
  });

  it('accepts a full answer and rejects one with an unknown key', () => {
    const validate = new Ajv({ strict: false }).compile(FINDINGS_JSON_SCHEMA);
    expect(validate({ findings: [item()], lookups: [] })).toBe(true);
    expect(validate({ findings: [{ ...item(), extra: 1 }], lookups: [] })).toBe(false);
  });
});

/**
 * Values the schema allows for each field, read from the schema itself: every enum member, null
 * where nullable, integer and number edges, and strings with and without surrounding space. A field
 * added to the schema is covered without editing this test.
 */
function allowedValues(schema: Record<string, unknown>): unknown[] {
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Array<Record<string, unknown>>).flatMap(allowedValues);
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  switch (schema.type) {
    case 'null':
      return [null];
    case 'integer':
      return [0, 1, -3, 2_147_483_647];
    case 'number':
      return [schema.minimum ?? -1, schema.maximum ?? 1, 0.5];
    case 'string':
      return schema.pattern ? ['x', '  src/a b.ts  ', 'ü'] : ['', ' ', 'x'];
    default:
      throw new Error(`no sample values for schema type ${String(schema.type)}`);
  }
}

describe('the schema and the parser are one definition', () => {
  const items = (FINDINGS_JSON_SCHEMA.properties as { findings: { items: Record<string, unknown> } }).findings
    .items;
  const properties = items.properties as Record<string, Record<string, unknown>>;
  const validate = new Ajv({ strict: false }).compile(FINDINGS_JSON_SCHEMA);

  it('parses every finding the schema allows, one field varied at a time', () => {
    let checked = 0;
    for (const [field, schema] of Object.entries(properties)) {
      for (const value of allowedValues(schema)) {
        const answer = { findings: [item({ [field]: value })], lookups: [] };
        expect(validate(answer), `${field}=${JSON.stringify(value)} must be allowed`).toBe(true);
        const out = parseModelOutput(JSON.stringify(answer), 'security');
        expect(out, `${field}=${JSON.stringify(value)}`).toMatchObject({ ok: true, rejected: [] });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('what the parser rejects, the schema forbids too (empty or blank text, an unknown severity)', () => {
    for (const bad of [{ title: '' }, { body: '   ' }, { path: '\n' }, { severity: 'urgent' }]) {
      expect(validate({ findings: [item(bad)], lookups: [] }), JSON.stringify(bad)).toBe(false);
      expect(parseModelOutput(JSON.stringify({ findings: [item(bad)] }), 'security').ok).toBe(false);
    }
  });
});

describe('parseModelOutput', () => {
  it('is lenient with severity case, numeric strings, percentages, a code fence and a missing lens', () => {
    const raw =
      '```json\n' +
      JSON.stringify({
        findings: [item({ severity: 'HIGH', line: '7', confidence: '85%', lens: null, side: 'left' })],
      }) +
      '\n```';
    const out = parseModelOutput(raw, 'security');
    expect(out).toEqual({
      ok: true,
      rejected: [],
      lookups: [],
      findings: [
        expect.objectContaining({
          severity: 'high',
          line: 7,
          confidence: 0.85,
          lens: 'security',
          side: 'LEFT',
        }),
      ],
    });
  });

  it('rejects a finding with an unknown severity or no title but keeps the valid ones', () => {
    const out = parseModelOutput(
      JSON.stringify({ findings: [item(), item({ severity: 'spicy' }), item({ title: '' })] }),
      'x',
    );
    expect(out.ok && out.findings.length).toBe(1);
    expect(out.ok && out.rejected).toHaveLength(2);
  });

  it('fails on prose, on a wrong top-level shape and when every finding is malformed', () => {
    expect(parseModelOutput('Looks good to me!', 'x').ok).toBe(false);
    expect(parseModelOutput('{"issues": []}', 'x').ok).toBe(false);
    expect(parseModelOutput(JSON.stringify({ findings: [{ path: 'a' }] }), 'x').ok).toBe(false);
    expect(parseModelOutput('{"findings": []}', 'x')).toEqual({
      ok: true,
      findings: [],
      rejected: [],
      lookups: [],
    });
  });

  it('reads the lookups an answer asks for, drops a malformed one, and takes an answer without any', () => {
    const validate = new Ajv({ strict: false }).compile(FINDINGS_JSON_SCHEMA);
    const asks = {
      findings: [item()],
      lookups: [
        { kind: 'definition', symbol: 'refreshToken' },
        { kind: 'usages', symbol: 'isSameDay' },
      ],
    };
    expect(validate(asks)).toBe(true);
    expect(validate({ ...asks, lookups: [{ kind: 'grep', symbol: 'x' }] })).toBe(false);
    const out = parseModelOutput(
      JSON.stringify({
        findings: [],
        lookups: [...asks.lookups, { kind: 'grep', symbol: 'x' }, { kind: 'usages', symbol: ' ' }],
      }),
      'x',
    );
    expect(out).toEqual({ ok: true, findings: [], rejected: [], lookups: asks.lookups });
    expect(parseModelOutput(JSON.stringify({ findings: [item()] }), 'x')).toMatchObject({
      ok: true,
      lookups: [],
    });
  });
});

describe('fitSuggestion', () => {
  it('keeps a suggestion only when it replaces exactly the anchored lines on RIGHT', () => {
    expect(fitSuggestion('y = 2', { line: 3, start_line: null, side: 'RIGHT' })).toBe('y = 2');
    expect(fitSuggestion('a\nb\n', { line: 4, start_line: 3, side: 'RIGHT' })).toBe('a\nb');
    expect(fitSuggestion('a\nb', { line: 3, start_line: null, side: 'RIGHT' })).toBeNull();
    expect(fitSuggestion('y = 2', { line: 3, start_line: null, side: 'LEFT' })).toBeNull();
  });
});

const finding = (extra: Partial<Finding>): Finding =>
  build({
    path: 'a.ts',
    line: 1,
    severity: 'low',
    category: 'bug',
    title: 't',
    body: 'b',
    anchor: 'x',
    confidence: 0.5,
    fingerprint: 'fp1',
    ...extra,
  });

describe('dedupeFindings', () => {
  it('keeps the most severe, then most confident, and names every lens in configured order', () => {
    const out = dedupeFindings(
      [
        finding({ lens: 'tests', severity: 'high', confidence: 0.4, title: 'A' }),
        finding({ lens: 'security', severity: 'high', confidence: 0.9, title: 'B' }),
        finding({
          lens: 'correctness',
          severity: 'critical',
          confidence: 0.1,
          title: 'C',
          fingerprint: 'fp2',
        }),
      ],
      ['security', 'correctness', 'tests'],
    );
    expect(out.map((f) => [f.title, f.lens])).toEqual([
      ['B', 'security+tests'],
      ['C', 'correctness'],
    ]);
  });

  it('takes the pinned location when the best duplicate could not be pinned', () => {
    const out = dedupeFindings([
      finding({ severity: 'high', anchored: false, line: 99, suggestion: null }),
      finding({ severity: 'low', anchored: true, line: 4, suggestion: 'y' }),
    ]);
    expect(out).toEqual([
      expect.objectContaining({ severity: 'high', anchored: true, line: 4, suggestion: 'y' }),
    ]);
  });

  it('merges already-merged lens names without repeating them', () => {
    expect(mergeLensNames(['security+correctness', 'correctness', 'docs'])).toBe('security+correctness+docs');
  });
});
