/**
 * Reviews and review comments: create (all or nothing), list, and reply in a thread.
 * https://docs.github.com/rest/pulls/reviews and https://docs.github.com/rest/pulls/comments
 */
import { HttpError, errorBody, notFound, paginate } from './http.js';
import type { Route } from './http.js';
import type { Actor, ReviewCommentRecord, ThreadRecord } from './model.js';
import { MAX_BODY, bodyTooLong, createReview } from './review-create.js';
import { findPull, findRepo } from './routes-pulls.js';
import { reviewCommentJson, reviewJson } from './shapes-pull.js';
import type { FakeState } from './state.js';

const REPLY_DOCS = 'https://docs.github.com/rest/pulls/comments#create-a-reply-for-a-review-comment';

/**
 * Adds a reply at the end of a thread. GitHub files each reply under a new COMMENTED review and
 * points `in_reply_to_id` at the thread's first comment (replies to replies are not supported).
 */
export function addReply(
  state: FakeState,
  thread: ThreadRecord,
  user: Actor,
  body: string,
): ReviewCommentRecord {
  const root = state.comment(thread.commentIds[0]!)!;
  const at = state.now();
  const reviewId = state.id('review');
  state.reviews.push({
    id: reviewId,
    pull: thread.pull,
    user,
    body: '',
    state: 'COMMENTED',
    commitId: root.commitId,
    submittedAt: at,
  });
  const reply: ReviewCommentRecord = {
    ...root,
    id: state.id('reviewComment'),
    reviewId,
    inReplyToId: root.id,
    user,
    body,
    createdAt: at,
    updatedAt: at,
  };
  state.reviewComments.push(reply);
  thread.commentIds.push(reply.id);
  return reply;
}

/** Published reviews (and the viewer's own pending one), as GitHub lists them to the viewer. */
function visible(state: FakeState, viewer: Actor) {
  return state.reviews.filter((r) => r.state !== 'PENDING' || r.user.login === viewer.login);
}

export const reviewRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    handle(ctx) {
      const pull = findPull(
        ctx,
        'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
      );
      return { status: 200, body: reviewJson(ctx.urls, createReview(ctx, pull)) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    handle(ctx) {
      const pull = findPull(
        ctx,
        'https://docs.github.com/rest/pulls/reviews#list-reviews-for-a-pull-request',
      );
      const page = paginate(
        ctx,
        visible(ctx.state, ctx.viewer).filter((r) => r.pull === pull),
      );
      return { status: 200, body: page.items.map((r) => reviewJson(ctx.urls, r)), headers: page.headers };
    },
  },
  {
    // https://docs.github.com/rest/pulls/reviews#delete-a-pending-review-for-a-pull-request
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}',
    handle(ctx) {
      const docs = 'https://docs.github.com/rest/pulls/reviews#delete-a-pending-review-for-a-pull-request';
      const pull = findPull(ctx, docs);
      const review = visible(ctx.state, ctx.viewer).find(
        (r) => r.pull === pull && r.id === Number(ctx.params.review_id),
      );
      if (!review) throw notFound(docs);
      if (review.state !== 'PENDING') {
        throw new HttpError(422, errorBody(422, 'Can not delete a non-pending pull request review', docs));
      }
      ctx.state.reviews.splice(ctx.state.reviews.indexOf(review), 1);
      return { status: 200, body: reviewJson(ctx.urls, review) };
    },
  },
  {
    // https://docs.github.com/rest/pulls/comments#delete-a-review-comment-for-a-pull-request
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
    handle(ctx) {
      const docs = 'https://docs.github.com/rest/pulls/comments#delete-a-review-comment-for-a-pull-request';
      const { state } = ctx;
      const comment = state.comment(Number(ctx.params.comment_id));
      if (!comment || comment.pull.repo !== findRepo(ctx)) throw notFound(docs);
      state.reviewComments.splice(state.reviewComments.indexOf(comment), 1);
      const thread = state.threads.find((t) => t.id === comment.threadId);
      if (thread) {
        thread.commentIds = thread.commentIds.filter((id) => id !== comment.id);
        if (thread.commentIds.length === 0) state.threads.splice(state.threads.indexOf(thread), 1);
      }
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
    handle(ctx) {
      const pull = findPull(
        ctx,
        'https://docs.github.com/rest/pulls/comments#list-review-comments-on-a-pull-request',
      );
      const descending = ctx.params.direction === 'desc';
      const comments = ctx.state.reviewComments
        .filter((c) => c.pull === pull)
        .sort((a, b) => (descending ? b.id - a.id : a.id - b.id));
      const page = paginate(ctx, comments);
      return {
        status: 200,
        body: page.items.map((c) => reviewCommentJson(ctx.urls, c, ctx.state)),
        headers: page.headers,
      };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
    handle(ctx) {
      const pull = findPull(ctx, REPLY_DOCS);
      const target = ctx.state.comment(Number(ctx.params.comment_id));
      if (!target || target.pull !== pull) throw notFound(REPLY_DOCS);
      const body = String((ctx.body as { body: string }).body);
      if (body.length > MAX_BODY) throw bodyTooLong('PullRequestReviewComment', REPLY_DOCS);
      const thread = ctx.state.threads.find((t) => t.id === target.threadId);
      if (!thread) throw new HttpError(500, errorBody(500, 'fake GitHub lost a thread', REPLY_DOCS));
      return {
        status: 201,
        body: reviewCommentJson(ctx.urls, addReply(ctx.state, thread, ctx.viewer, body)),
      };
    },
  },
];
