/**
 * What prlens does for each event GitHub sends, as one table: GitHub's example payloads
 * (@octokit/webhooks-examples) and payloads derived from them (a fork PR, a draft, a PR comment
 * with a command, an edit), each routed with `command: auto` as the example workflows run it.
 * Every row names the outcome: review, a PR command, the sweep, or a skip with its notice.
 * https://docs.github.com/webhooks/webhook-events-and-payloads
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { routeEvent, type Route } from '../../src/action/event.js';

interface Definition {
  name: string;
  examples: Array<Record<string, unknown>>;
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const definitions = createRequire(import.meta.url)('@octokit/webhooks-examples') as Definition[];

/** The first example of `event.action`, as a fresh copy to derive from. */
function example(event: string, action?: string): Json {
  const found = definitions
    .find((d) => d.name === event)
    ?.examples.find((e) => action === undefined || e.action === action);
  if (!found) throw new Error(`no ${event}.${action ?? ''} example`);
  return structuredClone(found);
}

const fork = (payload: Json): Json => {
  payload.pull_request.head.repo = { ...payload.pull_request.head.repo, full_name: 'stranger/fork' };
  return payload;
};
const draft = (payload: Json): Json => {
  payload.pull_request.draft = true;
  return payload;
};
const open = (payload: Json): Json => {
  payload.pull_request.state = 'open';
  payload.pull_request.draft = false;
  return payload;
};
const comment = (payload: Json, body: string, onPr = true): Json => {
  payload.comment.body = body;
  payload.comment.author_association = 'MEMBER';
  payload.comment.user = { ...payload.comment.user, type: 'User' };
  if (payload.issue) {
    if (onPr) payload.issue.pull_request = { url: 'https://api.github.com/repos/o/r/pulls/1' };
    else delete payload.issue.pull_request;
  }
  return payload;
};
const labeled = (payload: Json, name: string): Json => ({ ...open(payload), label: { name } });

type Expect = { kind: Route['kind']; detail?: RegExp };
const ROWS: Array<[title: string, eventName: string, payload: () => Json, expected: Expect]> = [
  ['pull_request opened', 'pull_request', () => open(example('pull_request', 'opened')), { kind: 'review' }],
  [
    'pull_request synchronize',
    'pull_request',
    () => open(example('pull_request', 'synchronize')),
    { kind: 'review' },
  ],
  [
    'pull_request reopened',
    'pull_request',
    () => open(example('pull_request', 'reopened')),
    { kind: 'review' },
  ],
  [
    'pull_request ready_for_review',
    'pull_request',
    () => open(example('pull_request', 'ready_for_review')),
    { kind: 'review' },
  ],
  [
    'pull_request opened as a draft',
    'pull_request',
    () => draft(open(example('pull_request', 'opened'))),
    { kind: 'skip', detail: /is a draft; it is reviewed when marked ready/ },
  ],
  [
    'pull_request closed',
    'pull_request',
    () => example('pull_request', 'closed'),
    { kind: 'skip', detail: /is closed/ },
  ],
  [
    'pull_request edited (title or body)',
    'pull_request',
    () => ({ ...open(example('pull_request', 'opened')), action: 'edited' }),
    { kind: 'skip', detail: /'edited' does not change the code/ },
  ],
  [
    'pull_request assigned',
    'pull_request',
    () => open(example('pull_request', 'assigned')),
    { kind: 'skip', detail: /'assigned' does not change the code/ },
  ],
  [
    'pull_request labeled, same repository',
    'pull_request',
    () => labeled(example('pull_request', 'labeled'), 'bug'),
    { kind: 'skip', detail: /'labeled' does not change the code/ },
  ],
  [
    'pull_request_target labeled, fork PR (the fork gate decides)',
    'pull_request_target',
    () => fork(labeled(example('pull_request', 'labeled'), 'safe-to-review')),
    { kind: 'review', detail: /"label":"safe-to-review"/ },
  ],
  [
    'pull_request_target opened, fork PR',
    'pull_request_target',
    () => fork(open(example('pull_request', 'opened'))),
    { kind: 'review' },
  ],
  [
    'pull_request_target synchronize, fork PR',
    'pull_request_target',
    () => fork(open(example('pull_request', 'synchronize'))),
    { kind: 'review', detail: /"action":"synchronize"/ },
  ],
  [
    'issue_comment created on a PR: /ask',
    'issue_comment',
    () => comment(example('issue_comment', 'created'), '/ask where is the token checked?'),
    { kind: 'command', detail: /"name":"ask"/ },
  ],
  [
    'issue_comment created on a PR: /review full',
    'issue_comment',
    () => comment(example('issue_comment', 'created'), '/review full'),
    { kind: 'command', detail: /"name":"review"/ },
  ],
  [
    'issue_comment created on a PR without a command',
    'issue_comment',
    () => comment(example('issue_comment', 'created'), 'Looks good to me'),
    { kind: 'skip', detail: /not a prlens command/ },
  ],
  [
    'issue_comment created on a plain issue: /ask',
    'issue_comment',
    () => comment(example('issue_comment', 'created'), '/ask why?', false),
    { kind: 'skip', detail: /on an issue, not on a pull request/ },
  ],
  [
    'issue_comment edited to /ask',
    'issue_comment',
    () => comment(example('issue_comment', 'edited'), '/ask why?'),
    { kind: 'skip', detail: /'edited': only new comments run commands/ },
  ],
  [
    'issue_comment deleted',
    'issue_comment',
    () => comment(example('issue_comment', 'deleted'), '/ask why?'),
    { kind: 'skip', detail: /'deleted': only new comments run commands/ },
  ],
  [
    'pull_request_review_comment created: /ask',
    'pull_request_review_comment',
    () => comment(example('pull_request_review_comment', 'created'), '/ask is this safe?'),
    { kind: 'command', detail: /"name":"ask"/ },
  ],
  [
    'pull_request_review_comment edited',
    'pull_request_review_comment',
    () => comment(example('pull_request_review_comment', 'edited'), '/ask is this safe?'),
    { kind: 'skip', detail: /'edited': only new comments run commands/ },
  ],
  ['schedule', 'schedule', () => ({ schedule: '0 6 * * 1' }), { kind: 'sweep' }],
  ['push', 'push', () => example('push'), { kind: 'skip', detail: /push is not supported/ }],
];

describe('webhook routing table (command: auto)', () => {
  it.each(ROWS)('%s → as tabled', (_title, eventName, payload, expected) => {
    const route = routeEvent({
      eventName,
      payload: payload(),
      repository: 'octo-org/octo-repo',
      command: 'auto',
    });
    expect(route.kind).toBe(expected.kind);
    if (expected.detail) expect(JSON.stringify(route)).toMatch(expected.detail);
    // A skip always carries the notice the action prints.
    if (route.kind === 'skip') expect(route.reason.length).toBeGreaterThan(10);
  });
});
