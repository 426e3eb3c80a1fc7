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
}, 60_000);
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("other tools' results through the action", () => {
  const s = useScenario();

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
});
