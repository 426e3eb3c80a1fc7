/**
 * Routing of comment events (`issue_comment`, `pull_request_review_comment`) to PR commands. Pure:
 * the payload goes in, a command route or a reason to skip comes out. What is decided here needs no
 * API call: only new comments count (an edit does not run a command twice), only on PRs, never from a
 * bot (prlens itself included) and never on a comment that carries our own markers. The author's
 * `author_association` is checked by the runner against the `command-authors` setting, which lives in
 * the repo config. `issue_comment` payloads carry no head SHA: the runner fetches the PR.
 * https://docs.github.com/webhooks/webhook-events-and-payloads#issue_comment
 */
import { isOurComment } from '../github/command-io.js';
import { parseCommand } from '../app/commands/parse.js';
import type { CommandRequest } from '../app/commands/types.js';

/** A PR command to run (src/app/commands), and the event that asked for it. */
export interface CommandRoute extends CommandRequest {
  kind: 'command';
  eventName: string;
}

export type CommentRoute = CommandRoute | { kind: 'skip'; reason: string };

interface User {
  login?: string;
  type?: string;
}

interface CommentPayload {
  action?: string;
  issue?: { number?: number; pull_request?: unknown };
  pull_request?: { number?: number };
  comment?: {
    id?: number;
    body?: string | null;
    user?: User | null;
    author_association?: string;
    path?: string;
    line?: number | null;
    side?: string | null;
    in_reply_to_id?: number;
  };
}

/** A bot account: GitHub marks its type, and REST logins of apps end in `[bot]`. */
function isBot(user: User | null | undefined): boolean {
  return user?.type === 'Bot' || (user?.login ?? '').endsWith('[bot]');
}

/** Routes a comment event; `known` are the command words of the table (the short `/name` forms). */
export function routeComment(
  eventName: string,
  payload: unknown,
  repo: { owner: string; repo: string },
  known: ReadonlySet<string>,
): CommentRoute {
  const p = (payload ?? {}) as CommentPayload;
  if (p.action !== 'created') {
    return { kind: 'skip', reason: `${eventName} '${p.action ?? ''}': only new comments run commands` };
  }
  const review = eventName === 'pull_request_review_comment';
  const number = review ? p.pull_request?.number : p.issue?.number;
  if (!review && !p.issue?.pull_request) {
    return { kind: 'skip', reason: 'the comment is on an issue, not on a pull request' };
  }
  const c = p.comment;
  if (!number || !c || typeof c.id !== 'number') {
    return { kind: 'skip', reason: `the ${eventName} payload has no comment or pull request number` };
  }
  const body = c.body ?? '';
  if (isBot(c.user)) return { kind: 'skip', reason: `comment by the bot ${c.user?.login ?? ''}` };
  if (isOurComment(body)) return { kind: 'skip', reason: 'the comment is one of prlens’s own' };
  const command = parseCommand(body, known);
  if (!command) return { kind: 'skip', reason: 'the comment is not a prlens command' };
  const side = c.side === 'LEFT' || c.side === 'RIGHT' ? c.side : null;
  return {
    kind: 'command',
    pr: { ...repo, number },
    eventName,
    command,
    comment: {
      subject: review ? 'review_comment' : 'issue_comment',
      id: c.id,
      body,
      author: c.user?.login ?? '',
      association: c.author_association ?? 'NONE',
      path: review ? (c.path ?? null) : null,
      line: review ? (c.line ?? null) : null,
      side: review ? side : null,
      threadRootId: review ? (c.in_reply_to_id ?? c.id) : null,
    },
  };
}
