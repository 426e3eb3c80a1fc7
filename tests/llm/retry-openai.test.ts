/**
 * The retry layer end to end: `createModelClient` (real SDK, retries off) against the fake OpenAI
 * server, with a fake clock so backoff waits cost nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelClient, ModelRequest } from '../../src/core/ports.js';
import { ModelError } from '../../src/llm/errors.js';
import { createModelClient, type ModelSettings } from '../../src/llm/factory.js';
import type { RetryPolicy } from '../../src/llm/retry.js';
import { UsageMeter } from '../../src/llm/usage.js';
import {
  openaiErrors,
  startFakeOpenAI,
  type OpenAIReply,
  type ScriptedServer,
} from '../fakes/openai-server.js';
import { FakeClock, ITEMS_SCHEMA, MemoryLogger } from './helpers.js';

const KEY = 'sk-proj-SECRETKEY-abcdefghijklmnop1234';
const REQUEST: ModelRequest = {
  system: 'You review code.',
  messages: [{ role: 'user', content: 'Review.' }],
};

let server: ScriptedServer<OpenAIReply>;
let clock: FakeClock;
let logger: MemoryLogger;
beforeEach(async () => {
  server = await startFakeOpenAI({ apiKey: KEY });
  clock = new FakeClock();
  logger = new MemoryLogger();
});
afterEach(() => server.close());

async function model(
  settings: Partial<ModelSettings> = {},
  retry: Partial<RetryPolicy> = {},
): Promise<ModelClient> {
  return (await createModelClient(
    {
      provider: 'openai',
      apiKey: KEY,
      baseUrl: server.url,
      timeoutMs: 1_000,
      retry: { maxAttempts: 3, ...retry },
      ...settings,
    },
    { clock, logger },
  ))!;
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('retries against OpenAI', () => {
  it('retries a 429 and waits exactly as long as retry-after asks', async () => {
    server.enqueue(openaiErrors.rateLimit(2));
    const response = await (await model()).complete(REQUEST);
    expect(response.text).toBe('ok');
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([2_000]);
  });

  it('caps a huge retry-after at the policy ceiling', async () => {
    server.enqueue(openaiErrors.rateLimit(3_600));
    await (await model({}, { maxRetryAfterMs: 5_000 })).complete(REQUEST);
    expect(clock.sleeps).toEqual([5_000]);
  });

  it('fails at once with the quota message on insufficient_quota', async () => {
    server.enqueue(openaiErrors.insufficientQuota());
    const error = await failure((await model()).complete(REQUEST));
    expect(error.kind).toBe('quota');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('the account is out of credit: add billing or use another key');
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a 500 with exponential backoff and jitter, then succeeds', async () => {
    server.enqueue(openaiErrors.server(500), openaiErrors.server(503));
    await (await model({}, { baseDelayMs: 1_000 })).complete(REQUEST);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
    // Equal jitter: the first wait is in [500, 1000], the second in [1000, 2000].
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(1_000);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(1_000);
    expect(clock.sleeps[1]).toBeLessThanOrEqual(2_000);
  });

  it('retries a connection reset', async () => {
    server.enqueue({ kind: 'reset' });
    const response = await (await model()).complete(REQUEST);
    expect(response.text).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('retries a malformed and an empty 200 as server faults', async () => {
    server.enqueue({ kind: 'malformed' }, { kind: 'empty' });
    const response = await (await model()).complete(REQUEST);
    expect(response.text).toBe('ok');
    expect(server.requests).toHaveLength(3);
  });

  it('times out a hanging call, retries it, and fails as timeout once the attempts are spent', async () => {
    server.setHandler(() => ({ kind: 'hang' }));
    // Without the per-call timeout this would hang until the suite's hang guard.
    const error = await failure((await model({ timeoutMs: 150 }, { maxAttempts: 2 })).complete(REQUEST));
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(2);
    expect(error.message).toMatch(/timed out.*gave up after 2 attempts/);
    expect(server.requests).toHaveLength(2);
  });

  it('stops retrying when the next wait would pass the time budget', async () => {
    server.setHandler(() => openaiErrors.rateLimit(30));
    const error = await failure((await model({}, { maxAttempts: 10, maxTotalMs: 70_000 })).complete(REQUEST));
    expect(error.kind).toBe('rate-limit');
    // Two waits of 30 s fit in 70 s, a third would not.
    expect(clock.sleeps).toEqual([30_000, 30_000]);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 401 and never shows the key, even when the endpoint echoes it', async () => {
    server.setHandler(() => ({
      kind: 'error',
      status: 401,
      body: {
        error: {
          message: `Invalid key ${KEY} for this proxy`,
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    }));
    const error = await failure((await model()).complete(REQUEST));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('check PRLENS_API_KEY / the api-key input');
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);
    expect(String(error.stack)).not.toContain(KEY);
    expect(logger.lines.join('\n')).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the key out of retry logs while retrying', async () => {
    server.enqueue({
      kind: 'error',
      status: 503,
      body: { error: { message: `upstream rejected ${KEY}`, type: 'server_error', param: null, code: null } },
    });
    await (await model()).complete(REQUEST);
    expect(logger.lines.some((line) => line.includes('attempt 2 of at most 3'))).toBe(true);
    expect(logger.lines.join('\n')).not.toContain(KEY);
  });

  it('falls back to the configured model on an unknown model, without retrying the first', async () => {
    server.setHandler((request) =>
      request.body.model === 'gpt-9'
        ? openaiErrors.modelNotFound('gpt-9')
        : { kind: 'success', text: 'from fallback' },
    );
    const response = await (await model({ model: 'gpt-9', fallbackModel: 'gpt-4.1-mini' })).complete(REQUEST);
    expect(response.text).toBe('from fallback');
    expect(server.requests.map((r) => r.body.model)).toEqual(['gpt-9', 'gpt-4.1-mini']);
    expect(logger.lines.some((line) => line.includes("falling back to model 'gpt-4.1-mini'"))).toBe(true);
  });

  it('names the fix for an unknown model when there is no fallback', async () => {
    server.enqueue(openaiErrors.modelNotFound('gpt-9'));
    const error = await failure((await model({ model: 'gpt-9' })).complete(REQUEST));
    expect(error.kind).toBe('unknown-model');
    expect(error.message).toContain(
      "unknown model 'gpt-9': set --model / the model input to a model your endpoint serves",
    );
  });

  it('falls back once the primary model has used up its retries', async () => {
    server.setHandler((request) =>
      request.body.model === 'gpt-4.1' ? openaiErrors.server(502) : { kind: 'success', text: 'fallback' },
    );
    const response = await (
      await model({ model: 'gpt-4.1', fallbackModel: 'gpt-4.1-mini' })
    ).complete(REQUEST);
    expect(response.text).toBe('fallback');
    expect(server.requests.map((r) => r.body.model)).toEqual([
      'gpt-4.1',
      'gpt-4.1',
      'gpt-4.1',
      'gpt-4.1-mini',
    ]);
  });

  it('retries once without temperature when the model rejects it, and remembers that', async () => {
    server.setHandler((request) =>
      request.body.temperature !== undefined ? openaiErrors.unsupportedTemperature() : undefined,
    );
    const client = await model();
    await client.complete({ ...REQUEST, temperature: 0.2 });
    await client.complete({ ...REQUEST, temperature: 0.2 });
    expect(server.requests.map((r) => r.body.temperature)).toEqual([0.2, undefined, undefined]);
    expect(clock.sleeps).toEqual([]);
  });

  it('moves the schema into the prompt when structured output is rejected', async () => {
    server.setHandler((request) =>
      request.body.response_format
        ? openaiErrors.unsupportedResponseFormat()
        : { kind: 'success', text: '{"items":[]}' },
    );
    const response = await (await model()).complete({ ...REQUEST, schema: ITEMS_SCHEMA });
    expect(response.text).toBe('{"items":[]}');
    const retried = server.requests[1]!.body;
    expect(retried.response_format).toBeUndefined();
    expect(retried.messages[0]).toEqual({ role: 'system', content: 'You review code.' });
    expect(retried.messages[1].content).toContain('Answer with one JSON object only');
    expect(retried.messages[1].content).toContain('"additionalProperties":false');
  });

  it('fails a 400 that is not about an optional parameter at once', async () => {
    server.enqueue(openaiErrors.badRequest("This model's maximum context length is 128000 tokens."));
    const error = await failure((await model()).complete({ ...REQUEST, temperature: 0.2 }));
    expect(error.kind).toBe('bad-request');
    expect(server.requests).toHaveLength(1);
  });

  it('stops a hanging call when the caller aborts, with the abort reason', async () => {
    server.setHandler(() => ({ kind: 'hang' }));
    const controller = new AbortController();
    const pending = (await model({ timeoutMs: 10_000 })).complete({ ...REQUEST, signal: controller.signal });
    // Abort once the request is in flight (a fixed delay races the request under load).
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 600_000, interval: 10 });
    controller.abort(new Error('run cancelled'));
    // Unheard, the abort would leave the call to its 10 s timeout, which fails as a timeout instead.
    await expect(pending).rejects.toThrow('run cancelled');
    expect(server.requests).toHaveLength(1);
  });

  it('records every successful response in the meter, fallback included', async () => {
    const meter = new UsageMeter();
    server.setHandler((request) =>
      request.body.model === 'gpt-9' ? openaiErrors.modelNotFound('gpt-9') : undefined,
    );
    const client = (await createModelClient(
      { provider: 'openai', apiKey: KEY, baseUrl: server.url, model: 'gpt-9', fallbackModel: 'gpt-4.1-mini' },
      { clock, meter },
    ))!;
    await client.complete(REQUEST);
    await client.complete(REQUEST);
    expect(meter.totals().requests).toBe(2);
    expect([...meter.byModel().keys()]).toEqual(['gpt-4.1-mini']);
  });
});
