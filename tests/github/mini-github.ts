/**
 * A tiny GitHub on 127.0.0.1 for unit tests of the posting code: each test answers requests with
 * its own handler, and the real Octokit clients from createGitHub talk to it over HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';
import type { Logger } from '../../src/core/ports.js';
import type { GitHub } from '../../src/github/types.js';

export interface MiniRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that each test reads its own way
  body: any;
}

export interface MiniAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: MiniRequest) => MiniAnswer;

export interface MiniGitHub {
  gh: GitHub;
  url: string;
  requests: MiniRequest[];
  logs: string[];
  close(): Promise<void>;
}

/** GitHub's 422 body for a comment off the diff. */
export function unprocessable(error = 'Line could not be resolved'): MiniAnswer {
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

export async function startMiniGitHub(handler: Handler): Promise<MiniGitHub> {
  const requests: MiniRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: MiniRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: text === '' ? undefined : JSON.parse(text),
      };
      requests.push(request);
      let answer: MiniAnswer;
      try {
        answer = handler(request);
      } catch (error) {
        answer = { status: 500, body: { message: String(error) } };
      }
      const status = answer.status ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
      res.end(status === 204 ? undefined : JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logs: string[] = [];
  return {
    gh: plainGitHub(url),
    url,
    requests,
    logs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Real Octokit clients without the throttling and retry plugins: the throttling plugin spaces
 * review and comment creation 3 s apart (GitHub's advice for requests that notify), which would
 * make each salvage test take a minute. Retries and throttling are client.ts's job and tests.
 */
export function plainGitHub(url: string): GitHub {
  const quiet = () => undefined;
  const log = { debug: quiet, info: quiet, warn: quiet, error: quiet };
  const rest = new Octokit({ auth: 'test-token', baseUrl: url, log });
  return { rest, graphql: rest.graphql.defaults({ baseUrl: url }) };
}

export function bufferLogger(lines: string[]): Logger {
  return {
    debug: (m) => void lines.push(`debug: ${m}`),
    info: (m) => void lines.push(`info: ${m}`),
    warn: (m) => void lines.push(`warn: ${m}`),
    error: (m) => void lines.push(`error: ${m}`),
    group: (_name, fn) => fn(),
  };
}
