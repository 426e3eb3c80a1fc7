/**
 * The fake model servers themselves: they must behave like the real ones where tests rely on it,
 * and never wedge a test run.
 */
import { describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../fakes/anthropic-server.js';
import { openaiErrors, startFakeOpenAI } from '../fakes/openai-server.js';

async function post(url: string, body: unknown, signal?: AbortSignal) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

describe('fake model servers', () => {
  it('closes promptly while a request hangs', async () => {
    const server = await startFakeOpenAI();
    server.enqueue({ kind: 'hang' });
    const pending = post(`${server.url}/chat/completions`, { model: 'm', messages: [] }).catch(
      (e: unknown) => e,
    );
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    // close() must end the hanging exchange itself: a server that waited for it would never close.
    await server.close();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('uses the queue first, then the handler, then the default success', async () => {
    const server = await startFakeOpenAI();
    server.enqueue(openaiErrors.server(503));
    server.setHandler((request) =>
      request.body.model === 'x' ? openaiErrors.modelNotFound('x') : undefined,
    );
    const statuses = [];
    for (const model of ['x', 'x', 'y']) {
      statuses.push((await post(`${server.url}/chat/completions`, { model, messages: [] })).status);
    }
    expect(statuses).toEqual([503, 404, 200]);
    await server.close();
  });

  it('sends OpenAI error bodies and headers in the provider shape', async () => {
    const server = await startFakeOpenAI();
    server.enqueue(openaiErrors.rateLimit(3));
    const res = await post(`${server.url}/chat/completions`, { model: 'm', messages: [] });
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await res.json()).toEqual({
      error: {
        message: expect.stringContaining('Rate limit reached'),
        type: 'tokens',
        param: null,
        code: 'rate_limit_exceeded',
      },
    });
    await server.close();
  });

  it('answers an unknown route with 404 and records it', async () => {
    const server = await startFakeAnthropic();
    const res = await post(`${server.url}/v1/complete`, {});
    expect(res.status).toBe(404);
    expect(server.requests[0]!.path).toBe('/v1/complete');
    await server.close();
  });

  it('adds the configured latency to every answer', async () => {
    const server = await startFakeAnthropic({ latencyMs: 120 });
    const started = Date.now();
    const res = await post(`${server.url}/v1/messages`, { model: 'claude-haiku-4-5', messages: [] });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    await server.close();
  });

  it('does not cache a marked system block below the minimum cacheable length', async () => {
    const server = await startFakeAnthropic();
    const body = {
      model: 'claude-sonnet-4-5',
      system: [{ type: 'text', text: 'short', cache_control: { type: 'ephemeral' } }],
      messages: [{ role: 'user', content: 'hi' }],
    };
    await post(`${server.url}/v1/messages`, body);
    const second = (await (await post(`${server.url}/v1/messages`, body)).json()) as {
      usage: Record<string, number>;
    };
    expect(second.usage['cache_read_input_tokens']).toBe(0);
    expect(second.usage['cache_creation_input_tokens']).toBe(0);
    expect(second.usage['input_tokens']).toBeGreaterThan(0);
    await server.close();
  });
});
