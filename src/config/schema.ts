/**
 * Every review setting in one table: its zod type, its default, and how a string (an env var,
 * a CLI flag, an action input) becomes a value. File keys, env names and flags all derive from
 * the kebab-case key, so the three cannot drift apart.
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';

export const PROVIDERS = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'none'] as const;
export const PRESETS = ['fast', 'full', 'deep'] as const;
/** GitHub's author_association values (who may run PR commands). */
export const AUTHOR_ASSOCIATIONS = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
] as const;

/** How a setting is written as a string (env, flags, action inputs). */
type StringKind = 'string' | 'int' | 'number' | 'bool' | 'list';

interface Field {
  schema: z.ZodType;
  kind: StringKind;
  /** Shown in errors: what the user may write. */
  accepts: string;
}

const severity = z.enum(SEVERITIES);
const list = (item: z.ZodType) => z.array(item);

/** Settings keyed by their kebab-case name (as in action.yml and .github/prlens.yml). */
export const FIELDS = {
  provider: { schema: z.enum(PROVIDERS), kind: 'string', accepts: PROVIDERS.join(', ') },
  model: { schema: z.string().min(1), kind: 'string', accepts: 'a model id, e.g. gpt-4.1-mini' },
  'base-url': { schema: z.url(), kind: 'string', accepts: 'an http(s) URL, e.g. http://localhost:11434/v1' },
  preset: { schema: z.enum(PRESETS), kind: 'string', accepts: PRESETS.join(', ') },
  lenses: {
    schema: list(z.string().min(1)),
    kind: 'list',
    accepts: 'a list of lens ids, e.g. security,correctness',
  },
  'min-severity': { schema: severity, kind: 'string', accepts: SEVERITIES.join(', ') },
  'min-confidence': { schema: z.number().min(0).max(1), kind: 'number', accepts: 'a number from 0 to 1' },
  'fail-on': { schema: list(severity), kind: 'list', accepts: `a list of: ${SEVERITIES.join(', ')}` },
  'max-concurrency': { schema: z.int().min(1).max(64), kind: 'int', accepts: 'a whole number from 1 to 64' },
  'max-review-seconds': { schema: z.int().min(1), kind: 'int', accepts: 'a whole number of seconds ≥ 1' },
  'max-input-tokens': { schema: z.int().min(1000), kind: 'int', accepts: 'a whole number ≥ 1000' },
  'max-review-tokens': { schema: z.int().min(0), kind: 'int', accepts: 'a whole number ≥ 0 (0 = no limit)' },
  'max-file-changed-lines': { schema: z.int().min(1), kind: 'int', accepts: 'a whole number ≥ 1' },
  'model-timeout-seconds': {
    schema: z.int().min(1).max(3600),
    kind: 'int',
    accepts: 'a whole number of seconds from 1 to 3600 (default 180; 600 for ollama)',
  },
  language: {
    schema: z.string().min(2),
    kind: 'string',
    accepts: 'a language code or name, e.g. en, de, ja',
  },
  incremental: { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  'resolve-fixed': { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  reflect: { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  include: { schema: list(z.string().min(1)), kind: 'list', accepts: 'a list of glob patterns' },
  exclude: { schema: list(z.string().min(1)), kind: 'list', accepts: 'a list of glob patterns' },
  'ignored-fingerprints': {
    schema: list(z.string().regex(/^[0-9a-f]{16}$/, 'a 16-character hex fingerprint')),
    kind: 'list',
    accepts: 'a list of finding fingerprints (16 hex characters, as in the JSON report)',
  },
  // PR conversation commands and the scheduled sweep (issue 5).
  'command-authors': {
    schema: list(z.enum(AUTHOR_ASSOCIATIONS)),
    kind: 'list',
    accepts: `a list of: ${AUTHOR_ASSOCIATIONS.join(', ')}`,
  },
  'describe-on-open': { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  'sweep-max-prs': { schema: z.int().min(1).max(500), kind: 'int', accepts: 'a whole number from 1 to 500' },
  'sweep-max-tokens': {
    schema: z.int().min(0),
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
  },
  // Preset deep and observability (issue 6).
  effort: {
    schema: z.int().min(1).max(5),
    kind: 'int',
    accepts: 'a whole number from 1 to 5 (review rounds)',
  },
  transcript: { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  telemetry: { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  // Merge gate, learning and labels (issue 10).
  'check-run': { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  labels: { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
  'learn-from-reactions': { schema: z.boolean(), kind: 'bool', accepts: 'true or false' },
} satisfies Record<string, Field>;

export type SettingKey = keyof typeof FIELDS;
export const SETTING_KEYS = Object.keys(FIELDS) as SettingKey[];

/** Keys that hold secrets: refused in any file, read from the environment or the action's secrets only. */
export const SECRET_KEYS = [
  'api-key',
  'github-token',
  'token',
  'openai-api-key',
  'anthropic-api-key',
] as const;

export const DEFAULTS = {
  preset: 'fast',
  lenses: [] as string[],
  'min-severity': 'medium',
  'min-confidence': 0.5,
  'fail-on': [] as Array<(typeof SEVERITIES)[number]>,
  'max-review-seconds': 600,
  'max-input-tokens': 100_000,
  'max-review-tokens': 0,
  'max-file-changed-lines': 5000,
  language: 'en',
  incremental: true,
  'resolve-fixed': true,
  reflect: true,
  include: [] as string[],
  exclude: [] as string[],
  'ignored-fingerprints': [] as string[],
  'command-authors': ['OWNER', 'MEMBER', 'COLLABORATOR'] as Array<(typeof AUTHOR_ASSOCIATIONS)[number]>,
  'describe-on-open': false,
  'sweep-max-prs': 20,
  'sweep-max-tokens': 2_000_000,
  effort: 1,
  transcript: true,
  telemetry: false,
  'check-run': false,
  labels: false,
  'learn-from-reactions': true,
} as const;

/** The merged, validated settings. Keys without a default stay optional (e.g. provider = infer). */
const shape: Record<string, z.ZodType> = {};
for (const key of SETTING_KEYS) {
  const field: Field = FIELDS[key];
  const def = (DEFAULTS as Record<string, unknown>)[key];
  shape[key] = def === undefined ? field.schema.optional() : field.schema.default(def);
}
export const Settings = z.strictObject(shape);

export interface ReviewSettings {
  provider?: (typeof PROVIDERS)[number];
  model?: string;
  'base-url'?: string;
  preset: (typeof PRESETS)[number];
  lenses: string[];
  'min-severity': (typeof SEVERITIES)[number];
  'min-confidence': number;
  'fail-on': Array<(typeof SEVERITIES)[number]>;
  'max-concurrency'?: number;
  'max-review-seconds': number;
  'max-input-tokens': number;
  'max-review-tokens': number;
  'max-file-changed-lines': number;
  /** Per model call; undefined = the provider's default. */
  'model-timeout-seconds'?: number;
  language: string;
  incremental: boolean;
  'resolve-fixed': boolean;
  reflect: boolean;
  include: string[];
  exclude: string[];
  'ignored-fingerprints': string[];
  'command-authors': Array<(typeof AUTHOR_ASSOCIATIONS)[number]>;
  'describe-on-open': boolean;
  'sweep-max-prs': number;
  /** Total tokens one sweep may spend over all PRs; 0 = no limit. */
  'sweep-max-tokens': number;
  /** Review rounds of preset deep. */
  effort: number;
  /** Write a JSON-lines transcript of model requests and tool calls. */
  transcript: boolean;
  telemetry: boolean;
  'check-run': boolean;
  labels: boolean;
  'learn-from-reactions': boolean;
}

/** The field definition of a setting, for error messages and string coercion. */
export function fieldOf(key: SettingKey): Field {
  const field: Field = FIELDS[key];
  return field;
}
