/**
 * A fake OpenAI Chat Completions server on 127.0.0.1 that speaks the real wire protocol, so tests and
 * benchmarks drive the real `openai` SDK over HTTP. Also home of the scripted-server plumbing that
 * the fake Anthropic server shares (queue, handler, recording, latency, resets and hangs).
 * Shapes: https://platform.openai.com/docs/api-reference/chat/object and
 * https://platform.openai.com/docs/guides/error-codes.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (undefined when the body was not JSON); `any` so tests can assert on paths. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Transport-level replies both fakes understand. */
export type WireReply =
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> }
  /** Destroys the socket without answering (the client sees ECONNRESET). */
  | { kind: 'reset' }
  /** Never answers, until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** 200 and the start of a JSON body, then nothing more until the client gives up. */
  | { kind: 'stall-body' }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** 200 with an empty body. */
  | { kind: 'empty' };

type Rendered = WireReply | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> };

export interface ScriptedServer<Reply> {
  /** Base URL to give the SDK. */
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request, before the handler is asked. */
  enqueue(...replies: Reply[]): void;
  /** Answers requests once the queue is empty; undefined = the provider's default success. */
  setHandler(handler: ((request: RecordedRequest) => Reply | undefined) | undefined): void;
  /** Forgets the script and the recorded requests: the next test starts from the default answer. */
  reset(): void;
  /** Stops the server, cutting hanging connections. */
  close(): Promise<void>;
}

export interface ScriptedServerOptions<Reply> {
  /** The one POST path served. */
  path: string;
  /** Suffix of `url` (OpenAI's SDK expects the base URL to include `/v1`). */
  basePath: string;
  latencyMs?: number | undefined;
  render: (reply: Reply | undefined, request: RecordedRequest) => WireReply | Rendered;
}

/** Starts the shared plumbing of a scripted fake on an ephemeral loopback port. */
export async function startScriptedServer<Reply>(
  options: ScriptedServerOptions<Reply>,
): Promise<ScriptedServer<Reply>> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let handler: ((request: RecordedRequest) => Reply | undefined) | undefined;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: parseJson(raw),
      };
      requests.push(request);
      if (req.method !== 'POST' || request.path.split('?')[0] !== options.path) {
        send(res, { kind: 'json', status: 404, body: { error: { message: `no route ${request.path}` } } });
        return;
      }
      const reply = queue.length > 0 ? queue.shift() : handler?.(request);
      const rendered = options.render(reply, request);
      const latency = options.latencyMs ?? 0;
      if (latency > 0 && rendered.kind !== 'hang') setTimeout(() => send(res, rendered), latency);
      else send(res, rendered);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${options.basePath}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setHandler: (fn) => (handler = fn),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      handler = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: http.ServerResponse, reply: Rendered): void {
  if (res.destroyed) return;
  switch (reply.kind) {
    case 'hang':
      return;
    case 'reset':
      res.socket?.destroy();
      return;
    case 'stall-body':
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"id": "chatcmpl-slow", ');
      return;
    case 'malformed':
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"id": "chatcmpl-broken", "choices": [');
      return;
    case 'empty':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '0' }).end();
      return;
    default: {
      const body = JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(body);
    }
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A provider-style random id (`chatcmpl-…`, `msg_…`, `req_…`). */
export function fakeId(prefix: string, length = 24): string {
  return prefix + randomBytes(length).toString('base64url').slice(0, length);
}

/** Length of the common prefix of two token arrays. */
export function commonPrefix(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

// ---------------------------------------------------------------------------------------------
// OpenAI

export type OpenAIReply =
  | WireReply
  | {
      kind: 'success';
      text?: string;
      /** Structured output: serialized as the message content. */
      json?: unknown;
      finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
      /** Overrides for the computed usage; `null` omits usage (some compatible servers do). */
      usage?: Partial<{ prompt_tokens: number; completion_tokens: number; cached_tokens: number }> | null;
      model?: string;
    }
  | { kind: 'refusal'; message?: string }
  /** An assistant turn with native tool calls (`finish_reason: tool_calls`); `arguments` as JSON value or raw text. */
  | {
      kind: 'tool_calls';
      calls: Array<{ name: string; arguments: unknown; id?: string }>;
      text?: string;
      usage?: Partial<{ prompt_tokens: number; completion_tokens: number; cached_tokens: number }>;
    };

export interface FakeOpenAIOptions {
  latencyMs?: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
}

// https://platform.openai.com/docs/guides/prompt-caching: prompts of 1024+ tokens, hits in 128-token steps.
const OPENAI_CACHE_MIN = 1024;
const OPENAI_CACHE_STEP = 128;

/**
 * o200k tokens of `text`, a very long run cut into pieces first: BPE is quadratic in the length of
 * one pre-token, and a prompt holding a 150 kB line would otherwise keep this fake busy for minutes
 * (the usage it reports only needs to be realistic, not exact).
 */
function encodeLong(text: string): number[] {
  if (!/[^\n]{4000}/.test(text)) return encode(text);
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 1000) out.push(...encode(text.slice(i, i + 1000)));
  return out;
}

/** Starts a fake `POST /v1/chat/completions`. */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<ScriptedServer<OpenAIReply>> {
  const seenPrompts: number[][] = [];
  return startScriptedServer<OpenAIReply>({
    path: '/v1/chat/completions',
    basePath: '/v1',
    latencyMs: options.latencyMs,
    render: (reply, request) => {
      const auth = request.headers.authorization ?? '';
      if (options.apiKey !== undefined && auth !== `Bearer ${options.apiKey}`) {
        return openaiErrors.invalidApiKey(auth.replace(/^Bearer /, ''));
      }
      const answer = reply ?? { kind: 'success' };
      if (answer.kind !== 'success' && answer.kind !== 'refusal' && answer.kind !== 'tool_calls')
        return answer;
      const invalid = checkToolProtocol(request.body as OpenAIBody);
      if (invalid) return openaiErrors.badRequest(invalid);
      const body = request.body as OpenAIBody;
      const tokens = encodeLong(
        JSON.stringify(body.tools ?? []) +
          (body.messages ?? [])
            .map((m) => `<|${m.role}|>${m.content ?? ''}${m.tool_calls ? JSON.stringify(m.tool_calls) : ''}`)
            .join(''),
      );
      const best = Math.max(0, ...seenPrompts.map((earlier) => commonPrefix(earlier, tokens)));
      seenPrompts.push(tokens);
      const cached = best >= OPENAI_CACHE_MIN ? best - ((best - OPENAI_CACHE_MIN) % OPENAI_CACHE_STEP) : 0;
      const refusal =
        answer.kind === 'refusal' ? (answer.message ?? "I'm sorry, but I can't help with that.") : null;
      const success = answer.kind === 'success' ? answer : undefined;
      const tooling = answer.kind === 'tool_calls' ? answer : undefined;
      const toolCalls = tooling?.calls.map((call) => ({
        id: call.id ?? fakeId('call_', 24),
        type: 'function',
        function: {
          name: call.name,
          arguments:
            typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
        },
      }));
      const content = refusal
        ? null
        : tooling
          ? (tooling.text ?? null)
          : success?.json !== undefined
            ? JSON.stringify(success.json)
            : (success?.text ?? 'ok');
      const usageOverride = success?.usage ?? tooling?.usage;
      // Chat format overhead: about 3 tokens per message plus 3 to prime the reply.
      const promptTokens =
        usageOverride?.prompt_tokens ?? tokens.length + 3 * (body.messages?.length ?? 0) + 3;
      const completionTokens =
        usageOverride?.completion_tokens ??
        encodeLong((content ?? refusal ?? '') + (toolCalls ? JSON.stringify(toolCalls) : '')).length;
      const usage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
        prompt_tokens_details: { cached_tokens: usageOverride?.cached_tokens ?? cached, audio_tokens: 0 },
        completion_tokens_details: {
          reasoning_tokens: 0,
          audio_tokens: 0,
          accepted_prediction_tokens: 0,
          rejected_prediction_tokens: 0,
        },
      };
      return {
        kind: 'json',
        status: 200,
        headers: { 'x-request-id': fakeId('req_', 32), 'openai-processing-ms': '42' },
        body: {
          id: fakeId('chatcmpl-', 29),
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: success?.model ?? body.model ?? 'gpt-4.1-mini',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content,
                refusal,
                annotations: [],
                ...(toolCalls ? { tool_calls: toolCalls } : {}),
              },
              logprobs: null,
              finish_reason: tooling ? 'tool_calls' : (success?.finishReason ?? 'stop'),
            },
          ],
          ...(success?.usage === null ? {} : { usage }),
          service_tier: 'default',
          system_fingerprint: 'fp_fake',
        },
      };
    },
  });
}

interface OpenAIBody {
  model?: string;
  messages?: Array<{
    role: string;
    content: string | null;
    tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
    tool_call_id?: string;
  }>;
  tools?: Array<{ type: string; function: { name: string } }>;
  tool_choice?: string | { type: string; function?: { name: string } };
}

/**
 * The tool-calling rules OpenAI enforces with a 400, in its own words: every tool message answers a
 * call of the assistant turn before it, every call gets an answer before the next non-tool message,
 * and tool_choice needs tools (and a named choice a tool of that name).
 */
export function checkToolProtocol(body: OpenAIBody): string | null {
  const names = new Set((body.tools ?? []).map((t) => t.function.name));
  const choice = body.tool_choice;
  if (choice !== undefined && body.tools === undefined)
    return "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.";
  if (typeof choice === 'object' && choice.function && !names.has(choice.function.name))
    return `Invalid value for 'tool_choice': tool '${choice.function.name}' is not in 'tools'.`;
  let open: string[] = [];
  for (const [i, m] of (body.messages ?? []).entries()) {
    if (m.role === 'tool') {
      if (!m.tool_call_id || !open.includes(m.tool_call_id))
        return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. (messages[${i}])`;
      open = open.filter((id) => id !== m.tool_call_id);
      continue;
    }
    if (open.length > 0)
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${open.join(', ')}`;
    open = m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.id) : [];
  }
  if (open.length > 0)
    return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${open.join(', ')}`;
  return null;
}

function openaiError(
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: Record<string, string> = {},
): WireReply {
  return {
    kind: 'error',
    status,
    body: {
      error: {
        message: error.message,
        type: error.type,
        param: error.param ?? null,
        code: error.code ?? null,
      },
    },
    headers: { 'x-request-id': fakeId('req_', 32), ...headers },
  };
}

/** Error replies exactly as OpenAI sends them. */
export const openaiErrors = {
  rateLimit: (retryAfterSeconds?: number) =>
    openaiError(
      429,
      {
        message:
          'Rate limit reached for gpt-4.1-mini in organization org-fake on tokens per min (TPM): Limit 200000, Used 199000, Requested 2400. Please try again in 420ms. Visit https://platform.openai.com/account/rate-limits to learn more. You can increase your rate limit by adding a payment method to your account at https://platform.openai.com/account/billing.',
        type: 'tokens',
        code: 'rate_limit_exceeded',
      },
      retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    ),
  insufficientQuota: () =>
    openaiError(429, {
      message:
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    }),
  invalidApiKey: (sentKey: string) =>
    openaiError(401, {
      message: `Incorrect API key provided: ${sentKey.slice(0, 3)}*****${sentKey.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    }),
  modelNotFound: (model: string) =>
    openaiError(404, {
      message: `The model \`${model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      code: 'model_not_found',
    }),
  server: (status = 500) =>
    openaiError(status, {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
    }),
  unsupportedTemperature: () =>
    openaiError(400, {
      message:
        "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
      type: 'invalid_request_error',
      param: 'temperature',
      code: 'unsupported_value',
    }),
  unsupportedResponseFormat: () =>
    openaiError(400, {
      message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
      type: 'invalid_request_error',
      param: 'response_format',
    }),
  badRequest: (message: string) => openaiError(400, { message, type: 'invalid_request_error' }),
};
