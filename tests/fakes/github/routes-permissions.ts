/**
 * Tokens with different powers for the fake GitHub, as GitHub grants them, so `prlens doctor` can be
 * tested with a good token and with tokens that lack a permission:
 * - `installation` (the Actions GITHUB_TOKEN, a GitHub App): fine-grained permissions; a missing one
 *   answers 403 "Resource not accessible by integration" with `x-accepted-github-permissions`;
 *   `GET /user` is refused the same way and `GET /installation/repositories` lists its repositories.
 *   https://docs.github.com/rest/authentication/permissions-required-for-github-apps
 * - `fine-grained` (a fine-grained PAT): the same permission model, but `GET /user` answers.
 * - `classic` (a classic PAT): scopes in `x-oauth-scopes` on every answer; without `repo` or
 *   `public_repo`, writes answer 404 as GitHub does to hide what a token may not touch.
 *   https://docs.github.com/apps/oauth-apps/building-oauth-apps/scopes-for-oauth-apps
 * A state with no grants registered behaves as before (any token, or the one `options.token`).
 */
import { HttpError, errorBody } from './http.js';
import type { Reply, Route, RouteContext } from './http.js';
import type { FakeState } from './state.js';
import { userJson, repoJson, repoView } from './shapes-repo.js';
import { refusesGetUser } from './viewer.js';

export type Permission = 'pull_requests' | 'issues' | 'contents' | 'checks' | 'metadata';
export type Access = 'read' | 'write';
/** The user's role on the repository (what `permissions` in GET /repos shows for user tokens). */
export type Role = 'read' | 'triage' | 'write';

export type TokenGrant =
  | { kind: 'installation'; permissions: Partial<Record<Permission, Access>> }
  | { kind: 'fine-grained'; login: string; role: Role; permissions: Partial<Record<Permission, Access>> }
  | { kind: 'classic'; login: string; role: Role; scopes: string[] };

const grants = new WeakMap<FakeState, Map<string, TokenGrant>>();

/** Registers the tokens this fake accepts; any other token then gets 401 Bad credentials. */
export function grantTokens(state: FakeState, tokens: Record<string, TokenGrant>): void {
  grants.set(state, new Map(Object.entries(tokens)));
}

const NOT_ACCESSIBLE = 'Resource not accessible by integration';
const DOCS = 'https://docs.github.com/rest';

/**
 * The permission a route needs, with alternatives: issue comments and labels on a pull request
 * accept `issues` or `pull_requests` (GitHub's docs list both for those endpoints).
 */
export function requiredPermissions(
  method: string,
  template: string,
): { names: Permission[]; access: Access } {
  const access: Access = method === 'GET' ? 'read' : 'write';
  const rest = template.replace(/^\/repos\/\{owner\}\/\{repo\}/, '');
  if (rest.startsWith('/pulls')) return { names: ['pull_requests'], access };
  if (rest.startsWith('/issues') || rest.startsWith('/labels'))
    return { names: ['issues', 'pull_requests'], access };
  if (rest.startsWith('/check-runs') || rest.includes('/check-runs')) return { names: ['checks'], access };
  if (/^\/(contents|compare|commits|git)\b/.test(rest)) return { names: ['contents'], access };
  return { names: ['metadata'], access: 'read' };
}

function tokenOf(ctx: RouteContext): string | undefined {
  return /^(?:token|bearer)\s+(.+)$/i.exec(ctx.headers.authorization ?? '')?.[1];
}

function grantOf(ctx: RouteContext): { grant: TokenGrant | undefined; active: boolean } {
  const table = grants.get(ctx.state);
  if (!table) return { grant: undefined, active: false };
  const token = tokenOf(ctx);
  return { grant: token === undefined ? undefined : table.get(token), active: true };
}

function allows(perms: Partial<Record<Permission, Access>>, names: Permission[], access: Access): boolean {
  if (names.includes('metadata')) return true; // every token can read metadata
  return names.some((n) => perms[n] === 'write' || (access === 'read' && perms[n] === 'read'));
}

function classicHeaders(grant: TokenGrant): Record<string, string> {
  return grant.kind === 'classic'
    ? { 'x-oauth-scopes': grant.scopes.join(', '), 'x-accepted-oauth-scopes': 'repo' }
    : {};
}

/** The check every route runs first when grants are registered; a refusal is thrown as GitHub answers it. */
function authorise(ctx: RouteContext, method: string, template: string): Record<string, string> {
  const { grant, active } = grantOf(ctx);
  if (!active) return {};
  if (!grant) throw new HttpError(401, errorBody(401, 'Bad credentials', DOCS));
  const need = requiredPermissions(method, template);
  if (grant.kind === 'classic') {
    const scoped = grant.scopes.includes('repo') || grant.scopes.includes('public_repo');
    const roleOk = need.access === 'read' || grant.role !== 'read' || need.names.includes('pull_requests');
    if (need.access === 'write' && (!scoped || !roleOk))
      throw new HttpError(404, errorBody(404, 'Not Found', DOCS), classicHeaders(grant));
    return classicHeaders(grant);
  }
  if (!allows(grant.permissions, need.names, need.access)) {
    const accepted = need.names.map((n) => `${n}=${need.access}`).join('; ');
    throw new HttpError(403, errorBody(403, NOT_ACCESSIBLE, DOCS), {
      'x-accepted-github-permissions': accepted,
    });
  }
  return {};
}

/** Wraps routes so every one checks the request's token first; GET /repos shows the token's role. */
export function withPermissions(routes: Route[]): Route[] {
  return routes.map((route) => ({
    ...route,
    handle(ctx: RouteContext): Reply {
      const headers = authorise(ctx, route.method, route.template);
      const reply = route.handle(ctx);
      const { grant } = grantOf(ctx);
      if (grant && grant.kind !== 'installation' && route.template === '/repos/{owner}/{repo}') {
        const push = grant.role === 'write';
        const body = reply.body as Record<string, unknown>;
        reply.body = {
          ...body,
          permissions: {
            admin: false,
            maintain: false,
            push,
            triage: push || grant.role === 'triage',
            pull: true,
          },
        };
      }
      return { ...reply, headers: { ...reply.headers, ...headers } };
    },
  }));
}

const PUBLIC_USER_FIELDS = {
  name: null,
  company: null,
  blog: '',
  location: null,
  email: null,
  hireable: null,
  bio: null,
  public_repos: 1,
  public_gists: 0,
  followers: 0,
  following: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** GET /user and GET /installation/repositories: who a token is. */
export const permissionRoutes: Route[] = [
  {
    method: 'GET',
    template: '/user',
    handle(ctx) {
      const { grant, active } = grantOf(ctx);
      // Without registered grants the fake's own viewer decides: the Actions token is an installation.
      if (active ? grant?.kind === 'installation' : refusesGetUser(ctx.viewer))
        throw new HttpError(
          403,
          errorBody(
            403,
            NOT_ACCESSIBLE,
            'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          ),
        );
      const login = grant && grant.kind !== 'installation' ? grant.login : ctx.viewer.login;
      const actor = ctx.state.actor(login);
      return { status: 200, body: { ...userJson(ctx.urls, actor), ...PUBLIC_USER_FIELDS } };
    },
  },
  {
    method: 'GET',
    template: '/installation/repositories',
    handle(ctx) {
      const { grant, active } = grantOf(ctx);
      if (active && grant?.kind !== 'installation') {
        // A user token is not an installation: GitHub answers 403 to it.
        throw new HttpError(
          403,
          errorBody(
            403,
            'You must authenticate with an installation access token in order to list repositories for an installation.',
            DOCS,
          ),
        );
      }
      const repos = [...ctx.state.repos.values()].map((r) => repoJson(ctx.urls, repoView(r)));
      return {
        status: 200,
        body: { total_count: repos.length, repositories: repos, repository_selection: 'selected' },
      };
    },
  },
];
