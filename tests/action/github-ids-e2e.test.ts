/**
 * github.com-sized ids, end to end through the BUILT action (dist/index.js, a child process as the runner
 * starts it) against the fake GitHub with github.com's ids (reviews ~3e9, review comments ~2.2e9,
 * issue comments ~3.1e9: past GraphQL's 32-bit `Int`). Before the fix the review was posted and
 * the step then failed on the review-thread query: no summary, no fixed thread ever resolved, a
 * failing sweep. Static rules only (no model), so every finding is deterministic: `eval` in
 * src/run.ts and a shell command in src/list.ts.
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { schedulePayload } from '../fakes/github/webhook-repo.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const INT_MAX = 2 ** 31 - 1;
const BASE = {
  'src/run.ts': 'export function run(input: string): unknown {\n  return JSON.parse(input);\n}\n',
  'src/list.ts': "export function list(dir: string): string {\n  return '';\n}\n",
};
const EVAL = 'export function run(input: string): unknown {\n  return eval(input);\n}\n';
const EXEC = [
  "import { execSync } from 'node:child_process';",
  '',
  'export function list(dir: string): string {',
  '  return execSync(`ls ${dir}`).toString();',
  '}',
  '',
].join('\n');
const FIXED_EXEC = EXEC.replace('execSync(`ls ${dir}`)', "execSync('ls', { cwd: dir })");

describe('the action on github.com-sized ids', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  const summaries = () => fake.state.issueComments.filter((c) => c.body.startsWith('<!-- prlens:summary'));
  const roots = () => fake.state.reviewComments.filter((c) => c.inReplyToId === undefined);
  // A reply to a thread is a review of its own on GitHub; these are the reviews that opened threads.
  const submitted = () =>
    fake.state.reviews.filter((r) => r.state !== 'PENDING' && roots().some((c) => c.reviewId === r.id));
  const threadOf = (text: string) => {
    const root = roots().find((c) => c.body.includes(text));
    if (!root) throw new Error(`no comment mentions ${text}`);
    return fake.state.threads.find((t) => t.commentIds[0] === root.id)!;
  };

  it('reviews once, reruns silently, resolves a fixed thread on push and in a scheduled sweep', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { 'src/run.ts': EVAL, 'src/list.ts': EXEC },
    });
    const pullEvent = (name: 'pull_request.opened' | 'pull_request.synchronize', before?: string) =>
      webhookPayload(name, { pull, apiUrl: fake.apiUrl, ...(before ? { before } : {}) });

    // First review: one review with both findings, one summary.
    const first = await s.builtAction({
      eventName: 'pull_request',
      payload: pullEvent('pull_request.opened'),
    });
    expect(first.stdout).not.toMatch(/::error::/);
    expect(first.code).toBe(0);
    expect(submitted()).toHaveLength(1);
    expect(summaries()).toHaveLength(1);
    expect(threadOf('`eval`').isResolved).toBe(false);
    expect(threadOf('Shell command').isResolved).toBe(false);
    const posted = roots().length;
    expect(first.outputs).toMatchObject({
      findings: String(posted),
      'review-id': String(submitted()[0]!.id),
    });
    // The ids really are github.com's: past what GraphQL's Int can carry.
    for (const id of [pull.id, submitted()[0]!.id, summaries()[0]!.id, ...roots().map((c) => c.id)])
      expect(id).toBeGreaterThan(INT_MAX);

    // Rerun on the same head: nothing new anywhere.
    const comments = fake.state.reviewComments.length;
    const rerun = await s.builtAction({
      eventName: 'pull_request',
      payload: pullEvent('pull_request.opened'),
    });
    expect(rerun.code).toBe(0);
    // `findings` counts what the gate counts: both findings are still open, none posted again.
    expect(rerun.outputs).toMatchObject({ findings: String(posted), 'review-id': '' });
    expect(submitted()).toHaveLength(1);
    expect(summaries()).toHaveLength(1);
    expect(fake.state.reviewComments).toHaveLength(comments);

    // A push that fixes `eval`: that thread is resolved (with a reply), the other stays open.
    const beforeFix = pull.headSha;
    fake.state.push(pull.number, { 'src/run.ts': BASE['src/run.ts'] });
    const push = await s.builtAction({
      eventName: 'pull_request',
      payload: pullEvent('pull_request.synchronize', beforeFix),
    });
    expect(push.stdout).not.toMatch(/::error::/);
    expect(push.code).toBe(0);
    expect(threadOf('`eval`').isResolved).toBe(true);
    expect(threadOf('`eval`').commentIds).toHaveLength(2);
    expect(threadOf('Shell command').isResolved).toBe(false);
    expect(summaries()).toHaveLength(1);
    expect(summaries()[0]!.body).toContain(pull.headSha);

    // A push that no workflow reviewed, then the scheduled sweep: it re-reviews and resolves.
    fake.state.push(pull.number, { 'src/list.ts': FIXED_EXEC });
    const sweep = await s.builtAction({
      eventName: 'schedule',
      payload: schedulePayload(),
      inputs: { command: 'sweep' },
    });
    expect(sweep.stdout).not.toMatch(/::error::/);
    expect(sweep.code).toBe(0);
    expect(sweep.outputs.count).toBe('1');
    expect(threadOf('Shell command').isResolved).toBe(true);
    expect(summaries()).toHaveLength(1);
    expect(summaries()[0]!.body).toContain(pull.headSha);
    expect(submitted()).toHaveLength(1); // no finding left: no new review
    expect(sweep.stdout).toMatch(/no new inline comments: no review posted/);
    expect(roots()).toHaveLength(posted);
  });
});
