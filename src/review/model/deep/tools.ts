/**
 * The tools of preset `deep`: how each call is answered (tool-specs.ts says what the model may
 * call, tool-args.ts holds the argument readers and answer shapes). Everything a
 * tool returns comes from the repository or the PR, so it is redacted, capped (32 KiB of valid
 * UTF-8) and wrapped in nonce delimiters as data. Paths are checked before any read: absolute
 * paths, `..` escapes and `.git` are refused with an error result, never read. Identical calls and
 * file ranges already read are answered from a per-conversation cache and marked `cached`, so they
 * do not count against the context-tool budget.
 */
import type { ToolCall, Workspace } from '../../../core/ports.js';
import type { FileDiff } from '../../../core/types.js';
import { safeRelativePath } from '../../../core/repo-path.js';
import { isForgedLens, parseModelOutput, type ParsedFinding } from '../exec/model-output.js';
import type { PromptContext } from '../plan/context.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { redactLines } from '../../../prompt/redact.js';
import { renderFile } from '../plan/render.js';
import { capUtf8 } from './text.js';
import { searchCode } from '../../code-search.js';
import { canonical, fail, found, intArg, isSafe, stringArg, type ContextAnswer } from './tool-args.js';
import { MAX_READ_LINES, type ToolName } from './tool-specs.js';

export { CONTEXT_TOOLS, FINAL_TOOLS, toolSpecs, type ToolName } from './tool-specs.js';

export const MAX_TOOL_OUTPUT_BYTES = 32 * 1024;
const MAX_FIND_RESULTS = 100;
const MAX_SEARCH_RESULTS = 50;

export type ToolOutcome =
  | { kind: 'context'; tool: ToolName; text: string; cached: boolean; error: boolean }
  | { kind: 'comment'; text: string; findings: ParsedFinding[]; rejected: string[] }
  | { kind: 'done'; text: string; summary: string }
  /** Unknown tool, unparsable or invalid arguments, or a tool not offered this turn. */
  | { kind: 'invalid'; text: string };

export interface ToolBoxOptions {
  workspace: Workspace;
  headRef: string | null;
  /** Every file of the change (file_read_diff) and the run's nonce. */
  ctx: PromptContext;
  /** The lens a finding without a usable lens gets. */
  defaultLens: string;
  maxOutputBytes?: number;
}

/** Answers tool calls for one conversation, with its cache. */
export class ToolBox {
  private readonly answers = new Map<string, string>();
  /** Line ranges already shown per path. */
  private readonly ranges = new Map<string, Array<[number, number]>>();
  private readonly contents = new Map<string, Promise<string[] | null>>();
  /** Changed files outside the group whose diff the model read: findings may be pinned there too. */
  readonly diffsRead = new Set<string>();
  private readonly maxBytes: number;

  constructor(private readonly options: ToolBoxOptions) {
    this.maxBytes = options.maxOutputBytes ?? MAX_TOOL_OUTPUT_BYTES;
  }

  /** Whether `call` would be answered from the cache (an identical call answered before). */
  isCached(call: ToolCall): boolean {
    try {
      return this.answers.has(`${call.name}\u0000${canonical(JSON.parse(call.arguments || '{}'))}`);
    } catch {
      return false;
    }
  }

  /** Runs one call; `offered` are the tools of this turn. Never throws. */
  async run(call: ToolCall, offered: ReadonlySet<string>): Promise<ToolOutcome> {
    if (!offered.has(call.name)) {
      return {
        kind: 'invalid',
        text: `error: tool "${call.name}" is not available now; available: ${[...offered].join(', ')}`,
      };
    }
    let args: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(call.arguments || '{}');
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('not an object');
      args = parsed as Record<string, unknown>;
    } catch (error) {
      return {
        kind: 'invalid',
        text: `error: the arguments are not a JSON object (${(error as Error).message})`,
      };
    }
    if (call.name === 'code_comment') return this.comment(args);
    if (call.name === 'task_done')
      return { kind: 'done', text: 'ok', summary: typeof args.summary === 'string' ? args.summary : '' };
    const tool = call.name as ToolName;
    const key = `${tool}\u0000${canonical(args)}`;
    const hit = this.answers.get(key);
    if (hit !== undefined) return { kind: 'context', tool, text: hit, cached: true, error: false };
    try {
      const result = await this.context(tool, args);
      const text = this.wrap(result.text);
      if (!result.error) this.answers.set(key, text);
      return { kind: 'context', tool, text, cached: result.cached, error: result.error };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'context', tool, text: `error: ${message}`, cached: false, error: true };
    }
  }

  /** A context tool's answer: the file, diff, paths or matches it asked for. */
  private context(tool: ToolName, args: Record<string, unknown>): Promise<ContextAnswer> {
    switch (tool) {
      case 'file_read':
        return this.readFile(args);
      case 'file_read_diff':
        return Promise.resolve(this.readDiff(args));
      case 'file_find':
        return this.findFiles(args);
      case 'code_search':
        return this.search(args);
      default:
        return Promise.resolve(fail(`unknown tool ${tool}`));
    }
  }

  /** `file_read`: numbered lines of a file at the reviewed revision, at most MAX_READ_LINES. */
  private async readFile(args: Record<string, unknown>): Promise<ContextAnswer> {
    const file = stringArg(args, 'path');
    if (file === null) return fail('file_read needs a "path"');
    const relative = safeRelativePath(file);
    const lines = await this.lines(relative);
    if (lines === null) return fail(`${relative} does not exist at the reviewed revision (or is not text)`);
    const start = Math.max(1, intArg(args, 'start_line') ?? 1);
    const end = Math.min(
      lines.length,
      intArg(args, 'end_line') ?? start + MAX_READ_LINES - 1,
      start + MAX_READ_LINES - 1,
    );
    if (lines.length === 0) return found(`${relative} is empty`);
    if (start > lines.length) return fail(`${relative} has only ${lines.length} lines`);
    // A range inside one already shown counts as cached: the model has it in its context.
    const seen = this.ranges.get(relative) ?? [];
    const cached = seen.some(([a, b]) => a <= start && end <= b);
    if (!cached) this.ranges.set(relative, [...seen, [start, end]]);
    const width = String(end).length;
    const body = lines
      .slice(start - 1, end)
      .map((text, i) => `${String(start + i).padStart(width)} | ${text}`)
      .join('\n');
    const more = end < lines.length ? `\n(${lines.length - end} more lines: read from ${end + 1})` : '';
    return found(`${relative} lines ${start}-${end} of ${lines.length}\n${body}${more}`, cached);
  }

  /** `file_read_diff`: the whole diff of a changed file, which findings may then be pinned to. */
  private readDiff(args: Record<string, unknown>): ContextAnswer {
    const file = stringArg(args, 'path');
    if (file === null) return fail('file_read_diff needs a "path"');
    const relative = safeRelativePath(file);
    const diff: FileDiff | undefined = this.options.ctx.files.get(relative);
    if (!diff) return fail(`${relative} is not a changed file of this pull request`);
    this.diffsRead.add(relative);
    return found(
      renderFile(
        diff,
        diff.hunks.map((_, i) => i),
        this.options.ctx,
      ),
    );
  }

  /** `file_find`: repository paths containing the query, at most MAX_FIND_RESULTS. */
  private async findFiles(args: Record<string, unknown>): Promise<ContextAnswer> {
    const query = stringArg(args, 'query');
    if (query === null || query.trim() === '') return fail('file_find needs a non-empty "query"');
    const list = this.options.workspace.listFiles
      ? await this.options.workspace.listFiles(this.options.headRef)
      : [...this.options.ctx.files.keys()];
    const needle = query.toLowerCase();
    const hits = list.filter((p) => p.toLowerCase().includes(needle) && isSafe(p));
    const shown = hits.slice(0, MAX_FIND_RESULTS);
    const more = hits.length > shown.length ? `\n(${hits.length - shown.length} more: narrow the query)` : '';
    return found(shown.length > 0 ? shown.join('\n') + more : 'no matching path');
  }

  /** `code_search`: matching lines at the reviewed revision, at most MAX_SEARCH_RESULTS. */
  private async search(args: Record<string, unknown>): Promise<ContextAnswer> {
    const query = stringArg(args, 'query');
    if (query === null || query === '') return fail('code_search needs a non-empty "query"');
    const result = await searchCode(this.options.workspace, query, {
      regex: args.regex === true,
      limit: MAX_SEARCH_RESULTS,
      ref: this.options.headRef,
    });
    if (!result.ok) return fail(result.message);
    const body = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}`).join('\n');
    const more = result.more ? `\n(more matches: narrow the query)` : '';
    // Not "no match" when the only matches lie in paths the review excludes: the code is there.
    const withheld =
      result.withheld.length > 0
        ? `\n(also matched in ${result.withheld.length} path(s) excluded from the review by configuration, not shown: ${result.withheld.slice(0, 3).join(', ')}${result.withheld.length > 3 ? ', ...' : ''})`
        : '';
    if (result.hits.length > 0) return found(body + more + withheld);
    return found(withheld === '' ? 'no match' : `no match shown${withheld}`);
  }

  private comment(args: Record<string, unknown>): ToolOutcome {
    const parsed = parseModelOutput(
      JSON.stringify({ findings: args.findings ?? [] }),
      this.options.defaultLens,
    );
    if (!parsed.ok) return { kind: 'invalid', text: `error: no finding could be read: ${parsed.error}` };
    if (parsed.findings.length === 0) return { kind: 'invalid', text: 'error: "findings" is empty' };
    const rejected =
      parsed.rejected.length > 0
        ? `; ${parsed.rejected.length} malformed: ${parsed.rejected.join('; ')}`
        : '';
    return {
      kind: 'comment',
      text: `recorded ${parsed.findings.length} finding(s)${rejected}`,
      // A label outside the offered enum that names prlens's rules would pass for a rule's finding.
      findings: parsed.findings.map((f) =>
        isForgedLens(f.lens) ? { ...f, lens: this.options.defaultLens } : f,
      ),
      rejected: parsed.rejected,
    };
  }

  /** Redacted lines of a post-change file, read once per conversation. */
  private lines(relative: string): Promise<string[] | null> {
    let pending = this.contents.get(relative);
    if (!pending) {
      pending = this.options.workspace.readFile(relative, this.options.headRef).then((text) => {
        if (text === null || text.includes('\0')) return null;
        const split = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
        if (text.endsWith('\n')) split.pop();
        return redactLines(split);
      });
      this.contents.set(relative, pending);
      pending.catch(() => this.contents.delete(relative));
    }
    return pending;
  }

  /** Caps and delimits a tool's answer; the nonce cannot occur inside (it is masked there). */
  private wrap(text: string): string {
    const nonce = this.options.ctx.nonce;
    const d = delimiters('TOOL', nonce);
    const masked = text.replaceAll(nonce, '[nonce]');
    const overhead = Buffer.byteLength(`${d.open}\n\n${d.close}\n(cut at 32 KiB)`);
    const capped = capUtf8(masked, this.maxBytes - overhead);
    const note = capped.length < masked.length ? '\n(cut at 32 KiB)' : '';
    return `${d.open}\n${capped}${note}\n${d.close}`;
  }
}
