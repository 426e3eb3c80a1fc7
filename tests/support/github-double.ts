/**
 * The one GitHub double of the adapter tests: prlens's real client (`createGitHub`, with its retry,
 * throttling, masking and error hooks) over HTTP on 127.0.0.1, talking to the fake GitHub in
 * tests/fakes/github. A test that needs an answer the fake does not model (GHES paths, a hand-made
 * failure, a 3,000-file pull request) scripts it with a handler in front of the fake: the handler
 * answers what it wants and returns undefined for the rest, which the fake answers as GitHub would.
 *
 * Retry waits are milliseconds and writes are not spaced (`throttle: false`), so a double never
 * makes a test wait the seconds GitHub's advice would; rate-limit answers are still honoured.
 */
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGitHub } from '../../src/github/client.js';
import type { GitHubOptions } from '../../src/github/client.js';
import type { Logger } from '../../src/core/ports.js';
import type { GitHub } from '../../src/github/types.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { startFakeGitHub, type FakeGitHub, type FakeOptions } from '../fakes/github/index.js';

/** The token the fake GitHub is started with in these tests. */
export const FAKE_TOKEN = 'fake-secret-token';

export interface Recorded {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  text: string;
  /** The body parsed as JSON (undefined when empty, the text when it is not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that each test reads its own way
  body: any;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is (text/plain unless a content-type is given); else JSON. */
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

/** Answers a request, or returns undefined to let the fake GitHub answer it. */
export type Handler = (request: Recorded) => Reply | undefined | Promise<Reply | undefined>;

export interface GitHubDouble {
  /** The double's API URL (GITHUB_API_URL); GraphQL is `url + '/graphql'`. */
  url: string;
  /** The real client against `url`. */
  gh: GitHub;
  /** What the client logged. */
  lines: string[];
  /** Every request that reached the double, in order. */
  requests: Recorded[];
  /** The fake behind the handler. */
  fake: FakeGitHub;
  close(): Promise<void>;
}

export interface DoubleOptions {
  fake?: FakeOptions;
  client?: Partial<GitHubOptions>;
}

/** Starts the fake GitHub with `handler` in front of it, and the real client against both. */
export async function startGitHubDouble(
  handler: Handler = () => undefined,
  options: DoubleOptions = {},
): Promise<GitHubDouble> {
  const fake = await startFakeGitHub({ token: FAKE_TOKEN, ...options.fake });
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        text,
        body: parseBody(text),
      };
      requests.push(recorded);
      void Promise.resolve()
        .then(() => handler(recorded))
        .then(async (reply) => {
          if (reply === undefined) return forward(fake.apiUrl, recorded, res);
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
          send(res, reply);
        })
        .catch((error: unknown) => send(res, { status: 500, body: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { gh, lines } = githubClient(url, options.client);
  return {
    url,
    gh,
    lines,
    requests,
    fake,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
    },
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function forward(target: string, request: Recorded, res: http.ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(key)) {
      headers[key] = value;
    }
  }
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  const answer = await fetch(target + request.url, {
    method: request.method,
    headers,
    ...(bodyless ? {} : { body: request.text }),
    redirect: 'manual',
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key)) {
      out[key] = value;
    }
  });
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

function send(res: http.ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  const raw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
  const type = raw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  res.writeHead(status, { 'content-type': type, ...reply.headers });
  // A 204 has no body, as on GitHub.
  if (status === 204) res.end();
  else res.end(raw ? (reply.body as string | Buffer) : JSON.stringify(reply.body ?? {}));
}

/** One page of `items` with GitHub's `Link` header, as `per_page`/`page` ask (30 by default). */
export function paged(request: Recorded, items: unknown[], baseUrl: string): Reply {
  const perPage = Math.min(Number(request.query.get('per_page') ?? 30), 100);
  const page = Number(request.query.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(n));
    return `<${baseUrl}${request.path}?${query.toString()}>; rel="${rel}"`;
  };
  const links = page < last ? [link(page + 1, 'next'), link(last, 'last')] : [];
  return {
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

/** GitHub's 422 body for a review comment off the diff. */
export function unprocessable(error = 'Line could not be resolved'): Reply {
  return {
    status: 422,
    body: {
      message: 'Unprocessable Entity',
      errors: [error],
      documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
      status: '422',
    },
  };
}

/** The real client against `apiUrl`, with retry waits in milliseconds and writes not spaced. */
export function githubClient(
  apiUrl: string,
  options: Partial<GitHubOptions> = {},
): { gh: GitHub; lines: string[] } {
  const logger = createMemoryLogger();
  const gh = createGitHub({
    token: FAKE_TOKEN,
    apiUrl,
    logger,
    timing: { unitMs: 1 },
    throttle: false,
    ...options,
  });
  return { gh, lines: logger.lines };
}

/** The real client against a fake GitHub started by the test itself. */
export function fakeClient(
  fake: { apiUrl: string; graphqlUrl: string },
  options: Partial<GitHubOptions> = {},
): { gh: GitHub; lines: string[] } {
  return githubClient(fake.apiUrl, { graphqlUrl: fake.graphqlUrl, ...options });
}

/** A logger that keeps `level: message` lines, for tests that read what was said. */
export function bufferLogger(lines: string[]): Logger {
  return {
    debug: (m) => void lines.push(`debug: ${m}`),
    info: (m) => void lines.push(`info: ${m}`),
    warn: (m) => void lines.push(`warn: ${m}`),
    error: (m) => void lines.push(`error: ${m}`),
    group: (_name, fn) => fn(),
  };
}
