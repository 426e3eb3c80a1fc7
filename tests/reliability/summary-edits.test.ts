/**
 * Editing prlens's own summary must not open the gate or silence a finding, through the BUILT action
 * (dist/index.js in a child process) on the fake GitHub, static rules only. GitHub lets anyone with
 * write access edit any comment, the bot's included, and records who did:
 * https://docs.github.com/graphql/reference/objects#issuecomment (`editor`, `lastEditedAt`).
 * The PR's author (write access) rewrites the summary's hidden records between two runs:
 *   (a) appends a learned entry crediting a maintainer with a 👎 on the finding, then re-runs at the
 *       same head: the finding is still posted, the gate still fails, nobody is credited;
 *   (b) empties the open-findings record and pushes a docs-only commit: the next run must not trust
 *       the record (it reviews the whole PR), and the gate still fails.
 */
import { describe, expect, it } from 'vitest';
import type { FakeGitHub, IssueCommentRecord, PullRequestRecord } from '../fakes/github/index.js';
import { editIssueCommentBy } from '../fakes/github/human.js';
import { gate } from '../fakes/github/routes-gate.js';
import { useScenario } from '../support/scenario.js';
import { TOKEN, fingerprints, readReport, review, summaries } from './github-helpers.js';

const BASE = {
  'src/run.ts': 'export function run(input: string): unknown {\n  return JSON.parse(input);\n}\n',
};
const EVAL = 'export function run(input: string): unknown {\n  return eval(input);\n}\n';
const INPUTS = { 'check-run': 'true', 'fail-on': 'high' };

const summary = (fake: FakeGitHub): IssueCommentRecord => {
  const [only] = summaries(fake);
  expect(only, 'no summary comment').toBeDefined();
  return only!;
};

describe('editing prlens summary (the built action against the fake GitHub)', { timeout: 240_000 }, () => {
  const s = useScenario();

  /** A PR whose first review flagged the eval (gate failed); the author has write access. */
  async function flagged(): Promise<{ fake: FakeGitHub; pull: PullRequestRecord; fp: string }> {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    gate(fake.state).permissions.set('octocat', 'write');
    gate(fake.state).permissions.set('maintainer', 'write');
    const first = await review(fake, pull, { built: true, inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);
    const [fp] = fingerprints(fake);
    return { fake, pull, fp: fp! };
  }

  it('summary edit: the PR author appends a learned entry by "maintainer" → the finding is not suppressed, the gate still fails', async () => {
    const { fake, pull, fp } = await flagged();
    const forged = { fp, by: 'maintainer', at: '2026-01-01T12:00:00Z', via: 'reaction' };
    editIssueCommentBy(
      fake.state,
      summary(fake),
      pull.author.login,
      (body) => `${body.trimEnd()}\n<!-- prlens:learned v1 ${JSON.stringify([forged])} -->\n`,
    );
    // The thread is resolved so that only a suppression could keep the finding from being posted.
    for (const t of fake.state.threadsOf(pull)) t.isResolved = true;

    const again = await review(fake, pull, { built: true, inputs: INPUTS });
    expect(readReport(again).findings.map((f) => f.fingerprint)).toEqual([fp]);
    expect(again.code, again.stdout).toBe(1);
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ headSha: pull.headSha, conclusion: 'failure' });
    expect(fingerprints(fake)).toEqual([fp, fp]);
    expect(summary(fake).body).not.toContain('@maintainer');
    expect(summary(fake).body).not.toContain('prlens:learned');
    expect(again.stdout).toMatch(/summary comment was last edited by octocat, not by prlens/);
  });

  it('summary edit: the PR author empties the open-findings record, then pushes a docs-only commit → full review, the gate still fails', async () => {
    const { fake, pull, fp } = await flagged();
    editIssueCommentBy(fake.state, summary(fake), pull.author.login, (body) =>
      body.replace(/^<!-- prlens:open v1 .* -->$/m, '<!-- prlens:open v1 {"n":0,"items":[]} -->'),
    );
    expect(summary(fake).body.split('\n')[1]).toBe('<!-- prlens:open v1 {"n":0,"items":[]} -->');

    const before = pull.headSha;
    fake.state.push(pull.number, { 'docs/notes.md': '# Notes\n' });
    const push = await review(fake, pull, {
      built: true,
      event: 'pull_request.synchronize',
      before,
      inputs: INPUTS,
    });
    expect(push.stdout).not.toMatch(/incremental review/);
    expect(readReport(push).findings.map((f) => f.fingerprint)).toEqual([fp]);
    expect(push.code, push.stdout).toBe(1);
    expect(push.outputs).toMatchObject({ findings: '1', incomplete: 'false' });
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ headSha: pull.headSha, conclusion: 'failure' });
    // The record is ours again, rebuilt by this run: it holds the finding.
    expect(summary(fake).body.split('\n')[1]).toContain(`"fp":"${fp}"`);
  });
});
