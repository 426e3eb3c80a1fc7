/**
 * The OpenAI adapter through the real `openai` SDK against the fake Chat Completions server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAIChatClient } from '../../src/llm/openai.js';
import { startFakeOpenAI, type OpenAIReply } from '../fakes/openai-server.js';
import type { ScriptedServer } from '../fakes/openai-server.js';
import { ITEMS_SCHEMA } from './helpers.js';

const KEY = 'sk-test-openai-0123456789';
let server: ScriptedServer<OpenAIReply>;
beforeEach(async () => {
  server = await startFakeOpenAI({ apiKey: KEY });
});
afterEach(() => server.close());

function client(provider: 'openai' | 'ollama' = 'openai', apiKey: string | null = KEY) {
  return new OpenAIChatClient({
    provider,
    model: 'gpt-4.1-mini',
    apiKey: apiKey ?? undefined,
    baseUrl: server.url,
    timeoutMs: 2_000,
  });
}

describe('OpenAIChatClient', () => {
  it('asks for structured output with a strict json_schema and returns the JSON text', async () => {
    server.enqueue({ kind: 'success', json: { items: ['a', 'b'] } });
    const response = await client().complete({
      system: 'You review code.',
      messages: [{ role: 'user', content: 'Review this.' }],
      schema: ITEMS_SCHEMA,
      maxOutputTokens: 500,
      temperature: 0.2,
    });
    expect(JSON.parse(response.text)).toEqual({ items: ['a', 'b'] });
    expect(response.finishReason).toBe('stop');
    expect(response.requestId).toMatch(/^req_/);
    const body = server.requests[0]!.body;
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'findings', schema: ITEMS_SCHEMA.schema, strict: true },
    });
    // The shared prefix goes first so OpenAI's automatic prefix caching applies.
    expect(body.messages[0]).toEqual({ role: 'system', content: 'You review code.' });
    expect(body.max_completion_tokens).toBe(500);
    expect(body.max_tokens).toBeUndefined();
    expect(body.temperature).toBe(0.2);
  });

  it('reports cached tokens when a long prompt prefix repeats', async () => {
    const system = 'Rules of the review. '.repeat(400); // well over 1024 tokens
    const first = await client().complete({
      system,
      messages: [{ role: 'user', content: 'lens: security' }],
    });
    const second = await client().complete({ system, messages: [{ role: 'user', content: 'lens: tests' }] });
    expect(first.usage.cached_tokens).toBe(0);
    expect(first.usage.prompt_tokens).toBeGreaterThan(1024);
    expect(second.usage.cached_tokens).toBeGreaterThanOrEqual(1024);
    expect(second.usage.cached_tokens % 128).toBe(0);
    expect(second.usage.cached_tokens).toBeLessThanOrEqual(second.usage.prompt_tokens);
    expect(second.usage.cache_write_tokens).toBe(0);
  });

  it('maps finish_reason length and a refusal', async () => {
    server.enqueue({ kind: 'success', text: '{"items": ["cut', finishReason: 'length' }, { kind: 'refusal' });
    const cut = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(cut.finishReason).toBe('length');
    const refused = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(refused.finishReason).toBe('refusal');
    expect(refused.text).toMatch(/can't help/);
  });

  it('estimates usage when a compatible server omits it, instead of reporting zero', async () => {
    server.enqueue({ kind: 'success', text: 'fine answer', usage: null });
    const response = await client().complete({
      system: 'system words here',
      messages: [{ role: 'user', content: 'u' }],
    });
    expect(response.usage.prompt_tokens).toBeGreaterThan(0);
    expect(response.usage.completion_tokens).toBe(2);
  });

  it('sends a placeholder key and max_tokens to ollama', async () => {
    await server.close();
    server = await startFakeOpenAI();
    await client('ollama', null).complete({
      system: 's',
      messages: [{ role: 'user', content: 'u' }],
      maxOutputTokens: 64,
    });
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer no-key');
    expect(request.body.max_tokens).toBe(64);
    expect(request.body.max_completion_tokens).toBeUndefined();
  });
});
