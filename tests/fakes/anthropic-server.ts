/**
 * A fake Anthropic Messages server on 127.0.0.1 speaking the real wire protocol, so tests drive the
 * real `@anthropic-ai/sdk` over HTTP. Prompt caching follows the documented rule: the prefix up to
 * a `cache_control` breakpoint (tools, then system) is written once and read by later requests that
 * repeat it, if it reaches the minimum cacheable length.
 * Shapes: https://docs.anthropic.com/en/api/messages and https://docs.anthropic.com/en/api/errors.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import {
  fakeId,
  startScriptedServer,
  type RecordedRequest,
  type ScriptedServer,
  type WireReply,
} from './openai-server.js';

export type AnthropicReply =
  | WireReply
  | {
      kind: 'success';
      text?: string;
      /** Tool input for a forced tool call (structured output). */
      json?: unknown;
      stopReason?: 'end_turn' | 'max_tokens' | 'tool_use' | 'stop_sequence' | 'refusal';
      usage?: Partial<{
        input_tokens: number;
        output_tokens: number;
        cache_read_input_tokens: number;
        cache_creation_input_tokens: number;
      }>;
      model?: string;
    }
  | { kind: 'refusal'; message?: string }
  /** An assistant turn with `tool_use` blocks (`stop_reason: tool_use`), optionally after some text. */
  | { kind: 'tool_use'; calls: Array<{ name: string; input: unknown; id?: string }>; text?: string };

export interface FakeAnthropicOptions {
  latencyMs?: number;
  /**
   * When set, requests whose key differs get Anthropic's 401. The key comes as `x-api-key` (older
   * SDKs, curl examples) or `Authorization: Bearer` (what @anthropic-ai/sdk 1.x sends).
   */
  apiKey?: string;
  /** Shortest cacheable prefix (1024 tokens for Sonnet and Opus models). */
  minCacheTokens?: number;
}

interface SystemBlock {
  type: string;
  text: string;
  cache_control?: unknown;
}

/** Starts a fake `POST /v1/messages`. */
export async function startFakeAnthropic(
  options: FakeAnthropicOptions = {},
): Promise<ScriptedServer<AnthropicReply>> {
  const cachedPrefixes = new Set<string>();
  const minCache = options.minCacheTokens ?? 1024;
  return startScriptedServer<AnthropicReply>({
    path: '/v1/messages',
    basePath: '',
    latencyMs: options.latencyMs,
    render: (reply, request) => {
      const sentKey = request.headers['x-api-key'] ?? request.headers.authorization?.replace(/^Bearer /, '');
      if (options.apiKey !== undefined && sentKey !== options.apiKey) {
        return anthropicErrors.authentication();
      }
      const answer = reply ?? { kind: 'success' };
      if (answer.kind !== 'success' && answer.kind !== 'refusal' && answer.kind !== 'tool_use') return answer;
      const invalid = checkToolUseProtocol(request.body as AnthropicBody);
      if (invalid) return anthropicErrors.badRequest(invalid);
      return {
        kind: 'json',
        status: 200,
        headers: { 'request-id': fakeId('req_011C', 20) },
        body: message(answer, request),
      };
    },
  });

  function message(
    answer: Extract<AnthropicReply, { kind: 'success' | 'refusal' | 'tool_use' }>,
    request: RecordedRequest,
  ) {
    const body = request.body as {
      model?: string;
      system?: string | SystemBlock[];
      messages?: Array<{ role: string; content: unknown }>;
      tools?: unknown[];
      tool_choice?: { type: string; name?: string };
    };
    const { prefix, cacheable } = cachePrefix(body.tools, body.system);
    const prefixTokens = encode(prefix).length;
    const messageTokens = encode(JSON.stringify(body.messages ?? [])).length;
    let read = 0;
    let written = 0;
    if (cacheable && prefixTokens >= minCache) {
      const key = `${body.model}\n${prefix}`;
      if (cachedPrefixes.has(key)) {
        read = prefixTokens;
      } else {
        written = prefixTokens;
        cachedPrefixes.add(key);
      }
    }
    const success = answer.kind === 'success' ? answer : undefined;
    const forcedTool = body.tool_choice?.type === 'tool' ? body.tool_choice.name : undefined;
    const content =
      answer.kind === 'refusal'
        ? [{ type: 'text', text: answer.message ?? "I can't help with that request." }]
        : answer.kind === 'tool_use'
          ? [
              ...(answer.text ? [{ type: 'text', text: answer.text }] : []),
              ...answer.calls.map((call) => ({
                type: 'tool_use',
                id: call.id ?? fakeId('toolu_01', 22),
                name: call.name,
                input: call.input ?? {},
              })),
            ]
          : forcedTool
            ? [{ type: 'tool_use', id: fakeId('toolu_01', 22), name: forcedTool, input: success?.json ?? {} }]
            : [
                {
                  type: 'text',
                  text: success?.json !== undefined ? JSON.stringify(success.json) : (success?.text ?? 'ok'),
                },
              ];
    const stopReason =
      answer.kind === 'refusal'
        ? 'refusal'
        : answer.kind === 'tool_use'
          ? 'tool_use'
          : (success?.stopReason ?? (forcedTool ? 'tool_use' : 'end_turn'));
    const u = success?.usage ?? {};
    return {
      id: fakeId('msg_01', 24),
      type: 'message',
      role: 'assistant',
      model: success?.model ?? body.model ?? 'claude-sonnet-4-6',
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: {
        // Tokens after the last cache breakpoint only; the cached prefix is counted apart.
        input_tokens:
          u.input_tokens ?? messageTokens + (cacheable && prefixTokens >= minCache ? 0 : prefixTokens),
        cache_creation_input_tokens: u.cache_creation_input_tokens ?? written,
        cache_read_input_tokens: u.cache_read_input_tokens ?? read,
        output_tokens: u.output_tokens ?? encode(JSON.stringify(content)).length,
        service_tier: 'standard',
      },
    };
  }
}

interface AnthropicBody {
  messages?: Array<{
    role: string;
    content: string | Array<{ type: string; id?: string; tool_use_id?: string }>;
  }>;
  tools?: Array<{ name: string }>;
  tool_choice?: { type: string; name?: string };
}

/**
 * The tool-use rules the Messages API enforces with a 400, in its words: each `tool_use` is answered
 * by a `tool_result` in the very next user turn, results come first there and answer only those
 * calls, and a forced tool must be one of `tools`.
 */
export function checkToolUseProtocol(body: AnthropicBody): string | null {
  const choice = body.tool_choice;
  if (choice?.type === 'tool' && !(body.tools ?? []).some((t) => t.name === choice.name))
    return `tool_choice: tool '${choice.name}' not found in tools`;
  const messages = body.messages ?? [];
  if (messages.length > 0 && messages[0]?.role !== 'user')
    return 'messages: first message must use the "user" role';
  for (const [i, m] of messages.entries()) {
    const blocks = typeof m.content === 'string' ? [] : m.content;
    const uses = blocks.filter((b) => b.type === 'tool_use').map((b) => b.id);
    const prev = messages[i - 1];
    const prevUses =
      prev && prev.role === 'assistant' && typeof prev.content !== 'string'
        ? prev.content.filter((b) => b.type === 'tool_use').map((b) => b.id)
        : [];
    if (m.role === 'assistant' && uses.length > 0) {
      const next = messages[i + 1];
      const answered =
        next && typeof next.content !== 'string'
          ? next.content.filter((b) => b.type === 'tool_result').map((b) => b.tool_use_id)
          : [];
      const missing = uses.filter((id) => !answered.includes(id));
      if (next && missing.length > 0)
        return `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
    }
    if (m.role === 'user') {
      let seenOther = false;
      for (const b of blocks) {
        if (b.type !== 'tool_result') {
          seenOther = true;
          continue;
        }
        if (seenOther) return `messages.${i}: tool_result blocks must come first in the user message content`;
        if (!prevUses.includes(b.tool_use_id))
          return `messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${b.tool_use_id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
      }
    }
  }
  return null;
}

/** The cached prefix: tools then system blocks, up to the last block carrying cache_control. */
function cachePrefix(
  tools: unknown[] | undefined,
  system: string | SystemBlock[] | undefined,
): { prefix: string; cacheable: boolean } {
  const blocks = typeof system === 'string' ? [{ type: 'text', text: system }] : (system ?? []);
  const last = blocks.map((b) => b.cache_control !== undefined).lastIndexOf(true);
  const prefix = JSON.stringify(tools ?? []) + blocks.map((b) => b.text).join('');
  return { prefix, cacheable: last >= 0 };
}

function anthropicError(
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): WireReply {
  const requestId = fakeId('req_011C', 20);
  return {
    kind: 'error',
    status,
    body: { type: 'error', error: { type, message }, request_id: requestId },
    headers: { 'request-id': requestId, ...headers },
  };
}

/** Error replies exactly as Anthropic sends them. */
export const anthropicErrors = {
  overloaded: () => anthropicError(529, 'overloaded_error', 'Overloaded'),
  rateLimit: (retryAfterSeconds?: number) =>
    anthropicError(
      429,
      'rate_limit_error',
      'This request would exceed the rate limit for your organization of 30,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.',
      retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    ),
  creditTooLow: () =>
    anthropicError(
      400,
      'invalid_request_error',
      'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
    ),
  billing: () => anthropicError(402, 'billing_error', 'Your organization has no billing information.'),
  authentication: () => anthropicError(401, 'authentication_error', 'invalid x-api-key'),
  notFound: (model: string) => anthropicError(404, 'not_found_error', `model: ${model}`),
  apiError: () => anthropicError(500, 'api_error', 'Internal server error'),
  badRequest: (message: string) => anthropicError(400, 'invalid_request_error', message),
};
