/**
 * How one row of the settings table (src/config/settings-table.ts) is written: what the setting accepts
 * and does, its default, and its zod type as a function, built once on first use. A run checks only
 * the keys some layer sets, so most rows never build theirs (issue 48: the whole table was about 280
 * zod schemas on every start).
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';

/**
 * How a setting is written as a string (env, flags, action inputs). `structured` settings (lists of
 * objects, nested options) have no string form: they are set in a config file only.
 */
type StringKind = 'string' | 'int' | 'number' | 'bool' | 'list' | 'structured';

/** The CLI commands that take setting flags (`ask` covers `describe` too). */
export type FlagCommand = 'review' | 'sweep' | 'ask';

export interface Meta {
  kind: StringKind;
  /** Shown in errors: what the user may write. */
  accepts: string;
  /** What the setting does; the JSON Schema, action.yml and the docs' reference are generated from it. */
  description: string;
  /**
   * The CLI commands that take it as `--key VALUE`; review and sweep when left out. The action
   * input has the key's name and exists unless `configOnly` says why not.
   */
  flags?: readonly FlagCommand[];
  /** Why this setting is neither an action input nor a flag (a config file or PRLENS_ env only). */
  configOnly?: string;
  /** Why it has no CLI flag although it is an input (e.g. it acts on an event only the action sees). */
  noFlag?: string;
  /**
   * The action input's `default:` when it is not empty. Only for inputs whose default is a published
   * contract; an input that equals it counts as unset, so the repository file can still set the key.
   */
  inputDefault?: string;
}

export interface Field extends Meta {
  /** The value's type, without the default: one layer (a file, a flag) is checked against it. */
  readonly schema: z.ZodType;
  /** The value when no layer sets it; undefined = stays unset (e.g. provider = infer). */
  default?: unknown;
}

/**
 * One row of the table: what the setting accepts and does, its default, and its zod type, built on
 * first use. A run checks only the keys some layer sets, so most rows never build theirs: building
 * the whole table was about 280 zod schemas on every start (issue 48).
 */
export interface Row<
  S extends z.ZodType = z.ZodType,
  P extends 'default' | 'optional' = 'default' | 'optional',
> {
  meta: Meta;
  presence: P;
  default?: unknown;
  /** The value's type, built once. */
  schema: () => S;
}

/** `make`, called once, on the first call. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A setting that takes `value` when no layer sets it. */
export function withDefault<S extends z.ZodType>(
  schema: () => S,
  value: z.core.util.NoUndefined<z.output<S>>,
  meta: Meta,
): Row<S, 'default'> {
  return { meta, presence: 'default', default: value, schema: once(schema) };
}

/** A setting that stays unset unless a layer sets it (the code then picks, e.g. per provider). */
export function unset<S extends z.ZodType>(schema: () => S, meta: Meta): Row<S, 'optional'> {
  return { meta, presence: 'optional', schema: once(schema) };
}

export const severity = () => z.enum(SEVERITIES);
export const list = <S extends z.ZodType>(item: S) => z.array(item);
export const bool = (value: boolean, description: string, surfaces: Pick<Meta, 'flags' | 'noFlag'> = {}) =>
  withDefault(() => z.boolean(), value, { kind: 'bool', accepts: 'true or false', description, ...surfaces });
export const structured = <S extends z.ZodType>(
  schema: () => S,
  value: z.core.util.NoUndefined<z.output<S>>,
  accepts: string,
  description: string,
) =>
  withDefault(schema, value, {
    kind: 'structured',
    accepts,
    description,
    configOnly: 'a list or mapping of objects has no one-line string form',
  });
