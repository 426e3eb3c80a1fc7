/**
 * command-prefix on the commands route: real issue_comment payloads through routeEvent and
 * runCommand, against the fake GitHub. A repository that also runs qodo pr-agent sets a prefix so
 * only one bot answers `/describe`; `/prlens …` keeps working whatever the prefix.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { runCommand } from '../../src/app/commands/run-command.js';
import type { CommandRoute } from '../../src/action/comment-event.js';
import { routeEvent } from '../../src/action/event.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { systemClock } from '../../src/core/clock.js';
import { REPLY_MARKER } from '../../src/github/command-io.js';
import { createGitHub } from '../../src/github/client.js';
import { GitHubForge } from '../../src/github/forge.js';
import type { SettingKey } from '../../src/config/schema.js';
import { addIssueCommentBy } from '../fakes/github/human.js';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
import { bufferLogger } from '../support/github-double.js';

const TOKEN = 'ghs_commandPrefixToken0123456789';
const BASE = { 'src/a.ts': 'export const a = 1;\n' };
const HEAD = { 'src/a.ts': 'export const a = 2;\n' };

const scene = useScenario({});
let fake: FakeGitHub;
let lines: string[];

beforeEach(async () => {
  fake = await scene.github({ token: TOKEN });
  lines = [];
});

function inputs(flags: Partial<Record<SettingKey, string>> = {}): ActionInputs {
  return {
    githubToken: TOKEN,
    apiKey: undefined,
    flags: { provider: 'none', ...flags },
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
    mask: (t: string) => t,
  };
}

/** The route the action takes for a new conversation comment carrying `body`. */
function comment(pull: PullRequestRecord, body: string): CommandRoute | { kind: 'skip' } {
  const c = addIssueCommentBy(fake.state, pull, 'maintainer', body);
  const payload = webhookPayload('issue_comment.created', {
    pull,
    apiUrl: fake.apiUrl,
    comment: { body, author: 'maintainer', association: 'MEMBER', id: c.id },
  });
  const r = routeEvent({
    eventName: 'issue_comment',
    payload,
    repository: 'octo-org/octo-repo',
    command: 'auto',
  });
  return r.kind === 'command' ? r : { kind: 'skip' };
}

async function run(pull: PullRequestRecord, body: string, flags: Partial<Record<SettingKey, string>> = {}) {
  const r = comment(pull, body);
  if (r.kind === 'skip') return r;
  return runCommand(r, inputs(flags), deps());
}

const describes = () => fake.requests.filter((r) => r.operation === 'pulls/update').length;

describe('command-prefix', () => {
  it('command-prefix: /prlens in the base config → bare /describe is left to the other bot, /prlens describe runs', async () => {
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'command-prefix: /prlens\n' },
      head: HEAD,
    });
    const bare = await run(pull, '/describe');
    expect(bare).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/command-prefix is \/prlens/),
    });
    expect(fake.state.reactions).toEqual([]);
    expect(describes()).toBe(0);

    expect(await run(pull, '/prlens describe')).toMatchObject({ kind: 'done' });
    expect(describes()).toBe(1);
  });

  it('the action input command-prefix: /ai → /ai describe runs, bare /describe does not, /prlens ignore still routes', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: null });
    expect(await run(pull, '/describe', { 'command-prefix': '/ai' })).toMatchObject({ kind: 'skipped' });
    expect(describes()).toBe(0);
    expect(await run(pull, '/ai describe', { 'command-prefix': '/ai' })).toMatchObject({ kind: 'done' });
    expect(describes()).toBe(1);
    // A foreign slash word followed by something that is not a command stays someone else's.
    expect(comment(pull, '/assign @me')).toEqual({ kind: 'skip' });
    expect(comment(pull, '/prlens ignore')).toMatchObject({ command: { name: 'ignore', prefixed: true } });
  });

  it('the default / keeps both forms: bare /describe runs, and a /word form is not ours', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD, body: null });
    expect(await run(pull, '/describe')).toMatchObject({ kind: 'done' });
    expect(await run(pull, '/ai describe')).toMatchObject({ kind: 'skipped' });
  });

  it('a command-prefix that is not a slash word → a clear error naming the key', async () => {
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'command-prefix: prlens\n' },
      head: HEAD,
    });
    await expect(run(pull, '/prlens describe')).rejects.toThrow(/command-prefix/);
  });

  it('command-prefix: /prlens → the help reply and the usage replies write every command as /prlens <name>', async () => {
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'command-prefix: /prlens\n' },
      head: HEAD,
    });
    const replies = () => fake.state.issueComments.map((c) => c.body).filter((b) => b.includes(REPLY_MARKER));
    expect(await run(pull, '/prlens frobnicate')).toMatchObject({ kind: 'done' });
    expect(await run(pull, '/prlens review soon')).toMatchObject({ kind: 'done' });
    expect(await run(pull, '/prlens ask')).toMatchObject({ kind: 'done' });
    const [help, usage, ask] = replies();
    expect(help).toContain('`/prlens ask <question>`');
    expect(help).toContain('`/prlens describe`');
    expect(help).toContain('`/prlens review full`');
    expect(help).toContain('e.g. `/prlens ask`');
    expect(usage).toContain('Write `/prlens review` for the new commits or `/prlens review full`');
    expect(usage).toContain('got `soon`');
    expect(ask).toContain('e.g. `/prlens ask where is the token checked?`');
    // Not one bare short form is left, which under this prefix the other bot would answer.
    for (const body of [help, usage, ask]) expect(body).not.toMatch(/`\/(ask|describe|review)\b/);
  });

  it('command-prefix: /ai in German → the help is German with /ai ask', async () => {
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const flags = { 'command-prefix': '/ai', language: 'de' };
    expect(await run(pull, '/prlens frobnicate', flags)).toMatchObject({ kind: 'done' });
    const help = fake.state.issueComments.map((c) => c.body).find((b) => b.includes(REPLY_MARKER)) ?? '';
    expect(help).toContain('`/ai ask <Frage>` beantwortet');
    expect(help).not.toMatch(/`\/(ask|describe|review)\b/);
  });
});
