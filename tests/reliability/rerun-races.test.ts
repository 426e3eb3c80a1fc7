/**
 * Reruns and races against the action (in-process, tests/support/action.ts), static rules only (no model) so each run is quick:
 * re-running a job, two runs at once and a force-push between runs must never duplicate a comment
 * or a summary, and the summary's watermark must follow the head that was really reviewed.
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
  review,
  submitted,
  summaries,
  writes,
} from './github-helpers.js';

describe('reruns and races (the action in-process against the fake GitHub)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it('rerun: 10 reruns on the same head → 0 new inline comments, no new review, exactly 1 summary', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    const first = await review(fake, pull);
    expect(first.code, first.stdout).toBe(0);
    expect(submitted(fake)).toHaveLength(1);
    const posted = fingerprints(fake);
    expect(posted).toHaveLength(2);

    for (let i = 0; i < 10; i++) {
      const before = writes(fake).length;
      const rerun = await review(fake, pull);
      expect(rerun.code, rerun.stdout).toBe(0);
      // `findings` counts what the gate counts: both findings are still open, none posted again.
      expect(rerun.outputs).toMatchObject({ findings: '2', 'review-id': '', incomplete: 'false' });
      expect(rerun.stdout).toMatch(/no new inline comments: no review posted/);
      expectNothingLost(fake, rerun);
      // The first rerun edits the summary once (it notes the suppressed findings); later ones write nothing.
      const wrote = writes(fake).slice(before);
      expect(wrote.map((w) => `${w.method} ${w.path}`)).toEqual(
        i === 0 ? [expect.stringMatching(/^PATCH \/repos\/.*\/issues\/comments\/\d+$/)] : [],
      );
    }
    expect(submitted(fake)).toHaveLength(1);
    expect(fingerprints(fake)).toEqual(posted);
    expect(summaries(fake)).toHaveLength(1);
    expect(summaries(fake)[0]!.body).toContain(pull.headSha);
    expect(fake.state.threads.filter((t) => t.isResolved)).toEqual([]);
  });

  it('race: 2 concurrent runs on one head → 1 summary, 0 duplicate fingerprints', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/flagged.ts': FLAGGED_TS } });
    const runs = await Promise.all([review(fake, pull), review(fake, pull)]);
    expect(
      runs.map((r) => r.code),
      runs.map((r) => r.stdout).join('\n'),
    ).toEqual([0, 0]);
    expect(summaries(fake)).toHaveLength(1);
    const fps = fingerprints(fake);
    expect(fps).toHaveLength(5);
    expect(new Set(fps).size).toBe(fps.length);
    // `findings` counts what the gate counts: each run saw the same five open findings.
    expect(runs.map((r) => r.outputs.findings)).toEqual([String(fps.length), String(fps.length)]);
    for (const run of runs) expectNothingLost(fake, run);
  });

  it('rerun: force-push between runs → a full review (not incremental), no duplicates, watermark on the new head', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    expect((await review(fake, pull)).code).toBe(0);
    const oldHead = pull.headSha;
    expect(summaries(fake)[0]!.body).toContain(oldHead);

    // The head commit is rewritten: same file plus a new one with a finding of its own.
    const compile = 'export function compile(src: string): unknown {\n  return new Function(src);\n}\n';
    fake.state.push(pull.number, {
      amend: true,
      files: { 'src/small.ts': SMALL_TS, 'src/compile.ts': compile },
    });
    expect(pull.headSha).not.toBe(oldHead);
    const run = await review(fake, pull, { event: 'pull_request.synchronize', before: oldHead });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/full review: the (branch was rewritten|last reviewed commit)/);
    expect(run.stdout).not.toMatch(/incremental review:/);
    const summary = summaries(fake);
    expect(summary).toHaveLength(1);
    expect(summary[0]!.body).toContain(pull.headSha);
    expect(summary[0]!.body).not.toContain(oldHead);
    expect(summary[0]!.body).not.toMatch(/Incremental review/);
    const fps = fingerprints(fake);
    expect(fps).toHaveLength(3); // eval and exec once each, and the new `new Function`
    expect(new Set(fps).size).toBe(fps.length);
    // `findings` counts what the gate counts: all three are open, one of them posted by this run.
    expect(run.outputs.findings).toBe('3');
    expectNothingLost(fake, run);
  });
});
