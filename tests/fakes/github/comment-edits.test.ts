/**
 * Comment edits in the fake, read back over the real schema: an issue comment edited through REST
 * (`PATCH /repos/{o}/{r}/issues/comments/{id}`) shows its last editor and time in GraphQL's
 * `IssueComment.editor` / `lastEditedAt`, and every edit in `userContentEdits`, whoever made it.
 * https://docs.github.com/graphql/reference/objects#issuecomment
 */
import { graphql } from '@octokit/graphql';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editIssueCommentBy, editReviewCommentBy } from './human.js';
import { startFakeGitHub, type FakeGitHub } from './index.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const repo = { owner: 'octo-org', repo: 'octo-repo' };

const EDITS = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on IssueComment {
        author {
          login
        }
        lastEditedAt
        editor {
          __typename
          login
        }
        userContentEdits(first: 10) {
          totalCount
          nodes {
            editedAt
            editor {
              login
            }
          }
        }
      }
    }
  }
`;

interface EditsResult {
  node: {
    author: { login: string };
    lastEditedAt: string | null;
    editor: { __typename: string; login: string } | null;
    userContentEdits: { totalCount: number; nodes: { editedAt: string; editor: { login: string } }[] };
  };
}

let gh: FakeGitHub;
let octokit: Octokit;
let client: typeof graphql;

beforeAll(async () => {
  gh = await startFakeGitHub();
  gh.state.createPullRequest({ number: 1, base: { 'a.txt': 'x\n' }, head: { 'a.txt': 'y\n' } });
  octokit = new Octokit({ baseUrl: gh.apiUrl, log: quiet });
  client = graphql.defaults({ baseUrl: gh.apiUrl });
});

afterAll(async () => {
  await gh.close();
});

describe('issue comment edits', () => {
  it('a new comment has no editor; an edit by its author and one by another user are both recorded', async () => {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'v1' });
    const fresh = await client<EditsResult>(EDITS, { id: data.node_id });
    expect(fresh.node).toMatchObject({
      lastEditedAt: null,
      editor: null,
      userContentEdits: { totalCount: 0 },
    });

    await octokit.rest.issues.updateComment({ ...repo, comment_id: data.id, body: 'v2' });
    const own = await client<EditsResult>(EDITS, { id: data.node_id });
    expect(own.node.editor).toEqual({ __typename: 'Bot', login: 'github-actions' });
    expect(own.node.lastEditedAt).not.toBeNull();

    const record = gh.state.issueComments.find((c) => c.id === data.id)!;
    editIssueCommentBy(gh.state, record, 'octocat', (body) => `${body}\nappended`);
    const other = await client<EditsResult>(EDITS, { id: data.node_id });
    expect(other.node.author.login).toBe('github-actions');
    expect(other.node.editor).toEqual({ __typename: 'User', login: 'octocat' });
    expect(other.node.lastEditedAt! > own.node.lastEditedAt!).toBe(true);
    expect(other.node.userContentEdits.totalCount).toBe(2);
    expect(other.node.userContentEdits.nodes.map((n) => n.editor.login).sort()).toEqual([
      'github-actions',
      'octocat',
    ]);
    const rest = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(rest.data.find((c) => c.id === data.id)?.body).toBe('v2\nappended');
    expect(gh.violations).toEqual([]);
  });

  it('an id that is no issue comment → NOT_FOUND, as GitHub answers an unknown node', async () => {
    const answer = client<EditsResult>(EDITS, { id: 'IC_kwDOnope' });
    await expect(answer).rejects.toThrow(/Could not resolve to a node with the global id/);
  });

  it('a review comment edited by another user shows that editor by node id and in its thread', async () => {
    const { data: review } = await octokit.rest.pulls.createReview({
      ...repo,
      pull_number: 1,
      event: 'COMMENT',
      body: 'r',
      comments: [{ path: 'a.txt', line: 1, side: 'RIGHT', body: 'finding' }],
    });
    const record = gh.state.reviewComments.find((c) => c.reviewId === review.id)!;
    const query = `query ($id: ID!) { node(id: $id) { ... on Comment { lastEditedAt editor { login } } } }`;
    const nodeId = (await octokit.rest.pulls.getReviewComment({ ...repo, comment_id: record.id })).data
      .node_id;
    const before = await client<{ node: { lastEditedAt: string | null } }>(query, { id: nodeId });
    expect(before.node.lastEditedAt).toBeNull();
    editReviewCommentBy(gh.state, record, 'octocat', (body) => `${body} (edited)`);
    const after = await client<{ node: { lastEditedAt: string; editor: { login: string } } }>(query, {
      id: nodeId,
    });
    expect(after.node.editor.login).toBe('octocat');
    const threads = await client<{
      repository: {
        pullRequest: {
          reviewThreads: {
            nodes: { comments: { nodes: { body: string; editor: { login: string } | null }[] } }[];
          };
        };
      };
    }>(
      `query { repository(owner: "octo-org", name: "octo-repo") { pullRequest(number: 1) {
        reviewThreads(first: 10) { nodes { comments(first: 10) { nodes { body editor { login } } } } } } } }`,
    );
    const [root] = threads.repository.pullRequest.reviewThreads.nodes[0]!.comments.nodes;
    expect(root).toEqual({ body: 'finding (edited)', editor: { login: 'octocat' } });
    expect(gh.violations).toEqual([]);
  });
});
