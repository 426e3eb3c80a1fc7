/**
 * A rejection must not hide a finding it never saw (issue 42 point 4), through the action in-process
 * on the fake GitHub, static rules plus another tool's SARIF. A maintainer 👎s the `js-eval` rule's
 * finding; the next run also reads a Semgrep result on the same line, graded critical by the base
 * config. The two describe one problem and merge, and the merged comment carries the rule's
 * fingerprint (rules are deterministic), so a rejection applied after the merge removed the
 * critical result with it and the gate passed. Rejections apply per finding, before the merge.
 * The other way round (issue 43 point 2): a 👎 on the model's finding, then a push that makes the
 * rule flag the line above; the merged comment took the rejected finding's title and source.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayload } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { gate } from '../fakes/github/routes-gate.js';
import { addReaction } from '../fakes/github/routes-reactions.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';
import { fingerprints, readReport } from './github-helpers.js';

const CONFIG = 'sarif-severity:\n  semgrep:\n    error: critical\n';
const BASE = {
  '.github/prlens.yml': CONFIG,
  'src/run.js': 'export function run(input) {\n  return JSON.parse(input);\n}\n',
};
const HEAD = { 'src/run.js': 'export function run(input) {\n  return eval(input);\n}\n' };

/** What `semgrep --sarif` writes for the eval on line 2 (trimmed to the fields prlens reads). */
const SEMGREP = {
  version: '2.1.0',
  runs: [
    {
      tool: { driver: { name: 'Semgrep', rules: [{ id: 'javascript.lang.security.eval-injection' }] } },
      results: [
        {
          ruleId: 'javascript.lang.security.eval-injection',
          level: 'error',
          message: { text: 'Code injection: eval() of a value the caller controls' },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: 'src/run.js' },
                region: { startLine: 2, startColumn: 10, endLine: 2, endColumn: 21 },
              },
            },
          ],
        },
      ],
    },
  ],
};

let workspace = '';
beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'prlens-rejected-merge-'));
  writeFileSync(path.join(workspace, 'semgrep.sarif'), JSON.stringify(SEMGREP));
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const MODEL_KEY = 'sk-fake-model-key-0123456789';
const MODEL_TITLE = "Code injection: the caller's input runs as a script";
const SCRIPT = [
  'export function run(input) {',
  '  const code = String(input);',
  '  return globalThis.runScript(code);',
  '}',
  '',
];

/** The model flags the runScript call on line 3, whatever else the change holds. */
function modelAnswer(request: RecordedRequest): OpenAIReply {
  const finding = {
    path: 'src/run.js',
    line: 3,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'injection',
    lens: 'security',
    title: MODEL_TITLE,
    body: 'Whoever controls `input` chooses the script that runs.',
    suggestion: null,
    anchor: SCRIPT[2]!.trim(),
    confidence: 0.9,
  };
  const asked = JSON.stringify(request.body.messages).includes('runScript');
  return { kind: 'success', json: { findings: asked ? [finding] : [] } };
}

describe('a rejection and the merge of one problem (the action against the fake GitHub)', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('rejection: a 👎 on the rule finding, then another tool reports the same eval as critical → posted, the gate fails', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    gate(fake.state).permissions.set('maintainer', 'write');
    const payload = webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });
    const inputs = { 'fail-on': 'critical', 'check-run': 'true' };

    const first = await s.action({ eventName: 'pull_request', payload, inputs });
    expect(first.code, first.stdout).toBe(0);
    const [ruleFp] = fingerprints(fake);
    const root = fake.state.reviewComments.find((c) => c.body.includes(ruleFp!))!;
    expect(root.body).toContain('js-eval');
    addReaction(fake.state, 'pull_request_review_comment', root.id, fake.state.actor('maintainer'), '-1');

    const second = await s.action({
      eventName: 'pull_request',
      payload,
      inputs: { ...inputs, sarif: 'semgrep.sarif' },
      env: { GITHUB_WORKSPACE: workspace },
    });
    const report = readReport(second);
    expect(report.findings.map((f) => [f.severity, f.rule])).toEqual([
      ['critical', 'javascript.lang.security.eval-injection'],
    ]);
    expect(report.findings[0]!.fingerprint).not.toBe(ruleFp);
    expect(second.code, second.stdout).toBe(1);
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
    // Posted on its own: the rejected rule finding lends it neither its place in a merge nor its text.
    const posted = fake.state.reviewComments.filter((c) => c.id !== root.id && c.inReplyToId === undefined);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toContain('Code injection: eval() of a value the caller controls');
    expect(posted[0]!.body).not.toContain('Merged from');
    expect(posted[0]!.body).not.toContain('js-eval');
    const summary = fake.state.issueComments.find((c) => c.body.startsWith('<!-- prlens:summary'))!.body;
    expect(summary).toContain('1 finding suppressed this run');
  });

  it('rejection: a 👎 on the model finding, then a push makes the rule flag the line above → the rule comment alone, without the rejected title', async () => {
    s.openai.setHandler(modelAnswer);
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.js': SCRIPT.join('\n') } });
    gate(fake.state).permissions.set('maintainer', 'write');
    const model = { 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm', reflect: 'false' };
    const payload = () => webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });

    const first = await s.action({ eventName: 'pull_request', payload: payload(), inputs: model });
    expect(first.core?.failures).toEqual([]);
    const [root, ...others] = fake.state.reviewComments;
    expect(others).toEqual([]);
    expect(root!.body).toContain(MODEL_TITLE);
    addReaction(fake.state, 'pull_request_review_comment', root!.id, fake.state.actor('maintainer'), '-1');

    // The push puts an eval on line 2: the rule flags it, next to the model's (rejected) line 3.
    const evalLine = SCRIPT.map((l, i) => (i === 1 ? '  const code = eval(input);' : l));
    fake.state.push(pull.number, { 'src/run.js': evalLine.join('\n') });
    const second = await s.action({ eventName: 'pull_request', payload: payload(), inputs: model });
    expect(second.core?.failures).toEqual([]);
    const report = readReport(second);
    expect(report.findings.map((f) => [f.line, f.rule])).toEqual([[2, 'js-eval']]);
    const posted = fake.state.reviewComments.filter((c) => c.id !== root!.id && c.inReplyToId === undefined);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toContain('js-eval');
    expect(posted[0]!.body).not.toContain(MODEL_TITLE);
    expect(posted[0]!.body).not.toContain('Merged from');
    expect(posted[0]!.body).not.toContain('security lens');
  });

  it('rejection: a 👎 on a comment that merged the rule and another tool → both members rejected, nothing posted, the gate passes', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    gate(fake.state).permissions.set('maintainer', 'write');
    const payload = webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });
    const run = () =>
      s.action({
        eventName: 'pull_request',
        payload,
        inputs: { 'fail-on': 'critical', sarif: 'semgrep.sarif' },
        env: { GITHUB_WORKSPACE: workspace },
      });

    const first = await run();
    expect(first.code, first.stdout).toBe(1);
    const [root, ...others] = fake.state.reviewComments;
    expect(others).toEqual([]);
    expect(root!.body).toContain('Merged from 2 findings of the same problem');
    expect(readReport(first).findings).toHaveLength(1);
    addReaction(fake.state, 'pull_request_review_comment', root!.id, fake.state.actor('maintainer'), '-1');

    const second = await run();
    expect(readReport(second).findings).toEqual([]);
    expect(second.code, second.stdout).toBe(0);
    expect(fake.state.reviewComments).toHaveLength(1);
    const summary = fake.state.issueComments.find((c) => c.body.startsWith('<!-- prlens:summary'))!.body;
    expect(summary).toContain('2 findings suppressed this run');
  });
});
