import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMasker } from '../../src/core/mask.js';
import { createGitHub } from '../../src/github/client.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';

/** An old-style 40-hex token and a key with characters JSON and Markdown escape. */
const TOKEN = '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567';
const KEY = 'corp*key_"x"\\y';

describe('every request to GitHub is masked (createGitHub on the fake)', () => {
  let fake: FakeGitHub;
  const pr = { owner: 'octo-org', repo: 'octo-repo' };

  beforeAll(async () => {
    fake = await startFakeGitHub({ token: TOKEN });
    fake.state.createPullRequest({ number: 1, head: { 'a.ts': 'a\n' } });
  });
  afterAll(() => fake.close());

  const client = (withRunMasker: boolean) =>
    createGitHub({
      token: TOKEN,
      apiUrl: fake.apiUrl,
      graphqlUrl: fake.graphqlUrl,
      logger: createMemoryLogger(),
      ...(withRunMasker ? { mask: createMasker([KEY]) } : {}),
    });

  it('masks REST bodies, nested ones too, and still authenticates with the token', async () => {
    const gh = client(true);
    const body = `the key ${KEY} and the token ${TOKEN}`;
    const { data } = await gh.rest.issues.createComment({ ...pr, issue_number: 1, body });
    expect(data.body).toBe('the key *** and the token ***');
    await gh.rest.pulls.createReview({
      ...pr,
      pull_number: 1,
      event: 'COMMENT',
      body: 'review',
      comments: [{ path: 'a.ts', line: 1, side: 'RIGHT', body: `nested ${KEY}` }],
    });
    expect(fake.state.reviewComments.at(-1)!.body).toBe('nested ***');
    const sent = fake.requests.filter((r) => r.method === 'POST').map((r) => JSON.stringify(r.body));
    for (const text of sent) {
      expect(text).not.toContain(TOKEN);
      expect(text.replace(/\\/g, '')).not.toContain(KEY.replace(/\\/g, ''));
    }
    expect(fake.violations).toEqual([]);
  });

  it('masks GraphQL variables through the same hook', async () => {
    const gh = client(true);
    await gh
      .graphql('query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }', {
        owner: 'octo-org',
        name: `octo-repo ${TOKEN}`,
      })
      .catch(() => undefined); // the masked name resolves to no repository
    const last = fake.requests.at(-1)!;
    expect(last.kind).toBe('graphql');
    expect(last.body.variables.name).toBe('octo-repo ***');
  });

  it('masks the client’s own token even without a run masker', async () => {
    const gh = client(false);
    const { data } = await gh.rest.issues.createComment({ ...pr, issue_number: 1, body: `t=${TOKEN}` });
    expect(data.body).toBe('t=***');
  });
});
