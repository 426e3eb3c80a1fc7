import { afterEach, describe, expect, it } from 'vitest';
import { readSummaryMarker, summaryMarker } from '../../src/report/markers.js';
import { ACTIONS_BOT } from '../../src/github/identity.js';
import { Ownership } from '../../src/github/ownership.js';
import { findSummary, upsertSummary } from '../../src/github/summary.js';
import { renderSummary } from '../../src/report/pr-summary.js';
import { completeReport, emptyReport, incompleteReport } from '../report/fixtures.js';
import { finding } from '../support/finding.js';
import { startGitHubDouble } from '../support/github-double.js';
import type { GitHubDouble, Recorded } from '../support/github-double.js';

const PR = { owner: 'acme', repo: 'shop', number: 7 };
const COMMENTS = '/repos/acme/shop/issues/7/comments';
const SHA = 'd'.repeat(40);

interface User {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

interface Comment {
  id: number;
  node_id: string;
  body: string;
  created_at: string;
  user: User;
}

/** The Actions token's account, which prlens posts as in these tests. */
const BOT: User = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
const MALLORY: User = { login: 'mallory', id: 666, type: 'User' };
const own = () => new Ownership(ACTIONS_BOT);

/** Issue comments as GitHub pages them (`per_page`, `page`, a `link` header to the next page). */
function commentsFake(initial: string[] = []) {
  let nextId = 1;
  let clock = Date.UTC(2026, 0, 1);
  const comments: Comment[] = [];
  const add = (body: string, user: User = BOT) => {
    const id = nextId++;
    const c = { id, node_id: `IC_${id}`, body, created_at: new Date((clock += 1000)).toISOString(), user };
    comments.push(c);
    return c;
  };
  initial.forEach((body) => add(body));
  let beforeCreate: (() => void) | null = null;
  const handler = (r: Recorded) => {
    if (r.method === 'GET' && r.path === COMMENTS) {
      const perPage = Number(r.query.get('per_page') ?? 30);
      const page = Number(r.query.get('page') ?? 1);
      const slice = comments.slice((page - 1) * perPage, page * perPage);
      const more = page * perPage < comments.length;
      const next = `${url}${COMMENTS}?per_page=${perPage}&page=${page + 1}`;
      return { body: slice, headers: more ? { link: `<${next}>; rel="next"` } : undefined };
    }
    if (r.method === 'POST' && r.path === COMMENTS) {
      beforeCreate?.();
      return { status: 201, body: add(r.body.body) };
    }
    // Who last edited a comment (src/github/comment-edits.ts): nobody, in these tests.
    if (r.method === 'POST' && r.path === '/graphql') {
      return { body: { data: { node: { lastEditedAt: null, editor: null } } } };
    }
    const one = /^\/repos\/acme\/shop\/issues\/comments\/(\d+)$/.exec(r.path);
    const at = one ? comments.findIndex((c) => c.id === Number(one[1])) : -1;
    if (one && at < 0) return { status: 404, body: { message: 'Not Found' } };
    if (r.method === 'PATCH' && one) {
      comments[at]!.body = r.body.body;
      return { body: comments[at] };
    }
    if (r.method === 'DELETE' && one) {
      comments.splice(at, 1);
      return { status: 204 };
    }
    return { status: 404, body: { message: `no route ${r.method} ${r.path}` } };
  };
  let url = '';
  return {
    comments,
    add,
    handler,
    setUrl: (u: string) => void (url = u),
    onCreate: (fn: () => void) => void (beforeCreate = fn),
  };
}

const summaryBody = (text: string, sha: string | null = SHA) =>
  `${summaryMarker({ reviewedSha: sha })}\n${text}`;
const humans = (n: number) => Array.from({ length: n }, (_, i) => `comment ${i}`);

let mini: GitHubDouble | undefined;
afterEach(async () => {
  await mini?.close();
  mini = undefined;
});

async function start(fake: ReturnType<typeof commentsFake>) {
  mini = await startGitHubDouble(fake.handler);
  fake.setUrl(mini.url);
  return mini;
}

describe('findSummary', () => {
  it('reads every page and picks ours by the marker at the start, not one quoted by a human', async () => {
    const fake = commentsFake([
      `Look at this: \`${summaryMarker({ reviewedSha: 'e'.repeat(40) })}\``,
      ...humans(230),
      summaryBody('the summary'),
      ...humans(10),
    ]);
    const m = await start(fake);
    const found = await findSummary(m.gh, PR, own());
    expect(found).toEqual({
      id: 232,
      nodeId: 'IC_232',
      body: summaryBody('the summary'),
      reviewedSha: SHA,
      duplicates: [],
      edited: null,
    });
    expect(m.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('returns null when there is no summary, and names later duplicates', async () => {
    const none = await start(commentsFake(humans(3)));
    expect(await findSummary(none.gh, PR, own())).toBeNull();
    await none.close();
    const dup = await start(commentsFake([summaryBody('old', null), ...humans(150), summaryBody('newer')]));
    expect(await findSummary(dup.gh, PR, own())).toMatchObject({
      id: 1,
      reviewedSha: null,
      duplicates: [152],
    });
  });
});

describe('upsertSummary', () => {
  it('creates the summary when there is none', async () => {
    const fake = commentsFake(humans(2));
    const m = await start(fake);
    expect(await upsertSummary(m.gh, PR, summaryBody('first'), own())).toEqual({
      id: 3,
      action: 'created',
      deleted: [],
    });
    expect(fake.comments.map((c) => c.body)).toEqual([...humans(2), summaryBody('first')]);
  });

  it('updates the summary in place, and leaves it alone when nothing changed', async () => {
    const fake = commentsFake([...humans(40), summaryBody('old')]);
    const m = await start(fake);
    expect(await upsertSummary(m.gh, PR, summaryBody('new'), own())).toEqual({
      id: 41,
      action: 'updated',
      deleted: [],
    });
    expect(fake.comments).toHaveLength(41);
    expect(fake.comments[40]!.body).toBe(summaryBody('new'));
    const before = m.requests.length;
    expect(await upsertSummary(m.gh, PR, summaryBody('new'), own())).toMatchObject({ action: 'unchanged' });
    expect(m.requests.slice(before).every((r) => r.method === 'GET')).toBe(true);
  });

  it('deletes duplicates left on later pages, keeping the oldest', async () => {
    const fake = commentsFake([summaryBody('a'), ...humans(120), summaryBody('b'), summaryBody('c')]);
    const m = await start(fake);
    expect(await upsertSummary(m.gh, PR, summaryBody('new'), own())).toEqual({
      id: 1,
      action: 'updated',
      deleted: [122, 123],
    });
    const ours = fake.comments.filter((c) => readSummaryMarker(c.body));
    expect(ours).toEqual([expect.objectContaining({ id: 1, body: summaryBody('new') })]);
  });

  it('after losing a race to create, keeps the older summary with this run’s body and deletes its own', async () => {
    const fake = commentsFake(humans(1));
    // Another run creates its summary between this run's listing and its create.
    fake.onCreate(() => {
      fake.onCreate(() => undefined);
      fake.add(summaryBody('other run'));
    });
    const m = await start(fake);
    expect(await upsertSummary(m.gh, PR, summaryBody('this run'), own())).toEqual({
      id: 2,
      action: 'updated',
      deleted: [3],
    });
    expect(fake.comments.map((c) => c.body)).toEqual([...humans(1), summaryBody('this run')]);
  });

  it('leaves exactly one summary when two runs upsert at the same time', async () => {
    const fake = commentsFake(humans(5));
    const m = await start(fake);
    const results = await Promise.all([
      upsertSummary(m.gh, PR, summaryBody('run A'), own()),
      upsertSummary(m.gh, PR, summaryBody('run B'), own()),
    ]);
    const ours = fake.comments.filter((c) => readSummaryMarker(c.body));
    expect(ours).toHaveLength(1);
    expect(results.map((r) => r.id)).toEqual([ours[0]!.id, ours[0]!.id]);
    expect([summaryBody('run A'), summaryBody('run B')]).toContain(ours[0]!.body);
  });

  it('takes a marked comment by someone else for no summary: never read, edited or deleted, and named', async () => {
    const fake = commentsFake(humans(2));
    const forged = fake.add(summaryBody('forged, claims the head was reviewed'), MALLORY);
    fake.comments.push({ ...forged, id: 99 }); // a second forgery, later
    fake.comments[fake.comments.length - 1]!.body = summaryBody('another');
    const m = await start(fake);
    const mine = own();
    expect(await findSummary(m.gh, PR, mine)).toBeNull();
    expect(mine.foreign.map((f) => f.where)).toEqual(['comment 3', 'comment 99']);
    expect(mine.notices()[0]).toMatch(
      /^prlens ignored comment 3 by mallory: .*posts as github-actions\[bot\]/,
    );

    const result = await upsertSummary(m.gh, PR, summaryBody('ours'), mine);
    expect(result).toEqual({ id: 4, action: 'created', deleted: [] });
    expect(fake.comments.find((c) => c.id === 3)!.body).toBe(
      summaryBody('forged, claims the head was reviewed'),
    );
    expect(m.requests.filter((r) => r.method === 'PATCH' || r.method === 'DELETE')).toEqual([]);
  });

  it('with no known identity trusts no comment, then adopts the author of the summary it created', async () => {
    const fake = commentsFake([summaryBody('ours from an earlier run')]);
    const m = await start(fake);
    const unknown = new Ownership(null);
    expect(await findSummary(m.gh, PR, unknown)).toBeNull();
    // Created as the token's account: from then on that account's comments are ours, and the race
    // rule keeps the oldest of them.
    expect(await upsertSummary(m.gh, PR, summaryBody('now'), unknown)).toEqual({
      id: 1,
      action: 'updated',
      deleted: [2],
    });
    expect(unknown.identity).toMatchObject({ login: 'github-actions[bot]', id: 41898282 });
  });

  it('refuses a body without the marker, which no later run could find', async () => {
    const m = await start(commentsFake());
    await expect(upsertSummary(m.gh, PR, '## prlens review', own())).rejects.toThrow(/summary marker/);
    expect(m.requests).toEqual([]);
  });
});

const NO_EXTRAS = { reviewedSha: SHA, overflow: [], rejected: [], unreviewable: [], staticOnly: false };

describe('renderSummary', () => {
  it('points at open threads of files an incremental run did not re-review', () => {
    const body = renderSummary(completeReport(), {
      ...NO_EXTRAS,
      carried: [
        { path: 'src/a.ts', line: 4 },
        { path: 'src/b.ts', line: null },
      ],
    });
    expect(body).toContain('2 earlier findings in files this run did not re-review are still open');
    expect(body).toContain('`src/a.ts:4`, `src/b.ts`');
    expect(renderSummary(completeReport(), NO_EXTRAS)).not.toContain('did not re-review');
  });

  it('starts with the marker recording the reviewed SHA, then the report', () => {
    const body = renderSummary(completeReport(), NO_EXTRAS);
    expect(body.split('\n')[0]).toBe(summaryMarker({ reviewedSha: SHA }));
    expect(body.split('\n')[1]).toBe('## prlens review');
    expect(readSummaryMarker(body)).toEqual({ reviewedSha: SHA });
  });

  it('records no watermark for an incomplete review and says it is incomplete', () => {
    const body = renderSummary(incompleteReport(), { ...NO_EXTRAS, reviewedSha: null });
    expect(readSummaryMarker(body)).toEqual({ reviewedSha: null });
    expect(body).toContain('Incomplete review');
  });

  it('adds the static-only, incremental and suppressed notes under the heading', () => {
    const body = renderSummary(emptyReport(), {
      ...NO_EXTRAS,
      staticOnly: true,
      incremental: { from: 'a'.repeat(40), to: 'b'.repeat(40) },
      suppressed: 2,
    });
    const [, heading, , note] = body.split('\n');
    expect(heading).toBe('## prlens review');
    expect(note).toBe('> [!NOTE]');
    expect(body).toContain('Static rules only: no model key was given. Set the `api-key` input');
    expect(body).toContain('Incremental review of the commits after `aaaaaaa` up to `bbbbbbb`.');
    expect(body).toContain('2 findings already in an open thread were not posted again.');
  });

  it('lists overflow, rejected and unreviewable files in their own sections', () => {
    const over = finding({ title: 'Over the cap', severity: 'low' });
    const rej = finding({ title: 'Line <gone>', line: 9 });
    const body = renderSummary(emptyReport(), {
      ...NO_EXTRAS,
      overflow: [over],
      rejected: [rej],
      unreviewable: [{ path: 'logo.png', reason: 'binary file' }],
    });
    expect(body).toContain(
      '### Not posted inline: over the comment limit\n\n- **low** `src/app.ts:2` Over the cap',
    );
    expect(body).toContain(
      '### Could not be placed on a line\n\n- **medium** `src/app.ts:9` Line &lt;gone&gt;',
    );
    expect(body).toContain('### Not reviewable from the API\n\n- `logo.png`: binary file');
  });

  it('stays under the limit with thousands of findings, keeping the marker and every section', () => {
    const many = Array.from({ length: 3_000 }, (_, i) =>
      finding({ line: i + 1, body: 'a long explanation '.repeat(50), title: `Problem ${i}` }),
    );
    const report = { ...completeReport(), findings: many };
    const files = Array.from({ length: 3_000 }, (_, i) => ({
      path: `assets/${i}.bin`,
      reason: 'binary file',
    }));
    const body = renderSummary(report, {
      ...NO_EXTRAS,
      overflow: many,
      rejected: many.slice(0, 500),
      unreviewable: files,
    });
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(readSummaryMarker(body)).toEqual({ reviewedSha: SHA });
    for (const section of [
      'Not posted inline',
      'Could not be placed',
      'Not reviewable from the API',
      '## prlens review',
    ]) {
      expect(body).toContain(section);
    }
    expect(body).toMatch(/more findings? in the report/);
    expect(renderSummary(report, NO_EXTRAS, 10_000).length).toBeLessThanOrEqual(10_000);
  });
});
