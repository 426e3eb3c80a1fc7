/**
 * Reactions on issue comments and review comments: prlens acknowledges a command with one (👀) and
 * learns from the 👎 that users leave on its findings. GitHub answers 201 when it creates a reaction
 * and 200 with the existing one when that user already reacted with that content; bad content is a 422
 * (the OpenAPI check in server.ts refuses it before a route runs).
 * https://docs.github.com/rest/reactions/reactions
 */
import { notFound, paginate } from './http.js';
import type { Route, RouteContext } from './http.js';
import type { Actor, ReactionContent, ReactionRecord, ReactionSubject } from './model.js';
import { findRepo } from './routes-pulls.js';
import { nodeId, userJson } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';

const DOCS = 'https://docs.github.com/rest/reactions/reactions';

function reactionJson(urls: Urls, reaction: ReactionRecord): Record<string, unknown> {
  return {
    id: reaction.id,
    node_id: nodeId('REA', reaction.id),
    user: userJson(urls, reaction.user),
    content: reaction.content,
    created_at: reaction.createdAt,
  };
}

/** The comment must exist in this repository, or GitHub answers 404. */
function commentId(ctx: RouteContext, subject: ReactionSubject, docs: string): number {
  const repo = findRepo(ctx);
  const id = Number(ctx.params.comment_id);
  const exists =
    subject === 'issue_comment'
      ? ctx.state.issueComments.some((c) => c.id === id && c.repo === repo)
      : ctx.state.reviewComments.some((c) => c.id === id && c.pull.repo === repo);
  if (!exists) throw notFound(docs);
  return id;
}

/** Adds a reaction as `user`; returns it and whether it is new (GitHub: 201 new, 200 existing). */
export function addReaction(
  state: FakeState,
  subject: ReactionSubject,
  id: number,
  user: Actor,
  content: ReactionContent,
): { reaction: ReactionRecord; created: boolean } {
  const existing = state.reactions.find(
    (r) => r.subject === subject && r.commentId === id && r.user.id === user.id && r.content === content,
  );
  if (existing) return { reaction: existing, created: false };
  const reaction: ReactionRecord = {
    id: state.id('reaction'),
    subject,
    commentId: id,
    user,
    content,
    createdAt: state.now(),
  };
  state.reactions.push(reaction);
  return { reaction, created: true };
}

function routes(subject: ReactionSubject, prefix: string, anchor: string): Route[] {
  const template = `/repos/{owner}/{repo}/${prefix}/comments/{comment_id}/reactions`;
  return [
    {
      method: 'GET',
      template,
      handle(ctx) {
        const id = commentId(ctx, subject, `${DOCS}#list-reactions-for-${anchor}`);
        const wanted = ctx.params.content as string | undefined;
        const list = ctx.state.reactions.filter(
          (r) =>
            r.subject === subject && r.commentId === id && (wanted === undefined || r.content === wanted),
        );
        const page = paginate(ctx, list);
        return { status: 200, body: page.items.map((r) => reactionJson(ctx.urls, r)), headers: page.headers };
      },
    },
    {
      method: 'POST',
      template,
      handle(ctx) {
        const id = commentId(ctx, subject, `${DOCS}#create-reaction-for-${anchor}`);
        const content = (ctx.body as { content: ReactionContent }).content;
        const { reaction, created } = addReaction(ctx.state, subject, id, ctx.viewer, content);
        return { status: created ? 201 : 200, body: reactionJson(ctx.urls, reaction) };
      },
    },
    {
      method: 'DELETE',
      template: `${template}/{reaction_id}`,
      handle(ctx) {
        const id = commentId(ctx, subject, `${DOCS}#delete-${anchor}-reaction`);
        const list = ctx.state.reactions;
        const index = list.findIndex(
          (r) => r.subject === subject && r.commentId === id && r.id === Number(ctx.params.reaction_id),
        );
        if (index >= 0) list.splice(index, 1);
        return { status: 204 };
      },
    },
  ];
}

export const reactionRoutes: Route[] = [
  ...routes('issue_comment', 'issues', 'an-issue-comment'),
  ...routes('pull_request_review_comment', 'pulls', 'a-pull-request-review-comment'),
];
