/**
 * The README's config reference is generated from schema/prlens.schema.json: it lists every key,
 * shows the editor's schema line, and `--check` fails when the README has drifted.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { renderReadme, renderReference } from '../../scripts/gen-config-docs.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const schemaText = readFileSync(path.join(ROOT, 'schema/prlens.schema.json'), 'utf8');
const schema = JSON.parse(schemaText) as { properties: Record<string, unknown> };

describe('the README config reference', () => {
  it('matches schema/prlens.schema.json (run node scripts/gen-config-docs.mjs after a schema change)', () => {
    const result = spawnSync(process.execPath, ['scripts/gen-config-docs.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('has a row for every key of the schema and the yaml-language-server line', () => {
    const reference = (renderReference as (s: unknown) => string)(schema);
    for (const key of Object.keys(schema.properties)) expect(reference).toContain(`| \`${key}\` |`);
    expect(reference).toContain('# yaml-language-server: $schema=');
    expect(reference).toMatch(/\| `min-severity` \| `critical`, `high`, `medium`, `low` \| `medium` \|/);
  });

  it('rewrites a README whose reference is stale', async () => {
    const stale = '# x\n\n<!-- config-reference:start -->\nold\n<!-- config-reference:end -->\n';
    const next = await (renderReadme as (r: string, s: string) => Promise<string>)(stale, schemaText);
    expect(next).not.toContain('\nold\n');
    expect(next).toContain('`language`');
  });

  it('refuses a README without the markers', async () => {
    await expect(
      (renderReadme as (r: string, s: string) => Promise<string>)('# x\n', schemaText),
    ).rejects.toThrow(/needs the markers/);
  });
});
