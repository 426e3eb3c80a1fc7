/**
 * End to end: the action (in-process, tests/support/action.ts; the first review and the fork run through the built dist/index.js) against the fake GitHub and the fake model server, driven by
 * real webhook payloads, exactly as a runner starts it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import type { PullRequestRecord } from '../fakes/github/index.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import { startProxy } from '../fakes/github/proxy.js';
import { TOKEN, runAction } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-0123456789';
const BASE = {
  'src/run.ts': 'export function run(input: string): unknown {\n  return JSON.parse(input);\n}\n',
};
const RUN_TS = [
  "import { execSync } from 'node:child_process';",
  '',
  'export function run(input: string): unknown {',
  '  return eval(input);',
  '}',
  '',
  'export function list(dir: string): string {',
  '  return execSync(`ls ${dir}`).toString();',
  '}',
  '',
].join('\n');
const FIXED_RUN_TS = RUN_TS.replace('return eval(input);', 'return JSON.parse(input);');
const LIMIT_TS =
  "export function at(items: string[], index: number): string {\n  if (index > items.length) {\n    return '';\n  }\n  return items[index]!;\n}\n";

/** The model: one off-by-one finding when it sees src/limit.ts, keeps every finding on audit. */
function modelAnswer(request: RecordedRequest): OpenAIReply {
  const prompt = JSON.stringify(request.body.messages);
  if (request.body.response_format?.json_schema?.name === 'reflection_verdicts') {
    const user = String(request.body.messages.at(-1).content);
    const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    const verdicts = ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null }));
    return { kind: 'success', json: { verdicts } };
  }
  const findings = prompt.includes('src/limit.ts')
    ? [
        {
          path: 'src/limit.ts',
          line: 2,
          start_line: null,
          side: 'RIGHT',
          severity: 'high',
          category: 'off-by-one',
          lens: 'correctness',
          title: 'Off-by-one: index equal to length passes the guard',
          body: '`items[items.length]` is undefined.',
          suggestion: null,
          anchor: 'if (index > items.length) {',
          confidence: 0.9,
        },
      ]
    : [];
  return { kind: 'success', json: { findings } };
}

const summaries = (fake: FakeGitHub) =>
  fake.state.issueComments.filter((c) => c.body.startsWith('<!-- prlens:summary'));
const submitted = (fake: FakeGitHub) => fake.state.reviews.filter((r) => r.state !== 'PENDING');
const fingerprints = (fake: FakeGitHub) =>
  fake.state.reviewComments
    .filter((c) => c.inReplyToId === undefined)
    .map((c) => /<!-- prlens:fp=(\S+) -->/.exec(c.body)?.[1]);

function event(
  fake: FakeGitHub,
  name: 'pull_request.opened' | 'pull_request.synchronize',
  pull: PullRequestRecord,
  before?: string,
) {
  return webhookPayload(name, { pull, apiUrl: fake.apiUrl, ...(before ? { before } : {}) });
}

describe('the action against the fake GitHub', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = s.openai;
    model.setHandler(modelAnswer);
  });

  const modelInputs = () => ({ 'api-key': MODEL_KEY, 'base-url': model.url, model: 'm' });

  // The first run goes through the built bundle (dist/index.js): a smoke test of what the runner runs.
  it('reviews a PR once, re-runs without repeating itself, and reviews a push incrementally', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { 'src/run.ts': RUN_TS, 'src/limit.ts': LIMIT_TS },
    });

    const calls = model.requests.length;
    const first = await s.builtAction({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
      inputs: modelInputs(),
    });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // The review as a page beside the JSON report: the finding, linked at the head commit, one
    // timeline bar per model call; the job summary says where it is.
    expect(first.outputs['report-html']).toBe(path.join(first.dir, 'prlens-report.html'));
    const page = readFileSync(first.outputs['report-html']!, 'utf8');
    expect(page).toContain('Off-by-one: index equal to length passes the guard');
    expect(page).toContain(
      `href="https://github.com/octo-org/octo-repo/blob/${pull.headSha}/src/limit.ts#L2"`,
    );
    expect(page.match(/<rect class="bar/g)).toHaveLength(model.requests.length - calls);
    expect(first.jobSummary).toContain(`\`${first.outputs['report-html']}\` (step output \`report-html\`)`);
    expect(submitted(fake)).toHaveLength(1);
    const posted = fingerprints(fake);
    expect(posted.length).toBeGreaterThanOrEqual(3); // eval, exec (static rules), off-by-one (model)
    expect(first.outputs).toMatchObject({
      findings: String(posted.length),
      'review-id': String(submitted(fake)[0]!.id),
      incomplete: 'false',
    });
    expect(summaries(fake)).toHaveLength(1);
    expect(summaries(fake)[0]!.body).toContain(pull.headSha); // the watermark
    expect(first.jobSummary).toContain('## prlens review');
    // The runner hides what follows ::add-mask:: and strips those lines; nothing else may show a secret.
    const shown = first.stdout.replace(/^::add-mask::.*$/gm, '') + first.jobSummary;
    expect(shown).not.toContain(MODEL_KEY);
    expect(shown).not.toContain(TOKEN);

    const rerun = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
      inputs: modelInputs(),
    });
    expect(rerun.code).toBe(0);
    // `findings` counts what the gate counts: the three still open, though none is posted again.
    expect(rerun.outputs.findings).toBe('3');
    expect(rerun.outputs['review-id']).toBe('');
    expect(submitted(fake)).toHaveLength(1);
    expect(summaries(fake)).toHaveLength(1);

    const before = pull.headSha;
    fake.state.push(pull.number, { 'src/run.ts': FIXED_RUN_TS });
    const push = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.synchronize', pull, before),
      inputs: modelInputs(),
    });
    expect(push.code).toBe(0);
    expect(push.stdout).toMatch(/incremental review: 1 of 2 file/);
    expect(summaries(fake)).toHaveLength(1);
    expect(summaries(fake)[0]!.body).toMatch(/Incremental review of the commits after/);
    expect(summaries(fake)[0]!.body).toContain(pull.headSha);
    // src/limit.ts was not re-reviewed: its open finding is pointed at, not silently dropped.
    const carried = fake.state.reviewComments.filter(
      (c) => c.inReplyToId === undefined && c.path === 'src/limit.ts',
    );
    expect(carried.length).toBeGreaterThan(0);
    expect(summaries(fake)[0]!.body).toMatch(/earlier findings? in files this run did not re-review/);
    expect(summaries(fake)[0]!.body).toContain(`src/limit.ts:${carried[0]!.line}`);
    // The eval finding is gone and its line changed: its thread is resolved; the others stay open.
    const evalComment = fake.state.reviewComments.find((c) => c.body.includes('`eval`'))!;
    const thread = fake.state.threads.find((t) => t.commentIds[0] === evalComment.id)!;
    expect(thread.isResolved).toBe(true);
    expect(fake.state.threads.filter((t) => !t.isResolved)).toHaveLength(posted.length - 1);
    expect(new Set(fingerprints(fake)).size).toBe(fingerprints(fake).length);
  });

  it('two concurrent runs leave one summary and no duplicate comments', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS } });
    const payload = event(fake, 'pull_request.opened', pull);
    const runs = await Promise.all([1, 2].map(() => s.action({ eventName: 'pull_request', payload })));
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    expect(summaries(fake)).toHaveLength(1);
    const fps = fingerprints(fake);
    expect(fps.length).toBeGreaterThan(0);
    expect(new Set(fps).size).toBe(fps.length);
  });

  it('when GitHub rejects one comment, the review still lands with that comment in its body', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS } });
    // GitHub disagreeing with our line index: the shell-command comment is moved off the diff.
    const proxy = await startProxy(fake.apiUrl, (method, url, body) => {
      if (method !== 'POST' || !/\/pulls\/\d+\/reviews$/.test(url)) return;
      for (const c of body.comments ?? []) if (String(c.body).includes('Shell command')) c.line = 9999;
    });
    try {
      const run = await runAction({
        fake: { apiUrl: proxy.url, graphqlUrl: fake.graphqlUrl },
        eventName: 'pull_request',
        payload: event(fake, 'pull_request.opened', pull),
      });
      expect(run.code).toBe(0);
      const reviews = submitted(fake);
      expect(reviews).toHaveLength(1);
      expect(reviews[0]!.body).toMatch(/Could not be placed on a line/);
      expect(reviews[0]!.body).toMatch(/Shell command/);
      expect(fake.state.reviewComments.map((c) => c.body).join('\n')).toContain('`eval`');
      // Both findings are open (one inline, one in the review body): the gate counts both.
      expect(run.outputs.findings).toBe('2');
    } finally {
      await proxy.close();
    }
  });

  // Through the built bundle: a read-only fork run must pass as the runner sees it (exit code 0).
  it('with a read-only token (fork PR) writes the review to the job summary and outputs, and passes', async () => {
    fake = await s.github({ token: TOKEN, readOnly: true });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS }, fork: true });
    const run = await s.builtAction({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::The token is read-only/);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.jobSummary).toMatch(/Read-only token/);
    expect(run.jobSummary).toMatch(/Inline comments that would have been posted/);
    expect(run.jobSummary).toContain('src/run.ts');
    // Nothing posted, but `findings` still counts what the gate counts: every finding of the review.
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      findings: unknown[];
      unanchored: unknown[];
    };
    const count = String(report.findings.length + report.unanchored.length);
    expect(run.outputs).toMatchObject({ findings: count, 'review-id': '', incomplete: 'false' });
    expect(run.outputs.report).toMatch(/prlens-report\.json$/);
    expect(submitted(fake)).toHaveLength(0);
    expect(fake.state.issueComments).toHaveLength(0);
  });

  it('without a model key reviews with the static rules and says so in the summary', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS } });
    const run = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
    });
    expect(run.code).toBe(0);
    expect(summaries(fake)[0]!.body).toMatch(/Static rules only/);
    expect(Number(run.outputs.findings)).toBeGreaterThan(0);
  });

  it('with dry-run computes the review but posts nothing: job summary and outputs only', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS } });
    const run = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
      inputs: { 'dry-run': 'true' },
    });
    expect(run.code).toBe(0);
    expect(submitted(fake)).toHaveLength(0);
    expect(fake.state.issueComments).toHaveLength(0);
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.kind === 'rest')).toEqual([]);
    expect(run.jobSummary).toContain('src/run.ts');
    expect(run.outputs.report).toMatch(/prlens-report\.json$/);
  });

  it('skips a draft with a notice and touches nothing', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS }, draft: true });
    const run = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::prlens: nothing to do: .*draft/);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails the step after posting when a finding hits fail-on, saying why', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': RUN_TS } });
    const run = await s.action({
      eventName: 'pull_request',
      payload: event(fake, 'pull_request.opened', pull),
      inputs: { 'fail-on': 'high' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*at severity high or above \(input fail-on: high\)/);
    expect(submitted(fake)).toHaveLength(1);
  });
});
