/**
 * Every review setting in one table: its zod type, its default, and how a string (an env var,
 * a CLI flag, an action input) becomes a value. File keys, env names and flags all derive from
 * the kebab-case key, so the three cannot drift apart.
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';
import {
  CustomLensesSchema,
  FindingRuleSchema,
  InstructionSchema,
  SummaryOptionsSchema,
  type CustomLensConfig,
  type FindingRuleConfig,
  type InstructionConfig,
  type SummaryOptions,
} from './structured.js';

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

/**
 * How a setting is written as a string (env, flags, action inputs). `structured` settings (lists of
 * objects, nested options) have no string form: they are set in a config file only.
 */
type StringKind = 'string' | 'int' | 'number' | 'bool' | 'list' | 'structured';

export interface Field {
  schema: z.ZodType;
  kind: StringKind;
  /** Shown in errors: what the user may write. */
  accepts: string;
  /** What the setting does; the JSON Schema and the docs' reference are generated from it. */
  description: string;
}

const severity = z.enum(SEVERITIES);
const list = (item: z.ZodType) => z.array(item);
const bool = (description: string): Field => ({
  schema: z.boolean(),
  kind: 'bool',
  accepts: 'true or false',
  description,
});
const structured = (schema: z.ZodType, accepts: string, description: string): Field => ({
  schema,
  kind: 'structured',
  accepts,
  description,
});

/** Settings keyed by their kebab-case name (as in action.yml and .github/prlens.yml). */
export const FIELDS = {
  provider: {
    schema: z.enum(PROVIDERS),
    kind: 'string',
    accepts: PROVIDERS.join(', '),
    description:
      'Model provider. Inferred when unset: none (static rules only) when there is no key and no base-url.',
  },
  model: {
    schema: z.string().min(1),
    kind: 'string',
    accepts: 'a model id, e.g. gpt-4.1-mini',
    description: "Model id; the provider's default when unset.",
  },
  'base-url': {
    schema: z.url(),
    kind: 'string',
    accepts: 'an http(s) URL, e.g. http://localhost:11434/v1',
    description:
      'Model endpoint (gateways, Azure, Ollama, vLLM, OpenRouter); the provider default when unset.',
  },
  preset: {
    schema: z.enum(PRESETS),
    kind: 'string',
    accepts: PRESETS.join(', '),
    description:
      'How lenses are called: fast (few grouped calls), full (one call per lens), deep (tool-using agent per group).',
  },
  lenses: {
    schema: list(z.string().min(1)),
    kind: 'list',
    accepts: 'a list of lens ids, e.g. security,correctness',
    description: "Lens ids that replace the preset's lenses; empty = the preset's lenses plus custom-lenses.",
  },
  'min-severity': {
    schema: severity,
    kind: 'string',
    accepts: SEVERITIES.join(', '),
    description: 'Lowest severity reported and posted inline.',
  },
  'min-confidence': {
    schema: z.number().min(0).max(1),
    kind: 'number',
    accepts: 'a number from 0 to 1',
    description: 'Findings below this model confidence are dropped.',
  },
  'fail-on': {
    schema: list(severity),
    kind: 'list',
    accepts: `a list of: ${SEVERITIES.join(', ')}`,
    description:
      'Severities that fail the step or exit 1 (a threshold: high fails on high and critical); empty = never.',
  },
  'max-concurrency': {
    schema: z.int().min(1).max(64),
    kind: 'int',
    accepts: 'a whole number from 1 to 64',
    description: 'Model calls in flight at once; 8 by default, 1 for ollama and openai-compatible.',
  },
  'max-review-seconds': {
    schema: z.int().min(1),
    kind: 'int',
    accepts: 'a whole number of seconds ≥ 1',
    description: 'Soft deadline for the whole run; partial results are posted with a notice after it.',
  },
  'max-input-tokens': {
    schema: z.int().min(1000),
    kind: 'int',
    accepts: 'a whole number ≥ 1000',
    description: 'Prompt budget for one model call.',
  },
  'max-review-tokens': {
    schema: z.int().min(0),
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Ceiling for all tokens of one run; 0 = none.',
  },
  'max-file-changed-lines': {
    schema: z.int().min(1),
    kind: 'int',
    accepts: 'a whole number ≥ 1',
    description: 'Files with more added plus deleted lines are left out (an include glob overrides this).',
  },
  'model-timeout-seconds': {
    schema: z.int().min(1).max(3600),
    kind: 'int',
    accepts: 'a whole number of seconds from 1 to 3600 (default 180; 600 for ollama)',
    description: 'Timeout of one model call; 180 s by default, 600 s for ollama.',
  },
  language: {
    schema: z.string().min(2),
    kind: 'string',
    accepts: 'a language code or name, e.g. en, de, ja',
    description: 'Language of the review comments.',
  },
  incremental: bool('On a push, review only the commits after the last reviewed one.'),
  'resolve-fixed': bool('Resolve our threads whose finding is gone and whose line is outdated.'),
  reflect: bool('Run a self-audit pass that drops findings the diff disproves.'),
  include: {
    schema: list(z.string().min(1)),
    kind: 'list',
    accepts: 'a list of glob patterns',
    description:
      'Globs of files to review even when a default gate (vendored, generated, lock file, too large) would skip them.',
  },
  'include-generated': bool(
    'Review generated and vendored files too (.gitattributes linguist-generated/-vendored, generated headers, vendor/ folders); they are skipped by default, with the reason shown.',
  ),
  exclude: {
    schema: list(z.string().min(1)),
    kind: 'list',
    accepts: 'a list of glob patterns',
    description: 'Globs of files never reviewed; a glob without / matches the file name at any depth.',
  },
  'ignored-fingerprints': {
    schema: list(z.string().regex(/^[0-9a-f]{16}$/, 'a 16-character hex fingerprint')),
    kind: 'list',
    accepts: 'a list of finding fingerprints (16 hex characters, as in the JSON report)',
    description: 'Findings the team has dismissed, by fingerprint: never reported again.',
  },
  // PR conversation commands and the scheduled sweep.
  'command-authors': {
    schema: list(z.enum(AUTHOR_ASSOCIATIONS)),
    kind: 'list',
    accepts: `a list of: ${AUTHOR_ASSOCIATIONS.join(', ')}`,
    description: 'Author associations allowed to run PR commands such as /ask in a comment.',
  },
  'describe-on-open': bool('Write a description of the PR when it is opened.'),
  'sweep-max-prs': {
    schema: z.int().min(1).max(500),
    kind: 'int',
    accepts: 'a whole number from 1 to 500',
    description: 'Most open PRs one scheduled sweep reviews.',
  },
  'sweep-max-tokens': {
    schema: z.int().min(0),
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Total tokens one sweep may spend over all PRs; 0 = no limit.',
  },
  // Preset deep and observability.
  effort: {
    schema: z.int().min(1).max(5),
    kind: 'int',
    accepts: 'a whole number from 1 to 5 (review rounds)',
    description: 'Review rounds of preset deep.',
  },
  transcript: bool('Write a JSON-lines transcript of model requests and tool calls.'),
  telemetry: bool('Export OpenTelemetry traces and metrics of the run (opt-in).'),
  // Merge gate, learning and labels.
  'broken-suggestions': {
    schema: z.enum(['show', 'omit']),
    kind: 'string',
    accepts: 'show, omit',
    description:
      'A suggestion that fails its check (a syntax error, a new finding, the finding still there): show it as plain code with the reason, or leave it out. Never a suggestion button.',
  },
  'check-run': bool('Report the review as a check run that can gate merging.'),
  labels: bool('Label the PR with what the review found.'),
  'learn-from-reactions': bool('Use reactions on our comments to learn which findings the team dismisses.'),
  // Structured settings: config files only.
  instructions: structured(
    list(InstructionSchema),
    'a list of { path: glob | [globs], text: "..." } or { path: ..., file: docs/review/x.md }',
    'Per-path guidance for the reviewer: each entry applies to the files its globs match.',
  ),
  'custom-lenses': structured(
    CustomLensesSchema,
    'a list of { id, title?, instructions }',
    'Review lenses of your own, run next to the built-in ones (or replacing one with the same id).',
  ),
  'finding-rules': structured(
    list(FindingRuleSchema),
    'a list of { match: { path?, category?, title?, lens?, severity? }, action: drop | { severity } }',
    'Drop or re-grade findings by path, category, title pattern, lens or severity; applied before min-severity, first match wins.',
  ),
  summary: structured(
    SummaryOptionsSchema,
    'a mapping with collapse-findings and show-usage (true or false)',
    'Options of the summary comment.',
  ),
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

/**
 * Keys that decide where the model key and the code under review are sent: the endpoint, the
 * provider (which key is picked up, and whose server gets it) and telemetry export. A repository
 * file is written by whoever wrote the branch, so for a local review (and `review --pr` of someone
 * else's repository) these come only from the user's config, the environment or a flag. `model`
 * is not one: it picks a model at the endpoint the user chose, it sends nothing elsewhere.
 */
export const TRUST_KEYS = ['provider', 'base-url', 'telemetry'] as const satisfies readonly SettingKey[];

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
  'include-generated': false,
  exclude: [] as string[],
  'ignored-fingerprints': [] as string[],
  'command-authors': ['OWNER', 'MEMBER', 'COLLABORATOR'] as Array<(typeof AUTHOR_ASSOCIATIONS)[number]>,
  'describe-on-open': false,
  'sweep-max-prs': 20,
  'sweep-max-tokens': 2_000_000,
  effort: 1,
  transcript: true,
  telemetry: false,
  'broken-suggestions': 'show',
  'check-run': false,
  labels: false,
  'learn-from-reactions': true,
  instructions: [] as InstructionConfig[],
  'custom-lenses': [] as CustomLensConfig[],
  'finding-rules': [] as FindingRuleConfig[],
  summary: {} as SummaryOptions,
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
  /** Review generated and vendored files too. */
  'include-generated': boolean;
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
  /** A suggestion that failed its check: shown as plain code with the reason, or left out. */
  'broken-suggestions': 'show' | 'omit';
  telemetry: boolean;
  'check-run': boolean;
  labels: boolean;
  'learn-from-reactions': boolean;
  /** Per-path guidance; `file` entries are read by the loaders (resolveInstructions). */
  instructions: InstructionConfig[];
  'custom-lenses': CustomLensConfig[];
  'finding-rules': FindingRuleConfig[];
  summary: SummaryOptions;
}

/** The field definition of a setting, for error messages and string coercion. */
export function fieldOf(key: SettingKey): Field {
  const field: Field = FIELDS[key];
  return field;
}
