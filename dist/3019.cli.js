export const id = 3019;
export const ids = [3019];
export const modules = {

/***/ 83019:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  previewEstimate: () => (/* binding */ previewEstimate)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/context/context-mode.js
var context_mode = __webpack_require__(47298);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/factory.js
var factory = __webpack_require__(99269);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/prices.js
var prices = __webpack_require__(26441);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/tokens.js
var tokens = __webpack_require__(18241);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/group.js
var group = __webpack_require__(93971);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/deep/deep-units.js
var deep_units = __webpack_require__(76413);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/index.js + 1 modules
var model_plan = __webpack_require__(49001);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/route.js
var route = __webpack_require__(62273);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/plan-estimate.js




/** Plans the lens calls for `files` as a review with these settings would, and counts their prompts. */
function estimatePlan(input) {
    const { settings } = input;
    const lenses = (0,model_plan/* resolveLenses */.tb)(settings.preset, settings.lenses, settings.customLenses ?? []);
    const ids = lenses.map((l) => l.id);
    const files = input.files.filter((f) => f.hunks.length > 0);
    const bare = (0,model_plan/* createPromptContext */.EW)({
        files,
        contents: new Map(input.contents),
        language: settings.language,
        countTokens: input.countTokens,
    });
    const ctx = input.repo ? { ...bare, repo: input.repo } : bare;
    const groups = (0,group/* fallbackGroups */.tj)(files);
    const parse = (0,model_plan/* prFileParser */.oU)(input.contents);
    const { maxInputTokens } = settings;
    if (settings.preset === 'deep') {
        const deep = (0,deep_units/* deepUnits */.G)({ groups, files, parse, ctx, maxInputTokens, warnings: [] });
        return { calls: null, promptTokens: null, packTokens: null, lenses: ids, units: deep.units.map(pathsOf) };
    }
    const reserveTokens = Math.max(0, ...lenses.map((lens) => ctx.countTokens((0,model_plan/* buildUser */.wN)([lens]))));
    const budget = { maxInputTokens, reserveTokens };
    const together = (0,model_plan/* unitGroups */.lV)({ groups, files, parse, ctx, budget });
    const { units } = (0,model_plan/* packUnits */.vG)(together.groups, ctx, budget);
    const routing = settings.lenses.length > 0 ? null : (0,route/* routeHunks */.P6)(files, ctx.contents);
    const plan = (0,model_plan/* buildPlan */.Gg)(units, lenses, ctx, settings.preset, routing);
    const promptTokens = plan.calls.reduce((sum, call) => sum + call.estimatedTokens, 0);
    const packTokens = input.repo?.pack
        ? plan.calls.reduce((sum, call) => sum + (call.packTokens ?? 0), 0)
        : null;
    return { calls: plan.calls.length, promptTokens, packTokens, lenses: ids, units: familiesOf(plan) };
}
function pathsOf(unit) {
    return [...new Set(unit.files.map((f) => f.path))];
}
/** The packed units the calls review (a routed sub-unit counts with the unit it was cut from). */
function familiesOf(plan) {
    const byId = new Map(plan.units.map((u) => [u.id, u]));
    const families = new Map();
    for (const call of plan.calls) {
        const id = call.family ?? call.unitId;
        const family = families.get(id) ?? new Set();
        const unit = byId.get(call.unitId);
        if (unit)
            for (const path of pathsOf(unit))
                family.add(path);
        families.set(id, family);
    }
    return [...families.values()].map((paths) => [...paths]);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/app/engine-settings.js
var engine_settings = __webpack_require__(47599);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/preview-estimate.js






/** The estimate for the kept files, or null when no model would be called (static rules only). */
async function previewEstimate(settings, env, kept, contents, repo) {
    const provider = (0,factory/* inferProvider */.mv)({
        provider: settings.provider,
        apiKey: undefined,
        baseUrl: settings['base-url'],
        env,
    });
    if (provider === 'none')
        return null;
    const model = settings.model ?? factory/* DEFAULT_MODELS */.$b[provider] ?? null;
    const engine = (0,engine_settings/* engineSettings */.O)(settings).model(false);
    const offered = repo && engine.preset !== 'deep' ? await packsFor(engine, kept, contents, repo) : undefined;
    const plan = estimatePlan({ files: kept, contents, settings: engine, countTokens: tokens/* countTokens */.ih, repo: offered });
    const price = model === null ? undefined : (0,prices/* findPrice */.vk)(model);
    const inputCost = price === undefined || plan.promptTokens === null
        ? null
        : (0,prices/* costUsd */.O4)({ prompt_tokens: plan.promptTokens, cached_tokens: 0, cache_write_tokens: 0, completion_tokens: 0 }, price);
    return { provider, model, ...plan, inputCostUsd: inputCost };
}
/** The run's context engine with its packs built (when shown), as the review calls get it; none when off. */
async function packsFor(engine, kept, contents, repo) {
    // Lookups alone: no packs, but the calls' prefix carries the lookup instruction; the index stays lazy.
    if (engine.repoContext === 'off')
        return undefined;
    const { prepareReviewContext } = await __webpack_require__.e(/* import() */ 8350).then(__webpack_require__.bind(__webpack_require__, 58350));
    const context = await prepareReviewContext({
        files: kept.filter((f) => f.hunks.length > 0),
        contents,
        workspace: repo.workspace,
        headRef: repo.headRef,
        clock: repo.clock,
        maxInputTokens: engine.maxInputTokens,
        maxReviewSeconds: engine.maxReviewSeconds,
        countTokens: tokens/* countTokens */.ih,
        excluded: repo.excluded,
        mode: engine.repoContext,
    });
    return (0,context_mode/* offeredContext */.ZJ)(context, engine.repoContext);
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
