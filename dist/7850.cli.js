export const id = 7850;
export const ids = [7850];
export const modules = {

/***/ 17850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJson: () => (/* binding */ renderJson)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37428);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/**
 * The JSON report: the contract other tools read (docs/contracts.md, "Finding and the JSON report").
 * It is validated before printing, because a report that does not match its own schema is a bug
 * in prlens and must fail loudly here rather than in a consumer.
 */



/** The report as pretty-printed JSON (2-space indent, trailing newline); throws when it is invalid. */
function renderJson(report) {
    // A secret in a quoted anchor or a tool's message is shown as its prefix only.
    const parsed = _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewReport */ .rA.safeParse((0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__/* .withSecretsMasked */ .n)(report));
    if (!parsed.success) {
        throw new Error(`prlens bug: the review report does not match the ReviewReport schema:\n${zod__WEBPACK_IMPORTED_MODULE_2__/* .prettifyError */ .S1(parsed.error)}`, { cause: parsed.error });
    }
    return `${JSON.stringify(parsed.data, null, 2)}\n`;
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
