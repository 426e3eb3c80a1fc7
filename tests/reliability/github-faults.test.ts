/**
 * GitHub faults against the action (in-process, tests/support/action.ts): what GitHub answers when it is slow, rate-limited, broken
 * or stingy with permissions, and what must still hold: one review at most, a step that fails only
 * when nothing could be done, and every finding of the report somewhere a person can read it.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import {
  BASE,
  FLAGGED_TS,
  SMALL_TS,
  TOKEN,
  expectNothingLost,
  fingerprints,
  readReport,
  review,
  startProxy,
  submitted,
  summaries,
  writes,
} from './github-helpers.js';

describe('GitHub faults (the action in-process against the fake GitHub)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it('github fault: 422 on one of 5 comments → the review lands, that comment in its body', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/flagged.ts': FLAGGED_TS } });
    // GitHub disagreeing with our line index: the `new Function` comment is moved off the diff.
    const proxy = await startProxy(fake.apiUrl, (method, url, body) => {
      if (method !== 'POST' || !/\/pulls\/\d+\/reviews$/.test(url.split('?')[0]!)) return;
      for (const c of body.comments ?? []) if (String(c.body).includes('new Function')) c.line = 9999;
    });
    try {
      const run = await review(fake, pull, { apiUrl: proxy.url });
      expect(run.code, run.stdout).toBe(0);
      const reviews = submitted(fake);
      expect(reviews).toHaveLength(1);
      expect(reviews[0]!.body).toMatch(/Could not be placed on a line/);
      expect(reviews[0]!.body).toContain('new Function');
      expect(fake.state.reviewComments.map((c) => c.body).join('\n')).not.toContain('new Function');
      expect(fingerprints(fake)).toHaveLength(4);
      // `findings` counts what the gate counts: the four inline ones and the one in the review body.
      expect(run.outputs.findings).toBe('5');
      expect(summaries(fake)).toHaveLength(1);
      // No probe review is left behind.
      expect(fake.state.reviews.filter((r) => r.state === 'PENDING')).toEqual([]);
      expect(expectNothingLost(fake, run).inline).toBe(4);
    } finally {
      await proxy.close();
    }
  });

  it('github fault: 403 secondary rate limit (retry-after 1) on create-review → retried, one review', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    fake.faults.inject({ kind: 'secondary-rate-limit', operation: 'pulls/create-review', retryAfter: 1 });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    expect(fake.faults.pending).toBe(0);
    expect(run.stdout).toMatch(/::warning::GitHub secondary rate limit on POST .*\/reviews: retrying in 1 s/);
    expect(fake.requests.filter((r) => r.operation === 'pulls/create-review')).toHaveLength(2);
    expect(submitted(fake)).toHaveLength(1);
    expect(run.outputs['review-id']).toBe(String(submitted(fake)[0]!.id));
    expect(summaries(fake)).toHaveLength(1);
    expect(expectNothingLost(fake, run).inline).toBe(2);
  });

  it('github fault: 502 on create-review → retried, one review', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    fake.faults.inject({ kind: 'bad-gateway', operation: 'pulls/create-review' });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    expect(fake.faults.pending).toBe(0);
    expect(fake.requests.filter((r) => r.operation === 'pulls/create-review')).toHaveLength(2);
    expect(submitted(fake)).toHaveLength(1);
    expect(summaries(fake)).toHaveLength(1);
    expect(expectNothingLost(fake, run).inline).toBe(2);
  });

  it('github fault: FORBIDDEN on resolve (canResolve false) → logged once, the step passes, threads stay open', async () => {
    fake = await s.github({ token: TOKEN, canResolve: false });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    expect((await review(fake, pull)).code).toBe(0);
    expect(fake.state.threads).toHaveLength(2);

    // Both findings fixed on their own lines: both threads are outdated and due to be resolved.
    const before = pull.headSha;
    const fixed = SMALL_TS.replace('eval(input)', 'JSON.parse(input)').replace(
      'execSync(`ls ${dir}`)',
      "execSync('ls', { cwd: dir })",
    );
    fake.state.push(pull.number, { 'src/small.ts': fixed });
    const run = await review(fake, pull, { event: 'pull_request.synchronize', before });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout.match(/::warning::resolving threads needs contents: write/g)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(fake.state.threads.filter((t) => t.isResolved)).toEqual([]);
    expect(fake.state.threads.filter((t) => t.isOutdated)).toHaveLength(2);
    expect(summaries(fake)).toHaveLength(1);
    expect(summaries(fake)[0]!.body).toContain(pull.headSha);
    expectNothingLost(fake, run);
  });

  it('github fault: 404 for a deleted PR → a clear error, exit 1, nothing posted', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    pull.deleted = true;
    const run = await review(fake, pull);
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/octo-org\/octo-repo#1/);
    expect(errors[0]).toMatch(/not found|404/i);
    expect(writes(fake)).toEqual([]);
    expect(run.outputs).toEqual({});
  });

  it('github fault: token without pull-requests: write (readOnly) → job summary and outputs, no failure', async () => {
    fake = await s.github({ token: TOKEN, readOnly: true });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/flagged.ts': FLAGGED_TS } });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.jobSummary).toMatch(/Read-only token/);
    expect(run.jobSummary).toMatch(/Inline comments that would have been posted/);
    // Nothing posted, but `findings` still counts what the gate counts: every finding of the review.
    const report = readReport(run);
    const count = String(report.findings.length + report.unanchored.length);
    expect(run.outputs).toMatchObject({ findings: count, 'review-id': '', incomplete: 'false' });
    expect(Number(count)).toBeGreaterThan(0);
    expect(submitted(fake)).toEqual([]);
    expect(fake.state.issueComments).toEqual([]);
    // One refused write, then no more attempts.
    expect(writes(fake)).toHaveLength(1);
    const { inline, total } = expectNothingLost(fake, run);
    expect(inline).toBe(0);
    expect(total).toBe(readReport(run).findings.length + readReport(run).unanchored.length);
    expect(total).toBeGreaterThanOrEqual(5);
  });

  it('github fault: 403 on reading .gitattributes → warned, incomplete, exit 1, not "no attributes"', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.gitattributes': 'src/flagged.ts linguist-generated\n' },
      head: { 'src/flagged.ts': FLAGGED_TS },
    });
    // What an installation token gets for contents it may not read:
    // https://docs.github.com/rest/repos/contents#get-repository-content
    fake.faults.inject({ kind: 'not-accessible', path: /\/contents\/\.gitattributes$/, times: 5 });
    const run = await review(fake, pull);
    // An unfinished review never passes; before, the run passed as if there were no attributes.
    expect(run.code, run.stdout).toBe(1);
    const report = readReport(run);
    expect(report.incomplete).toBe(true);
    expect(report.warnings.join('\n')).toMatch(
      /could not read \.gitattributes at [0-9a-f]{40} \(.*Resource not accessible by integration/,
    );
    expect(run.outputs).toMatchObject({ incomplete: 'true' });
  });
});
