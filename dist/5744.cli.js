export const id = 5744;
export const ids = [5744];
export const modules = {

/***/ 90384:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fetchFailure)
/* harmony export */ });
/**
 * Failures that happen before a server answers: fetch could not connect, resolve the host, or
 * trust its certificate. Most never heal by waiting (a blocked port, an unknown host, a bad
 * certificate), so a client fails at once on them, or after one short retry for a refused
 * connection (a server that is restarting refuses for a moment). Shared by the GitHub client and
 * the model clients, which both reach their servers through Node's fetch.
 */
/** TLS verification errors of Node (OpenSSL's codes and Node's own `ERR_TLS_*`). */
const TLS_CODE = /^(CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_|ERR_SSL_)/;
/** The innermost error of a `fetch failed` chain, where Node puts the system error code. */
function rootCause(error) {
    let current = error?.cause;
    while (current && typeof current === 'object' && current.cause && typeof current.cause === 'object')
        current = current.cause;
    return current;
}
/** The failure, read off the cause chain of an error that wraps a fetch with no HTTP answer. */
function fetchFailure(error) {
    const cause = rootCause(error);
    if (cause === undefined)
        return undefined;
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : error.message;
    // The fetch standard blocks some ports outright (9, 25, 6000, ...): no request is ever sent.
    if (/^bad port$/i.test(message) || /^bad port$/i.test(error.message))
        return { kind: 'permanent', reason: 'the port is one fetch refuses to use (a blocked port)' };
    if (code === 'ECONNREFUSED')
        return { kind: 'refused', reason: 'connection refused (nothing listens there)' };
    if (code === 'ENOTFOUND')
        return { kind: 'permanent', reason: 'host not found (DNS)' };
    if (TLS_CODE.test(code))
        return { kind: 'permanent', reason: `TLS certificate not trusted (${code})` };
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


/***/ }),

/***/ 82232:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   m: () => (/* binding */ ModelError)
/* harmony export */ });
/**
 * The one error type the model layer throws. Every provider failure is classified into a `kind`
 * that says whether waiting can heal it (`retryable`) and a message that says what to do.
 */
/**
 * A classified model failure. It deliberately carries no `cause`: SDK errors can echo request
 * details, and this error travels into logs and reports (see `redact`).
 */
class ModelError extends Error {
    name = 'ModelError';
    kind;
    retryable;
    provider;
    model;
    status;
    code;
    requestId;
    retryAfterMs;
    rejectedParam;
    attempts;
    constructor(message, details) {
        super(message);
        this.kind = details.kind;
        this.retryable = details.retryable;
        this.provider = details.provider;
        this.model = details.model;
        this.status = details.status;
        this.code = details.code;
        this.requestId = details.requestId;
        this.retryAfterMs = details.retryAfterMs;
        this.rejectedParam = details.rejectedParam;
        this.attempts = details.attempts;
    }
    /** The same error with more context (e.g. the attempt count), since fields are read-only. */
    with(message, details) {
        return new ModelError(message, { ...this.details(), ...details });
    }
    /** The structured fields, for logs and reports. */
    details() {
        return {
            kind: this.kind,
            retryable: this.retryable,
            provider: this.provider,
            model: this.model,
            status: this.status,
            code: this.code,
            requestId: this.requestId,
            retryAfterMs: this.retryAfterMs,
            rejectedParam: this.rejectedParam,
            attempts: this.attempts,
        };
    }
}
/**
 * Replaces every secret with `***`. Providers and gateways may echo the key they were sent
 * (OpenAI masks all but the last 4 characters; some proxies echo it whole).
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    }
    return out;
}


/***/ }),

/***/ 55744:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ResilientModelClient: () => (/* binding */ ResilientModelClient)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/fetch-failure.js
var fetch_failure = __webpack_require__(90384);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/errors.js
var errors = __webpack_require__(82232);
;// CONCATENATED MODULE: ./.tmp/bundle-src/llm/classify.js
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
function classifyError(error, ctx) {
    if (error instanceof errors/* ModelError */.m)
        return error;
    const base = { provider: ctx.provider, model: ctx.model };
    const where = ctx.baseUrl ? ` at ${ctx.baseUrl}` : '';
    const sdk = ctx.sdk;
    if (sdk && error instanceof sdk.APIConnectionTimeoutError) {
        const seconds = ctx.timeoutMs ? ` within ${Math.round(ctx.timeoutMs / 1000)} s` : '';
        return new errors/* ModelError */.m(`no answer from ${ctx.provider}${where}${seconds}: the call timed out`, {
            ...base,
            kind: 'timeout',
            retryable: true,
        });
    }
    const failure = error instanceof Error ? (0,fetch_failure/* fetchFailure */.Z)(error) : undefined;
    if (failure?.timeout)
        return fetchTimeout(failure.reason, ctx);
    if ((sdk && error instanceof sdk.APIConnectionError) || isNetworkError(error)) {
        if (failure && failure.kind !== 'transient')
            return unreachable({ kind: failure.kind, reason: failure.reason }, ctx);
        const detail = describeCause(error);
        return new errors/* ModelError */.m(`cannot reach ${ctx.provider}${where}${detail}: check base-url and the network`, {
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
        return new errors/* ModelError */.m(`${ctx.provider}${where} answered with malformed JSON`, {
            ...base,
            kind: 'server',
            retryable: true,
        });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new errors/* ModelError */.m((0,errors/* redact */.E)(`${ctx.provider} call failed: ${message}`, ctx.secrets), {
        ...base,
        kind: 'server',
        retryable: false,
    });
}
/** ` at URL (from PRLENS_BASE_URL)`: the endpoint and the setting that chose it. */
function endpoint(ctx) {
    if (!ctx.baseUrl)
        return '';
    return ` at ${ctx.baseUrl}${ctx.baseUrlFrom ? ` (from ${ctx.baseUrlFrom})` : ''}`;
}
/** What to change when the endpoint itself is wrong. */
function endpointFix(ctx) {
    const from = ctx.baseUrlFrom ?? '';
    if (from === 'PRLENS_BASE_URL')
        return 'fix or unset PRLENS_BASE_URL';
    if (from.startsWith('the base-url'))
        return 'fix base-url (the base-url input, --base-url or the config file)';
    return 'check the network and the proxy, or set base-url to an endpoint you can reach';
}
/**
 * No connection at all. A blocked port, an unknown host or an untrusted certificate never heals:
 * fail at once. A refused connection gets one short retry (a local server that is starting).
 */
function unreachable(failure, ctx) {
    const message = `cannot reach ${ctx.provider}${endpoint(ctx)}: ${failure.reason} \u2014 ${endpointFix(ctx)}`;
    const refused = failure.kind === 'refused';
    return new errors/* ModelError */.m(message, {
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
function fetchTimeout(reason, ctx) {
    const where = ctx.baseUrl ? ` at ${ctx.baseUrl}` : '';
    const now = ctx.timeoutMs ? ` (now ${Math.round(ctx.timeoutMs / 1000)} s)` : '';
    return new errors/* ModelError */.m(`no answer from ${ctx.provider}${where}: ${reason} \u2014 raise model-timeout-seconds${now} for a slow model`, { provider: ctx.provider, model: ctx.model, kind: 'timeout', retryable: true });
}
/** The wait before the one retry of a refused connection. */
const REFUSED_RETRY_MS = 500;
function classifyStatus(error, ctx) {
    const status = error.status ?? 0;
    const body = errorBody(error.error);
    const providerMessage = (0,errors/* redact */.E)(body.message ?? error.message, ctx.secrets);
    const code = body.code ?? body.type ?? null;
    const headers = error.headers;
    const details = {
        provider: ctx.provider,
        model: ctx.model,
        status,
        code,
        requestId: error.requestID,
    };
    const make = (kind, retryable, message, extra = {}) => new errors/* ModelError */.m(message, { ...details, ...extra, kind, retryable: serverSaysRetry(headers) ?? retryable });
    const said = `${ctx.provider} answered HTTP ${status}: ${providerMessage}`;
    // OpenAI: 429 with code `insufficient_quota` (https://platform.openai.com/docs/guides/error-codes);
    // Anthropic: 402 `billing_error`.
    const outOfQuota = body.code === 'insufficient_quota' || body.type === 'insufficient_quota';
    if (status === 402 ||
        body.type === 'billing_error' ||
        outOfQuota ||
        (status === 400 && QUOTA_TEXT.test(providerMessage))) {
        return make('quota', false, `${said} \u2014 ${QUOTA_FIX}`);
    }
    if (status === 401 || status === 403) {
        const at = endpoint(ctx);
        // The key and the endpoint go together: a right key sent to the wrong endpoint is refused too.
        return make('auth', false, `${said} \u2014 ${AUTH_FIX}${at ? `, and that it is a key for the endpoint${at}` : ''}`);
    }
    if (status === 404) {
        const fix = `unknown model '${ctx.model}': set --model / the model input to a model your endpoint serves`;
        return make('unknown-model', false, `${fix} (${said}; a wrong --base-url also gives 404)`);
    }
    if (status === 429) {
        const retryAfterMs = retryAfter(headers, ctx.now);
        return make('rate-limit', true, `${said} \u2014 rate limited; lower max-concurrency if this persists`, {
            retryAfterMs,
        });
    }
    if (status === 408)
        return make('timeout', true, said);
    if (status === 409 || status >= 500) {
        return make('server', true, `${said} \u2014 the provider is failing or overloaded`, {
            retryAfterMs: retryAfter(headers, ctx.now),
        });
    }
    return make('bad-request', false, `${ctx.provider} rejected the request: ${said}`, {
        rejectedParam: status === 400 ? rejectedParam(body.param ?? null, providerMessage) : undefined,
    });
}
function errorBody(raw) {
    const outer = asRecord(raw);
    const inner = asRecord(outer?.['error']) ?? outer;
    const text = (key) => (typeof inner?.[key] === 'string' ? inner[key] : undefined);
    return { message: text('message'), type: text('type'), code: text('code'), param: text('param') };
}
function asRecord(value) {
    return typeof value === 'object' && value !== null ? value : undefined;
}
/** Which parameter a 400 complains about, when it is one we can live without. */
function rejectedParam(param, message) {
    const subject = `${param ?? ''} ${message}`;
    if (/temperature/i.test(subject))
        return 'temperature';
    if (/response_format|json_schema|structured output|tool_choice/i.test(subject))
        return 'schema';
    return undefined;
}
/** Both SDKs honour `x-should-retry`; so do we (it is how a provider overrides the status rule). */
function serverSaysRetry(headers) {
    const value = headers?.get('x-should-retry');
    return value === 'true' ? true : value === 'false' ? false : undefined;
}
/** Delay asked for by `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date). */
function retryAfter(headers, now) {
    const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
    if (Number.isFinite(ms) && ms >= 0)
        return ms;
    const value = headers?.get('retry-after');
    if (!value)
        return undefined;
    const seconds = Number.parseFloat(value);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function isNetworkError(error) {
    const code = asRecord(error)?.['code'];
    return typeof code === 'string' && NETWORK_CODES.has(code);
}
/** `(ECONNRESET)` from the cause chain of a connection error, when there is one. */
function describeCause(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current; depth++) {
        const code = asRecord(current)?.['code'];
        if (typeof code === 'string' && /^[A-Z_]+$/.test(code))
            return ` (${code})`;
        current = asRecord(current)?.['cause'];
    }
    return '';
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/clock.js
var clock = __webpack_require__(14541);
;// CONCATENATED MODULE: ./.tmp/bundle-src/llm/liveness.js
/**
 * Tells a hung endpoint from a slow model. A non-streaming completion sends nothing until the whole
 * answer is ready, so silence alone cannot say whether the model is still thinking (a 3-minute
 * review is normal) or the server accepted the connection and will never answer (a stalled
 * server or proxy: before, two 180 s timeouts and six minutes per call). When a call has been
 * silent for `afterMs`, one cheap metadata request (`GET /models`, which needs no generation slot)
 * goes to the same endpoint: any HTTP answer, even an error status, means it is alive and the call
 * keeps waiting; no answer within `timeoutMs` means it is hung, and the call fails at once, not
 * retried (another attempt would wait as long again). This is what `prlens doctor` finds in 30 s.
 * The waits are real time (`systemClock`), not the run's injected clock: a test clock that skips
 * backoff must not fire probes.
 */


/** Probe after 30 s of silence and give the probe 30 s: a hung endpoint fails in about a minute. */
const DEFAULT_LIVENESS = { afterMs: 30_000, timeoutMs: 30_000 };
/**
 * Runs `call` with `signal` aborted (reason: a non-retryable timeout `ModelError`) when the endpoint
 * answers neither the call nor a probe. The watcher stops when the call settles.
 */
async function withLiveness(client, policy, where, call, outer) {
    const hung = new AbortController();
    const settled = new AbortController();
    const signal = outer ? AbortSignal.any([outer, hung.signal]) : hung.signal;
    void watch(client, policy, settled.signal).then((silent) => {
        if (silent)
            hung.abort(hungError(client, where, policy));
    });
    try {
        return await call(signal);
    }
    catch (error) {
        if (hung.signal.aborted && !outer?.aborted)
            throw hung.signal.reason;
        throw error;
    }
    finally {
        settled.abort();
    }
}
/** True when the probe got no answer in time; false when it did, or the call settled first. */
async function watch(client, policy, settled) {
    const waited = await clock/* systemClock */.m.sleep(policy.afterMs, settled).then(() => true, () => false);
    if (!waited)
        return false;
    const stop = new AbortController();
    const onSettled = () => stop.abort();
    settled.addEventListener('abort', onSettled, { once: true });
    try {
        const expired = clock/* systemClock */.m.sleep(policy.timeoutMs, stop.signal).then(() => 'expired', () => 'stopped');
        const answered = client.probe(stop.signal).then((ok) => (ok ? 'alive' : 'unknown'));
        return (await Promise.race([expired, answered])) === 'expired' && !settled.aborted;
    }
    finally {
        stop.abort();
        settled.removeEventListener('abort', onSettled);
    }
}
function hungError(client, where, policy) {
    const s = (ms) => `${Math.round(ms / 1000)} s`;
    const { provider, model } = client;
    return new errors/* ModelError */.m(`${provider}${where} accepted the connection but answered nothing for ${s(policy.afterMs)}, nor a ` +
        `models-list probe within ${s(policy.timeoutMs)}: the endpoint is hung (a stalled server or proxy), ` +
        'not slow; not retried. Check it with prlens doctor', { provider, model, kind: 'timeout', retryable: false });
}

;// CONCATENATED MODULE: ./node_modules/is-network-error/index.js
const objectToString = Object.prototype.toString;

const isError = value => objectToString.call(value) === '[object Error]';

const errorMessages = new Set([
	'network error', // Chrome
	'NetworkError when attempting to fetch resource.', // Firefox
	'The Internet connection appears to be offline.', // Safari 16
	'Network request failed', // `cross-fetch`
	'fetch failed', // Undici (Node.js)
	'terminated', // Undici (Node.js)
	' A network error occurred.', // Bun (WebKit)
	'Network connection lost', // Cloudflare Workers (fetch)
]);

function is_network_error_isNetworkError(error) {
	const isValid = error
		&& isError(error)
		&& error.name === 'TypeError'
		&& typeof error.message === 'string';

	if (!isValid) {
		return false;
	}

	const {message, stack} = error;

	// Safari 17+ has generic message but no stack for network errors
	if (message === 'Load failed' || (message.startsWith('Load failed (') && message.endsWith(')'))) {
		return stack === undefined
			// Sentry adds its own stack trace to the fetch error, so also check for that
			|| '__sentry_captured__' in error;
	}

	// Deno network errors start with specific text
	if (message.startsWith('error sending request for url')) {
		return true;
	}

	// Chrome: exact "Failed to fetch" or with hostname: "Failed to fetch (example.com)"
	if (message === 'Failed to fetch' || (message.startsWith('Failed to fetch (') && message.endsWith(')'))) {
		return true;
	}

	// Standard network error messages
	return errorMessages.has(message);
}

;// CONCATENATED MODULE: ./node_modules/p-retry/index.js


function validateRetries(retries) {
	if (typeof retries === 'number') {
		if (retries < 0) {
			throw new TypeError('Expected `retries` to be a non-negative number.');
		}

		if (Number.isNaN(retries)) {
			throw new TypeError('Expected `retries` to be a valid number or Infinity, got NaN.');
		}

		// Not `Number.isSafeInteger`, which would reject a huge `retries`. That is accepted on purpose and behaves as effectively forever.
		// eslint-disable-next-line unicorn/prefer-number-is-safe-integer
		if (Number.isFinite(retries) && !Number.isInteger(retries)) {
			throw new TypeError('Expected `retries` to be a non-negative integer or Infinity.');
		}
	} else if (retries !== undefined) {
		throw new TypeError('Expected `retries` to be a number or Infinity.');
	}
}

function validateNumberOption(name, value, {allowInfinity = false} = {}) {
	if (typeof value !== 'number' || Number.isNaN(value)) {
		throw new TypeError(`Expected \`${name}\` to be a number${allowInfinity ? ' or Infinity' : ''}.`);
	}

	if (!allowInfinity && !Number.isFinite(value)) {
		throw new TypeError(`Expected \`${name}\` to be a finite number.`);
	}

	if (value < 0) {
		throw new TypeError(`Expected \`${name}\` to be \u{2265} 0.`);
	}
}

function validateOption(name, value, type) {
	// `null` means "not provided", as it does for the other options. `unref` needs this because it is the one option with no default of its own.
	if (value === undefined || value === null) {
		return;
	}

	if (typeof value !== type) {
		throw new TypeError(`Expected \`${name}\` to be a ${type}.`);
	}
}

function validateSignal(value) {
	// `null` means "not provided", as it does for the other options.
	if (value === undefined || value === null) {
		return;
	}

	// Duck typed rather than `instanceof`, so a signal from another realm still works. All three methods are checked because `removeEventListener` is called from inside a timer callback, where a `TypeError` would be an uncaught exception rather than a rejection the caller could catch.
	if (typeof value.throwIfAborted !== 'function'
		|| typeof value.addEventListener !== 'function'
		|| typeof value.removeEventListener !== 'function') {
		throw new TypeError('Expected `signal` to be an AbortSignal.');
	}
}

class AbortError extends Error {
	constructor(message) {
		super(typeof message === 'string' ? message : undefined);

		this.name = 'AbortError';

		if (message instanceof Error) {
			this.originalError = message;
			({message} = message);
		} else {
			// Created here, so it already captures every caller frame. Copying `this.stack` instead would only rewrite the header, which is rendered lazily from `name` and `message` at read time. It also stringifies a non-string message, so reuse its result below.
			this.originalError = new Error(message);
			({message} = this.originalError);

			// The caller sees this error, so the frame for this constructor is dropped where the runtime supports it. Left in, the top frame blames p-retry for an error the caller threw. An error the caller passed keeps its own stack, which points at their throw site already. V8-only, hence the lint exception, and the optional call leaves the stack as it is where it is missing.
			// eslint-disable-next-line unicorn/no-nonstandard-builtin-properties
			Error.captureStackTrace?.(this.originalError, AbortError);
		}

		this.message = message;
	}
}

// `setTimeout` cannot represent a longer delay and fires it right away instead, which turns a long backoff into a tight retry loop. Cap at the largest value it can still hold.
const maximumDelay = (2 ** 31) - 1;

function calculateDelay(retriesConsumed, options) {
	// Nothing to wait for, and multiplying by a factor that has grown to `Infinity` would give `NaN`.
	if (options.minTimeout === 0) {
		return 0;
	}

	// `retriesConsumed` starts at 0 and only ever counts up, so the first retry is already attempt 1.
	const attempt = retriesConsumed + 1;
	const random = options.randomize ? (Math.random() + 1) : 1;

	const timeout = Math.round(random * options.minTimeout * (options.factor ** (attempt - 1)));

	// `maxTimeout` rounds up, so a fractional cap still gives a whole number of milliseconds. Rounding down would turn a cap below 1 into no timer at all, which never yields to the event loop. `Math.ceil(Infinity)` is `Infinity`.
	return Math.min(timeout, Math.ceil(options.maxTimeout), maximumDelay);
}

function calculateRemainingTime(start, max) {
	return Number.isFinite(max) ? max - (performance.now() - start) : max;
}

async function delayForRetry(delay, options) {
	if (delay <= 0) {
		return;
	}

	await new Promise((resolve, reject) => {
		// Registered with `once`, so it removes itself when it fires.
		const onAbort = () => {
			clearTimeout(timeoutToken);
			reject(options.signal.reason);
		};

		const timeoutToken = setTimeout(() => {
			options.signal?.removeEventListener('abort', onAbort);
			resolve();
		}, delay);

		if (options.unref) {
			timeoutToken.unref?.();
		}

		options.signal?.addEventListener('abort', onAbort, {once: true});
	});
}

// Stringifying a thrown value can itself throw, for an object with no usable `toString`. That must never be allowed to replace the failure the caller is actually dealing with.
//
// A thrown value whose own accessors or proxy traps throw is not supported, here or anywhere else. It comes from the caller's own code, so it is not something to defend against.
function stringifyThrownValue(value) {
	try {
		return String(value);
	} catch {
		return Object.prototype.toString.call(value);
	}
}

// `AbortError` wraps the error the caller actually wants, and the wrappers can be nested, so keep unwrapping until the cause is reached. Otherwise an `AbortError` would escape `pRetry` and a `catch` doing `error instanceof AbortError` would read a real failure as a cancellation.
//
// Two wrappers whose `originalError` points at each other are not supported, like the thrown values above.
function unwrapAbortError(error) {
	let cause = error;

	// A wrapper with no error to unwrap to is the cause as far as it goes.
	while (cause instanceof AbortError && cause.originalError instanceof Error) {
		cause = cause.originalError;
	}

	return cause;
}

async function onAttemptFailure({error, attemptNumber, retriesConsumed, startTime, options}) {
	// The signal is checked after the operation and after every callback, so a cancellation is never reported as an operation failure or a callback's decision, and no callback runs after it. The last check also guards the delay, whose abort listener never fires on a signal that is already aborted.
	const abortIfNeeded = () => {
		options.signal?.throwIfAborted();
	};

	const normalizedError = error instanceof Error
		? error
		: new TypeError(`Non-error was thrown: "${stringifyThrownValue(error)}". You should only throw errors.`);

	// Checked before unwrapping an `AbortError`, because the reason a caller aborted with is final. Unwrapping it would replace the reason they chose with whatever is inside it, and it would also let an `AbortError` from the operation outrank a cancellation the caller asked for.
	abortIfNeeded();

	if (normalizedError instanceof AbortError) {
		throw unwrapAbortError(normalizedError);
	}

	// `retriesConsumed` only ever advances while `retriesLeft` is above 0, so this is never negative. `Infinity` minus a finite count is `Infinity`, so an unlimited budget needs no special case.
	const retriesLeft = options.retries - retriesConsumed;

	// A `TypeError` normally means the operation itself is broken rather than the thing it was trying to reach, so retrying it does not help. A network `TypeError` is the exception, and its message differs per runtime, so it has to be recognised rather than assumed.
	const isRetriableError = !(normalizedError instanceof TypeError) || is_network_error_isNetworkError(normalizedError);

	// Out of time already, out of retries, or a failure that is never retried, so the delay is 0 and the callbacks are told that no retry follows. Only computed when a retry can still follow, so a randomized delay does not draw from `Math.random` for a wait that is never taken.
	const timeLeft = calculateRemainingTime(startTime, options.maxRetryTime);
	const delayTime = isRetriableError && timeLeft > 0 && retriesLeft > 0 ? calculateDelay(retriesConsumed, options) : 0;

	const consumeRetryContext = Object.freeze({
		error: normalizedError,
		attemptNumber,
		retriesLeft,
		retriesConsumed,
		retryDelay: delayTime,
	});

	// No answer means no opinion, so fall back to the default. Treating it as `false` instead would leave `retries` uncounted and let the loop run forever.
	const consumeRetry = (await options.shouldConsumeRetry(consumeRetryContext)) ?? true;

	abortIfNeeded();

	const effectiveDelay = consumeRetry ? delayTime : 0;
	const context = Object.freeze({
		error: normalizedError,
		attemptNumber,
		retriesLeft,
		retriesConsumed,
		retryDelay: effectiveDelay,
	});

	await options.onFailedAttempt(context);

	abortIfNeeded();

	const remainingTime = calculateRemainingTime(startTime, options.maxRetryTime);

	// No time or budget left, or a failure that retrying cannot help with.
	if (
		!isRetriableError
		|| remainingTime <= 0
		|| retriesLeft <= 0
	) {
		throw normalizedError;
	}

	const shouldRetry = await options.shouldRetry(context);

	abortIfNeeded();

	if (!shouldRetry) {
		throw normalizedError;
	}

	const remainingTimeAfterShouldRetry = calculateRemainingTime(startTime, options.maxRetryTime);

	if (remainingTimeAfterShouldRetry <= 0) {
		throw normalizedError;
	}

	if (!consumeRetry) {
		return false;
	}

	await delayForRetry(Math.min(effectiveDelay, remainingTimeAfterShouldRetry), options);

	return true;
}

async function pRetry(input, options = {}) {
	options = {...options};

	// Applied before validating, so that `null` means "not provided" here as it does for every other option.
	options.retries ??= 10;

	validateRetries(options.retries);

	if (Object.hasOwn(options, 'forever')) {
		throw new Error('The `forever` option is no longer supported. For many use-cases, you can set `retries: Infinity` instead.');
	}

	options.factor ??= 2;
	options.minTimeout ??= 1000;
	options.maxTimeout ??= Infinity;
	options.maxRetryTime ??= Infinity;
	options.randomize ??= false;
	options.onFailedAttempt ??= () => {};
	options.shouldRetry ??= () => true;
	options.shouldConsumeRetry ??= () => true;

	// Validate the options that have a runtime type to check.
	validateOption('onFailedAttempt', options.onFailedAttempt, 'function');
	validateOption('shouldRetry', options.shouldRetry, 'function');
	validateOption('shouldConsumeRetry', options.shouldConsumeRetry, 'function');
	validateOption('randomize', options.randomize, 'boolean');
	validateOption('unref', options.unref, 'boolean');
	validateSignal(options.signal);
	validateNumberOption('factor', options.factor);
	validateNumberOption('minTimeout', options.minTimeout);
	validateNumberOption('maxTimeout', options.maxTimeout, {allowInfinity: true});
	validateNumberOption('maxRetryTime', options.maxRetryTime, {allowInfinity: true});

	// A negative factor is rejected above, so this only catches `0`. Treat it as `1` to keep the delay constant instead of dropping to zero after the first retry.
	if (options.factor === 0) {
		options.factor = 1;
	}

	options.signal?.throwIfAborted();

	let attemptNumber = 0;
	let retriesConsumed = 0;
	const startTime = performance.now();

	// A consumed count is always finite, so `Infinity` keeps this true and needs no special case.
	while (retriesConsumed <= options.retries) {
		attemptNumber++;

		try {
			options.signal?.throwIfAborted();

			const result = await input(attemptNumber);

			options.signal?.throwIfAborted();

			return result;
		} catch (error) {
			if (await onAttemptFailure({
				error,
				attemptNumber,
				retriesConsumed,
				startTime,
				options,
			})) {
				retriesConsumed++;
			}
		}
	}

	// Unreachable: `onAttemptFailure` throws once `retriesLeft` reaches 0, which is the same state the loop condition tests, so the loop is always left by a throw. Kept as a guard against a future change to either side breaking that pairing.
	throw new Error('Retry attempts exhausted without throwing an error.');
}

function makeRetriable(function_, options) {
	return function (...arguments_) {
		return pRetry(() => function_.apply(this, arguments_), options);
	};
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/llm/retry.js
/**
 * The one retry loop of the model layer (the SDKs' own retries are off). p-retry counts attempts and
 * honours the abort signal; the waiting goes through the injected `Clock` so tests run in
 * milliseconds, and the total-time budget is measured on that clock too.
 */


const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    maxTotalMs: 300_000,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 60_000,
};
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries of
 * parallel calls spread out without ever retrying at once
 * (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/).
 */
function backoffDelay(retry, policy, random = Math.random) {
    const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
    return Math.round(step / 2 + (step / 2) * random());
}
/**
 * Runs `attempt` until it succeeds, a non-retryable `ModelError` is thrown, the attempts or the time
 * budget run out, or the signal aborts (then the signal's reason is thrown).
 */
async function retryWithPolicy(attempt, options) {
    const { policy, clock, deadline, signal } = options;
    let attempts = 0;
    /** Why retrying stopped before the attempts ran out: said in the error, so its count adds up. */
    let stoppedBy = '';
    try {
        return await pRetry((n) => {
            attempts = n;
            return attempt(n);
        }, {
            retries: Math.max(0, policy.maxAttempts - 1),
            // p-retry would sleep on its own timer; delays come from shouldRetry via the clock instead.
            minTimeout: 0,
            factor: 1,
            signal,
            shouldRetry: async ({ error, attemptNumber }) => {
                if (!(error instanceof errors/* ModelError */.m) || !error.retryable)
                    return false;
                // A refused connection is tried twice, no more: a server that is not there stays away.
                if (error.code === 'ECONNREFUSED' && attemptNumber >= 2)
                    return false;
                const delay = retryDelay(error, attemptNumber, options);
                const needs = delay + (error.kind === 'timeout' ? (options.attemptMs ?? 0) : 0);
                if (clock.now() + needs >= deadline) {
                    const ms = policy.maxTotalMs;
                    const budget = (ms / 1000).toFixed(ms < 10_000 ? 1 : 0);
                    stoppedBy = `another attempt would not finish within the ${budget} s budget of one call`;
                    return false;
                }
                options.onRetry?.(error, attemptNumber, delay);
                await clock.sleep(delay, signal);
                return true;
            },
        });
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        if (error instanceof errors/* ModelError */.m && error.retryable && (attempts > 1 || stoppedBy !== '')) {
            const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
            const why = stoppedBy === '' ? '' : `: ${stoppedBy}`;
            throw error.with(`${error.message} (gave up after ${tries}${why})`, { attempts });
        }
        throw error;
    }
}
function retryDelay(error, attempt, options) {
    if (error.retryAfterMs !== undefined)
        return Math.min(error.retryAfterMs, options.policy.maxRetryAfterMs);
    return backoffDelay(attempt, options.policy, options.random);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/llm/resilient-client.js





/** A `ModelClient` that retries, degrades and falls back; adapters stay single-shot. */
class ResilientModelClient {
    options;
    provider;
    model;
    policy;
    clock;
    /** Parameters each model has rejected once; later calls leave them out from the start. */
    dropped = new Map();
    constructor(options) {
        this.options = options;
        this.provider = options.primary.provider;
        this.model = options.primary.model;
        this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
        this.clock = options.clock ?? clock/* systemClock */.m;
    }
    countTokens(text) {
        return this.options.primary.countTokens(text);
    }
    async complete(request) {
        const deadline = this.clock.now() + this.policy.maxTotalMs;
        const { primary, fallback } = this.options;
        try {
            return await this.completeWith(primary, request, deadline);
        }
        catch (error) {
            const canFallBack = fallback !== undefined &&
                error instanceof errors/* ModelError */.m &&
                (error.kind === 'unknown-model' || error.retryable) &&
                !request.signal?.aborted &&
                this.clock.now() < deadline;
            if (!canFallBack)
                throw error;
            this.options.logger?.warn(`${error.message}; falling back to model '${fallback.model}'`);
            return await this.completeWith(fallback, request, deadline);
        }
    }
    async completeWith(client, request, deadline) {
        const response = await retryWithPolicy(() => this.attempt(client, request), {
            policy: this.policy,
            clock: this.clock,
            deadline,
            signal: request.signal,
            random: this.options.random,
            attemptMs: this.options.timeoutMs,
            // "attempt 2 of at most 4": the time budget may end the retries before the count does.
            onRetry: (error, attempt, delayMs) => this.options.logger?.info(`${client.provider} ${error.kind} (${error.message}); attempt ${attempt + 1} of at most ${this.policy.maxAttempts} in ${(delayMs / 1000).toFixed(1)} s`),
        });
        this.options.meter?.record(response);
        return response;
    }
    /** One attempt; a rejected optional parameter is dropped and the call repeated at once. */
    async attempt(client, request) {
        const dropped = this.droppedFor(client.model);
        for (;;) {
            try {
                return await this.send(client, withoutParams(request, dropped));
            }
            catch (raw) {
                if (request.signal?.aborted)
                    throw raw;
                const error = classifyError(raw, {
                    provider: client.provider,
                    model: client.model,
                    baseUrl: this.options.baseUrl,
                    baseUrlFrom: this.options.baseUrlFrom,
                    timeoutMs: this.options.timeoutMs,
                    secrets: this.options.secrets ?? [],
                    now: this.clock.now(),
                    sdk: client.sdkErrors,
                });
                const param = error.rejectedParam;
                if (!param || dropped.has(param) || !hasParam(request, param))
                    throw error;
                dropped.add(param);
                this.options.logger?.warn(`model '${client.model}' rejected ${param}; retrying without it`);
            }
        }
    }
    /** One request, watched for a hung endpoint when the adapter can be probed. */
    send(client, request) {
        const { baseUrl } = this.options;
        const liveness = this.options.liveness === undefined ? DEFAULT_LIVENESS : this.options.liveness;
        const probe = client.probe?.bind(client);
        if (!liveness || !probe)
            return client.complete(request);
        const probeable = { provider: client.provider, model: client.model, probe };
        const where = baseUrl ? ` at ${baseUrl}` : '';
        return withLiveness(probeable, liveness, where, (signal) => client.complete({ ...request, signal }), request.signal);
    }
    droppedFor(model) {
        let set = this.dropped.get(model);
        if (!set)
            this.dropped.set(model, (set = new Set()));
        return set;
    }
}
function hasParam(request, param) {
    return param === 'temperature' ? request.temperature !== undefined : request.schema !== undefined;
}
/**
 * The request without the dropped parameters. Without structured output the schema moves into the
 * last user message (not the system prompt, whose bytes must stay identical for prefix caching).
 */
function withoutParams(request, dropped) {
    if (dropped.size === 0)
        return request;
    const out = { ...request };
    if (dropped.has('temperature'))
        delete out.temperature;
    if (dropped.has('schema') && request.schema) {
        delete out.schema;
        const instruction = `\n\nAnswer with one JSON object only (no prose, no code fence) that matches this JSON schema:\n` +
            JSON.stringify(request.schema.schema);
        const messages = [...request.messages];
        const lastUser = messages.map((m) => m.role).lastIndexOf('user');
        const target = messages[lastUser];
        if (target)
            messages[lastUser] = { ...target, content: target.content + instruction };
        else
            messages.push({ role: 'user', content: instruction.trimStart() });
        out.messages = messages;
    }
    return out;
}


/***/ })

};
