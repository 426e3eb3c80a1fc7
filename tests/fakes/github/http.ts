/**
 * Types and small helpers the fake's routes share: recorded requests, contract violations, GitHub's
 * error bodies and `Link`-header pagination (https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api).
 */
import type http from 'node:http';
import type { Actor } from './model.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';

export interface RecordedRequest {
  method: string;
  /** URL path without the query. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body; `any` so tests can assert on nested fields. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: http.IncomingHttpHeaders;
  /** `codeload`: the archive download a tarball request redirects to. */
  kind: 'rest' | 'graphql' | 'codeload';
  /** OpenAPI operationId, or `graphql`. */
  operation?: string;
}

/** Something GitHub would refuse, or a shape the fake answered that GitHub does not document. */
export interface Violation {
  kind: 'request' | 'response' | 'graphql' | 'unknown-route' | 'documented';
  method: string;
  path: string;
  operation?: string;
  messages: string[];
}

export interface FakeOptions {
  /** Required token; requests without `Authorization: token|Bearer <it>` get 401. */
  token?: string;
  /**
   * `actions` (the GITHUB_TOKEN: author `github-actions[bot]`, may not approve), `user`, or `app`:
   * a GitHub App's installation token, which acts as the App's bot `<slug>[bot]` and, like the
   * Actions token, is refused by GET /user
   * (https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/authenticating-as-a-github-app-installation).
   */
  tokenKind?: 'actions' | 'user' | 'app';
  /** Login of the token's account when tokenKind is `user` (default prlens-user) or `app` (default prlens-reviewer[bot]). */
  viewerLogin?: string;
  /** A fork's token: every write answers 403. */
  readOnly?: boolean;
  /** false: resolveReviewThread answers FORBIDDEN and viewerCanResolve is false. */
  canResolve?: boolean;
  /** Patch size above which a file has no `patch` (bytes). */
  maxPatchBytes?: number;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** A non-JSON body (raw media types). */
  raw?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RouteContext {
  state: FakeState;
  urls: Urls;
  options: FakeOptions;
  viewer: Actor;
  /** Path and query parameters, coerced to their documented types. */
  params: Record<string, unknown>;
  query: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: http.IncomingHttpHeaders;
  url: URL;
  /** Records a violation of a documented rule that the OpenAPI schema cannot express. */
  violate(messages: string[]): void;
}

export interface Route {
  method: string;
  /** The OpenAPI path template, e.g. `/repos/{owner}/{repo}/pulls/{pull_number}`. */
  template: string;
  handle(ctx: RouteContext): Reply;
}

/** An answer other than 2xx, thrown from a route. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** GitHub's error body: message, documentation_url and status as a string. */
export function errorBody(status: number, message: string, docs: string, extra: object = {}): unknown {
  return { message, ...extra, documentation_url: docs, status: String(status) };
}

export function notFound(docs = 'https://docs.github.com/rest'): HttpError {
  return new HttpError(404, errorBody(404, 'Not Found', docs));
}

/** One page of `items` by `page`/`per_page` (30 by default, 100 at most), with GitHub's Link header. */
export function paginate<T>(
  ctx: RouteContext,
  items: readonly T[],
  defaultPerPage = 30,
): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(ctx.params.per_page ?? defaultPerPage) || defaultPerPage, 1), 100);
  const page = Math.max(Number(ctx.params.page ?? 1) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (n: number, rel: string) => {
    const url = new URL(ctx.url.pathname, ctx.urls.api);
    for (const [k, v] of Object.entries(ctx.query)) url.searchParams.set(k, v);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', String(n));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(', ') } : {},
  };
}
