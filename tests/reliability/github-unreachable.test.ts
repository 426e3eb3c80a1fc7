/**
 * A GitHub API that cannot be reached, or that refuses the token, fails at once with a message
 * naming the URL, the setting it came from and the fix: retrying a blocked port, an unknown host
 * or a bad token only makes the user wait.
 */
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';
import { grantTokens } from '../fakes/github/routes-permissions.js';
import { runAction } from '../support/action.js';
import { cli } from '../support/cli.js';
import { webhookPayload } from '../fakes/github/index.js';

/** A loopback port that was free a moment ago: nothing listens there, connects are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function reviewPr(apiUrl: string, token = 'ghs_test') {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'prlens-unreachable-'));
  return cli(cwd, ['review', '--pr', 'o/r#1'], { GITHUB_TOKEN: token, GITHUB_API_URL: apiUrl });
}

/*
 * "At once" is counted, not timed: how many times each failure is tried is checked in
 * tests/github/client.test.ts (a refused connection twice, a blocked port once) and, for a
 * rejected token, below (no request repeats). A busy runner stretches wall time, not those counts.
 */

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('GitHub API unreachable or refusing', () => {
  it('github api: blocked port (GITHUB_API_URL=http://127.0.0.1:9) → exit 2 at once, names URL, GITHUB_API_URL and the fix', async () => {
    const run = await reviewPr('http://127.0.0.1:9');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('http://127.0.0.1:9');
    expect(run.stderr).toContain('GITHUB_API_URL');
    expect(run.stderr).toMatch(/blocked port/);
    expect(run.stderr).toMatch(/fix it, or unset it/);
  });

  it('github api: nothing listening (ECONNREFUSED) → exit 2, names URL and GITHUB_API_URL', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await reviewPr(url);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(url);
    expect(run.stderr).toContain('GITHUB_API_URL');
    expect(run.stderr).toMatch(/connection refused/);
  });

  it('github api: 401 Bad credentials → exit 2 at once, names the token setting and the fix', async () => {
    fake = await startFakeGitHub({ tokenKind: 'user' });
    grantTokens(fake.state, {
      ghs_good: { kind: 'classic', login: 'octocat', role: 'write', scopes: ['repo'] },
    });
    const run = await reviewPr(fake.apiUrl, 'ghs_wrong');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/rejected the token \(401\)/);
    expect(run.stderr).toContain('GITHUB_TOKEN');
    expect(run.stderr).not.toContain('ghs_wrong');
    // No retry: every request that reached the fake is a different one.
    const seen = fake.requests.map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('github api: action on a blocked port → step fails at once naming URL and GITHUB_API_URL, job summary says so', async () => {
    // A real pull_request payload from the fake; the API URL then points where nothing answers.
    fake = await startFakeGitHub();
    const pull = fake.state.createPullRequest({ number: 3, head: { 'src/a.ts': 'export const a = 1;\n' } });
    const payload = webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });
    const run = await runAction({
      fake: { apiUrl: 'http://127.0.0.1:9', graphqlUrl: 'http://127.0.0.1:9/graphql' },
      eventName: 'pull_request',
      payload,
    });
    expect(run.code).toBe(1);
    const failure = run.core!.failures.join('\n');
    expect(failure).toContain('http://127.0.0.1:9');
    expect(failure).toContain('GITHUB_API_URL');
    expect(run.jobSummary).toMatch(/## prlens failed/);
    expect(run.jobSummary).toContain('http://127.0.0.1:9');
    expect(run.jobSummary).not.toContain('ghs_fake');
  });
});
