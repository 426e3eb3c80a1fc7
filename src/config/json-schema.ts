/**
 * The JSON Schema of `.github/prlens.yml`, generated from the one zod settings table so that editor
 * completion and checking can never disagree with what the loader accepts. `npm run schema` writes
 * it to schema/prlens.schema.json; a test fails when the committed file drifts from this output.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envName } from './layers.js';
import { SETTING_KEYS, Settings, fieldOf, surfacesOf, type SettingKey } from './schema.js';

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

export function describeDefault(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : value.join(', ');
  if (value !== null && typeof value === 'object')
    return Object.keys(value).length === 0 ? 'none' : JSON.stringify(value);
  return String(value);
}

/** What a setting does and accepts: the start of its schema and action.yml descriptions. */
export function settingSummary(key: SettingKey): string {
  const field = fieldOf(key);
  const what = field.description.trim();
  return `${/\.$/.test(what) ? what : `${what}.`} Accepts ${field.accepts}.`;
}

/** Where else than a config file the setting is given, as one sentence. */
function whereSet(key: SettingKey): string {
  const where = surfacesOf(key);
  const env = fieldOf(key).kind === 'structured' ? '' : ` (or ${envName(key)})`;
  if (where.configOnly !== undefined)
    return `Config file${env} only, no flag or action input: ${where.configOnly}.`;
  const flag =
    where.flags.length > 0
      ? `, flag --${key} (${where.flags.join(', ')})`
      : `; no CLI flag: it ${where.noFlag ?? 'has none'}`;
  return `Also: action input ${key}, ${envName(key)}${flag}.`;
}

/** One setting's full description: what it does, what it accepts, its default, where it is set. */
function settingDescription(key: SettingKey): string {
  const def = fieldOf(key).default;
  const parts = [settingSummary(key)];
  if (def !== undefined) parts.push(`Default: ${describeDefault(def)}.`);
  parts.push(whereSet(key));
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
