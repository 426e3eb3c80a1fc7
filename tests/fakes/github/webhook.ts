/**
 * Event payloads for the action's end-to-end tests: GitHub's real example payloads
 * (`@octokit/webhooks-examples`) rewritten to point at a PR of the fake, so the action reads the same
 * shapes it gets on a runner (tests write the result to GITHUB_EVENT_PATH).
 * https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
 */
import { createRequire } from 'node:module';
import { ID_START } from './ids.js';
import type { PullRequestRecord } from './model.js';

export type WebhookName =
  | 'pull_request.opened'
  | 'pull_request.synchronize'
  | 'pull_request.reopened'
  | 'pull_request.ready_for_review'
  // An event the action does not review: https://docs.github.com/en/webhooks/webhook-events-and-payloads#pull_request
  | 'pull_request.labeled'
  | 'pull_request_target.opened'
  | 'pull_request_target.synchronize'
  | 'issue_comment.created'
  | 'pull_request_review_comment.created';

export interface WebhookOverrides {
  pull: PullRequestRecord;
  /** The fake's apiUrl: API URLs in the payload point there. */
  apiUrl?: string;
  /** `before` of a synchronize (the previous head SHA). */
  before?: string;
  /**
   * issue_comment / pull_request_review_comment: the comment's body, author, author_association, id
   * (of a comment in the fake's state, so reactions and replies find it), the author's account type,
   * and for review comments its place (path, line, side) and the thread root (`in_reply_to_id`).
   */
  comment?: {
    body: string;
    author?: string;
    association?: string;
    id?: number;
    userType?: 'User' | 'Bot';
    path?: string;
    line?: number;
    side?: 'LEFT' | 'RIGHT';
    inReplyTo?: number;
  };
  /** Login of the event's sender (default: the PR's author). */
  sender?: string;
}

interface Definition {
  name: string;
  examples: Record<string, unknown>[];
}

let definitions: Definition[] | undefined;

function example(event: string, action: string): Record<string, unknown> {
  definitions ??= createRequire(import.meta.url)('@octokit/webhooks-examples') as Definition[];
  // pull_request_target carries the pull_request payload; the examples only have the latter.
  const source = event === 'pull_request_target' ? 'pull_request' : event;
  const found = definitions.find((d) => d.name === source)?.examples.find((e) => e.action === action);
  if (!found) throw new Error(`@octokit/webhooks-examples has no ${source}.${action} example`);
  return found;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The example payload of `name`, rewritten to the fake's PR (repository, number, SHAs, refs, draft, fork). */
export function webhookPayload(name: WebhookName, overrides: WebhookOverrides): Json {
  const [event = '', action = ''] = name.split('.');
  const original = example(event, action) as Json;
  const { pull } = overrides;
  const fullName = `${pull.repo.owner.login}/${pull.repo.name}`;
  const originalName = String(original.repository.full_name);
  let text = JSON.stringify(original).split(originalName).join(fullName);
  if (overrides.apiUrl) text = text.split('https://api.github.com').join(overrides.apiUrl);
  const payload = JSON.parse(text) as Json;
  const repository = payload.repository as Json;
  Object.assign(repository, {
    name: pull.repo.name,
    full_name: fullName,
    id: pull.repo.id,
    default_branch: pull.repo.defaultBranch,
    fork: false,
  });
  Object.assign(repository.owner, { login: pull.repo.owner.login, id: pull.repo.owner.id });
  const senderLogin = overrides.sender ?? pull.author.login;
  Object.assign(payload.sender ?? {}, { login: senderLogin });
  if (event === 'issue_comment') {
    const base = `${overrides.apiUrl ?? 'https://api.github.com'}/repos/${fullName}`;
    Object.assign(payload.issue, {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      pull_request: { url: `${base}/pulls/${pull.number}`, html_url: '', diff_url: '', patch_url: '' },
    });
    Object.assign(payload.comment, {
      body: overrides.comment?.body ?? '/prlens review',
      author_association: overrides.comment?.association ?? 'OWNER',
    });
    payload.comment.user.login = overrides.comment?.author ?? senderLogin;
    // The examples date from 2019 and carry small ids; github.com's are past 2^31 (ids.ts).
    payload.comment.id = overrides.comment?.id ?? ID_START.issueComment;
    if (overrides.comment?.userType) payload.comment.user.type = overrides.comment.userType;
    return payload;
  }
  if (event === 'pull_request_review_comment') {
    const c = overrides.comment;
    Object.assign(payload.comment, {
      body: c?.body ?? '/ask what does this line do?',
      author_association: c?.association ?? 'OWNER',
      path: c?.path ?? payload.comment.path,
      line: c?.line ?? payload.comment.line ?? null,
      side: c?.side ?? 'RIGHT',
      commit_id: pull.headSha,
      original_commit_id: pull.headSha,
      pull_request_url: `${overrides.apiUrl ?? 'https://api.github.com'}/repos/${fullName}/pulls/${pull.number}`,
    });
    payload.comment.id = c?.id ?? ID_START.reviewComment;
    if (c?.inReplyTo !== undefined) payload.comment.in_reply_to_id = c.inReplyTo;
    else delete payload.comment.in_reply_to_id;
    payload.comment.user.login = c?.author ?? senderLogin;
    if (c?.userType) payload.comment.user.type = c.userType;
  } else payload.number = pull.number;
  const pr = payload.pull_request as Json;
  Object.assign(pr, {
    number: pull.number,
    id: pull.id,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    state: pull.state,
  });
  pr.url = `${overrides.apiUrl ?? 'https://api.github.com'}/repos/${fullName}/pulls/${pull.number}`;
  pr.user.login = pull.author.login;
  const headOwner = pull.forkOwner ?? pull.repo.owner;
  Object.assign(pr.head, {
    ref: pull.headRef,
    sha: pull.headSha,
    label: `${headOwner.login}:${pull.headRef}`,
  });
  Object.assign(pr.head.repo, {
    full_name: `${headOwner.login}/${pull.repo.name}`,
    name: pull.repo.name,
    fork: pull.forkOwner !== undefined,
  });
  pr.head.repo.owner.login = headOwner.login;
  Object.assign(pr.base, {
    ref: pull.baseRef,
    sha: pull.baseSha,
    label: `${pull.repo.owner.login}:${pull.baseRef}`,
  });
  Object.assign(pr.base.repo, { full_name: fullName, name: pull.repo.name, fork: false });
  pr.base.repo.owner.login = pull.repo.owner.login;
  if (action === 'synchronize') {
    payload.before = overrides.before ?? payload.before;
    payload.after = pull.headSha;
  }
  return payload;
}
