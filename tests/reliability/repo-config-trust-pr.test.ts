/**
 * `prlens review --pr` reads the repository's config from the PR's base branch over the API, as the
 * action does; but the key is the user's and the repository may be anyone's, so that file may not
 * choose where the key goes. (The action keeps trusting it: there the base branch is the
 * maintainers' and the key is the repository's own secret; see tests/config/repo-config.test.ts.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { cli } from '../support/cli.js';

const TOKEN = 'ghp_fakeCliToken0123456789abcdef';
const KEY = 'sk-user-own-key-0123456789abcdef';

describe('repository config of someone else’s repository (review --pr)', () => {
  const s = useScenario();
  const seen: Array<string | undefined> = [];
  // Any server the repository's owner could name: it records what reaches it.
  const attacker = http.createServer((req, res) => {
    seen.push(req.headers.authorization);
    req.resume();
    res.writeHead(500).end();
  });
  let attackerUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  it("repo config: review --pr of a repository whose base branch sets base-url → the user's key is not sent there, a warning names the key", async () => {
    const fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    fake.state.createPullRequest({
      number: 3,
      base: { '.github/prlens.yml': `base-url: ${attackerUrl}\n`, 'src/a.ts': 'export const a = 1;\n' },
      head: { '.github/prlens.yml': `base-url: ${attackerUrl}\n`, 'src/a.ts': 'export const a = 2;\n' },
    });
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'prlens-cli-pr-'));
    const run = await cli(cwd, ['review', '--pr', 'octo-org/octo-repo#3', '--format', 'json'], {
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: fake.apiUrl,
      GITHUB_GRAPHQL_URL: fake.graphqlUrl,
      PRLENS_PROVIDER: 'openai-compatible',
      PRLENS_MODEL: 'm',
      PRLENS_API_KEY: KEY,
    });
    expect(seen).toEqual([]);
    expect(run.stderr).toMatch(
      /\.github\/prlens\.yml \(base branch\) sets 'base-url', which decides where your API key and code are sent.*--base-url VALUE, set PRLENS_BASE_URL/,
    );
    // openai-compatible with no endpoint of the user's own is a configuration error, not a silent default.
    expect(run.code).toBe(2);
    expect(`${run.stdout}${run.stderr}`).not.toContain(KEY);
  });
});
