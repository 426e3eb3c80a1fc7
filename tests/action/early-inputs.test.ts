/**
 * The action checks its inputs before it reads the event or calls GitHub: a bad value fails on
 * every event with the input named, and a run that reviews nothing still writes its outputs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const BASE = { 'src/run.ts': 'export const run = 1;\n' };
const HEAD = { 'src/run.ts': 'export const run = (code: string) => eval(code);\n' };
const BAD_FAIL_ON =
  /input fail-on: 'fail-on' must be a list of: critical, high, medium, low; got \["urgent"\]/;

describe('action inputs are checked at the start', () => {
  const s = useScenario();
  let fake: FakeGitHub;
  let pull: PullRequestRecord;
  beforeEach(async () => {
    fake = await s.github({ token: TOKEN });
    pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
  });
  const payload = (name: 'pull_request.opened' | 'pull_request.labeled') =>
    webhookPayload(name, { pull, apiUrl: fake.apiUrl });

  it('a bad fail-on on a labeled event (which is skipped) fails the step naming the input and its values', async () => {
    const run = await s.action({
      eventName: 'pull_request',
      payload: payload('pull_request.labeled'),
      inputs: { 'fail-on': 'urgent' },
    });
    expect(run.code).toBe(1);
    expect(run.core?.failures.join('\n')).toMatch(BAD_FAIL_ON);
    expect(fake.requests).toHaveLength(0);
  });

  it('a bad fail-on on an opened PR fails before any GitHub request', async () => {
    const run = await s.action({
      eventName: 'pull_request',
      payload: payload('pull_request.opened'),
      inputs: { 'fail-on': 'urgent' },
    });
    expect(run.code).toBe(1);
    expect(run.core?.failures.join('\n')).toMatch(BAD_FAIL_ON);
    expect(fake.requests).toHaveLength(0);
  });

  it('a bad boolean setting input names the input too, on any event', async () => {
    const run = await s.action({
      eventName: 'pull_request',
      payload: payload('pull_request.labeled'),
      inputs: { incremental: 'yes' },
    });
    expect(run.code).toBe(1);
    expect(run.core?.failures.join('\n')).toMatch(/input incremental: 'incremental' must be true or false/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a run that reviews nothing still writes its outputs', () => {
  const s = useScenario();
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await s.github({ token: TOKEN });
  });

  const expectSkippedOutputs = (outputs: Record<string, string>) =>
    expect(outputs).toEqual({
      findings: '0',
      'review-id': '',
      report: '',
      'report-html': '',
      incomplete: 'false',
    });

  it('an event the action does not handle: findings 0, incomplete false, report empty', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.labeled', { pull, apiUrl: fake.apiUrl }),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::prlens: nothing to do/);
    expectSkippedOutputs(run.outputs);
    // Written as the runner reads them: GITHUB_OUTPUT blocks, not only recorded calls.
    const file = readFileSync(path.join(run.dir, 'output.txt'), 'utf8');
    expect(file).toMatch(/^findings<<ghadelimiter_/m);
  });

  it('a draft PR: the same outputs', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, draft: true });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
    });
    expect(run.code).toBe(0);
    expectSkippedOutputs(run.outputs);
    expect(fake.requests).toHaveLength(0);
  });
});
