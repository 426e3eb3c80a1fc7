/**
 * Past review-quality defects end to end: the BUILT action (dist/index.js, a child process
 * as the runner starts it) against the fake GitHub and the fake OpenAI server, driven by real
 * webhook payloads as a runner starts it.
 * - a 12-file change of one line each, in preset `fast`, is reviewed by the model and complete;
 * - a line re-indented into a closure is commented on where it was added (RIGHT, new number);
 * - a static rule and a model lens on one problem give one inline comment (and reruns add none).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import type { PullRequestRecord } from '../fakes/github/index.js';
import { type RecordedRequest, type ScriptedServer, type OpenAIReply } from '../fakes/openai-server.js';
import { SHELL, TALLY, manyOneLineFiles, qualityModelAnswer } from './review-quality-fixtures.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-0123456789';

const submitted = (fake: FakeGitHub) => fake.state.reviews.filter((r) => r.state !== 'PENDING');
const summaries = (fake: FakeGitHub) =>
  fake.state.issueComments.filter((c) => c.body.startsWith('<!-- prlens:summary'));
const inline = (fake: FakeGitHub) => fake.state.reviewComments.filter((c) => c.inReplyToId === undefined);
const lensCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.body?.response_format?.json_schema?.name === 'review_findings');

describe('review quality through the action', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = s.openai;
    model.setHandler(qualityModelAnswer);
  });

  /** Opens a PR on a fresh fake and runs the action on it once. */
  async function review(pull: PullRequestRecord) {
    const payload = webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });
    return s.builtAction({
      eventName: 'pull_request',
      payload,
      inputs: { 'api-key': MODEL_KEY, 'base-url': model.url, model: 'm', preset: 'fast' },
    });
  }

  it('reviews a 12-file change of one line each in one fast model call, complete', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest(manyOneLineFiles(12));
    const before = model.requests.length;
    const run = await review(pull);

    expect(run.stdout).not.toMatch(/unknown unit|::error::/);
    expect(run.code).toBe(0);
    expect(run.outputs.incomplete).toBe('false');
    const calls = lensCalls(model.requests.slice(before));
    expect(calls).toHaveLength(1);
    const system = String(calls[0]!.body.messages[0].content);
    for (let i = 0; i < 12; i++) expect(system).toContain(`mod${i}.ts`);
    expect(summaries(fake)).toHaveLength(1);
    expect(summaries(fake)[0]!.body).not.toMatch(/incomplete/i);
  });

  it('comments on a line re-indented into a closure where it was added: RIGHT, new-file line', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { [TALLY.path]: TALLY.base },
      head: { [TALLY.path]: TALLY.head },
    });
    const run = await review(pull);

    expect(run.code).toBe(0);
    const comments = inline(fake).filter((c) => c.path === TALLY.path);
    expect(comments.map((c) => ({ side: c.side, line: c.line }))).toEqual([TALLY.added]);
    // Model prose has its brackets escaped (no link can be formed from it); it renders the same.
    expect(comments[0]!.body).toContain('results\\[k\\] is only set once the queued job runs');
  });

  it('posts one inline comment per problem: a static rule and a model lens on one line merge', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { [SHELL.path]: SHELL.base },
      head: { [SHELL.path]: SHELL.head },
    });
    const run = await review(pull);

    expect(run.code).toBe(0);
    const comments = inline(fake);
    const at = (line: number) => comments.filter((c) => c.line === line);
    // The exec line: the shell-command problem once (rule + security lens), the error handling apart.
    const onExec = at(SHELL.execLine);
    expect(onExec).toHaveLength(2);
    const merged = onExec.find((c) => c.body.includes('Command injection through dir'))!;
    // The rule's headline and category lead; the model's reading follows it (issue 42, point 3).
    expect(merged.body).toMatch(/critical · static\+security · security/);
    expect(merged.body).toMatch(/^\*\*Shell command built from interpolated values/);
    expect(merged.body).toMatch(/Merged from 2 findings of the same problem/);
    expect(merged.body).toMatch(/prlens rule `js-exec-interpolated`/);
    expect(onExec.some((c) => c.body.includes('list() throws when ls exits non-zero'))).toBe(true);
    // The model's range over eval and the next line merges with the rule's finding on the eval line;
    // the rule leads, at its own line (issue 42, point 3).
    expect(comments.filter((c) => c.line === SHELL.evalLine || c.startLine === SHELL.evalLine)).toEqual([
      expect.objectContaining({
        line: SHELL.evalLine,
        body: expect.stringMatching(/^\*\*`eval` of a non-literal/),
      }),
    ]);
    expect(comments).toHaveLength(3);
    expect(run.outputs.findings).toBe('3');

    // The merged comments keep their identity: a rerun posts nothing new.
    const rerun = await review(pull);
    expect(rerun.code).toBe(0);
    expect(rerun.outputs.findings).toBe('3');
    expect(submitted(fake)).toHaveLength(1);
    expect(inline(fake)).toHaveLength(3);
  });
});
