/**
 * The retry layer against the fake Anthropic server: Anthropic's own error types (529 overloaded,
 * billing, "credit balance is too low") through the real SDK.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ModelClient, ModelRequest } from '../../src/core/ports.js';
import { ModelError } from '../../src/llm/errors.js';
import { createModelClient, type ModelSettings } from '../../src/llm/factory.js';
import { anthropicErrors, startFakeAnthropic, type AnthropicReply } from '../fakes/anthropic-server.js';
import type { ScriptedServer } from '../fakes/openai-server.js';
import { FakeClock, ITEMS_SCHEMA, MemoryLogger } from './helpers.js';

const KEY = 'sk-ant-api03-SECRET-0123456789abcdef';
const REQUEST: ModelRequest = {
  system: 'You review code.',
  messages: [{ role: 'user', content: 'Review.' }],
};

let server: ScriptedServer<AnthropicReply>;
let clock: FakeClock;
let logger: MemoryLogger;
beforeEach(async () => {
  server = await startFakeAnthropic({ apiKey: KEY });
  clock = new FakeClock();
  logger = new MemoryLogger();
});
afterEach(() => server.close());

async function model(settings: Partial<ModelSettings> = {}): Promise<ModelClient> {
  return (await createModelClient(
    {
      provider: 'anthropic',
      apiKey: KEY,
      baseUrl: server.url,
      timeoutMs: 1_000,
      retry: { maxAttempts: 3 },
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

describe('retries against Anthropic', () => {
  it('retries 529 overloaded_error and returns the structured answer', async () => {
    server.enqueue(anthropicErrors.overloaded(), anthropicErrors.overloaded(), {
      kind: 'success',
      json: { items: ['ok'] },
    });
    const response = await (await model()).complete({ ...REQUEST, schema: ITEMS_SCHEMA });
    expect(JSON.parse(response.text)).toEqual({ items: ['ok'] });
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('gives up on a persistent 529 as a retryable server error after the attempts', async () => {
    server.setHandler(() => anthropicErrors.overloaded());
    const error = await failure((await model()).complete(REQUEST));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(529);
    expect(error.code).toBe('overloaded_error');
    expect(error.requestId).toMatch(/^req_/);
    expect(error.attempts).toBe(3);
  });

  it('honours retry-after on a 429 rate_limit_error', async () => {
    server.enqueue(anthropicErrors.rateLimit(7));
    await (await model()).complete(REQUEST);
    expect(clock.sleeps).toEqual([7_000]);
  });

  it('treats "credit balance is too low" as exhausted quota and does not retry', async () => {
    server.enqueue(anthropicErrors.creditTooLow());
    const error = await failure((await model()).complete(REQUEST));
    expect(error.kind).toBe('quota');
    expect(error.message).toContain('the account is out of credit: add billing or use another key');
    expect(server.requests).toHaveLength(1);
  });

  it('treats a 402 billing_error as exhausted quota', async () => {
    server.enqueue(anthropicErrors.billing());
    const error = await failure((await model()).complete(REQUEST));
    expect(error.kind).toBe('quota');
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a 401 authentication_error and keeps the key out of the message', async () => {
    const error = await failure((await model({ apiKey: 'sk-ant-api03-WRONG-key-000000' })).complete(REQUEST));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('check PRLENS_API_KEY / the api-key input');
    expect(error.message).not.toContain('sk-ant-api03-WRONG-key-000000');
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to another Claude model on not_found_error', async () => {
    server.setHandler((request) =>
      request.body.model === 'claude-nonexistent'
        ? anthropicErrors.notFound('claude-nonexistent')
        : undefined,
    );
    const response = await (
      await model({ model: 'claude-nonexistent', fallbackModel: 'claude-haiku-4-5' })
    ).complete(REQUEST);
    expect(response.model).toBe('claude-haiku-4-5');
    expect(server.requests.map((r) => r.body.model)).toEqual(['claude-nonexistent', 'claude-haiku-4-5']);
  });

  it('retries a 500 api_error and a dropped connection', async () => {
    server.enqueue(anthropicErrors.apiError(), { kind: 'reset' });
    const response = await (await model()).complete(REQUEST);
    expect(response.text).toBe('ok');
    expect(server.requests).toHaveLength(3);
  });
});
