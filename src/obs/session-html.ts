/**
 * `prlens session show FILE --format html`: the transcript as one self-contained page. One column
 * per group conversation (a deep group's rounds share its column), each request, response, tool call
 * and note a collapsible block with its tokens, and the timeline of the model calls above them.
 * Every string comes from the transcript (prompts hold the diff; answers are model text) and is
 * escaped; the entries were scrubbed when written and are scrubbed again by the caller.
 */
import { esc } from '../report/html/escape.js';
import { htmlPage } from '../report/html/page.js';
import { renderTimeline, rowLabel } from '../report/html/timeline.js';
import { timelineFromEntries, type TimedEntry } from './timeline.js';
import { fmt, num, plain, str, toolNames } from './session-values.js';

/** One block of text on the page at most; a longer one is cut with a note (the file has it all). */
export const MAX_BLOCK_CHARS = 100_000;

/** Renders a transcript as an HTML page. */
export function renderSessionHtml(entries: readonly TimedEntry[], file: string): string {
  const start = entries.find((e) => e.type === 'note' && e.event === 'session_start');
  const end = entries.find((e) => e.type === 'note' && e.event === 'session_end');
  const columns = conversations(entries);
  const calls = timelineFromEntries(entries);
  const systems = new Map<string, number>();
  const body = [
    // The page width, not the report's reading column: conversations sit side by side.
    '<main class="wide">',
    `<h1>prlens session: ${esc(baseName(file))}</h1>`,
    `<p class="meta">${esc(file)}${start ? ` · prlens ${esc(str(start.version) ?? '?')} · ${esc(runBits(start))} · started ${esc(str(start.ts) ?? '?')}` : ''}</p>`,
    endSummary(end),
    '<h2>Model calls</h2>',
    renderTimeline(calls),
    `<h2>Conversations (${columns.size})</h2>`,
    '<div class="columns">',
    ...[...columns.entries()].map(([key, list]) => column(key, list, systems)),
    '</div>',
    '<footer>Prompts hold the reviewed change and answers are model text: everything is shown as text. Secrets were masked when the transcript was written.</footer>',
    '</main>',
  ].join('\n');
  return htmlPage({ title: `prlens session ${baseName(file)}`, body });
}

/** Entries by conversation (its part before `/`), in the order each began; notes without one are left out. */
function conversations(entries: readonly TimedEntry[]): Map<string, TimedEntry[]> {
  const out = new Map<string, TimedEntry[]>();
  for (const entry of entries) {
    const id = str(entry.conversation);
    if (entry.type === 'note' && id === undefined) continue;
    const key = (id ?? '(no conversation)').split('/')[0]!;
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push(entry);
  }
  return out;
}

/**
 * A system prompt already shown (its first request's number, by text): every lens call of a unit
 * shares one byte-identical prefix with the diff, so it is shown once and referred to after.
 */
type Systems = Map<string, number>;

function column(key: string, list: readonly TimedEntry[], systems: Systems): string {
  const request = list.find((e) => e.type === 'request');
  const label = request
    ? rowLabel({ group: str(request.group) ?? null, lenses: str(request.lenses) ?? null }, key)
    : key;
  const requests = list.filter((e) => e.type === 'request').length;
  const tokens = list
    .filter((e) => e.type === 'response')
    .reduce((sum, e) => sum + num(usageOf(e).prompt_tokens) + num(usageOf(e).completion_tokens), 0);
  return [
    `<section class="column" data-conversation="${esc(key)}" data-details-scope="">`,
    `<header><h3>${esc(label)}</h3><div class="muted">${esc(key)} · ${requests} request(s) · ${fmt(tokens)} tokens</div>`,
    '<div class="tools"><button type="button" data-details="open">open all</button><button type="button" data-details="close">close all</button></div></header>',
    ...list.map((entry) => turn(entry, systems)),
    '</section>',
  ].join('\n');
}

function turn(entry: TimedEntry, systems: Systems): string {
  const id = typeof entry.request === 'number' ? ` #${entry.request}` : '';
  const sub = str(entry.conversation)?.split('/').slice(1).join('/');
  const where = sub ? ` <span class="muted">(${esc(sub)})</span>` : '';
  switch (entry.type) {
    case 'request': {
      const messages = Array.isArray(entry.messages) ? (entry.messages as unknown[]) : [];
      const schema = (entry.schema as Record<string, unknown> | undefined)?.name;
      const tools = toolNames(entry.tools);
      const summary = [
        `${messages.length} message(s)`,
        ...(typeof schema === 'string' ? [`schema ${schema}`] : []),
        ...(tools.length > 0 ? [`tools: ${tools.join(', ')}`] : []),
      ].join(' · ');
      return details('request', `<span class="label">→ request${id}</span>${where} ${esc(summary)}`, [
        ...(str(entry.system) ? [systemBlock(str(entry.system)!, entry.request, systems)] : []),
        ...messages.map((m) => {
          const o = (m ?? {}) as Record<string, unknown>;
          const calls = Array.isArray(o.toolCalls) ? `\n${pretty(o.toolCalls)}` : '';
          const content = typeof o.content === 'string' ? pretty(o.content) : plain(o.content);
          return block(str(o.role) ?? 'message', `${content}${calls}`);
        }),
      ]);
    }
    case 'response': {
      const u = usageOf(entry);
      const tokens = `${fmt(num(u.prompt_tokens))} in (${fmt(num(u.cached_tokens))} cached) / ${fmt(num(u.completion_tokens))} out`;
      const calls = Array.isArray(entry.toolCalls) ? (entry.toolCalls as unknown[]) : [];
      return details(
        'response',
        `<span class="label">← response${id}</span>${where} ${esc(str(entry.finishReason) ?? '?')} · <span class="tokens">${esc(tokens)}</span>`,
        [
          ...(str(entry.text) ? [block('answer', pretty(str(entry.text)!))] : []),
          ...calls.map((c) => block('tool call', pretty(c))),
          `<div class="muted">model ${esc(str(entry.model) ?? '?')}${entry.requestId ? ` · id ${esc(plain(entry.requestId))}` : ''}</div>`,
        ],
      );
    }
    case 'tool_call':
      return details('tool', `<span class="label">⚙ tool call ${esc(toolOf(entry))}</span>${where}`, [
        block('arguments', pretty(entry.args ?? entry.arguments ?? entry.input ?? {})),
      ]);
    case 'tool_result':
      return details(
        'tool',
        `<span class="label">⚙ tool result ${esc(toolOf(entry))}</span>${where} ${fmt(num(entry.bytes))} bytes${entry.cached === true ? ' · cached' : ''}${entry.error ? ' · error' : ''}`,
        [block('result', pretty(entry.content ?? entry.result ?? entry.error ?? ''))],
      );
    case 'error':
      return details(
        'error',
        `<span class="label">✗ error${id}</span>${where} ${esc(str(entry.kind) ?? 'error')}`,
        [block('message', plain(entry.message))],
      );
    default: {
      const { type: _t, ts: _ts, conversation: _c, ...rest } = entry;
      return details('note', `<span class="label">· ${esc(str(entry.note) ?? entry.type)}</span>${where}`, [
        block('note', pretty(rest)),
      ]);
    }
  }
}

function systemBlock(system: string, request: unknown, systems: Systems): string {
  const first = systems.get(system);
  if (first !== undefined)
    return `<div class="role">system</div><p class="muted">the same ${fmt(system.length)} characters as request #${first}</p>`;
  if (typeof request === 'number') systems.set(system, request);
  return block('system', system);
}

function details(kind: string, summary: string, parts: string[]): string {
  return `<details class="turn ${kind}"><summary>${summary}</summary>${parts.join('\n')}</details>`;
}

function block(role: string, text: string): string {
  const cut =
    text.length > MAX_BLOCK_CHARS
      ? `${text.slice(0, MAX_BLOCK_CHARS)}\n… ${fmt(text.length - MAX_BLOCK_CHARS)} more characters in the transcript file`
      : text;
  return `<div class="role">${esc(role)}</div><pre class="wrap">${esc(cut)}</pre>`;
}

function endSummary(end: TimedEntry | undefined): string {
  if (!end)
    return '<section class="status incomplete"><strong>No end recorded</strong>: the run was interrupted or is still going.</section>';
  const usage = (end.usage ?? {}) as Record<string, unknown>;
  const warnings = Array.isArray(end.warnings) ? end.warnings.map(plain) : [];
  const line =
    `${num(end.findings)} finding(s), ${num(end.unanchored)} unanchored · ${fmt(num(usage.requests))} request(s), ` +
    `${fmt(num(usage.prompt_tokens))} prompt (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} completion tokens · ` +
    `${(num(end.duration_ms) / 1000).toFixed(1)} s`;
  const list = warnings.length > 0 ? `<ul>${warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>` : '';
  return end.incomplete === true
    ? `<section class="status incomplete"><strong>Incomplete run</strong>: ${esc(line)}${list}</section>`
    : `<section class="status complete"><strong>Complete run</strong>: ${esc(line)}${list}</section>`;
}

function runBits(start: TimedEntry): string {
  return [
    str(start['prlens.command']),
    str(start['prlens.mode']) ?? str(start['prlens.event']),
    str(start['prlens.preset']) && `preset ${str(start['prlens.preset'])}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function toolOf(entry: TimedEntry): string {
  return str(entry.tool) ?? str(entry.name) ?? '?';
}

function usageOf(entry: TimedEntry): Record<string, unknown> {
  return (entry.usage ?? {}) as Record<string, unknown>;
}

function baseName(file: string): string {
  return file.split(/[\\/]/).at(-1) ?? file;
}

/**
 * A value as indented JSON: objects and arrays, and strings that hold one (a structured answer,
 * tool-call arguments, also nested inside a tool call), are parsed and printed two spaces deep;
 * any other string is shown as it is. The caller escapes the result.
 */
function pretty(value: unknown): string {
  if (typeof value === 'string') {
    const parsed = parseJsonText(value);
    return parsed === undefined ? value : (JSON.stringify(decodeNested(parsed), null, 2) ?? value);
  }
  return JSON.stringify(decodeNested(value), null, 2) ?? '';
}

/** The object or array a string holds as JSON text, else undefined. */
function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `value` with every string field that holds a JSON object or array replaced by it (a few levels deep). */
function decodeNested(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (typeof value === 'string') {
    const parsed = parseJsonText(value);
    return parsed === undefined ? value : decodeNested(parsed, depth + 1);
  }
  if (Array.isArray(value)) return value.map((v) => decodeNested(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeNested(v, depth + 1)]));
  }
  return value;
}
