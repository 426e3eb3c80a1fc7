/**
 * Who may silence a finding, end to end through the action (in-process) on the fake GitHub, static
 * rules only: `/prlens ignore` and 👎 count only from someone with write access (GitHub's
 * collaborator permission endpoint) who did not open the PR. A read-only collaborator still shows as
 * COLLABORATOR in `author_association`, so the association alone lets them through; a failed
 * permission lookup takes nothing and says why.
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { gate } from '../fakes/github/routes-gate.js';
import { addReaction } from '../fakes/github/routes-reactions.js';
import { addReply } from '../fakes/github/routes-reviews.js';
import type { ActionRun } from '../support/action.js';
import { useScenario } from '../support/scenario.js';
import { BASE, SMALL_TS, TOKEN, fingerprints, review } from './github-helpers.js';

const summary = (fake: FakeGitHub) =>
  fake.state.issueComments.find((c) => c.body.startsWith('<!-- prlens:summary'))!.body;
const warnings = (run: ActionRun) =>
  run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning') || l.startsWith('::notice'))
    .join('\n');

describe('who may reject a finding (the action against the fake GitHub)', () => {
  const s = useScenario();

  /** A reviewed PR with our findings posted; returns the eval finding's root comment and thread. */
  async function reviewed(permissions: Record<string, 'admin' | 'write' | 'read' | 'triage'>) {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    for (const [login, role] of Object.entries(permissions)) gate(fake.state).permissions.set(login, role);
    const first = await review(fake, pull);
    expect(first.code, first.stdout).toBe(0);
    const root = fake.state.reviewComments.find((c) => c.inReplyToId === undefined && /eval/.test(c.body))!;
    const fp = /<!-- prlens:fp=(\S+) -->/.exec(root.body)![1]!;
    const thread = fake.state.threads.find((t) => t.id === root.threadId)!;
    return { fake, pull, root, fp, thread };
  }

  /** `/prlens ignore` by `login` in the finding's thread; returns the run and prlens's answer. */
  async function ignoreBy(
    ctx: Awaited<ReturnType<typeof reviewed>>,
    login: string,
    association = 'COLLABORATOR',
  ): Promise<{ run: ActionRun; answer: string }> {
    const { fake, pull, root, thread } = ctx;
    const reply = addReply(fake.state, thread, fake.state.actor(login), '/prlens ignore');
    const payload = webhookPayload('pull_request_review_comment.created', {
      pull,
      apiUrl: fake.apiUrl,
      comment: {
        body: '/prlens ignore',
        author: login,
        association,
        id: reply.id,
        inReplyTo: root.id,
        path: root.path,
        line: root.line ?? 1,
      },
    });
    const run = await s.action({ eventName: 'pull_request_review_comment', payload });
    const answer = fake.state.reviewComments.filter((c) => c.threadId === thread.id).at(-1)!.body;
    return { run, answer };
  }

  /** A rerun after every thread was resolved: the finding comes back unless it was learned. */
  async function rerun(fake: FakeGitHub, pull: PullRequestRecord): Promise<ActionRun> {
    for (const t of fake.state.threads) t.isResolved = true;
    const before = fingerprints(fake).length;
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    return { ...run, stdout: `${run.stdout}\nposted: ${fingerprints(fake).slice(before).join(',')}` };
  }

  it('rejection: /prlens ignore by a collaborator with read access → not learned, the answer says write access is needed', async () => {
    const ctx = await reviewed({ reader: 'read' });
    const { run, answer } = await ignoreBy(ctx, 'reader');
    expect(run.code, run.stdout).toBe(0);
    expect(answer).toMatch(/did not ignore this finding: reader has 'read' access; .*needs write access/);
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
    expect((await rerun(ctx.fake, ctx.pull)).stdout).toContain(ctx.fp);
  });

  it('rejection: /prlens ignore by the PR author who has write access → not learned, the answer says authors cannot', async () => {
    const ctx = await reviewed({ octocat: 'write' });
    expect(ctx.pull.author.login).toBe('octocat');
    const { run, answer } = await ignoreBy(ctx, 'octocat');
    expect(run.code, run.stdout).toBe(0);
    expect(answer).toMatch(/octocat opened this pull request, and an author cannot reject findings/);
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
    // The reply stays in the thread: the next review must not learn it either.
    const again = await rerun(ctx.fake, ctx.pull);
    expect(again.stdout).toContain(ctx.fp);
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
  });

  it('rejection: /prlens ignore by a maintainer with write access → learned, the finding is not posted again', async () => {
    const ctx = await reviewed({ maintainer: 'write' });
    const { run, answer } = await ignoreBy(ctx, 'maintainer');
    expect(run.code, run.stdout).toBe(0);
    expect(answer).toContain(`not post this finding (\`${ctx.fp}\`) again`);
    expect(summary(ctx.fake)).toContain(`<!-- prlens:learned v1 [{"fp":"${ctx.fp}","by":"maintainer"`);
    expect((await rerun(ctx.fake, ctx.pull)).stdout).not.toMatch(new RegExp(`posted: .*${ctx.fp}`));
  });

  it('rejection: a 👎 by the PR author who has write access → not learned, the finding is posted again', async () => {
    const ctx = await reviewed({ octocat: 'admin' });
    addReaction(ctx.fake.state, 'pull_request_review_comment', ctx.root.id, ctx.pull.author, '-1');
    const again = await rerun(ctx.fake, ctx.pull);
    expect(again.stdout).toMatch(new RegExp(`posted: .*${ctx.fp}`));
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
  });

  it('rejection: the permission endpoint answers 403 → not learned, a warning says the check failed', async () => {
    const ctx = await reviewed({ maintainer: 'write' });
    gate(ctx.fake.state).denied.add('collaborators');
    const { run, answer } = await ignoreBy(ctx, 'maintainer');
    expect(run.code, run.stdout).toBe(0);
    expect(warnings(run)).toMatch(/could not check whether maintainer has write access \(403/);
    expect(answer).toMatch(/did not ignore this finding: prlens could not check/);
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
    // The review re-reads the reply and the 👎, fails the same lookup and says so.
    addReaction(
      ctx.fake.state,
      'pull_request_review_comment',
      ctx.root.id,
      ctx.fake.state.actor('maintainer'),
      '-1',
    );
    const again = await rerun(ctx.fake, ctx.pull);
    expect(again.stdout).toMatch(new RegExp(`posted: .*${ctx.fp}`));
    expect(warnings(again)).toMatch(/could not check whether maintainer has write access \(403/);
    expect(summary(ctx.fake)).not.toContain('prlens:learned');
  });
});
