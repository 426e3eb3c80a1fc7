/**
 * Single-shot adapter over the `openai` SDK's Chat Completions, the one API that every
 * OpenAI-compatible server speaks (Ollama, vLLM, LM Studio, OpenRouter, Azure OpenAI's v1 endpoint).
 * No retries here: `ResilientModelClient` owns them.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionToolChoiceOption,
} from 'openai/resources/chat/completions';
import type { ChatMessage, ModelClient, ModelRequest, ModelResponse, ToolCall } from '../core/ports.js';
import type { SdkErrorClasses } from './classify.js';
import { ModelError } from './errors.js';
import { modelFetch } from './model-fetch.js';
import { countTokens } from './tokens.js';

export type OpenAIProvider = 'openai' | 'openai-compatible' | 'ollama';

export interface OpenAIAdapterOptions {
  provider: OpenAIProvider;
  model: string;
  apiKey?: string | undefined;
  baseUrl: string;
  timeoutMs: number;
}

// Ollama and most local servers ignore the key but the SDK refuses to build a client without one.
const PLACEHOLDER_KEY = 'no-key';

/** A `ModelClient` for one model on an OpenAI-compatible endpoint. */
export class OpenAIChatClient implements ModelClient {
  readonly provider: OpenAIProvider;
  readonly model: string;
  /** What the retry layer classifies this adapter's failures by. */
  readonly sdkErrors: SdkErrorClasses = { APIError, APIConnectionError, APIConnectionTimeoutError };
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIAdapterOptions) {
    this.provider = options.provider;
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey ?? PLACEHOLDER_KEY,
      // Explicit, so OPENAI_BASE_URL in the environment cannot redirect the key elsewhere.
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
      await this.client.models.list({ signal, maxRetries: 0 });
      return true;
    } catch (error) {
      return error instanceof APIError && error.status !== undefined;
    }
  }

  countTokens(text: string): number {
    return countTokens(text);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { data, request_id } = await this.client.chat.completions
      .create(this.body(request), { signal: request.signal, timeout: this.options.timeoutMs })
      .withResponse();
    return this.toResponse(data, request, request_id ?? null);
  }

  private body(request: ModelRequest): ChatCompletionCreateParamsNonStreaming {
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      // The system prompt first and byte-identical across calls: OpenAI caches the longest shared
      // prefix of >= 1024 tokens automatically (https://platform.openai.com/docs/guides/prompt-caching).
      messages: [{ role: 'system', content: request.system }, ...request.messages.map(toOpenAIMessage)],
    };
    if (request.tools && request.tools.length > 0) {
      // https://platform.openai.com/docs/guides/function-calling: function tools, answered by
      // `role: tool` messages carrying the call's id.
      body.tools = request.tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      body.tool_choice = toOpenAIToolChoice(request.toolChoice ?? 'auto');
    }
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.maxOutputTokens !== undefined) {
      // OpenAI's reasoning models reject `max_tokens`; many compatible servers only know `max_tokens`.
      if (this.provider === 'openai') body.max_completion_tokens = request.maxOutputTokens;
      else body.max_tokens = request.maxOutputTokens;
    }
    if (request.schema && !request.tools?.length) {
      body.response_format = {
        type: 'json_schema',
        json_schema: {
          name: request.schema.name,
          schema: request.schema.schema,
          strict: request.schema.strict ?? true,
        },
      };
    }
    return body;
  }

  private toResponse(
    completion: ChatCompletion,
    request: ModelRequest,
    requestId: string | null,
  ): ModelResponse {
    // A 200 with an empty body or no choices (seen from overloaded compatible servers and proxies)
    // is a server fault, not an answer.
    const choice = (completion as ChatCompletion | undefined)?.choices?.[0];
    if (!choice) {
      throw new ModelError(`${this.provider} answered 200 without a completion`, {
        kind: 'server',
        retryable: true,
        provider: this.provider,
        model: this.model,
      });
    }
    const refusal = choice.message.refusal;
    const text = refusal ?? choice.message.content ?? '';
    const toolCalls: ToolCall[] = (choice.message.tool_calls ?? []).flatMap((call) =>
      call.type === 'function'
        ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
        : [],
    );
    const finishReason = refusal
      ? 'refusal'
      : choice.finish_reason === 'tool_calls'
        ? 'stop'
        : choice.finish_reason === 'length'
          ? 'length'
          : choice.finish_reason === 'content_filter'
            ? 'refusal'
            : choice.finish_reason === 'stop'
              ? 'stop'
              : 'other';
    const usage = completion.usage;
    return {
      text,
      finishReason,
      // Some compatible servers omit usage; count ourselves rather than report zero tokens.
      usage: usage
        ? {
            prompt_tokens: usage.prompt_tokens,
            completion_tokens: usage.completion_tokens,
            cached_tokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
            cache_write_tokens: 0,
          }
        : {
            prompt_tokens: countTokens(request.system + request.messages.map((m) => m.content).join('\n')),
            completion_tokens: countTokens(text),
            cached_tokens: 0,
            cache_write_tokens: 0,
          },
      model: completion.model || this.model,
      requestId,
      ...(request.tools?.length ? { toolCalls } : {}),
    };
  }
}

/** A port message in Chat Completions terms: tool calls on the assistant turn, results as `role: tool`. */
function toOpenAIMessage(message: ChatMessage): ChatCompletionMessageParam {
  if (message.role === 'tool')
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.role === 'assistant' && message.toolCalls && message.toolCalls.length > 0) {
    return {
      role: 'assistant',
      content: message.content === '' ? null : message.content,
      tool_calls: message.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  }
  return { role: message.role, content: message.content };
}

function toOpenAIToolChoice(choice: NonNullable<ModelRequest['toolChoice']>): ChatCompletionToolChoiceOption {
  return typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
}
