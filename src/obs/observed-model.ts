/**
 * A ModelClient that reports every request: the transcript gets the request (system prompt,
 * messages, tools, schema: scrubbed by the writer) and the response (text, tool calls, usage, finish
 * reason, model, request id) or the error; telemetry gets a `prlens.model_request` span with
 * provider, model and token counts (never content) and the `prlens.requests`/`prlens.tokens` counters.
 * Fields are copied generically, so tool definitions and tool calls added to the port are recorded
 * without this file knowing their shape.
 */
import type {
  ModelClient,
  ModelRequest,
  ModelResponse,
  Observer,
  ObservationAttributes,
} from '../core/ports.js';

/** Wraps `client` so each `complete` is observed; returns `client` itself for the no-op observer. */
export function observeModel(client: ModelClient, observer: Observer): ModelClient {
  let sequence = 0;
  return {
    provider: client.provider,
    model: client.model,
    countTokens: (text) => client.countTokens(text),
    complete: (request) => {
      const id = ++sequence;
      const { signal: _signal, ...sent } = request;
      const attributes: ObservationAttributes = {
        'gen_ai.system': client.provider,
        'gen_ai.request.model': client.model,
        'prlens.request.id': id,
        'prlens.request.messages': request.messages.length,
        'prlens.request.tools': toolCount(request),
      };
      if (request.schema) attributes['prlens.request.schema'] = request.schema.name;
      if (request.maxOutputTokens !== undefined)
        attributes['gen_ai.request.max_tokens'] = request.maxOutputTokens;
      // Attributes added while the span runs are recorded when it ends (see otel-observer.ts).
      return observer.span('prlens.model_request', attributes, async () => {
        observer.transcript({
          type: 'request',
          request: id,
          provider: client.provider,
          model: client.model,
          ...sent,
        });
        const base = { provider: client.provider, model: client.model };
        try {
          const response = await client.complete(request);
          attributes['gen_ai.response.model'] = response.model;
          attributes['gen_ai.response.finish_reason'] = response.finishReason;
          attributes['gen_ai.usage.input_tokens'] = response.usage.prompt_tokens;
          attributes['gen_ai.usage.output_tokens'] = response.usage.completion_tokens;
          attributes['prlens.usage.cached_tokens'] = response.usage.cached_tokens;
          attributes['prlens.response.tool_calls'] = toolCallCount(response);
          observer.transcript({ type: 'response', request: id, ...response });
          observer.count('prlens.requests', 1, { ...base, outcome: 'ok' });
          observer.count('prlens.tokens', response.usage.prompt_tokens, { ...base, type: 'input' });
          observer.count('prlens.tokens', response.usage.completion_tokens, { ...base, type: 'output' });
          if (response.usage.cached_tokens > 0)
            observer.count('prlens.tokens', response.usage.cached_tokens, { ...base, type: 'cached' });
          return response;
        } catch (error) {
          const kind = errorKind(error);
          attributes['error.type'] = kind;
          observer.transcript({
            type: 'error',
            request: id,
            kind,
            message: error instanceof Error ? error.message : String(error),
          });
          observer.count('prlens.requests', 1, { ...base, outcome: 'error' });
          throw error;
        }
      });
    },
  };
}

/** How many tools the request offers (the port's `tools`, when a preset uses them). */
function toolCount(request: ModelRequest): number {
  const tools = (request as unknown as Record<string, unknown>).tools;
  return Array.isArray(tools) ? tools.length : 0;
}

/** How many tool calls the response asks for. */
function toolCallCount(response: ModelResponse): number {
  const calls = (response as unknown as Record<string, unknown>).toolCalls;
  return Array.isArray(calls) ? calls.length : 0;
}

/** A short, content-free error class: the ModelError kind, else the error's name. */
function errorKind(error: unknown): string {
  if (error && typeof error === 'object') {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind === 'string') return kind;
    if (error instanceof Error) return error.name;
  }
  return 'unknown';
}
