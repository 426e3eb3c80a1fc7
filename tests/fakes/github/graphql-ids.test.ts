/**
 * github.com's ids over the fake's GraphQL, driven by the real @octokit/graphql: `databaseId` of a
 * review comment is a 32-bit `Int` that cannot carry today's ids, so asking for it fails the query
 * as on github.com (HTTP 200 with `errors`), while `fullDatabaseId` carries the REST id as a string;
 * and a query that selects a `@deprecated` field is recorded as a violation.
 */
import { graphql, GraphqlResponseError } from '@octokit/graphql';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const repo = { owner: 'octo-org', repo: 'octo-repo' };
const INT_MAX = 2 ** 31 - 1;

/** The first thread's root comment with `fields`. */
const rootComment = (fields: string) => `{
  repository(owner: "octo-org", name: "octo-repo") {
    pullRequest(number: 1) {
      reviewThreads(first: 10) { nodes { comments(first: 1) { nodes { ${fields} } } } }
    }
  }
}`;

let gh: FakeGitHub;
let restId: number;
let reviewId: number;

beforeAll(async () => {
  gh = await startFakeGitHub();
  gh.state.createPullRequest({ number: 1, base: { 'a.txt': 'x\n' }, head: { 'a.txt': 'x\ny\n' } });
  const octokit = new Octokit({ baseUrl: gh.apiUrl, log: quiet });
  const { data } = await octokit.rest.pulls.createReview({
    ...repo,
    pull_number: 1,
    event: 'COMMENT',
    comments: [{ path: 'a.txt', line: 2, side: 'RIGHT', body: 'finding' }],
  });
  reviewId = data.id;
  const [comment] = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
    ...repo,
    pull_number: 1,
  });
  restId = comment!.id;
});

afterAll(async () => {
  await gh.close();
});

describe('ids of github.com size', () => {
  it('hands out REST ids past 2^31 for reviews and review comments', () => {
    expect(restId).toBeGreaterThan(INT_MAX);
    expect(reviewId).toBeGreaterThan(INT_MAX);
    expect(gh.state.pull(1).id).toBeGreaterThan(INT_MAX);
  });

  it('fails `databaseId` of a review comment with GitHub’s message, HTTP 200 and errors', async () => {
    const response = await fetch(`${gh.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: rootComment('databaseId body') }),
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { errors: Array<{ message: string; path: unknown[] }> };
    expect(json.errors).toEqual([
      expect.objectContaining({
        message: `Int cannot represent non 32-bit signed integer value: ${restId}`,
        path: [
          'repository',
          'pullRequest',
          'reviewThreads',
          'nodes',
          0,
          'comments',
          'nodes',
          0,
          'databaseId',
        ],
      }),
    ]);
    // @octokit/graphql (what prlens uses) throws on any error: the whole query is lost.
    const thrown = await graphql
      .defaults({ baseUrl: gh.apiUrl })(rootComment('databaseId body'))
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(GraphqlResponseError);
    const messages = gh.violations.flatMap((v) => v.messages);
    expect(messages).toContain(`Int cannot represent non 32-bit signed integer value: ${restId}`);
    expect(messages.some((m) => /PullRequestReviewComment\.databaseId is deprecated/.test(m))).toBe(true);
    gh.violations.length = 0;
  });

  it('gives `fullDatabaseId` as the REST id in a string, also of the review, with no violation', async () => {
    const result = await graphql.defaults({ baseUrl: gh.apiUrl })<{
      repository: {
        pullRequest: {
          reviewThreads: {
            nodes: Array<{
              comments: {
                nodes: Array<{ fullDatabaseId: string; pullRequestReview: { fullDatabaseId: string } }>;
              };
            }>;
          };
        };
      };
    }>(rootComment('fullDatabaseId pullRequestReview { fullDatabaseId }'));
    const node = result.repository.pullRequest.reviewThreads.nodes[0]!.comments.nodes[0]!;
    expect(node).toEqual({
      fullDatabaseId: String(restId),
      pullRequestReview: { fullDatabaseId: String(reviewId) },
    });
    expect(gh.violations).toEqual([]);
  });

  it('answers a deprecated field but records the query as a violation', async () => {
    const result = await graphql.defaults({ baseUrl: gh.apiUrl })<unknown>(rootComment('originalPosition'));
    expect(JSON.stringify(result)).toContain('"originalPosition":');
    expect(gh.violations).toEqual([
      expect.objectContaining({
        kind: 'graphql',
        messages: [
          expect.stringMatching(/^The field PullRequestReviewComment\.originalPosition is deprecated\./),
        ],
      }),
    ]);
    gh.violations.length = 0;
  });
});
