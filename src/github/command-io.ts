/**
 * What PR commands write to GitHub: the acknowledgement reaction on the command comment, and the
 * reply — in the review thread when the command was written on a diff line, else as a PR comment.
 * Every reply carries a hidden marker (as the summary and inline comments do), so the router never
 * answers its own comments even when prlens runs with a user's token.
 * https://docs.github.com/rest/reactions/reactions and
 * https://docs.github.com/rest/pulls/comments#create-a-reply-for-a-review-comment
 */
import { isOurProbe, readFingerprint, readSummaryMarker } from '../report/markers.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { ReactionContent, ReplyTarget } from '../core/forge-types.js';
export type { ReactionContent, ReplyTarget } from '../core/forge-types.js';

/** Hidden marker at the end of every command reply. */
export const REPLY_MARKER = '<!-- prlens:reply -->';
/** GitHub caps comment bodies at 65,536 characters; we stay well under (docs/contracts.md). */
export const MAX_REPLY_CHARS = 60_000;

/**
 * True for a body that looks like prlens wrote it: a command reply, the summary, an inline finding
 * or a probe. The router only uses it to skip a comment (never answer ourselves, even under a
 * person's token), so the marker alone is enough here: a forged marker can only make its own author's
 * comment be ignored. Anything that trusts a marker — state, suppression, deletion — checks the
 * author against prlens's identity instead (src/github/ownership.ts).
 */
export function isOurComment(body: string): boolean {
  return (
    body.includes(REPLY_MARKER) ||
    readSummaryMarker(body) !== null ||
    readFingerprint(body) !== null ||
    isOurProbe(body)
  );
}

/**
 * Cuts `body` to `max` characters at a line break where it can, closing an open code fence and
 * saying that the text was shortened. Pure; the limit is a parameter so tests can hit it cheaply.
 */
export function capBody(body: string, max = MAX_REPLY_CHARS): string {
  if (body.length <= max) return body;
  const note = '\n\n_(shortened: the full answer is longer than a GitHub comment can hold)_';
  let cut = body.slice(0, Math.max(0, max - note.length - 8));
  const lastBreak = cut.lastIndexOf('\n');
  if (lastBreak > cut.length / 2) cut = cut.slice(0, lastBreak);
  // An odd number of fence lines means a code block is still open: close it.
  const fences = cut.split('\n').filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length;
  if (fences % 2 === 1) cut += '\n```';
  return `${cut}${note}`;
}

/** Adds `content` as a reaction of the token's user to the command comment (idempotent on GitHub). */
export async function react(
  gh: GitHub,
  pr: PullRequestRef,
  subject: 'issue_comment' | 'review_comment',
  commentId: number,
  content: ReactionContent,
): Promise<void> {
  const where = { owner: pr.owner, repo: pr.repo, comment_id: commentId, content };
  if (subject === 'issue_comment') await gh.rest.reactions.createForIssueComment(where);
  else await gh.rest.reactions.createForPullRequestReviewComment(where);
}

/** Posts a reply with our marker, capped under GitHub's limit; returns the new comment's id. */
export async function postReply(
  gh: GitHub,
  pr: PullRequestRef,
  target: ReplyTarget,
  body: string,
  maxChars = MAX_REPLY_CHARS,
): Promise<number> {
  const text = `${capBody(body.trimEnd(), maxChars - REPLY_MARKER.length - 2)}\n\n${REPLY_MARKER}`;
  if (target.kind === 'thread') {
    const { data } = await gh.rest.pulls.createReplyForReviewComment({
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
      comment_id: target.rootCommentId,
      body: text,
    });
    return data.id;
  }
  const { data } = await gh.rest.issues.createComment({
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.number,
    body: text,
  });
  return data.id;
}
