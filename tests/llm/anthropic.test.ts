/**
 * The Anthropic adapter through the real `@anthropic-ai/sdk` against the fake Messages server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicClient } from '../../src/llm/anthropic.js';
import { startFakeAnthropic, type AnthropicReply } from '../fakes/anthropic-server.js';
import type { ScriptedServer } from '../fakes/openai-server.js';
import { ITEMS_SCHEMA } from './helpers.js';

const KEY = 'sk-ant-test-0123456789abcdef';
let server: ScriptedServer<AnthropicReply>;
beforeEach(async () => {
  server = await startFakeAnthropic({ apiKey: KEY });
});
afterEach(() => server.close());

function client() {
  return new AnthropicClient({
    model: 'claude-sonnet-4-6',
    apiKey: KEY,
    baseUrl: server.url,
    timeoutMs: 2_000,
  });
}

describe('AnthropicClient', () => {
  it('forces one tool for structured output and returns its input as JSON text', async () => {
    server.enqueue({ kind: 'success', json: { items: ['x'] } });
    const response = await client().complete({
      system: 'You review code.',
      messages: [{ role: 'user', content: 'Review this.' }],
      schema: ITEMS_SCHEMA,
      maxOutputTokens: 700,
    });
    expect(JSON.parse(response.text)).toEqual({ items: ['x'] });
    expect(response.finishReason).toBe('stop');
    expect(response.requestId).toMatch(/^req_/);
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['anthropic-version']).toBeDefined();
    expect(request.body.tool_choice).toEqual({ type: 'tool', name: 'findings' });
    expect(request.body.tools[0].name).toBe('findings');
    expect(request.body.tools[0].input_schema).toEqual(ITEMS_SCHEMA.schema);
    expect(request.body.max_tokens).toBe(700);
    expect(request.body.system).toEqual([
      { type: 'text', text: 'You review code.', cache_control: { type: 'ephemeral' } },
    ]);
  });

  it('writes the system prefix to the cache once and reads it on the next call', async () => {
    const system = 'Review instructions and the diff. '.repeat(200);
    const first = await client().complete({
      system,
      messages: [{ role: 'user', content: 'lens: security' }],
    });
    const second = await client().complete({ system, messages: [{ role: 'user', content: 'lens: tests' }] });
    expect(first.usage.cache_write_tokens).toBeGreaterThan(1024);
    expect(first.usage.cached_tokens).toBe(0);
    expect(second.usage.cached_tokens).toBe(first.usage.cache_write_tokens);
    expect(second.usage.cache_write_tokens).toBe(0);
    // The prompt total is input + cache read + cache write, so both calls see about the same prompt.
    expect(second.usage.prompt_tokens).toBeGreaterThan(second.usage.cached_tokens);
    expect(Math.abs(second.usage.prompt_tokens - first.usage.prompt_tokens)).toBeLessThan(5);
  });

  it('sums input, cache read and cache write into the prompt total', async () => {
    server.enqueue({
      kind: 'success',
      text: 'ok',
      usage: {
        input_tokens: 10,
        cache_read_input_tokens: 2000,
        cache_creation_input_tokens: 300,
        output_tokens: 50,
      },
    });
    const response = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(response.usage).toEqual({
      prompt_tokens: 2310,
      completion_tokens: 50,
      cached_tokens: 2000,
      cache_write_tokens: 300,
    });
  });

  it('maps stop_reason max_tokens to length and refusal to refusal', async () => {
    server.enqueue({ kind: 'success', text: 'partial', stopReason: 'max_tokens' }, { kind: 'refusal' });
    const cut = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(cut.finishReason).toBe('length');
    const refused = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(refused.finishReason).toBe('refusal');
  });

  it('returns plain text when no schema is given', async () => {
    server.enqueue({ kind: 'success', text: 'Looks fine.' });
    const response = await client().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] });
    expect(response.text).toBe('Looks fine.');
    expect(server.requests[0]!.body.tools).toBeUndefined();
  });
});
