/**
 * A team opts a PR out of review by its title (ignore-title-keywords) or a label (ignore-labels):
 * the action in process against the fake GitHub, whose GET pulls/{n} lists the PR's labels as
 * GitHub does. The run is a clean notice with every output set, and nothing is posted.
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { seedLabel } from '../fakes/github/gate-store.js';
import { TOKEN, type ActionRun } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const BASE = { 'src/run.ts': 'export const run = (s: string) => JSON.parse(s);\n' };
const HEAD = { 'src/run.ts': 'export const run = (s: string) => eval(s);\n' };

const notices = (run: ActionRun) =>
  (run.core?.annotations ?? [])
    .filter((a) => a.level === 'notice')
    .map((a) => a.message)
    .join('\n');
const posted = (fake: FakeGitHub) => fake.requests.filter((r) => r.method !== 'GET' && r.kind === 'rest');

describe('opting a PR out of review', () => {
  const s = useScenario({});

  it('ignore-title-keywords: a title with "[skip review]" in any case → a notice, outputs set, nothing posted', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, title: 'Bump deps [Skip Review]' });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { 'ignore-title-keywords': 'WIP,[skip review]' },
    });
    expect(run.code).toBe(0);
    expect(notices(run)).toMatch(/title contains "\[skip review\]" \(ignore-title-keywords\)/);
    expect(run.outputs).toMatchObject({ findings: '0', incomplete: 'false', 'review-id': '' });
    expect(posted(fake)).toEqual([]);
  });

  it('ignore-labels from the base config: a PR labelled No-Review → a notice, nothing posted; unlabelled → reviewed', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'ignore-labels: [no-review]\n' },
      head: HEAD,
    });
    seedLabel(fake.state, pull.repo, 'No-Review', pull.number);
    const payload = webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });
    const skipped = await s.action({ eventName: 'pull_request', payload });
    expect(skipped.code).toBe(0);
    expect(notices(skipped)).toMatch(/has the label "no-review" \(ignore-labels\)/);
    expect(skipped.outputs.findings).toBe('0');
    expect(posted(fake)).toEqual([]);

    const other = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'ignore-labels: [no-review]\n' },
      head: HEAD,
    });
    const reviewed = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull: other, apiUrl: fake.apiUrl }),
    });
    expect(reviewed.code).toBe(0);
    expect(posted(fake).length).toBeGreaterThan(0);
  });
});
