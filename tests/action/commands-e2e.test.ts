/**
 * PR commands end to end: the action in-process as the runner starts it (/review through the built dist/index.js), with real
 * `issue_comment` (PR variant) and `pull_request_review_comment` payloads from
 * @octokit/webhooks-examples, against the fake GitHub and the fake OpenAI server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REPLY_MARKER } from '../../src/github/command-io.js';
import { DESCRIBE_END, DESCRIBE_START } from '../../src/report/describe-section.js';
import { addIssueCommentBy, addReviewCommentBy } from '../fakes/github/human.js';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { type RecordedRequest, type ScriptedServer, type OpenAIReply } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-e2e-commands-key-0123456789';
const BASE = {
  'src/run.ts': 'export function run(input: string): unknown {\n  return JSON.parse(input);\n}\n',
};
const HEAD = { 'src/run.ts': 'export function run(input: string): unknown {\n  return eval(input);\n}\n' };

function modelAnswer(request: RecordedRequest) {
  const name = request.body.response_format?.json_schema?.name;
  if (name === 'pr_answer') {
    return {
      kind: 'success' as const,
      json: {
        answer: '`eval` runs the input as code.',
        found_in_code: true,
        citations: [{ path: 'src/run.ts', line: 2, end_line: null, side: 'RIGHT' }],
        need_files: [],
      },
    };
  }
  if (name === 'pr_description') {
    return {
      kind: 'success' as const,
      json: { summary: 'Runs input with eval.', change_type: 'feature', files: [], flow: null },
    };
  }
  return { kind: 'success' as const, json: { findings: [] } };
}

describe('PR commands through the action', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = s.openai;
    model.setHandler(modelAnswer);
  });
  const inputs = () => ({ 'api-key': MODEL_KEY, 'base-url': model.url, model: 'm' });

  it('/ask on a diff line answers in that review thread; the same from a contributor gets nothing', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const ask = addReviewCommentBy(
      fake.state,
      pull,
      'maintainer',
      { path: 'src/run.ts', line: 2 },
      '/ask is this safe?',
    );
    const payload = (association: string) =>
      webhookPayload('pull_request_review_comment.created', {
        pull,
        apiUrl: fake.apiUrl,
        comment: {
          body: '/ask is this safe?',
          author: 'maintainer',
          association,
          id: ask.id,
          path: 'src/run.ts',
          line: 2,
        },
      });
    const denied = await s.action({
      eventName: 'pull_request_review_comment',
      payload: payload('CONTRIBUTOR'),
      inputs: inputs(),
    });
    expect(denied.code).toBe(0);
    expect(denied.stdout).toMatch(/may not run prlens commands/);
    expect(fake.state.reviewComments).toHaveLength(1);
    expect(fake.state.reactions).toEqual([]);

    const run = await s.action({
      eventName: 'pull_request_review_comment',
      payload: payload('MEMBER'),
      inputs: inputs(),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const thread = fake.state.threads.find((t) => t.commentIds[0] === ask.id)!;
    expect(thread.commentIds).toHaveLength(2);
    const reply = fake.state.comment(thread.commentIds[1]!)!;
    expect(reply.body).toContain('runs the input as code');
    expect(reply.body).toContain(`/blob/${pull.headSha}/src/run.ts#L2`);
    expect(reply.body).toContain(REPLY_MARKER);
    expect(fake.state.reactions.map((r) => [r.commentId, r.content])).toEqual([[ask.id, 'eyes']]);
    expect(fake.state.issueComments).toEqual([]);
    expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(MODEL_KEY);
  });

  it('/ask and /describe send the model no diff or file of a path the repo config excludes', async () => {
    fake = await s.github({ token: TOKEN });
    const config = 'exclude:\n  - secrets/**\n';
    const secret = 'export const prodKey = "kept-out-of-prompts";\n';
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': config, 'secrets/prod.ts': secret, 'secrets/a.ts': 'x;\n' },
      head: {
        ...HEAD,
        '.github/prlens.yml': config,
        'secrets/prod.ts': secret,
        'secrets/a.ts': 'staging-x;\n',
      },
    });
    const comment = (body: string) => {
      const c = addIssueCommentBy(fake.state, pull, 'maintainer', body);
      return webhookPayload('issue_comment.created', {
        pull,
        apiUrl: fake.apiUrl,
        comment: { body, author: 'maintainer', association: 'OWNER', id: c.id },
      });
    };
    for (const command of ['/ask what does secrets/prod.ts hold?', '/describe']) {
      const run = await s.action({ eventName: 'issue_comment', payload: comment(command), inputs: inputs() });
      expect(run.code).toBe(0);
    }
    const sent = model.requests.map((r) => JSON.stringify(r.body)).join('\n');
    expect(sent).toContain('eval(input)');
    expect(sent).not.toContain('kept-out-of-prompts');
    expect(sent).not.toContain('staging-x');
    const answer = fake.state.issueComments.find((c) => c.body.includes(REPLY_MARKER))!;
    expect(answer.body).toContain('excluded from review by configuration: `secrets/a.ts`, `secrets/prod.ts`');
  });

  it('/describe from a PR comment twice updates only its section; a bot and an unknown command', async () => {
    fake = await s.github({ token: TOKEN });
    const author = 'My own words.\n\n- keep this list\n';
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: author });
    const comment = (body: string, login = 'maintainer', userType?: 'Bot') => {
      const c = addIssueCommentBy(fake.state, pull, login, body);
      return webhookPayload('issue_comment.created', {
        pull,
        apiUrl: fake.apiUrl,
        comment: { body, author: login, association: 'OWNER', id: c.id, ...(userType ? { userType } : {}) },
      });
    };
    const first = await s.action({
      eventName: 'issue_comment',
      payload: comment('/describe'),
      inputs: inputs(),
    });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(pull.body!.startsWith(author)).toBe(true);
    expect(pull.body).toContain('Runs input with eval.');
    pull.body = `${pull.body!}\nTrailing words.`;
    const second = await s.action({
      eventName: 'issue_comment',
      payload: comment('/prlens describe'),
      inputs: inputs(),
    });
    expect(second.code).toBe(0);
    expect(pull.body.startsWith(author)).toBe(true);
    expect(pull.body.endsWith(`${DESCRIBE_END}\nTrailing words.`)).toBe(true);
    expect(pull.body.split(DESCRIBE_START)).toHaveLength(2);

    const requests = model.requests.length;
    const bot = await s.action({
      eventName: 'issue_comment',
      payload: comment('/describe', 'helper[bot]', 'Bot'),
      inputs: inputs(),
    });
    expect(bot.code).toBe(0);
    expect(bot.stdout).toMatch(/comment by the bot/);
    expect(model.requests.length).toBe(requests);

    const unknown = await s.action({
      eventName: 'issue_comment',
      payload: comment('/prlens dance'),
      inputs: inputs(),
    });
    expect(unknown.code).toBe(0);
    const help = fake.state.issueComments.filter((c) => c.body.includes(REPLY_MARKER));
    expect(help).toHaveLength(1);
    expect(help[0]!.body).toMatch(/does not know the command `dance`/);
  });

  it('describe-on-open: an opened PR gets its review and the description section; off by default', async () => {
    fake = await s.github({ token: TOKEN });
    const author = 'Why: parse less strictly.';
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: author });
    const opened = () => webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl });

    const plain = await s.action({ eventName: 'pull_request', payload: opened(), inputs: inputs() });
    expect(plain.code).toBe(0);
    expect(pull.body).toBe(author);

    const run = await s.action({
      eventName: 'pull_request',
      payload: opened(),
      inputs: inputs(),
      env: { PRLENS_DESCRIBE_ON_OPEN: 'true' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/describe-on-open could not/);
    expect(pull.body!.startsWith(author)).toBe(true);
    expect(pull.body).toContain(DESCRIBE_START);
    expect(pull.body).toContain('Runs input with eval.');
    expect(fake.state.issueComments.filter((x) => x.body.startsWith('<!-- prlens:summary'))).toHaveLength(1);
  });

  it('/review from a PR comment posts a review and the summary', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const c = addIssueCommentBy(fake.state, pull, 'maintainer', '/review full');
    const payload = webhookPayload('issue_comment.created', {
      pull,
      apiUrl: fake.apiUrl,
      comment: { body: '/review full', author: 'maintainer', association: 'COLLABORATOR', id: c.id },
    });
    // Through the built bundle: a command as the runner runs it.
    const run = await s.builtAction({ eventName: 'issue_comment', payload, inputs: inputs() });
    expect(run.code).toBe(0);
    expect(fake.state.issueComments.filter((x) => x.body.startsWith('<!-- prlens:summary'))).toHaveLength(1);
    expect(fake.state.reviews.filter((r) => r.user.login === 'github-actions[bot]').length).toBeGreaterThan(
      0,
    );
    expect(run.outputs.incomplete).toBe('false');
  });
});
