/**
 * The sweep end to end through the action (the sweep job through the built dist/index.js, the rest in-process), as the example workflow
 * .github/workflows/prlens-sweep.yml runs it: a `schedule` run in matrix mode writes the PRs to
 * review, then one `command: review` + `pr: N` run per matrix entry; and a one-job sweep on
 * `workflow_dispatch` within its token budget. Against the fake GitHub and the fake OpenAI server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { summaryMarker } from '../../src/report/markers.js';
import { openStateLine } from '../../src/report/open-state.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { ACTIONS_BOT } from '../fakes/github/model.js';
import { dispatchPayload, schedulePayload } from '../fakes/github/webhook-repo.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-sweep-e2e-0123';
const file = (n: number, version = 1) => ({
  [`src/m${n}.ts`]: `export function f${n}(x: number): number {\n  return x + ${version};\n}\n`,
});

type Model = ScriptedServer<OpenAIReply>;

describe('the sweep through the action', () => {
  const scene = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: Model;
  beforeEach(() => {
    model = scene.openai;
  });
  const modelInputs = () => ({
    'api-key': MODEL_KEY,
    'base-url': model.url,
    model: 'm',
    reflect: 'false',
  });
  const summaryOf = (n: number) =>
    fake.state.issueComments.filter((c) => c.issueNumber === n && c.body.startsWith('<!-- prlens:summary'));
  const reviewsOf = (n: number) =>
    fake.state.reviews.filter((r) => r.pull.number === n && r.state !== 'PENDING');
  /** A summary comment as an earlier run left it, with its watermark. */
  const reviewedAt = (n: number, sha: string) =>
    fake.state.issueComments.push({
      id: fake.state.id('issueComment'),
      repo: fake.state.pull(n).repo,
      issueNumber: n,
      user: ACTIONS_BOT,
      // A summary as prlens writes it: the watermark, then the record of open findings (none).
      body: `${summaryMarker({ reviewedSha: sha })}\n${openStateLine([])}\n## prlens review\n\nNo findings.\n`,
      createdAt: fake.state.now(),
      updatedAt: fake.state.now(),
    });

  it('matrix: the sweep job lists exactly the changed PRs and the per-PR jobs review each once', async () => {
    fake = await scene.github({ token: TOKEN });
    const s = fake.state;
    s.createPullRequest({ number: 1, draft: true, head: file(1) });
    s.createPullRequest({ number: 2, author: 'renovate[bot]', head: file(2) });
    const unchanged = s.createPullRequest({ number: 3, head: file(3) });
    reviewedAt(3, unchanged.headSha);
    const changed = s.createPullRequest({ number: 4, head: file(4) });
    reviewedAt(4, changed.headSha);
    s.push(4, file(4, 2));
    s.createPullRequest({ number: 5, head: file(5) }); // never reviewed
    s.createPullRequest({ number: 6, head: file(6) }).state = 'closed';
    const lsLimit = 'src/m5.ts';
    model.setHandler((request: RecordedRequest): OpenAIReply => {
      const prompt = JSON.stringify(request.body.messages);
      const findings = prompt.includes(lsLimit)
        ? [
            {
              path: 'src/m5.ts',
              line: 2,
              start_line: null,
              side: 'RIGHT',
              severity: 'high',
              category: 'logic',
              lens: 'correctness',
              title: 'Adds 1 where the caller expects the input back',
              body: '`f5(x)` returns `x + 1`.',
              suggestion: null,
              anchor: 'return x + 1;',
              confidence: 0.9,
            },
          ]
        : [];
      return { kind: 'success', json: { findings }, usage: { prompt_tokens: 1000, completion_tokens: 50 } };
    });
    const writes = () => fake.requests.filter((r) => r.kind === 'rest' && r.method !== 'GET').length;

    // The sweep job through the built bundle (dist/index.js); the per-PR jobs in-process.
    const sweep = await scene.builtAction({
      eventName: 'schedule',
      payload: schedulePayload(),
      inputs: { command: 'sweep', matrix: 'true', ...modelInputs() },
      env: { PRLENS_SWEEP_MAX_TOKENS: '100000' },
    });
    expect(sweep.stderr).toBe('');
    expect(sweep.code).toBe(0);
    expect(JSON.parse(sweep.outputs.matrix!)).toEqual({ pr: [5, 4] });
    expect(sweep.outputs.count).toBe('2');
    expect(sweep.outputs['max-review-tokens']).toBe('50000');
    expect(model.requests).toHaveLength(0);
    expect(writes()).toBe(0);
    expect(sweep.jobSummary).toContain('| #1 | Pull request 1 | skipped: draft |');
    expect(sweep.jobSummary).toContain(
      // Brackets in text are escaped (no link can open); GitHub shows `renovate[bot]`.
      '| #2 | Pull request 2 | skipped: bot | opened by the bot renovate\\[bot\\] |',
    );
    expect(sweep.jobSummary).toMatch(
      /\| #3 \| Pull request 3 \| skipped: unchanged \| head [0-9a-f]{7} already reviewed \|/,
    );
    expect(sweep.jobSummary).toContain('| #4 | Pull request 4 | selected |');
    expect(sweep.jobSummary).not.toContain('#6');
    expect(sweep.stdout).toContain('sweep: 5 open PR(s): 0 reviewed, 2 selected, 3 skipped, 0 failed');

    // The second job: `strategy.matrix: ${{ fromJSON(needs.sweep.outputs.matrix) }}`, one run per entry.
    const matrix = JSON.parse(sweep.outputs.matrix!) as { pr: number[] };
    for (const pr of matrix.pr) {
      const job = await scene.action({
        eventName: 'schedule',
        payload: schedulePayload(),
        inputs: {
          command: 'review',
          pr: String(pr),
          'max-review-tokens': sweep.outputs['max-review-tokens']!,
          ...modelInputs(),
        },
      });
      expect(job.stderr).toBe('');
      expect(job.code).toBe(0);
      expect(job.outputs.incomplete).toBe('false');
    }
    // Exactly the changed PRs: a fresh watermark on #4 and #5, nothing else touched, nothing twice.
    expect(summaryOf(4)).toHaveLength(1);
    expect(summaryOf(4)[0]!.body).toContain(s.pull(4).headSha);
    expect(summaryOf(4)[0]!.body).toContain('Incremental review');
    expect(summaryOf(5)).toHaveLength(1);
    expect(summaryOf(5)[0]!.body).toContain(s.pull(5).headSha);
    expect(reviewsOf(5)).toHaveLength(1);
    expect(fake.state.reviewComments.filter((c) => c.pull.number === 5)).toHaveLength(1);
    expect(reviewsOf(4)).toHaveLength(0); // no finding there: no review, only the summary
    for (const n of [1, 2, 6]) expect(summaryOf(n)).toHaveLength(0);
    expect(summaryOf(3)[0]!.body).toContain('No findings.'); // left as it was
    expect(model.requests).toHaveLength(2);

    // The next scheduled sweep finds nothing to do: an empty matrix and count 0 to skip the job.
    const again = await scene.action({
      eventName: 'schedule',
      payload: schedulePayload(),
      inputs: { command: 'sweep', matrix: 'true', ...modelInputs() },
    });
    expect(again.code).toBe(0);
    expect(again.outputs).toMatchObject({ matrix: '{"pr":[]}', count: '0' });
  });

  it('one job on workflow_dispatch: reviews in turn, stops at the budget, fails the step for a failed PR', async () => {
    fake = await scene.github({ token: TOKEN });
    for (let n = 1; n <= 4; n++) fake.state.createPullRequest({ number: n, head: file(n) });
    model.setHandler((request: RecordedRequest): OpenAIReply => {
      // PR #3's review meets a model that refuses the request (400 does not heal by retrying).
      if (JSON.stringify(request.body.messages).includes('src/m3.ts')) {
        return {
          kind: 'error',
          status: 400,
          body: { error: { message: 'Invalid request', type: 'invalid_request_error' } },
        };
      }
      return {
        kind: 'success',
        json: { findings: [] },
        usage: { prompt_tokens: 20_000, completion_tokens: 100 },
      };
    });
    const run = await scene.action({
      eventName: 'workflow_dispatch',
      payload: dispatchPayload(fake.state.pull(1).repo, { apiUrl: fake.apiUrl }),
      inputs: { command: 'sweep', ...modelInputs() },
      env: { PRLENS_SWEEP_MAX_TOKENS: '45000' },
    });
    // Newest first: #4 spends 20,100; #3 fails (0 tokens); #2 spends 20,100; 4,800 left < 20,100.
    expect(run.jobSummary).toMatch(/\| #4 \| Pull request 4 \| reviewed \|/);
    expect(run.jobSummary).toMatch(/\| #3 \| Pull request 3 \| reviewed \(incomplete\) \|/);
    expect(run.jobSummary).toMatch(/\| #2 \| Pull request 2 \| reviewed \|/);
    expect(run.jobSummary).toMatch(
      /\| #1 \| Pull request 1 \| skipped: budget \| budget: 4800 tokens left, a review takes about 20100/,
    );
    expect(run.outputs).toMatchObject({ count: '3', incomplete: 'true' });
    expect(summaryOf(1)).toHaveLength(0);
    // The failed PR keeps no watermark and says so; the step fails and names it.
    expect(summaryOf(3)[0]!.body).not.toContain(fake.state.pull(3).headSha);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::the sweep did not pass for #3 \(incomplete\)/);
    // The runner hides what follows ::add-mask:: and strips those lines; nothing else may show a secret.
    expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(MODEL_KEY);
    expect(run.jobSummary).not.toContain(MODEL_KEY);
  });
});
