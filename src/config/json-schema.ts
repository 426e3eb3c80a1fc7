/**
 * The JSON Schema of `.github/prlens.yml`, generated from the one zod settings table so that editor
 * completion and checking can never disagree with what the loader accepts. `npm run schema` writes
 * it to schema/prlens.schema.json; a test fails when the committed file drifts from this output.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SETTING_KEYS, Settings, fieldOf, type SettingKey } from './schema.js';

export const SCHEMA_FILE = 'schema/prlens.schema.json';

/**
 * The schema file of the prlens that is running (the package's own copy, next to dist/ or src/),
 * found by walking up from this module to the package root; undefined when it is not there.
 */
function installedSchemaFile(from: string = fileURLToPath(import.meta.url)): string | undefined {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && isPrlensManifest(manifest)) {
      const file = path.join(dir, SCHEMA_FILE);
      return existsSync(file) ? file : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function isPrlensManifest(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'prlens';
  } catch {
    return false; // Not a readable manifest: keep walking up.
  }
}

/**
 * The `$schema` line for a config file written at `configFile`: a path relative to that file, so
 * the editor reads the installed package's schema offline and it always matches the running
 * version. Empty when the schema file is missing: a dead link would only show editor errors.
 */
export function schemaCommentFor(configFile: string, schemaFile = installedSchemaFile()): string {
  if (schemaFile === undefined) return '';
  const relative = path.relative(path.dirname(configFile), schemaFile).split(path.sep).join('/');
  return `# yaml-language-server: $schema=${relative}\n`;
}

function describeDefault(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : value.join(', ');
  if (value !== null && typeof value === 'object')
    return Object.keys(value).length === 0 ? 'none' : JSON.stringify(value);
  return String(value);
}

/** One setting's full description: what it does, what it accepts, its default. */
function settingDescription(key: SettingKey): string {
  const field = fieldOf(key);
  const def = field.default;
  const parts = [field.description.trim()];
  if (!/\.$/.test(parts[0]!)) parts[0] += '.';
  parts.push(`Accepts ${field.accepts}.`);
  if (def !== undefined) parts.push(`Default: ${describeDefault(def)}.`);
  if (field.kind === 'structured') parts.push('Config file only (no environment variable, flag or input).');
  return parts.join(' ');
}

/** The JSON Schema (draft-07, which editors' YAML support understands best) as a plain object. */
export function buildJsonSchema(): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = {};
  for (const key of SETTING_KEYS) shape[key] = Settings.shape[key].describe(settingDescription(key));
  const generated = z.toJSONSchema(z.strictObject(shape), { target: 'draft-07', io: 'input' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: 'prlens configuration',
    description:
      'Settings of prlens in .github/prlens.yml (or .prlens.yml) and the user config file. ' +
      'API keys and tokens are refused here: they come from the environment or the action’s secrets.',
    ...rest,
  };
}

/** The file text exactly as committed: two-space JSON with a trailing newline. */
export function renderJsonSchema(): string {
  return `${JSON.stringify(buildJsonSchema(), null, 2)}\n`;
}
