/**
 * The GitHub client pair: Octokit REST with GitHub's advised retry behaviour, and GraphQL through
 * the same request pipeline (so GraphQL gets the same auth, throttling, retries and logging).
 *
 * Retries are classified (docs/contracts.md, "Retries"):
 * - primary rate limit (403/429 with `x-ratelimit-remaining: 0`): one retry after the reset, if soon;
 * - secondary rate limit (403/429 saying so, or carrying `retry-after`): up to two retries honouring
 *   `retry-after`; plugin-throttling also spaces writes and GraphQL calls 1 s apart (3 s for those
 *   that notify, like creating a review), GitHub's advice against secondary limits:
 *   https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#handle-rate-limit-errors-appropriately
 * - 5xx and network errors: plugin-retry's backoff (1 s, 4 s, 9 s);
 * - every other 4xx fails at once: a bad token or a missing permission does not heal by waiting.
 * Waits longer than `maxWaitSeconds` are not taken: the run has a deadline and posts partial results.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { chainMaskers, createMasker, type Masker } from '../core/mask.js';
import type { Logger } from '../core/ports.js';
import { VERSION } from '../version.js';
import { maskRequests } from './mask-requests.js';
import { networkFailure } from './network-errors.js';
import type { GitHub } from './types.js';

export interface GitHubOptions {
  token: string;
  /** `GITHUB_API_URL` as the runner sets it (GHES: `https://host/api/v3`); default github.com. */
  apiUrl?: string;
  /** `GITHUB_GRAPHQL_URL`, the full endpoint (GHES: `https://host/api/graphql`); default derived. */
  graphqlUrl?: string;
  logger: Logger;
  userAgent?: string;
  /** For tests and proxies: the fetch every request goes through. */
  fetch?: typeof fetch;
  /** Retry timing; tests shrink it. */
  timing?: RetryTiming;
  /**
   * Space writes and GraphQL calls as GitHub advises (plugin-throttling: 1 s apart, 3 s for those
   * that notify). Default true; tests pass false so a run of twenty writes does not wait twenty
   * seconds. Rate-limit answers (403/429) are honoured either way.
   */
  throttle?: boolean;
  /**
   * The run's masker (the model key and any other secret): every request's parameters pass through
   * it, and through a masker of `token`, which is always applied (see mask-requests.ts).
   */
  mask?: Masker;
  /** Where `apiUrl` came from, named in errors so the user knows what to change; default GITHUB_API_URL. */
  apiUrlSetting?: string;
  /** Where `token` came from, named when GitHub rejects it; default the action's input and GITHUB_TOKEN. */
  tokenSetting?: string;
}

interface RetryTiming {
  /** Milliseconds per unit of `retry-after` and of plugin-retry's backoff; default 1000. */
  unitMs?: number;
  /** Longest rate-limit wait taken, in `retry-after` units (seconds); default 120. */
  maxWaitSeconds?: number;
  /** Retries of a 5xx or network error; default 3. */
  serverErrorRetries?: number;
}

export const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_MAX_WAIT_SECONDS = 120;
const PRIMARY_LIMIT_RETRIES = 1;
const SECONDARY_LIMIT_RETRIES = 2;
/** Every 4xx: plugin-retry retries any status >= 400 not listed here; throttling owns 403 and 429. */
const CLIENT_ERRORS = Array.from({ length: 100 }, (_, i) => 400 + i);

/**
 * Bottleneck groups that let every job through at once, for plugin-throttling's `write`,
 * `notifications` and `search` limiters (it asks a group for `key(id).schedule(options, fn, ...args)`):
 * the spacing goes, the rate-limit handling (its retry limiter) stays.
 */
const unspacedGroup = {
  key: () => ({
    schedule: <A extends unknown[], R>(_options: unknown, fn: (...args: A) => R, ...args: A) =>
      Promise.resolve().then(() => fn(...args)),
  }),
};
const UNSPACED = { write: unspacedGroup, notifications: unspacedGroup, search: unspacedGroup } as Record<
  string,
  unknown
>;

/** @octokit/core's client, as a plugin receives it. */
type CoreOctokit = Parameters<typeof retry>[0];

/**
 * plugin-throttling only treats a 403/429 as a secondary limit when its message says "secondary
 * rate" (older GHES says "abuse detection"); GitHub asks clients to honour any `retry-after`. This
 * runs first, inside throttling, and labels such an answer so throttling waits as it is told.
 */
function labelRetryAfter(octokit: CoreOctokit): void {
  octokit.hook.error('request', (error) => {
    const status = (error as { status?: unknown }).status;
    const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response
      ?.headers;
    const after = headers?.['retry-after'];
    if ((status === 403 || status === 429) && after && !/\bsecondary rate\b/i.test(error.message)) {
      error.message = `${error.message} (secondary rate limit: retry after ${after} s)`;
    }
    throw error;
  });
}

/**
 * Innermost as well: a failure that cannot heal is not retried, a refused connection once, so the
 * user learns within a second what to fix instead of after plugin-retry's 14 s of backoff.
 */
function limitNetworkRetries(octokit: CoreOctokit): void {
  octokit.hook.error('request', (error, options) => {
    const failure = networkFailure(error);
    if (failure && failure.kind !== 'transient') {
      const request = (options as { request?: Record<string, unknown> }).request ?? {};
      const previous = typeof request.retries === 'number' ? request.retries : Infinity;
      const retries = Math.min(previous, failure.kind === 'refused' ? 1 : 0);
      (options as { request?: Record<string, unknown> }).request = { ...request, retries };
    }
    throw error;
  });
}

const RestClient = Octokit.plugin(labelRetryAfter, limitNetworkRetries, throttling, retry);
/** The REST client prlens builds: Octokit with the throttling and retry plugins. */
type RestClient = InstanceType<typeof RestClient>;

/** Builds the REST and GraphQL clients for one token and host. Never reads process.env. */
export function createGitHub(options: GitHubOptions): GitHub {
  const { logger } = options;
  const apiUrl = trimSlash(options.apiUrl || DEFAULT_API_URL);
  const unitMs = options.timing?.unitMs ?? 1000;
  const maxWait = options.timing?.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;

  const rest = new RestClient({
    auth: options.token,
    baseUrl: apiUrl,
    userAgent: options.userAgent ?? `prlens/${VERSION}`,
    // Octokit's request log writes every request at `info` and every failed one at `error`; a
    // failure is thrown to a caller that decides how bad it is (a 404 from the contents API is an
    // answer), so both are debug lines here. Its `debug` lines say only "request".
    log: {
      debug: () => undefined,
      info: (message: string) => logger.debug(message),
      warn: (message: string) => logger.warn(message),
      error: (message: string) => logger.debug(message),
    },
    request: options.fetch ? { fetch: options.fetch } : {},
    retry: {
      doNotRetry: CLIENT_ERRORS,
      retries: options.timing?.serverErrorRetries ?? 3,
      retryAfterBaseValue: unitMs,
    },
    throttle: {
      ...(options.throttle === false ? UNSPACED : {}),
      retryAfterBaseValue: unitMs,
      onRateLimit: (retryAfter, request, _octokit, retryCount) =>
        decide('rate limit', retryAfter, request, retryCount, PRIMARY_LIMIT_RETRIES),
      onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) =>
        decide('secondary rate limit', retryAfter, request, retryCount, SECONDARY_LIMIT_RETRIES),
    },
  });

  function decide(
    kind: string,
    retryAfter: number,
    request: { method: string; url: string },
    retryCount: number,
    maxRetries: number,
  ): boolean {
    const what = `${request.method} ${request.url}`;
    if (retryCount >= maxRetries) {
      logger.warn(`GitHub ${kind} on ${what}: giving up after ${retryCount} retries`);
      return false;
    }
    if (retryAfter > maxWait) {
      logger.warn(`GitHub ${kind} on ${what}: retry in ${retryAfter} s is past the ${maxWait} s cap`);
      return false;
    }
    logger.warn(`GitHub ${kind} on ${what}: retrying in ${retryAfter} s`);
    return true;
  }

  // Nothing leaves for GitHub unmasked: the token itself always, the run's other secrets when given.
  maskRequests(rest, chainMaskers(createMasker([options.token]), options.mask));

  // Registered after the plugins, so it sees the error that is left once they gave up.
  const settings = {
    apiUrl,
    apiUrlSetting: options.apiUrlSetting ?? 'GITHUB_API_URL',
    tokenSetting:
      options.tokenSetting ??
      'the `github-token` input in the action (default `${{ github.token }}`), GITHUB_TOKEN for the CLI',
  };
  rest.hook.error('request', (error) => {
    throw explainError(error, settings);
  });

  const endpoint = graphqlEndpoint(apiUrl, options.graphqlUrl);
  // An absolute `url` is used as is; `baseUrl` set to the same URL stops @octokit/graphql from
  // rewriting a `/api/v3` base into `/api/graphql` over an explicit GITHUB_GRAPHQL_URL.
  const graphql = rest.graphql.defaults({ baseUrl: endpoint, url: endpoint });
  return { rest, graphql };
}

/**
 * The GraphQL endpoint: `GITHUB_GRAPHQL_URL` when given (the runner sets the full URL), else derived
 * from the REST URL: github.com → `/graphql`; GHES `/api/v3` → `/api/graphql`
 * (https://docs.github.com/en/enterprise-server@latest/graphql/guides/forming-calls-with-graphql#the-graphql-endpoint).
 */
export function graphqlEndpoint(apiUrl: string, graphqlUrl?: string): string {
  if (graphqlUrl) return trimSlash(graphqlUrl);
  const base = trimSlash(apiUrl);
  if (/\/api\/v3$/.test(base)) return base.replace(/\/api\/v3$/, '/api/graphql');
  return `${base}/graphql`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

interface HttpError extends Error {
  status: number;
  request?: { method?: string; url?: string };
  response?: { headers?: Record<string, string | undefined> };
}

function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

/** True for a primary or secondary rate-limit answer (403 or 429). */
function isRateLimited(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status === 429) return true;
  const remaining = error.response?.headers?.['x-ratelimit-remaining'];
  return error.status === 403 && (remaining === '0' || /rate limit/i.test(error.message));
}

/**
 * Names what fixes an auth or permission failure. The error keeps its class and `status`, so
 * callers can still branch on it (a 403 on posting from a fork PR is degraded, not fatal).
 */
function explainError(
  error: unknown,
  settings: { apiUrl: string; apiUrlSetting: string; tokenSetting: string },
): unknown {
  if (!isHttpError(error) || isRateLimited(error)) return error;
  const what = `${error.request?.method ?? ''} ${error.request?.url ?? ''}`.trim();
  const failure = networkFailure(error);
  if (failure) {
    error.message =
      `cannot reach the GitHub API at ${settings.apiUrl} (${what}): ${failure.reason}. ` +
      `The URL comes from ${settings.apiUrlSetting}: fix it, or unset it for github.com ` +
      `(GitHub Enterprise Server: https://HOST/api/v3).`;
  } else if (error.status === 401) {
    error.message =
      `GitHub rejected the token (401) on ${what}: ${error.message}. Give prlens a valid token: ` +
      `${settings.tokenSetting}.`;
  } else if (error.status === 403) {
    error.message =
      `GitHub refused ${what} (403): ${error.message}. The token lacks a permission: give the ` +
      'workflow `permissions: { contents: read, pull-requests: write }`; a pull_request from a fork ' +
      'only ever gets a read-only token.';
  }
  return error;
}
