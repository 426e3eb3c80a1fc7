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
 * And on an inline comment (in-process): the author swaps the fingerprint marker of a finding's
 * comment for another finding's; a maintainer's 👎 or `/prlens ignore` there must not reject the
 * finding the marker now names.
 */
import { describe, expect, it } from 'vitest';
import {
  webhookPayload,
  type FakeGitHub,
  type IssueCommentRecord,
  type PullRequestRecord,
} from '../fakes/github/index.js';
import { editIssueCommentBy, editReviewCommentBy } from '../fakes/github/human.js';
import { addReaction } from '../fakes/github/routes-reactions.js';
import { addReply } from '../fakes/github/routes-reviews.js';
import { gate } from '../fakes/github/routes-gate.js';
import { useScenario } from '../support/scenario.js';
import { SMALL_TS, TOKEN, fingerprints, readReport, review, summaries } from './github-helpers.js';

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

describe("editing prlens's comments (the built action, and in-process, against the fake GitHub)", () => {
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
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'failure',
    });
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
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'failure',
    });
    // The record is ours again, rebuilt by this run: it holds the finding.
    expect(summary(fake).body.split('\n')[1]).toContain(`"fp":"${fp}"`);
  });

  it('comment edit: the PR author swaps the marker of the exec comment for the eval finding, a maintainer 👎s it → the eval is not suppressed', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    gate(fake.state).permissions.set('maintainer', 'write');
    const first = await review(fake, pull, { inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);
    const roots = fake.state.reviewComments.filter((c) => c.inReplyToId === undefined);
    const evalRoot = roots.find((c) => /\beval\b/.test(c.body))!;
    const execRoot = roots.find((c) => c !== evalRoot)!;
    const evalFp = /<!-- prlens:fp=(\S+) -->/.exec(evalRoot.body)![1]!;
    editReviewCommentBy(
      fake.state,
      execRoot,
      pull.author.login,
      (body) =>
        `nit: typo in the log message\n\n${body.replace(/<!-- prlens:fp=\S+ -->/, `<!-- prlens:fp=${evalFp} -->`)}`,
    );
    addReaction(fake.state, 'pull_request_review_comment', execRoot.id, fake.state.actor('maintainer'), '-1');
    for (const t of fake.state.threadsOf(pull)) t.isResolved = true;

    const before = fingerprints(fake).length;
    const again = await review(fake, pull, { inputs: INPUTS });
    expect(readReport(again).findings.map((f) => f.fingerprint)).toContain(evalFp);
    expect(again.code, again.stdout).toBe(1);
    expect(fingerprints(fake).slice(before)).toContain(evalFp);
    expect(summary(fake).body).not.toContain('prlens:learned');
    expect(again.stdout).toMatch(
      /inline finding \(review comment \d+\) was last edited by octocat, not by prlens/,
    );
  });

  it('comment edit: /prlens ignore by a maintainer under an inline comment the PR author edited → not taken, the answer says why', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    gate(fake.state).permissions.set('maintainer', 'write');
    const first = await review(fake, pull, { inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);
    const root = fake.state.reviewComments.find((c) => c.inReplyToId === undefined)!;
    editReviewCommentBy(fake.state, root, pull.author.login, (body) => `nit: wording only\n\n${body}`);
    const thread = fake.state.threads.find((t) => t.id === root.threadId)!;
    const reply = addReply(fake.state, thread, fake.state.actor('maintainer'), '/prlens ignore');
    const payload = webhookPayload('pull_request_review_comment.created', {
      pull,
      apiUrl: fake.apiUrl,
      comment: {
        body: '/prlens ignore',
        author: 'maintainer',
        association: 'COLLABORATOR',
        id: reply.id,
        inReplyTo: root.id,
        path: root.path,
        line: root.line ?? 1,
      },
    });
    const run = await s.action({ eventName: 'pull_request_review_comment', payload });
    expect(run.code, run.stdout).toBe(0);
    const answer = fake.state.reviewComments.filter((c) => c.threadId === thread.id).at(-1)!.body;
    expect(answer).toMatch(/did not ignore this finding: .*was last edited by octocat, not by prlens/);
    expect(summary(fake).body).not.toContain('prlens:learned');
  });

  it('summary edit: the PR author deletes the summary, then pushes padding that puts the flagged file past the size limit → the gate still fails', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const inputs = { ...INPUTS, 'max-file-changed-lines': '20' };
    const first = await review(fake, pull, { inputs });
    expect(first.code, first.stdout).toBe(1);
    const [fp] = fingerprints(fake);
    // GitHub lets anyone with write access delete any comment: https://docs.github.com/rest/issues/comments#delete-an-issue-comment
    fake.state.issueComments.splice(fake.state.issueComments.indexOf(summary(fake)), 1);

    const before = pull.headSha;
    const padding = Array.from({ length: 30 }, (_, i) => `export const pad${i} = ${i};`).join('\n');
    fake.state.push(pull.number, { 'src/run.ts': `${EVAL}${padding}\n` });
    const big = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs });
    expect(readReport(big).excluded_files.map((f) => f.path)).toEqual(['src/run.ts']);
    expect(big.code, big.stdout).toBe(1);
    expect(big.outputs.findings).toBe('1');
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'failure',
    });
    expect(summary(fake).body.split('\n')[1]).toContain(`"fp":"${fp}"`);
  });

  it('comment edit: the PR author deletes the summary and rewrites the severity in the flagged file comment, then makes it too large → the gate still fails', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const inputs = { ...INPUTS, 'max-file-changed-lines': '20' };
    const first = await review(fake, pull, { inputs });
    expect(first.code, first.stdout).toBe(1);
    fake.state.issueComments.splice(fake.state.issueComments.indexOf(summary(fake)), 1);
    const root = fake.state.reviewComments.find((c) => c.inReplyToId === undefined)!;
    editReviewCommentBy(fake.state, root, pull.author.login, (body) =>
      body.replace(/<sub>high · /, '<sub>low · '),
    );

    const before = pull.headSha;
    const padding = Array.from({ length: 30 }, (_, i) => `export const pad${i} = ${i};`).join('\n');
    fake.state.push(pull.number, { 'src/run.ts': `${EVAL}${padding}\n` });
    const big = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs });
    expect(big.code, big.stdout).toBe(1);
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
  });
});
