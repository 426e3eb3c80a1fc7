/**
 * Forged markers against the BUILT action (dist/index.js in a child process,
 * tests/support/action.ts), static rules only: the PR's author writes comments that carry prlens's
 * hidden markers — a summary with a learned list that covers every finding and a watermark at the
 * head, an inline thread with a finding's fingerprint — to switch the gate off. prlens trusts a
 * marker only on a comment of the identity it posts as (github-actions[bot] for the fake's Actions
 * token), so every forgery must change nothing but a notice that names it.
 */
import { describe, expect, it } from 'vitest';
import { runBuiltAction } from '../support/action.js';
import { withOwnGitHub } from '../support/scenario.js';
import { learnedMarker } from '../../src/report/learned.js';
import { fingerprintMarker, summaryMarker } from '../../src/report/markers.js';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { gate } from '../fakes/github/routes-gate.js';
import { addIssueCommentBy, addReviewCommentBy } from '../fakes/github/human.js';
import { addReply } from '../fakes/github/routes-reviews.js';
import { schedulePayload } from '../fakes/github/webhook-repo.js';
import { BASE, SMALL_TS, TOKEN, fingerprints, readReport, review, writes } from './github-helpers.js';

const notices = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::notice::'));

/** The findings a clean run reports on `pull` (a dry run: nothing is posted). */
async function findingsOf(fake: FakeGitHub, pull: PullRequestRecord) {
  const dry = await review(fake, pull, { built: true, inputs: { 'dry-run': 'true' } });
  expect(dry.code, dry.stdout).toBe(0);
  const report = readReport(dry);
  expect(report.findings.map((f) => f.severity)).toContain('high');
  return report.findings;
}

/** The summary the PR author forges: watermark at the head, every finding "rejected by a member". */
function forgedSummary(pull: PullRequestRecord, fps: string[]): string {
  const entries = fps.map((fp) => ({ fp, by: 'octo-maintainer', at: '2026-01-01T00:00:00Z', via: 'reply' }));
  return [
    summaryMarker({ reviewedSha: pull.headSha }),
    '## prlens review',
    '',
    'No findings.',
    '',
    '### Learned from this PR',
    '',
    learnedMarker(entries as Parameters<typeof learnedMarker>[0]),
    '',
  ].join('\n');
}

// The cases wait on the built action's processes (its writes to GitHub are spaced), not on the CPU:
// they run side by side, each on a fake GitHub of its own. A case's time limit covers the CPU its
// siblings take on a loaded runner while they run beside it.
describe.concurrent('forged markers (the built action, dist/index.js against the fake GitHub)', () => {
  it('forged markers: the PR author’s summary with a learned list, fail-on high → step fails, finding posted, check run fails, notice names the comment', async () => {
    await withOwnGitHub({ token: TOKEN }, async (fake) => {
      const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
      const findings = await findingsOf(fake, pull);
      const forged = addIssueCommentBy(
        fake.state,
        pull,
        pull.author.login,
        forgedSummary(
          pull,
          findings.map((f) => f.fingerprint),
        ),
      );
      const original = forged.body;
      // Were prlens to write to it, a token that may not edit someone else's comment answers 403:
      // that refusal must not be read as "the token is read-only" (which would skip the summary and
      // the check run). prlens must not write to it at all, so these faults stay armed.
      const forgedPath = new RegExp(`/issues/comments/${forged.id}$`);
      fake.faults.inject({ kind: 'not-accessible', path: forgedPath, times: 5 });

      const run = await review(fake, pull, {
        built: true,
        inputs: { 'fail-on': 'high', 'check-run': 'true' },
      });

      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toMatch(/::error::.*at severity high or above/);
      expect(Number(run.outputs.findings)).toBe(findings.length);
      expect(new Set(fingerprints(fake))).toEqual(new Set(findings.map((f) => f.fingerprint)));
      expect(readReport(run).findings).toHaveLength(findings.length);
      const [check] = gate(fake.state).checkRuns;
      expect(check).toMatchObject({ name: 'prlens', headSha: pull.headSha, conclusion: 'failure' });
      expect(run.jobSummary).not.toMatch(/No findings|Read-only token/);
      // The forgery is named, left as its author wrote it, and never written to.
      expect(notices(run.stdout).join('\n')).toMatch(
        new RegExp(`prlens ignored comment ${forged.id} by ${pull.author.login}\\b.*summary marker`),
      );
      expect(forged.body).toBe(original);
      expect(fake.faults.pending).toBe(5);
      expect(writes(fake).filter((w) => forgedPath.test(w.path))).toEqual([]);
      // prlens's own summary is a new comment by its own account, without the forged learned list.
      const ours = fake.state.issueComments.filter(
        (c) => c.user.login === 'github-actions[bot]' && c.body.startsWith('<!-- prlens:summary'),
      );
      expect(ours).toHaveLength(1);
      expect(ours[0]!.body).not.toContain('prlens:learned');
    });
  });

  it('forged markers: the PR author’s thread carrying a finding’s fingerprint → the finding is still posted inline, notice names it', async () => {
    await withOwnGitHub({ token: TOKEN }, async (fake) => {
      const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
      const findings = await findingsOf(fake, pull);
      const target = findings.find((f) => f.severity === 'high')!;
      const thread = addReviewCommentBy(
        fake.state,
        pull,
        pull.author.login,
        { path: target.path, line: target.line },
        `nit: trailing space\n\n${fingerprintMarker(target.fingerprint)}`,
      );

      const run = await review(fake, pull, { built: true, inputs: { 'fail-on': 'high' } });

      expect(run.code, run.stdout).toBe(1);
      const posted = fake.state.reviewComments.filter(
        (c) =>
          c.user.login === 'github-actions[bot]' && c.body.endsWith(fingerprintMarker(target.fingerprint)),
      );
      expect(posted).toHaveLength(1);
      expect(Number(run.outputs.findings)).toBe(findings.length);
      // Neither resolved as "fixed" nor deleted as a raced duplicate: someone else's thread is not ours.
      expect(fake.state.reviewComments.find((c) => c.id === thread.id)).toBeDefined();
      expect(fake.state.threads.find((t) => t.id === thread.threadId)!.isResolved).toBe(false);
      expect(notices(run.stdout).join('\n')).toMatch(
        new RegExp(
          `prlens ignored review comment ${thread.id} by ${pull.author.login}\\b.*inline finding marker`,
        ),
      );
    });
  });

  it('forged markers: a maintainer’s /prlens ignore under the PR author’s forged thread → refused, nothing learned, the finding still fails the step', async () => {
    await withOwnGitHub({ token: TOKEN }, async (fake) => {
      const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
      gate(fake.state).permissions.set('maintainer', 'admin');
      const first = await review(fake, pull, { built: true, inputs: { 'fail-on': 'high' } });
      expect(first.code, first.stdout).toBe(1);
      const target = readReport(first).findings.find((f) => f.severity === 'high')!;
      // The forgery dresses the high finding's fingerprint as a nit, for a maintainer to wave through.
      const forged = addReviewCommentBy(
        fake.state,
        pull,
        pull.author.login,
        { path: target.path, line: target.line },
        `nit: double space\n\n${fingerprintMarker(target.fingerprint)}`,
      );
      const thread = fake.state.threads.find((t) => t.id === forged.threadId)!;
      const reply = addReply(fake.state, thread, fake.state.actor('maintainer'), '/prlens ignore');
      const payload = webhookPayload('pull_request_review_comment.created', {
        pull,
        apiUrl: fake.apiUrl,
        comment: {
          body: '/prlens ignore',
          author: 'maintainer',
          association: 'COLLABORATOR',
          id: reply.id,
          inReplyTo: forged.id,
          path: forged.path,
          line: target.line,
        },
      });

      const ignore = await runBuiltAction({ fake, eventName: 'pull_request_review_comment', payload });

      expect(ignore.code, ignore.stdout).toBe(0);
      const answer = fake.state.reviewComments.filter((c) => c.threadId === thread.id).at(-1)!;
      expect(answer.body).toMatch(/this thread is not one/);
      const summary = () =>
        fake.state.issueComments.find((c) => c.body.startsWith('<!-- prlens:summary'))!.body;
      // Not learned: the summary carries no learned list (its record of open findings names the finding).
      expect(summary()).not.toContain('prlens:learned');
      // The next review neither reads the reply as a rejection nor suppresses the finding.
      const rerun = await review(fake, pull, { built: true, inputs: { 'fail-on': 'high' } });
      expect(rerun.code, rerun.stdout).toBe(1);
      expect(readReport(rerun).findings.map((f) => f.fingerprint)).toContain(target.fingerprint);
      expect(summary()).not.toContain('prlens:learned');
    });
  });

  it('forged markers: a summary by the PR author claiming its head was reviewed → the sweep still selects the PR', async () => {
    await withOwnGitHub({ token: TOKEN }, async (fake) => {
      const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
      addIssueCommentBy(fake.state, pull, pull.author.login, forgedSummary(pull, []));

      const sweep = await runBuiltAction({
        fake,
        eventName: 'schedule',
        payload: schedulePayload(),
        inputs: { command: 'sweep', matrix: 'true' },
      });

      expect(sweep.code, sweep.stdout).toBe(0);
      expect(JSON.parse(sweep.outputs.matrix!)).toEqual({ pr: [pull.number] });
      expect(sweep.jobSummary).toContain(`| #${pull.number} | ${pull.title} | selected |`);
      expect(sweep.stdout).toMatch(/prlens ignored comment \d+ by octocat\b/);
    });
  });
});
