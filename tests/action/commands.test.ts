/**
 * PR commands in process, against the fake GitHub and the fake OpenAI server over real HTTP: routing
 * of real webhook payloads, who may run commands, the 👀 acknowledgement, /ask answering in the review
 * thread it was asked in, /describe keeping the author's text, help for unknown commands, and honest
 * answers when there is no model or the model fails.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { runCommand } from '../../src/app/commands/run-command.js';
import type { CommandRoute } from '../../src/action/comment-event.js';
import { routeEvent } from '../../src/action/event.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { systemClock } from '../../src/core/clock.js';
import { createGitHub } from '../../src/github/client.js';
import { GitHubForge } from '../../src/github/forge.js';
import { REPLY_MARKER } from '../../src/github/command-io.js';
import { DESCRIBE_END, DESCRIBE_START } from '../../src/report/describe-section.js';
import type { SettingKey } from '../../src/config/schema.js';
import { addIssueCommentBy, addReviewCommentBy } from '../fakes/github/human.js';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import { bufferLogger } from '../support/github-double.js';

const TOKEN = 'ghs_commandsTestToken0123456789';
const MODEL_KEY = 'sk-fake-commands-key-0123456789';
const BASE = {
  'src/auth.ts': 'export function check(token: string): boolean {\n  return token.length > 0;\n}\n',
};
const HEAD = {
  'src/auth.ts':
    "import { timingSafeEqual } from 'node:crypto';\n\nexport function check(token: string, expected: string): boolean {\n  return timingSafeEqual(Buffer.from(token), Buffer.from(expected));\n}\n",
  'src/server.ts':
    "import { check } from './auth.js';\n\nexport function handle(token: string): number {\n  return check(token, 'x') ? 200 : 401;\n}\n",
};

const scene = useScenario({ openai: { apiKey: MODEL_KEY } });
let fake: FakeGitHub;
let model: ScriptedServer<OpenAIReply>;
let lines: string[];
let modelHandler: (r: RecordedRequest) => OpenAIReply;

beforeEach(async () => {
  model = scene.openai;
  model.setHandler((r) => modelHandler(r));
  fake = await scene.github({ token: TOKEN });
  lines = [];
});

function inputs(flags: Partial<Record<SettingKey, string>> = {}, withModel = true): ActionInputs {
  return {
    githubToken: TOKEN,
    apiKey: withModel ? MODEL_KEY : undefined,
    flags: withModel
      ? { provider: 'openai', 'base-url': model.url, model: 'm', ...flags }
      : { provider: 'none', ...flags },
    command: 'auto',
    dryRun: false,
    configPath: '.github/prlens.yml',
    configPathIsDefault: true,
    runner: 'action' as const,
    matrix: false,
    pr: undefined,
  };
}

function deps() {
  const logger = bufferLogger(lines);
  const gh = createGitHub({
    token: TOKEN,
    apiUrl: fake.apiUrl,
    graphqlUrl: fake.graphqlUrl,
    logger,
    timing: { unitMs: 1, serverErrorRetries: 0 },
    throttle: false,
  });
  return {
    forge: new GitHubForge(gh, { logger, env: {} }),
    logger,
    clock: systemClock,
    env: {},
    mask: (t: string) => t.split(MODEL_KEY).join('***'),
  };
}

function route(eventName: string, payload: unknown): CommandRoute {
  const r = routeEvent({ eventName, payload, repository: 'octo-org/octo-repo', command: 'auto' });
  if (r.kind !== 'command') throw new Error(`expected a command route, got ${JSON.stringify(r)}`);
  return r;
}

/** A conversation comment by `author` carrying `body`, as the webhook GitHub sends for it. */
function conversation(pull: PullRequestRecord, body: string, author = 'maintainer', association = 'MEMBER') {
  const comment = addIssueCommentBy(fake.state, pull, author, body);
  return webhookPayload('issue_comment.created', {
    pull,
    apiUrl: fake.apiUrl,
    comment: { body, author, association, id: comment.id },
  });
}

const replies = () => fake.state.issueComments.filter((c) => c.body.includes(REPLY_MARKER));
const reactions = (id: number) =>
  fake.state.reactions.filter((r) => r.commentId === id).map((r) => r.content);

describe('routing comment events', () => {
  it('routes a command from a real issue_comment payload on a PR, and ignores bots, our own replies and other slash words', () => {
    fake.state.createPullRequest({ base: BASE, head: HEAD });
    const pull = fake.state.pull(1);
    const payload = (body: string, extra: object = {}) =>
      webhookPayload('issue_comment.created', { pull, apiUrl: fake.apiUrl, comment: { body, ...extra } });
    const ask = route('issue_comment', payload('/ask   where is the token checked?'));
    expect(ask.command).toEqual({ name: 'ask', args: 'where is the token checked?', prefixed: false });
    expect(ask.comment).toMatchObject({ subject: 'issue_comment', association: 'OWNER', threadRootId: null });
    expect(route('issue_comment', payload('/prlens review full')).command).toMatchObject({
      name: 'review',
      args: 'full',
    });
    expect(route('issue_comment', payload('/prlens frobnicate')).command.name).toBe('frobnicate');
    const skip = (p: unknown) =>
      routeEvent({
        eventName: 'issue_comment',
        payload: p,
        repository: 'octo-org/octo-repo',
        command: 'auto',
      });
    expect(skip(payload('/ask hi', { author: 'renovate[bot]' }))).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/bot/),
    });
    expect(skip(payload('/ask hi', { author: 'ci-helper', userType: 'Bot' }))).toMatchObject({
      kind: 'skip',
    });
    expect(skip(payload(`/ask hi\n\n${REPLY_MARKER}`, { author: 'prlens-pat-user' }))).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/own/),
    });
    expect(skip(payload('/assign @me'))).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/not a prlens command/),
    });
    expect(skip(payload('please /ask later'))).toMatchObject({ kind: 'skip' });
    expect(skip({ ...payload('/ask hi'), action: 'edited' })).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/only new comments/),
    });
    const onIssue = payload('/ask hi');
    delete onIssue.issue.pull_request;
    expect(skip(onIssue)).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/issue, not on a pull request/),
    });
  });

  it('routes a command on a diff line to its review thread', () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const payload = webhookPayload('pull_request_review_comment.created', {
      pull,
      apiUrl: fake.apiUrl,
      comment: {
        body: '/ask why timingSafeEqual?',
        path: 'src/auth.ts',
        line: 4,
        id: 2_200_000_077,
        inReplyTo: 2_200_000_070,
      },
    });
    const r = route('pull_request_review_comment', payload);
    expect(r.pr.number).toBe(pull.number);
    expect(r.comment).toMatchObject({
      subject: 'review_comment',
      path: 'src/auth.ts',
      line: 4,
      side: 'RIGHT',
      threadRootId: 2_200_000_070,
      id: 2_200_000_077,
    });
  });
});

describe('who may run commands', () => {
  it('a contributor (not in command-authors) gets nothing: no reaction, no reply, no model call', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const payload = conversation(pull, '/ask what changed?', 'drive-by', 'CONTRIBUTOR');
    const result = await runCommand(route('issue_comment', payload), inputs(), deps());
    expect(result).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/drive-by \(contributor\) may not run prlens commands/),
    });
    expect(fake.state.reactions).toEqual([]);
    expect(replies()).toEqual([]);
    expect(model.requests).toEqual([]);
  });

  it('command-authors from the repo config on the base branch widens the list', async () => {
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'command-authors: [CONTRIBUTOR]\n' },
      head: HEAD,
    });
    const payload = conversation(pull, '/prlens', 'drive-by', 'CONTRIBUTOR');
    const result = await runCommand(route('issue_comment', payload), inputs(), deps());
    expect(result.kind).toBe('done');
    expect(replies()).toHaveLength(1);
    // …and then a MEMBER is no longer allowed: the list replaces the default.
    const member = conversation(pull, '/prlens', 'maintainer', 'MEMBER');
    expect((await runCommand(route('issue_comment', member), inputs(), deps())).kind).toBe('skipped');
  });

  it('answers an unknown /prlens command with the help, after a 👀 reaction', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const payload = conversation(pull, '/prlens frobnicate now');
    await runCommand(route('issue_comment', payload), inputs(), deps());
    expect(reactions(payload.comment.id)).toEqual(['eyes']);
    const [reply] = replies();
    expect(reply!.body).toMatch(/does not know the command `frobnicate`/);
    expect(reply!.body).toContain('/ask <question>');
    expect(reply!.body).toContain('/describe');
    expect(reply!.body).toContain('/review full');
    expect(model.requests).toEqual([]);
  });
});

describe('/ask', () => {
  it('asked on a diff line: replies in that thread, cites only lines it was shown, and links them at the head', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const root = addReviewCommentBy(fake.state, pull, 'maintainer', { path: 'src/auth.ts', line: 4 }, 'hmm');
    const ask = addReviewCommentBy(fake.state, pull, 'maintainer', { path: 'src/auth.ts', line: 4 }, 'x');
    // The question is a reply in root's thread.
    const thread = fake.state.threads.find((t) => t.commentIds[0] === root.id)!;
    modelHandler = () => ({
      kind: 'success',
      json: {
        answer: 'It compares in constant time, so the check does not leak timing. <img src=x> @octocat',
        found_in_code: true,
        citations: [
          { path: 'src/auth.ts', line: 4, end_line: null, side: 'RIGHT' },
          { path: 'src/auth.ts', line: 90, end_line: null, side: 'RIGHT' },
          { path: 'src/nowhere.ts', line: 1, end_line: null, side: 'RIGHT' },
        ],
        need_files: [],
      },
    });
    const payload = webhookPayload('pull_request_review_comment.created', {
      pull,
      apiUrl: fake.apiUrl,
      comment: {
        body: '/ask why timingSafeEqual?',
        path: 'src/auth.ts',
        line: 4,
        id: ask.id,
        inReplyTo: root.id,
      },
    });
    const result = await runCommand(route('pull_request_review_comment', payload), inputs(), deps());
    expect(result.kind).toBe('done');
    expect(reactions(ask.id)).toEqual(['eyes']);
    const reply = fake.state.comment(thread.commentIds.at(-1)!)!;
    expect(reply.inReplyToId).toBe(root.id);
    expect(reply.body).toContain(REPLY_MARKER);
    expect(reply.body).toContain('constant time');
    expect(reply.body).not.toContain('<img');
    expect(reply.body).not.toMatch(/(^|[^`\\])@octocat/);
    expect(reply.body).toContain(
      `[src/auth.ts:4](https://github.com/octo-org/octo-repo/blob/${pull.headSha}/src/auth.ts#L4)`,
    );
    expect(reply.body).not.toContain('src/auth.ts:90');
    expect(reply.body).not.toContain('nowhere');
    expect(replies()).toEqual([]); // nothing in the conversation
    // The question reached the model only as delimited data, with the line it was asked on.
    const [request] = model.requests;
    const user = String(request!.body.messages.at(-1).content);
    expect(user).toMatch(
      /<<<QUESTION-(\w+)\n\(Asked on src\/auth.ts line 4\.\)\nwhy timingSafeEqual\?\nQUESTION-\1>>>/,
    );
    expect(String(request!.body.messages[0].content)).toContain('timingSafeEqual(Buffer.from(token)');
  });

  it('reads a file the model asks for at the head, and says plainly when the answer is not in the code', async () => {
    const pull = fake.state.createPullRequest({
      base: { ...BASE, 'docs/policy.md': '# Policy\nTokens rotate every 30 days.\n' },
      head: HEAD,
    });
    let round = 0;
    modelHandler = (r) => {
      round++;
      const system = String(r.body.messages[0].content);
      if (round === 1) {
        return {
          kind: 'success',
          json: {
            answer: 'Not in the diff.',
            found_in_code: false,
            citations: [],
            // A model's path is held to the strict check before the workspace reads anything.
            need_files: ['docs/policy.md', '../etc/passwd', '..\\..\\etc\\passwd', 'docs/..\\..\\..\\x'],
          },
        };
      }
      expect(system).toContain('Tokens rotate every 30 days.');
      return {
        kind: 'success',
        json: {
          answer: 'The rotation period is not enforced by this code.',
          found_in_code: false,
          citations: [{ path: 'docs/policy.md', line: 2, end_line: null, side: 'RIGHT' }],
          need_files: [],
        },
      };
    };
    const payload = conversation(pull, '/ask how often do tokens rotate?');
    await runCommand(route('issue_comment', payload), inputs(), deps());
    expect(round).toBe(2);
    const contents = fake.requests.filter((r) => r.operation === 'repos/get-content');
    expect(
      contents.some(
        (r) => decodeURIComponent(r.path).endsWith('/docs/policy.md') && r.query.ref === pull.headSha,
      ),
    ).toBe(true);
    expect(contents.some((r) => /passwd|x$/.test(decodeURIComponent(r.path)))).toBe(false);
    const [reply] = replies();
    expect(reply!.body).toMatch(/The answer is not in the code prlens saw/);
    expect(reply!.body).toContain('docs/policy.md:2');
    expect(reply!.body).toMatch(/files read at the head: `docs\/policy.md`/);
  });

  it('without a model says so instead of answering', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const payload = conversation(pull, '/ask is this safe?');
    await runCommand(route('issue_comment', payload), inputs({}, false), deps());
    expect(replies()[0]!.body).toMatch(/no language model configured/);
    expect(model.requests).toEqual([]);
  });

  it('a failed model call is reported in the reply and fails the command, never a made-up answer', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    modelHandler = () => ({
      kind: 'error',
      status: 400,
      body: { error: { message: 'context too long', type: 'invalid_request_error' } },
    });
    const payload = conversation(pull, '/ask is this safe?');
    await expect(runCommand(route('issue_comment', payload), inputs(), deps())).rejects.toThrow();
    const [reply] = replies();
    expect(reply!.body).toMatch(/prlens could not complete `\/ask`/);
    expect(reply!.body).not.toContain(MODEL_KEY);
  });
});

describe('/describe', () => {
  const AUTHOR_TEXT = 'Fixes #12.\r\n\r\nI chose timingSafeEqual — see <b>notes</b>.  \n';

  it('writes the section twice, keeping the author text byte for byte, with a safe flow diagram', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: AUTHOR_TEXT });
    let summary = 'Compares tokens in constant time.';
    modelHandler = () => ({
      kind: 'success',
      json: {
        summary,
        change_type: 'fix',
        files: [
          { path: 'src/auth.ts', summary: 'constant-time | compare' },
          { path: 'src/invented.ts', summary: 'should not appear' },
        ],
        flow: {
          nodes: [
            { id: 'req', label: 'HTTP request' },
            { id: 'end', label: 'check"] --> evil[("x' },
            { id: 'bad id!', label: 'dropped' },
          ],
          edges: [
            { from: 'req', to: 'end', label: 'token' },
            { from: 'req', to: 'bad id!', label: null },
          ],
        },
      },
    });
    const first = conversation(pull, '/describe');
    await runCommand(route('issue_comment', first), inputs(), deps());
    const once = pull.body!;
    expect(once.startsWith(AUTHOR_TEXT)).toBe(true);
    expect(once).toContain(DESCRIBE_START);
    expect(once).toContain('Compares tokens in constant time.');
    expect(once).toContain('**Change type:** fix');
    expect(once).toContain('| `src/auth.ts` | modified | +4 −2 | constant-time \\| compare |');
    expect(once).toContain('| `src/server.ts` | added | +5 −0 | — |');
    expect(once).not.toContain('invented');
    expect(once).toContain(
      '```mermaid\nflowchart TD\n  n_req["HTTP request"]\n  n_end["check -- evil ( x"]\n  n_req -->|"token"| n_end\n```',
    );
    expect(replies()).toEqual([]);

    // The author adds text after our section; a second run replaces only the section.
    pull.body = `${once}\n\nLater note by the author.\n`;
    summary = 'Second summary.';
    await runCommand(route('issue_comment', conversation(pull, '/describe')), inputs(), deps());
    const twice = pull.body;
    expect(twice.startsWith(AUTHOR_TEXT)).toBe(true);
    expect(twice.endsWith(`${DESCRIBE_END}\n\nLater note by the author.\n`)).toBe(true);
    expect(twice).toContain('Second summary.');
    expect(twice).not.toContain('Compares tokens in constant time.');
    expect(twice.split(DESCRIBE_START)).toHaveLength(2);
    const patches = fake.requests.filter((r) => r.operation === 'pulls/update');
    expect(patches).toHaveLength(2);
  });

  it('without a model writes the file walkthrough only, with no invented summary', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: null });
    await runCommand(
      route('issue_comment', conversation(pull, '/prlens describe')),
      inputs({}, false),
      deps(),
    );
    expect(pull.body!.startsWith(DESCRIBE_START)).toBe(true);
    expect(pull.body).toMatch(/No model is configured, so this section lists the changed files only/);
    expect(pull.body).toContain('| `src/auth.ts` | modified | +4 −2 |');
    expect(pull.body).not.toContain('Change type');
    expect(pull.body).not.toContain('mermaid');
    // Same input, same section: the second run does not write.
    await runCommand(route('issue_comment', conversation(pull, '/describe')), inputs({}, false), deps());
    expect(fake.requests.filter((r) => r.operation === 'pulls/update')).toHaveLength(1);
  });
});

describe('/review', () => {
  it('reviews incrementally after a push, and /review full reviews every file again', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const first = await runCommand(
      route('issue_comment', conversation(pull, '/review')),
      inputs({}, false),
      deps(),
    );
    expect(first.kind).toBe('reviewed');
    fake.state.push(pull.number, { 'src/server.ts': HEAD['src/server.ts'].replace("'x'", "'y'") });
    lines.length = 0;
    const second = await runCommand(
      route('issue_comment', conversation(pull, '/review')),
      inputs({}, false),
      deps(),
    );
    expect(second.kind).toBe('reviewed');
    expect(lines.join('\n')).toMatch(/incremental review: 1 of 2 file/);
    lines.length = 0;
    await runCommand(route('issue_comment', conversation(pull, '/review full')), inputs({}, false), deps());
    expect(lines.join('\n')).not.toMatch(/incremental review/);
    const bad = await runCommand(
      route('issue_comment', conversation(pull, '/review everything')),
      inputs({}, false),
      deps(),
    );
    expect(bad.kind).toBe('done');
    expect(replies().at(-1)!.body).toMatch(/`\/review` takes `full` or nothing/);
  });
});
