/**
 * The fork gate: under pull_request_target a fork PR runs with the repository's model key, on text
 * a stranger wrote. With `trusted-authors` and `safe-to-review-label` set (as the fork-safe example
 * workflow sets them), a fork PR by anyone else is not sent to the model until a maintainer labels
 * it, and each new push from the fork takes the label off again. Real payloads
 * (@octokit/webhooks-examples) on the fake GitHub; the fake model records every request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { gate, labelsOn, seedLabel } from '../fakes/github/gate-store.js';
import type { WebhookName } from '../fakes/github/webhook.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-fork-0123456789';
const LABEL = 'safe-to-review';
const BASE = { 'src/a.ts': 'export const a = 1;\n' };
const HEAD = { 'src/a.ts': 'export const a = eval(process.argv[2]!);\n' };
const GATE = { 'trusted-authors': 'OWNER,MEMBER,COLLABORATOR', 'safe-to-review-label': LABEL };

describe('fork gate', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  beforeEach(() => {
    s.openai.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
  });

  const run = (
    name: WebhookName,
    pull: PullRequestRecord,
    inputs: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) =>
    s.action({
      eventName: 'pull_request_target',
      payload: { ...webhookPayload(name, { pull, apiUrl: fake.apiUrl }), ...extra },
      inputs: { 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm', ...inputs },
    });
  const forkPull = () => fake.state.createPullRequest({ base: BASE, head: HEAD, fork: true });
  const summaries = () => fake.state.issueComments.filter((c) => c.body.includes('prlens:summary'));

  it('fork gate: pull_request_target fork PR by a CONTRIBUTOR, gate set → skipped with a notice, outputs set, no model call, key never sent', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    const result = await run('pull_request_target.opened', pull, GATE);
    expect(result.code).toBe(0);
    expect(s.openai.requests).toHaveLength(0);
    const notices = result.core!.annotations.filter((a) => a.level === 'notice').map((a) => a.message);
    expect(notices.join('\n')).toMatch(
      /nothing to do: pull request #\d+ comes from a fork and its author is CONTRIBUTOR, not one of trusted-authors \(OWNER, MEMBER, COLLABORATOR\); a maintainer who has read the change adds the label 'safe-to-review'/,
    );
    expect(result.outputs).toMatchObject({ findings: '0', incomplete: 'false', 'review-id': '' });
    expect(summaries()).toHaveLength(0);
    expect(fake.state.reviews).toHaveLength(0);
  });

  it('fork gate: a maintainer puts the safe-to-review label on (labeled event) → reviewed with the model', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    seedLabel(fake.state, pull.repo, LABEL, pull.number);
    const result = await run('pull_request.labeled', pull, GATE, { label: { name: LABEL } });
    expect(result.code).toBe(0);
    expect(s.openai.requests.length).toBeGreaterThan(0);
    expect(summaries()).toHaveLength(1);
  });

  it('fork gate: another label on a gated fork PR → skipped, no model call', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    seedLabel(fake.state, pull.repo, LABEL, pull.number);
    seedLabel(fake.state, pull.repo, 'bug', pull.number);
    const result = await run('pull_request.labeled', pull, GATE, { label: { name: 'bug' } });
    expect(result.code).toBe(0);
    expect(s.openai.requests).toHaveLength(0);
    expect(result.core!.annotations.map((a) => a.message).join('\n')).toMatch(
      /label 'bug' does not ask for a review/,
    );
  });

  it('fork gate: a new push from the fork after the label → label removed, skipped, no model call', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    seedLabel(fake.state, pull.repo, LABEL, pull.number);
    fake.state.push(pull.number, { 'src/a.ts': 'export const a = require("child_process");\n' });
    const result = await run('pull_request_target.synchronize', pull, GATE);
    expect(result.code).toBe(0);
    expect(s.openai.requests).toHaveLength(0);
    expect(labelsOn(fake.state, pull.repo, pull.number)).toEqual([]);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path.includes(`/labels/${LABEL}`))).toBe(
      true,
    );
    expect(result.core!.annotations.map((a) => a.message).join('\n')).toMatch(
      /new commits since the label 'safe-to-review' was put on/,
    );
    expect(result.outputs.findings).toBe('0');
  });

  it('fork gate: a re-run of the push job after the maintainer labeled that same head → label kept', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    fake.state.push(pull.number, { 'src/a.ts': 'export const a = require("child_process");\n' });
    const push = await run('pull_request_target.synchronize', pull, GATE);
    expect(push.code).toBe(0);
    expect(s.openai.requests).toHaveLength(0);
    // The maintainer reads the new head and vouches for it; the label's run reviews that head.
    seedLabel(fake.state, pull.repo, LABEL, pull.number);
    const labeled = await run('pull_request.labeled', pull, GATE, { label: { name: LABEL } });
    expect(labeled.code).toBe(0);
    expect(s.openai.requests.length).toBeGreaterThan(0);
    // "Re-run jobs" on the push's workflow run: the same synchronize payload, the same head.
    const rerun = await run('pull_request_target.synchronize', pull, GATE);
    expect(rerun.code).toBe(0);
    expect(labelsOn(fake.state, pull.repo, pull.number)).toEqual([LABEL]);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path.includes(`/labels/${LABEL}`))).toBe(
      false,
    );

    // A new head after that still takes the label off.
    fake.state.push(pull.number, { 'src/a.ts': 'export const a = 3;\n' });
    const next = await run('pull_request_target.synchronize', pull, GATE);
    expect(next.code).toBe(0);
    expect(labelsOn(fake.state, pull.repo, pull.number)).toEqual([]);
  });

  it('fork gate: fork PR by a COLLABORATOR (author_association) → reviewed without a label', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    gate(fake.state).permissions.set(pull.author.login, 'write');
    const result = await run('pull_request_target.opened', pull, GATE);
    expect(result.code).toBe(0);
    expect(s.openai.requests.length).toBeGreaterThan(0);
  });

  it('fork gate: unset (the default) → a fork PR is reviewed as before', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = forkPull();
    const result = await run('pull_request_target.opened', pull, {});
    expect(result.code).toBe(0);
    expect(s.openai.requests.length).toBeGreaterThan(0);
  });

  it('fork gate: a same-repository PR by a CONTRIBUTOR, gate set → reviewed (only forks are gated)', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const result = await run('pull_request_target.opened', pull, GATE);
    expect(result.code).toBe(0);
    expect(s.openai.requests.length).toBeGreaterThan(0);
  });
});
