/**
 * Helpers for the GitHub adapter tests: clients on the fake GitHub (tests/fakes/github), and a tiny
 * loopback server for what the fake does not model (GHES paths, hand-made failures, the 3,000-file
 * cap): each test answers requests with its own handler and reads back what came.
 */
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGitHub } from '../../src/github/client.js';
import type { GitHubOptions } from '../../src/github/client.js';
import type { GitHub } from '../../src/github/types.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';

export interface Recorded {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is (text/plain unless a content-type is given); else JSON. */
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export type Handler = (request: Recorded) => Reply | Promise<Reply>;

export interface LocalServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 that records every request and answers with `handler`. */
export async function startServer(handler: Handler): Promise<LocalServer> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded))
        .then(async (reply) => {
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
          send(res, reply);
        })
        .catch((error: unknown) => send(res, { status: 500, body: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: http.ServerResponse, reply: Reply): void {
  const raw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
  const body = raw ? (reply.body as string | Buffer) : JSON.stringify(reply.body ?? {});
  const type = raw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers });
  res.end(body);
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

/** A client against `apiUrl` whose retry waits are milliseconds and whose writes are not spaced. */
export function testGitHub(
  apiUrl: string,
  options: Partial<GitHubOptions> = {},
): { gh: GitHub; lines: string[] } {
  const logger = createMemoryLogger();
  const gh = createGitHub({
    token: 'test-token',
    apiUrl,
    logger,
    timing: { unitMs: 1 },
    throttle: false,
    ...options,
  });
  return { gh, lines: logger.lines };
}

/** A client against the fake GitHub (tests/fakes/github), retry waits in milliseconds. */
export function fakeClient(
  fake: { apiUrl: string; graphqlUrl: string },
  options: Partial<GitHubOptions> = {},
): { gh: GitHub; lines: string[] } {
  return testGitHub(fake.apiUrl, { graphqlUrl: fake.graphqlUrl, token: FAKE_TOKEN, ...options });
}

/** The token the fake GitHub is started with in these tests. */
export const FAKE_TOKEN = 'fake-secret-token';
