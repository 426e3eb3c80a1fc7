/**
 * Secrets a model echoes must not be published, through the BUILT action (dist/index.js) against the
 * fake GitHub and the fake OpenAI server. The configured model key and the GitHub token have shapes
 * no key pattern knows (a gateway key full of characters that JSON, Markdown and HTML escape; an
 * old-style 40-hex token), the change under review carries both, and the model quotes both in its
 * findings and in the PR description it writes. Neither may appear in any request body GitHub
 * receives (reviews, inline comments, the summary, the check run and its annotations, labels, the
 * description), in any file the run leaves (report, job summary, outputs, transcript), in the log,
 * or in any prompt sent to the model.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { gate } from '../fakes/github/routes-gate.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import { keepAll, schemaName } from './model-helpers.js';

/** A gateway key: quotes, backslash, angle brackets, Markdown emphasis, an ampersand and a pipe. */
const MODEL_KEY = 'gw"live"\\7Qx<key>*em*_u_&z|42';
/** A token as GitHub Enterprise and pre-2021 classic PATs look: 40 hex digits, no `ghp_` prefix. */
const GITHUB_TOKEN = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';
const SECRETS = { 'model key': MODEL_KEY, 'GitHub token': GITHUB_TOKEN } as const;

const FILE = 'src/gateway.ts';
const HEAD = {
  [FILE]: [
    "export const endpoint = 'https://gateway.example.internal';",
    `// staging gateway key, remove before merge: ${MODEL_KEY}`,
    `// token from the CI log: ${GITHUB_TOKEN}`,
    'export function connect(secret: string): string {',
    '  return `${endpoint}?k=${secret}`;',
    '}',
    '',
  ].join('\n'),
};

/** What the model answers: every text field quotes both secrets. */
function answer(request: RecordedRequest): OpenAIReply {
  const name = schemaName(request);
  if (name === 'reflection_verdicts') return { kind: 'success', json: keepAll(request) };
  if (name === 'pr_description') {
    return {
      kind: 'success',
      json: {
        summary: `Connects with the key ${MODEL_KEY} and token ${GITHUB_TOKEN}.`,
        change_type: 'feature',
        files: [{ path: FILE, summary: `adds ${MODEL_KEY}` }],
        flow: null,
      },
    };
  }
  const base = {
    path: FILE,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    lens: 'security',
    confidence: 0.9,
  };
  return {
    kind: 'success',
    json: {
      findings: [
        {
          ...base,
          line: 1,
          category: 'secrets',
          title: `Hard-coded gateway key ${MODEL_KEY}`,
          body: `The key ${MODEL_KEY} and the runner token ${GITHUB_TOKEN} are in the source.`,
          suggestion: `export const endpoint = process.env.GATEWAY ?? '${MODEL_KEY}';`,
          anchor: "export const endpoint = 'https://gateway.example.internal';",
        },
        {
          ...base,
          line: 40,
          category: 'token-leak',
          title: `Token ${GITHUB_TOKEN} logged`,
          body: `Printed next to ${MODEL_KEY}.`,
          suggestion: null,
          anchor: 'console.log(token)',
        },
      ],
    },
  };
}

/** Every form a renderer may give a secret: as is, JSON- or Markdown-escaped, HTML entities, URL. */
function leaks(text: string, secret: string): boolean {
  const decoded = text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const unescaped = (s: string) => s.replace(/\\/g, '');
  return (
    text.includes(secret) ||
    text.includes(encodeURIComponent(secret)) ||
    unescaped(decoded).includes(unescaped(secret))
  );
}

function expectNoSecret(label: string, text: string): void {
  for (const [name, secret] of Object.entries(SECRETS)) {
    expect(leaks(text, secret), `${label} contains the ${name}`).toBe(false);
  }
}

/** Every file under `dir` but the event payload (the runner's input, not the run's output). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name === 'event.json' ? [] : [full];
  });
}

describe('secrets echoed by the model (dist/index.js against the fake GitHub and model)', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = s.openai;
    model.setHandler(answer);
  });

  it('secrets: the model quotes the configured key and the GitHub token (odd shapes) → in no request to GitHub, no file, no log, no prompt', async () => {
    fake = await s.github({ token: GITHUB_TOKEN });
    const pull = fake.state.createPullRequest({ head: HEAD });
    // The built bundle: no secret may reach the real process's stdout or stderr either.
    const run = await s.builtAction({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: {
        'github-token': GITHUB_TOKEN,
        'api-key': MODEL_KEY,
        provider: 'openai-compatible',
        'base-url': model.url,
        model: 'm',
        'check-run': 'true',
        labels: 'true',
      },
      env: { PRLENS_DESCRIBE_ON_OPEN: 'true' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const inline = fake.state.reviewComments.map((c) => c.body).join('\n');

    // GitHub: every request body (REST and GraphQL) and everything its records now hold.
    for (const r of fake.requests) {
      expectNoSecret(`${r.method} ${r.path} body`, JSON.stringify(r.body ?? ''));
      expectNoSecret(`${r.method} ${r.path} query`, JSON.stringify(r.query));
    }
    expectNoSecret('review comments', inline);
    expectNoSecret('reviews', fake.state.reviews.map((r) => r.body).join('\n'));
    expectNoSecret('issue comments', fake.state.issueComments.map((c) => c.body).join('\n'));
    expectNoSecret('check runs', JSON.stringify(gate(fake.state).checkRuns));
    expectNoSecret('PR description', pull.body ?? '');

    // The run's own outputs: the log (but the runner's `::add-mask::` commands, which the runner
    // consumes to mask its log), every file it wrote (report, job summary, outputs, transcript).
    const log = [...run.stdout.split('\n'), ...run.stderr.split('\n')]
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expectNoSecret('log', log);
    expectNoSecret('job summary', run.jobSummary);
    const files = filesUnder(run.dir);
    expect(files.some((f) => f.endsWith('prlens-report.json'))).toBe(true);
    expect(files.some((f) => f.endsWith('.jsonl'))).toBe(true);
    for (const file of files) expectNoSecret(path.relative(run.dir, file), readFileSync(file, 'utf8'));

    // The model: no prompt carries them (the diff did); the key only in its own auth header.
    expect(model.requests.length).toBeGreaterThan(0);
    for (const r of model.requests) {
      expectNoSecret('prompt', JSON.stringify(r.body));
      expect(r.headers.authorization).toBe(`Bearer ${MODEL_KEY}`);
    }

    // Published, masked (not dropped): the finding is inline, in the summary, the check run and the description.
    expect(inline).toContain('Hard-coded gateway key ***');
    const summary = fake.state.issueComments.find((c) => c.body.startsWith('<!-- prlens:summary'))!.body;
    expect(summary).toMatch(/Token \*\*\*|Token \\\*\\\*\\\*/);
    const [check] = gate(fake.state).checkRuns;
    expect(JSON.stringify(check)).toContain('Hard-coded gateway key ***');
    expect(pull.body).toContain('Connects with the key ***');
    expect(run.outputs.findings).not.toBe('0');
  });
});
