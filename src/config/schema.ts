/**
 * Every review setting, derived from the one settings table (src/config/settings-table.ts): the
 * type of the settings is inferred from the rows' zod types, so it cannot drift from what the loader
 * accepts; each row builds its zod type only when a run needs it (src/config/setting-row.ts), and
 * how a string (an env var, a CLI flag, an action input) becomes a value is read from its row.
 */
import { z } from 'zod';
import { once, type Field, type FlagCommand, type Row } from './setting-row.js';
import { TABLE } from './settings-table.js';

export type { Field, FlagCommand };

type Table = typeof TABLE;
type OutputOf<R> = R extends Row<infer S> ? z.output<S> : never;
type KeysWith<P extends 'default' | 'optional'> = {
  [K in keyof Table]: Table[K] extends Row<z.ZodType, P> ? K : never;
}[keyof Table];
type Flat<T> = { [K in keyof T]: T[K] };

/** The merged, validated settings of one run. Keys without a default stay optional. */
export type ReviewSettings = Flat<
  { [K in KeysWith<'default'>]: OutputOf<Table[K]> } & {
    [K in KeysWith<'optional'>]?: OutputOf<Table[K]> | undefined;
  }
>;
export type SettingKey = keyof ReviewSettings;
export const SETTING_KEYS = Object.keys(TABLE) as SettingKey[];

/** The keys whose zod type was built in this process, in the order they were first needed. */
const built = new Set<SettingKey>();

/** A key's zod type (without its default), built on first use. */
function typeOf(key: SettingKey): z.ZodType {
  built.add(key);
  const row: Row = TABLE[key];
  return row.schema();
}

/**
 * The keys whose zod type this process has built: start-up work, counted by a test (which loads
 * fresh modules, so knip cannot see the import).
 * @public
 */
export function settingTypesBuilt(): SettingKey[] {
  return [...built];
}

/** Each key's string form, accepted values, description and default; its zod type built when read. */
const FIELDS = Object.fromEntries(
  SETTING_KEYS.map((key): [SettingKey, Field] => {
    const row: Row = TABLE[key];
    const field: Field = {
      ...row.meta,
      ...(row.presence === 'default' ? { default: row.default } : {}),
      get schema() {
        return typeOf(key);
      },
    };
    return [key, field];
  }),
) as Record<SettingKey, Field>;

/** A setting as the whole object holds it: its type with the default applied, or optional. */
function settingOf(key: SettingKey): z.ZodType {
  const row: Row = TABLE[key];
  return row.presence === 'default' ? typeOf(key).default(row.default) : typeOf(key).optional();
}

/** The zod object of the whole table, built on first use (the JSON Schema, a test of the defaults). */
const wholeTable = once(() =>
  z.strictObject(Object.fromEntries(SETTING_KEYS.map((key) => [key, settingOf(key)]))),
);

/**
 * The whole table as one zod object, built when first read. A run does not need it: `mergeLayers`
 * (src/config/merge.ts) checks key by key and applies the defaults from the rows.
 */
export const Settings = {
  /** Each key's zod type with its default applied (or optional). */
  get shape(): Record<SettingKey, z.ZodType> {
    return wholeTable().shape as Record<SettingKey, z.ZodType>;
  },
  parse(value: unknown): ReviewSettings {
    return wholeTable().parse(value) as ReviewSettings;
  },
};

/** Keys that hold secrets: refused in any file, read from the environment or the action's secrets only. */
export const SECRET_KEYS = [
  'api-key',
  'github-token',
  'token',
  'openai-api-key',
  'anthropic-api-key',
] as const;

/**
 * Keys that decide where the model key and the code under review are sent: the endpoint, the
 * provider (which key is picked up, and whose server gets it) and telemetry export. A repository
 * file is written by whoever wrote the branch, so for a local review (and `review --pr` of someone
 * else's repository) these come only from the user's config, the environment or a flag. `model`
 * is not one: it picks a model at the endpoint the user chose, it sends nothing elsewhere.
 */
export const TRUST_KEYS = ['provider', 'base-url', 'telemetry'] as const satisfies readonly SettingKey[];

/** The field definition of a setting, for error messages and string coercion. */
export function fieldOf(key: SettingKey): Field {
  return FIELDS[key];
}

/** Where a setting can be given besides a config file and its `PRLENS_` variable. */
export interface Surfaces {
  /** An input of action.yml (named like the key). */
  input: boolean;
  /** The CLI commands that take `--key VALUE`. */
  flags: readonly FlagCommand[];
  /** The input's non-empty `default:` (a published contract), if any. */
  inputDefault?: string;
  /** Why it is not an input nor a flag, or why it is no flag. */
  configOnly?: string;
  noFlag?: string;
}

/** A setting's input and flags, from its entry in the table (scripts/gen-settings.ts writes them out). */
export function surfacesOf(key: SettingKey): Surfaces {
  const field = FIELDS[key];
  if (field.configOnly !== undefined) return { input: false, flags: [], configOnly: field.configOnly };
  return {
    input: true,
    flags: field.flags ?? ['review', 'sweep'],
    ...(field.inputDefault !== undefined ? { inputDefault: field.inputDefault } : {}),
    ...(field.noFlag !== undefined ? { noFlag: field.noFlag } : {}),
  };
}
