/**
 * Issue 46 point 6: a model endpoint that accepts the connection and sends nothing took six minutes
 * (two 180 s timeouts, "retry 1 of 3" then "gave up after 2 attempts"). Now a silent call is
 * checked with a models-list probe: a hung endpoint fails once, within the probe's window, and is
 * not retried; a slow but alive one keeps its call. A timed-out call is tried again only when a
 * whole attempt fits in the call's budget, and the log's counts say what happened. Small configured
 * timeouts; the assertions are on the error kind, the attempt count and the requests, never on time.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/core/ports.js';
import { ModelError } from '../../src/llm/errors.js';
import { createModelClient, type ModelSettings } from '../../src/llm/factory.js';
import { startFakeOpenAI, type OpenAIReply, type ScriptedServer } from '../fakes/openai-server.js';
import { MemoryLogger } from './helpers.js';

const REQUEST: ModelRequest = {
  system: 'You review code.',
  messages: [{ role: 'user', content: 'Review.' }],
};
const LIVENESS = { afterMs: 20, timeoutMs: 200 };

/** A server that accepts every connection and never writes a byte (a stalled server or proxy). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('a hung model endpoint', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let logger: MemoryLogger;
  beforeEach(async () => {
    silent = await silentServer();
    logger = new MemoryLogger();
  });
  afterEach(() => silent.close());

  const client = async (settings: Partial<ModelSettings>) =>
    (await createModelClient(
      {
        model: 'm',
        baseUrl: silent.url,
        timeoutMs: 600_000,
        liveness: LIVENESS,
        ...settings,
      } as ModelSettings,
      { logger },
    ))!;

  it.each(['openai-compatible', 'anthropic'] as const)(
    '%s: fails as hung after the probe gets no answer either, once, not retried',
    async (provider) => {
      const model = await client({ provider, apiKey: 'sk-test-hung-0123456789' });
      const error = await failure(model.complete(REQUEST));
      expect(error.kind).toBe('timeout');
      expect(error.retryable).toBe(false);
      expect(error.message).toContain('accepted the connection but answered nothing');
      expect(error.message).toContain('not retried');
      // The call and one probe; no second attempt.
      expect(silent.connections()).toBe(2);
      expect(logger.lines.join('\n')).not.toMatch(/attempt 2|retry/);
    },
  );
});

describe('a slow but alive model endpoint', () => {
  let server: ScriptedServer<OpenAIReply>;
  beforeEach(async () => {
    server = await startFakeOpenAI({ latencyMs: 400 });
  });
  afterEach(() => server.close());

  it('keeps waiting for the answer when the probe is answered', async () => {
    const model = (await createModelClient({
      provider: 'openai-compatible',
      model: 'm',
      baseUrl: server.url,
      timeoutMs: 600_000,
      liveness: LIVENESS,
    }))!;
    const response = await model.complete(REQUEST);
    expect(response.text).toBe('ok');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(server.requests.some((r) => r.method === 'GET' && r.path === '/v1/models')).toBe(true);
  });
});

describe('retrying a timed-out call', () => {
  let server: ScriptedServer<OpenAIReply>;
  beforeEach(async () => {
    server = await startFakeOpenAI();
  });
  afterEach(() => server.close());

  it('does not start an attempt that cannot finish within the call budget, and says so', async () => {
    server.setHandler(() => ({ kind: 'hang' }));
    const logger = new MemoryLogger();
    const model = (await createModelClient(
      {
        provider: 'openai-compatible',
        model: 'm',
        baseUrl: server.url,
        timeoutMs: 150,
        liveness: null,
        retry: { maxAttempts: 4, maxTotalMs: 200, baseDelayMs: 10 },
      },
      { logger },
    ))!;
    const error = await failure(model.complete(REQUEST));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain(
      'gave up after 1 attempt: another attempt would not finish within the 0.2 s budget of one call',
    );
    expect(server.requests).toHaveLength(1);
    expect(logger.lines.join('\n')).not.toContain('attempt 2 of');
  });
});
