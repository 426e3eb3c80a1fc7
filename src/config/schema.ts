/**
 * Every review setting in one table: its zod type, its default, and how a string (an env var,
 * a CLI flag, an action input) becomes a value. The table is the zod object itself, so the type
 * of the settings is inferred from it and cannot drift from what the loader accepts. File keys,
 * env names and flags all derive from the kebab-case key.
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';
import {
  CustomLensesSchema,
  FindingRuleSchema,
  InstructionSchema,
  SummaryOptionsSchema,
} from './structured.js';

const PROVIDERS = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'none'] as const;
const PRESETS = ['fast', 'full', 'deep'] as const;
/** GitHub's author_association values (who may run PR commands). */
const AUTHOR_ASSOCIATIONS = [
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

interface Meta {
  kind: StringKind;
  /** Shown in errors: what the user may write. */
  accepts: string;
  /** What the setting does; the JSON Schema and the docs' reference are generated from it. */
  description: string;
}

export interface Field extends Meta {
  /** The value's type, without the default: one layer (a file, a flag) is checked against it. */
  schema: z.ZodType;
  /** The value when no layer sets it; undefined = stays unset (e.g. provider = infer). */
  default?: unknown;
}

// Each setting's schema in the object below is registered here with what it accepts and does.
const registered = new WeakMap<z.ZodType, Field>();

/** A setting that takes `value` when no layer sets it. */
function withDefault<S extends z.ZodType>(
  schema: S,
  value: z.core.util.NoUndefined<z.output<S>>,
  meta: Meta,
) {
  const setting = schema.default(value);
  registered.set(setting, { ...meta, schema, default: value });
  return setting;
}

/** A setting that stays unset unless a layer sets it (the code then picks, e.g. per provider). */
function unset<S extends z.ZodType>(schema: S, meta: Meta) {
  const setting = schema.optional();
  registered.set(setting, { ...meta, schema });
  return setting;
}

const severity = z.enum(SEVERITIES);
const list = <S extends z.ZodType>(item: S) => z.array(item);
const bool = (value: boolean, description: string) =>
  withDefault(z.boolean(), value, { kind: 'bool', accepts: 'true or false', description });
const structured = <S extends z.ZodType>(
  schema: S,
  value: z.core.util.NoUndefined<z.output<S>>,
  accepts: string,
  description: string,
) => withDefault(schema, value, { kind: 'structured', accepts, description });

/** The merged, validated settings, keyed by their kebab-case name (as in action.yml and .github/prlens.yml). */
export const Settings = z.strictObject({
  provider: unset(z.enum(PROVIDERS), {
    kind: 'string',
    accepts: PROVIDERS.join(', '),
    description:
      'Model provider. Inferred when unset: none (static rules only) when there is no key and no base-url.',
  }),
  model: unset(z.string().min(1), {
    kind: 'string',
    accepts: 'a model id, e.g. gpt-4.1-mini',
    description: "Model id; the provider's default when unset.",
  }),
  'base-url': unset(z.url(), {
    kind: 'string',
    accepts: 'an http(s) URL, e.g. http://localhost:11434/v1',
    description:
      'Model endpoint (gateways, Azure, Ollama, vLLM, OpenRouter); the provider default when unset.',
  }),
  preset: withDefault(z.enum(PRESETS), 'fast', {
    kind: 'string',
    accepts: PRESETS.join(', '),
    description:
      'How lenses are called: fast (few grouped calls), full (one call per lens), deep (tool-using agent per group).',
  }),
  lenses: withDefault(list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of lens ids, e.g. security,correctness',
    description: "Lens ids that replace the preset's lenses; empty = the preset's lenses plus custom-lenses.",
  }),
  'min-severity': withDefault(severity, 'medium', {
    kind: 'string',
    accepts: SEVERITIES.join(', '),
    description: 'Lowest severity reported and posted inline.',
  }),
  'min-confidence': withDefault(z.number().min(0).max(1), 0.5, {
    kind: 'number',
    accepts: 'a number from 0 to 1',
    description: 'Findings below this model confidence are dropped.',
  }),
  'fail-on': withDefault(list(severity), [], {
    kind: 'list',
    accepts: `a list of: ${SEVERITIES.join(', ')}`,
    description:
      'Severities that fail the step or exit 1 (a threshold: high fails on high and critical); empty = never.',
  }),
  'max-concurrency': unset(z.int().min(1).max(64), {
    kind: 'int',
    accepts: 'a whole number from 1 to 64',
    description: 'Model calls in flight at once; 8 by default, 1 for ollama and openai-compatible.',
  }),
  'max-review-seconds': withDefault(z.int().min(1), 600, {
    kind: 'int',
    accepts: 'a whole number of seconds ≥ 1',
    description: 'Soft deadline for the whole run; partial results are posted with a notice after it.',
  }),
  'max-input-tokens': withDefault(z.int().min(1000), 100_000, {
    kind: 'int',
    accepts: 'a whole number ≥ 1000',
    description: 'Prompt budget for one model call.',
  }),
  'max-review-tokens': withDefault(z.int().min(0), 0, {
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Ceiling for all tokens of one run; 0 = none.',
  }),
  'max-file-changed-lines': withDefault(z.int().min(1), 5000, {
    kind: 'int',
    accepts: 'a whole number ≥ 1',
    description: 'Files with more added plus deleted lines are left out (an include glob overrides this).',
  }),
  'model-timeout-seconds': unset(z.int().min(1).max(3600), {
    kind: 'int',
    accepts: 'a whole number of seconds from 1 to 3600 (default 180; 600 for ollama)',
    description: 'Timeout of one model call; 180 s by default, 600 s for ollama.',
  }),
  language: withDefault(z.string().min(2), 'en', {
    kind: 'string',
    accepts: 'a language code or name, e.g. en, de, ja',
    description: 'Language of the review comments.',
  }),
  incremental: bool(true, 'On a push, review only the commits after the last reviewed one.'),
  'resolve-fixed': bool(true, 'Resolve our threads whose finding is gone and whose line is outdated.'),
  reflect: bool(true, 'Run a self-audit pass that drops findings the diff disproves.'),
  include: withDefault(list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of glob patterns',
    description:
      'Globs of files to review even when a default gate (vendored, generated, lock file, too large) would skip them.',
  }),
  'include-generated': bool(
    false,
    'Review generated and vendored files too (.gitattributes linguist-generated/-vendored, generated headers, vendor/ folders); they are skipped by default, with the reason shown.',
  ),
  exclude: withDefault(list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of glob patterns',
    description: 'Globs of files never reviewed; a glob without / matches the file name at any depth.',
  }),
  'ignore-title-keywords': withDefault(list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of words or phrases, e.g. WIP,[skip review]',
    description:
      'A PR whose title contains one of these (any case) is not reviewed: a notice, the outputs, nothing posted.',
  }),
  'ignore-labels': withDefault(list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of label names, e.g. no-review,dependencies',
    description:
      'A PR carrying one of these labels (any case) is not reviewed: a notice, the outputs, nothing posted.',
  }),
  'ignored-fingerprints': withDefault(
    list(z.string().regex(/^[0-9a-f]{16}$/, 'a 16-character hex fingerprint')),
    [],
    {
      kind: 'list',
      accepts: 'a list of finding fingerprints (16 hex characters, as in the JSON report)',
      description: 'Findings the team has dismissed, by fingerprint: never reported again.',
    },
  ),
  // PR conversation commands and the scheduled sweep.
  'command-authors': withDefault(list(z.enum(AUTHOR_ASSOCIATIONS)), ['OWNER', 'MEMBER', 'COLLABORATOR'], {
    kind: 'list',
    accepts: `a list of: ${AUTHOR_ASSOCIATIONS.join(', ')}`,
    description: 'Author associations allowed to run PR commands such as /ask in a comment.',
  }),
  'command-prefix': withDefault(z.string().regex(/^\/(?:[A-Za-z][\w-]*)?$/), '/', {
    kind: 'string',
    accepts: '/ (bare /review, /ask …) or a slash word such as /prlens (then /prlens review, /prlens ask …)',
    description:
      'How PR commands are written: / answers /review, /describe and /ask (the same words as qodo pr-agent); a word such as /prlens answers only /prlens review … so two bots do not both answer. /prlens … always works.',
  }),
  'describe-on-open': bool(false, 'Write a description of the PR when it is opened.'),
  'sweep-max-prs': withDefault(z.int().min(1).max(500), 20, {
    kind: 'int',
    accepts: 'a whole number from 1 to 500',
    description: 'Most open PRs one scheduled sweep reviews.',
  }),
  'sweep-max-tokens': withDefault(z.int().min(0), 2_000_000, {
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Total tokens one sweep may spend over all PRs; 0 = no limit.',
  }),
  // Preset deep and observability.
  effort: withDefault(z.int().min(1).max(5), 1, {
    kind: 'int',
    accepts: 'a whole number from 1 to 5 (review rounds)',
    description: 'Review rounds of preset deep.',
  }),
  transcript: bool(true, 'Write a JSON-lines transcript of model requests and tool calls.'),
  telemetry: bool(false, 'Export OpenTelemetry traces and metrics of the run (opt-in).'),
  'broken-suggestions': withDefault(z.enum(['show', 'omit']), 'show', {
    kind: 'string',
    accepts: 'show, omit',
    description:
      'A suggestion that fails its check (a syntax error, a new finding, the finding still there): show it as plain code with the reason, or leave it out. Never a suggestion button.',
  }),
  // Merge gate, learning and labels.
  'check-run': bool(false, 'Report the review as a check run that can gate merging.'),
  labels: bool(false, 'Label the PR with what the review found.'),
  'learn-from-reactions': bool(
    true,
    'Use reactions on our comments to learn which findings the team dismisses.',
  ),
  // Structured settings: config files only.
  instructions: structured(
    list(InstructionSchema),
    [],
    'a list of { path: glob | [globs], text: "..." } or { path: ..., file: docs/review/x.md }',
    'Per-path guidance for the reviewer: each entry applies to the files its globs match.',
  ),
  'custom-lenses': structured(
    CustomLensesSchema,
    [],
    'a list of { id, title?, instructions }',
    'Review lenses of your own, run next to the built-in ones (or replacing one with the same id).',
  ),
  'finding-rules': structured(
    list(FindingRuleSchema),
    [],
    'a list of { match: { path?, category?, title?, lens?, severity? }, action: drop | { severity } }',
    'Drop or re-grade findings by path, category, title pattern, lens or severity; applied before min-severity, first match wins.',
  ),
  summary: structured(
    SummaryOptionsSchema,
    {},
    'a mapping with collapse-findings and show-usage (true or false)',
    'Options of the summary comment.',
  ),
});

/** The merged, validated settings of one run. Keys without a default stay optional. */
export type ReviewSettings = z.infer<typeof Settings>;
export type SettingKey = keyof ReviewSettings;
export const SETTING_KEYS = Object.keys(Settings.shape) as SettingKey[];

/** Each key's string form, accepted values, description and default, read off the object above. */
const FIELDS = Object.fromEntries(
  SETTING_KEYS.map((key) => {
    const field = registered.get(Settings.shape[key]);
    if (!field) throw new Error(`setting ${key} is not built with withDefault or unset`);
    return [key, field];
  }),
) as Record<SettingKey, Field>;

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
