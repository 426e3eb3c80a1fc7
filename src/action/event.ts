/**
 * Which work an event asks for. Pure: the event name, the parsed payload and the `command` input
 * go in, a route comes out, so every event GitHub sends can be tested from real payloads.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../config/config-error.js';
import type { PullRequestRef, RepoRef } from '../core/forge-types.js';
import { routeComment, type CommandRoute } from './comment-event.js';
import { COMMAND_NAMES } from '../app/commands/names.js';
import type { Command } from './inputs.js';
import { isRecord } from '../core/is-record.js';

export type Route =
  | {
      kind: 'review';
      pr: PullRequestRef;
      eventName: string;
      action: string | null;
      /** The label a `labeled` event put on: the fork gate's safe-to-review label reviews. */
      label?: string;
    }
  /** Re-review the repository's open PRs (schedule, or `command: sweep`): see src/app/sweep.ts. */
  | { kind: 'sweep'; repo: RepoRef; eventName: string }
  /** A PR command (`/ask`, `/describe`, `/review`, …) from a comment or the `command` input: see src/app/commands/run-command.ts. */
  | CommandRoute
  /** Nothing to do for this event (a draft, a closed PR, an action we ignore): exit 0 with a notice. */
  | { kind: 'skip'; reason: string };

/** Actions of pull_request(_target) that change what there is to review. */
const REVIEW_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);
/** issue_comment commenters trusted to trigger a review that spends the repository's model budget. */
const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

interface Payload {
  action?: string | null;
  number?: number | null;
  pull_request?: {
    number?: number | null;
    draft?: boolean | null;
    state?: string | null;
    head?: { repo?: { full_name?: string | null } | null } | null;
    base?: { repo?: { full_name?: string | null } | null } | null;
  } | null;
  label?: { name?: string | null } | null;
  issue?: { number?: number | null; pull_request?: unknown } | null;
  comment?: { author_association?: string | null } | null;
  inputs?: Record<string, unknown> | null;
}

/**
 * Every field of Payload that routing reads, with its type. Checked by hand rather than with zod,
 * which the action's entry bundle leaves to a lazy chunk (tests/e2e/bundle-lazy.test.ts): routing
 * runs on every event, most of which are skipped.
 */
const FIELDS: ReadonlyArray<readonly [string, 'string' | 'number' | 'boolean' | 'object']> = [
  ['action', 'string'],
  ['number', 'number'],
  ['pull_request', 'object'],
  ['pull_request.number', 'number'],
  ['pull_request.draft', 'boolean'],
  ['pull_request.state', 'string'],
  ['pull_request.head', 'object'],
  ['pull_request.head.repo', 'object'],
  ['pull_request.head.repo.full_name', 'string'],
  ['pull_request.base', 'object'],
  ['pull_request.base.repo', 'object'],
  ['pull_request.base.repo.full_name', 'string'],
  ['label', 'object'],
  ['label.name', 'string'],
  ['issue', 'object'],
  ['issue.number', 'number'],
  ['comment', 'object'],
  ['comment.author_association', 'string'],
  ['inputs', 'object'],
];

/**
 * The payload's routing fields, checked: GitHub sends far more (kept, unread), and any of these
 * may be missing or null on some event; a field of the wrong type is a ConfigError naming it.
 */
function parsePayload(eventName: string, raw: unknown): Payload {
  const payload = raw ?? {};
  const fail = (where: string, expected: string) =>
    new ConfigError(
      `the ${eventName || 'event'} payload at GITHUB_EVENT_PATH has an unexpected ${where}: expected ${expected}`,
    );
  if (!isRecord(payload)) throw fail('(the payload)', 'an object');
  for (const [path, type] of FIELDS) {
    let value: unknown = payload;
    for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
    if (value === undefined || value === null) continue;
    const ok = type === 'object' ? isRecord(value) : typeof value === type;
    if (!ok) throw fail(path, type === 'object' ? 'an object' : `a ${type}`);
  }
  return payload; // every field Payload names was checked above
}

export interface EventSources {
  eventName: string | undefined;
  payload: unknown;
  /** GITHUB_REPOSITORY, `owner/repo`. */
  repository: string | undefined;
  command: Command;
  /** The `pr` input: the PR an explicit `command: review` reviews (a sweep matrix's per-PR job). */
  pr?: number | undefined;
}

/** Decides what to do for the event; throws a ConfigError when the event cannot be served as asked. */
export function routeEvent(sources: EventSources): Route {
  const eventName = sources.eventName ?? '';
  const payload = parsePayload(eventName, sources.payload);
  if (sources.command === 'sweep' || (sources.command === 'auto' && eventName === 'schedule')) {
    return { kind: 'sweep', repo: splitRepository(sources.repository), eventName };
  }
  if (sources.command === 'ask' || sources.command === 'describe') {
    return routeCommandInput(sources.command, eventName, payload, sources);
  }
  const explicit = sources.command === 'review';
  const review: ReviewOf = (number, label) => ({
    kind: 'review',
    pr: { ...splitRepository(sources.repository), number },
    eventName,
    action: payload.action ?? null,
    ...(label !== undefined ? { label } : {}),
  });

  // A sweep matrix's per-PR job; `synchronize` reviews what changed since the summary's watermark.
  if (explicit && sources.pr !== undefined) {
    const pr = { ...splitRepository(sources.repository), number: sources.pr };
    return { kind: 'review', pr, eventName, action: 'synchronize' };
  }

  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return routePullRequest(eventName, payload, explicit, review);
    case 'workflow_dispatch':
      return review(dispatchNumber(payload.inputs));
    case 'issue_comment':
      // Served only when asked for explicitly, by someone with write access, on a PR.
      if (explicit && payload.issue?.pull_request && payload.issue.number) {
        const association = payload.comment?.author_association ?? 'NONE';
        if (!TRUSTED.has(association)) {
          return {
            kind: 'skip',
            reason: `comment by a ${association.toLowerCase()} cannot trigger a review`,
          };
        }
        return review(payload.issue.number);
      }
      if (explicit) return { kind: 'skip', reason: 'the comment is not on a pull request' };
      return routeComment(eventName, payload, splitRepository(sources.repository), COMMAND_NAMES);
    case 'pull_request_review_comment':
      if (explicit) return { kind: 'skip', reason: `${eventName} runs commands with command: auto` };
      return routeComment(eventName, payload, splitRepository(sources.repository), COMMAND_NAMES);
    default:
      // schedule (without command: sweep) and the rest: there is no PR-level review to run.
      return { kind: 'skip', reason: `${eventName || 'this event'} is not supported yet` };
  }
}

/** A review route for PR `number` (with the label a `labeled` event put on). */
type ReviewOf = (number: number, label?: string) => Route;

/**
 * The `command` input `ask` or `describe`. On a comment event the comment says which command;
 * elsewhere only describe has what it needs (a pull request from the payload or the `pr` input).
 */
function routeCommandInput(
  command: 'ask' | 'describe',
  eventName: string,
  payload: Payload,
  sources: EventSources,
): Route {
  if (eventName === 'issue_comment' || eventName === 'pull_request_review_comment')
    return routeComment(eventName, payload, splitRepository(sources.repository), COMMAND_NAMES);
  if (command === 'ask') {
    throw new ConfigError(
      "input 'command: ask' needs a question, which comes from a comment: run prlens on issue_comment " +
        'and pull_request_review_comment with command: auto, and write `/ask <question>` on the PR',
    );
  }
  const number = payload.pull_request?.number ?? payload.number ?? sources.pr;
  if (!number) {
    throw new ConfigError(
      `input 'command: describe' needs a pull request: run it on pull_request, or set the 'pr' input`,
    );
  }
  return {
    kind: 'command',
    pr: { ...splitRepository(sources.repository), number },
    eventName,
    comment: null,
    command: { name: 'describe', args: '', prefixed: true },
  };
}

/** pull_request(_target): closed and draft PRs are skipped, and actions that change no code. */
function routePullRequest(eventName: string, payload: Payload, explicit: boolean, review: ReviewOf): Route {
  const pr = payload.pull_request;
  const number = pr?.number ?? payload.number;
  if (!number) throw new ConfigError(`the ${eventName} payload has no pull request number`);
  if (pr?.state === 'closed') return { kind: 'skip', reason: `pull request #${number} is closed` };
  if (pr?.draft) {
    return {
      kind: 'skip',
      reason: `pull request #${number} is a draft; it is reviewed when marked ready`,
    };
  }
  // A label on a fork PR may be the maintainer's safe-to-review look (src/app/fork-gate.ts
  // decides, once the settings are read); a label on any other PR changes nothing.
  if (!explicit && payload.action === 'labeled' && isFork(pr) && payload.label?.name)
    return review(number, payload.label.name);
  if (!explicit && !REVIEW_ACTIONS.has(payload.action ?? '')) {
    return {
      kind: 'skip',
      reason: `${eventName} '${payload.action ?? ''}' does not change the code; reviews run on ${[...REVIEW_ACTIONS].join(', ')}`,
    };
  }
  return review(number);
}

/** The head lives in another repository; a deleted fork (`head.repo` null) counts as one. */
function isFork(pr: Payload['pull_request']): boolean {
  return pr?.head?.repo?.full_name !== pr?.base?.repo?.full_name;
}

/** Reads and parses the payload file the runner wrote (GITHUB_EVENT_PATH); {} when there is none. */
export function readPayload(eventPath: string | undefined): unknown {
  if (!eventPath) return {};
  try {
    return JSON.parse(readFileSync(eventPath, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${eventPath})`, { cause: error });
  }
}

/** `owner/repo` from GITHUB_REPOSITORY. */
export function splitRepository(repository: string | undefined): RepoRef {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository ?? '');
  if (!match) {
    throw new ConfigError(
      `GITHUB_REPOSITORY must be owner/repo; got ${JSON.stringify(repository ?? '')} (the runner sets it)`,
    );
  }
  return { owner: match[1]!, repo: match[2]! };
}

function dispatchNumber(inputs: Record<string, unknown> | null | undefined): number {
  const raw = inputs?.pr;
  const text =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(/^#/, '') : '';
  if (!/^[1-9]\d*$/.test(text)) {
    throw new ConfigError(
      'workflow_dispatch needs the pull request number: declare `on.workflow_dispatch.inputs.pr` in the ' +
        `workflow and run it with a PR number; got ${JSON.stringify(raw ?? null)}`,
    );
  }
  return Number(text);
}
