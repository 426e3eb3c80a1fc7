/**
 * Failures that happen before GitHub answers. Octokit reports them all as status 500 with no
 * response, which plugin-retry would retry with its full backoff (seconds of waiting) although
 * most can never succeed; src/core/fetch-failure.ts classifies them so that the client fails at
 * once (or after one short retry for a refused connection) with a message that names the URL, the
 * setting and the fix.
 */
import { fetchFailure, type FetchFailure } from '../core/fetch-failure.js';

/** The failure, when `error` is Octokit's wrapper of a fetch that got no HTTP answer at all. */
export function networkFailure(error: unknown): FetchFailure | undefined {
  const e = error as { status?: unknown; response?: unknown } | undefined;
  if (!(error instanceof Error) || e?.status !== 500 || e.response !== undefined) return undefined;
  return fetchFailure(error);
}
