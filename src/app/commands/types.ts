/**
 * The contract of a PR command (`/ask`, `/describe`, `/review`, `/prlens ignore`, …): what the router
 * hands a handler and what the handler gives back. A handler is one small module in this folder,
 * registered with one line in ./table.ts; the router (./run-command.ts) has already checked the
 * author, acknowledged the comment with a reaction, loaded the PR at its head and the repo settings.
 *
 * Handler signature:
 *   run(call: CommandCall): Promise<CommandResult>
 * - `call.args` is the text after the command word (trimmed; may span lines).
 * - `call.reply(body)` answers where the command was written: in the review thread for a comment on a
 *   diff line, else as a PR comment. It adds our hidden reply marker and caps the body at GitHub's
 *   limit. Untrusted text in `body` must already be escaped (src/report/markdown-escape.ts).
 * - Throw to fail: the router replies with a short error note (never a "looks good") and fails the step.
 */
import type { ReviewSettings } from '../../config/schema.js';
import type { Forge, ForgePullRequest } from '../../core/forge.js';
import type { PullRequestRef } from '../../core/forge-types.js';
import type { Masker } from '../../core/mask.js';
import type { Clock, Logger } from '../../core/ports.js';
import type { ReviewOutcome } from '../review-pr.js';
import type { RunInputs } from '../run-inputs.js';
import type { ParsedCommand } from './parse.js';

/** The comment that carried the command, from the webhook payload. */
interface CommandComment {
  /** `issue_comment`: the PR conversation; `review_comment`: a comment on a diff line (a review thread). */
  subject: 'issue_comment' | 'review_comment';
  id: number;
  body: string;
  author: string;
  /** GitHub's `author_association` (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, …). */
  association: string;
  /** Review comments: the file and line it is on, and the thread's root comment (replies go there). */
  path: string | null;
  line: number | null;
  side: 'LEFT' | 'RIGHT' | null;
  /** The root of the review thread (`in_reply_to_id`, or the comment itself); null for issue comments. */
  threadRootId: number | null;
}

/** A command to run on a PR: from a comment, or from the action's `command` input (no comment). */
export interface CommandRequest {
  pr: PullRequestRef;
  /** null when the command comes from the `command` input rather than a comment. */
  comment: CommandComment | null;
  command: ParsedCommand;
}

/** One call of a command on a PR: who asked, where, with what, and how to answer. */
export interface CommandCall {
  /** The code host, for a command that starts a whole review (`/review`). */
  forge: Forge;
  logger: Logger;
  clock: Clock;
  env: Record<string, string | undefined>;
  inputs: RunInputs;
  /**
   * The PR at its current head (issue_comment payloads carry no head SHA: it was fetched), with
   * every API call a command makes on it and `pr.workspace`, read-only file access at the head.
   */
  pr: ForgePullRequest;
  /** The merged settings (repo file from the base branch < env < inputs). */
  settings: ReviewSettings;
  /** The command comment; null when the command came from the `command` input (no comment to answer). */
  comment: CommandComment | null;
  /** The command word as written, lower case (`ask`). */
  name: string;
  /** Text after the command word, trimmed. */
  args: string;
  /** The run's masker (GitHub token, model key), for the model a command creates and its reviews. */
  mask: Masker;
  /** Answers in the thread (review comment) or on the PR (issue comment); returns the new comment's id. */
  reply(body: string): Promise<number | null>;
}

export type CommandResult =
  /** Done; `message` is logged and shown as the step's notice. */
  | { kind: 'done'; message: string }
  /** A review ran: the action publishes it like any review (report, outputs, job summary, fail-on). */
  | { kind: 'reviewed'; outcome: ReviewOutcome };

export interface CommandModule {
  /** The command word: `/name` or `/prlens name`. Lower case. */
  name: string;
  /** One line for the help reply, e.g. "`/ask <question>`: answers from the diff". */
  help: string;
  /** `review_comment`: only valid as a reply in a review thread (e.g. `ignore`); `any`: both. */
  where: 'any' | 'review_comment';
  run(call: CommandCall): Promise<CommandResult>;
}
