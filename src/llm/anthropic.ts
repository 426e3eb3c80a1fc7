/**
 * Single-shot adapter over `@anthropic-ai/sdk` Messages. Structured output is a forced tool call
 * whose input is the answer; the system block is marked for prompt caching so every later call
 * that shares the prefix reads it from cache. No retries here: `ResilientModelClient` owns them.
 */
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
} from '@anthropic-ai/sdk/resources/messages';
import type { ChatMessage, ModelClient, ModelRequest, ModelResponse, ToolCall } from '../core/ports.js';
import type { SdkErrorClasses } from './classify.js';
import { ModelError } from './errors.js';
import { modelFetch } from './model-fetch.js';
import { countClaudeTokens } from './tokens.js';

export interface AnthropicAdapterOptions {
  model: string;
  apiKey?: string | undefined;
  baseUrl: string;
  timeoutMs: number;
}

// Messages requires max_tokens; 8192 fits every current Claude model and a long review answer.
const DEFAULT_MAX_TOKENS = 8192;

/** A `ModelClient` for one Claude model. */
export class AnthropicClient implements ModelClient {
  readonly provider = 'anthropic';
  readonly model: string;
  /** What the retry layer classifies this adapter's failures by. */
  readonly sdkErrors: SdkErrorClasses = { APIError, APIConnectionError, APIConnectionTimeoutError };
  private readonly client: Anthropic;

  constructor(private readonly options: AnthropicAdapterOptions) {
    this.model = options.model;
    this.client = new Anthropic({
      apiKey: options.apiKey ?? null,
      // Explicit, so ANTHROPIC_AUTH_TOKEN / ANTHROPIC_BASE_URL in the environment change nothing.
      authToken: null,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      // Node's fetch would cap the wait for headers and body at 300 s whatever `timeout` says.
      fetch: modelFetch(options.timeoutMs),
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  /** A cheap question to the endpoint (the model list): true when any HTTP answer came, even an error. */
  async probe(signal: AbortSignal): Promise<boolean> {
    try {
      await this.client.models.list(undefined, { signal, maxRetries: 0 });
      return true;
    } catch (error) {
      return error instanceof APIError && error.status !== undefined;
    }
  }

  countTokens(text: string): number {
    return countClaudeTokens(text);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { data, request_id } = await this.client.messages
      .create(this.body(request), { signal: request.signal, timeout: this.options.timeoutMs })
      .withResponse();
    return this.toResponse(data, request, request_id ?? null);
  }

  private body(request: ModelRequest): MessageCreateParamsNonStreaming {
    const body: MessageCreateParamsNonStreaming = {
      model: this.model,
      max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
      // https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching: the breakpoint on the
      // system block caches tools + system; later calls with the same prefix pay the cache-read rate.
      system: [{ type: 'text', text: request.system, cache_control: { type: 'ephemeral' } }],
      messages: toAnthropicMessages(request.messages),
    };
    // `temperature` is deliberately not sent: the Messages API has deprecated it and the SDK's
    // request type (1.14) no longer has the field.
    if (request.tools && request.tools.length > 0) {
      // https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use: `any` is
      // "some tool", `tool` forces one; results come back as tool_result blocks in the next user turn.
      body.tools = request.tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        input_schema: { type: 'object', ...tool.parameters },
      }));
      const choice = request.toolChoice ?? 'auto';
      body.tool_choice =
        choice === 'auto'
          ? { type: 'auto' }
          : choice === 'required'
            ? { type: 'any' }
            : { type: 'tool', name: choice.name };
    } else if (request.schema) {
      // https://docs.anthropic.com/en/docs/build-with-claude/tool-use: a forced tool's input follows
      // its input_schema, which makes it Claude's structured-output channel.
      body.tools = [
        {
          name: request.schema.name,
          description: 'Record the answer. Always call this tool exactly once.',
          input_schema: { type: 'object', ...request.schema.schema },
        },
      ];
      body.tool_choice = { type: 'tool', name: request.schema.name };
    }
    return body;
  }

  private toResponse(message: Message, request: ModelRequest, requestId: string | null): ModelResponse {
    // A 200 with an empty body (a proxy fault) parses to nothing; it is worth another attempt.
    if (!Array.isArray((message as Message | undefined)?.content)) {
      throw new ModelError('anthropic answered 200 without a message', {
        kind: 'server',
        retryable: true,
        provider: this.provider,
        model: this.model,
      });
    }
    const toolUse = request.schema
      ? message.content.find((block) => block.type === 'tool_use' && block.name === request.schema?.name)
      : undefined;
    const text =
      toolUse && toolUse.type === 'tool_use'
        ? JSON.stringify(toolUse.input)
        : message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    const toolCalls: ToolCall[] = message.content.flatMap((block) =>
      block.type === 'tool_use'
        ? [{ id: block.id, name: block.name, arguments: JSON.stringify(block.input ?? {}) }]
        : [],
    );
    const stop = message.stop_reason;
    const finishReason =
      stop === 'max_tokens' || stop === 'model_context_window_exceeded'
        ? 'length'
        : stop === 'refusal'
          ? 'refusal'
          : stop === 'end_turn' || stop === 'tool_use' || stop === 'stop_sequence'
            ? 'stop'
            : 'other';
    const u = message.usage;
    const cached = u.cache_read_input_tokens ?? 0;
    const written = u.cache_creation_input_tokens ?? 0;
    return {
      text,
      finishReason,
      // input_tokens counts only the tokens after the last cache breakpoint; the prompt is all three.
      usage: {
        prompt_tokens: u.input_tokens + cached + written,
        completion_tokens: u.output_tokens,
        cached_tokens: cached,
        cache_write_tokens: written,
      },
      model: message.model || this.model,
      requestId,
      ...(request.tools?.length ? { toolCalls } : {}),
    };
  }
}

/**
 * Port messages as Messages turns. Tool calls become `tool_use` blocks of the assistant turn; tool
 * results become `tool_result` blocks of the next user turn, first in it as the API requires;
 * adjacent turns of one role are merged so that roles alternate.
 */
function toAnthropicMessages(messages: readonly ChatMessage[]): MessageParam[] {
  const out: Array<{ role: 'user' | 'assistant'; content: ContentBlockParam[] }> = [];
  const push = (role: 'user' | 'assistant', blocks: ContentBlockParam[]) => {
    const last = out.at(-1);
    if (last && last.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    if (m.role === 'tool') {
      push('user', [
        {
          type: 'tool_result',
          tool_use_id: m.toolCallId,
          content: m.content,
          ...(m.isError ? { is_error: true } : {}),
        },
      ]);
    } else if (m.role === 'assistant') {
      const blocks: ContentBlockParam[] = m.content === '' ? [] : [{ type: 'text', text: m.content }];
      for (const call of m.toolCalls ?? [])
        blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: parseInput(call.arguments) });
      push('assistant', blocks.length > 0 ? blocks : [{ type: 'text', text: '(no answer)' }]);
    } else {
      push('user', [{ type: 'text', text: m.content }]);
    }
  }
  // A plain text turn stays a string: byte-identical to what earlier versions sent (prompt caching).
  return out.map((m) =>
    m.content.length === 1 && m.content[0]?.type === 'text'
      ? { role: m.role, content: m.content[0].text }
      : m,
  );
}

/** Tool input must be an object; arguments the model garbled are replayed as an empty one. */
function parseInput(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
