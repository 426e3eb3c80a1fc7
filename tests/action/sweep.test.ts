/**
 * The sweep in-process (src/app/sweep.ts with the real runReview) against the fake GitHub and
 * the fake OpenAI server: which PRs it reviews, skips and why, the token budget, a failing PR, and
 * what it costs in GitHub requests. The built action is tested in sweep-e2e.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { runSweep, type SweepDeps } from '../../src/app/sweep.js';
import { systemClock } from '../../src/core/clock.js';
import type { SweepEntry } from '../../src/core/sweep-rules.js';
import { runReview } from '../../src/app/review-pr.js';
import { REPO_CONFIG_CANDIDATES } from '../../src/config/load.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { type OpenAIReply, type ScriptedServer } from '../fakes/openai-server.js';
import { bufferLogger, fakeClient } from '../support/github-double.js';
import { GitHubForge } from '../../src/github/forge.js';

const MODEL_KEY = 'sk-fake-model-key-sweep-0123';
const REPO = { owner: 'octo-org', repo: 'octo-repo' };

const file = (n: number, version = 1) => ({
  [`src/m${n}.ts`]: `export function f${n}(x: number): number {\n  return x + ${version};\n}\n`,
});

type Model = ScriptedServer<OpenAIReply>;

/** A PR per state, numbered as created: 1 draft, 2 bot, 3 changed, 4 closed, 5 changed. */
function seed(fake: FakeGitHub) {
  const s = fake.state;
  s.createPullRequest({ number: 1, draft: true, head: file(1) });
  s.createPullRequest({ number: 2, author: 'dependabot[bot]', head: file(2) });
  s.createPullRequest({ number: 3, head: file(3) });
  s.createPullRequest({ number: 4, head: file(4) }).state = 'closed';
  s.createPullRequest({ number: 5, head: file(5) });
}

const byNumber = (entries: SweepEntry[]) =>
  Object.fromEntries(
    entries.map((e) => [e.pull.number, e.status === 'skipped' ? `skipped: ${e.reason}` : e.status]),
  );

describe('runSweep against the fake GitHub', () => {
  const scene = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: Model;
  const logs: string[] = [];
  beforeEach(() => {
    model = scene.openai;
  });
  afterEach(() => {
    logs.length = 0;
  });

  function deps(env: Record<string, string> = {}, over: Partial<SweepDeps> = {}): SweepDeps {
    const logger = bufferLogger(logs);
    const all = { PRLENS_BASE_URL: model.url, PRLENS_MODEL: 'm', PRLENS_REFLECT: 'false', ...env };
    const forge = new GitHubForge(fakeClient(fake).gh, { logger, env: all });
    return { forge, logger, clock: systemClock, env: all, ...over };
  }
  const inputs = (over: { dryRun?: boolean } = {}) => ({
    apiKey: MODEL_KEY,
    flags: {},
    dryRun: over.dryRun ?? false,
    configPath: '.github/prlens.yml',
    configPathIsDefault: true,
    runner: 'action' as const,
  });
  const summaryOf = (n: number) =>
    fake.state.issueComments.find((c) => c.issueNumber === n && c.body.startsWith('<!-- prlens:summary'));

  it('reviews only open, ready, human PRs that changed since their last review', async () => {
    fake = await scene.github();
    seed(fake);
    model.setHandler(() => ({ kind: 'success', json: { findings: [] } }));

    const first = await runSweep({ repo: REPO, inputs: inputs(), matrix: false }, deps());
    expect(byNumber(first.entries)).toEqual({
      1: 'skipped: draft',
      2: 'skipped: bot',
      3: 'reviewed',
      5: 'reviewed',
    });
    expect(summaryOf(3)?.body).toContain(fake.state.pull(3).headSha);
    expect(summaryOf(5)?.body).toContain(fake.state.pull(5).headSha);
    expect(summaryOf(4)).toBeUndefined();
    expect(summaryOf(1)).toBeUndefined();
    expect(summaryOf(2)).toBeUndefined();

    // A push to #5 only: the next sweep reviews #5 alone, and only what the push changed.
    fake.state.push(5, file(5, 2));
    const calls = model.requests.length;
    const second = await runSweep({ repo: REPO, inputs: inputs(), matrix: false }, deps());
    expect(byNumber(second.entries)).toEqual({
      1: 'skipped: draft',
      2: 'skipped: bot',
      3: 'skipped: unchanged',
      5: 'reviewed',
    });
    expect(model.requests.length).toBe(calls + 1);
    expect(summaryOf(5)?.body).toContain(fake.state.pull(5).headSha);
    expect(summaryOf(5)?.body).toContain('Incremental review');

    // Nothing changed: nothing reviewed, no model call, no write.
    const writes = fake.requests.filter((r) => r.method !== 'GET' && r.kind === 'rest').length;
    const third = await runSweep({ repo: REPO, inputs: inputs(), matrix: false }, deps());
    expect(third.entries.filter((e) => e.status === 'reviewed')).toEqual([]);
    expect(model.requests.length).toBe(calls + 1);
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.kind === 'rest').length).toBe(writes);
  });

  it('matrix mode chooses the same PRs and reviews none', async () => {
    fake = await scene.github();
    seed(fake);
    const calls = model.requests.length;
    const result = await runSweep({ repo: REPO, inputs: inputs(), matrix: true }, deps());
    expect(result.selected).toEqual([5, 3]);
    expect(byNumber(result.entries)).toMatchObject({ 3: 'selected', 5: 'selected' });
    expect(model.requests).toHaveLength(calls);
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.kind === 'rest')).toEqual([]);
  });

  it('stops starting PRs at the token budget and lists the rest as skipped: budget', async () => {
    fake = await scene.github();
    for (let n = 1; n <= 4; n++) fake.state.createPullRequest({ number: n, head: file(n) });
    const reply: OpenAIReply = {
      kind: 'success',
      json: { findings: [] },
      usage: { prompt_tokens: 20_000, completion_tokens: 100 },
    };
    model.setHandler(() => reply);
    const result = await runSweep(
      { repo: REPO, inputs: inputs(), matrix: false },
      deps({ PRLENS_SWEEP_MAX_TOKENS: '50000' }),
    );
    // #4 and #3 (newest first) spend 20,100 each; 9,800 left is under the 20,100 a review takes.
    expect(byNumber(result.entries)).toEqual({
      4: 'reviewed',
      3: 'reviewed',
      2: 'skipped: budget',
      1: 'skipped: budget',
    });
    expect(result.usedTokens).toBe(40_200);
    const skipped = result.entries.find((e) => e.pull.number === 2);
    expect(skipped).toMatchObject({ detail: expect.stringMatching(/9800 tokens left.*20100/) });
    expect(summaryOf(2)).toBeUndefined();
    expect(summaryOf(1)).toBeUndefined();
  });

  it('caps sweep-max-prs and does not look at the PRs past the cap', async () => {
    fake = await scene.github();
    for (let n = 1; n <= 5; n++) fake.state.createPullRequest({ number: n, head: file(n) });
    const result = await runSweep(
      { repo: REPO, inputs: inputs(), matrix: true },
      deps({ PRLENS_SWEEP_MAX_PRS: '2' }),
    );
    expect(result.selected).toEqual([5, 4]);
    expect(byNumber(result.entries)).toMatchObject({ 3: 'skipped: max-prs', 1: 'skipped: max-prs' });
    const looked = fake.requests.filter((r) => r.operation === 'issues/list-comments').map((r) => r.path);
    expect(looked).toEqual([
      '/repos/octo-org/octo-repo/issues/5/comments',
      '/repos/octo-org/octo-repo/issues/4/comments',
    ]);
  });

  it('goes on after a PR whose review fails, and reports it as failed; a model outage is incomplete', async () => {
    fake = await scene.github();
    for (let n = 1; n <= 3; n++) fake.state.createPullRequest({ number: n, head: file(n) });
    // #2 vanishes between the list and its review (404), the model is down for #1.
    const review: SweepDeps['review'] = async (request, d) => {
      if (request.pr.number === 2) fake.state.pull(2).deleted = true;
      if (request.pr.number === 1) {
        model.setHandler(() => ({
          kind: 'error',
          status: 401,
          body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
        }));
      }
      return runReview(request, d);
    };
    model.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
    const result = await runSweep({ repo: REPO, inputs: inputs(), matrix: false }, deps({}, { review }));
    const [three, two, one] = result.entries;
    expect(three).toMatchObject({ status: 'reviewed', verdict: 'complete' });
    expect(two).toMatchObject({ status: 'failed', error: expect.stringContaining('#2 was not found (404)') });
    expect(one).toMatchObject({ status: 'reviewed', verdict: 'incomplete' });
    // An incomplete review keeps the old watermark (none), so the next sweep tries #1 again.
    expect(summaryOf(1)?.body).not.toContain(fake.state.pull(1).headSha);
    expect(summaryOf(1)?.body).not.toMatch(/looks good|no findings/i);
  });

  it('skips a PR closed between the list and its review', async () => {
    fake = await scene.github();
    fake.state.createPullRequest({ number: 1, head: file(1) });
    const review: SweepDeps['review'] = (request, d) => {
      fake.state.pull(1).state = 'closed';
      return runReview(request, d);
    };
    const result = await runSweep(
      { repo: REPO, inputs: inputs(), matrix: false },
      deps({ PRLENS_PROVIDER: 'none' }, { review }),
    );
    expect(byNumber(result.entries)).toEqual({ 1: 'skipped: closed' });
  });

  it('costs 1 list page per 100 open PRs and one summary lookup per candidate', async () => {
    fake = await scene.github();
    // One real PR, listed under 120 numbers (git commits per PR would take minutes here).
    const real = fake.state.createPullRequest({ number: 1 });
    for (let n = 2; n <= 120; n++) {
      real.repo.pulls.set(n, { ...real, number: n, id: fake.state.id('pull'), draft: n % 10 === 0 });
    }
    const result = await runSweep(
      { repo: REPO, inputs: inputs(), matrix: true },
      deps({ PRLENS_SWEEP_MAX_PRS: '500' }),
    );
    expect(result.selected).toHaveLength(108);
    const count = (op: string) => fake.requests.filter((r) => r.operation === op).length;
    const measured = {
      total: fake.requests.length,
      list: count('pulls/list'),
      summaries: count('issues/list-comments'),
    };
    console.log('sweep of 120 open PRs (12 drafts), matrix mode:', measured);
    // 1 repository + a read per config file name (none exists) + 1 GraphQL viewer (who prlens posts
    // as, learned once for the whole sweep) + 2 list pages + 108 summary lookups.
    expect(measured.list).toBe(2);
    expect(measured.summaries).toBe(108);
    expect(fake.requests.filter((r) => r.kind === 'graphql')).toHaveLength(1);
    expect(measured.total).toBe(1 + REPO_CONFIG_CANDIDATES.length + 1 + 2 + 108);
  });
});
