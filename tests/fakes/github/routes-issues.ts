/**
 * Issue comments (the PR's conversation, where prlens keeps its one summary comment).
 * https://docs.github.com/rest/issues/comments
 */
import { notFound, paginate } from './http.js';
import type { Route, RouteContext } from './http.js';
import type { Actor, IssueCommentRecord } from './model.js';
import type { FakeState } from './state.js';
import { MAX_BODY, bodyTooLong } from './review-create.js';
import { findRepo } from './routes-pulls.js';
import { issueCommentJson } from './shapes-pull.js';

const DOCS = 'https://docs.github.com/rest/issues/comments';

function findComment(ctx: RouteContext): IssueCommentRecord {
  const repo = findRepo(ctx);
  const comment = ctx.state.issueComments.find(
    (c) => c.id === Number(ctx.params.comment_id) && c.repo === repo,
  );
  if (!comment) throw notFound(`${DOCS}#get-an-issue-comment`);
  return comment;
}

function checkBody(ctx: RouteContext, docs: string): string {
  const body = String((ctx.body as { body: string }).body);
  if (body.length > MAX_BODY) throw bodyTooLong('IssueComment', docs);
  return body;
}

/** PRs are issues: only numbers that exist (as PRs here) have comments. */
function issueNumber(ctx: RouteContext, docs: string): number {
  const number = Number(ctx.params.issue_number);
  const pull = findRepo(ctx).pulls.get(number);
  if (!pull || pull.deleted) throw notFound(docs);
  return number;
}

/**
 * Edits a comment's body as `editor`: GitHub lets anyone with write access to the repository edit
 * any comment, a bot's included, and records who did (GraphQL `editor`, `lastEditedAt`,
 * `userContentEdits`). https://docs.github.com/communities/moderating-comments-and-conversations/managing-disruptive-comments#editing-a-comment
 */
export function editIssueComment(
  state: FakeState,
  comment: IssueCommentRecord,
  editor: Actor,
  body: string,
): void {
  const at = state.now();
  comment.edits = [...(comment.edits ?? []), { editor, editedAt: at, previous: comment.body }];
  comment.body = body;
  comment.updatedAt = at;
}

export const issueRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle(ctx) {
      const repo = findRepo(ctx);
      const number = issueNumber(ctx, `${DOCS}#list-issue-comments`);
      const page = paginate(
        ctx,
        ctx.state.issueComments.filter((c) => c.repo === repo && c.issueNumber === number),
      );
      return {
        status: 200,
        body: page.items.map((c) => issueCommentJson(ctx.urls, c)),
        headers: page.headers,
      };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle(ctx) {
      const docs = `${DOCS}#create-an-issue-comment`;
      const number = issueNumber(ctx, docs);
      const at = ctx.state.now();
      const comment: IssueCommentRecord = {
        id: ctx.state.id('issueComment'),
        repo: findRepo(ctx),
        issueNumber: number,
        user: ctx.viewer,
        body: checkBody(ctx, docs),
        createdAt: at,
        updatedAt: at,
      };
      ctx.state.issueComments.push(comment);
      return { status: 201, body: issueCommentJson(ctx.urls, comment) };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle(ctx) {
      const comment = findComment(ctx);
      editIssueComment(ctx.state, comment, ctx.viewer, checkBody(ctx, `${DOCS}#update-an-issue-comment`));
      return { status: 200, body: issueCommentJson(ctx.urls, comment) };
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle(ctx) {
      const comment = findComment(ctx);
      const list = ctx.state.issueComments;
      list.splice(list.indexOf(comment), 1);
      return { status: 204 };
    },
  },
];
