/**
 * `prlens ask` and `prlens describe` in process against the fake GitHub and the fake OpenAI server:
 * the token from GITHUB_TOKEN, the API from GITHUB_API_URL, nothing written without --post, and the
 * flag mistakes named with their fix.
 */
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { REPLY_MARKER } from '../../src/github/command-io.js';
import { DESCRIBE_START } from '../../src/report/describe-section.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { type ScriptedServer, type OpenAIReply } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';

const TOKEN = 'ghp_cliCommandsToken0123456789abcdefghij';
const KEY = 'sk-cli-commands-key-0123456789';
const scene = useScenario({ openai: { apiKey: KEY } });
let fake: FakeGitHub;
let model: ScriptedServer<OpenAIReply>;

beforeEach(async () => {
  model = scene.openai;
  fake = await scene.github({ token: TOKEN, tokenKind: 'user', viewerLogin: 'me' });
  fake.state.createPullRequest({
    number: 7,
    body: 'Author text.',
    base: { 'src/a.ts': 'export const a = 1;\n' },
    head: { 'src/a.ts': 'export const a = 2;\n' },
  });
});

const env = () => ({
  GITHUB_TOKEN: TOKEN,
  GITHUB_API_URL: fake.apiUrl,
  GITHUB_GRAPHQL_URL: fake.graphqlUrl,
  PRLENS_API_KEY: KEY,
  PRLENS_PROVIDER: 'openai',
  PRLENS_BASE_URL: model.url,
  PRLENS_MODEL: 'm',
});

describe('prlens ask', () => {
  it('prints the answer as JSON and posts nothing without --post; --post answers on the PR', async () => {
    model.setHandler(() => ({
      kind: 'success',
      json: {
        answer: 'It is 2 now.',
        found_in_code: true,
        citations: [{ path: 'src/a.ts', line: 1, end_line: null, side: 'RIGHT' }],
        need_files: [],
      },
    }));
    const dry = await cli(
      os.tmpdir(),
      ['ask', '--pr', 'octo-org/octo-repo#7', 'what', 'is', 'a?', '--format', 'json'],
      env(),
    );
    expect(dry.stderr).not.toContain(TOKEN);
    expect(dry.code).toBe(0);
    const json = JSON.parse(dry.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      question: 'what is a?',
      answer: 'It is 2 now.',
      found_in_code: true,
      comment_id: null,
    });
    expect(json.citations).toEqual([{ path: 'src/a.ts', line: 1, end_line: null, side: 'RIGHT' }]);
    expect(fake.state.issueComments).toEqual([]);

    const posted = await cli(
      os.tmpdir(),
      ['ask', '--pr', 'octo-org/octo-repo#7', 'what is a?', '--post'],
      env(),
    );
    expect(posted.code).toBe(0);
    expect(posted.stdout).toContain('It is 2 now.');
    expect(fake.state.issueComments).toHaveLength(1);
    expect(fake.state.issueComments[0]!.body).toContain(REPLY_MARKER);
  });

  it('names the missing pieces: the question, --pr, the format, and GITHUB_TOKEN', async () => {
    const noQuestion = await cli(os.tmpdir(), ['ask', '--pr', 'octo-org/octo-repo#7'], env());
    expect(noQuestion.code).toBe(2);
    expect(noQuestion.stderr).toMatch(/needs a question/);
    expect((await cli(os.tmpdir(), ['ask', 'why?'], env())).stderr).toMatch(/needs --pr OWNER\/REPO#N/);
    expect((await cli(os.tmpdir(), ['ask', '--pr', 'x#1', 'q'], env())).stderr).toMatch(/OWNER\/REPO#NUMBER/);
    expect(
      (await cli(os.tmpdir(), ['ask', '--pr', 'o/r#1', 'q', '--format', 'sarif'], env())).stderr,
    ).toMatch(/--format for ask must be text or json/);
    const noToken = await cli(os.tmpdir(), ['ask', '--pr', 'octo-org/octo-repo#7', 'q'], {
      ...env(),
      GITHUB_TOKEN: '',
    });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/GITHUB_TOKEN is not set/);
  });

  it('with no model configured says a model is needed before it contacts GitHub', async () => {
    const { PRLENS_API_KEY: _key, PRLENS_PROVIDER: _provider, PRLENS_BASE_URL: _url, ...noModel } = env();
    const home = mkdtempSync(path.join(os.tmpdir(), 'prlens-ask-home-'));
    const run = await cli(os.tmpdir(), ['ask', '--pr', 'octo-org/octo-repo#7', 'why?'], {
      ...noModel,
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, 'xdg'),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /prlens ask needs a language model and none is configured: set PRLENS_API_KEY/,
    );
    expect(fake.requests).toEqual([]);
  });

  it('a file the question names that GitHub refuses to serve is named as unread, and the answer exits 2', async () => {
    fake.state.createPullRequest({
      number: 8,
      base: { 'src/a.ts': 'export const a = 1;\n', 'src/config.ts': 'export const port = 80;\n' },
      head: { 'src/a.ts': 'export const a = 2;\n', 'src/config.ts': 'export const port = 80;\n' },
    });
    model.setHandler(() => ({
      kind: 'success',
      json: { answer: 'Port 80.', found_in_code: true, citations: [], need_files: [] },
    }));
    const ask = [
      'ask',
      '--pr',
      'octo-org/octo-repo#8',
      'what port does src/config.ts use?',
      '--format',
      'json',
    ];
    const read = await cli(os.tmpdir(), ask, env());
    expect(read.code, read.stderr).toBe(0);
    const readJson = JSON.parse(read.stdout) as Record<string, unknown>;
    expect(readJson.files_read).toEqual(['src/config.ts']);

    // What a token without contents: read gets: https://docs.github.com/rest/repos/contents#get-repository-content
    fake.faults.inject({ kind: 'not-accessible', path: /\/contents\/src(\/|%2F)config\.ts$/, times: 5 });
    const refused = await cli(os.tmpdir(), ask, env());
    expect(refused.code).toBe(2);
    const json = JSON.parse(refused.stdout) as {
      files_read: string[];
      warnings: string[];
      incomplete: boolean;
    };
    expect(json.files_read).toEqual([]);
    expect(json.incomplete).toBe(true);
    expect(json.warnings.join('\n')).toMatch(
      /could not read src\/config\.ts at [0-9a-f]{40} \(.*Resource not accessible/,
    );
    expect(refused.stderr).toMatch(/answer is incomplete/);
    fake.faults.inject({ kind: 'not-accessible', path: /\/contents\/src(\/|%2F)config\.ts$/, times: 5 });
    const text = await cli(os.tmpdir(), ask.slice(0, -2), env());
    expect(text.stdout).toMatch(/\[!WARNING\]\n> prlens could not read `src\/config\.ts` at the head/);
    // A file that read fine is not a warning.
    expect(readJson).toMatchObject({ warnings: [], incomplete: false });
  });

  it('without a model says so and exits 2, never inventing an answer', async () => {
    const run = await cli(
      os.tmpdir(),
      ['ask', '--pr', 'octo-org/octo-repo#7', 'q?', '--provider', 'none'],
      env(),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/prlens ask needs a language model/);
    expect(run.stdout).toBe('');
    expect(fake.requests).toEqual([]);
  });
});

describe('prlens describe', () => {
  it('prints the section, and --post writes it into the description after the author text', async () => {
    model.setHandler(() => ({
      kind: 'success',
      json: {
        summary: 'Bumps a.',
        change_type: 'chore',
        files: [{ path: 'src/a.ts', summary: 'a is 2' }],
        flow: null,
      },
    }));
    const dry = await cli(os.tmpdir(), ['describe', '--pr', 'octo-org/octo-repo#7'], env());
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Bumps a.');
    expect(fake.state.pull(7).body).toBe('Author text.');
    const posted = await cli(os.tmpdir(), ['describe', '--pr', 'octo-org/octo-repo#7', '--post'], env());
    expect(posted.code).toBe(0);
    expect(fake.state.pull(7).body).toMatch(new RegExp(`^Author text\\.\\n\\n${DESCRIBE_START}`));
    expect(
      (await cli(os.tmpdir(), ['describe', '--pr', 'octo-org/octo-repo#7', 'extra'], env())).stderr,
    ).toMatch(/unexpected argument 'extra'/);
  });
});

describe('prlens ask and describe and a path the config excludes', () => {
  // The repo config (read from the base) excludes secrets/**; the PR changes a file there and one
  // outside it, and the question names an unchanged file there.
  beforeEach(() => {
    const config = 'exclude:\n  - secrets/**\n';
    fake.state.createPullRequest({
      number: 9,
      base: {
        '.github/prlens.yml': config,
        'src/a.ts': 'export const a = 1;\n',
        'secrets/keys.ts': 'export const staging = "old-value";\n',
        'secrets/prod.ts': 'export const prodKey = "kept-out-of-prompts";\n',
      },
      head: {
        '.github/prlens.yml': config,
        'src/a.ts': 'export const a = 2;\n',
        'secrets/keys.ts': 'export const staging = "new-staging-value";\n',
        'secrets/prod.ts': 'export const prodKey = "kept-out-of-prompts";\n',
      },
    });
  });
  const sent = () => model.requests.map((r) => JSON.stringify(r.body)).join('\n');

  it('ask sends neither an excluded diff nor an excluded file the question names, and says so', async () => {
    model.setHandler(() => ({
      kind: 'success',
      json: { answer: 'a is 2.', found_in_code: true, citations: [], need_files: ['secrets/prod.ts'] },
    }));
    const run = await cli(
      os.tmpdir(),
      ['ask', '--pr', 'octo-org/octo-repo#9', 'what do src/a.ts and secrets/prod.ts hold?'],
      env(),
    );
    expect(run.code).toBe(0);
    expect(sent()).toContain('export const a = 2;');
    expect(sent()).not.toContain('new-staging-value');
    expect(sent()).not.toContain('kept-out-of-prompts');
    expect(run.stdout).toContain(
      'not shown, excluded from review by configuration: `secrets/keys.ts`, `secrets/prod.ts`',
    );
  });

  it('describe lists an excluded file in its table but never sends its diff to the model', async () => {
    model.setHandler(() => ({
      kind: 'success',
      json: { summary: 'Bumps a.', change_type: 'chore', files: [], flow: null },
    }));
    const run = await cli(os.tmpdir(), ['describe', '--pr', 'octo-org/octo-repo#9'], env());
    expect(run.code).toBe(0);
    expect(sent()).toContain('export const a = 2;');
    expect(sent()).not.toContain('new-staging-value');
    expect(run.stdout).toContain('secrets/keys.ts');
  });
});
