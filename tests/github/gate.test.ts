/**
 * The merge gate's GitHub modules on the fake GitHub through the real @octokit/rest: the check run
 * (conclusions, 50-annotation batches), labels (add, update, remove, never others), the linked
 * issue as intent, and learning from 👎 and `/prlens ignore` — each also without its permission.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { publishCheckRun } from '../../src/github/check-run.js';
import { conclusionFor } from '../../src/report/check-run.js';
import { linkedIssueNumber, loadIntent, MAX_INTENT_PART_CHARS } from '../../src/github/intent.js';
import { syncLabels } from '../../src/github/labels.js';
import { ACTIONS_BOT } from '../../src/github/identity.js';
import { readRejections } from '../../src/github/learn.js';
import { Ownership } from '../../src/github/ownership.js';
import { Rejecters } from '../../src/github/rejecters.js';
import { readLearned, learnedSection, mergeLearned } from '../../src/report/learned.js';
import { toReviewComments } from '../../src/github/comments.js';
import { postReview, pullRequestLineIndexes } from '../../src/github/post-review.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import { addIssue, gate, labelsOn, seedLabel } from '../fakes/github/routes-gate.js';
import { addReaction } from '../fakes/github/routes-reactions.js';
import { addReply } from '../fakes/github/routes-reviews.js';
import { emptyReport } from '../report/fixtures.js';
import { finding } from '../support/finding.js';
import { bufferLogger, fakeClient } from '../support/github-double.js';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
const PR = { owner: 'octo-org', repo: 'octo-repo', number: 7 };

let fake: FakeGitHub | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

async function start(body = 'Describes the change.') {
  fake = await startFakeGitHub();
  const head = lines(200).replace(/line (\d+)\n/g, (m, n: string) => (Number(n) % 2 ? `changed ${n}\n` : m));
  const pull = fake.state.createPullRequest({
    number: 7,
    body,
    base: { 'src/a.ts': lines(200) },
    head: { 'src/a.ts': head },
  });
  return { fake, pull, gh: fakeClient(fake).gh, pr: { ...PR, headSha: pull.headSha } };
}

const at = (line: number, extra: Parameters<typeof finding>[0] = {}) =>
  finding({ path: 'src/a.ts', line, anchor: `changed ${line}`, ...extra });
const writes = (f: FakeGitHub, operation: string) => f.requests.filter((r) => r.operation === operation);

describe('the check run', () => {
  it('concludes failure at or above fail-on, success below it, neutral when incomplete', () => {
    const high = emptyReport({ findings: [at(1, { severity: 'high' })] });
    expect(conclusionFor(high, ['high'])).toBe('failure');
    expect(conclusionFor(high, ['critical'])).toBe('success');
    expect(conclusionFor(high, [])).toBe('success');
    expect(conclusionFor({ ...high, incomplete: true }, ['high'])).toBe('neutral');
    // An unanchored finding counts too: it is open, only not on a line.
    expect(conclusionFor(emptyReport({ unanchored: [at(1, { severity: 'critical' })] }), ['high'])).toBe(
      'failure',
    );
  });

  it('posts 120 annotations in batches of 50 (one create, two updates) on the head SHA', async () => {
    const { fake, gh, pr } = await start();
    const findings = Array.from({ length: 120 }, (_, i) =>
      at(2 * i + 1, { severity: i === 0 ? 'critical' : i % 3 ? 'medium' : 'low' }),
    );
    const left = at(4, { side: 'LEFT', title: 'A deleted line mattered' });
    const report = emptyReport({ findings: [...findings, left] });
    const result = await publishCheckRun(gh, pr, { report, failOn: ['high'], summary: '## prlens review' });
    expect(result).toMatchObject({ kind: 'posted', conclusion: 'failure', annotations: 120, requests: 3 });
    expect(writes(fake, 'checks/create')).toHaveLength(1);
    expect(writes(fake, 'checks/update')).toHaveLength(2);
    expect(
      [...writes(fake, 'checks/create'), ...writes(fake, 'checks/update')].map(
        (r) => r.body.output.annotations.length,
      ),
    ).toEqual([50, 50, 20]);
    const [run] = gate(fake.state).checkRuns;
    expect(run).toMatchObject({
      name: 'prlens',
      headSha: pr.headSha,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(run!.annotations).toHaveLength(120);
    expect(run!.annotations[0]).toMatchObject({
      path: 'src/a.ts',
      start_line: 1,
      annotation_level: 'failure',
    });
    expect(new Set(run!.annotations.map((a) => a.annotation_level))).toEqual(
      new Set(['failure', 'warning', 'notice']),
    );
    // The LEFT-side finding has no head line: it is in the output text, not an annotation.
    expect(run!.text).toContain('A deleted line mattered');
    expect(run!.summary).toBe('## prlens review');
  });

  it('is refused by GitHub with 51 annotations in one request: the batching is needed', async () => {
    const { fake, gh, pr } = await start();
    const report = emptyReport({ findings: Array.from({ length: 51 }, (_, i) => at(2 * i + 1)) });
    const result = await publishCheckRun(gh, pr, { report, failOn: [], summary: 's' }, 51);
    expect(result.kind).toBe('failed');
    expect(fake.violations.map((v) => v.operation)).toEqual(['checks/create']);
    fake.violations.length = 0;
  });

  it('concludes success with no findings and neutral on an incomplete review', async () => {
    const { fake, gh, pr } = await start();
    await publishCheckRun(gh, pr, { report: emptyReport(), failOn: ['low'], summary: 's' });
    await publishCheckRun(gh, pr, {
      report: emptyReport({ incomplete: true, findings: [at(1, { severity: 'critical' })] }),
      failOn: ['low'],
      summary: 's',
    });
    expect(gate(fake.state).checkRuns.map((r) => r.conclusion)).toEqual(['success', 'neutral']);
  });

  it('without checks: write, returns one notice and does not throw', async () => {
    const { fake, gh, pr } = await start();
    gate(fake.state).denied.add('checks');
    const report = emptyReport({ findings: Array.from({ length: 80 }, (_, i) => at(2 * i + 1)) });
    const result = await publishCheckRun(gh, pr, { report, failOn: ['low'], summary: 's' });
    expect(result.kind).toBe('forbidden');
    expect(result.kind === 'forbidden' && result.notice).toMatch(/checks: write.*exit code/s);
    expect(writes(fake, 'checks/create')).toHaveLength(1);
    expect(writes(fake, 'checks/update')).toHaveLength(0);
  });
});

describe('labels', () => {
  it('adds, updates and removes only its own labels', async () => {
    const { fake, gh, pull } = await start();
    seedLabel(fake.state, pull.repo, 'bug', 7);
    seedLabel(fake.state, pull.repo, 'prlens: later', 7); // a person's label with our prefix
    seedLabel(fake.state, pull.repo, 'prlens: medium'); // exists in the repo, not on the PR

    const first = await syncLabels(gh, PR, [
      at(1, { severity: 'high', lens: 'security', category: 'injection' }),
      at(3, { severity: 'medium' }),
    ]);
    expect(first).toMatchObject({ kind: 'synced', added: ['prlens: high', 'prlens: security'], removed: [] });
    expect(labelsOn(fake.state, pull.repo, 7)).toEqual([
      'bug',
      'prlens: later',
      'prlens: high',
      'prlens: security',
    ]);
    const created = gate(fake.state).labels.get(pull.repo)!.get('prlens: high')!;
    expect(created.color).toMatch(/^[0-9a-f]{6}$/);
    expect(created.description).toContain('most severe');

    // The high finding is fixed: medium replaces high (its label existed: 422 already_exists is fine).
    const second = await syncLabels(gh, PR, [at(3, { severity: 'medium' })]);
    expect(second).toMatchObject({
      added: ['prlens: medium'],
      removed: ['prlens: high', 'prlens: security'],
    });
    expect(labelsOn(fake.state, pull.repo, 7)).toEqual(['bug', 'prlens: later', 'prlens: medium']);

    // Nothing left: ours go, the others stay; an unchanged rerun costs one request.
    await syncLabels(gh, PR, []);
    expect(labelsOn(fake.state, pull.repo, 7)).toEqual(['bug', 'prlens: later']);
    const again = await syncLabels(gh, PR, []);
    expect(again).toMatchObject({ kind: 'synced', added: [], removed: [], requests: 1 });
  });

  it('keeps its labels on an incomplete review (what it did not see is no reason to drop one)', async () => {
    const { fake, gh, pull } = await start();
    await syncLabels(gh, PR, [at(1, { severity: 'critical' })]);
    await syncLabels(gh, PR, [at(3, { severity: 'low' })], false);
    expect(labelsOn(fake.state, pull.repo, 7)).toEqual(['prlens: critical', 'prlens: low']);
  });

  it('without permission, returns one notice and does not throw', async () => {
    const { fake, gh, pull } = await start();
    gate(fake.state).denied.add('labels');
    const result = await syncLabels(gh, PR, [at(1, { severity: 'high' })]);
    expect(result.kind).toBe('forbidden');
    expect(labelsOn(fake.state, pull.repo, 7)).toEqual([]);
  });
});

describe('intent', () => {
  it('finds the linked issue of the same repository only', () => {
    expect(linkedIssueNumber('Fixes #12.', 'o', 'r', 7)).toBe(12);
    expect(linkedIssueNumber('See https://github.com/o/r/issues/9 and #12', 'o', 'r', 7)).toBe(9);
    expect(linkedIssueNumber('See other/repo#12 and a#b', 'o', 'r', 7)).toBeNull();
    expect(linkedIssueNumber('Follow-up to #7 (this PR)', 'o', 'r', 7)).toBeNull();
    expect(linkedIssueNumber('https://x/o/r/pull/3#issuecomment-5', 'o', 'r', 7)).toBeNull();
  });

  it('gives title, description and the linked issue, each capped, in one extra request', async () => {
    const { fake, gh, pull } = await start(`Closes #41.\n${'d'.repeat(10_000)}`);
    addIssue(fake.state, pull.repo, {
      number: 41,
      title: 'Limit must include the last item',
      body: 'i'.repeat(9_000),
    });
    const before = fake.requests.length;
    const intent = await loadIntent(gh, { ...PR, title: pull.title, body: pull.body ?? '' });
    expect(fake.requests.length - before).toBe(1);
    expect(intent.issue).toBe(41);
    expect(intent.text).toContain('Linked issue #41: Limit must include the last item');
    expect(intent.text).toContain(`cut at ${MAX_INTENT_PART_CHARS} characters`);
    expect(intent.text.length).toBeLessThan(3 * MAX_INTENT_PART_CHARS);
  });

  it('skips a linked PR and a missing issue without failing', async () => {
    const { fake, gh } = await start();
    fake.state.createPullRequest({ number: 8, body: 'other' });
    const logs: string[] = [];
    const pr = await loadIntent(gh, { ...PR, title: 't', body: 'after #8' }, (m) => logs.push(m));
    expect(pr.issue).toBeNull();
    const missing = await loadIntent(gh, { ...PR, title: 't', body: 'fixes #99' }, (m) => logs.push(m));
    expect(missing.issue).toBeNull();
    expect(missing.text).toContain('fixes #99');
    expect(logs.join('\n')).toMatch(/#8 is a pull request.*\n.*#99 could not be read/);
  });
});

describe('learning from the team', () => {
  const FP_A = 'aaaaaaaaaaaaaaa1';
  const FP_B = 'bbbbbbbbbbbbbbb2';
  const FP_C = 'ccccccccccccccc3';

  async function posted() {
    const s = await start();
    const plan = toReviewComments(
      [at(1, { fingerprint: FP_A }), at(3, { fingerprint: FP_B }), at(5, { fingerprint: FP_C })],
      await pullRequestLineIndexes(s.gh, s.pr),
      { maxComments: 30, maxBodyChars: 60_000 },
    );
    await postReview(s.gh, s.pr, { comments: plan.comments, body: 'review' });
    const root = (fp: string) => s.fake.state.reviewComments.find((c) => c.body.includes(fp))!;
    return { ...s, root };
  }

  it('learns a 👎 by a collaborator, not one by a passer-by, looking up each reactor once', async () => {
    const { fake, gh, root } = await posted();
    gate(fake.state).permissions.set('maintainer', 'write');
    const maintainer = fake.state.actor('maintainer');
    const passer = fake.state.actor('passer-by');
    addReaction(fake.state, 'pull_request_review_comment', root(FP_A).id, maintainer, '-1');
    addReaction(fake.state, 'pull_request_review_comment', root(FP_B).id, passer, '-1');
    addReaction(fake.state, 'pull_request_review_comment', root(FP_B).id, maintainer, '+1');
    addReaction(fake.state, 'pull_request_review_comment', root(FP_C).id, maintainer, '-1');
    const before = fake.requests.length;
    const result = await readRejections(gh, PR, {
      reactions: true,
      known: new Set([FP_C]),
      logger: bufferLogger([]),
      own: new Ownership(ACTIONS_BOT),
      rejecters: new Rejecters(gh, { ...PR, author: 'octocat' }),
    });
    expect(result.entries.map((e) => [e.fp, e.by, e.via])).toEqual([[FP_A, 'maintainer', 'reaction']]);
    // 1 list of review comments, 2 reaction lists (A and B have a 👎; C is known), 2 permission lookups.
    expect(fake.requests.length - before).toBe(5);
    expect(result.requests).toBe(5);
    expect(result.notice).toBeNull();
  });

  it('costs one request when nobody reacted with 👎', async () => {
    const { fake, gh } = await posted();
    const before = fake.requests.length;
    const result = await readRejections(gh, PR, {
      reactions: true,
      known: new Set(),
      logger: bufferLogger([]),
      own: new Ownership(ACTIONS_BOT),
      rejecters: new Rejecters(gh, { ...PR, author: 'octocat' }),
    });
    expect(result.entries).toEqual([]);
    expect(fake.requests.length - before).toBe(1);
  });

  it('learns a /prlens ignore reply by a member, not by a contributor', async () => {
    const { fake, gh, root } = await posted();
    gate(fake.state).permissions.set('maintainer', 'admin');
    const thread = (fp: string) => fake.state.threads.find((t) => t.id === root(fp).threadId)!;
    addReply(fake.state, thread(FP_B), fake.state.actor('maintainer'), '/prlens ignore this is intended');
    addReply(fake.state, thread(FP_C), fake.state.actor('drive-by'), '/prlens ignore');
    const result = await readRejections(gh, PR, {
      reactions: false,
      known: new Set(),
      logger: bufferLogger([]),
      own: new Ownership(ACTIONS_BOT),
      rejecters: new Rejecters(gh, { ...PR, author: 'octocat' }),
    });
    expect(result.entries.map((e) => [e.fp, e.by, e.via])).toEqual([[FP_B, 'maintainer', 'reply']]);
  });

  it('without access to collaborators, keeps what it read and returns one notice', async () => {
    const { fake, gh, root } = await posted();
    gate(fake.state).denied.add('collaborators');
    addReaction(fake.state, 'pull_request_review_comment', root(FP_A).id, fake.state.actor('m'), '-1');
    const result = await readRejections(gh, PR, {
      reactions: true,
      known: new Set(),
      logger: bufferLogger([]),
      own: new Ownership(ACTIONS_BOT),
      rejecters: new Rejecters(gh, { ...PR, author: 'octocat' }),
    });
    expect(result.entries).toEqual([]);
    expect(result.notice).toMatch(
      /could not check whether m has write access \(403: .*Resource not accessible by integration/,
    );
  });

  it('keeps the learned list in a hidden line that survives a rewrite and rejects forged entries', () => {
    const entries = mergeLearned(
      [{ fp: FP_A, by: 'maintainer', at: '2026-01-01T12:00:00Z', via: 'reaction' }],
      [
        { fp: FP_A, by: 'other', at: '2026-01-02T12:00:00Z', via: 'reply' },
        { fp: 'x --> <script>', by: 'evil', at: '2026-01-02T12:00:00Z', via: 'reply' },
      ],
    );
    expect(entries).toHaveLength(1);
    const section = learnedSection(entries, 1);
    expect(section).toContain('1 finding suppressed');
    expect(section).toContain(`  - "${FP_A}"`); // the ignored-fingerprints snippet
    expect(readLearned(`<!-- prlens:summary {} -->\nbody${section}\n`)).toEqual(entries);
    expect(readLearned('<!-- prlens:learned v1 [{"fp":"zz"}] -->')).toEqual([]);
    expect(readLearned('<!-- prlens:learned v2 [] -->')).toEqual([]);
    expect(readLearned('<!-- prlens:learned v1 {broken -->')).toEqual([]);
  });
});
