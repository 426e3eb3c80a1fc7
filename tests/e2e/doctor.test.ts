/**
 * `prlens doctor` end to end: the real CLI entry against the fake model servers and the fake GitHub
 * on 127.0.0.1, with good and bad keys, a server that is down, and tokens with and without the
 * permissions the action needs. Secrets must never appear in what doctor prints.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../fakes/anthropic-server.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';
import { grantTokens } from '../fakes/github/routes-permissions.js';
import { openaiErrors, startFakeOpenAI } from '../fakes/openai-server.js';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';

const OPENAI_KEY = 'sk-doctor-good-0123456789abcdef';
const ANTHROPIC_KEY = 'sk-ant-doctor-good-0123456789abcdef';
const FULL = 'ghs_full0123456789abcdefghijklmnop';
const NO_PULLS = 'ghs_nopulls0123456789abcdefghijklm';
const CLASSIC = 'ghp_classic0123456789abcdefghijklm';
const CLASSIC_NO_SCOPE = 'ghp_noscope0123456789abcdefghijklm';
const FINE = 'github_pat_fine0123456789abcdefghij';
const SECRETS = [OPENAI_KEY, ANTHROPIC_KEY, FULL, NO_PULLS, CLASSIC, CLASSIC_NO_SCOPE, FINE];

const repo = new TempRepo();
repo.write('README.md', '# doctor\n');
repo.commit('start');

let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>;
let github: FakeGitHub;
let deadUrl: string;

beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: OPENAI_KEY });
  anthropic = await startFakeAnthropic({ apiKey: ANTHROPIC_KEY });
  github = await startFakeGitHub();
  github.state.createPullRequest({ owner: 'octo', repo: 'app', number: 7, head: { 'src/a.ts': 'x\n' } });
  grantTokens(github.state, {
    [FULL]: {
      kind: 'installation',
      permissions: { pull_requests: 'write', contents: 'write', issues: 'write', checks: 'write' },
    },
    [NO_PULLS]: { kind: 'installation', permissions: { contents: 'read', issues: 'write' } },
    [CLASSIC]: { kind: 'classic', login: 'mona', role: 'write', scopes: ['repo', 'read:org'] },
    [CLASSIC_NO_SCOPE]: { kind: 'classic', login: 'mona', role: 'write', scopes: ['gist'] },
    [FINE]: {
      kind: 'fine-grained',
      login: 'mona',
      role: 'read',
      permissions: { pull_requests: 'read', contents: 'read' },
    },
  });
  // A port that was just free: connecting to it is refused.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close(), github.close()]);
});

async function doctor(args: string[], env: Record<string, string | undefined> = {}) {
  const result = await cli(repo.root, ['doctor', ...args], env);
  for (const secret of SECRETS) {
    expect(result.stdout).not.toContain(secret);
    expect(result.stderr).not.toContain(secret);
  }
  return result;
}

const openaiEnv = (key: string) => ({
  PRLENS_PROVIDER: 'openai',
  PRLENS_BASE_URL: openai.url,
  OPENAI_API_KEY: key,
});

describe('prlens doctor: config and model', () => {
  it('says static-only mode without a model and passes with a warning', async () => {
    const { code, stdout } = await doctor([]);
    expect(stdout).toMatch(/^ok {4}config {2}valid: defaults only/m);
    expect(stdout).toMatch(/^warn {2}model {3}no model configured: static rules only/m);
    expect(stdout).toMatch(/fix: set PRLENS_API_KEY/);
    expect(stdout).toMatch(/^-- {4}github {2}no GITHUB_TOKEN or GH_TOKEN/m);
    expect(code).toBe(0);
  });

  it('names the config file and the first error with its fix', async () => {
    repo.write('.github/prlens.yml', 'preset: turbo\n');
    const { code, stdout } = await doctor([]);
    repo.git('clean', '-fdq');
    expect(stdout).toMatch(
      /^FAIL {2}config {2}\.github\/prlens\.yml: 'preset' must be fast, full, deep; got "turbo"/m,
    );
    expect(stdout).toMatch(/fix: edit the file/);
    expect(code).toBe(2);
  });

  it('lists each config file used', async () => {
    repo.write('.github/prlens.yml', 'min-severity: high\n');
    const { code, stdout } = await doctor([], { PRLENS_LANGUAGE: 'de' });
    repo.git('clean', '-fdq');
    expect(stdout).toMatch(/valid: \.github\/prlens\.yml \(repository\), env PRLENS_LANGUAGE/);
    expect(code).toBe(0);
  });

  it('sends one tiny request with a good OpenAI key and reports the latency', async () => {
    const before = openai.requests.length;
    const { code, stdout } = await doctor([], openaiEnv(OPENAI_KEY));
    expect(stdout).toMatch(
      /^ok {4}model {3}openai gpt-4\.1-mini at http:\/\/127\.0\.0\.1:\d+\/v1 answered in \d+ ms/m,
    );
    expect(openai.requests.length - before).toBe(1);
    expect(
      openai.requests.at(-1)?.body.max_completion_tokens ?? openai.requests.at(-1)?.body.max_tokens,
    ).toBeLessThanOrEqual(16);
    expect(code).toBe(0);
  });

  it('explains a rejected key (401) without printing it', async () => {
    const { code, stdout } = await doctor([], openaiEnv('sk-wrong-key-0123456789abcdef'));
    expect(stdout).toMatch(/^FAIL {2}model {3}openai .* the endpoint rejected the key \(401\)/m);
    expect(stdout).toMatch(/fix: set a valid key in PRLENS_API_KEY \(or OPENAI_API_KEY\)/);
    expect(stdout).not.toContain('sk-wrong-key-0123456789abcdef');
    expect(code).toBe(2);
  });

  it('explains a model the endpoint does not serve (404)', async () => {
    openai.enqueue(openaiErrors.modelNotFound('gpt-nope'));
    const { code, stdout } = await doctor([], { ...openaiEnv(OPENAI_KEY), PRLENS_MODEL: 'gpt-nope' });
    expect(stdout).toMatch(/^FAIL {2}model {3}openai gpt-nope .*model 'gpt-nope' not found \(404\)/m);
    expect(stdout).toMatch(/fix: set --model/);
    expect(code).toBe(2);
  });

  it('explains an exhausted quota (429 insufficient_quota)', async () => {
    openai.enqueue(openaiErrors.insufficientQuota());
    const { code, stdout } = await doctor([], openaiEnv(OPENAI_KEY));
    expect(stdout).toMatch(/quota is used up \(429\)/);
    expect(stdout).toMatch(/fix: add credit/);
    expect(code).toBe(2);
  });

  it('reaches Anthropic with a good key', async () => {
    const { code, stdout } = await doctor([], {
      PRLENS_PROVIDER: 'anthropic',
      PRLENS_BASE_URL: anthropic.url,
      ANTHROPIC_API_KEY: ANTHROPIC_KEY,
    });
    expect(stdout).toMatch(/^ok {4}model {3}anthropic claude-sonnet-4-6 .* answered in \d+ ms/m);
    expect(code).toBe(0);
  });

  it('explains a server that is down (connection refused)', async () => {
    const { code, stdout } = await doctor([], { PRLENS_BASE_URL: deadUrl, PRLENS_MODEL: 'local-model' });
    expect(stdout).toMatch(
      /^FAIL {2}model {3}openai-compatible local-model .* cannot reach the endpoint \(connection failed\)/m,
    );
    expect(stdout).toMatch(/fix: check --base-url/);
    expect(code).toBe(2);
  });

  it('takes the --base-url its fixes tell the user to set, and checks that endpoint', async () => {
    const { code, stdout, stderr } = await doctor(['--base-url', deadUrl], { PRLENS_MODEL: 'local-model' });
    expect(stderr).not.toMatch(/unknown option/i);
    expect(stdout).toMatch(/^FAIL {2}model {3}openai-compatible local-model .* cannot reach the endpoint/m);
    expect(code).toBe(2);
  });
});

describe('prlens doctor: the --model its fixes tell the user to set', () => {
  it('takes --model and checks that model (issue 46 point 8)', async () => {
    const before = openai.requests.length;
    const { code, stdout, stderr } = await doctor(['--model', 'gpt-4.1-nano'], openaiEnv(OPENAI_KEY));
    expect(stderr).not.toMatch(/unknown option/i);
    expect(stdout).toMatch(/^ok {4}model {3}openai gpt-4\.1-nano at /m);
    expect(openai.requests.at(-1)?.body.model).toBe('gpt-4.1-nano');
    expect(openai.requests.length - before).toBe(1);
    expect(code).toBe(0);
  });

  it('takes --provider too, checked like review checks it', async () => {
    const { code, stdout, stderr } = await doctor(['--provider', 'openia'], openaiEnv(OPENAI_KEY));
    expect(stderr).not.toMatch(/unknown option/i);
    expect(stdout).toMatch(/^FAIL {2}config .*flag --provider/m);
    expect(code).toBe(2);
  });
});

describe('prlens doctor: GitHub token and permissions', () => {
  const gh = (token: string) => ({ GITHUB_TOKEN: token, GITHUB_API_URL: github.apiUrl });

  it('passes with an installation token that has every permission, inferring writes from the workflow', async () => {
    repo.write(
      '.github/workflows/prlens.yml',
      'on: pull_request\npermissions:\n  contents: write\n  pull-requests: write\njobs:\n  review:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: octo/prlens@v1\n',
    );
    const { code, stdout } = await doctor(['--pr', 'octo/app#7'], gh(FULL));
    repo.git('clean', '-fdq');
    expect(stdout).toMatch(/^ok {4}github {2}token: installation token \(GITHUB_TOKEN or a GitHub App\)/m);
    expect(stdout).toMatch(/^ok {4}github {2}repository octo\/app: readable/m);
    expect(stdout).toMatch(/^ok {4}github {2}read pull request #7: allowed/m);
    expect(stdout).toMatch(/^ok {4}github {2}read comments of #7: allowed/m);
    expect(stdout).toMatch(
      /^ok {4}github {2}write access \(inferred from \.github\/workflows\/prlens\.yml\): pull-requests: write, contents: write/m,
    );
    expect(code).toBe(0);
    expect(github.violations).toEqual([]);
  });

  it('fails, with a fix, on a workflow that does not parse instead of skipping it', async () => {
    repo.write(
      '.github/workflows/prlens.yml',
      'on: pull_request\njobs:\n  review:\n    steps: [\n      - uses: octo/prlens@v1\n',
    );
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh(FULL));
    repo.git('clean', '-fdq');
    expect(stdout).toMatch(
      /^FAIL {2}github {2}\.github\/workflows\/prlens\.yml could not be read \(.+\), so what it grants is unknown$/m,
    );
    expect(stdout).toMatch(/fix: fix the YAML of \.github\/workflows\/prlens\.yml/);
    expect(code).toBe(2);
  });

  it('fails when the workflow grants pull-requests read only', async () => {
    repo.write(
      '.github/workflows/prlens.yml',
      'on: pull_request\njobs:\n  review:\n    permissions:\n      pull-requests: read\n    runs-on: ubuntu-latest\n    steps:\n      - uses: octo/prlens@v1\n',
    );
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh(FULL));
    repo.git('clean', '-fdq');
    expect(stdout).toMatch(
      /^FAIL {2}github {2}\.github\/workflows\/prlens\.yml grants pull-requests: read, prlens needs write/m,
    );
    expect(stdout).toMatch(
      /^warn {2}github {2}.*grants contents: none, prlens needs write \(resolving fixed threads/m,
    );
    expect(code).toBe(2);
  });

  it('fails with 403 "Resource not accessible by integration" when the token lacks pull-requests', async () => {
    const { code, stdout } = await doctor(['--pr', 'octo/app#7'], gh(NO_PULLS));
    expect(stdout).toMatch(
      /^FAIL {2}github {2}read pull request #7: refused \(403 Resource not accessible by integration\)/m,
    );
    expect(stdout).toMatch(/GitHub accepts: pull_requests=read/);
    expect(stdout).toMatch(/^ok {4}github {2}read contents \(the repository config file\): allowed/m);
    expect(code).toBe(2);
    expect(github.violations).toEqual([]);
  });

  it('names the unreachable API URL, with the setting to fix, instead of "500 connect ECONNREFUSED"', async () => {
    const dead = deadUrl.replace(/\/v1$/, '');
    const { code, stdout } = await doctor(['--repo', 'octo/app'], {
      GITHUB_TOKEN: 'ghs_x',
      GITHUB_API_URL: dead,
    });
    expect(stdout).toContain(`cannot reach ${dead}: connection refused`);
    expect(stdout).not.toMatch(/500 connect ECONNREFUSED/);
    expect(stdout).toMatch(/fix: GITHUB_API_URL sets it/);
    expect(code).toBe(2);
  });

  it('fails on a bad token (401) and stops there', async () => {
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh('ghs_not-a-real-token-0000000000'));
    expect(stdout).toMatch(/^FAIL {2}github {2}token: GitHub rejected it \(401 Bad credentials\)/m);
    expect(stdout).not.toMatch(/repository octo\/app/);
    expect(stdout).not.toContain('ghs_not-a-real-token-0000000000');
    expect(code).toBe(2);
  });

  it('reads the scopes of a classic token', async () => {
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh(CLASSIC));
    expect(stdout).toMatch(/^ok {4}github {2}token: classic token of mona, scopes: repo, read:org/m);
    expect(stdout).toMatch(/repository octo\/app: readable \(your role allows write\)/);
    expect(stdout).toMatch(/^ok {4}github {2}write access \(inferred from the scopes and your role\)/m);
    expect(code).toBe(0);
  });

  it('fails a classic token without the repo scope', async () => {
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh(CLASSIC_NO_SCOPE));
    expect(stdout).toMatch(
      /^FAIL {2}github {2}write access: the token has neither the `repo` nor the `public_repo` scope/m,
    );
    expect(code).toBe(2);
  });

  it('says what it cannot ask for a fine-grained token', async () => {
    const { code, stdout } = await doctor(['--repo', 'octo/app'], gh(FINE));
    expect(stdout).toMatch(/token: fine-grained token of mona/);
    expect(stdout).toMatch(
      /^warn {2}github {2}write access cannot be asked without writing; the token needs: pull-requests: write/m,
    );
    expect(code).toBe(0);
  });

  it("takes the repository from the clone's origin remote when none is given", async () => {
    repo.git('remote', 'add', 'origin', 'https://github.com/octo/app.git');
    const { code, stdout } = await doctor([], gh(FULL));
    repo.git('remote', 'remove', 'origin');
    expect(stdout).toMatch(/^ok {4}github {2}repository octo\/app: readable/m);
    expect(stdout).toMatch(/^ok {4}github {2}read pull requests: allowed/m);
    expect(code).toBe(0);
  });

  it('says it has no repository to check outside a GitHub clone', async () => {
    const { code, stdout } = await doctor([], gh(FULL));
    expect(stdout).toMatch(/^-- {4}github {2}no repository to check/m);
    expect(stdout).toMatch(/fix: pass --repo OWNER\/REPO or --pr OWNER\/REPO#N/);
    expect(code).toBe(0);
  });

  it('names a repository the token cannot see', async () => {
    const { code, stdout } = await doctor(['--repo', 'octo/missing'], gh(FULL));
    expect(stdout).toMatch(
      /^FAIL {2}github {2}repository octo\/missing: not found, or this token cannot see it/m,
    );
    expect(code).toBe(2);
  });

  it('rejects a malformed --pr with the form to use', async () => {
    const { code, stderr } = await doctor(['--pr', 'octo/app/7']);
    expect(stderr).toMatch(/--pr must look like OWNER\/REPO#N, e.g\. octo\/app#42; got 'octo\/app\/7'/);
    expect(code).toBe(2);
  });
});
