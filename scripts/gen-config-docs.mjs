#!/usr/bin/env node
// Writes the config reference into README.md, between <!-- config-reference:start --> and
// <!-- config-reference:end -->, from schema/prlens.schema.json (itself generated from the zod
// settings table), so the docs cannot drift from what the loader accepts. The README is then
// formatted with prettier, as `npm run format` would.
// Usage: gen-config-docs.mjs [--check]   (--check: exit 1 when README.md is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { project } from './project.mjs';

const root = path.resolve(import.meta.dirname, '..');
const START = '<!-- config-reference:start -->';
const END = '<!-- config-reference:end -->';

const cell = (text) => String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** `string`, `fast \| full`, `list of …`, `mapping`, from a property's JSON schema. */
function typeOf(spec) {
  if (spec.enum) return spec.enum.map((v) => `\`${v}\``).join(', ');
  if (spec.type === 'array') {
    const item = spec.items ?? {};
    if (item.enum) return `list of ${item.enum.map((v) => `\`${v}\``).join(', ')}`;
    return item.type === 'object' ? 'list of mappings' : `list of ${item.type ?? 'values'}s`;
  }
  if (spec.type === 'integer') {
    const max = spec.maximum !== undefined && spec.maximum < Number.MAX_SAFE_INTEGER ? spec.maximum : null;
    return max === null ? `integer ≥ ${spec.minimum ?? 0}` : `integer ${spec.minimum ?? 0}–${max}`;
  }
  if (spec.type === 'number' && spec.minimum !== undefined && spec.maximum !== undefined)
    return `number ${spec.minimum}–${spec.maximum}`;
  if (spec.type === 'object') return 'mapping';
  if (spec.format === 'uri') return 'URL';
  return spec.type ?? 'any';
}

function defaultOf(spec) {
  if (!('default' in spec)) return '_unset_';
  const d = spec.default;
  if (Array.isArray(d)) return d.length === 0 ? '_empty_' : `\`${d.join(', ')}\``;
  if (d !== null && typeof d === 'object')
    return Object.keys(d).length === 0 ? '_none_' : `\`${JSON.stringify(d)}\``;
  return `\`${d}\``;
}

/** The description without its trailing "Default: …." (the table has a column for it). */
function describe(spec) {
  return String(spec.description ?? '')
    .replace(/\s*Default: [^.]*(?:\.\d+)?[^.]*\.(?=\s|$)/, ' ')
    .trim();
}

export function renderReference(schema) {
  const rows = Object.entries(schema.properties ?? {}).map(
    ([key, spec]) =>
      `| \`${key}\` | ${cell(typeOf(spec))} | ${cell(defaultOf(spec))} | ${cell(describe(spec))} |`,
  );
  return [
    START,
    '<!-- generated from schema/prlens.schema.json by scripts/gen-config-docs.mjs: edit src/config, regenerate the schema, then run it -->',
    '',
    'Point your editor at the schema for completion and checks while you edit the file:',
    '',
    '```yaml',
    `# yaml-language-server: $schema=https://raw.githubusercontent.com/${project(root).slug}/main/schema/prlens.schema.json`,
    'preset: fast',
    '```',
    '',
    '| key | type | default | description |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
}

export async function renderReadme(readme, schemaText) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  const next =
    readme.slice(0, start) + renderReference(JSON.parse(schemaText)) + readme.slice(end + END.length);
  const options = (await prettier.resolveConfig(path.join(root, 'README.md'))) ?? {};
  return prettier.format(next, { ...options, parser: 'markdown' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const schema = readFileSync(path.join(root, 'schema', 'prlens.schema.json'), 'utf8');
  const next = await renderReadme(readme, schema);
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error(
        'README.md is out of date with schema/prlens.schema.json: run node scripts/gen-config-docs.mjs',
      );
      process.exit(1);
    }
  } else if (next !== readme) {
    writeFileSync(readmePath, next);
    console.log('README.md: config reference updated');
  }
}
