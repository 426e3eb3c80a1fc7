export const id = 565;
export const ids = [565];
export const modules = {

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

/***/ 93565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OpenAIChatClient: () => (/* binding */ OpenAIChatClient)
/* harmony export */ });
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98193);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82232);
/* harmony import */ var _model_fetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13699);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18241);
/**
 * Single-shot adapter over the `openai` SDK's Chat Completions, the one API that every
 * OpenAI-compatible server speaks (Ollama, vLLM, LM Studio, OpenRouter, Azure OpenAI's v1 endpoint).
 * No retries here: `ResilientModelClient` owns them.
 */




// Ollama and most local servers ignore the key but the SDK refuses to build a client without one.
const PLACEHOLDER_KEY = 'no-key';
/** A `ModelClient` for one model on an OpenAI-compatible endpoint. */
class OpenAIChatClient {
    options;
    provider;
    model;
    /** What the retry layer classifies this adapter's failures by. */
    sdkErrors = { APIError: openai__WEBPACK_IMPORTED_MODULE_0__/* .APIError */ .LG, APIConnectionError: openai__WEBPACK_IMPORTED_MODULE_0__/* .APIConnectionError */ .xX, APIConnectionTimeoutError: openai__WEBPACK_IMPORTED_MODULE_0__/* .APIConnectionTimeoutError */ .qA };
    client;
    constructor(options) {
        this.options = options;
        this.provider = options.provider;
        this.model = options.model;
        this.client = new openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .Ay({
            apiKey: options.apiKey ?? PLACEHOLDER_KEY,
            // Explicit, so OPENAI_BASE_URL in the environment cannot redirect the key elsewhere.
            baseURL: options.baseUrl,
            timeout: options.timeoutMs,
            // Node's fetch would cap the wait for headers and body at 300 s whatever `timeout` says.
            fetch: (0,_model_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .modelFetch */ .Y)(options.timeoutMs),
            maxRetries: 0,
            logLevel: 'off',
        });
    }
    /** A cheap question to the endpoint (the model list): true when any HTTP answer came, even an error. */
    async probe(signal) {
        try {
            await this.client.models.list({ signal, maxRetries: 0 });
            return true;
        }
        catch (error) {
            return error instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .APIError */ .LG && error.status !== undefined;
        }
    }
    countTokens(text) {
        return (0,_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .countTokens */ .ih)(text);
    }
    async complete(request) {
        const { data, request_id } = await this.client.chat.completions
            .create(this.body(request), { signal: request.signal, timeout: this.options.timeoutMs })
            .withResponse();
        return this.toResponse(data, request, request_id ?? null);
    }
    body(request) {
        const body = {
            model: this.model,
            // The system prompt first and byte-identical across calls: OpenAI caches the longest shared
            // prefix of >= 1024 tokens automatically (https://platform.openai.com/docs/guides/prompt-caching).
            messages: [{ role: 'system', content: request.system }, ...request.messages.map(toOpenAIMessage)],
        };
        if (request.tools && request.tools.length > 0) {
            // https://platform.openai.com/docs/guides/function-calling: function tools, answered by
            // `role: tool` messages carrying the call's id.
            body.tools = request.tools.map((tool) => ({
                type: 'function',
                function: { name: tool.name, description: tool.description, parameters: tool.parameters },
            }));
            body.tool_choice = toOpenAIToolChoice(request.toolChoice ?? 'auto');
        }
        if (request.temperature !== undefined)
            body.temperature = request.temperature;
        if (request.maxOutputTokens !== undefined) {
            // OpenAI's reasoning models reject `max_tokens`; many compatible servers only know `max_tokens`.
            if (this.provider === 'openai')
                body.max_completion_tokens = request.maxOutputTokens;
            else
                body.max_tokens = request.maxOutputTokens;
        }
        if (request.schema && !request.tools?.length) {
            body.response_format = {
                type: 'json_schema',
                json_schema: {
                    name: request.schema.name,
                    schema: request.schema.schema,
                    strict: request.schema.strict ?? true,
                },
            };
        }
        return body;
    }
    toResponse(completion, request, requestId) {
        // A 200 with an empty body or no choices (seen from overloaded compatible servers and proxies)
        // is a server fault, not an answer.
        const choice = completion?.choices?.[0];
        if (!choice) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m(`${this.provider} answered 200 without a completion`, {
                kind: 'server',
                retryable: true,
                provider: this.provider,
                model: this.model,
            });
        }
        const refusal = choice.message.refusal;
        const text = refusal ?? choice.message.content ?? '';
        const toolCalls = (choice.message.tool_calls ?? []).flatMap((call) => call.type === 'function'
            ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
            : []);
        const finishReason = refusal
            ? 'refusal'
            : choice.finish_reason === 'tool_calls'
                ? 'stop'
                : choice.finish_reason === 'length'
                    ? 'length'
                    : choice.finish_reason === 'content_filter'
                        ? 'refusal'
                        : choice.finish_reason === 'stop'
                            ? 'stop'
                            : 'other';
        const usage = completion.usage;
        return {
            text,
            finishReason,
            // Some compatible servers omit usage; count ourselves rather than report zero tokens.
            usage: usage
                ? {
                    prompt_tokens: usage.prompt_tokens,
                    completion_tokens: usage.completion_tokens,
                    cached_tokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
                    cache_write_tokens: 0,
                }
                : {
                    prompt_tokens: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .countTokens */ .ih)(request.system + request.messages.map((m) => m.content).join('\n')),
                    completion_tokens: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .countTokens */ .ih)(text),
                    cached_tokens: 0,
                    cache_write_tokens: 0,
                },
            model: completion.model || this.model,
            requestId,
            ...(request.tools?.length ? { toolCalls } : {}),
        };
    }
}
/** A port message in Chat Completions terms: tool calls on the assistant turn, results as `role: tool`. */
function toOpenAIMessage(message) {
    if (message.role === 'tool')
        return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    if (message.role === 'assistant' && message.toolCalls && message.toolCalls.length > 0) {
        return {
            role: 'assistant',
            content: message.content === '' ? null : message.content,
            tool_calls: message.toolCalls.map((call) => ({
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: call.arguments },
            })),
        };
    }
    return { role: message.role, content: message.content };
}
function toOpenAIToolChoice(choice) {
    return typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
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
