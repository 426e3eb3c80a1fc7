export const id = 6663;
export const ids = [6663];
export const modules = {

/***/ 36663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPullRequest: () => (/* binding */ reviewPullRequest)
/* harmony export */ });
/* harmony import */ var _app_run_inputs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(79278);
/* harmony import */ var _app_review_pr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60249);
/* harmony import */ var _core_mask_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(35987);
/* harmony import */ var _core_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57017);
/* harmony import */ var _github_pr_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8675);
/* harmony import */ var _obs_session_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98259);
/* harmony import */ var _obs_setup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73634);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3712);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(21087);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90754);
/* harmony import */ var _static_rule_catalog_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79008);
/* harmony import */ var _github_session_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12114);
/* harmony import */ var _output_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76548);
/**
 * `prlens review --pr OWNER/REPO#N [--post]`: the action's review of one pull request, run from
 * anywhere. The PR is read over the API (nothing is checked out); the repo config comes from its
 * base branch as in the action. Without --post nothing is written to GitHub: the report goes to
 * stdout (or --output) in the chosen format. The exit code is the CLI contract's.
 */













/** Reviews a GitHub PR; returns the exit code (errors are thrown to the CLI's one catch). */
async function reviewPullRequest(options, io) {
    if (options.preview) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('--preview lists local files only: drop --preview, or drop --pr and run it in the clone');
    }
    let ref;
    try {
        ref = (0,_github_pr_context_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePullRequestRef */ .L)(options.pr);
    }
    catch (error) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(error.message, { cause: error });
    }
    const outputFile = options.output ? await (0,_output_file_js__WEBPACK_IMPORTED_MODULE_8__/* .prepareOutput */ .D)(io.cwd, options.output) : undefined;
    const { gh, logger, mask } = (0,_github_session_js__WEBPACK_IMPORTED_MODULE_7__/* .openGitHubSession */ .w)(io.env, {
        stderr: io.stderr,
        quiet: options.quiet,
        debug: options.debug,
    }, io.github);
    // As for a local review: the session transcript, and the model calls for the HTML page's timeline.
    const observability = (0,_obs_setup_js__WEBPACK_IMPORTED_MODULE_4__/* .createRunObservability */ .r)({
        sessionsDir: (0,_obs_session_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .cliSessionsDir */ .Bd)(io.env),
        env: io.env,
        mask,
        warn: (message) => logger.warn(message),
        writeConsole: io.stderr,
        serviceVersion: _version_js__WEBPACK_IMPORTED_MODULE_10__/* .VERSION */ .x,
        runAttributes: { 'prlens.command': 'review', 'prlens.mode': 'pr' },
    });
    let outcome;
    try {
        outcome = await (0,_app_review_pr_js__WEBPACK_IMPORTED_MODULE_0__/* .runReview */ .O)({
            pr: ref,
            action: null,
            inputs: (0,_app_run_inputs_js__WEBPACK_IMPORTED_MODULE_11__/* .cliRunInputs */ .H)({ ...options, dryRun: !options.post, cwd: io.cwd }),
            // The user picked this PR and pays for its review: the repository's fork gate is not theirs.
            vouched: true,
        }, { gh, logger, clock: io.clock, env: io.env, observability, mask });
    }
    finally {
        await observability.close(outcome?.kind !== 'skipped' && (outcome?.report.incomplete ?? true));
    }
    if (outcome.kind === 'skipped') {
        io.stderr(`prlens: nothing was reviewed: ${outcome.reason}\n`);
        return _core_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.error;
    }
    const { report } = outcome;
    const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
    const html = {
        ...outcome.page,
        repoUrl: `${io.env.GITHUB_SERVER_URL || 'https://github.com'}/${ref.owner}/${ref.repo}`,
    };
    const rules = options.format === 'sarif' ? await (0,_static_rule_catalog_js__WEBPACK_IMPORTED_MODULE_6__/* .loadRuleCatalog */ .I)() : undefined;
    const text = mask((0,_report_index_js__WEBPACK_IMPORTED_MODULE_5__/* .renderReport */ .B1)((0,_core_mask_js__WEBPACK_IMPORTED_MODULE_12__/* .maskDeep */ .fI)(report, mask), options.format, {
        color,
        html,
        language: outcome.settings.language,
        ...(rules ? { rules } : {}),
    }));
    if (outputFile && options.output)
        await (0,_output_file_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutput */ .z)(outputFile, options.output, text);
    else
        io.stdout(text);
    if (outcome.readOnly)
        logger.warn('the token cannot write to this repository: nothing was posted');
    else if (options.post) {
        logger.info(`posted: ${outcome.posted} inline comment(s)${outcome.reviewId === null ? '' : ` in review ${outcome.reviewId}`}, and the summary comment`);
    }
    else
        logger.info('not posted (add --post to publish the review on the pull request)');
    return (0,_core_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .exitCodeFor */ .Rr)(report, outcome.settings['fail-on'], outcome.gate.carried);
}


/***/ })

};
