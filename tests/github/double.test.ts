/**
 * The GitHub double: what a test's handler answers reaches the real client as is, and what it
 * leaves is answered by the fake GitHub, through the same client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubDouble, type GitHubDouble } from '../support/github-double.js';

let double: GitHubDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

describe('startGitHubDouble', () => {
  it('answers from the handler first and lets the fake GitHub answer the rest', async () => {
    double = await startGitHubDouble((r) =>
      r.path === '/repos/acme/app/pulls/7' ? { body: { number: 7, title: 'scripted' } } : undefined,
    );
    const scripted = await double.gh.rest.pulls.get({ owner: 'acme', repo: 'app', pull_number: 7 });
    expect(scripted.data).toMatchObject({ number: 7, title: 'scripted' });
    // GitHub's own answer to a GITHUB_TOKEN asking who it is, from the fake.
    await expect(double.gh.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 403 });
    expect(double.requests.map((r) => r.path)).toEqual(['/repos/acme/app/pulls/7', '/user']);
    expect(double.fake.requests.map((r) => r.path)).toEqual(['/user']);
  });
});
