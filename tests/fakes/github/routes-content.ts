/**
 * Compare and contents: what the action reads besides the PR itself.
 * https://docs.github.com/rest/commits/commits#compare-two-commits and
 * https://docs.github.com/rest/repos/contents#get-repository-content
 */
import type { GitRepo } from './git-repo.js';
import { HttpError, errorBody, notFound } from './http.js';
import type { Route, RouteContext } from './http.js';
import type { PullRequestRecord, RepoRecord } from './model.js';
import { changedFiles } from './pr-files.js';
import { findRepo } from './routes-pulls.js';
import { fileJson } from './shapes-pull.js';
import { nodeId } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';

const CONTENTS_DOCS = 'https://docs.github.com/rest/repos/contents#get-repository-content';

/** Resolves a branch, `owner:branch` (a fork's head) or SHA to a commit. */
function resolve(git: GitRepo, ref: string): string {
  const sha = git.tryRevParse(ref.replace(/^[^:]+:/, ''));
  if (!sha) throw notFound('https://docs.github.com/rest/commits/commits#compare-two-commits');
  return sha;
}

function commitJson(urls: Urls, repo: RepoRecord, sha: string): Record<string, unknown> {
  const info = repo.git.commitInfo(sha);
  const base = `${urls.api}/repos/${repo.owner.login}/${repo.name}`;
  const person = { name: 'Fake Author', email: 'author@example.com', date: info.date };
  return {
    url: `${base}/commits/${sha}`,
    sha,
    node_id: nodeId('C', parseInt(sha.slice(0, 8), 16)),
    html_url: `${urls.web}/${repo.owner.login}/${repo.name}/commit/${sha}`,
    comments_url: `${base}/commits/${sha}/comments`,
    commit: {
      url: `${base}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: info.message,
      tree: { sha: info.tree, url: `${base}/git/trees/${info.tree}` },
      comment_count: 0,
    },
    author: null,
    committer: null,
    parents: info.parents.map((p) => ({ sha: p, url: `${base}/commits/${p}` })),
  };
}

function compare(ctx: RouteContext) {
  const repo = findRepo(ctx);
  const basehead = String(ctx.params.basehead);
  const match = /^(.+?)\.\.\.(.+)$/.exec(basehead);
  if (!match) throw notFound('https://docs.github.com/rest/commits/commits#compare-two-commits');
  const git = repo.git;
  const base = resolve(git, match[1]!);
  const head = resolve(git, match[2]!);
  const mergeBase = git.mergeBase(base, head);
  const ahead = git.commitsBetween(base, head);
  const behind = git.commitsBetween(head, base);
  const status =
    ahead.length && behind.length
      ? 'diverged'
      : ahead.length
        ? 'ahead'
        : behind.length
          ? 'behind'
          : 'identical';
  // fileJson only needs the repository of a PR record to build URLs.
  const owner = { repo } as PullRequestRecord;
  const url = `${ctx.urls.api}/repos/${repo.owner.login}/${repo.name}/compare/${basehead}`;
  const web = `${ctx.urls.web}/${repo.owner.login}/${repo.name}/compare/${basehead}`;
  return {
    url,
    html_url: web,
    permalink_url: web,
    diff_url: `${web}.diff`,
    patch_url: `${web}.patch`,
    base_commit: commitJson(ctx.urls, repo, base),
    merge_base_commit: commitJson(ctx.urls, repo, mergeBase),
    status,
    ahead_by: ahead.length,
    behind_by: behind.length,
    total_commits: ahead.length,
    // "The response includes a maximum of 250 commits" and 300 files.
    commits: ahead.slice(0, 250).map((sha) => commitJson(ctx.urls, repo, sha)),
    files: changedFiles(git, base, head, ctx.state.patchLimits)
      .slice(0, 300)
      .map((f) => fileJson(ctx.urls, owner, head, f)),
  };
}

/** `application/vnd.github.raw` (or `.raw+json`, `.v3.raw`) asks for the bytes themselves. */
function wantsRaw(ctx: RouteContext): boolean {
  return /application\/vnd\.github(\.v3)?\.raw/.test(ctx.headers.accept ?? '');
}

function contents(ctx: RouteContext) {
  const repo = findRepo(ctx);
  const path = String(ctx.params.path).replace(/^\/+|\/+$/g, '');
  const ref = (ctx.params.ref as string | undefined) ?? repo.defaultBranch;
  const commit = repo.git.tryRevParse(ref);
  if (!commit) {
    throw new HttpError(404, errorBody(404, `No commit found for the ref ${ref}`, CONTENTS_DOCS));
  }
  const base = `${ctx.urls.api}/repos/${repo.owner.login}/${repo.name}`;
  const entry = (type: string, entryPath: string, sha: string, size: number) => {
    const self = `${base}/contents/${entryPath}?ref=${encodeURIComponent(ref)}`;
    const html = `${ctx.urls.web}/${repo.owner.login}/${repo.name}/${type === 'dir' ? 'tree' : 'blob'}/${ref}/${entryPath}`;
    const git = `${base}/git/${type === 'dir' ? 'trees' : 'blobs'}/${sha}`;
    return {
      type,
      size,
      name: entryPath.split('/').pop() ?? entryPath,
      path: entryPath,
      sha,
      url: self,
      git_url: git,
      html_url: html,
      download_url:
        type === 'file' ? `${ctx.urls.web}/raw/${repo.owner.login}/${repo.name}/${ref}/${entryPath}` : null,
      _links: { self, git, html },
    };
  };
  const items = repo.git.entries(commit);
  const exact = items.find((i) => i.path === path);
  if (exact?.kind === 'blob') {
    const bytes = repo.git.read(commit, path);
    // The tree lists the blob: bytes missing are the fake's own failure (a 500), never "no content".
    if (bytes === undefined) throw new Error(`the fake's git gave no bytes for ${path} at ${commit}`);
    if (wantsRaw(ctx)) return { raw: bytes };
    // GitHub wraps the base64 content at 60 characters, each line ending in "\n".
    const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).map((l) => `${l}\n`).join('');
    return { json: { ...entry('file', path, exact.sha, exact.size), content, encoding: 'base64' } };
  }
  if (path !== '' && exact?.kind !== 'tree') throw notFound(CONTENTS_DOCS);
  const parentOf = (p: string) => p.slice(0, Math.max(p.lastIndexOf('/'), 0));
  return {
    json: items
      .filter((i) => parentOf(i.path) === path)
      .map((i) => entry(i.kind === 'tree' ? 'dir' : 'file', i.path, i.sha, i.size)),
  };
}

export const contentRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/compare/{basehead}',
    handle: (ctx) => ({ status: 200, body: compare(ctx) }),
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/contents/{path}',
    handle(ctx) {
      const found = contents(ctx);
      if ('raw' in found) return { status: 200, raw: found.raw, contentType: 'text/plain; charset=utf-8' };
      return { status: 200, body: found.json };
    },
  },
];
