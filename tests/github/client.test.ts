import { afterEach, describe, expect, it } from 'vitest';
import { graphqlEndpoint } from '../../src/github/client.js';
import type { Handler, LocalServer, Reply } from './local-server.js';
import { startServer, testGitHub } from './local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler): Promise<LocalServer> {
  server = await startServer(handler);
  return server;
}

/** Answers the first `failures` requests with `failure`, then 200 `{ ok: true }`. */
function failingFirst(failures: number, failure: Reply): Handler {
  let seen = 0;
  return () => (++seen <= failures ? failure : { body: { ok: true } });
}

const SECONDARY = {
  status: 403,
  headers: { 'retry-after': '3' },
  body: {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  },
};

describe('createGitHub retries', () => {
  it('retries a secondary rate limit 403 after retry-after and succeeds', async () => {
    const s = await serve(failingFirst(1, SECONDARY));
    const { gh, lines } = testGitHub(s.url);
    const { data } = await gh.rest.request('GET /rate_limit');
    expect(data).toEqual({ ok: true });
    expect(s.requests).toHaveLength(2);
    expect(lines.some((l) => l.includes('secondary rate limit') && l.includes('retrying in 3 s'))).toBe(true);
  });

  it('retries a 429 with retry-after', async () => {
    const s = await serve(
      failingFirst(1, {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { message: 'Too many requests' },
      }),
    );
    const { gh } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).resolves.toMatchObject({ status: 200 });
    expect(s.requests).toHaveLength(2);
  });

  it('gives up on a secondary rate limit after two retries, keeping the 403', async () => {
    const s = await serve(() => SECONDARY);
    const { gh, lines } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 403 });
    expect(s.requests).toHaveLength(3);
    expect(lines.some((l) => l.includes('giving up after 2 retries'))).toBe(true);
  });

  it('does not wait past the cap', async () => {
    const s = await serve(() => ({ ...SECONDARY, headers: { 'retry-after': '3600' } }));
    const { gh, lines } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 403 });
    expect(s.requests).toHaveLength(1);
    expect(lines.some((l) => l.includes('past the 120 s cap'))).toBe(true);
  });

  it('retries a primary rate limit once, after x-ratelimit-reset', async () => {
    const limited = () => ({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)) },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const s = await serve(limited);
    const { gh } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 403 });
    expect(s.requests).toHaveLength(2);
  });

  it('retries a 502 and succeeds', async () => {
    const s = await serve(failingFirst(2, { status: 502, body: { message: 'Bad Gateway' } }));
    const { gh } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).resolves.toMatchObject({ status: 200 });
    expect(s.requests).toHaveLength(3);
  });

  it('stops after three retries of a persistent 500', async () => {
    const s = await serve(() => ({ status: 500, body: { message: 'boom' } }));
    const { gh } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 500 });
    expect(s.requests).toHaveLength(4);
  });

  it.each([404, 409, 422])('does not retry a %i', async (status) => {
    const s = await serve(() => ({ status, body: { message: 'no' } }));
    const { gh } = testGitHub(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status });
    expect(s.requests).toHaveLength(1);
  });
});

describe('createGitHub errors', () => {
  it('fails fast on 401 with a message naming the token input', async () => {
    const s = await serve(() => ({ status: 401, body: { message: 'Bad credentials' } }));
    const { gh } = testGitHub(s.url);
    const error = await gh.rest.pulls.get({ owner: 'o', repo: 'r', pull_number: 1 }).catch((e: unknown) => e);
    expect(s.requests).toHaveLength(1);
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toMatch(/Bad credentials.*`github-token` input/s);
  });

  it('names the permissions on a 403 that is not a rate limit, and keeps its status', async () => {
    const s = await serve(() => ({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    }));
    const { gh } = testGitHub(s.url);
    const error = await gh.rest.issues
      .createComment({ owner: 'o', repo: 'r', issue_number: 1, body: 'x' })
      .catch((e: unknown) => e);
    expect(s.requests).toHaveLength(1);
    expect(error).toMatchObject({ status: 403 });
    expect((error as Error).message).toMatch(/Resource not accessible.*pull-requests: write/s);
  });
});

describe('createGitHub hosts', () => {
  it('sends REST to a GHES /api/v3 URL and GraphQL to /api/graphql with the token', async () => {
    const s = await serve((r) =>
      r.path === '/api/graphql' ? { body: { data: { viewer: { login: 'me' } } } } : { body: { ok: true } },
    );
    const { gh } = testGitHub(`${s.url}/api/v3`);
    await gh.rest.repos.get({ owner: 'o', repo: 'r' });
    await expect(gh.graphql('query { viewer { login } }')).resolves.toEqual({ viewer: { login: 'me' } });
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v3/repos/o/r',
      'POST /api/graphql',
    ]);
    expect(s.requests[1]!.headers.authorization).toBe('token test-token');
    expect(s.requests[0]!.headers['user-agent']).toMatch(/^prlens\//);
  });

  it('honours a full GITHUB_GRAPHQL_URL as given', async () => {
    const s = await serve(() => ({ body: { data: { ok: 1 } } }));
    const { gh } = testGitHub(`${s.url}/api/v3/`, { graphqlUrl: `${s.url}/custom/graphql` });
    await gh.graphql('query { ok }');
    expect(s.requests.map((r) => r.path)).toEqual(['/custom/graphql']);
  });

  it('rejects GraphQL errors that come with HTTP 200, without retrying', async () => {
    const s = await serve(() => ({
      body: { data: null, errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible' }] },
    }));
    const { gh } = testGitHub(s.url);
    await expect(gh.graphql('mutation { x }')).rejects.toThrow(/Resource not accessible/);
    expect(s.requests).toHaveLength(1);
  });

  it('derives the GraphQL endpoint from the REST URL', () => {
    expect(graphqlEndpoint('https://api.github.com')).toBe('https://api.github.com/graphql');
    expect(graphqlEndpoint('https://ghe.example/api/v3/')).toBe('https://ghe.example/api/graphql');
    expect(graphqlEndpoint('https://ghe.example/api/v3', 'https://ghe.example/api/graphql/')).toBe(
      'https://ghe.example/api/graphql',
    );
  });
});
