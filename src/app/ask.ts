/**
 * `ask`: answers a question about a pull request from its diff, title and description and, when the
 * question names a file or the model asks for one, a few files read at the head SHA. The model answers
 * in structured JSON with citations; a citation survives only when it points at a line the model was
 * shown, and is rendered as a link to that line at the head. The answer says plainly when it is not in
 * the code prlens saw. Shared by the action's `/ask` and the CLI's `prlens ask`.
 */
import { z } from 'zod';
import type { ModelClient, Workspace } from '../core/ports.js';
import type { PullRequestContext } from '../core/forge-types.js';
import { safeRelativePath } from '../core/repo-path.js';
import { displayPath } from '../core/visible-text.js';
import { codeSpan, escapeMarkdownBlock, escapeMarkdownInline } from '../report/markdown-escape.js';
import { delimiters } from '../prompt/delimiters.js';
import { fillTemplate, languageName } from '../prompt/template.js';
import { PROMPTS } from '../prompt/prompts.generated.js';
import { redactSecrets } from '../prompt/redact.js';
import { renderPrData, wasShown } from './pr-data.js';
import { withCommandPrefix } from './commands/prefix.js';
import { partitionHits } from '../context/excluded-paths.js';
import { NO_PATH_FILTER, type PathFilter } from '../review/select/path-filter.js';

/** Files read at the head for one question, and the characters kept of each. */
const MAX_EXTRA_FILES = 3;
const MAX_EXTRA_FILE_CHARS = 40_000;
/** The question itself is capped: a comment can hold 65,536 characters. */
const MAX_QUESTION_CHARS = 4_000;

const ASK_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['answer', 'found_in_code', 'citations', 'need_files'],
  properties: {
    answer: { type: 'string' },
    found_in_code: { type: 'boolean' },
    citations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'line', 'end_line', 'side'],
        properties: {
          path: { type: 'string' },
          line: { type: 'integer' },
          end_line: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          side: { type: 'string', enum: ['LEFT', 'RIGHT'] },
        },
      },
    },
    need_files: { type: 'array', items: { type: 'string' } },
  },
};

const Citation = z.object({
  path: z.string(),
  line: z.number().int().positive(),
  end_line: z.number().int().positive().nullish(),
  side: z.enum(['LEFT', 'RIGHT']).catch('RIGHT'),
});
const AskAnswer = z.object({
  answer: z.string(),
  found_in_code: z.boolean(),
  citations: z.array(Citation).catch([]),
  need_files: z.array(z.string()).catch([]),
});
type Citation = z.infer<typeof Citation>;

export interface AskInput {
  pr: PullRequestContext;
  question: string;
  workspace: Workspace;
  model: ModelClient | undefined;
  maxInputTokens: number;
  language: string;
  /** Web root for links to lines, e.g. https://github.com (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** The `command-prefix` setting, for the example in the reply to an empty question; default `/`. */
  commandPrefix?: string;
  /** Why a path is kept from the model (the review's path gates: command-paths.ts); none: all shown. */
  excluded?: PathFilter;
}

export interface AskResult {
  /** Markdown, ready to post. */
  body: string;
  answered: boolean;
  /** false when the model said the answer is not in the code it saw (or there is no model). */
  foundInCode: boolean;
  citations: Citation[];
  /** Citations dropped because they pointed at lines the model was not shown. */
  droppedCitations: number;
  filesRead: string[];
  /** The model's answer text (unescaped), for --format json. */
  answer: string;
  /** Reads that failed (not absent: refused, rate-limited, broken), each naming the file and why. */
  warnings: string[];
  /** true when a file the answer should have seen could not be read: the answer may be missing it. */
  incomplete: boolean;
}

/** Paths the question names (`src/a.ts`, `README.md`): tokens with a slash or a file extension. */
function namedPaths(question: string): string[] {
  const found =
    question.match(/[A-Za-z0-9_.\-/]+\.[A-Za-z0-9]{1,8}\b|[A-Za-z0-9_.-]+\/[A-Za-z0-9_.\-/]+/g) ?? [];
  return [...new Set(found.map((p) => p.replace(/^\.\//, '').replace(/[.,;:]+$/, '')))].filter(isPlainPath);
}

/** A repository-relative path: no absolute path, no `..`, no URL, nothing inside `.git`. */
function isPlainPath(p: string): boolean {
  const parts = p.split('/');
  return (
    p !== '' &&
    p.length <= 300 &&
    !p.startsWith('/') &&
    !parts.includes('..') &&
    !parts.some((s) => s.toLowerCase() === '.git') &&
    !/^[a-z]+:/i.test(p)
  );
}

/**
 * Reads `paths` at `ref` into `into`, a few at most. An absent file (null) is simply not shown; a
 * read that fails is not "absent": it lands in `failed`, so the answer says what it could not see.
 */
async function readExtra(
  workspace: Workspace,
  paths: readonly string[],
  ref: string,
  into: Map<string, string>,
  failed: Map<string, string>,
  withheld: Map<string, string>,
  excluded: PathFilter,
): Promise<void> {
  for (const path of paths) {
    if (into.size >= MAX_EXTRA_FILES || into.has(path) || failed.has(path) || !isPlainPath(path)) continue;
    const reason = excluded(path);
    if (reason !== null) {
      withheld.set(path, reason);
      continue;
    }
    let text: string | null;
    try {
      // The commenter or the model named it: the strict check first, the workspace reads repo paths.
      text = await workspace.readFile(safeRelativePath(path), ref);
    } catch (error) {
      failed.set(path, error instanceof Error ? error.message : String(error));
      continue;
    }
    if (text === null) continue;
    into.set(path, text.length > MAX_EXTRA_FILE_CHARS ? text.slice(0, MAX_EXTRA_FILE_CHARS) : text);
  }
}

/** Answers `question` about the PR; throws when the model call fails (never a made-up answer). */
export async function answerQuestion(input: AskInput): Promise<AskResult> {
  const { pr, model } = input;
  const question = input.question.trim().slice(0, MAX_QUESTION_CHARS);
  if (question === '') {
    const example = withCommandPrefix('`/ask where is the token checked?`', input.commandPrefix ?? '/');
    return notAnswered(`Ask a question after the command, e.g. ${example}`);
  }
  if (!model) {
    return notAnswered(
      'prlens has no language model configured here, so it cannot answer questions. Give it a model ' +
        '(the `api-key` input from a secret, or `base-url` for a local server) and ask again.',
    );
  }
  const excluded = input.excluded ?? NO_PATH_FILTER;
  const { shown: visible, withheld } = partitionHits(pr.files, excluded);
  const known = new Set(pr.files.map((f) => f.path));
  const extra = new Map<string, string>();
  const failed = new Map<string, string>();
  const read = (paths: readonly string[]) =>
    readExtra(input.workspace, paths, pr.headSha, extra, failed, withheld, excluded);
  // Files the question names and the diff does not show whole: read at the head, a few at most.
  await read(namedPaths(question).filter((p) => !known.has(p)));

  let parsed: z.infer<typeof AskAnswer> | undefined;
  let rendered: ReturnType<typeof renderPrData> | undefined;
  for (let round = 0; round < 2; round++) {
    rendered = renderPrData(
      { title: pr.title, body: pr.body, files: visible, extra },
      Math.max(1000, input.maxInputTokens - 2000),
      (t) => model.countTokens(t),
    );
    const system = `${fillTemplate(askPrompt(), { nonce: rendered.nonce, language: languageName(input.language) })}\n\n${rendered.text}\n`;
    const q = delimiters('QUESTION', rendered.nonce);
    const user = `The question:\n${q.open}\n${redactSecrets(question).split(rendered.nonce).join('')}\n${q.close}\n\nAnswer with the JSON object only.`;
    const response = await model.complete({
      system,
      messages: [{ role: 'user', content: user }],
      schema: { name: 'pr_answer', schema: ASK_JSON_SCHEMA, strict: true },
      maxOutputTokens: 2000,
      temperature: 0,
    });
    parsed = parseAnswer(response.text);
    const wanted = parsed.need_files.filter((p) => !extra.has(p)).slice(0, MAX_EXTRA_FILES);
    if (round > 0 || wanted.length === 0 || extra.size >= MAX_EXTRA_FILES) break;
    const before = extra.size;
    await read(wanted);
    if (extra.size === before) break; // nothing new to show: the first answer stands
  }
  const answer = parsed!;
  const shown = rendered!.shown;
  const citations = answer.citations.filter((c) => wasShown(shown, c.path, c.line, c.side));
  const body = renderAnswer(answer.answer, answer.found_in_code, citations, {
    pr,
    serverUrl: input.serverUrl,
    filesRead: [...extra.keys()],
    unread: [...failed.keys()],
    omitted: rendered!.omitted,
    withheld: [...withheld.keys()],
  });
  const warnings = [...failed].map(([path, why]) => `could not read ${path} at ${pr.headSha} (${why})`);
  return {
    body,
    answered: true,
    foundInCode: answer.found_in_code,
    citations,
    droppedCitations: answer.citations.length - citations.length,
    filesRead: [...extra.keys()],
    answer: answer.answer,
    warnings,
    incomplete: warnings.length > 0,
  };
}

function parseAnswer(text: string): z.infer<typeof AskAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error('the model did not answer with JSON', { cause: error });
  }
  const result = AskAnswer.safeParse(json);
  if (!result.success) throw new Error(`the model's answer has the wrong shape: ${result.error.message}`);
  return result.data;
}

function notAnswered(message: string): AskResult {
  return {
    body: message,
    answered: false,
    foundInCode: false,
    citations: [],
    droppedCitations: 0,
    filesRead: [],
    answer: message,
    warnings: [],
    incomplete: false,
  };
}

/** `path:line` link to the line at the head commit (deleted lines: the file at the base is not linked). */
function citationLink(c: Citation, pr: PullRequestContext, serverUrl: string): string {
  // The path is the PR's: one line (a blank line would end the link text), controls shown as escapes,
  // and escaped as prose, so that nothing in it is live even where a renderer does not make the link.
  const label = `${displayPath(c.path)}:${c.line}${c.end_line && c.end_line > c.line ? `-${c.end_line}` : ''}`;
  const safe = escapeMarkdownInline(label);
  if (c.side === 'LEFT') return `${codeSpan(label)} (deleted line)`;
  // Parentheses too: an unbalanced one in a path would end the link destination early.
  const path = c.path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[()]/g, (ch) => (ch === '(' ? '%28' : '%29')))
    .join('/');
  const range = c.end_line && c.end_line > c.line ? `#L${c.line}-L${c.end_line}` : `#L${c.line}`;
  const url = `${serverUrl.replace(/\/+$/, '')}/${pr.owner}/${pr.repo}/blob/${pr.headSha}/${path}${range}`;
  return `[${safe}](${url})`;
}

function renderAnswer(
  text: string,
  foundInCode: boolean,
  citations: Citation[],
  where: {
    pr: PullRequestContext;
    serverUrl: string;
    filesRead: string[];
    unread: string[];
    omitted: string[];
    withheld: string[];
  },
): string {
  const parts: string[] = [];
  // Only the paths: the reason (an API URL, a server's message) belongs in the log, not the thread.
  if (where.unread.length) {
    parts.push(
      `> [!WARNING]\n> prlens could not read ${where.unread.map((p) => codeSpan(p)).join(', ')} at the head, ` +
        'so this answer may miss what is in it. Ask again once the file can be read.',
    );
  }
  if (!foundInCode) {
    parts.push(
      '> [!NOTE]\n> The answer is not in the code prlens saw (this PR’s diff, title and description' +
        `${where.filesRead.length ? ` and ${where.filesRead.length} file(s) read at the head` : ''}).`,
    );
  }
  parts.push(escapeMarkdownBlock(text.trim()));
  if (citations.length) {
    parts.push(`Sources: ${citations.map((c) => citationLink(c, where.pr, where.serverUrl)).join(', ')}`);
  }
  const seen = [`the diff at ${where.pr.headSha.slice(0, 7)}`];
  if (where.filesRead.length)
    seen.push(`files read at the head: ${where.filesRead.map((p) => codeSpan(p)).join(', ')}`);
  if (where.omitted.length) seen.push(`${where.omitted.length} changed file(s) not shown (size budget)`);
  if (where.withheld.length)
    seen.push(
      `not shown, excluded from review by configuration: ${where.withheld.map((p) => codeSpan(p)).join(', ')}`,
    );
  parts.push(`<sub>prlens answered from ${seen.join('; ')}.</sub>`);
  return parts.join('\n\n');
}

function askPrompt(): string {
  const text = PROMPTS.ask;
  if (text === undefined)
    throw new Error('prompts/ask.md is missing from the build: run node scripts/gen-prompts.mjs');
  return text;
}
