export const id = 348;
export const ids = [348];
export const modules = {

/***/ 56967:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AnthropicClient: () => (/* binding */ AnthropicClient)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25064);
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24134);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82232);
/* harmony import */ var _model_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13699);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18241);
/**
 * Single-shot adapter over `@anthropic-ai/sdk` Messages. Structured output is a forced tool call
 * whose input is the answer; the system block is marked for prompt caching so every later call
 * that shares the prefix reads it from cache. No retries here: `ResilientModelClient` owns them.
 */




// Messages requires max_tokens; 8192 fits every current Claude model and a long review answer.
const DEFAULT_MAX_TOKENS = 8192;
/** A `ModelClient` for one Claude model. */
class AnthropicClient {
    options;
    provider = 'anthropic';
    model;
    /** What the retry layer classifies this adapter's failures by. */
    sdkErrors = { APIError: _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_3__/* .APIError */ .LG, APIConnectionError: _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_3__/* .APIConnectionError */ .xX, APIConnectionTimeoutError: _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_3__/* .APIConnectionTimeoutError */ .qA };
    client;
    constructor(options) {
        this.options = options;
        this.model = options.model;
        this.client = new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N({
            apiKey: options.apiKey ?? null,
            // Explicit, so ANTHROPIC_AUTH_TOKEN / ANTHROPIC_BASE_URL in the environment change nothing.
            authToken: null,
            baseURL: options.baseUrl,
            timeout: options.timeoutMs,
            // Node's fetch would cap the wait for headers and body at 300 s whatever `timeout` says.
            fetch: (0,_model_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .modelFetch */ .Y)(options.timeoutMs),
            maxRetries: 0,
            logLevel: 'off',
        });
    }
    /** A cheap question to the endpoint (the model list): true when any HTTP answer came, even an error. */
    async probe(signal) {
        try {
            await this.client.models.list(undefined, { signal, maxRetries: 0 });
            return true;
        }
        catch (error) {
            return error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_3__/* .APIError */ .LG && error.status !== undefined;
        }
    }
    countTokens(text) {
        return (0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .countClaudeTokens */ .Ck)(text);
    }
    async complete(request) {
        const { data, request_id } = await this.client.messages
            .create(this.body(request), { signal: request.signal, timeout: this.options.timeoutMs })
            .withResponse();
        return this.toResponse(data, request, request_id ?? null);
    }
    body(request) {
        const body = {
            model: this.model,
            max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
            // https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching: the breakpoint on the
            // system block caches tools + system; later calls with the same prefix pay the cache-read rate.
            system: [{ type: 'text', text: request.system, cache_control: { type: 'ephemeral' } }],
            messages: toAnthropicMessages(request.messages),
        };
        // `temperature` is deliberately not sent: the Messages API has deprecated it and the SDK's
        // request type (1.14) no longer has the field.
        if (request.tools && request.tools.length > 0) {
            // https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use: `any` is
            // "some tool", `tool` forces one; results come back as tool_result blocks in the next user turn.
            body.tools = request.tools.map((tool) => ({
                name: tool.name,
                description: tool.description,
                input_schema: { type: 'object', ...tool.parameters },
            }));
            const choice = request.toolChoice ?? 'auto';
            body.tool_choice =
                choice === 'auto'
                    ? { type: 'auto' }
                    : choice === 'required'
                        ? { type: 'any' }
                        : { type: 'tool', name: choice.name };
        }
        else if (request.schema) {
            // https://docs.anthropic.com/en/docs/build-with-claude/tool-use: a forced tool's input follows
            // its input_schema, which makes it Claude's structured-output channel.
            body.tools = [
                {
                    name: request.schema.name,
                    description: 'Record the answer. Always call this tool exactly once.',
                    input_schema: { type: 'object', ...request.schema.schema },
                },
            ];
            body.tool_choice = { type: 'tool', name: request.schema.name };
        }
        return body;
    }
    toResponse(message, request, requestId) {
        // A 200 with an empty body (a proxy fault) parses to nothing; it is worth another attempt.
        if (!Array.isArray(message?.content)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelError */ .m('anthropic answered 200 without a message', {
                kind: 'server',
                retryable: true,
                provider: this.provider,
                model: this.model,
            });
        }
        const toolUse = request.schema
            ? message.content.find((block) => block.type === 'tool_use' && block.name === request.schema?.name)
            : undefined;
        const text = toolUse && toolUse.type === 'tool_use'
            ? JSON.stringify(toolUse.input)
            : message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
        const toolCalls = message.content.flatMap((block) => block.type === 'tool_use'
            ? [{ id: block.id, name: block.name, arguments: JSON.stringify(block.input ?? {}) }]
            : []);
        const stop = message.stop_reason;
        const finishReason = stop === 'max_tokens' || stop === 'model_context_window_exceeded'
            ? 'length'
            : stop === 'refusal'
                ? 'refusal'
                : stop === 'end_turn' || stop === 'tool_use' || stop === 'stop_sequence'
                    ? 'stop'
                    : 'other';
        const u = message.usage;
        const cached = u.cache_read_input_tokens ?? 0;
        const written = u.cache_creation_input_tokens ?? 0;
        return {
            text,
            finishReason,
            // input_tokens counts only the tokens after the last cache breakpoint; the prompt is all three.
            usage: {
                prompt_tokens: u.input_tokens + cached + written,
                completion_tokens: u.output_tokens,
                cached_tokens: cached,
                cache_write_tokens: written,
            },
            model: message.model || this.model,
            requestId,
            ...(request.tools?.length ? { toolCalls } : {}),
        };
    }
}
/**
 * Port messages as Messages turns. Tool calls become `tool_use` blocks of the assistant turn; tool
 * results become `tool_result` blocks of the next user turn, first in it as the API requires;
 * adjacent turns of one role are merged so that roles alternate.
 */
function toAnthropicMessages(messages) {
    const out = [];
    const push = (role, blocks) => {
        const last = out.at(-1);
        if (last && last.role === role)
            last.content.push(...blocks);
        else
            out.push({ role, content: blocks });
    };
    for (const m of messages) {
        if (m.role === 'tool') {
            push('user', [
                {
                    type: 'tool_result',
                    tool_use_id: m.toolCallId,
                    content: m.content,
                    ...(m.isError ? { is_error: true } : {}),
                },
            ]);
        }
        else if (m.role === 'assistant') {
            const blocks = m.content === '' ? [] : [{ type: 'text', text: m.content }];
            for (const call of m.toolCalls ?? [])
                blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: parseInput(call.arguments) });
            push('assistant', blocks.length > 0 ? blocks : [{ type: 'text', text: '(no answer)' }]);
        }
        else {
            push('user', [{ type: 'text', text: m.content }]);
        }
    }
    // A plain text turn stays a string: byte-identical to what earlier versions sent (prompt caching).
    return out.map((m) => m.content.length === 1 && m.content[0]?.type === 'text'
        ? { role: m.role, content: m.content[0].text }
        : m);
}
/** Tool input must be an object; arguments the model garbled are replayed as an empty one. */
function parseInput(text) {
    try {
        const value = JSON.parse(text);
        return value !== null && typeof value === 'object' && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
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

/***/ 13699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ modelFetch)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/**
 * The fetch both model SDKs send through. Node's built-in fetch (undici) gives up on a response
 * whose headers take more than 300 s, or whose body pauses for 300 s, whatever timeout the SDK was
 * given: a slow local model that thinks for six minutes before it answers would fail at five.
 * undici's own `fetch` with an `Agent` whose `headersTimeout` and `bodyTimeout` follow the model
 * timeout lifts that cap, the fix the openai SDK documents on its `timeout` option
 * (https://github.com/openai/openai-node#timeouts); both limits are undici's
 * (https://undici.nodejs.org/#/docs/api/Client?id=parameter-clientoptions).
 */

/**
 * The SDK's own timer fires first on slow headers (its timeout error names the seconds); the
 * agent's header limit is a backstop a little later, so the two never race.
 */
const HEADERS_MARGIN_MS = 5_000;
/** A fetch whose header and body timeouts follow `timeoutMs` instead of Node's 300 s default. */
function modelFetch(timeoutMs) {
    const dispatcher = new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({
        headersTimeout: timeoutMs + HEADERS_MARGIN_MS,
        // The openai SDK's timer covers the body too, Anthropic's stops at the headers: a body that
        // stalls there is undici's to catch.
        bodyTimeout: timeoutMs,
    });
    return async (input, init) => {
        // Both SDKs call fetch with a URL string; a global Request is another class than undici's.
        if (input instanceof Request)
            throw new TypeError('the model fetch takes a URL, not a Request');
        // The global and the undici types describe the same objects but differ in details neither SDK
        // uses (FormData entries, Response.bytes), hence the two casts.
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher });
        return response;
    };
}


/***/ }),

/***/ 18241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ countClaudeTokens),
/* harmony export */   ih: () => (/* binding */ countTokens)
/* harmony export */ });
/* unused harmony exports LONG_LINE_CHARS, PIECE_CHARS */
/* harmony import */ var gpt_tokenizer_encoding_o200k_base__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15359);
/**
 * Token counting for prompt budgets. Exact for OpenAI's current models (o200k_base, the encoding of
 * gpt-4o, gpt-4.1, o-series and gpt-5) on ordinary text, an estimate for very long lines and for
 * other vendors' tokenizers.
 *
 * Measured on Node 24 (this repo's toolchain) with 1 MB of TypeScript declarations (226,589 tokens):
 * loading the encoding ~0.43 s once, counting ~0.28 s on the first pass and ~0.08 s once the merge
 * cache is warm. A review prompt is at most a few hundred kB, so counting exactly before every call
 * costs tens of milliseconds, against seconds for the call itself.
 * Except on long runs without a word break: BPE merges one pre-token in time quadratic in its
 * length (10,000 `a`s: 0.07 s; 80,000: 4.8 s; one 150 kB line: tens of seconds, per count, while
 * the event loop is blocked and no deadline can fire). A line past `LONG_LINE_CHARS` is therefore
 * counted in pieces of `PIECE_CHARS`: linear in its length, and a slight over-count (no merge
 * crosses a cut), which is the safe side for a budget. `bench/token-count.ts` prints the figures.
 * Claude's tokenizer is not public and splits text differently, so Claude budgets keep headroom
 * (see `CLAUDE_TOKEN_FACTOR`).
 */

/**
 * Safety margin for Claude prompts counted with o200k. An uncalibrated upper bound chosen for
 * budgeting (we cannot run Claude's tokenizer offline); Anthropic's count_tokens endpoint is exact.
 */
const CLAUDE_TOKEN_FACTOR = 1.2;
/** Lines longer than this are counted in pieces (code lines are far shorter; minified ones are not). */
const LONG_LINE_CHARS = 2_000;
/** Length of one piece of a long line: small enough that its quadratic cost stays around a millisecond. */
const PIECE_CHARS = 1_000;
/** Number of o200k_base tokens in `text`: exact, or a slight over-estimate when a line is very long. */
function countTokens(text) {
    if (text.length === 0)
        return 0;
    let total = 0;
    let runStart = 0;
    let lineStart = 0;
    while (lineStart < text.length) {
        const newline = text.indexOf('\n', lineStart);
        const lineEnd = newline < 0 ? text.length : newline;
        if (lineEnd - lineStart > LONG_LINE_CHARS) {
            // Ordinary lines before it are counted exactly together, the long line piece by piece.
            if (lineStart > runStart)
                total += (0,gpt_tokenizer_encoding_o200k_base__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)(text.slice(runStart, lineStart));
            total += countPieces(text, lineStart, lineEnd);
            runStart = lineEnd;
        }
        lineStart = lineEnd + 1;
    }
    if (runStart < text.length)
        total += (0,gpt_tokenizer_encoding_o200k_base__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)(text.slice(runStart));
    return total;
}
/** Token count for budgeting a Claude prompt: o200k count times `CLAUDE_TOKEN_FACTOR`, rounded up. */
function countClaudeTokens(text) {
    return Math.ceil(countTokens(text) * CLAUDE_TOKEN_FACTOR);
}
function countPieces(text, from, to) {
    let total = 0;
    for (let start = from; start < to;) {
        let end = Math.min(to, start + PIECE_CHARS);
        // Never cut a surrogate pair in two: each half would count as a replacement character.
        if (end < to && isLowSurrogate(text.charCodeAt(end)))
            end++;
        total += (0,gpt_tokenizer_encoding_o200k_base__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)(text.slice(start, end));
        start = end;
    }
    return total;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}


/***/ })

};
