/**
 * How the benchmark's fake model answers: like a cooperative model that finds one problem per
 * reviewed unit, so a run exercises grouping, lens calls, anchoring, the reflection audit and the
 * posting of inline comments, without the figures depending on what a real model would say.
 *
 * - `file_groups`: one group per directory;
 * - a lens call that includes `security`: one finding on the first added line of its diff;
 * - every other lens call: no findings; `reflection_verdicts`: keep every finding listed;
 * - preset `deep`: a conversation with tools reports the same one finding through `code_comment` on
 *   its first turn and calls `task_done` once a tool result is in the conversation; the plan call
 *   gets a one-line checklist, `relocations` and `falsification` keep everything where it is.
 */
import path from 'node:path';
import type { OpenAIReply, RecordedRequest } from '../tests/fakes/openai-server.js';

interface Message {
  role: string;
  content: unknown;
}

/** The text of a message whatever its shape (string or content parts). */
export function messageText(message: Message | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  if (Array.isArray(message.content)) {
    return message.content
      .map((part: unknown) =>
        typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : '',
      )
      .join('');
  }
  return message.content === null || message.content === undefined ? '' : JSON.stringify(message.content);
}

/** The schema name of a structured-output request, if any. */
export function schemaName(request: RecordedRequest): string | undefined {
  const name: unknown = request.body?.response_format?.json_schema?.name;
  return typeof name === 'string' ? name : undefined;
}

/** A lens call: structured findings, or a tool-using request (preset `deep`). */
export function isLensCall(request: RecordedRequest): boolean {
  return schemaName(request) === 'review_findings' || Array.isArray(request.body?.tools);
}

/** One finding on the first added line of the rendered diff in `text`, or none. */
function firstAddedLineFinding(text: string): unknown[] {
  let file: string | undefined;
  for (const line of text.split('\n')) {
    const header = /^FILE (\S+)/.exec(line);
    if (header) file = header[1];
    const added = /^\s*(\d+) \+ (.*\S.*)$/.exec(line);
    if (added && file) {
      return [
        {
          path: file,
          line: Number(added[1]),
          start_line: null,
          side: 'RIGHT',
          severity: 'high',
          category: 'injection',
          lens: 'security',
          title: 'Unvalidated input reaches a sensitive call',
          body: 'The value comes from the request and is used without validation.',
          suggestion: null,
          anchor: added[2]!.trim(),
          confidence: 0.9,
        },
      ];
    }
  }
  return [];
}

/** The benchmark's answer to one request. */
export function benchAnswer(request: RecordedRequest): OpenAIReply {
  const messages = (request.body?.messages ?? []) as Message[];
  const name = schemaName(request);
  if (name === 'file_groups') {
    const user = messageText(messages.at(-1));
    const paths = [...user.matchAll(/"path":\s*"([^"]+)"/g)].map((m) => m[1]!);
    const byDir = new Map<string, string[]>();
    for (const p of paths) byDir.set(path.dirname(p), [...(byDir.get(path.dirname(p)) ?? []), p]);
    return { kind: 'success', json: { groups: [...byDir.values()] } };
  }
  if (name === 'reflection_verdicts') {
    // Keep every finding the audit lists (headings `### <id> — <where>`).
    const text = messages.map(messageText).join('\n');
    const ids = [...new Set([...text.matchAll(/^### (\S+) — /gm)].map((m) => m[1]!))];
    const verdicts = ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null }));
    return { kind: 'success', json: { verdicts } };
  }
  if (name === 'falsification')
    return { kind: 'success', json: { reasoning: 'nothing disproved', contradicted: [] } };
  if (name === 'relocations') return { kind: 'success', json: { relocations: [] } };
  const all = messages.map(messageText).join('\n');
  if (Array.isArray(request.body?.tools)) {
    const findings = messages.some((m) => m.role === 'tool') ? [] : firstAddedLineFinding(all);
    if (findings.length === 0)
      return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: { summary: 'checked' } }] };
    return { kind: 'tool_calls', calls: [{ name: 'code_comment', arguments: { findings } }] };
  }
  if (name === undefined) return { kind: 'success', text: '- check the changed lines for unvalidated input' };
  const system = messages
    .filter((m) => m.role === 'system')
    .map(messageText)
    .join('\n');
  const user = messageText(messages.filter((m) => m.role === 'user').at(-1));
  const wantsSecurity = /`security`/.test(user);
  const findings = wantsSecurity ? firstAddedLineFinding(system || all) : [];
  return { kind: 'success', json: { findings } };
}
