/**
 * The JSON Schema of `.github/prlens.yml`, generated from the one zod settings table so that editor
 * completion and checking can never disagree with what the loader accepts. `npm run schema` writes
 * it to schema/prlens.schema.json; a test fails when the committed file drifts from this output.
 */
import { z } from 'zod';
import { SETTING_KEYS, Settings, fieldOf, type SettingKey } from './schema.js';

/**
 * Where editors fetch the schema from (the `$schema` comment line shown in the docs and written by
 * `prlens config init`). OWNER is the repository prlens is published from, as in the README.
 */
const SCHEMA_URL = 'https://raw.githubusercontent.com/OWNER/prlens/main/schema/prlens.schema.json';
/** The first line of a config file that makes the YAML language server complete and check it. */
export const SCHEMA_COMMENT = `# yaml-language-server: $schema=${SCHEMA_URL}`;
export const SCHEMA_FILE = 'schema/prlens.schema.json';

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
