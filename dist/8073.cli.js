export const id = 8073;
export const ids = [8073,6548];
export const modules = {

/***/ 76548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prepareOutput: () => (/* binding */ prepareOutput),
/* harmony export */   writeOutput: () => (/* binding */ writeOutput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90754);
/**
 * `--output PATH`: where the report goes instead of stdout. A missing folder is created (as
 * `eslint --output-file` and `tsc --outDir` do: in CI the report folder usually does not exist yet),
 * and the path is checked before the review starts, so a bad one fails in a second with a message
 * naming the flag, not after every model call with a raw `ENOENT`.
 *
 * A symbolic link is never written through: a repository can commit `prlens-report.md` pointing at
 * `~/.ssh/authorized_keys`, and the report quotes text the change's author chose. The path is
 * checked with lstat up front (a clear error before the review), and the write itself opens with
 * O_NOFOLLOW, so a link put there during the review is refused too instead of followed.
 */




/** Resolves `output` against `cwd`, creates its folder, and refuses a path that is a folder. */
async function prepareOutput(cwd, output) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, output);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    }
    catch (error) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot create the folder ${dir} (${reason(error)}); pick a path in a writable folder`, { cause: error });
    }
    // Only a missing file means "nothing there yet"; any other failure is said now, not after the review.
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot check the path (${reason(error)})`, { cause: error });
    });
    if (existing?.isSymbolicLink())
        throw symlinkRefused(output);
    if (existing?.isDirectory()) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output} is a folder: give a file name, e.g. ${node_path__WEBPACK_IMPORTED_MODULE_2__.join(output, 'prlens-report')}`);
    }
    return file;
}
/** Writes the report to a path from prepareOutput; an error names the flag and the reason. */
async function writeOutput(file, output, text) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, WRITE_NO_FOLLOW, 0o666);
    }
    catch (error) {
        if (error.code === 'ELOOP')
            throw symlinkRefused(output, error);
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
    }
    try {
        await handle.writeFile(text);
    }
    catch (error) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
    }
    finally {
        await handle.close();
    }
}
/** Create or truncate, but fail with ELOOP when the last part of the path is a symbolic link. */
const WRITE_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
function symlinkRefused(output, cause) {
    return new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output} is a symbolic link; prlens does not write the report through a link (a ` +
        'repository can commit one that points at a file of yours): remove the link or pick another path', cause === undefined ? undefined : { cause });
}
function reason(error) {
    const code = error.code;
    if (code === 'ENOTDIR' || code === 'EEXIST')
        return 'part of the path is a file, not a folder';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'EROFS')
        return 'read-only file system';
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 68073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewPullRequest: () => (/* binding */ reviewPullRequest)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/app/run-inputs.js
var run_inputs = __webpack_require__(79278);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/review-pr.js + 5 modules
var review_pr = __webpack_require__(54145);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/report-rules.js
var report_rules = __webpack_require__(35947);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/pr-context.js
var pr_context = __webpack_require__(8675);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/session-paths.js
var session_paths = __webpack_require__(98259);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/setup.js + 3 modules
var setup = __webpack_require__(73634);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/report-page.js + 3 modules
var report_page = __webpack_require__(35434);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/json.js + 2 modules
var json = __webpack_require__(6517);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown.js
var markdown = __webpack_require__(73601);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/rdjson.js
var rdjson = __webpack_require__(56368);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/sarif.js
var sarif = __webpack_require__(29143);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/text.js
var report_text = __webpack_require__(19027);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/formats.js
var formats = __webpack_require__(15382);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/index.js







/** Renders a report in the given format. */
function renderReport(report, format, opts = {}) {
    switch (format) {
        case 'text':
            return (0,report_text.renderText)(report, { color: opts.color ?? false, language: opts.language });
        case 'json':
            return (0,json.renderJson)(report);
        case 'markdown':
            return (0,markdown.renderMarkdown)(report, {
                ...(opts.maxChars === undefined ? {} : { maxChars: opts.maxChars }),
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
        case 'sarif':
            return (0,sarif.renderSarif)(report, opts.rules === undefined ? {} : { rules: opts.rules });
        case 'rdjson':
            return (0,rdjson.renderRdjson)(report);
        case 'html':
            return (0,report_page.renderHtml)(report, {
                ...opts.html,
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
    }
}


// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
// EXTERNAL MODULE: ./.tmp/bundle-src/cli/usage-error.js
var usage_error = __webpack_require__(90754);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/rule-catalog.js
var rule_catalog = __webpack_require__(79008);
// EXTERNAL MODULE: ./.tmp/bundle-src/cli/github-session.js + 25 modules
var github_session = __webpack_require__(15726);
// EXTERNAL MODULE: ./.tmp/bundle-src/cli/output-file.js
var output_file = __webpack_require__(76548);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/review-pr-command.js
/**
 * `prlens review --pr OWNER/REPO#N [--post]`: the action's review of one pull request, run from
 * anywhere. The PR is read over the API (nothing is checked out); the repo config comes from its
 * base branch as in the action. Without --post nothing is written to GitHub: the report goes to
 * stdout (or --output) in the chosen format. The exit code is the CLI contract's.
 */













/** Reviews a GitHub PR; returns the exit code (errors are thrown to the CLI's one catch). */
async function reviewPullRequest(options, io) {
    if (options.preview) {
        throw new usage_error/* UsageError */.e('--preview lists local files only: drop --preview, or drop --pr and run it in the clone');
    }
    let ref;
    try {
        ref = (0,pr_context/* parsePullRequestRef */.L)(options.pr);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(error.message, { cause: error });
    }
    const outputFile = options.output ? await (0,output_file.prepareOutput)(io.cwd, options.output) : undefined;
    const { forge, logger, mask } = (0,github_session/* openGitHubSession */.w)(io.env, {
        stderr: io.stderr,
        quiet: options.quiet,
        debug: options.debug,
    }, io.github);
    // As for a local review: the session transcript, and the model calls for the HTML page's timeline.
    const observability = (0,setup/* createRunObservability */.r)({
        sessionsDir: (0,session_paths/* cliSessionsDir */.Bd)(io.env),
        env: io.env,
        mask,
        warn: (message) => logger.warn(message),
        writeConsole: io.stderr,
        serviceVersion: version/* VERSION */.x,
        runAttributes: { 'prlens.command': 'review', 'prlens.mode': 'pr' },
    });
    let outcome;
    try {
        outcome = await (0,review_pr/* runReview */.O)({
            pr: ref,
            action: null,
            inputs: (0,run_inputs/* cliRunInputs */.H)({ ...options, dryRun: !options.post, cwd: io.cwd }),
            // The user picked this PR and pays for its review: the repository's fork gate is not theirs.
            vouched: true,
        }, { forge, logger, clock: io.clock, env: io.env, observability, mask });
    }
    finally {
        await observability.close(outcome?.kind !== 'skipped' && (outcome?.report.incomplete ?? true));
    }
    if (outcome.kind === 'skipped') {
        io.stderr(`prlens: nothing was reviewed: ${outcome.reason}\n`);
        return report_rules/* EXIT */.dc.error;
    }
    const { report } = outcome;
    const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
    const html = {
        ...outcome.page,
        repoUrl: `${io.env.GITHUB_SERVER_URL || 'https://github.com'}/${ref.owner}/${ref.repo}`,
    };
    const rules = options.format === 'sarif' ? await (0,rule_catalog/* loadRuleCatalog */.I)() : undefined;
    const text = mask(renderReport((0,core_mask/* maskDeep */.fI)(report, mask), options.format, {
        color,
        html,
        language: outcome.settings.language,
        ...(rules ? { rules } : {}),
    }));
    if (outputFile && options.output)
        await (0,output_file.writeOutput)(outputFile, options.output, text);
    else
        io.stdout(text);
    if (outcome.readOnly)
        logger.warn('the token cannot write to this repository: nothing was posted');
    else if (options.post) {
        logger.info(`posted: ${outcome.posted} inline comment(s)${outcome.reviewId === null ? '' : ` in review ${outcome.reviewId}`}, and the summary comment`);
    }
    else
        logger.info('not posted (add --post to publish the review on the pull request)');
    return (0,report_rules/* exitCodeFor */.Rr)(report, outcome.settings['fail-on'], outcome.gate.carried);
}


/***/ }),

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

/***/ 79068:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ toPlainText)
/* harmony export */ });
/**
 * Markdown as plain text, for the terminal and for SARIF's `message.text` (which code scanning shows
 * as it is). Titles and bodies are written in Markdown for the PR comment (`**bold**`, `` `code` ``,
 * links, fences); printed raw, a reader sees the markup instead of the words.
 *
 * Only Markdown markup is removed (HTML is left as written: it may be the subject of the finding).
 * Code spans and fenced blocks keep their text exactly (an `_` or `*` inside
 * code is code), and `snake_case` words are not mistaken for emphasis.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Renders Markdown as plain text: markup removed, code kept verbatim, fences indented by four. */
function toPlainText(markdown) {
    const out = [];
    let fence = null;
    for (const line of markdown.split('\n')) {
        const marker = FENCE.exec(line)?.[1];
        if (fence !== null) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
                fence = null;
            else
                out.push(line === '' ? '' : `    ${line}`);
            continue;
        }
        if (marker !== undefined) {
            fence = marker;
            continue;
        }
        out.push(plainLine(line));
    }
    return out.join('\n');
}
function plainLine(line) {
    const block = line
        .replace(/^(\s{0,3})#{1,6}\s+/, '$1')
        .replace(/^(\s{0,3})>\s?/, '$1')
        .replace(/^(\s*)[*+]\s+/, '$1- ');
    // Code spans are swapped for placeholders first, so nothing inside them is touched, while emphasis
    // around them (`**\`x\`**`) still pairs up.
    const spans = [];
    const masked = block.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks, code) => {
        spans.push(code.replace(/^ (.*) $/, '$1'));
        return `\u0000${spans.length - 1}\u0000`;
    });
    return plainInline(masked).replace(/\u0000(\d+)\u0000/g, (_m, i) => spans[Number(i)] ?? '');
}
function plainInline(text) {
    return text
        .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1')
        .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label, url) => label === url ? url : `${label} (${url})`)
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
        .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
        .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
        .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1');
}


/***/ }),

/***/ 56368:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildRdjson: () => (/* binding */ buildRdjson),
/* harmony export */   renderRdjson: () => (/* binding */ renderRdjson)
/* harmony export */ });
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78317);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79068);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29143);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2563);




const SEVERITY = {
    critical: 'ERROR',
    high: 'ERROR',
    medium: 'WARNING',
    low: 'INFO',
};
/**
 * Lines without columns: reviewdog reads `start {line: a}, end {line: b}` line-wise, lines a to b
 * both included, which is exactly a finding's range and the lines its suggestion replaces.
 */
function lines(finding) {
    const start = finding.start_line ?? finding.line;
    return { start: { line: start }, end: { line: finding.line } };
}
function toDiagnostic(finding, pinned) {
    const title = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .toPlainText */ .b)(finding.title).trim() || `${finding.lens} finding`;
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_0__/* .STATIC_RULE_LINE */ .vh));
    // rdjson locations are in the new file: a finding on a deleted (LEFT) line, or one whose line was
    // never verified against the diff, stays on its file only rather than on a line it may not be about.
    const right = pinned && finding.side === 'RIGHT';
    const diagnostic = {
        message: body === '' ? title : `${title}\n\n${body}`,
        location: right ? { path: finding.path, range: lines(finding) } : { path: finding.path },
        severity: SEVERITY[finding.severity],
        code: { value: (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleId */ .IC)(finding) },
    };
    if (right && finding.suggestion !== null) {
        diagnostic.suggestions = [{ range: lines(finding), text: finding.suggestion.replace(/\r?\n$/, '') }];
    }
    return diagnostic;
}
/** The report's findings as an rdjson DiagnosticResult; unanchored ones on their file, without lines. */
function buildRdjson(report) {
    const pinned = [...report.findings].sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg).map((f) => toDiagnostic(f, true));
    const loose = [...report.unanchored].sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg).map((f) => toDiagnostic(f, false));
    return { source: { name: 'prlens' }, diagnostics: [...pinned, ...loose] };
}
function renderRdjson(report) {
    return `${JSON.stringify(buildRdjson((0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_2__/* .withSecretsMasked */ .n)(report)), null, 2)}\n`;
}


/***/ }),

/***/ 29143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IC: () => (/* binding */ ruleId),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif)
/* harmony export */ });
/* unused harmony exports buildSarif, artifactUri */
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78317);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79068);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);



const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** GitHub rejects an upload with more results than this in one run. */
const GITHUB_MAX_RESULTS_PER_RUN = 25_000;
const FINGERPRINT_KEY = 'prlens/v1';
const LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note',
};
/** GitHub reads this 0-10 score (as a string) to rank security alerts; it needs the `security` tag. */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '3.0',
};
/** The report as a SARIF 2.1.0 document (2-space indent, trailing newline). */
function renderSarif(report, options = {}) {
    return `${JSON.stringify(buildSarif((0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__/* .withSecretsMasked */ .n)(report), options), null, 2)}\n`;
}
/**
 * The SARIF log as an object: one SARIF rule per prlens rule (its own id, as rules/README.md says)
 * and one per lens for model findings (`lens/<name>`).
 */
function buildSarif(report, options = {}) {
    const maxResults = options.maxResults ?? GITHUB_MAX_RESULTS_PER_RUN;
    const catalog = new Map((options.rules ?? []).map((r) => [r.id, r]));
    const onNewSide = report.findings.filter((f) => f.side === 'RIGHT').sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg);
    const kept = onNewSide.slice(0, maxResults);
    const omittedLeftSide = report.findings.length - onNewSide.length;
    const omittedOverLimit = onNewSide.length - kept.length;
    const uncatalogued = new Set();
    const byId = new Map();
    for (const finding of kept) {
        const id = ruleId(finding);
        if (byId.has(id))
            continue;
        if (finding.rule === null)
            byId.set(id, lensRule(id, finding.lens));
        else {
            const info = catalog.get(finding.rule);
            if (!info)
                uncatalogued.add(finding.rule);
            byId.set(id, info ? staticRule(info) : bareRule(id));
        }
    }
    // Sorted by id so the rule list (and every ruleIndex) is the same whatever order findings come in.
    const rules = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
    const results = kept.map((finding) => {
        const id = ruleId(finding);
        return toResult(finding, id, ruleIndex.get(id) ?? 0);
    });
    const notes = [];
    if (omittedLeftSide > 0)
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(omittedLeftSide, 'finding')} on deleted lines (old file)`);
    if (report.unanchored.length > 0) {
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(report.unanchored.length, 'finding')} not pinned to a changed line`);
    }
    if (omittedOverLimit > 0) {
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(omittedOverLimit, 'finding')} over GitHub's limit of ${maxResults} results`);
    }
    const notifications = report.warnings.map((text) => ({
        level: 'warning',
        message: { text },
    }));
    if (notes.length > 0) {
        notifications.push({
            level: 'warning',
            message: { text: `Not in this SARIF log (see the JSON report): ${notes.join('; ')}.` },
        });
    }
    if (uncatalogued.size > 0) {
        notifications.push({
            level: 'warning',
            message: { text: `No rule metadata for ${[...uncatalogued].sort().join(', ')}: described by id only.` },
        });
    }
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'prlens',
                        version: report.tool.version,
                        rules,
                    },
                },
                invocations: [{ executionSuccessful: !report.incomplete, toolExecutionNotifications: notifications }],
                results,
                properties: {
                    incomplete: report.incomplete,
                    omittedLeftSide,
                    omittedUnanchored: report.unanchored.length,
                    omittedOverLimit,
                },
            },
        ],
    };
}
/**
 * The SARIF rule id of a finding: the static rule's own id (`py-eval-exec`), or `lens/<lens>` for a
 * model finding. A finding two model lenses agreed on (`security+correctness`) files under the first.
 */
function ruleId(finding) {
    if (finding.rule !== null)
        return finding.rule;
    return `lens/${toKebab(finding.lens.split('+')[0] ?? '')}`;
}
/** A repository-relative path as a URI reference: forward slashes, each segment percent-encoded. */
function artifactUri(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/^\/+/, '')
        .split('/')
        .map(encodeURIComponent)
        .join('/');
}
function toResult(finding, id, index) {
    const start = finding.start_line;
    const region = start !== null && start < finding.line
        ? { startLine: start, endLine: finding.line }
        : { startLine: finding.line };
    return {
        ruleId: id,
        ruleIndex: index,
        level: LEVEL[finding.severity],
        message: { text: messageText(finding) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
                    region,
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
        ...fixesOf(finding),
        properties: {
            severity: finding.severity,
            lens: finding.lens,
            category: finding.category,
            confidence: finding.confidence,
            rule: finding.rule,
        },
    };
}
/**
 * A fix only for a suggestion that was applied, parsed and re-reviewed without a new finding: a SARIF
 * consumer may apply it unseen. The deleted region has no columns, so it spans the whole lines (3.30.2).
 */
function fixesOf(finding) {
    const check = finding.suggestion_check;
    if (finding.suggestion === null || (check !== 'verified' && check !== 'parses'))
        return {};
    const fix = {
        description: { text: `Suggested change (${check}: ${finding.suggestion_reason ?? ''})` },
        artifactChanges: [
            {
                artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
                replacements: [
                    {
                        deletedRegion: { startLine: finding.start_line ?? finding.line, endLine: finding.line },
                        insertedContent: { text: finding.suggestion },
                    },
                ],
            },
        ],
    };
    return { fixes: [fix] };
}
function messageText(finding) {
    const parts = [oneLine((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)(finding.title)) || `${finding.lens} finding`];
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_0__/* .STATIC_RULE_LINE */ .vh));
    if (body !== '')
        parts.push(body);
    if (finding.suggestion !== null)
        parts.push(`Suggested change:\n${finding.suggestion}`);
    return parts.join('\n\n');
}
function staticRule(info) {
    const security = info.category === 'security';
    const rule = {
        id: info.id,
        shortDescription: { text: oneLine(info.message) },
        defaultConfiguration: { level: LEVEL[info.severity] },
        properties: {
            ...(security
                ? { tags: ['security'], 'security-severity': SECURITY_SEVERITY[info.severity] }
                : { tags: [info.category] }),
            ...(info.precision ? { precision: info.precision } : {}),
        },
    };
    if (info.note)
        rule.fullDescription = { text: (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)(info.note.trim()) };
    if (info.url && /^https?:\/\//.test(info.url))
        rule.helpUri = info.url;
    return rule;
}
/**
 * A model lens as a rule. A lens grades each finding itself, so it has no severity of its own: no
 * `security-severity` (one score would overstate some findings and understate others), and code
 * scanning shows each result's own `level` instead.
 */
function lensRule(id, lens) {
    const name = toKebab(lens.split('+')[0] ?? '');
    return {
        id,
        shortDescription: { text: `prlens ${name} lens (language-model review)` },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: name === 'security' ? ['security'] : [] },
    };
}
/** A static rule missing from the catalog: its id only, never metadata guessed from a finding. */
function bareRule(id) {
    return {
        id,
        shortDescription: { text: `prlens static rule ${id}` },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: [] },
    };
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function toKebab(text) {
    const kebab = text
        .trim()
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    return kebab === '' ? 'general' : kebab;
}


/***/ }),

/***/ 19027:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78317);
/* harmony import */ var _coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72174);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79068);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27667);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2563);
/**
 * Terminal rendering of a review. Titles and bodies come from a model or from rules, so control
 * characters are stripped before printing: a finding must not be able to move the cursor, clear
 * the screen or recolour the terminal, and with `color: false` the output holds no escape at all.
 */






const FORMAT = {
    bold: 'bold',
    dim: 'dim',
    red: 'red',
    boldRed: ['bold', 'red'],
    yellow: 'yellow',
    cyan: 'cyan',
    magenta: ['bold', 'magenta'],
    green: 'green',
};
/**
 * Node's `styleText` writes the escapes. `validateStream: false` because the caller has already
 * decided from the injected `isTTY` and env (so tests and the CLI agree); Node 22.13+ would
 * otherwise look at the real `process.stdout` and `process.env` instead, and older 22.x ignore it.
 */
function styled(style, text) {
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.styleText)(FORMAT[style], text, { validateStream: false });
}
const SEVERITY_STYLE = {
    critical: 'magenta',
    high: 'red',
    medium: 'yellow',
    low: 'cyan',
};
const BODY_INDENT = '      ';
const CODE_INDENT = '          ';
/** Renders a report for a terminal: what was looked at, findings by file, what was left out, usage. */
function renderText(input, options) {
    const report = (0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_4__/* .withSecretsMasked */ .n)(input);
    const paint = (style, text) => (options.color ? styled(style, text) : text);
    const out = [];
    const tr = (0,_i18n_index_js__WEBPACK_IMPORTED_MODULE_3__/* .translator */ .Nj)(options.language);
    out.push(paint('bold', header(report, tr)));
    // What each lens looked at: "kept for review" is not "read by a rule or a model".
    out.push(`${tr.t('coverage')}: ${clean((0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__/* .coverageSentence */ .Qc)(report, tr))}`);
    const hidden = (0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__/* .hiddenSentence */ .iq)(report, tr);
    if (hidden !== '')
        out.push(clean(hidden));
    if (report.incomplete) {
        const scope = tr.t('scope', {
            files: tr.count('fileCount', report.stats.files_changed),
            target: (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(report.target, tr),
        });
        out.push(paint('boldRed', `${tr.t('incompleteTitle').toUpperCase()} ${clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .incompleteReason */ .D1)(report))}`));
        out.push(paint('boldRed', clean(tr.t('incompleteRest', { scope }))));
    }
    out.push('');
    for (const [path, findings] of (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByFile */ .XQ)(report.findings)) {
        out.push(paint('bold', clean(path)));
        for (const finding of findings)
            out.push(...findingLines(finding, paint, tr));
        out.push('');
    }
    if (report.findings.length === 0 && report.unanchored.length === 0) {
        // An incomplete review with nothing found has not shown the change is fine: say only what ran.
        out.push(report.incomplete
            ? tr.t('nothingFound')
            : paint('green', `${tr.t('noFindings')}${lensList(report, tr)}`), '');
    }
    if (report.unanchored.length > 0) {
        out.push(paint('bold', `${tr.t('unanchored')}:`));
        for (const [path, findings] of (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByFile */ .XQ)(report.unanchored)) {
            for (const finding of findings) {
                const where = finding.outside_change
                    ? tr.t('outsideChange', { path })
                    : tr.t('nearLine', { path, line: finding.line });
                out.push(...findingLines(finding, paint, tr, clean(where)));
            }
        }
        out.push('');
    }
    if (report.excluded_files.length > 0) {
        const files = tr.count('fileCount', report.excluded_files.length);
        out.push(paint('bold', `${tr.t('excluded', { files })}:`));
        for (const file of report.excluded_files)
            out.push(`  ${clean(file.path)}: ${clean(file.reason)}`);
        out.push('');
    }
    if (report.warnings.length > 0) {
        out.push(paint('yellow', `${tr.t('warnings')}:`));
        for (const warning of report.warnings)
            out.push(`  - ${clean(warning)}`);
        out.push('');
    }
    const seconds = `${tr.num(report.duration_ms / 1000, 1)} s`;
    out.push(paint('dim', `${tr.t('usage')}: ${usageText(report, tr)}; ${seconds}`));
    return `${out.join('\n')}\n`;
}
/** English keeps common.ts's usage line; another language gets the Markdown's translated one. */
function usageText(report, tr) {
    const u = report.usage;
    if (tr.lang === 'en' || u.requests === 0)
        return u.requests === 0 ? tr.t('usageNone') : (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsage */ .pK)(u);
    const cached = u.cached_tokens > 0 ? ` ${tr.t('usageCached', { n: u.cached_tokens })}` : '';
    return [
        `${tr.t('usagePrompt', { n: u.prompt_tokens })}${cached}`,
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .contextPackText */ .Yq)(u, tr),
        tr.t('usageCompletion', { n: u.completion_tokens }),
        tr.count('usageRequests', u.requests),
        u.cost_usd === null ? tr.t('costUnknown') : tr.cost(u.cost_usd),
    ].join(', ');
}
function header(report, tr) {
    const parts = [
        `${tr.t('heading')}: ${clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(report.target, tr))}`,
        tr.count('findingCount', report.findings.length),
    ];
    if (report.unanchored.length > 0)
        parts.push(tr.count('notPinnedCount', report.unanchored.length));
    if (report.incomplete)
        parts.push(tr.t('incompleteFlag'));
    return parts.join(' | ');
}
function findingLines(finding, paint, tr, where = clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .locationLabel */ .GE)(finding))) {
    const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.toUpperCase());
    const rule = finding.rule === null ? '' : ` ${clean(finding.rule)}`;
    const lines = [
        `  ${where}  ${severity}  [${clean(finding.lens)}${rule}]  ${paint('bold', oneLine((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_5__/* .toPlainText */ .b)(finding.title)))}`,
    ];
    // Bodies are Markdown written for the PR comment: shown as plain text, without the repeated title
    // and (the rule id is in the brackets above) without the static rule line.
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_5__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_1__/* .STATIC_RULE_LINE */ .vh));
    if (body !== '')
        lines.push(...indent(clean(body).trimEnd(), BODY_INDENT));
    if (finding.suggestion !== null) {
        lines.push(`${BODY_INDENT}${paint('dim', tr.t('suggestedChange'))}`);
        lines.push(...indent(clean(finding.suggestion).trimEnd(), CODE_INDENT));
    }
    return lines;
}
function lensList(report, tr) {
    const lenses = report.stats.lenses;
    return lenses.length > 0 ? ` ${tr.t('lensList', { list: lenses.map(clean).join(', ') })}` : '';
}
function indent(text, prefix) {
    return text.split('\n').map((line) => (line === '' ? '' : `${prefix}${line}`));
}
function oneLine(text) {
    return clean(text).replace(/\s+/g, ' ').trim();
}
/** Drops C0/C1 control characters (ESC among them) except newline and tab; turns CRLF into LF. */
function clean(text) {
    return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}


/***/ })

};
