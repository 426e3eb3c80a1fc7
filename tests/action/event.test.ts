import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { routeEvent, splitRepository } from '../../src/action/event.js';
import type { Command } from '../../src/action/inputs.js';

interface Example {
  name: string;
  examples: Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const definitions = createRequire(import.meta.url)('@octokit/webhooks-examples') as Example[];

/** A copy of GitHub's example payload for `event.action` (the first one, or the one `pick` finds). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GitHub's example payloads, read loosely
function payload(event: string, action?: string, pick: (p: Record<string, any>) => boolean = () => true) {
  const found = definitions
    .find((d) => d.name === event)
    ?.examples.find((e) => (action === undefined || e.action === action) && pick(e));
  if (!found) throw new Error(`no example ${event}.${action}`);
  return structuredClone(found);
}

const route = (eventName: string, body: unknown, command: Command = 'auto') =>
  routeEvent({ eventName, payload: body, repository: 'octo-org/octo-repo', command });

describe('event routing', () => {
  it.each(['opened', 'synchronize', 'reopened', 'ready_for_review'])(
    'reviews a ready pull_request on %s',
    (action) => {
      const body = payload(
        'pull_request',
        action,
        (p) => !p.pull_request.draft && p.pull_request.state === 'open',
      );
      expect(route('pull_request', body)).toEqual({
        kind: 'review',
        pr: { owner: 'octo-org', repo: 'octo-repo', number: body.pull_request.number },
        eventName: 'pull_request',
        action,
      });
    },
  );

  it('reviews under pull_request_target the same way (the repo comes from GITHUB_REPOSITORY)', () => {
    const body = payload('pull_request', 'opened', (p) => !p.pull_request.draft);
    expect(route('pull_request_target', body)).toMatchObject({ kind: 'review', action: 'opened' });
  });

  it('skips drafts and closed pull requests with the reason', () => {
    const draft = payload('pull_request', 'converted_to_draft');
    expect(route('pull_request', { ...draft, action: 'synchronize' })).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/is a draft/),
    });
    expect(route('pull_request', payload('pull_request', 'closed'))).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/is closed/),
    });
  });

  it('skips actions that do not change the code, unless command is review', () => {
    const labeled = payload(
      'pull_request',
      'labeled',
      (p) => !p.pull_request.draft && p.pull_request.state === 'open',
    );
    expect(route('pull_request', labeled)).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/labeled/),
    });
    expect(route('pull_request', labeled, 'review')).toMatchObject({ kind: 'review' });
  });

  it('reviews the PR named by the workflow_dispatch input pr, and says what is missing otherwise', () => {
    const body = payload('workflow_dispatch');
    expect(route('workflow_dispatch', { ...body, inputs: { pr: '#42' } })).toMatchObject({
      kind: 'review',
      pr: { number: 42 },
      action: null,
    });
    expect(() => route('workflow_dispatch', body)).toThrow(/on.workflow_dispatch.inputs.pr/);
    expect(() => route('workflow_dispatch', { inputs: { pr: 'main' } })).toThrow(/got "main"/);
  });

  it('issue_comment on an issue (not a PR) and an ordinary review comment run nothing', () => {
    // GitHub's issue_comment examples are comments on issues; the review comment example is prose.
    expect(route('issue_comment', payload('issue_comment', 'created'))).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/on an issue, not on a pull request/),
    });
    expect(
      route('pull_request_review_comment', payload('pull_request_review_comment', 'created')),
    ).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/not a prlens command/),
    });
  });

  it('serves an explicit review command from a trusted comment on a PR only', () => {
    const body = payload('issue_comment', 'created');
    // GitHub's examples are comments on issues; a PR comment differs only by issue.pull_request.
    body.issue.pull_request = { url: 'https://api.github.com/repos/octo-org/octo-repo/pulls/1' };
    body.comment.author_association = 'MEMBER';
    expect(route('issue_comment', body, 'review')).toMatchObject({
      kind: 'review',
      pr: { number: body.issue.number },
    });
    body.comment.author_association = 'NONE';
    expect(route('issue_comment', body, 'review')).toMatchObject({ kind: 'skip' });
  });

  it('command describe on a PR event describes that PR; command ask without a comment names the fix', () => {
    expect(route('pull_request', payload('pull_request', 'opened'), 'describe')).toMatchObject({
      kind: 'command',
      comment: null,
      command: { name: 'describe' },
    });
    expect(() => route('pull_request', payload('pull_request', 'opened'), 'ask')).toThrow(
      /needs a question, which comes from a comment/,
    );
  });

  it('parses the payload: a routing field of the wrong type is an error naming it, not a guess', () => {
    const body = payload('pull_request', 'opened');
    body.pull_request.number = '7';
    expect(() => route('pull_request', body)).toThrow(
      /pull_request payload at GITHUB_EVENT_PATH has an unexpected pull_request\.number/,
    );
    // A draft flag that is not a boolean would otherwise read as "not a draft" and spend the budget.
    const draft = payload('pull_request', 'opened');
    draft.pull_request.draft = 'true';
    expect(() => route('pull_request', draft)).toThrow(/pull_request\.draft/);
    // Null where GitHub sends null (a deleted fork's head repository) is fine.
    const gone = payload('pull_request', 'opened');
    gone.pull_request.head.repo = null;
    expect(route('pull_request', gone)).toMatchObject({ kind: 'review' });
  });

  it('needs GITHUB_REPOSITORY as owner/repo', () => {
    expect(splitRepository('a/b')).toEqual({ owner: 'a', repo: 'b' });
    expect(() => splitRepository(undefined)).toThrow(/GITHUB_REPOSITORY must be owner\/repo/);
  });
});
