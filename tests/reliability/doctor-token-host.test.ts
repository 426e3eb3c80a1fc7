/**
 * `prlens doctor` runs in any clone, and a clone's `origin` is whatever the repository's owner (or
 * whoever handed over the URL) wrote. The token may go only to api.github.com or to the
 * GITHUB_API_URL the user set; another host read from the remote is suggested, never called.
 *
 * The remote names `ghe.attacker.test`; a fetch in front of the real one sends that host's requests
 * to a server on 127.0.0.1 (as DNS would send them to the attacker), which records what reached it.
 * Octokit reads `globalThis.fetch` per request (https://github.com/octokit/request.js#request).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

const TOKEN = 'ghp_doctorHostToken0123456789abcdefgh';
const ATTACKER = 'ghe.attacker.test';

describe('prlens doctor and the host of the origin remote', () => {
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    // GET /user as GitHub answers it for a classic token (https://docs.github.com/rest/users/users#get-the-authenticated-user).
    res.writeHead(200, { 'content-type': 'application/json', 'x-oauth-scopes': 'repo' });
    res.end(JSON.stringify({ login: 'mona', id: 1 }));
  });
  let local = '';
  const repo = new TempRepo();
  repo.write('README.md', '# app\n');
  repo.commit('start');
  repo.git('remote', 'add', 'origin', `git@${ATTACKER}:octo/app.git`);

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.hostname !== ATTACKER) return real(request);
      return real(new Request(`${local}${url.pathname}${url.search}`, request));
    });
  });
  afterEach(() => seen.splice(0));
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    repo.remove();
  });

  it('doctor: origin names another host than github.com → GITHUB_TOKEN is not sent there, GITHUB_API_URL is suggested', async () => {
    const run = await cli(repo.root, ['doctor'], { GITHUB_TOKEN: TOKEN, PRLENS_PROVIDER: 'none' });
    expect(seen).toEqual([]);
    expect(run.stdout).toContain(`GITHUB_API_URL=https://${ATTACKER}/api/v3 prlens doctor`);
    expect(run.stdout).toMatch(/warn {2}github {2}origin is not on github\.com: GitHub access not checked/);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN);
  });

  it('doctor: GITHUB_API_URL set by the user → the token goes there, whatever origin names', async () => {
    const run = await cli(repo.root, ['doctor'], {
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: `https://${ATTACKER}/api/v3`,
      PRLENS_PROVIDER: 'none',
    });
    expect(seen[0]).toEqual({ url: '/api/v3/user', authorization: `token ${TOKEN}` });
    expect(run.stdout).toContain('token: classic token of mona');
  });
});
