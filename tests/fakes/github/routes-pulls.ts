/**
 * Read routes for pull requests and repositories: the PR, its files (paginated, capped at 3,000),
 * the list of open PRs, and the repository with the token's permissions.
 * https://docs.github.com/rest/pulls/pulls
 */
import type { PullRequestRecord, RepoRecord } from './model.js';
import { HttpError, errorBody, notFound, paginate } from './http.js';
import type { Reply, Route, RouteContext } from './http.js';
import { fileJson, pullJson } from './shapes-pull.js';
import { fullRepoJson, repoView } from './shapes-repo.js';

/** "The response includes a maximum of 3000 files." https://docs.github.com/rest/pulls/pulls#list-pull-requests-files */
export const MAX_PR_FILES = 3000;

export function findRepo(ctx: RouteContext): RepoRecord {
  const repo = ctx.state.repo(String(ctx.params.owner), String(ctx.params.repo));
  if (!repo) throw notFound('https://docs.github.com/rest/repos/repos#get-a-repository');
  return repo;
}

export function findPull(
  ctx: RouteContext,
  docs = 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
): PullRequestRecord {
  const pull = findRepo(ctx).pulls.get(Number(ctx.params.pull_number));
  if (!pull || pull.deleted) throw notFound(docs);
  return pull;
}

/**
 * The `.diff` media type: git's whole diff, refused with 406 over 300 files or 20,000 lines.
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 */
function diffReply(ctx: RouteContext, pull: PullRequestRecord): Reply {
  const files = ctx.state.files(pull);
  const lines = files.reduce((n, f) => n + f.changes, 0);
  const limit = files.length > 300 ? 'files (300)' : lines > 20_000 ? 'lines (20000)' : undefined;
  if (limit) {
    throw new HttpError(
      406,
      errorBody(
        406,
        `Sorry, the diff exceeded the maximum number of ${limit}. Consider using 'List pull requests files' API or locally cloning the repository instead.`,
        'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files',
        { errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }] },
      ),
    );
  }
  const git = pull.repo.git;
  const text = git.diff(git.mergeBase(pull.baseSha, pull.headSha), pull.headSha);
  return { status: 200, raw: Buffer.from(text), contentType: 'application/vnd.github.diff; charset=utf-8' };
}

export const pullRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}',
    handle(ctx) {
      const repo = findRepo(ctx);
      return { status: 200, body: fullRepoJson(ctx.urls, repoView(repo), !ctx.options.readOnly) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    handle(ctx) {
      const accept = ctx.headers.accept ?? '';
      if (/application\/vnd\.github(\.v3)?\.(diff|patch)/.test(accept)) return diffReply(ctx, findPull(ctx));
      return { status: 200, body: pullJson(ctx.urls, ctx.state, findPull(ctx), true) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls',
    handle(ctx) {
      const wanted = (ctx.params.state as string | undefined) ?? 'open';
      const pulls = [...findRepo(ctx).pulls.values()]
        .filter((p) => !p.deleted && (wanted === 'all' || p.state === wanted))
        .filter(
          (p) =>
            ctx.params.head === undefined ||
            `${(p.forkOwner ?? p.repo.owner).login}:${p.headRef}` === ctx.params.head,
        )
        .filter((p) => ctx.params.base === undefined || p.baseRef === ctx.params.base)
        .sort((a, b) => b.number - a.number);
      const page = paginate(ctx, pulls);
      return {
        status: 200,
        body: page.items.map((p) => pullJson(ctx.urls, ctx.state, p, false)),
        headers: page.headers,
      };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    handle(ctx) {
      const pull = findPull(ctx, 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files');
      const files = ctx.state.files(pull).slice(0, MAX_PR_FILES);
      const page = paginate(ctx, files);
      return {
        status: 200,
        body: page.items.map((f) => fileJson(ctx.urls, pull, pull.headSha, f)),
        headers: page.headers,
      };
    },
  },
];
