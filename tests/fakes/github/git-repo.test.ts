/**
 * The fake's git answers "no such commit" only when git says so. A git that could not run (a spawn
 * refused on a loaded CI machine, the repository gone) used to read as an unknown ref too: the
 * contents route then answered 404 for a file the PR had just listed, the action skipped that file
 * as absent, and tests/reliability/deadline.test.ts came out one finding short (299 of 300) once in CI.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { GitRepo } from './git-repo.js';
import { startFakeGitHub } from './index.js';

let repo: GitRepo | undefined;
afterEach(() => repo?.remove());

describe("the fake's git", () => {
  it('resolves a commit it made without running git again, so a read at it cannot fail on a git that cannot start', () => {
    repo = new GitRepo();
    const sha = repo.commit('main', { files: { 'a.ts': 'export const a = 1;\n' } });
    rmSync(repo.dir, { recursive: true, force: true });

    expect(repo.tryRevParse(sha)).toBe(sha);
  });

  it('throws when git cannot run, instead of calling the ref unknown', () => {
    repo = new GitRepo();
    repo.commit('main', { files: { 'a.ts': 'export const a = 1;\n' } });
    rmSync(repo.dir, { recursive: true, force: true });

    expect(() => repo!.tryRevParse('main')).toThrow(/the fake's git could not resolve main/);
  });

  it('runs git again when it could not start (no exit status), and not when git ran and said no', () => {
    repo = new GitRepo();
    repo.commit('main', { files: { 'a.ts': 'export const a = 1;\n' } });
    const run = repo.runGit.bind(repo);
    let refused = 1;
    let calls = 0;
    repo.runGit = (args, env, input) => {
      calls++;
      if (refused-- > 0)
        throw Object.assign(new Error('spawnSync git EAGAIN'), { code: 'EAGAIN', status: null });
      return run(args, env, input);
    };

    expect(repo.tryRevParse('main')).toMatch(/^[0-9a-f]{40}$/);
    expect(calls).toBe(2);
    calls = 0;
    expect(repo.tryRevParse('no-such-branch')).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('calls a ref git does not know unknown (undefined)', () => {
    repo = new GitRepo();
    repo.commit('main', { files: { 'a.ts': 'export const a = 1;\n' } });

    expect(repo.tryRevParse('no-such-branch')).toBeUndefined();
    expect(repo.tryRevParse('0'.repeat(40))).toBeUndefined();
  });
});

describe("the contents route when the fake's git fails", () => {
  it('answers 500 (the fake crashed), never a 200 without the bytes, when git gives no bytes for a listed blob', async () => {
    const gh = await startFakeGitHub();
    try {
      const pull = gh.state.createPullRequest({ head: { 'src/a.ts': 'export const a = 1;\n' } });
      pull.repo.git.read = () => undefined;
      const response = await fetch(
        `${gh.apiUrl}/repos/octo-org/octo-repo/contents/src%2Fa.ts?ref=${pull.headSha}`,
        { headers: { accept: 'application/vnd.github.raw' } },
      );
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/the fake's git gave no bytes for src\/a\.ts/);
    } finally {
      await gh.close();
    }
  });
});
