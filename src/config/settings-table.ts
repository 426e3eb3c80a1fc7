/**
 * The settings table: one row per review setting, keyed by its kebab-case name, with its zod type,
 * its default, what it accepts and does, and where else it is set (src/config/setting-row.ts says
 * how a row is written). Apart from schema.ts, which derives the settings' type, the lazy zod types
 * and each key's surfaces from these rows, because the rows are data a new setting adds to and the
 * derivation is machinery that does not change with them. File keys, env names and flags all derive
 * from the kebab-case key.
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';
import { refineGlob, structuredSchemas } from './structured.js';
import { DEFAULT_REPO_CONTEXT, REPO_CONTEXT_MODES } from '../context/context-mode.js';
import {
  bool,
  list,
  severity,
  structured,
  unset,
  withDefault,
  type FlagCommand,
  type Row,
} from './setting-row.js';

const PROVIDERS = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'none'] as const;
const PRESETS = ['fast', 'full', 'deep'] as const;
const SARIF_FILTERS = ['added', 'diff_context', 'file'] as const;
const SARIF_LEVELS = ['error', 'warning', 'note', 'none'] as const;
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

/** The model and its endpoint: also flags of ask and describe, which call the model. */
const MODEL_FLAGS: readonly FlagCommand[] = ['review', 'sweep', 'ask'];
/** Why a setting of the action's event routing has no flag. */
const ON_GITHUB = 'acts on an event only the action receives (a PR comment, a PR being opened)';

/** Every setting, keyed by its kebab-case name (as in action.yml and .github/prlens.yml). */
export const TABLE = {
  provider: unset(() => z.enum(PROVIDERS), {
    kind: 'string',
    accepts: PROVIDERS.join(', '),
    description:
      'Model provider. Inferred when unset: none (static rules only) when there is no key and no base-url.',
    flags: MODEL_FLAGS,
  }),
  model: unset(() => z.string().min(1), {
    kind: 'string',
    accepts: 'a model id, e.g. gpt-4.1-mini',
    description: "Model id; the provider's default when unset.",
    flags: MODEL_FLAGS,
  }),
  'base-url': unset(() => z.url(), {
    kind: 'string',
    accepts: 'an http(s) URL, e.g. http://localhost:11434/v1',
    description:
      'Model endpoint (gateways, Azure, Ollama, vLLM, OpenRouter); the provider default when unset.',
    flags: MODEL_FLAGS,
  }),
  preset: withDefault(() => z.enum(PRESETS), 'fast', {
    kind: 'string',
    accepts: PRESETS.join(', '),
    description:
      'How lenses are called: fast (few grouped calls), full (one call per lens), deep (tool-using agent per group).',
  }),
  lenses: withDefault(() => list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of lens ids, e.g. security,correctness',
    description: "Lens ids that replace the preset's lenses; empty = the preset's lenses plus custom-lenses.",
  }),
  'min-severity': withDefault(() => severity(), 'medium', {
    kind: 'string',
    accepts: SEVERITIES.join(', '),
    description: 'Lowest severity reported and posted inline.',
  }),
  // 0.5 stays: evals/RESULTS.md scores the relay runs at this default (0.80 precision, 1.00 recall on
  // the working set) but records no confidence per finding, and no answer files are kept, so
  // nothing shows that another cut would drop the false positives and not the true ones. Measure
  // the confidences of both before moving it.
  'min-confidence': withDefault(() => z.number().min(0).max(1), 0.5, {
    kind: 'number',
    accepts: 'a number from 0 to 1',
    description: 'Findings below this model confidence are dropped.',
  }),
  'fail-on': withDefault(() => list(severity()), [], {
    kind: 'list',
    accepts: `a list of: ${SEVERITIES.join(', ')}`,
    description:
      'Severities that fail the step or exit 1 (a threshold: high fails on high and critical); empty = never.',
  }),
  'max-concurrency': unset(() => z.int().min(1).max(64), {
    kind: 'int',
    accepts: 'a whole number from 1 to 64',
    description: 'Model calls in flight at once; 8 by default, 1 for ollama and openai-compatible.',
  }),
  'max-review-seconds': withDefault(() => z.int().min(1), 600, {
    kind: 'int',
    accepts: 'a whole number of seconds ≥ 1',
    description: 'Soft deadline for the whole run; partial results are posted with a notice after it.',
  }),
  'max-input-tokens': withDefault(() => z.int().min(1000), 100_000, {
    kind: 'int',
    accepts: 'a whole number ≥ 1000',
    description: 'Prompt budget for one model call.',
    flags: MODEL_FLAGS,
  }),
  'max-review-tokens': withDefault(() => z.int().min(0), 0, {
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Ceiling for all tokens of one run; 0 = none.',
  }),
  'max-comments': withDefault(() => z.int().min(1).max(100), 10, {
    kind: 'int',
    // GitHub has failed reviews of about 100 comments; the rest go to the summary anyway.
    accepts: 'a whole number from 1 to 100',
    description: 'Most inline comments in one review; the rest are listed in the summary.',
    inputDefault: '10',
  }),
  'max-minor-findings': withDefault(() => z.int().min(0).max(100), 2, {
    kind: 'int',
    // Tuned on the real-PR eval's tuning half (src/core/findings-budget.ts says how).
    accepts: 'a whole number from 0 to 100 (0 = no limit)',
    description:
      "Most of the model's findings below high one review reports, the most severe and confident first; every high and critical finding, every rule's and every one `fail-on` counts is reported; the rest are counted in the summary and listed in the JSON report.",
  }),
  'max-findings': withDefault(() => z.int().min(0).max(100), 2, {
    kind: 'int',
    // Tuned on the real-PR eval's tuning half (src/core/findings-budget.ts says how).
    accepts: 'a whole number from 0 to 100 (0 = no limit)',
    description:
      "Most of the model's findings one review reports in all, the most severe and confident first (after max-minor-findings); every critical finding, every rule's and every one `fail-on` counts is reported besides; the rest are counted in the summary and listed in the JSON report.",
  }),
  'repo-context': withDefault(() => z.enum(REPO_CONTEXT_MODES), DEFAULT_REPO_CONTEXT, {
    kind: 'string',
    accepts: REPO_CONTEXT_MODES.join(', '),
    // pack was the default for one commit: the held-out half did not bear it out (evals/real-prs/README.md).
    description:
      "How much of the repository the model sees beyond the diff: full (each call's context pack — the definitions, callers and tests of what the change touches — and one round of lookups the model asks for), pack (the packs only: about a third fewer prompt tokens), lookups (the lookup round only), off (neither; no index is built). The audit's reads are the same in every mode.",
  }),
  'max-file-changed-lines': withDefault(() => z.int().min(1), 5000, {
    kind: 'int',
    accepts: 'a whole number ≥ 1',
    description: 'Files with more added plus deleted lines are left out (an include glob overrides this).',
  }),
  'model-timeout-seconds': unset(() => z.int().min(1).max(3600), {
    kind: 'int',
    accepts: 'a whole number of seconds from 1 to 3600 (default 180; 600 for ollama)',
    description: 'Timeout of one model call; 180 s by default, 600 s for ollama.',
    flags: MODEL_FLAGS,
  }),
  language: withDefault(() => z.string().min(2), 'en', {
    kind: 'string',
    accepts: 'a language code or name, e.g. en, de, ja',
    description: 'Language of the review comments.',
    flags: MODEL_FLAGS,
  }),
  incremental: bool(true, 'On a push, review only the commits after the last reviewed one.'),
  'resolve-fixed': bool(
    true,
    "Resolve our threads whose finding is gone and whose line is outdated. Needs the job's contents: write permission; without it the threads stay open and the run says so once (set false to skip the attempt).",
  ),
  reflect: bool(true, 'Run a self-audit pass that drops findings the diff disproves.'),
  'agent-instructions': bool(
    true,
    "Show the model the repository's instruction files for coding agents as review guidance, read from the base branch: .github/copilot-instructions.md, .github/instructions/**/*.instructions.md (by their applyTo), the nearest AGENTS.md of each file; capped at 12,000 characters.",
  ),
  include: withDefault(() => list(z.string().min(1).superRefine(refineGlob)), [], {
    kind: 'list',
    accepts: 'a list of glob patterns',
    description:
      'Globs of files to review even when a default gate (vendored, generated, lock file, too large) would skip them.',
  }),
  'include-generated': bool(
    false,
    'Review generated and vendored files too (.gitattributes linguist-generated/-vendored, generated headers, vendor/ folders); they are skipped by default, with the reason shown.',
  ),
  'static-baseline': withDefault(() => z.enum(['new', 'all']), 'new', {
    kind: 'string',
    accepts: 'new, all',
    description:
      'new: a static finding the base version already had (the line the change replaced, or the same code elsewhere in the file) is counted in the summary, not posted; all: post every finding on a changed line.',
  }),
  exclude: withDefault(() => list(z.string().min(1).superRefine(refineGlob)), [], {
    kind: 'list',
    accepts: 'a list of glob patterns',
    description: 'Globs of files never reviewed; a glob without / matches the file name at any depth.',
  }),
  'ignored-fingerprints': withDefault(
    () => list(z.string().regex(/^[0-9a-f]{16}$/, 'a 16-character hex fingerprint')),
    [],
    {
      kind: 'list',
      accepts: 'a list of finding fingerprints (16 hex characters, as in the JSON report)',
      description: 'Findings the team has dismissed, by fingerprint: never reported again.',
      configOnly:
        'the team record of dismissed findings lives with the code, where a change to it is reviewed like code',
    },
  ),
  // PR conversation commands and the scheduled sweep.
  'command-authors': withDefault(
    () => list(z.enum(AUTHOR_ASSOCIATIONS)),
    ['OWNER', 'MEMBER', 'COLLABORATOR'],
    {
      kind: 'list',
      accepts: `a list of: ${AUTHOR_ASSOCIATIONS.join(', ')}`,
      description: 'Author associations allowed to run PR commands such as /ask in a comment.',
      flags: [],
      noFlag: ON_GITHUB,
    },
  ),
  // Which fork PRs are reviewed unasked (a push, a sweep): the model key and budget are the repository's.
  'trusted-authors': withDefault(() => list(z.enum(AUTHOR_ASSOCIATIONS)), [], {
    kind: 'list',
    accepts: `a list of: ${AUTHOR_ASSOCIATIONS.join(', ')}`,
    description:
      'Author associations whose fork PRs are reviewed on their own; any other fork PR waits for safe-to-review-label. Empty = every fork PR is reviewed. Same-repository PRs are never gated (their authors can push to it).',
    flags: ['sweep'],
  }),
  'safe-to-review-label': unset(() => z.string().trim().min(1).max(50), {
    kind: 'string',
    accepts: 'a label name, e.g. safe-to-review',
    description:
      'A label a maintainer puts on a fork PR after reading it: that PR is reviewed although its author is not in trusted-authors. prlens removes it on each new push from the fork, so every push needs a fresh look.',
    flags: ['sweep'],
  }),
  'command-prefix': withDefault(() => z.string().regex(/^\/(?:[A-Za-z][\w-]*)?$/), '/', {
    kind: 'string',
    accepts: '/ (bare /review, /ask …) or a slash word such as /prlens (then /prlens review, /prlens ask …)',
    description:
      'How PR commands are written: / answers /review, /describe and /ask (the same words as qodo pr-agent); a word such as /prlens answers only /prlens review … so two bots do not both answer. /prlens … always works.',
    flags: [],
    noFlag: ON_GITHUB,
  }),
  'ignore-title-keywords': withDefault(() => list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of words or phrases, e.g. WIP,[skip review]',
    description:
      'A PR whose title contains one of these (any case) is not reviewed: a notice, the outputs, nothing posted.',
    flags: [],
    noFlag: ON_GITHUB,
  }),
  'ignore-labels': withDefault(() => list(z.string().min(1)), [], {
    kind: 'list',
    accepts: 'a list of label names, e.g. no-review,dependencies',
    description:
      'A PR carrying one of these labels (any case) is not reviewed: a notice, the outputs, nothing posted.',
    flags: [],
    noFlag: ON_GITHUB,
  }),
  'describe-on-open': bool(false, 'Write a description of the PR when it is opened.', {
    flags: [],
    noFlag: ON_GITHUB,
  }),
  'sweep-max-prs': withDefault(() => z.int().min(1).max(500), 20, {
    kind: 'int',
    accepts: 'a whole number from 1 to 500',
    description: 'Most open PRs one scheduled sweep reviews.',
    flags: ['sweep'],
  }),
  'sweep-max-tokens': withDefault(() => z.int().min(0), 2_000_000, {
    kind: 'int',
    accepts: 'a whole number ≥ 0 (0 = no limit)',
    description: 'Total tokens one sweep may spend over all PRs; 0 = no limit.',
    flags: ['sweep'],
  }),
  // Preset deep and observability.
  effort: withDefault(() => z.int().min(1).max(5), 1, {
    kind: 'int',
    accepts: 'a whole number from 1 to 5 (review rounds)',
    description: 'Review rounds of preset deep.',
  }),
  transcript: bool(true, 'Write a JSON-lines transcript of model requests and tool calls.'),
  telemetry: bool(false, 'Export OpenTelemetry traces and metrics of the run (opt-in).'),
  'broken-suggestions': withDefault(() => z.enum(['show', 'omit']), 'show', {
    kind: 'string',
    accepts: 'show, omit',
    description:
      'A suggestion that fails its check (a syntax error, a new finding, the finding still there): show it as plain code with the reason, or leave it out. Never a suggestion button.',
  }),
  // Other tools' results (the action's sarif input, the CLI's --sarif).
  'sarif-filter': withDefault(() => z.enum(SARIF_FILTERS), 'added', {
    kind: 'string',
    accepts: SARIF_FILTERS.join(', '),
    description:
      "Which of another tool's results (SARIF, rdjson, checkstyle) are posted inline: added (on a line the PR adds), diff_context (any line of a hunk), file (anywhere in a changed file; off the diff they are listed in the summary). The rest are counted in the summary, never posted.",
  }),
  'sarif-severity': structured(
    () => z.record(z.string().min(1), z.partialRecord(z.enum(SARIF_LEVELS), z.enum([...SEVERITIES, 'info']))),
    {},
    'a mapping of tool name to { error|warning|note|none: critical|high|medium|low|info }, e.g. { eslint: { error: medium } }',
    'Per tool, the severity of each result level instead of the default (error → high, warning → medium, note → low, none → info; info is counted, never posted).',
  ),
  // Merge gate, learning and labels.
  'check-run': bool(
    false,
    'Post a `prlens` check run on the head commit whose conclusion follows `fail-on` (a merge gate you can make a required status check), with the findings as annotations. Needs `checks: write`; without it the exit code stays the gate.',
  ),
  labels: bool(
    false,
    'Label the PR with its highest severity (`prlens: high`, ...) and `prlens: security`, removing ours when they no longer apply (other labels are never touched). Needs `pull-requests: write`.',
  ),
  'learn-from-reactions': bool(
    true,
    'A 👎 on an inline comment by someone with write access who did not open the PR stops that finding from being posted again on the PR (so does their `/prlens ignore` reply).',
  ),
  // Structured settings: config files only.
  instructions: structured(
    () => list(structuredSchemas().instruction),
    [],
    'a list of { path: glob | [globs], text: "..." } or { path: ..., file: docs/review/x.md }',
    'Per-path guidance for the reviewer: each entry applies to the files its globs match.',
  ),
  'custom-lenses': structured(
    () => structuredSchemas().customLenses,
    [],
    'a list of { id, title?, instructions }',
    'Review lenses of your own, run next to the built-in ones (or replacing one with the same id).',
  ),
  'finding-rules': structured(
    () => list(structuredSchemas().findingRule),
    [],
    'a list of { match: { path?, category?, title?, lens?, severity? }, action: drop | { severity } }',
    'Drop or re-grade findings by path, category, title pattern, lens or severity; applied before min-severity, first match wins.',
  ),
  summary: structured(
    () => structuredSchemas().summaryOptions,
    {},
    'a mapping with collapse-findings and show-usage (true or false)',
    'Options of the summary comment.',
  ),
} satisfies Record<string, Row>;
