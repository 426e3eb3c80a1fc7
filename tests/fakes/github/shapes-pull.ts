/**
 * REST JSON of pull requests, their files, reviews and comments, in the shapes of
 * https://docs.github.com/rest/pulls and https://docs.github.com/rest/issues/comments.
 */
import type {
  IssueCommentRecord,
  PullRequestRecord,
  RepoRecord,
  ReviewCommentRecord,
  ReviewRecord,
} from './model.js';
import type { ChangedFile } from './pr-files.js';
import { nodeId, repoJson, repoView, userJson } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';
import { associationOf, labelsOn, repoLabels, type LabelRecord } from './gate-store.js';

function repoUrl(urls: Urls, pull: PullRequestRecord): string {
  return `${urls.api}/repos/${pull.repo.owner.login}/${pull.repo.name}`;
}

function webUrl(urls: Urls, pull: PullRequestRecord): string {
  return `${urls.web}/${pull.repo.owner.login}/${pull.repo.name}`;
}

/** A label as the labels endpoints and a PR's `labels` show it. */
export function labelJson(urls: Urls, repo: RepoRecord, label: LabelRecord): Record<string, unknown> {
  return {
    id: label.id,
    node_id: nodeId('LA', label.id),
    url: `${urls.api}/repos/${repo.owner.login}/${repo.name}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: label.description,
    color: label.color,
    default: false,
  };
}

/** The labels on a PR, as GET pulls/{n} lists them. */
function pullLabels(urls: Urls, state: FakeState, pull: PullRequestRecord): Record<string, unknown>[] {
  const labels = repoLabels(state, pull.repo);
  return labelsOn(state, pull.repo, pull.number).flatMap((name) => {
    const label = labels.get(name.toLowerCase());
    return label ? [labelJson(urls, pull.repo, label)] : [];
  });
}

/** One PR; `full` adds what only GET pulls/{n} returns (counts, mergeability). */
export function pullJson(
  urls: Urls,
  state: FakeState,
  pull: PullRequestRecord,
  full: boolean,
): Record<string, unknown> {
  const api = `${repoUrl(urls, pull)}/pulls/${pull.number}`;
  const issue = `${repoUrl(urls, pull)}/issues/${pull.number}`;
  const html = `${webUrl(urls, pull)}/pull/${pull.number}`;
  const baseRepo = repoView(pull.repo);
  const headRepo = pull.forkOwner
    ? { ...baseRepo, owner: pull.forkOwner, id: pull.repo.id + 500_000, fork: true }
    : baseRepo;
  const side = (ref: string, sha: string, view: typeof baseRepo) => ({
    label: `${view.owner.login}:${ref}`,
    ref,
    sha,
    user: userJson(urls, view.owner),
    repo: repoJson(urls, view),
  });
  const json: Record<string, unknown> = {
    url: api,
    id: pull.id,
    node_id: nodeId('PR', pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repoUrl(urls, pull)}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${repoUrl(urls, pull)}/statuses/${pull.headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(urls, pull.author),
    body: pull.body,
    // A PR carries its labels and its author's association with the repository, as on GitHub:
    // https://docs.github.com/rest/pulls/pulls#get-a-pull-request
    labels: pullLabels(urls, state, pull),
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(pull.headRef, pull.headSha, headRepo),
    base: side(pull.baseRef, pull.baseSha, baseRepo),
    _links: {
      self: { href: api },
      html: { href: html },
      issue: { href: issue },
      comments: { href: `${issue}/comments` },
      review_comments: { href: `${api}/comments` },
      review_comment: { href: `${repoUrl(urls, pull)}/pulls/comments{/number}` },
      commits: { href: `${api}/commits` },
      statuses: { href: `${repoUrl(urls, pull)}/statuses/${pull.headSha}` },
    },
    author_association: associationOf(state, pull.repo, pull.author),
    auto_merge: null,
    draft: pull.draft,
  };
  if (!full) return json;
  const files = state.files(pull);
  const commits = pull.repo.git.commitsBetween(pull.baseSha, pull.headSha).length;
  return {
    ...json,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: state.issueComments.filter((c) => c.repo === pull.repo && c.issueNumber === pull.number).length,
    review_comments: state.reviewComments.filter((c) => c.pull === pull).length,
    maintainer_can_modify: false,
    commits,
    additions: files.reduce((n, f) => n + f.additions, 0),
    deletions: files.reduce((n, f) => n + f.deletions, 0),
    changed_files: files.length,
  };
}

/** One entry of pulls/{n}/files or compare's `files`. */
export function fileJson(
  urls: Urls,
  pull: PullRequestRecord,
  commit: string,
  file: ChangedFile,
): Record<string, unknown> {
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  const json: Record<string, unknown> = {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.changes,
    blob_url: `${webUrl(urls, pull)}/blob/${commit}/${path}`,
    raw_url: `${webUrl(urls, pull)}/raw/${commit}/${path}`,
    contents_url: `${repoUrl(urls, pull)}/contents/${path}?ref=${commit}`,
  };
  if (file.patch !== undefined) json.patch = file.patch;
  if (file.previous_filename !== undefined) json.previous_filename = file.previous_filename;
  return json;
}

export function reviewJson(urls: Urls, review: ReviewRecord): Record<string, unknown> {
  const pull = review.pull;
  const html = `${webUrl(urls, pull)}/pull/${pull.number}#pullrequestreview-${review.id}`;
  return {
    id: review.id,
    node_id: nodeId('PRR', review.id),
    user: userJson(urls, review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: `${repoUrl(urls, pull)}/pulls/${pull.number}`,
    author_association: 'CONTRIBUTOR',
    _links: { html: { href: html }, pull_request: { href: `${repoUrl(urls, pull)}/pulls/${pull.number}` } },
    ...(review.state === 'PENDING' ? {} : { submitted_at: review.submittedAt }),
    commit_id: review.commitId,
  };
}

/**
 * A review comment as GitHub lists it. With `state`, the reaction rollup GitHub includes in every
 * review comment (`reactions["-1"]`, …) and the author's association are filled from the fake's state.
 */
export function reviewCommentJson(
  urls: Urls,
  comment: ReviewCommentRecord,
  state?: FakeState,
): Record<string, unknown> {
  const pull = comment.pull;
  const url = `${repoUrl(urls, pull)}/pulls/comments/${comment.id}`;
  const html = `${webUrl(urls, pull)}/pull/${pull.number}#discussion_r${comment.id}`;
  const prUrl = `${repoUrl(urls, pull)}/pulls/${pull.number}`;
  return {
    url,
    pull_request_review_id: comment.reviewId,
    id: comment.id,
    node_id: nodeId('PRRC', comment.id),
    diff_hunk: comment.diffHunk,
    path: comment.path,
    position: comment.position,
    original_position: comment.originalPosition,
    commit_id: comment.commitId,
    original_commit_id: comment.originalCommitId,
    ...(comment.inReplyToId === undefined ? {} : { in_reply_to_id: comment.inReplyToId }),
    user: userJson(urls, comment.user),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: html,
    pull_request_url: prUrl,
    author_association: state ? associationOf(state, pull.repo, comment.user) : 'CONTRIBUTOR',
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: prUrl } },
    ...(state ? { reactions: reactionRollup(state, url, comment.id) } : {}),
    start_line: comment.startLine,
    original_start_line: comment.originalStartLine,
    start_side: comment.startLine === null ? null : comment.startSide,
    line: comment.line,
    original_line: comment.originalLine,
    side: comment.side,
    subject_type: 'line',
  };
}

export function issueCommentJson(urls: Urls, comment: IssueCommentRecord): Record<string, unknown> {
  const repo = `${urls.api}/repos/${comment.repo.owner.login}/${comment.repo.name}`;
  return {
    id: comment.id,
    node_id: nodeId('IC', comment.id),
    url: `${repo}/issues/comments/${comment.id}`,
    html_url: `${urls.web}/${comment.repo.owner.login}/${comment.repo.name}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    body: comment.body,
    user: userJson(urls, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${repo}/issues/${comment.issueNumber}`,
    author_association: 'CONTRIBUTOR',
  };
}

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'eyes', 'rocket'] as const;

/** GitHub's "Reaction Rollup" of a review comment: counts by content, and where to list them. */
function reactionRollup(state: FakeState, commentUrl: string, id: number): Record<string, unknown> {
  const mine = state.reactions.filter(
    (r) => r.subject === 'pull_request_review_comment' && r.commentId === id,
  );
  const rollup: Record<string, unknown> = { url: `${commentUrl}/reactions`, total_count: mine.length };
  for (const content of REACTIONS) rollup[content] = mine.filter((r) => r.content === content).length;
  return rollup;
}
