/**
 * A model endpoint that cannot be reached, or that refuses the key, fails at once with a message
 * naming the URL, the setting that chose it and the fix: retrying a blocked port, a TLS mismatch,
 * an unknown host or a wrong key only makes the user wait (4 attempts with backoff before). A
 * refused connection gets one short retry. The real openai and @anthropic-ai/sdk clients
 * (createModelClient) against 127.0.0.1, on a fake clock that records every backoff wait.
 */
import net from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/core/ports.js';
import { classifyError } from '../../src/llm/classify.js';
import { ModelError } from '../../src/llm/errors.js';
import { createModelClient, type ModelSettings } from '../../src/llm/factory.js';
import { startFakeAnthropic, type AnthropicReply } from '../fakes/anthropic-server.js';
import { startFakeOpenAI, type OpenAIReply, type ScriptedServer } from '../fakes/openai-server.js';
import { FakeClock } from '../llm/helpers.js';

const KEY = 'sk-right-key-0123456789abcdef';
const REQUEST: ModelRequest = {
  system: 'You review code.',
  messages: [{ role: 'user', content: 'Review.' }],
};

/** A loopback port that was free a moment ago: nothing listens there, connects are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let openai: ScriptedServer<OpenAIReply>;
let anthropic: ScriptedServer<AnthropicReply>;
beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: KEY });
  anthropic = await startFakeAnthropic({ apiKey: KEY });
});
afterAll(async () => {
  await openai.close();
  await anthropic.close();
});

/** One call through the retrying client; the error and the backoff waits it cost. */
async function call(settings: Partial<ModelSettings> & Pick<ModelSettings, 'provider' | 'baseUrl'>) {
  const clock = new FakeClock();
  const client = await createModelClient(
    { apiKey: KEY, model: 'm', timeoutMs: 2_000, retry: { maxAttempts: 4 }, ...settings },
    { clock },
  );
  const error = await client!.complete(REQUEST).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return { error: error as ModelError, waits: clock.sleeps };
}

describe('model endpoint unreachable or refusing', () => {
  it.each(['openai-compatible', 'anthropic'] as const)(
    'model endpoint: blocked port (PRLENS_BASE_URL=http://127.0.0.1:9) with %s → fails at once, names URL, PRLENS_BASE_URL and the fix',
    async (provider) => {
      const { error, waits } = await call({
        provider,
        baseUrl: 'http://127.0.0.1:9/v1',
        baseUrlFrom: 'PRLENS_BASE_URL',
      });
      expect(waits).toEqual([]);
      expect(error.retryable).toBe(false);
      expect(error.message).toContain('http://127.0.0.1:9/v1 (from PRLENS_BASE_URL)');
      expect(error.message).toMatch(/blocked port\) — fix or unset PRLENS_BASE_URL/);
    },
  );

  it('model endpoint: https:// to a server that speaks plain HTTP (TLS error) → fails at once, names URL and the base-url setting', async () => {
    const url = openai.url.replace('http://', 'https://');
    const before = openai.requests.length;
    const { error, waits } = await call({
      provider: 'openai-compatible',
      baseUrl: url,
      baseUrlFrom: 'the base-url setting',
    });
    expect(waits).toEqual([]);
    expect(openai.requests.length).toBe(before);
    expect(error.message).toContain(`${url} (from the base-url setting)`);
    expect(error.message).toMatch(/TLS .*fix base-url \(the base-url input, --base-url or the config file\)/);
  });

  it('model endpoint: nothing listening (ECONNREFUSED) → one short retry, then fails naming URL and the setting', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const { error, waits } = await call({
      provider: 'openai-compatible',
      baseUrl: url,
      baseUrlFrom: 'PRLENS_BASE_URL',
    });
    expect(waits).toEqual([500]);
    expect(error.message).toContain(`cannot reach openai-compatible at ${url} (from PRLENS_BASE_URL)`);
    expect(error.message).toMatch(/connection refused .*gave up after 2 attempts/);
  });

  it.each(['openai', 'anthropic'] as const)(
    'model endpoint: 401 from %s → no retry, names the key setting, the URL and the setting that chose it',
    async (provider) => {
      const server = provider === 'openai' ? openai : anthropic;
      const before = server.requests.length;
      const { error, waits } = await call({
        provider,
        apiKey: 'sk-wrong-key-000000000000000',
        baseUrl: server.url,
        baseUrlFrom: 'PRLENS_BASE_URL',
      });
      expect(waits).toEqual([]);
      expect(server.requests.length - before).toBe(1);
      expect(error.kind).toBe('auth');
      expect(error.message).toMatch(/HTTP 401/);
      expect(error.message).toContain('PRLENS_API_KEY / the api-key input');
      expect(error.message).toContain(`${server.url} (from PRLENS_BASE_URL)`);
      expect(error.message).not.toContain('sk-wrong-key');
    },
  );

  it.each([
    ['openai', OpenAI.APIConnectionError, OpenAI],
    ['anthropic', Anthropic.APIConnectionError, Anthropic],
  ] as const)(
    'model endpoint: unknown host (ENOTFOUND) as the %s SDK reports it → not retryable, names URL and the fix',
    (provider, ConnectionError, sdk) => {
      // The chain fetch gives for an unknown host: the SDK's error, 'fetch failed', then getaddrinfo's.
      const dns = Object.assign(new Error('getaddrinfo ENOTFOUND llm.example.invalid'), {
        code: 'ENOTFOUND',
      });
      const raw = new ConnectionError({ cause: new TypeError('fetch failed', { cause: dns }) });
      const error = classifyError(raw, {
        provider,
        model: 'm',
        baseUrl: 'https://llm.example.invalid/v1',
        baseUrlFrom: 'the base-url setting',
        secrets: [],
        now: 0,
        sdk,
      });
      expect(error.retryable).toBe(false);
      expect(error.message).toMatch(
        /cannot reach \w+ at https:\/\/llm\.example\.invalid\/v1 \(from the base-url setting\): host not found \(DNS\) — fix base-url/,
      );
    },
  );
});
