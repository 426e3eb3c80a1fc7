export const id = 6517;
export const ids = [6517];
export const modules = {

/***/ 6517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderJson: () => (/* binding */ renderJson)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/report-shape.generated.js
// prettier-ignore
const REPORT_SHAPE = { "kind": "object", "keys": [["version", { "kind": "literal", "values": [1] }], ["tool", { "kind": "object", "keys": [["name", { "kind": "literal", "values": ["prlens"] }], ["version", { "kind": "string" }]] }], ["target", { "kind": "object", "keys": [["mode", { "kind": "enum", "values": ["worktree", "commit", "range", "base", "pr"] }], ["repo", { "kind": "nullable", "of": { "kind": "string" } }], ["pr", { "kind": "nullable", "of": { "kind": "number", "int": true, "min": [0, false], "max": null } }], ["base", { "kind": "nullable", "of": { "kind": "string" } }], ["head", { "kind": "nullable", "of": { "kind": "string" } }]] }], ["findings", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["start_line", { "kind": "nullable", "of": { "kind": "number", "int": true, "min": [0, false], "max": null } }], ["side", { "kind": "enum", "values": ["RIGHT", "LEFT"] }], ["severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["category", { "kind": "string" }], ["lens", { "kind": "string" }], ["title", { "kind": "string" }], ["body", { "kind": "string" }], ["suggestion", { "kind": "nullable", "of": { "kind": "string" } }], ["suggestion_rule", { "kind": "optional", "of": { "kind": "string" } }], ["suggestion_check", { "kind": "optional", "of": { "kind": "enum", "values": ["verified", "parses", "broken", "unchecked"] } }], ["suggestion_reason", { "kind": "optional", "of": { "kind": "string" } }], ["anchor", { "kind": "string" }], ["confidence", { "kind": "number", "int": false, "min": [0, true], "max": [1, true] }], ["anchored", { "kind": "boolean" }], ["outside_change", { "kind": "optional", "of": { "kind": "literal", "values": [true] } }], ["fingerprint", { "kind": "string" }], ["rule", { "kind": "nullable", "of": { "kind": "string" } }]] } }], ["unanchored", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["start_line", { "kind": "nullable", "of": { "kind": "number", "int": true, "min": [0, false], "max": null } }], ["side", { "kind": "enum", "values": ["RIGHT", "LEFT"] }], ["severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["category", { "kind": "string" }], ["lens", { "kind": "string" }], ["title", { "kind": "string" }], ["body", { "kind": "string" }], ["suggestion", { "kind": "nullable", "of": { "kind": "string" } }], ["suggestion_rule", { "kind": "optional", "of": { "kind": "string" } }], ["suggestion_check", { "kind": "optional", "of": { "kind": "enum", "values": ["verified", "parses", "broken", "unchecked"] } }], ["suggestion_reason", { "kind": "optional", "of": { "kind": "string" } }], ["anchor", { "kind": "string" }], ["confidence", { "kind": "number", "int": false, "min": [0, true], "max": [1, true] }], ["anchored", { "kind": "boolean" }], ["outside_change", { "kind": "optional", "of": { "kind": "literal", "values": [true] } }], ["fingerprint", { "kind": "string" }], ["rule", { "kind": "nullable", "of": { "kind": "string" } }]] } }], ["excluded_files", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["reason", { "kind": "string" }]] } }], ["stats", { "kind": "object", "keys": [["files_changed", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["files_reviewed", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["lines_added", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["lines_deleted", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["findings_by_severity", { "kind": "record", "keys": ["critical", "high", "medium", "low"], "of": { "kind": "number", "int": true, "min": [0, true], "max": null } }], ["lenses", { "kind": "array", "of": { "kind": "string" } }], ["coverage", { "kind": "object", "keys": [["static_files", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["static_rules", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["model", { "kind": "boolean" }], ["model_files", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["test_files", { "kind": "number", "int": true, "min": [0, true], "max": null }]] }], ["below_min_severity", { "kind": "object", "keys": [["min_severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["findings", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["title", { "kind": "string" }], ["rule", { "kind": "nullable", "of": { "kind": "string" } }]] } }]] }], ["dropped_by_audit", { "kind": "object", "keys": [["count", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["findings", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["title", { "kind": "string" }], ["reason", { "kind": "string" }]] } }]] }], ["suppressed_inline", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["pre_existing", { "kind": "optional", "of": { "kind": "object", "keys": [["count", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["findings", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["title", { "kind": "string" }], ["rule", { "kind": "nullable", "of": { "kind": "string" } }]] } }]] } }], ["held_back", { "kind": "optional", "of": { "kind": "object", "keys": [["max_minor_findings", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["max_findings", { "kind": "optional", "of": { "kind": "number", "int": true, "min": [0, true], "max": null } }], ["count", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["findings", { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["line", { "kind": "number", "int": true, "min": [0, false], "max": null }], ["severity", { "kind": "enum", "values": ["critical", "high", "medium", "low"] }], ["title", { "kind": "string" }], ["rule", { "kind": "nullable", "of": { "kind": "string" } }]] } }]] } }], ["imported", { "kind": "optional", "of": { "kind": "object", "keys": [["tools", { "kind": "array", "of": { "kind": "string" } }], ["results", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["on_diff", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["outside_diff", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["not_new", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["info", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["not_on_file", { "kind": "default", "of": { "kind": "number", "int": true, "min": [0, true], "max": null }, "value": 0 }]] } }], ["looked_generated", { "kind": "optional", "of": { "kind": "array", "of": { "kind": "object", "keys": [["path", { "kind": "string" }], ["looked", { "kind": "string" }], ["reason", { "kind": "string" }]] } } }]] }], ["usage", { "kind": "object", "keys": [["prompt_tokens", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["completion_tokens", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["cached_tokens", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["requests", { "kind": "number", "int": true, "min": [0, true], "max": null }], ["context_pack_tokens", { "kind": "optional", "of": { "kind": "number", "int": true, "min": [0, true], "max": null } }], ["context_pack_cut_tokens", { "kind": "optional", "of": { "kind": "number", "int": true, "min": [0, true], "max": null } }], ["cost_usd", { "kind": "nullable", "of": { "kind": "number", "int": false, "min": [0, true], "max": null } }]] }], ["warnings", { "kind": "array", "of": { "kind": "string" } }], ["incomplete", { "kind": "boolean" }], ["duration_ms", { "kind": "number", "int": true, "min": [0, true], "max": null }]] };

// EXTERNAL MODULE: ./.tmp/bundle-src/core/is-record.js
var is_record = __webpack_require__(67501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/report-shape.js
/**
 * The JSON report's self-check without building its zod schemas (issue 48). Building the ~130 zod
 * schemas of `ReviewReport` and running zod's code for the first time cost ~11 ms of every review
 * that printed JSON, more than the rest of the report. `REPORT_SHAPE` (report-shape.generated.ts) is
 * the same schema written out as data by `shapeOf` (report-shape-of.ts); `projectShape` checks a
 * value against it and rebuilds it as zod's parse would (keys in the schema's order, unknown keys
 * dropped, defaults filled). It only ever accepts what zod accepts: anything it is unsure of
 * (an `undefined` anywhere but at an optional or defaulted key) is refused, and the caller then
 * asks zod, whose answer and error message stay the authority.
 */

/** What `projectShape` returns for a value it does not accept. */
const REFUSED = Symbol('refused');
/** `value` rebuilt as zod parses it under `shape`, or REFUSED when zod might not accept it as is. */
function projectShape(value, shape) {
    switch (shape.kind) {
        case 'string':
            return typeof value === 'string' ? value : REFUSED;
        case 'boolean':
            return typeof value === 'boolean' ? value : REFUSED;
        case 'number':
            return numberFits(value, shape) ? value : REFUSED;
        case 'literal':
            return shape.values.some((v) => v === value) ? value : REFUSED;
        case 'enum':
            return typeof value === 'string' && shape.values.includes(value) ? value : REFUSED;
        case 'nullable':
            return value === null ? null : projectShape(value, shape.of);
        case 'optional':
        case 'default':
            // Callers handle an absent key; a value here is parsed by the inner schema.
            return value === undefined ? REFUSED : projectShape(value, shape.of);
        case 'array':
            return projectArray(value, shape.of);
        case 'object':
            return projectObject(value, shape.keys);
        case 'record':
            return projectRecord(value, shape);
    }
}
function numberFits(value, shape) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        return false;
    if (shape.int && !Number.isSafeInteger(value))
        return false;
    if (shape.min && (shape.min[1] ? value < shape.min[0] : value <= shape.min[0]))
        return false;
    if (shape.max && (shape.max[1] ? value > shape.max[0] : value >= shape.max[0]))
        return false;
    return true;
}
function projectArray(value, of) {
    if (!Array.isArray(value))
        return REFUSED;
    const out = [];
    for (const item of value) {
        const projected = projectShape(item, of);
        if (projected === REFUSED)
            return REFUSED;
        out.push(projected);
    }
    return out;
}
function projectObject(value, keys) {
    if (!(0,is_record/* isRecord */.u)(value))
        return REFUSED;
    const out = {};
    for (const [key, shape] of keys) {
        const present = Object.hasOwn(value, key);
        const item = present ? value[key] : undefined;
        if (item === undefined) {
            // As zod: an optional key stays absent, or `undefined` when given so (JSON drops both); a
            // default fills in; any other key is missing.
            if (shape.kind === 'optional') {
                if (present)
                    out[key] = undefined;
                continue;
            }
            if (shape.kind === 'default') {
                out[key] = shape.value;
                continue;
            }
            return REFUSED;
        }
        const projected = projectShape(item, shape);
        if (projected === REFUSED)
            return REFUSED;
        out[key] = projected;
    }
    return out;
}
function projectRecord(value, shape) {
    if (!(0,is_record/* isRecord */.u)(value))
        return REFUSED;
    // Exhaustive: every enum value a key, and no other key.
    if (Object.keys(value).length !== shape.keys.length)
        return REFUSED;
    const out = {};
    for (const key of shape.keys) {
        if (!Object.hasOwn(value, key))
            return REFUSED;
        const projected = projectShape(value[key], shape.of);
        if (projected === REFUSED)
            return REFUSED;
        out[key] = projected;
    }
    return out;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/secret-excerpts.js
var secret_excerpts = __webpack_require__(2563);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/json.js
/**
 * The JSON report: the contract other tools read (docs/contracts.md, "Finding and the JSON report").
 * It is validated before printing, because a report that does not match its own schema is a bug
 * in prlens and must fail loudly here rather than in a consumer.
 */





/** The report as pretty-printed JSON (2-space indent, trailing newline); throws when it is invalid. */
function renderJson(report) {
    // A secret in a quoted anchor or a tool's message is shown as its prefix only.
    const masked = (0,secret_excerpts/* withSecretsMasked */.n)(report);
    // The schema as data checks it without building zod's schemas (report-shape.ts); what it refuses,
    // zod parses, and zod's error names the field.
    const projected = projectShape(masked, REPORT_SHAPE);
    const data = projected === REFUSED ? parsedByZod(masked) : projected;
    return `${JSON.stringify(data, null, 2)}\n`;
}
function parsedByZod(report) {
    const parsed = types/* ReviewReport */.rA.safeParse(report);
    if (!parsed.success) {
        throw new Error(`prlens bug: the review report does not match the ReviewReport schema:\n${errors/* prettifyError */.S1(parsed.error)}`, { cause: parsed.error });
    }
    return parsed.data;
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ diffWithSecretsMasked),
/* harmony export */   n: () => (/* binding */ withSecretsMasked)
/* harmony export */ });
/* harmony import */ var _core_mask_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35987);
/* harmony import */ var _prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55741);
/**
 * What every report output shows of a secret: its provider prefix (`npm_\u2026`), never the whole of it.
 * A static finding already masks the token it reports, but the same line also reaches an output as
 * the diff around a finding (the HTML page's excerpt), a model finding's quoted anchor, a suggestion
 * or another tool's message; the page said "only its prefix is shown" above a diff row holding the
 * whole key (issue 42, point 5; issue 46, point 5). Each renderer passes its report (and the page its
 * diff) through here, with the same table and redactor the prompt uses (src/prompt/redact.ts).
 */


const excerpt = (text) => (0,_prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text, 'excerpt');
/** The report with every string's secrets shown as their prefix. */
function withSecretsMasked(report) {
    return (0,_core_mask_js__WEBPACK_IMPORTED_MODULE_1__/* .maskDeep */ .fI)(report, excerpt);
}
/**
 * The diff with each hunk's secrets shown as their prefix; a private key's body lines are hidden
 * whole, the hunk read in order so a block opened above the shown lines is still known.
 */
function diffWithSecretsMasked(files) {
    return files.map((file) => ({
        ...file,
        hunks: file.hunks.map((hunk) => {
            const texts = (0,_prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactLines */ .nI)(hunk.lines.map((l) => l.text), 'excerpt');
            return { ...hunk, lines: hunk.lines.map((l, i) => ({ ...l, text: texts[i] ?? l.text })) };
        }),
    }));
}


/***/ })

};
