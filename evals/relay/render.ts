/**
 * The files a relayed request becomes: `NNNN-<short>.request.json` (the request with every message
 * split into lines, so it reads top to bottom in any viewer) and `NNNN.prompt.md` (system and user
 * text, tool results, and the JSON Schema the answer must satisfy, with how to answer).
 */
import type { AnswerContract } from './answer-schema.js';

interface WireMessage {
  role?: string;
  content?: unknown;
  tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[];
  tool_call_id?: string;
}

/** A short, file-name-safe label of the request: the schema's name, or what the client offered. */
export function shortName(contract: AnswerContract): string {
  const label =
    contract.mode.kind === 'json_schema'
      ? contract.mode.name
      : contract.mode.kind === 'tools'
        ? `tools-${contract.mode.names.join('-')}`
        : 'chat';
  return label.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'chat';
}

/** Message text whether the client sent a string or content parts. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part: { type?: string; text?: string }) =>
        part?.type === 'text' ? (part.text ?? '') : `[${part?.type} part]`,
      )
      .join('');
  return content === null || content === undefined ? '' : JSON.stringify(content);
}

/** The request as a readable JSON document: messages as arrays of lines. */
export function readableRequest(
  id: string,
  body: Record<string, unknown>,
  contract: AnswerContract,
): unknown {
  const messages = (Array.isArray(body.messages) ? (body.messages as WireMessage[]) : []).map((m) => ({
    role: m.role,
    ...(m.tool_call_id ? { tool_call_id: m.tool_call_id } : {}),
    ...(m.tool_calls ? { tool_calls: m.tool_calls } : {}),
    lines: messageText(m.content).split('\n'),
  }));
  const { messages: _messages, ...rest } = body;
  return { request: id, answer_mode: contract.mode, ...rest, messages };
}

/** The Markdown a person answers from. */
export function promptMarkdown(
  id: string,
  body: Record<string, unknown>,
  contract: AnswerContract,
  answerFile: string,
): string {
  const out: string[] = [
    `# Request ${id} (${shortName(contract)})`,
    '',
    howToAnswer(contract, answerFile),
    '',
  ];
  const messages = Array.isArray(body.messages) ? (body.messages as WireMessage[]) : [];
  messages.forEach((m, i) => {
    const role = m.role ?? 'unknown';
    out.push(`## ${i + 1}. ${role}${m.tool_call_id ? ` (result of call ${m.tool_call_id})` : ''}`, '');
    const text = messageText(m.content);
    if (text) out.push(fenced(text, 'text'), '');
    for (const call of m.tool_calls ?? [])
      out.push(
        `Called \`${call.function?.name}\` (${call.id}):`,
        '',
        fenced(call.function?.arguments ?? '', 'json'),
        '',
      );
  });
  if (Array.isArray(body.tools) && body.tools.length > 0) {
    out.push('## Tools offered', '');
    for (const tool of body.tools as { function?: { name?: string; description?: string } }[])
      out.push(`- \`${tool.function?.name}\`: ${tool.function?.description ?? ''}`);
    out.push('');
  }
  out.push('## Schema of the answer', '');
  out.push(
    contract.schema ? fenced(JSON.stringify(contract.schema, null, 2), 'json') : 'None: any JSON value.',
    '',
  );
  return out.join('\n');
}

function howToAnswer(contract: AnswerContract, answerFile: string): string {
  const write = `Write \`${answerFile}\` (to a temporary name first, then rename it)`;
  switch (contract.mode.kind) {
    case 'json_schema':
      return `${write}: the JSON object the model would return as its content, matching the schema at the end.`;
    case 'tools':
      return (
        `${write}: \`{"tool_calls": [{"name": "...", "arguments": {...}}]}\` to call tools` +
        (contract.mode.contentAllowed
          ? ', or `{"content": "..."}` to answer in text'
          : ' (a call is required)') +
        '; the schema at the end says exactly what is accepted.'
      );
    case 'text':
      return `${write}: a JSON string is sent as the reply text; any other JSON value is sent serialized.`;
  }
}

/** A fence longer than any backtick run inside, so code in the prompt cannot close it. */
function fenced(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}
