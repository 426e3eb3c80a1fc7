/**
 * `prlens session show FILE`: a session transcript made readable. Entries are grouped by
 * conversation in the order each began; each request shows its size and tools, each response its
 * tokens, finish reason and an excerpt, each tool call its result size and whether it was cached.
 * Fields are read defensively: the transcript is written by several presets and may grow new ones.
 */
import { readFileSync } from 'node:fs';
import { fmt, num, plain, str, toolNames } from './session-values.js';

/** A transcript that cannot be read or is not a transcript; the CLI turns it into exit 2. */
class SessionFileError extends Error {
  override readonly name = 'SessionFileError';
}

type Entry = Record<string, unknown> & { type: string };

const EXCERPT_CHARS = 240;

/** Reads and validates a transcript file. */
export function readSession(file: string): Entry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SessionFileError(
      `cannot read session file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}; list them with prlens session list`,
    );
  }
  const entries: Entry[] = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new SessionFileError(
        `${file} line ${i + 1} is not JSON: is this a prlens session transcript (.jsonl)?`,
      );
    }
    if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') {
      throw new SessionFileError(
        `${file} line ${i + 1} is not a transcript entry (a JSON object with a "type")`,
      );
    }
    entries.push(value as Entry);
  }
  if (entries.length === 0) throw new SessionFileError(`${file} is empty: it holds no transcript entries`);
  return entries;
}

/** Renders a transcript as plain text. */
export function renderSession(entries: readonly Entry[], file: string): string {
  const out: string[] = [];
  const start = entries.find((e) => e.type === 'note' && e.event === 'session_start');
  const header = [`session ${file}`];
  if (start) {
    const bits = [
      str(start['prlens.command']),
      str(start['prlens.mode']),
      str(start['prlens.preset']) && `preset ${str(start['prlens.preset'])}`,
    ]
      .filter(Boolean)
      .join(', ');
    header.push(
      `prlens ${str(start.version) ?? '?'}${bits ? `, ${bits}` : ''}, started ${str(start.ts) ?? '?'}`,
    );
  }
  out.push(...header, '');

  const conversations = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (entry.type === 'note') continue;
    const id = str(entry.conversation) ?? '(no conversation)';
    let list = conversations.get(id);
    if (!list) conversations.set(id, (list = []));
    list.push(entry);
  }
  for (const [id, list] of conversations) {
    out.push(`conversation ${id}`);
    for (const entry of list) out.push(...renderEntry(entry).map((l) => `  ${l}`));
    out.push('');
  }
  const end = entries.find((e) => e.type === 'note' && e.event === 'session_end');
  if (end) {
    const usage = (end.usage ?? {}) as Record<string, unknown>;
    const tokens = num(usage.prompt_tokens) + num(usage.completion_tokens);
    out.push(
      `end: ${num(end.findings)} finding(s), ${num(end.unanchored)} unanchored, ` +
        `${end.incomplete ? 'INCOMPLETE' : 'complete'}, ${num(usage.requests)} request(s), ` +
        `${fmt(tokens)} token(s), ${(num(end.duration_ms) / 1000).toFixed(1)} s`,
    );
    const warnings = Array.isArray(end.warnings) ? end.warnings : [];
    for (const w of warnings) out.push(`  warning: ${excerpt(plain(w))}`);
  } else out.push('end: not recorded (the run was interrupted or is still going)');
  return `${out.join('\n')}\n`;
}

function renderEntry(entry: Entry): string[] {
  const id = entry.request !== undefined ? ` #${plain(entry.request)}` : '';
  switch (entry.type) {
    case 'request': {
      const messages = Array.isArray(entry.messages) ? entry.messages : [];
      const chars =
        (str(entry.system)?.length ?? 0) +
        messages.reduce<number>((n, m) => n + (str((m as Record<string, unknown>)?.content)?.length ?? 0), 0);
      const schema = (entry.schema as Record<string, unknown> | undefined)?.name;
      const tools = toolNames(entry.tools);
      const parts = [
        `${str(entry.provider) ?? ''} ${str(entry.model) ?? ''}`.trim(),
        `${messages.length} message(s)`,
        `${fmt(chars)} chars`,
        ...(typeof schema === 'string' ? [`schema ${schema}`] : []),
        ...(tools.length > 0 ? [`tools: ${tools.join(', ')}`] : []),
      ];
      return [`→ request${id}: ${parts.join(' · ')}`];
    }
    case 'response': {
      const usage = (entry.usage ?? {}) as Record<string, unknown>;
      const lines = [
        `← response${id}: ${str(entry.finishReason) ?? '?'} · ${fmt(num(usage.prompt_tokens))} in (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} out · ${str(entry.model) ?? '?'}${entry.requestId ? ` · id ${plain(entry.requestId)}` : ''}`,
      ];
      const text = str(entry.text);
      if (text) lines.push(`    ${excerpt(text)}`);
      for (const call of toolCalls(entry.toolCalls)) lines.push(`    asks for tool ${call}`);
      return lines;
    }
    case 'tool_call':
      return [`⚙ tool call ${toolLabel(entry)}${entry.cached === true ? ' (cached)' : ''}${argsOf(entry)}`];
    case 'tool_result': {
      const bytes = typeof entry.bytes === 'number' ? entry.bytes : resultBytes(entry);
      const flags = [
        entry.cached === true ? 'cached' : '',
        entry.error ? `error: ${excerpt(plain(entry.error))}` : '',
      ].filter(Boolean);
      return [
        `⚙ tool result ${toolLabel(entry)}: ${fmt(bytes)} bytes${flags.length ? ` (${flags.join(', ')})` : ''}`,
      ];
    }
    case 'error':
      return [`✗ error${id}: ${str(entry.kind) ?? 'error'}: ${excerpt(str(entry.message) ?? '')}`];
    default:
      return [`· ${entry.type}${id}`];
  }
}

function toolCalls(calls: unknown): string[] {
  if (!Array.isArray(calls)) return [];
  return calls.map((c) => {
    const o = (c ?? {}) as Record<string, unknown>;
    const args = o.arguments ?? o.input ?? o.args;
    return `${str(o.name) ?? str(o.tool) ?? '?'}(${excerpt(typeof args === 'string' ? args : JSON.stringify(args ?? {}), 120)})`;
  });
}

function toolLabel(entry: Entry): string {
  return str(entry.tool) ?? str(entry.name) ?? '?';
}

function argsOf(entry: Entry): string {
  const args = entry.arguments ?? entry.input ?? entry.args;
  if (args === undefined) return '';
  return ` ${excerpt(typeof args === 'string' ? args : JSON.stringify(args), 160)}`;
}

function resultBytes(entry: Entry): number {
  const result = entry.result ?? entry.content ?? entry.output;
  if (result === undefined) return 0;
  return Buffer.byteLength(typeof result === 'string' ? result : JSON.stringify(result));
}

function excerpt(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
