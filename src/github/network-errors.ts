/**
 * Failures that happen before GitHub answers: fetch could not connect, resolve the host, or trust
 * its certificate. Octokit reports them all as status 500 with no response, which plugin-retry
 * would retry with its full backoff (seconds of waiting) although most can never succeed: a
 * blocked port, an unknown host or a bad certificate stays bad. They are classified here so that
 * the client fails at once (or after one short retry for a refused connection, as a server that
 * is restarting refuses for a moment) with a message that names the URL, the setting and the fix.
 */

type NetworkFailureKind = 'refused' | 'permanent' | 'transient';

export interface NetworkFailure {
  kind: NetworkFailureKind;
  /** What went wrong, in words: `connection refused`, `host not found`, ... */
  reason: string;
}

/** TLS verification errors of Node (OpenSSL's codes and Node's own `ERR_TLS_*`). */
const TLS_CODE =
  /^(CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_|ERR_SSL_)/;

interface Coded {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The innermost error of a `fetch failed` chain, where Node puts the system error code. */
function rootCause(error: unknown): Coded | undefined {
  let current = (error as Coded | undefined)?.cause as Coded | undefined;
  while (current && typeof current === 'object' && current.cause && typeof current.cause === 'object')
    current = current.cause;
  return current;
}

/** The failure, when `error` is Octokit's wrapper of a fetch that got no HTTP answer at all. */
export function networkFailure(error: unknown): NetworkFailure | undefined {
  const e = error as { status?: unknown; response?: unknown; message?: unknown } | undefined;
  if (!(error instanceof Error) || e?.status !== 500 || e.response !== undefined) return undefined;
  const cause = rootCause(error);
  if (cause === undefined) return undefined;
  const code = typeof cause.code === 'string' ? cause.code : '';
  const message = typeof cause.message === 'string' ? cause.message : error.message;
  // The fetch standard blocks some ports outright (9, 25, 6000, ...): no request is ever sent.
  if (/^bad port$/i.test(message) || /^bad port$/i.test(error.message))
    return { kind: 'permanent', reason: 'the port is one fetch refuses to use (a blocked port)' };
  if (code === 'ECONNREFUSED')
    return { kind: 'refused', reason: 'connection refused (nothing listens there)' };
  if (code === 'ENOTFOUND') return { kind: 'permanent', reason: 'host not found (DNS)' };
  if (TLS_CODE.test(code)) return { kind: 'permanent', reason: `TLS certificate not trusted (${code})` };
  if (code === 'ERR_INVALID_URL' || /invalid url/i.test(message))
    return { kind: 'permanent', reason: 'not a valid URL' };
  return { kind: 'transient', reason: code ? `${message} (${code})` : message };
}
