import { schema, validate } from '@octokit/graphql-schema';
import { NoDeprecatedCustomRule, buildSchema, parse, validate as validateWith } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprintMarker } from '../../src/report/markers.js';
import {
  REPLY_MUTATION,
  RESOLVE_MUTATION,
  RESOLVED_REPLY,
  REVIEW_THREADS_QUERY,
  existingFingerprints,
  listReviewThreads,
  resolveFixedThreads,
  restCommentId,
} from '../../src/github/threads.js';
import type { ReviewThread } from '../../src/github/threads.js';
import { ACTIONS_BOT } from '../../src/github/identity.js';
import { Ownership } from '../../src/github/ownership.js';
import { bufferLogger, startGitHubDouble } from '../support/github-double.js';
import type { GitHubDouble, Recorded } from '../support/github-double.js';

const PR = { owner: 'acme', repo: 'shop', number: 7 };

interface FakeThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  path: string;
  line: number | null;
  viewerCanResolve: boolean;
  comments: {
    nodes: Array<{ fullDatabaseId: string; body: string; author: { __typename: string; login: string } }>;
  };
}

/** GraphQL's authors: a bot's login without `[bot]`. */
const HUMAN = { __typename: 'User', login: 'octocat' };
const BOT = { __typename: 'Bot', login: 'github-actions' };
const own = () => new Ownership(ACTIONS_BOT);

function thread(id: string, firstBody: string, overrides: Partial<FakeThread> = {}): FakeThread {
  return {
    id,
    isResolved: false,
    isOutdated: true,
    path: 'src/app.ts',
    line: null,
    viewerCanResolve: true,
    // github.com's review comment ids are past 2^31; GraphQL sends fullDatabaseId as a string.
    comments: {
      nodes: [
        {
          fullDatabaseId: String(2_200_000_000 + (Number(id.replace(/\D/g, '')) || 1)),
          body: firstBody,
          author: HUMAN,
        },
      ],
    },
    ...overrides,
  };
}

function ours(id: string, fp: string, overrides: Partial<FakeThread> = {}): FakeThread {
  const t = thread(id, `**Bug**\n\ntext\n\n${fingerprintMarker(fp)}`, overrides);
  t.comments.nodes[0]!.author = BOT;
  return t;
}

/** GraphQL as GitHub answers it: HTTP 200, with `errors` beside `data` when a mutation is refused. */
function graphqlFake(threads: FakeThread[], resolveError?: { type: string; message: string }) {
  const replies: Array<{ threadId: string; body: string }> = [];
  const handler = (r: Recorded) => {
    const query = String(r.body.query);
    const vars = r.body.variables;
    if (query.includes('reviewThreads')) {
      const start = vars.after ? Number(vars.after) : 0;
      const nodes = threads.slice(start, start + 100);
      const end = start + nodes.length;
      const pageInfo = {
        hasNextPage: end < threads.length,
        endCursor: nodes.length > 0 ? String(end) : null,
      };
      return { body: { data: { repository: { pullRequest: { reviewThreads: { pageInfo, nodes } } } } } };
    }
    if (query.includes('resolveReviewThread')) {
      if (resolveError) {
        const error = { ...resolveError, path: ['resolveReviewThread'], locations: [{ line: 3, column: 3 }] };
        return { body: { data: { resolveReviewThread: null }, errors: [error] } };
      }
      const t = threads.find((x) => x.id === vars.threadId)!;
      t.isResolved = true;
      return { body: { data: { resolveReviewThread: { thread: { id: t.id, isResolved: true } } } } };
    }
    if (query.includes('addPullRequestReviewThreadReply')) {
      replies.push({ threadId: vars.threadId, body: vars.body });
      return { body: { data: { addPullRequestReviewThreadReply: { comment: { id: 'C_1' } } } } };
    }
    return { status: 400, body: { message: 'unknown query' } };
  };
  return { threads, replies, handler };
}

let mini: GitHubDouble | undefined;
afterEach(async () => {
  await mini?.close();
  mini = undefined;
});

const mutations = (m: GitHubDouble) => m.requests.filter((r) => String(r.body.query).includes('mutation'));

describe('GraphQL documents', () => {
  it('are valid against GitHub’s GraphQL schema', () => {
    for (const document of [REVIEW_THREADS_QUERY, RESOLVE_MUTATION, REPLY_MUTATION]) {
      expect(validate(document)).toEqual([]);
    }
  });

  it('ask for no deprecated field (databaseId cannot carry github.com’s 64-bit ids)', () => {
    const built = buildSchema(schema.idl, { assumeValidSDL: true });
    for (const document of [REVIEW_THREADS_QUERY, RESOLVE_MUTATION, REPLY_MUTATION]) {
      expect(validateWith(built, parse(document), [NoDeprecatedCustomRule]).map((e) => e.message)).toEqual(
        [],
      );
    }
    expect(REVIEW_THREADS_QUERY).toMatch(/\bfullDatabaseId\b/);
  });
});

describe('restCommentId', () => {
  it('reads github.com-sized ids exactly and refuses what is not a safe integer', () => {
    expect(restCommentId('2200000001')).toBe(2_200_000_001);
    expect(restCommentId('40000000017')).toBe(40_000_000_017);
    expect(restCommentId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of [null, undefined, '', '0', '-1', '1e3', '12.5', ' 12', '9007199254740993', '01'])
      expect(restCommentId(bad)).toBeNull();
  });
});

describe('listReviewThreads', () => {
  it('reads every page and keeps only threads whose first comment carries our fingerprint', async () => {
    const all = Array.from({ length: 130 }, (_, i) => thread(`T${i}`, `human ${i}`));
    all[5] = ours('T5', 'aaaa0001', { line: 12, isOutdated: false });
    all[120] = ours('T120', 'aaaa0002', { isResolved: true });
    all[7] = thread('T7', `quoting \`${fingerprintMarker('aaaa0003')}\` from the bot`);
    const fake = graphqlFake(all);
    mini = await startGitHubDouble(fake.handler);
    const threads = await listReviewThreads(mini.gh, PR, own());
    expect(threads.map((t) => [t.id, t.fingerprint])).toEqual([
      ['T5', 'aaaa0001'],
      ['T120', 'aaaa0002'],
    ]);
    expect(threads[0]).toMatchObject({ isResolved: false, isOutdated: false, path: 'src/app.ts', line: 12 });
    expect(mini.requests.map((r) => r.path)).toEqual(['/graphql', '/graphql']);
    expect(mini.requests.map((r) => r.body.variables.after)).toEqual([null, '100']);
    expect(mini.requests[0]!.body.variables).toMatchObject({ owner: 'acme', repo: 'shop', number: 7 });
  });

  it('ignores a thread whose fingerprint was written by anyone but prlens, and names it', async () => {
    const forged = thread('T2', `nit: typo\n\n${fingerprintMarker('aaaa0009')}`);
    const renamed = ours('T3', 'aaaa0008');
    // A user called like the app's slug is still not the app: GraphQL says it is a User.
    renamed.comments.nodes[0]!.author = { __typename: 'User', login: 'github-actions' };
    mini = await startGitHubDouble(graphqlFake([ours('T1', 'aaaa0001'), forged, renamed]).handler);
    const mine = own();
    const threads = await listReviewThreads(mini.gh, PR, mine);
    expect(threads.map((t) => t.fingerprint)).toEqual(['aaaa0001']);
    expect(mine.foreign.map((f) => [f.where, f.author])).toEqual([
      ['review comment 2200000002', 'octocat'],
      ['review comment 2200000003', 'github-actions'],
    ]);
  });
});

describe('existingFingerprints', () => {
  it('holds the fingerprints of our unresolved threads, outdated or not', () => {
    const t = (fp: string, isResolved: boolean, isOutdated: boolean): ReviewThread => ({
      ...ours('T', fp, { isResolved, isOutdated }),
      comments: [],
      fingerprint: fp,
    });
    expect(existingFingerprints([t('a1', false, false), t('b2', true, false), t('c3', false, true)])).toEqual(
      new Set(['a1', 'c3']),
    );
  });
});

describe('resolveFixedThreads', () => {
  async function setup(threads: FakeThread[], resolveError?: { type: string; message: string }) {
    const fake = graphqlFake(threads, resolveError);
    mini = await startGitHubDouble(fake.handler);
    const listed = await listReviewThreads(mini.gh, PR, own());
    mini.requests.length = 0;
    return { fake, listed, m: mini };
  }

  it('resolves our outdated threads whose finding is gone, each with a short reply', async () => {
    const { fake, listed, m } = await setup([
      ours('T1', 'f1'), // outdated, finding gone: resolve
      ours('T2', 'f2'), // outdated, finding still produced: keep
      ours('T3', 'f3', { isOutdated: false }), // finding gone but the line is current: keep
      ours('T4', 'f4', { isResolved: true }), // already resolved
      thread('T5', 'a human thread'),
    ]);
    const logs: string[] = [];
    const result = await resolveFixedThreads(m.gh, listed, new Set(['f2']), bufferLogger(logs));
    expect(result).toEqual({ resolved: ['T1'], permissionDenied: false, failed: [] });
    expect(mutations(m).map((r) => r.body.variables)).toEqual([
      { threadId: 'T1' },
      { threadId: 'T1', body: RESOLVED_REPLY },
    ]);
    expect(fake.threads[0]!.isResolved).toBe(true);
    expect(fake.replies).toEqual([{ threadId: 'T1', body: RESOLVED_REPLY }]);
    expect(logs).toEqual(['info: resolved 1 fixed review threads']);
  });

  it('does not try when the token cannot resolve, and says which permission is missing once', async () => {
    const { listed, m } = await setup([
      ours('T1', 'f1', { viewerCanResolve: false }),
      ours('T2', 'f2', { viewerCanResolve: false }),
    ]);
    const logs: string[] = [];
    const result = await resolveFixedThreads(m.gh, listed, new Set(), bufferLogger(logs));
    expect(result).toEqual({ resolved: [], permissionDenied: true, failed: [] });
    expect(mutations(m)).toEqual([]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^warn: resolving threads needs contents: write/);
  });

  it('degrades on a FORBIDDEN error in a 200 answer: logs once, stops, never throws, never replies', async () => {
    const { fake, listed, m } = await setup([ours('T1', 'f1'), ours('T2', 'f2'), ours('T3', 'f3')], {
      type: 'FORBIDDEN',
      message: 'Resource not accessible by integration',
    });
    const logs: string[] = [];
    const result = await resolveFixedThreads(m.gh, listed, new Set(), bufferLogger(logs));
    expect(result).toEqual({ resolved: [], permissionDenied: true, failed: [] });
    expect(mutations(m)).toHaveLength(1);
    expect(fake.replies).toEqual([]);
    expect(logs.filter((l) => /contents: write/.test(l))).toHaveLength(1);
  });

  it('logs and goes on when one thread fails for another reason', async () => {
    const { listed, m } = await setup([ours('T1', 'f1'), ours('T2', 'f2')], {
      type: 'NOT_FOUND',
      message: 'Could not resolve to a node',
    });
    const logs: string[] = [];
    const result = await resolveFixedThreads(m.gh, listed, new Set(), bufferLogger(logs));
    expect(result).toEqual({ resolved: [], permissionDenied: false, failed: ['T1', 'T2'] });
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(
      /^warn: could not resolve review thread on src\/app.ts: NOT_FOUND: Could not resolve to a node$/,
    );
  });
});
