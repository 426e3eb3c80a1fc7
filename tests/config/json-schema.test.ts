import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, buildJsonSchema, renderJsonSchema } from '../../src/config/json-schema.js';
import { SETTING_KEYS } from '../../src/config/schema.js';

const committed = readFileSync(path.resolve(import.meta.dirname, '../..', SCHEMA_FILE), 'utf8');

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(committed) as object);
}

describe('schema/prlens.schema.json', () => {
  it('is exactly what the zod settings generate (run npm run schema after changing src/config)', () => {
    expect(committed).toBe(renderJsonSchema());
  });

  it('has one described property per setting and refuses unknown keys', () => {
    const schema = buildJsonSchema() as {
      properties: Record<string, { description?: string }>;
      additionalProperties: unknown;
    };
    expect(Object.keys(schema.properties)).toEqual(SETTING_KEYS);
    for (const key of SETTING_KEYS) expect(schema.properties[key]?.description, key).toMatch(/Accepts /);
    expect(schema.additionalProperties).toBe(false);
  });

  it('accepts a full example config in an editor-grade validator', () => {
    const validate = validator();
    const doc = parseYaml(`
preset: full
min-severity: low
exclude: ["**/*.snap"]
instructions:
  - path: "src/api/**"
    text: Every handler checks the caller's role.
  - path: ["**/*.sql", "db/**"]
    file: docs/review/sql.md
custom-lenses:
  - id: i18n
    instructions: User-facing strings go through t().
finding-rules:
  - match: { path: "tests/**", category: style }
    action: drop
  - match: { title: "missing (docstring|comment)" }
    action: { severity: low }
summary: { collapse-findings: true, show-usage: false }
`);
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown key', { 'min-severty': 'high' }],
    [
      'a bad severity in a finding rule',
      { 'finding-rules': [{ match: { path: 'a' }, action: { severity: 'urgent' } }] },
    ],
    ['an instruction without path', { instructions: [{ text: 'x' }] }],
    ['an unknown summary option', { summary: { colour: true } }],
  ])('rejects %s in an editor-grade validator', (_name, doc) => {
    expect(validator()(doc)).toBe(false);
  });
});
