/**
 * Failures that happen before a server answers: fetch could not connect, resolve the host, or
 * trust its certificate. Most never heal by waiting (a blocked port, an unknown host, a bad
 * certificate), so a client fails at once on them, or after one short retry for a refused
 * connection (a server that is restarting refuses for a moment). Shared by the GitHub client and
 * the model clients, which both reach their servers through Node's fetch.
 */

type FetchFailureKind = 'refused' | 'permanent' | 'transient';

export interface FetchFailure {
  kind: FetchFailureKind;
  /** What went wrong, in words: `connection refused`, `host not found`, ... */
  reason: string;
  /** Set when fetch's own limit fired: the answer's headers, or a pause in its body, took too long. */
  timeout?: 'headers' | 'body';
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

/** The failure, read off the cause chain of an error that wraps a fetch with no HTTP answer. */
export function fetchFailure(error: Error): FetchFailure | undefined {
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
  // undici's `headersTimeout` and `bodyTimeout` (300 s each unless the client's agent sets them):
  // https://undici.nodejs.org/#/docs/api/Errors
  if (code === 'UND_ERR_HEADERS_TIMEOUT')
    return { kind: 'transient', timeout: 'headers', reason: `the response headers took too long (${code})` };
  if (code === 'UND_ERR_BODY_TIMEOUT')
    return { kind: 'transient', timeout: 'body', reason: `the response body paused too long (${code})` };
  if (code === 'ERR_INVALID_URL' || /invalid url/i.test(message))
    return { kind: 'permanent', reason: 'not a valid URL' };
  return { kind: 'transient', reason: code ? `${message} (${code})` : message };
}
