/**
 * `describe`: the section prlens writes into a PR description — a summary, the change type, a
 * per-file walkthrough table and a Mermaid diagram of the changed flow when there is one. Without a
 * model it is an honest, deterministic walkthrough of the files and their stats, with no invented
 * summary. Model text is escaped; per-file lines are kept only for files really in the diff.
 * Shared by the action's `/describe` and the CLI's `prlens describe`.
 */
import { partitionHits } from '../context/excluded-paths.js';
import { NO_PATH_FILTER, type PathFilter } from '../review/select/path-filter.js';
import { z } from 'zod';
import type { ExcludedFile, FileDiff } from '../core/types.js';
import type { ModelClient } from '../core/ports.js';
import { codeSpan, escapeMarkdownBlock, escapeMarkdownInline } from '../report/markdown-escape.js';
import { fillTemplate, languageName } from '../prompt/template.js';
import { PROMPTS } from '../prompt/prompts.generated.js';
import { renderFlow } from './mermaid.js';
import { renderPrData } from './pr-data.js';

const CHANGE_TYPES = [
  'feature',
  'fix',
  'refactor',
  'docs',
  'test',
  'chore',
  'performance',
  'build',
  'ci',
  'other',
] as const;
/** Rows of the walkthrough table; the rest are counted. */
const MAX_TABLE_ROWS = 150;

const DESCRIBE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'change_type', 'files', 'flow'],
  properties: {
    summary: { type: 'string' },
    change_type: { type: 'string', enum: [...CHANGE_TYPES] },
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'summary'],
        properties: { path: { type: 'string' }, summary: { type: 'string' } },
      },
    },
    flow: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['nodes', 'edges'],
          properties: {
            nodes: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'label'],
                properties: { id: { type: 'string' }, label: { type: 'string' } },
              },
            },
            edges: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['from', 'to', 'label'],
                properties: {
                  from: { type: 'string' },
                  to: { type: 'string' },
                  label: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                },
              },
            },
          },
        },
      ],
    },
  },
};

const Description = z.object({
  summary: z.string(),
  change_type: z.enum(CHANGE_TYPES).catch('other'),
  files: z.array(z.object({ path: z.string(), summary: z.string() })).catch([]),
  flow: z
    .object({
      nodes: z.array(z.object({ id: z.string(), label: z.string() })),
      edges: z.array(z.object({ from: z.string(), to: z.string(), label: z.string().nullish() })),
    })
    .nullable()
    .catch(null),
});
type Description = z.infer<typeof Description>;

export interface DescribeInput {
  pr: { title: string; body: string; files: readonly FileDiff[]; unreviewable: readonly ExcludedFile[] };
  model: ModelClient | undefined;
  maxInputTokens: number;
  language: string;
  /** Why a path's diff is kept from the model (the review's path gates: command-paths.ts); none: all sent. */
  excluded?: PathFilter;
}

export interface DescribeResult {
  /** Markdown of the section (without the hidden markers). */
  section: string;
  /** The model's description, or null without a model. */
  description: Description | null;
  diagram: boolean;
}

/** Builds the section; throws when the model call fails (no summary is better than an invented one). */
export async function describePullRequest(input: DescribeInput): Promise<DescribeResult> {
  const { pr, model } = input;
  let description: Description | null = null;
  if (model) {
    // The author's own description is left out of what we show when it holds our previous section.
    const rendered = renderPrData(
      {
        title: pr.title,
        body: stripOurSection(pr.body),
        // The table below still lists every file; only the model is not sent an excluded one's diff.
        files: partitionHits(pr.files, input.excluded ?? NO_PATH_FILTER).shown,
        extra: new Map(),
      },
      Math.max(1000, input.maxInputTokens - 2000),
      (t) => model.countTokens(t),
    );
    const system = `${fillTemplate(describePrompt(), { nonce: rendered.nonce, language: languageName(input.language) })}\n\n${rendered.text}\n`;
    const response = await model.complete({
      system,
      messages: [{ role: 'user', content: 'Describe this pull request. Answer with the JSON object only.' }],
      schema: { name: 'pr_description', schema: DESCRIBE_JSON_SCHEMA, strict: true },
      maxOutputTokens: 3000,
      temperature: 0,
    });
    description = parseDescription(response.text);
  }
  const diagram = description ? renderFlow(description.flow) : null;
  return { section: renderSection(pr, description, diagram), description, diagram: diagram !== null };
}

function parseDescription(text: string): Description {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error('the model did not answer with JSON', { cause: error });
  }
  const result = Description.safeParse(json);
  if (!result.success)
    throw new Error(`the model's description has the wrong shape: ${result.error.message}`);
  return result.data;
}

function stripOurSection(body: string): string {
  return body.replace(/<!-- prlens:describe:start -->[\s\S]*?<!-- prlens:describe:end -->/g, '').trim();
}

/** A table cell: one line, escaped, no pipe that could split the row. */
function cell(text: string): string {
  return escapeMarkdownInline(text).replace(/\|/g, '\\|');
}

/** A path in a table cell: a code span (one line, controls shown as escapes), no pipe that could split the row. */
function pathCell(path: string): string {
  return codeSpan(path).replace(/\|/g, '\\|');
}

/** Renders the section. Pure. */
function renderSection(
  pr: DescribeInput['pr'],
  description: Description | null,
  diagram: string | null,
): string {
  const parts = ['### prlens summary'];
  if (description) {
    parts.push(escapeMarkdownBlock(description.summary.trim()));
    parts.push(`**Change type:** ${description.change_type}`);
  } else {
    parts.push('_No model is configured, so this section lists the changed files only; it has no summary._');
  }
  const notes = new Map((description?.files ?? []).map((f) => [f.path, f.summary]));
  const rows = pr.files.slice(0, MAX_TABLE_ROWS).map((f) => {
    const name = f.oldPath !== f.path ? `${pathCell(f.oldPath)} → ${pathCell(f.path)}` : pathCell(f.path);
    const note = notes.get(f.path);
    return `| ${name} | ${f.status} | +${f.additions} −${f.deletions} |${description ? ` ${note ? cell(note) : '—'} |` : ''}`;
  });
  const head = description
    ? ['| File | Change | Lines | What changed |', '| --- | --- | --- | --- |']
    : ['| File | Change | Lines |', '| --- | --- | --- |'];
  const extra = [
    ...(pr.files.length > MAX_TABLE_ROWS ? [`_…and ${pr.files.length - MAX_TABLE_ROWS} more file(s)._`] : []),
    ...(pr.unreviewable.length
      ? [
          `_Without a diff: ${pr.unreviewable.map((f) => `${pathCell(f.path)} (${cell(f.reason)})`).join(', ')}._`,
        ]
      : []),
  ];
  parts.push(
    ['<details open><summary>Walkthrough</summary>', '', ...head, ...rows, '', ...extra, '</details>'].join(
      '\n',
    ),
  );
  if (diagram) parts.push(`**Flow of the change**\n\n${diagram}`);
  parts.push(
    '<sub>Written by prlens; edit outside this section: prlens rewrites only what is between its markers.</sub>',
  );
  return parts.join('\n\n');
}

function describePrompt(): string {
  const text = PROMPTS.describe;
  if (text === undefined)
    throw new Error('prompts/describe.md is missing from the build: run node scripts/gen-prompts.mjs');
  return text;
}
