/**
 * The fake's GraphQL endpoint, driven by the real @octokit/graphql: review threads over the real
 * schema, resolve and reply mutations, the FORBIDDEN answer without permission, and validation.
 */
import { graphql } from '@octokit/graphql';
import { GraphqlResponseError } from '@octokit/graphql';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const repo = { owner: 'octo-org', repo: 'octo-repo' };

const THREADS = /* GraphQL */ `
  query Threads($owner: String!, $name: String!, $number: Int!, $after: String) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        id
        reviewThreads(first: 2, after: $after) {
          nodes {
            id
            isResolved
            isOutdated
            path
            line
            originalLine
            viewerCanResolve
            comments(first: 10) {
              nodes {
                id
                fullDatabaseId
                body
                author {
                  login
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          totalCount
        }
      }
    }
  }
`;

interface ThreadsResult {
  repository: {
    pullRequest: {
      reviewThreads: {
        nodes: {
          id: string;
          isResolved: boolean;
          viewerCanResolve: boolean;
          comments: { nodes: { body: string; author: { login: string } }[] };
        }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        totalCount: number;
      };
    };
  };
}

/** A fake with PR #1 and three review threads on it. */
async function fakeWithThreads(options: Parameters<typeof startFakeGitHub>[0] = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub(options);
  const body = Array.from({ length: 10 }, (_, i) => `v${i}`).join('\n') + '\n';
  gh.state.createPullRequest({ number: 1, base: { 'a.txt': 'x\n' }, head: { 'a.txt': body } });
  const octokit = new Octokit({ baseUrl: gh.apiUrl, log: quiet });
  const comments = [1, 4, 9].map((line) => ({
    path: 'a.txt',
    line,
    side: 'RIGHT' as const,
    body: `on ${line}`,
  }));
  await octokit.rest.pulls.createReview({ ...repo, pull_number: 1, event: 'COMMENT', body: 'r', comments });
  return gh;
}

let gh: FakeGitHub;
let client: typeof graphql;

beforeAll(async () => {
  gh = await fakeWithThreads();
  client = graphql.defaults({ baseUrl: gh.apiUrl });
});

afterAll(async () => {
  await gh.close();
});

describe('reviewThreads', () => {
  it('pages threads with their comments; GraphQL logins have no [bot] suffix', async () => {
    const vars = { owner: repo.owner, name: repo.repo, number: 1 };
    const first = await client<ThreadsResult>(THREADS, vars);
    const page = first.repository.pullRequest.reviewThreads;
    expect(page.totalCount).toBe(3);
    expect(page.nodes).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.nodes[0]!.comments.nodes[0]).toMatchObject({
      body: 'on 1',
      author: { login: 'github-actions' },
    });
    const second = await client<ThreadsResult>(THREADS, { ...vars, after: page.pageInfo.endCursor });
    expect(second.repository.pullRequest.reviewThreads.nodes.map((n) => n.comments.nodes[0]!.body)).toEqual([
      'on 9',
    ]);
    expect(gh.violations).toEqual([]);
  });

  it('resolves a thread and replies in one', async () => {
    const { repository } = await client<ThreadsResult>(THREADS, {
      owner: repo.owner,
      name: repo.repo,
      number: 1,
    });
    const id = repository.pullRequest.reviewThreads.nodes[0]!.id;
    const resolved = await client<{ resolveReviewThread: { thread: { isResolved: boolean } } }>(
      'mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }',
      { id },
    );
    expect(resolved.resolveReviewThread.thread.isResolved).toBe(true);
    await client(
      'mutation($id: ID!) { addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $id, body: "done" }) { comment { id } } }',
      { id },
    );
    expect(gh.state.threads[0]).toMatchObject({ isResolved: true });
    expect(gh.state.threads[0]!.commentIds).toHaveLength(2);
  });

  it('fails an unknown field by validation with HTTP 200 and records it', async () => {
    const error = await client(
      '{ repository(owner: "octo-org", name: "octo-repo") { pullRequest(number: 1) { nope } } }',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlResponseError);
    expect((error as GraphqlResponseError<unknown>).errors![0].message).toContain('nope');
    expect(gh.violations.at(-1)).toMatchObject({ kind: 'graphql' });
    gh.violations.length = 0;
  });
});

describe('without permission to resolve', () => {
  it('answers resolveReviewThread with FORBIDDEN and data null, and viewerCanResolve false', async () => {
    const limited = await fakeWithThreads({ canResolve: false });
    try {
      const request = graphql.defaults({ baseUrl: limited.apiUrl });
      const { repository } = await request<ThreadsResult>(THREADS, {
        owner: repo.owner,
        name: repo.repo,
        number: 1,
      });
      const thread = repository.pullRequest.reviewThreads.nodes[0]!;
      expect(thread.viewerCanResolve).toBe(false);
      const error = (await request(
        'mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id } } }',
        {
          id: thread.id,
        },
      ).catch((e: unknown) => e)) as GraphqlResponseError<unknown>;
      expect(error.data).toEqual({ resolveReviewThread: null });
      expect(error.errors).toEqual([
        expect.objectContaining({
          type: 'FORBIDDEN',
          message: 'Resource not accessible by integration',
          path: ['resolveReviewThread'],
        }),
      ]);
      expect(limited.state.threads[0]!.isResolved).toBe(false);
      expect(limited.violations).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
