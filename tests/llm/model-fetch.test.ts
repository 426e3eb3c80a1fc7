/**
 * Slow models: Node's fetch gives up on headers after 300 s and on a paused body after 300 s,
 * whatever the SDK's timeout says. Here the global dispatcher stands in for Node's default with a
 * cap shortened to 300 ms, so a model that answers after 1 s shows the cap without a five-minute
 * test; the adapters must wait as long as the model timeout says instead.
 */
import { Agent, fetch, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classifyError } from '../../src/llm/classify.js';
import { ModelError } from '../../src/llm/errors.js';
import { createModelClient } from '../../src/llm/factory.js';
import { AnthropicClient } from '../../src/llm/anthropic.js';
import { OpenAIChatClient } from '../../src/llm/openai.js';
import { startFakeAnthropic } from '../fakes/anthropic-server.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { FakeClock } from './helpers.js';

const REQUEST = { system: 'You review code.', messages: [{ role: 'user' as const, content: 'Review.' }] };
const SHORT_CAP_MS = 300;
const HEADERS_DELAY_MS = 1_000;

let previous: Dispatcher;
const closers: Array<() => Promise<void>> = [];
beforeEach(() => {
  previous = getGlobalDispatcher();
  setGlobalDispatcher(new Agent({ headersTimeout: SHORT_CAP_MS, bodyTimeout: SHORT_CAP_MS }));
});
afterEach(async () => {
  setGlobalDispatcher(previous);
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('model calls wait as long as the model timeout, not as long as fetch’s default', () => {
  it('an OpenAI-compatible model that sends its headers after the fetch default still answers', async () => {
    const server = await startFakeOpenAI({ latencyMs: HEADERS_DELAY_MS });
    closers.push(() => server.close());
    const client = new OpenAIChatClient({
      provider: 'openai-compatible',
      model: 'slow-local',
      baseUrl: server.url,
      timeoutMs: 10_000,
    });
    const response = await client.complete(REQUEST);
    expect(response.finishReason).toBe('stop');
    expect(server.requests).toHaveLength(1);
  });

  it('an Anthropic model that sends its headers after the fetch default still answers', async () => {
    const server = await startFakeAnthropic({ latencyMs: HEADERS_DELAY_MS });
    closers.push(() => server.close());
    const client = new AnthropicClient({
      model: 'claude-sonnet-4-6',
      apiKey: 'sk-ant-test-0123456789abcdef',
      baseUrl: server.url,
      timeoutMs: 10_000,
    });
    const response = await client.complete(REQUEST);
    expect(response.finishReason).toBe('stop');
  });

  it('a body that stalls past the model timeout fails as a timeout that names the setting to raise', async () => {
    // The Anthropic SDK's own timer stops once the headers are in: only fetch watches the body.
    const server = await startFakeAnthropic();
    closers.push(() => server.close());
    server.setHandler(() => ({ kind: 'stall-body' }));
    const client = await createModelClient(
      {
        provider: 'anthropic',
        apiKey: 'sk-ant-test-0123456789abcdef',
        baseUrl: server.url,
        timeoutMs: 2_000,
        retry: { maxAttempts: 1 },
      },
      { clock: new FakeClock() },
    );
    const started = Date.now();
    const error = await client!.complete(REQUEST).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe('timeout');
    expect((error as ModelError).message).toMatch(/body paused too long \(UND_ERR_BODY_TIMEOUT\)/);
    expect((error as ModelError).message).toMatch(/raise model-timeout-seconds \(now 2 s\)/);
    // The body limit follows the model timeout, not the (shortened) default of the global agent.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('names a fired headers timeout and the setting that raises it', async () => {
    // A server that never sends headers: only the dispatcher's headers timeout can end this fetch
    // (a late answer raced it on a loaded machine).
    const server = await startFakeOpenAI();
    server.enqueue({ kind: 'hang' });
    closers.push(() => server.close());
    const thrown = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: '{}' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const error = classifyError(thrown, {
      provider: 'ollama',
      model: 'qwen',
      baseUrl: server.url,
      timeoutMs: 300_000,
      secrets: [],
      now: 0,
    });
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/headers took too long \(UND_ERR_HEADERS_TIMEOUT\)/);
    expect(error.message).toMatch(/raise model-timeout-seconds \(now 300 s\)/);
  });
});
