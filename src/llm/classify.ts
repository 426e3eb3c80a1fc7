/**
 * Turns whatever an SDK call threw into a `ModelError`: which failures can heal by waiting
 * (rate limits, 5xx, overload, timeouts, dropped connections) and which never will (auth, quota,
 * bad requests, unknown models). Both SDKs are Stainless-generated and share the `APIError` shape
 * (`status`, `headers`, `error` body), but OpenAI stores the inner `{ message, type, param, code }`
 * while Anthropic stores the whole `{ type: 'error', error: { type, message } }` body.
 *
 * The SDK error classes come from the adapter that made the call (`SdkErrorClasses`), not from an
 * import here: an OpenAI run then never loads the Anthropic SDK, nor the reverse.
 */
import { fetchFailure } from '../core/fetch-failure.js';
import { ModelError, redact, type ModelErrorKind, type RejectedParam } from './errors.js';

/** What classification reads from a Stainless SDK's `APIError` (both SDKs have this shape). */
interface SdkStatusError extends Error {
  readonly status: number | undefined;
  readonly headers: Headers | undefined;
  readonly error: unknown;
  readonly requestID?: string | null | undefined;
}

type ErrorClass<T extends Error = Error> = abstract new (...args: never[]) => T;

/** The error classes of one SDK, as its adapter hands them over (`APIError` and its subclasses). */
export interface SdkErrorClasses {
  APIError: ErrorClass<SdkStatusError>;
  APIConnectionError: ErrorClass;
  APIConnectionTimeoutError: ErrorClass;
}

export interface ClassifyContext {
  provider: string;
  model: string;
  baseUrl?: string | undefined;
  /** Which setting chose `baseUrl`: `PRLENS_BASE_URL`, `the base-url setting`, `the openai default endpoint`. */
  baseUrlFrom?: string | undefined;
  timeoutMs?: number | undefined;
  /** Strings that must never reach a message (the API key). */
  secrets: readonly string[];
  /** Epoch ms, for HTTP-date `retry-after` values. */
  now: number;
  /** The error classes of the SDK that made the call; none for a client that is not on an SDK. */
  sdk?: SdkErrorClasses | undefined;
}

const AUTH_FIX = 'check PRLENS_API_KEY / the api-key input';
const QUOTA_FIX = 'the account is out of credit: add billing or use another key';
// Anthropic reports an empty balance as 400 "Your credit balance is too low ..." and a spend cap as
// 400 "You have reached your specified API usage limits" (https://docs.anthropic.com/en/api/errors).
// Not matched on 429: OpenAI's ordinary rate-limit text links to account/billing.
const QUOTA_TEXT = /credit balance is too low|reached your specified API usage limits/i;
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/** Classifies an SDK (or network) failure into a `ModelError` whose message names the fix. */
export function classifyError(error: unknown, ctx: ClassifyContext): ModelError {
  if (error instanceof ModelError) return error;
  const base = { provider: ctx.provider, model: ctx.model };
  const where = ctx.baseUrl ? ` at ${ctx.baseUrl}` : '';
  const sdk = ctx.sdk;
  if (sdk && error instanceof sdk.APIConnectionTimeoutError) {
    const seconds = ctx.timeoutMs ? ` within ${Math.round(ctx.timeoutMs / 1000)} s` : '';
    return new ModelError(`no answer from ${ctx.provider}${where}${seconds}: the call timed out`, {
      ...base,
      kind: 'timeout',
      retryable: true,
    });
  }
  const failure = error instanceof Error ? fetchFailure(error) : undefined;
  if (failure?.timeout) return fetchTimeout(failure.reason, ctx);
  if ((sdk && error instanceof sdk.APIConnectionError) || isNetworkError(error)) {
    if (failure && failure.kind !== 'transient')
      return unreachable({ kind: failure.kind, reason: failure.reason }, ctx);
    const detail = describeCause(error);
    return new ModelError(`cannot reach ${ctx.provider}${where}${detail}: check base-url and the network`, {
      ...base,
      kind: 'network',
      retryable: true,
    });
  }
  if (sdk && error instanceof sdk.APIError) {
    return classifyStatus(error, ctx);
  }
  if (error instanceof SyntaxError) {
    // A 200 whose body is not JSON: a proxy or an overloaded gateway, usually transient.
    return new ModelError(`${ctx.provider}${where} answered with malformed JSON`, {
      ...base,
      kind: 'server',
      retryable: true,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ModelError(redact(`${ctx.provider} call failed: ${message}`, ctx.secrets), {
    ...base,
    kind: 'server',
    retryable: false,
  });
}

/** ` at URL (from PRLENS_BASE_URL)`: the endpoint and the setting that chose it. */
function endpoint(ctx: ClassifyContext): string {
  if (!ctx.baseUrl) return '';
  return ` at ${ctx.baseUrl}${ctx.baseUrlFrom ? ` (from ${ctx.baseUrlFrom})` : ''}`;
}

/** What to change when the endpoint itself is wrong. */
function endpointFix(ctx: ClassifyContext): string {
  const from = ctx.baseUrlFrom ?? '';
  if (from === 'PRLENS_BASE_URL') return 'fix or unset PRLENS_BASE_URL';
  if (from.startsWith('the base-url'))
    return 'fix base-url (the base-url input, --base-url or the config file)';
  return 'check the network and the proxy, or set base-url to an endpoint you can reach';
}

/**
 * No connection at all. A blocked port, an unknown host or an untrusted certificate never heals:
 * fail at once. A refused connection gets one short retry (a local server that is starting).
 */
function unreachable(failure: { kind: 'refused' | 'permanent'; reason: string }, ctx: ClassifyContext) {
  const message = `cannot reach ${ctx.provider}${endpoint(ctx)}: ${failure.reason} — ${endpointFix(ctx)}`;
  const refused = failure.kind === 'refused';
  return new ModelError(message, {
    provider: ctx.provider,
    model: ctx.model,
    kind: 'network',
    retryable: refused,
    code: refused ? 'ECONNREFUSED' : null,
    retryAfterMs: refused ? REFUSED_RETRY_MS : undefined,
  });
}

/**
 * fetch's own header or body limit fired (it follows model-timeout-seconds): the model is slower
 * than the setting allows. Another attempt may be quicker; the lasting fix is a longer timeout.
 */
function fetchTimeout(reason: string, ctx: ClassifyContext): ModelError {
  const where = ctx.baseUrl ? ` at ${ctx.baseUrl}` : '';
  const now = ctx.timeoutMs ? ` (now ${Math.round(ctx.timeoutMs / 1000)} s)` : '';
  return new ModelError(
    `no answer from ${ctx.provider}${where}: ${reason} — raise model-timeout-seconds${now} for a slow model`,
    { provider: ctx.provider, model: ctx.model, kind: 'timeout', retryable: true },
  );
}

/** The wait before the one retry of a refused connection. */
const REFUSED_RETRY_MS = 500;

function classifyStatus(error: SdkStatusError, ctx: ClassifyContext): ModelError {
  const status = error.status ?? 0;
  const body = errorBody(error.error);
  const providerMessage = redact(body.message ?? error.message, ctx.secrets);
  const code = body.code ?? body.type ?? null;
  const headers = error.headers;
  const details = {
    provider: ctx.provider,
    model: ctx.model,
    status,
    code,
    requestId: error.requestID,
  };
  const make = (kind: ModelErrorKind, retryable: boolean, message: string, extra: object = {}) =>
    new ModelError(message, { ...details, ...extra, kind, retryable: serverSaysRetry(headers) ?? retryable });
  const said = `${ctx.provider} answered HTTP ${status}: ${providerMessage}`;

  // OpenAI: 429 with code `insufficient_quota` (https://platform.openai.com/docs/guides/error-codes);
  // Anthropic: 402 `billing_error`.
  const outOfQuota = body.code === 'insufficient_quota' || body.type === 'insufficient_quota';
  if (
    status === 402 ||
    body.type === 'billing_error' ||
    outOfQuota ||
    (status === 400 && QUOTA_TEXT.test(providerMessage))
  ) {
    return make('quota', false, `${said} — ${QUOTA_FIX}`);
  }
  if (status === 401 || status === 403) {
    const at = endpoint(ctx);
    // The key and the endpoint go together: a right key sent to the wrong endpoint is refused too.
    return make(
      'auth',
      false,
      `${said} — ${AUTH_FIX}${at ? `, and that it is a key for the endpoint${at}` : ''}`,
    );
  }
  if (status === 404) {
    const fix = `unknown model '${ctx.model}': set --model / the model input to a model your endpoint serves`;
    return make('unknown-model', false, `${fix} (${said}; a wrong --base-url also gives 404)`);
  }
  if (status === 429) {
    const retryAfterMs = retryAfter(headers, ctx.now);
    return make('rate-limit', true, `${said} — rate limited; lower max-concurrency if this persists`, {
      retryAfterMs,
    });
  }
  if (status === 408) return make('timeout', true, said);
  if (status === 409 || status >= 500) {
    return make('server', true, `${said} — the provider is failing or overloaded`, {
      retryAfterMs: retryAfter(headers, ctx.now),
    });
  }
  return make('bad-request', false, `${ctx.provider} rejected the request: ${said}`, {
    rejectedParam: status === 400 ? rejectedParam(body.param ?? null, providerMessage) : undefined,
  });
}

interface ErrorBody {
  message?: string;
  type?: string;
  code?: string;
  param?: string;
}

function errorBody(raw: unknown): ErrorBody {
  const outer = asRecord(raw);
  const inner = asRecord(outer?.['error']) ?? outer;
  const text = (key: string) => (typeof inner?.[key] === 'string' ? inner[key] : undefined);
  return { message: text('message'), type: text('type'), code: text('code'), param: text('param') };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Which parameter a 400 complains about, when it is one we can live without. */
function rejectedParam(param: string | null, message: string): RejectedParam | undefined {
  const subject = `${param ?? ''} ${message}`;
  if (/temperature/i.test(subject)) return 'temperature';
  if (/response_format|json_schema|structured output|tool_choice/i.test(subject)) return 'schema';
  return undefined;
}

/** Both SDKs honour `x-should-retry`; so do we (it is how a provider overrides the status rule). */
function serverSaysRetry(headers: Headers | undefined): boolean | undefined {
  const value = headers?.get('x-should-retry');
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** Delay asked for by `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date). */
export function retryAfter(headers: Headers | undefined, now: number): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isNetworkError(error: unknown): boolean {
  const code = asRecord(error)?.['code'];
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

/** `(ECONNRESET)` from the cause chain of a connection error, when there is one. */
function describeCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = asRecord(current)?.['code'];
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return ` (${code})`;
    current = asRecord(current)?.['cause'];
  }
  return '';
}
