import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphqlEndpoint } from '../../src/github/client.js';
import { loadPullRequest } from '../../src/github/pr-context.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import type { Handler, GitHubDouble, Reply } from '../support/github-double.js';
import { FAKE_TOKEN, fakeClient, startGitHubDouble, githubClient } from '../support/github-double.js';

let server: GitHubDouble | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler): Promise<GitHubDouble> {
  server = await startGitHubDouble(handler);
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
    const { gh, lines } = githubClient(s.url);
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
    const { gh } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).resolves.toMatchObject({ status: 200 });
    expect(s.requests).toHaveLength(2);
  });

  it('gives up on a secondary rate limit after two retries, keeping the 403', async () => {
    const s = await serve(() => SECONDARY);
    const { gh, lines } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 403 });
    expect(s.requests).toHaveLength(3);
    expect(lines.some((l) => l.includes('giving up after 2 retries'))).toBe(true);
  });

  it('does not wait past the cap', async () => {
    const s = await serve(() => ({ ...SECONDARY, headers: { 'retry-after': '3600' } }));
    const { gh, lines } = githubClient(s.url);
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
    const { gh } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 403 });
    expect(s.requests).toHaveLength(2);
  });

  it('retries a 502 and succeeds', async () => {
    const s = await serve(failingFirst(2, { status: 502, body: { message: 'Bad Gateway' } }));
    const { gh } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).resolves.toMatchObject({ status: 200 });
    expect(s.requests).toHaveLength(3);
  });

  it('stops after three retries of a persistent 500', async () => {
    const s = await serve(() => ({ status: 500, body: { message: 'boom' } }));
    const { gh } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status: 500 });
    expect(s.requests).toHaveLength(4);
  });

  it.each([404, 409, 422])('does not retry a %i, and leaves the error to the caller', async (status) => {
    const s = await serve(() => ({ status, body: { message: 'no' } }));
    const { gh, lines } = githubClient(s.url);
    await expect(gh.rest.request('GET /rate_limit')).rejects.toMatchObject({ status });
    expect(s.requests).toHaveLength(1);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^debug: GET /rate_limit - ${status} `))]);
  });
});

describe('createGitHub write spacing', () => {
  /** Times at which the server saw three POSTs sent one after another. */
  async function postTimes(throttle: boolean | undefined): Promise<number[]> {
    const times: number[] = [];
    const s = await serve(() => {
      times.push(Date.now());
      return { body: { ok: true } };
    });
    const { gh } = githubClient(s.url, throttle === undefined ? { throttle: undefined } : { throttle });
    for (let i = 0; i < 3; i++) await gh.rest.request('POST /markdown', { text: `#${i}` });
    return times;
  }
  const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

  it('spaces writes about a second apart by default, as GitHub advises (production)', async () => {
    // plugin-throttling's write group: minTime 1000 ms between jobs of one client id.
    for (const gap of gaps(await postTimes(undefined))) expect(gap).toBeGreaterThanOrEqual(900);
  });

  it('sends writes at once with throttle: false (tests), still retrying rate limits (above)', async () => {
    // The server answers none of three concurrent POSTs until all three have arrived. Throttled
    // writes go one at a time, a second apart, so the second would never be sent and this would
    // hang until the suite's hang guard; unthrottled, all three are in flight together. No timer.
    let arrived = 0;
    let release!: () => void;
    const allIn = new Promise<void>((resolve) => (release = resolve));
    const s = await serve(async () => {
      if (++arrived === 3) release();
      await allIn;
      return { body: { ok: true } };
    });
    const { gh } = githubClient(s.url, { throttle: false });
    await Promise.all([0, 1, 2].map((i) => gh.rest.request('POST /markdown', { text: `#${i}` })));
    expect(arrived).toBe(3);
  });
});

/** A loopback port that was free a moment ago: nothing listens there, connects are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('createGitHub network failures: attempts counted, not timed', () => {
  /** The real fetch, counting its calls. */
  function countingFetch(): { fetch: typeof fetch; calls: () => number } {
    let calls = 0;
    return {
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
      calls: () => calls,
    };
  }

  it('a refused connection is tried twice (one short retry), not four times with backoff', async () => {
    const counting = countingFetch();
    const { gh } = githubClient(`http://127.0.0.1:${await closedPort()}`, { fetch: counting.fetch });
    await expect(gh.rest.request('GET /rate_limit')).rejects.toThrow();
    expect(counting.calls()).toBe(2);
  });

  it('a blocked port (fetch refuses it) is tried once', async () => {
    const counting = countingFetch();
    const { gh } = githubClient('http://127.0.0.1:9', { fetch: counting.fetch });
    await expect(gh.rest.request('GET /rate_limit')).rejects.toThrow();
    expect(counting.calls()).toBe(1);
  });
});

describe('createGitHub errors', () => {
  it('fails fast on 401 with a message naming the token input', async () => {
    const s = await serve(() => ({ status: 401, body: { message: 'Bad credentials' } }));
    const { gh } = githubClient(s.url);
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
    const { gh } = githubClient(s.url);
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
    const { gh } = githubClient(`${s.url}/api/v3`);
    await gh.rest.repos.get({ owner: 'o', repo: 'r' });
    await expect(gh.graphql('query { viewer { login } }')).resolves.toEqual({ viewer: { login: 'me' } });
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v3/repos/o/r',
      'POST /api/graphql',
    ]);
    expect(s.requests[1]!.headers.authorization).toBe(`token ${FAKE_TOKEN}`);
    expect(s.requests[0]!.headers['user-agent']).toMatch(/^prlens\//);
  });

  it('honours a full GITHUB_GRAPHQL_URL as given', async () => {
    const s = await serve(() => ({ body: { data: { ok: 1 } } }));
    const { gh } = githubClient(`${s.url}/api/v3/`, { graphqlUrl: `${s.url}/custom/graphql` });
    await gh.graphql('query { ok }');
    expect(s.requests.map((r) => r.path)).toEqual(['/custom/graphql']);
  });

  it('rejects GraphQL errors that come with HTTP 200, without retrying', async () => {
    const s = await serve(() => ({
      body: { data: null, errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible' }] },
    }));
    const { gh } = githubClient(s.url);
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

describe('createGitHub on the fake GitHub', () => {
  let fake: FakeGitHub;
  const ref = { owner: 'octo-org', repo: 'octo-repo', number: 1 };

  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN });
    fake.state.createPullRequest({ number: 1, head: { 'a.ts': 'a\n' } });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it.each(['secondary-rate-limit', 'rate-limit-429', 'bad-gateway'] as const)(
    'retries past a %s and loads the PR',
    async (kind) => {
      fake.faults.inject({ kind, path: '/repos/octo-org/octo-repo/pulls/1/files', times: 1 });
      const before = fake.requests.length;
      const pr = await loadPullRequest(fakeClient(fake).gh, ref);
      expect(pr.files.map((f) => f.path)).toEqual(['a.ts']);
      expect(fake.requests.length - before).toBe(3);
      expect(fake.faults.pending).toBe(0);
      expect(fake.violations).toEqual([]);
    },
  );

  it('reaches GraphQL at GITHUB_GRAPHQL_URL with the token', async () => {
    const { gh } = fakeClient(fake);
    const data = await gh.graphql<{ repository: { pullRequest: { number: number } } }>(
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { pullRequest(number: 1) { number } } }',
      { owner: 'octo-org', name: 'octo-repo' },
    );
    expect(data.repository.pullRequest.number).toBe(1);
    expect(fake.violations).toEqual([]);
  });
});
