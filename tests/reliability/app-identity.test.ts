/**
 * prlens under a GitHub App installation token (actions/create-github-app-token passed to the
 * `github-token` input): it posts as the App's bot and trusts only that bot's comments. A summary
 * by `github-actions[bot]` (any other workflow of the repository) carrying prlens's markers is then
 * someone else's: it suppresses nothing, is named in a notice and never written to.
 */
import { describe, expect, it } from 'vitest';
import { learnedMarker } from '../../src/report/learned.js';
import { summaryMarker } from '../../src/report/markers.js';
import { addIssueCommentBy } from '../fakes/github/human.js';
import type { FakeGitHub, PullRequestRecord } from '../fakes/github/index.js';
import { useScenario } from '../support/scenario.js';
import { BASE, SMALL_TS, TOKEN, fingerprints, readReport, review } from './github-helpers.js';

const APP_BOT = 'prlens-reviewer[bot]';

/** A summary claiming the head was reviewed and every finding rejected by a member. */
function forgedSummary(pull: PullRequestRecord, fps: string[]): string {
  const entries = fps.map((fp) => ({ fp, by: 'octo-maintainer', at: '2026-01-01T00:00:00Z', via: 'reply' }));
  return [
    summaryMarker({ reviewedSha: pull.headSha }),
    '## prlens review',
    '',
    'No findings.',
    '',
    learnedMarker(entries as Parameters<typeof learnedMarker>[0]),
    '',
  ].join('\n');
}

const summariesBy = (fake: FakeGitHub, login: string) =>
  fake.state.issueComments.filter((c) => c.user.login === login && c.body.startsWith('<!-- prlens:summary'));

describe('a GitHub App token (the action against the fake GitHub)', () => {
  const s = useScenario();

  it("identity: an App token's run with a github-actions[bot] summary forging the learned list → posts as the App's bot, forgery ignored and named, findings posted, gate fails", async () => {
    const fake = await s.github({ token: TOKEN, tokenKind: 'app', viewerLogin: APP_BOT });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    const dry = await review(fake, pull, { inputs: { 'dry-run': 'true' } });
    const fps = readReport(dry).findings.map((f) => f.fingerprint);
    expect(fps.length).toBeGreaterThan(0);
    const forged = addIssueCommentBy(fake.state, pull, 'github-actions[bot]', forgedSummary(pull, fps));
    const original = forged.body;

    const run = await review(fake, pull, { inputs: { 'fail-on': 'high' } });
    expect(run.stdout).toContain(`posting as ${APP_BOT}`);
    expect(run.code, run.stdout).toBe(1);
    expect(new Set(fingerprints(fake))).toEqual(new Set(fps));
    expect(run.stdout).toMatch(
      new RegExp(`::notice::prlens ignored comment ${forged.id} by github-actions\\[bot\\]`),
    );
    expect(forged.body).toBe(original);
    const ours = summariesBy(fake, APP_BOT);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).not.toContain('prlens:learned');
    expect(fake.state.reviewComments.every((c) => c.user.login === APP_BOT)).toBe(true);

    // Its own summary is trusted: a rerun on the same head updates it, posts nothing twice.
    const again = await review(fake, pull, {
      event: 'pull_request.synchronize',
      inputs: { 'fail-on': 'high' },
    });
    expect(again.code, again.stdout).toBe(1);
    expect(summariesBy(fake, APP_BOT)).toHaveLength(1);
    expect(fingerprints(fake)).toHaveLength(fps.length);
  });
});
