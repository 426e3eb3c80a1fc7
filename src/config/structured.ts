/**
 * The structured settings that only a config file can hold (they have no env, flag or input form):
 * per-path instructions, custom lenses, finding rules and summary options. Each is a zod schema so
 * that one definition checks the file, types the code and generates schema/prlens.schema.json.
 * Everything here is data: a finding rule's `title` is a regular expression that is compiled, never
 * evaluated as code, and it is capped and screened so one rule cannot stall a run.
 */
import { z } from 'zod';
import { SEVERITIES } from '../core/types.js';
import { globProblem } from './path-match.js';
import { compileLinearRegex, LINEAR_SYNTAX_NOTE, type LinearRegex } from '../regex/linear-regex.js';

/** Largest instruction text (inline or from a file), in bytes: enough for a page of guidance. */
export const MAX_INSTRUCTION_BYTES = 16 * 1024;
/** Longest `title` pattern of a finding rule. */
const MAX_TITLE_PATTERN_CHARS = 200;
const MAX_GLOB_CHARS = 500;
const MAX_LENS_INSTRUCTIONS_CHARS = 8000;

/** Refuses a glob that cannot be matched in linear time, with path-match's message. */
export function refineGlob(value: string, ctx: z.RefinementCtx): void {
  const problem = globProblem(value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
}

/** Why a repository-relative file reference is unsafe, or undefined when it is fine. */
export function unsafeRepoPath(file: string): string | undefined {
  if (file.includes('\0')) return 'contains a NUL character';
  const slashed = file.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed) || slashed.startsWith('~'))
    return 'must be relative to the repository root, e.g. docs/review/sql.md';
  const segments = slashed.split('/');
  if (segments.includes('..')) return "may not contain '..': the file must be inside the repository";
  if (segments.some((s) => s.toLowerCase() === '.git')) return 'may not point into .git';
  if (!/\.(?:md|markdown|txt)$/i.test(slashed)) return 'must be a Markdown (.md) or text (.txt) file';
  return undefined;
}

/**
 * Compiles a finding rule's title pattern (case-insensitive) for the linear-time engine, or returns
 * why it cannot be used. Any pattern RE2 accepts runs in time linear in the title, so no pattern
 * shape needs refusing (a shape guard never caught `(a|a?)+$`).
 */
export function compileTitlePattern(pattern: string): LinearRegex | string {
  if (pattern.length > MAX_TITLE_PATTERN_CHARS)
    return `the pattern has ${pattern.length} characters; at most ${MAX_TITLE_PATTERN_CHARS} are allowed`;
  try {
    return compileLinearRegex(pattern, { ignoreCase: true });
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the schemas below share: a severity, a glob or a list of them. */
function shared() {
  const severity = z.enum(SEVERITIES);
  const glob = z
    .string({ error: 'expected a glob pattern such as "src/**/*.ts"' })
    .min(1, 'a glob may not be empty')
    .max(MAX_GLOB_CHARS, `a glob may have at most ${MAX_GLOB_CHARS} characters`)
    .superRefine(refineGlob);
  const globs = z.union([glob, z.array(glob).min(1, 'give at least one glob')], {
    error: 'expected a glob or a list of globs, e.g. "src/**/*.ts" or ["*.sql", "db/**"]',
  });
  const oneOrMany = (item: z.ZodType, what: string) =>
    z.union([item, z.array(item).min(1)], { error: `expected ${what} or a list of them` });
  return { severity, globs, oneOrMany };
}

type Shared = ReturnType<typeof shared>;

function instructionSchema({ globs }: Shared) {
  return z
    .strictObject({
      path: globs.describe(
        'Files this instruction applies to: a glob or a list of globs (picomatch; `**` crosses folders, ' +
          'braces like `*.{ts,tsx}` work, matching is case-sensitive; a glob without `/` matches the file name anywhere).',
      ),
      text: z
        .string()
        .min(1, 'the text may not be empty')
        .max(MAX_INSTRUCTION_BYTES, `at most ${MAX_INSTRUCTION_BYTES} characters`)
        .optional()
        .describe('The guidance itself, for the reviewer of the matching files. Give `text` or `file`.'),
      file: z
        .string()
        .min(1)
        .optional()
        .describe(
          `A Markdown file in the repository holding the guidance (repository-relative, at most ${MAX_INSTRUCTION_BYTES / 1024} KiB; ` +
            'read from the base branch in the action). Give `text` or `file`.',
        ),
    })
    .superRefine((value, ctx) => {
      if ((value.text === undefined) === (value.file === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'give exactly one of `text` or `file`' });
      }
      if (value.file !== undefined) {
        const problem = unsafeRepoPath(value.file);
        if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: `'${value.file}' ${problem}` });
      }
    })
    .describe('Guidance for the files matching `path`, shown to the model as repository-provided data.');
}

function customLensesSchema() {
  const CustomLensSchema = z
    .strictObject({
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]*$/, 'use lower-case letters, digits, "-" or "_", e.g. "i18n"')
        .describe('Lens id: set on its findings; reuse a built-in id to replace that lens.'),
      title: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe('Short title shown to the model; defaults to the id.'),
      instructions: z
        .string()
        .min(1, 'the instructions may not be empty')
        .max(MAX_LENS_INSTRUCTIONS_CHARS, `at most ${MAX_LENS_INSTRUCTIONS_CHARS} characters`)
        .describe('What this lens looks for and what it ignores.'),
    })
    .describe('A review lens of your own, run next to the built-in ones.');

  // The list: ids must be unique, or one lens would silently replace the other.
  return z.array(CustomLensSchema).superRefine((lenses, ctx) => {
    const seen = new Map<string, number>();
    for (const [i, lens] of lenses.entries()) {
      const first = seen.get(lens.id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `'${lens.id}' is already the id of custom-lenses[${first}]; give each lens its own id`,
        });
      } else seen.set(lens.id, i);
    }
  });
}

function findingRuleSchema({ severity, globs, oneOrMany }: Shared) {
  const FindingMatchSchema = z
    .strictObject({
      path: globs.optional().describe('Glob or list of globs matched against the finding’s file.'),
      category: oneOrMany(z.string().min(1), 'a category')
        .optional()
        .describe('Category or list of categories (exact, case-insensitive), e.g. "style".'),
      title: z
        .string()
        .min(1)
        .optional()
        .describe(
          `Regular expression searched in the finding’s title, case-insensitive, at most ${MAX_TITLE_PATTERN_CHARS} characters (${LINEAR_SYNTAX_NOTE}).`,
        ),
      lens: oneOrMany(z.string().min(1), 'a lens id').optional().describe('Lens id or list of lens ids.'),
      severity: oneOrMany(severity, `a severity (${SEVERITIES.join(', ')})`)
        .optional()
        .describe('Severity or list of severities the finding has before the rule.'),
    })
    .superRefine((value, ctx) => {
      if (Object.values(value).every((v) => v === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'give at least one of path, category, title, lens or severity (an empty match would hit every finding)',
        });
      }
      if (value.title !== undefined) {
        const compiled = compileTitlePattern(value.title);
        if (typeof compiled === 'string')
          ctx.addIssue({ code: 'custom', path: ['title'], message: compiled });
      }
    })
    .describe(
      'What a finding must match: every given field must match (AND); a list matches any of its items.',
    );

  const FindingActionSchema = z.union(
    [
      z.literal('drop').describe('Remove the finding (it is counted in the report’s warnings).'),
      z
        .strictObject({ severity: severity.describe('The new severity.') })
        .describe('Re-grade the finding to this severity.'),
    ],
    { error: `expected drop or { severity: ${SEVERITIES.join(' | ')} }` },
  );

  return z
    .strictObject({
      match: FindingMatchSchema,
      action: FindingActionSchema,
      reason: z
        .string()
        .max(200)
        .optional()
        .describe('Why the rule exists; shown with its count in the report.'),
    })
    .describe('Drops or re-grades the findings that match; the first matching rule wins.');
}

function summaryOptionsSchema() {
  return z
    .strictObject({
      'collapse-findings': z
        .boolean()
        .optional()
        .describe(
          'Collapse every file’s findings in the summary comment (default false: files with high or critical findings are open).',
        ),
      'show-usage': z
        .boolean()
        .optional()
        .describe('Show the token and cost line at the end of the summary comment (default true).'),
    })
    .describe('How the summary comment is rendered.');
}

/** Builds the four schemas: zod objects cost start-up time, so only when a layer sets one of them. */
function build() {
  const common = shared();
  return {
    instruction: instructionSchema(common),
    customLenses: customLensesSchema(),
    findingRule: findingRuleSchema(common),
    summaryOptions: summaryOptionsSchema(),
  };
}

let built: ReturnType<typeof build> | undefined;

/** The structured settings' schemas, built on first use (a run whose layers set none never builds them). */
export function structuredSchemas(): ReturnType<typeof build> {
  return (built ??= build());
}

type Schemas = ReturnType<typeof build>;
export type InstructionConfig = z.infer<Schemas['instruction']>;
export type FindingRuleConfig = z.infer<Schemas['findingRule']>;
