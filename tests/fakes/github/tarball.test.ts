/**
 * The repository archive as github.com serves it: the API answers `302 Found` with a codeload
 * `Location` (on another origin, so the token stays behind), and codeload sends the gzip.
 * https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar
 */
import { Octokit } from '@octokit/rest';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from './index.js';
import type { FakeGitHub } from './index.js';

const TOKEN = 'ghs_tarballTestToken0123456789';
let gh: FakeGitHub;
let head: string;

beforeAll(async () => {
  gh = await startFakeGitHub({ token: TOKEN });
  head = gh.state.createPullRequest({ head: { 'src/a.ts': 'export const a = 1;\n' } }).headSha;
});

afterAll(async () => {
  await gh.close();
});

describe('GET /repos/{owner}/{repo}/tarball/{ref}', () => {
  it('redirects to codeload with 302, which serves the archive under GitHub’s top directory', async () => {
    const response = await fetch(`${gh.apiUrl}/repos/octo-org/octo-repo/tarball/${head}`, {
      headers: { authorization: `token ${TOKEN}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).not.toBe(new URL(gh.apiUrl).origin);
    expect(location.pathname).toBe(`/octo-org/octo-repo/legacy.tar.gz/${head}`);
    const archive = await fetch(location);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/x-gzip');
    const tar = gunzipSync(Buffer.from(await archive.arrayBuffer())).toString('latin1');
    expect(tar).toContain(`octo-org-octo-repo-${head.slice(0, 7)}/src/a.ts`);
    expect(gh.violations).toEqual([]);
  });

  it('is followed by Octokit, which does not send the token to codeload', async () => {
    const octokit = new Octokit({ baseUrl: gh.apiUrl, auth: TOKEN });
    const before = gh.requests.length;
    const { data } = await octokit.rest.repos.downloadTarballArchive({
      owner: 'octo-org',
      repo: 'octo-repo',
      ref: 'main',
    });
    expect(Buffer.from(data as ArrayBuffer).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const [api, codeload] = gh.requests.slice(before);
    expect(api).toMatchObject({ kind: 'rest', path: '/repos/octo-org/octo-repo/tarball/main' });
    expect(codeload).toMatchObject({ kind: 'codeload', path: '/octo-org/octo-repo/legacy.tar.gz/main' });
    expect(api!.headers.authorization).toBe(`token ${TOKEN}`);
    expect(codeload!.headers.authorization).toBeUndefined();
  });
});
