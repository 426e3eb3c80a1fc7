/**
 * End to end on the fake GitHub, in-process: an earlier workflow step ran ESLint with
 * @microsoft/eslint-formatter-sarif and left eslint.sarif in the workspace; the action's `sarif`
 * input feeds it in. The result on an added line is posted once, joined with the static rule that
 * flags the same `eval` (one comment naming both); the result on a line the PR did not touch is
 * counted in the summary and never posted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayload } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const BASE = { 'src/run.js': 'const old = eval(legacy);\n' };
const HEAD = {
  'src/run.js': [
    'const old = eval(legacy);',
    'export function run(input) {',
    '  return eval(input);',
    '}',
    '',
  ].join('\n'),
};

type SarifFormatter = (results: ESLint.LintResult[], data: ESLint.LintResultData) => string;

let workspace = '';

/** The workflow's earlier step: the head checked out, `eslint -f @microsoft/eslint-formatter-sarif -o eslint.sarif`. */
async function lintStep(dir: string): Promise<void> {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src/run.js'), HEAD['src/run.js']);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.js'], rules: { 'no-eval': 'error' } }],
  });
  const results = await eslint.lintFiles(['src/run.js']);
  const format = createRequire(import.meta.url)('@microsoft/eslint-formatter-sarif') as SarifFormatter;
  writeFileSync(
    path.join(dir, 'eslint.sarif'),
    format(results, { cwd: dir, rulesMeta: eslint.getRulesMetaForResults(results) }),
  );
}

beforeAll(async () => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'prlens-workspace-'));
  await lintStep(workspace);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const MODEL_KEY = 'sk-fake-model-key-0123456789';

/** The model flags the same `eval` the rule and ESLint flag, and the audit keeps everything. */
function modelAnswer(request: RecordedRequest): OpenAIReply {
  if (request.body.response_format?.json_schema?.name === 'reflection_verdicts') {
    const user = String(request.body.messages.at(-1).content);
    const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  const finding = {
    path: 'src/run.js',
    line: 3,
    start_line: null,
    side: 'RIGHT',
    severity: 'critical',
    category: 'injection',
    lens: 'security',
    title: 'Code injection: eval runs the caller-controlled input',
    body: 'Anyone who controls `input` runs code in this process.',
    suggestion: null,
    anchor: '  return eval(input);',
    confidence: 0.95,
  };
  return { kind: 'success', json: { findings: [finding] } };
}

describe("other tools' results through the action", () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('posts the ESLint result on an added line once, with the static rule; counts the one off the diff', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { sarif: 'eslint.sarif\n# the type check writes none on this PR\n' },
      env: { GITHUB_WORKSPACE: workspace },
    });
    expect(run.core?.failures).toEqual([]);
    const comments = fake.state.reviewComments.map((c) => ({ path: c.path, line: c.line, body: c.body }));
    expect(comments.map((c) => `${c.path}:${c.line}`)).toEqual(['src/run.js:3']);
    expect(comments[0]!.body).toContain('`eslint: no-eval`');
    expect(comments[0]!.body).toContain('prlens rule `js-eval`');
    const summary = fake.state.issueComments.map((c) => c.body).join('\n');
    expect(summary).toContain('1 result of ESLint not posted');
    expect(run.outputs.incomplete).toBe('false');
  });

  it('a result file that does not parse is a warning naming it, and the review still runs (incomplete)', async () => {
    writeFileSync(
      path.join(workspace, 'broken.sarif'),
      '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":{}}]}',
    );
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { sarif: 'broken.sarif' },
      env: { GITHUB_WORKSPACE: workspace },
    });
    expect(run.outputs.incomplete).toBe('true');
    const summary = fake.state.issueComments.map((c) => c.body).join('\n');
    // Markdown escapes the brackets: the text a reader sees is the JSON path.
    expect(summary).toMatch(/broken\.sarif: runs\\?\[0\\?\]\.results: expected an array/);
    // The static rule still reviewed the change.
    expect(fake.state.reviewComments.map((c) => `${c.path}:${c.line}`)).toEqual(['src/run.js:3']);
  });

  it('ESLint, a static rule and the model on the same eval: one inline comment naming all three', async () => {
    s.openai.setHandler(modelAnswer);
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { sarif: 'eslint.sarif', 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm' },
      env: { GITHUB_WORKSPACE: workspace },
    });
    expect(run.core?.failures).toEqual([]);
    const comments = fake.state.reviewComments;
    expect(comments.map((c) => `${c.path}:${c.line}`)).toEqual(['src/run.js:3']);
    const body = comments[0]!.body;
    expect(body).toContain('Merged from 3 findings of the same problem');
    expect(body).toContain('`eslint: no-eval`');
    expect(body).toContain('prlens rule `js-eval`');
    expect(body).toContain('security lens');
    // The lens was told what was already reported, as data in its own delimiters.
    const lensCall = s.openai.requests.find(
      (r) =>
        r.body.response_format?.json_schema?.name !== 'reflection_verdicts' &&
        JSON.stringify(r.body.messages).includes('Already reported'),
    );
    expect(lensCall, 'a lens prompt with the known list').toBeDefined();
    const system = String(lensCall!.body.messages[0].content);
    expect(system).toMatch(/src\/run\.js:3 · eslint: no-eval · /);
    expect(system).toMatch(/src\/run\.js:3 · prlens rule js-eval · /);
  });
});
