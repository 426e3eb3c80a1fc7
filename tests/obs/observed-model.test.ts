import { describe, expect, it } from 'vitest';
import type {
  ModelClient,
  ModelRequest,
  ModelResponse,
  ObservationAttributes,
  Observer,
  TranscriptEntry,
} from '../../src/core/ports.js';
import { observeModel } from '../../src/obs/observed-model.js';

/** An Observer that keeps everything it is told (the port, implemented for the test). */
function recordingObserver() {
  const spans: Array<{ name: string; attributes: ObservationAttributes }> = [];
  const counts: Array<{ metric: string; value: number; attributes?: ObservationAttributes }> = [];
  const entries: TranscriptEntry[] = [];
  const observer: Observer = {
    span: async (name, attributes, fn) => {
      try {
        return await fn();
      } finally {
        spans.push({ name, attributes: { ...attributes } });
      }
    },
    count: (metric, value, attributes) =>
      counts.push({ metric, value, ...(attributes ? { attributes } : {}) }),
    transcript: (entry) => entries.push(entry),
  };
  return { observer, spans, counts, entries };
}

const TOOL_REQUEST: ModelRequest = {
  system: 'You review code with tools.',
  messages: [{ role: 'user', content: 'Review group u1.' }],
  tools: [
    { name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: {} } },
    { name: 'search_code', description: 'Searches', parameters: { type: 'object', properties: {} } },
  ],
  signal: new AbortController().signal,
};

const TOOL_RESPONSE: ModelResponse = {
  text: '',
  finishReason: 'other',
  usage: { prompt_tokens: 500, completion_tokens: 20, cached_tokens: 0, cache_write_tokens: 0 },
  model: 'gpt-test',
  requestId: 'req_9',
  toolCalls: [{ id: 'call_1', name: 'read_file', arguments: '{"path":"src/a.ts"}' }],
};

function client(result: ModelResponse | Error): ModelClient {
  return {
    provider: 'openai',
    model: 'gpt-test',
    countTokens: () => 1,
    complete: () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)),
  };
}

describe('observeModel', () => {
  it('records tool definitions and the tool calls of the answer, and counts them on the span', async () => {
    const { observer, spans, counts, entries } = recordingObserver();
    const response = await observeModel(client(TOOL_RESPONSE), observer).complete(TOOL_REQUEST);
    expect(response).toBe(TOOL_RESPONSE);
    expect(entries[0]).toMatchObject({
      type: 'request',
      request: 1,
      tools: [{ name: 'read_file' }, { name: 'search_code' }],
      messages: TOOL_REQUEST.messages,
    });
    expect(entries[0]).not.toHaveProperty('signal');
    expect(entries[1]).toMatchObject({
      type: 'response',
      request: 1,
      toolCalls: [{ name: 'read_file', arguments: '{"path":"src/a.ts"}' }],
      requestId: 'req_9',
    });
    expect(spans).toEqual([
      {
        name: 'prlens.model_request',
        attributes: expect.objectContaining({
          'prlens.request.tools': 2,
          'prlens.response.tool_calls': 1,
          'gen_ai.usage.input_tokens': 500,
        }) as unknown,
      },
    ]);
    expect(counts).toContainEqual({
      metric: 'prlens.tokens',
      value: 500,
      attributes: { provider: 'openai', model: 'gpt-test', type: 'input' },
    });
    expect(counts).toContainEqual({
      metric: 'prlens.requests',
      value: 1,
      attributes: { provider: 'openai', model: 'gpt-test', outcome: 'ok' },
    });
  });

  it('records a failure as an error entry and rethrows the very error', async () => {
    const { observer, entries, counts } = recordingObserver();
    const failure = Object.assign(new Error('quota exhausted'), { kind: 'quota' });
    await expect(observeModel(client(failure), observer).complete(TOOL_REQUEST)).rejects.toBe(failure);
    expect(entries.at(-1)).toEqual({ type: 'error', request: 1, kind: 'quota', message: 'quota exhausted' });
    expect(counts).toContainEqual({
      metric: 'prlens.requests',
      value: 1,
      attributes: { provider: 'openai', model: 'gpt-test', outcome: 'error' },
    });
  });

  it('numbers requests in order and keeps the client identity', async () => {
    const { observer, entries } = recordingObserver();
    const observed = observeModel(client(TOOL_RESPONSE), observer);
    expect(observed.provider).toBe('openai');
    expect(observed.model).toBe('gpt-test');
    await observed.complete(TOOL_REQUEST);
    await observed.complete(TOOL_REQUEST);
    expect(entries.filter((e) => e.type === 'request').map((e) => e.request)).toEqual([1, 2]);
  });
});
