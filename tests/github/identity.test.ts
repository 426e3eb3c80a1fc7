import { afterEach, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, isIdentity, normaliseLogin, resolveIdentity } from '../../src/github/identity.js';
import { Ownership } from '../../src/github/ownership.js';
import { startFakeGitHub, type FakeGitHub, type FakeOptions } from '../fakes/github/index.js';
import { bufferLogger, fakeClient } from '../support/github-double.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

async function learn(options: FakeOptions, env: Record<string, string> = {}) {
  fake = await startFakeGitHub(options);
  const logs: string[] = [];
  const identity = await resolveIdentity(fakeClient(fake).gh, env, bufferLogger(logs));
  const asked = fake.requests.map((r) => (r.kind === 'graphql' ? 'graphql' : `${r.method} ${r.path}`));
  return { identity, logs, asked };
}

describe('isIdentity', () => {
  const user = { login: 'octocat', id: 583231, type: 'User' as const, source: 'viewer' as const };

  it('compares ids when both sides have one, whatever the logins say', () => {
    expect(isIdentity(ACTIONS_BOT, { login: 'github-actions[bot]', id: 41898282, type: 'Bot' })).toBe(true);
    expect(isIdentity(ACTIONS_BOT, { login: 'github-actions[bot]', id: 1, type: 'Bot' })).toBe(false);
    expect(isIdentity(user, { login: 'someone-renamed', id: 583231 })).toBe(true);
  });

  it('without an id, matches the normalised login of an author of the same kind (GraphQL drops [bot])', () => {
    expect(isIdentity(ACTIONS_BOT, { __typename: 'Bot', login: 'github-actions' })).toBe(true);
    expect(isIdentity(ACTIONS_BOT, { __typename: 'User', login: 'github-actions' })).toBe(false);
    expect(isIdentity(user, { __typename: 'User', login: 'OctoCat' })).toBe(true);
    expect(isIdentity(user, { __typename: 'User', login: 'mallory' })).toBe(false);
    expect(normaliseLogin('My-App[bot]')).toBe('my-app');
  });

  it('trusts nobody when the identity or the author is unknown', () => {
    expect(isIdentity(null, { login: 'github-actions[bot]', id: 41898282 })).toBe(false);
    expect(isIdentity(ACTIONS_BOT, null)).toBe(false);
    expect(isIdentity(ACTIONS_BOT, { login: '' })).toBe(false);
  });
});

describe('resolveIdentity (one request, as github.com answers each kind of token)', () => {
  it('learns the Actions token as github-actions[bot] from the GraphQL viewer', async () => {
    const { identity, asked } = await learn({});
    expect(identity).toEqual({ ...ACTIONS_BOT, source: 'viewer' });
    expect(asked).toEqual(['graphql']);
  });

  it('learns a user token as its user, with its id', async () => {
    const { identity, asked } = await learn({ tokenKind: 'user', viewerLogin: 'octo-dev' });
    expect(identity).toMatchObject({ login: 'octo-dev', type: 'User', source: 'viewer' });
    expect(identity?.id).toBe(fake!.state.actor('octo-dev').id);
    expect(asked).toEqual(['graphql']);
  });

  it('without GraphQL, asks GET /user; the Actions token is refused there and falls back to the bot', async () => {
    const options = { tokenKind: 'user' as const, viewerLogin: 'octo-dev' };
    fake = await startFakeGitHub(options);
    fake.faults.inject({ kind: 'not-found', operation: 'graphql' });
    const user = await resolveIdentity(fakeClient(fake).gh, {}, bufferLogger([]));
    expect(user).toMatchObject({ login: 'octo-dev', source: 'user' });
    await fake.close();

    fake = await startFakeGitHub({});
    fake.faults.inject({ kind: 'not-found', operation: 'graphql' });
    const bot = await resolveIdentity(fakeClient(fake).gh, { GITHUB_ACTIONS: 'true' }, bufferLogger([]));
    expect(bot).toEqual(ACTIONS_BOT);
    expect(fake.requests.map((r) => r.path)).toEqual(['/graphql', '/user']);
  });

  it('answers null with a warning when nothing says who the token is (outside Actions)', async () => {
    fake = await startFakeGitHub({});
    fake.faults.inject({ kind: 'not-found', operation: 'graphql' });
    const logs: string[] = [];
    expect(await resolveIdentity(fakeClient(fake).gh, {}, bufferLogger(logs))).toBeNull();
    expect(logs.join('\n')).toMatch(/warn: prlens could not learn which account its token posts as/);
  });
});

describe('Ownership', () => {
  it('names each foreign marked comment once, and adopts an identity only when it had none', () => {
    const own = new Ownership(ACTIONS_BOT);
    const marker = {
      kind: 'summary',
      where: 'comment 7',
      url: 'https://github.com/o/r/pull/1#issuecomment-7',
    };
    expect(own.owns({ login: 'mallory', id: 9, type: 'User' }, marker)).toBe(false);
    expect(own.owns({ login: 'mallory', id: 9, type: 'User' }, marker)).toBe(false);
    expect(own.owns({ login: 'github-actions[bot]', id: 41898282, type: 'Bot' }, marker)).toBe(true);
    expect(own.notices()).toEqual([
      'prlens ignored comment 7 by mallory (https://github.com/o/r/pull/1#issuecomment-7): it carries ' +
        "prlens's summary marker, but prlens posts as github-actions[bot], so it is not prlens's and " +
        'changes nothing (no finding is suppressed by it). Delete it if it was left to mislead.',
    ]);
    own.adopt({ login: 'mallory', id: 9 });
    expect(own.identity).toBe(ACTIONS_BOT);

    const unknown = new Ownership(null);
    unknown.adopt({ login: 'my-app[bot]', id: 12, type: 'Bot' });
    expect(unknown.identity).toMatchObject({ login: 'my-app[bot]', id: 12, type: 'Bot', source: 'comment' });
  });
});
