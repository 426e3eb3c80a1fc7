export const id = 57;
export const ids = [57];
export const modules = {

/***/ 70057:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewLocal: () => (/* binding */ reviewLocal)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/report-rules.js
var report_rules = __webpack_require__(35947);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/git.js + 2 modules
var git = __webpack_require__(4427);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/run-git.js
var run_git = __webpack_require__(29431);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/escape.js
var html_escape = __webpack_require__(61059);
// EXTERNAL MODULE: ./.tmp/bundle-src/log/stderr-logger.js
var stderr_logger = __webpack_require__(50749);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/session-paths.js
var session_paths = __webpack_require__(98259);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/setup.js + 3 modules
var setup = __webpack_require__(73634);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/render-format.js
/** Renders a report in the given format, as `renderReport` does. */
async function renderFormat(report, format, opts = {}) {
    switch (format) {
        // Each renderer loads when its format is asked for: JSON needs no translated strings, text no
        // SARIF rule table (issue 48: a pre-commit run loads only what it prints).
        case 'text': {
            const { renderText } = await Promise.all(/* import() */[__webpack_require__.e(7667), __webpack_require__.e(9027)]).then(__webpack_require__.bind(__webpack_require__, 19027));
            return renderText(report, { color: opts.color ?? false, language: opts.language });
        }
        case 'json':
            return (await __webpack_require__.e(/* import() */ 6517).then(__webpack_require__.bind(__webpack_require__, 6517))).renderJson(report);
        case 'markdown': {
            const { renderMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(7667), __webpack_require__.e(3601)]).then(__webpack_require__.bind(__webpack_require__, 73601));
            return renderMarkdown(report, {
                ...(opts.maxChars === undefined ? {} : { maxChars: opts.maxChars }),
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
        }
        case 'sarif': {
            const { renderSarif } = await Promise.all(/* import() */[__webpack_require__.e(7667), __webpack_require__.e(9143)]).then(__webpack_require__.bind(__webpack_require__, 29143));
            return renderSarif(report, opts.rules === undefined ? {} : { rules: opts.rules });
        }
        case 'rdjson':
            return (await Promise.all(/* import() */[__webpack_require__.e(7667), __webpack_require__.e(6368)]).then(__webpack_require__.bind(__webpack_require__, 56368))).renderRdjson(report);
        case 'html': {
            const { renderHtml } = await Promise.all(/* import() */[__webpack_require__.e(8022), __webpack_require__.e(7667), __webpack_require__.e(5434), __webpack_require__.e(7676)]).then(__webpack_require__.bind(__webpack_require__, 35434));
            return renderHtml(report, {
                ...opts.html,
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
        }
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/rule-catalog.js
var rule_catalog = __webpack_require__(79008);
// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/load-at.js
var load_at = __webpack_require__(53496);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/refs.js
var refs = __webpack_require__(27501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/local-config.js
/**
 * The settings of a local review. With a base side (--base, --from, --commit) the repository's
 * config file is read at that commit with git, as the action reads it from the PR's base: the
 * branch under review must not choose its own fail-on, min-severity or excludes. With no diff flag
 * (the working tree against HEAD) the change is the user's own edits, so the file on disk applies.
 * Either way the layers are merged by `resolveSettings` (src/config/resolve.ts), and the file may
 * not route the key or the code (src/config/repo-trust.ts).
 */





/** The commit the repo config is read at: the base ref's tip, the range's start, the commit's parent. */
async function configRevision(root, mode, target) {
    switch (mode.kind) {
        case 'worktree':
            return null;
        case 'base':
            return target?.refs?.get(mode.ref) ?? (0,refs/* resolveCommit */.WL)(root, mode.ref);
        case 'range':
            return target?.refs?.get(mode.from) ?? (0,refs/* resolveCommit */.WL)(root, mode.from);
        case 'commit':
            if (target?.commit)
                return target.commit.parent;
            return (0,refs/* firstParent */.v1)(root, await (0,refs/* resolveCommit */.WL)(root, mode.sha), mode.sha);
    }
}
/**
 * Loads the settings for a local review of `mode`; a `target` resolved already is not resolved again.
 * `alsoRead`: files the review reads later at the commit the config is read at (its base), started
 * in the same `git cat-file` as the config candidates (GitWorkspace.prefetch).
 */
async function loadLocalConfig(sources, mode, target, alsoRead = []) {
    if (mode.kind === 'worktree')
        return (0,load_at/* loadWorktreeConfig */.qX)(sources);
    const rev = await configRevision(sources.root, mode, target);
    // A root commit has no base side: no repository file is trusted to describe it.
    if (rev === null)
        return (0,load_at/* loadConfigAt */.Qi)(sources, null);
    const workspace = new git/* GitWorkspace */.AX(sources.root, [rev]);
    for (const file of alsoRead)
        workspace.prefetch(file, rev);
    // One read per file: the note below compares a candidate the loader has read already.
    const reads = new Map();
    const read = (file) => {
        let pending = reads.get(file);
        if (pending === undefined)
            reads.set(file, (pending = workspace.readFile(file, rev)));
        return pending;
    };
    const loaded = await (0,load_at/* loadConfigAt */.Qi)(sources, { rev, read });
    const note = await baseConfigNote(sources, rev, read);
    return note === null ? loaded : { ...loaded, warnings: [...loaded.warnings, note] };
}
/**
 * Says so when the repository file on disk is not the one this review uses: a config file added or
 * edited on the branch is not read (the base commit's is), which otherwise looks like the file
 * being ignored ("config: defaults"). Null when they agree or there is no file on disk.
 */
async function baseConfigNote(sources, rev, read) {
    if (sources.configPath)
        return null; // an explicit --config is checked at the base already
    const file = (0,load_at/* repoConfigCandidates */.xg)().find((f) => (0,external_node_fs_.existsSync)(external_node_path_.join(sources.root, f)));
    if (file === undefined)
        return null;
    const atBase = await read(file);
    const onDisk = (0,external_node_fs_.readFileSync)(external_node_path_.join(sources.root, file), 'utf8');
    if (atBase === onDisk)
        return null;
    const short = rev.slice(0, 12);
    const why = `with --base, --from or --commit the repository config is read at the base commit ${short}, ` +
        'so a branch cannot choose the settings it is reviewed by';
    const fix = 'commit it on the base branch, or put your own settings in the user config file (prlens config path)';
    return atBase === null
        ? `config: ${file} is not in the base commit, so this review does not use it (${why}); ${fix}`
        : `config: ${file} differs from the base commit's, which this review uses (${why}); ${fix}`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/diff/parse.js + 3 modules
var parse = __webpack_require__(12452);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/build-report.js
var build_report = __webpack_require__(82343);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/pipeline.js + 29 modules
var pipeline = __webpack_require__(47984);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/stages/select/select-stage.js
var select_stage = __webpack_require__(37288);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/run-context.js
var run_context = __webpack_require__(20603);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/prefetch.js
var prefetch = __webpack_require__(31010);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/select-change.js + 1 modules
var select_change = __webpack_require__(74499);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/async-fs.js
var async_fs = __webpack_require__(74379);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/pr-rules.js
var pr_rules = __webpack_require__(80527);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/intent.js
var intent = __webpack_require__(87198);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/background.js
/**
 * The CLI's equivalent of a PR's stated intent: `--background TEXT`, `--background-file
 * PATH`, or \u2014 when neither is given \u2014 the commit messages of the reviewed range. The model gets it as
 * untrusted data between nonce delimiters (src/review/model/plan/prompt.ts), size-capped, never as
 * instructions: a ticket or a commit message is text anyone on the branch could have written.
 */





/** Commits of the range whose messages are read; a long branch's oldest ones say least about the diff. */
const MAX_COMMITS = 20;
/** A background file larger than this is refused rather than read whole (it is meant to be a ticket). */
const MAX_BACKGROUND_FILE_BYTES = 1024 * 1024;
/** The background text for the model, or null when there is none. */
async function resolveBackground(options, cwd, root, local) {
    if (options.background !== undefined) {
        return { text: (0,pr_rules/* capText */.yA)(options.background, pr_rules/* MAX_INTENT_CHARS */.Ik), source: '--background' };
    }
    if (options.backgroundFile !== undefined) {
        const file = external_node_path_.resolve(cwd, options.backgroundFile);
        let text;
        try {
            const buffer = await (0,async_fs/* readFile */.TA)(file);
            if (buffer.length > MAX_BACKGROUND_FILE_BYTES)
                throw new Error('larger than 1 MiB');
            text = buffer.toString('utf8');
        }
        catch (error) {
            throw new Error(`--background-file ${options.backgroundFile}: cannot read it (${error.message}); ` +
                'pass a readable text file, or the text itself with --background', { cause: error });
        }
        return { text: (0,pr_rules/* capText */.yA)(text, pr_rules/* MAX_INTENT_CHARS */.Ik), source: '--background-file' };
    }
    const messages = await commitMessages(root, local);
    // Only generic messages ("Update x.py") state no intent; shown anyway, they would be taken as one.
    if (messages.every((m) => (0,intent/* isGenericCommitMessage */.Mk)(m.replace(/^commit \S+\n/, ''))))
        return null;
    return { text: (0,pr_rules/* capText */.yA)(messages.join('\n\n'), pr_rules/* MAX_INTENT_CHARS */.Ik), source: 'commit messages' };
}
/**
 * Messages of the commits in the reviewed range, newest first: `base..head` (a single commit: that
 * commit). The working tree alone (no commits in range) has none.
 */
async function commitMessages(root, local) {
    if (local.head === null || (local.mode === 'worktree' && local.base === local.head))
        return [];
    if (local.base === local.head)
        return [];
    const range = local.base === null ? [local.head] : [`${local.base}..${local.head}`];
    const { stdout } = await (0,run_git/* runGit */.EO)(root, [
        'log',
        '--no-color',
        '--no-merges',
        `--max-count=${MAX_COMMITS}`,
        '--format=commit %h%n%B%x00',
        '--end-of-options',
        ...range,
        '--',
    ]);
    return stdout
        .split('\0')
        .map((m) => m.trim())
        .filter((m) => m !== '');
}

// EXTERNAL MODULE: ./.tmp/bundle-src/app/agent-guidance.js + 2 modules
var agent_guidance = __webpack_require__(34013);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/engine-settings.js
var engine_settings = __webpack_require__(47599);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/imported-results.js
var imported_results = __webpack_require__(41096);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/model.js + 3 modules
var app_model = __webpack_require__(53924);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-local.js
/**
 * The review of a local change (the CLI's `prlens review`): read the diff from git, select the
 * files, run the pipeline with the model the settings ask for, and build the report. Printing,
 * progress and the output file are the CLI's (src/cli/review-command.ts); collaborators come in.
 */















/**
 * The preview: the same selection as the review, header reads included, and the model calls it
 * would make; it still calls no model.
 */
async function previewChange(change, settings, deps) {
    const { files, workspace, local, unreadable } = change;
    const { kept, excluded, classes, contents, warnings, unconfirmed, pathFilter } = await (0,select_change/* selectChange */.f)({
        files,
        workspace,
        headRef: local.headRef,
        baseRef: local.base,
        options: (0,engine_settings/* engineSettings */.O)(settings).selection,
        wanted: (0,select_stage/* readFor */.u)((0,app_model/* previewHasModel */.T)(settings, deps.env)),
    });
    for (const warning of warnings)
        deps.logger.warn(warning);
    // Loaded only for a preview: it brings the prompt planner and the tokenizer.
    const { previewEstimate } = await Promise.all(/* import() */[__webpack_require__.e(5359), __webpack_require__.e(2805), __webpack_require__.e(3019)]).then(__webpack_require__.bind(__webpack_require__, 83019));
    const repo = { workspace, headRef: local.headRef, clock: deps.clock, excluded: pathFilter };
    const estimate = await previewEstimate(settings, deps.env, kept, contents, repo);
    return { kind: 'preview', kept, excluded: [...excluded, ...unreadable], classes, unconfirmed, estimate };
}
/** Reviews (or previews) the local change; errors are thrown to the CLI's one catch. */
async function reviewLocalChange(request, deps) {
    const started = deps.clock.now();
    const { root, settings } = request;
    const { logger, observer } = deps;
    deps.onProgress?.({ phase: 'diff' });
    const local = await (request.diff ?? (0,git/* readLocalDiff */.FD)(root, request.mode, request.target));
    const parsing = { 'prlens.diff_bytes': local.diff.length };
    const files = await observer.span('prlens.diff_parse', parsing, () => {
        const parsed = (0,parse/* parseUnifiedDiff */.rj)(local.diff);
        parsing['prlens.files'] = parsed.length;
        return Promise.resolve(parsed);
    });
    const engine = (0,engine_settings/* engineSettings */.O)(settings);
    const workspace = new git/* GitWorkspace */.AX(root, [local.base, local.head]);
    // Files git could not read (a missing object) are left out with the reason, not fatal.
    const unreadable = local.unreadable.map((u) => ({ path: u.path, reason: u.reason }));
    if (request.preview)
        return previewChange({ files, workspace, local, unreadable }, settings, deps);
    const { model: chosen } = await (0,app_model/* createModel */.k)(settings, { env: deps.env, clock: deps.clock, observer, mask: deps.mask, keyless: 'fail' }, logger);
    if (!chosen)
        logger.info('no model configured: reviewing with the static rules only');
    // The agent instruction files of the base of the comparison, never of the change itself.
    const base = { workspace, ref: local.base, paths: files.map((f) => f.path) };
    const model = chosen && (await (0,agent_guidance/* withAgentGuidance */.K)(chosen, settings, base, logger));
    // What the change is meant to do: --background(-file), else the range's commit messages.
    const background = model ? await resolveBackground(request, request.cwd, root, local) : null;
    if (background)
        logger.info(`background for the model: ${background.source}`);
    const given = request.sarif && request.sarif.length > 0 ? request.sarif : undefined;
    const source = given && { paths: given, cwd: request.cwd };
    const imported = await (0,imported_results/* loadImported */.F)(source, settings, [root, request.cwd], logger);
    const result = await (0,pipeline/* runPipeline */.a)({
        context: (0,run_context/* runContext */.p)({ clock: deps.clock, logger, observer, onProgress: deps.onProgress }),
        change: { files, workspace, headRef: local.headRef },
        // As on a PR: only the base of the comparison may call a file generated, vendored or minified.
        baseRef: local.base,
        settings: engine.pipeline,
        model: model && { ...model, background: background?.text ?? null },
        limits: {
            deadline: (0,prefetch/* runDeadline */.qT)(started, settings['max-review-seconds']),
            maxReviewSeconds: settings['max-review-seconds'],
        },
        imported,
    });
    const report = (0,build_report/* buildReport */.F)({
        version: version/* VERSION */.x,
        target: { mode: local.mode, repo: external_node_path_.basename(root), pr: null, base: local.base, head: local.head },
        result: { ...result, excluded: [...result.excluded, ...unreadable] },
        filesChanged: files.length + unreadable.length,
        durationMs: deps.clock.now() - started,
        extraWarnings: [...(request.configWarnings ?? [])],
    });
    return { kind: 'reviewed', report, files, local };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/progress-line.js
/**
 * The CLI's progress line on stderr: one line redrawn in place on a terminal (reading diff, files,
 * lens calls done/total with tokens, posting), nothing at all when stderr is not a terminal or with
 * --quiet, so logs and pipes stay clean. Colour follows the NO_COLOR / FORCE_COLOR conventions
 * (https://no-color.org, https://force-color.org). Log lines are written through `log`, which
 * clears the progress line first and redraws it after, so the two never mix on one line.
 *
 * Colour comes from Node's `styleText`; the redraw itself stays hand-written: it is one line,
 * `\r` plus "erase line" (ECMA-48 EL, `CSI 2K`) before each draw, cut to the terminal width so it
 * never wraps. `log-update` solves the multi-line case (cursor up per wrapped line, hiding the
 * cursor) with five dependencies of its own; a single never-wrapping line needs none of that.
 */

/** Carriage return, then erase the whole line (CSI 2 K). */
const CLEAR = '\r\u001b[2K';
/** Colour on a terminal unless NO_COLOR is set; FORCE_COLOR (not `0`) turns it on anywhere. */
function useColor(isTTY, env) {
    const force = env.FORCE_COLOR;
    if (force === '0' || force === 'false')
        return false;
    if (force !== undefined && force !== '')
        return true;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    return isTTY && env.TERM !== 'dumb';
}
/** The text of the progress line for an event (without colour), e.g. `lens calls 3/8 \u00b7 12,345 tokens`. */
function describeProgress(event, files) {
    switch (event.phase) {
        case 'diff':
            return 'reading the diff\u2026';
        case 'files':
            return (`${event.files} file${event.files === 1 ? '' : 's'} to review` +
                (event.excluded > 0 ? `, ${event.excluded} excluded` : ''));
        case 'calls': {
            const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} \u00b7 `;
            return `${scope}lens calls ${event.done}/${event.total} \u00b7 ${event.tokens.toLocaleString('en-US')} tokens`;
        }
        case 'groups': {
            const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} \u00b7 `;
            return `${scope}deep groups ${event.done}/${event.total} \u00b7 ${event.tokens.toLocaleString('en-US')} tokens`;
        }
        case 'posting':
            return 'posting the review\u2026';
    }
}
/** A progress display; a no-op unless stderr is a terminal and not --quiet. */
function createProgress(options) {
    const enabled = options.isTTY && !options.quiet && options.env.TERM !== 'dumb';
    const color = useColor(options.isTTY, options.env);
    const width = Math.max(20, (options.columns ?? 80) - 1);
    const minInterval = options.minIntervalMs ?? 100;
    const started = options.now();
    let current = '';
    let phase = '';
    let lastDraw = -Infinity;
    let files = null;
    let finished = false;
    const draw = () => {
        if (current === '')
            return;
        const seconds = Math.floor((options.now() - started) / 1000);
        let text = `prlens: ${current} \u00b7 ${seconds}s`;
        if (text.length > width)
            text = `${text.slice(0, width - 1)}\u2026`;
        // validateStream: false \u2014 `color` was decided from the injected isTTY and env, not process.stderr.
        options.write(`${CLEAR}${color ? (0,external_node_util_.styleText)('dim', text, { validateStream: false }) : text}`);
    };
    return {
        enabled,
        update(event) {
            if (!enabled || finished)
                return;
            if (event.phase === 'files')
                files = event.files;
            current = describeProgress(event, files);
            const now = options.now();
            // A new phase always shows at once; updates within a phase at most every minInterval ms.
            if (event.phase === phase && now - lastDraw < minInterval)
                return;
            phase = event.phase;
            lastDraw = now;
            draw();
        },
        log(text) {
            if (!enabled || finished || current === '') {
                options.write(text);
                return;
            }
            options.write(CLEAR);
            options.write(text);
            draw();
        },
        done() {
            if (!enabled || finished)
                return;
            finished = true;
            if (current !== '')
                options.write(CLEAR);
        },
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/review-command.js
/**
 * `prlens review` on a local git repository: load the config, set up the progress line, the logger
 * and the session transcript, run the local review (src/app/review-local.ts), render the report,
 * and return the exit code of the CLI contract.
 */














/** Reviews a local change and writes the report; returns the exit code (errors are thrown). */
async function reviewLocal(options, io) {
    const run = await setUp(options, io);
    const { config, logger, progress, observability } = run;
    const { settings } = config;
    let incomplete = true;
    try {
        const result = await reviewLocalChange({
            ...options,
            root: run.root,
            target: run.target,
            diff: run.diff,
            cwd: io.cwd,
            settings,
            configWarnings: config.warnings,
        }, {
            env: io.env,
            clock: io.clock,
            logger,
            observer: observability.observer,
            mask: run.mask,
            onProgress: (event) => progress.update(event),
        });
        // --preview and --fix load their code only when asked for (issue 48: a plain review does not).
        if (result.kind === 'preview') {
            const { renderPreview } = await __webpack_require__.e(/* import() */ 30).then(__webpack_require__.bind(__webpack_require__, 60030));
            await run.emit(renderPreview({ ...result, format: options.format }));
            return 0;
        }
        progress.done();
        const { report } = result;
        observability.finish(report);
        incomplete = report.incomplete;
        await run.emit(await renderLocal(result, run, options, io));
        if (options.fix) {
            const { applyFixes } = await __webpack_require__.e(/* import() */ 465).then(__webpack_require__.bind(__webpack_require__, 40465));
            const fixes = await applyFixes({
                root: run.root,
                headRef: result.local.headRef,
                findings: report.findings,
            });
            io.stderr(run.mask(describeFixes(fixes)));
        }
        logger.info(`${report.findings.length} finding(s), ${report.unanchored.length} unanchored, ` +
            `${report.stats.files_reviewed} file(s) reviewed in ${report.duration_ms} ms`);
        return (0,report_rules/* exitCodeFor */.Rr)(report, settings['fail-on']);
    }
    finally {
        progress.done();
        const { transcriptFile } = await observability.close(incomplete);
        // The path is noise on a good run; after an incomplete one it is where to look.
        if (transcriptFile && (options.debug || incomplete))
            io.stderr(`session transcript: ${transcriptFile}\n`);
    }
}
/** Loads the config, then the progress line, the logger, the --output check and the transcript. */
async function setUp(options, io) {
    // Resolved once, shared by the config loader and the review (issue 48).
    const target = await (0,git/* resolveTarget */.u1)(io.cwd, options.mode);
    const { root } = target;
    // git writes the diff while the config is read and checked; a config error ends the run first.
    const diff = (0,git/* readLocalDiff */.FD)(root, options.mode, target);
    diff.catch(() => undefined);
    const config = await loadLocalConfig({
        root,
        env: io.env,
        flags: options.flags,
        ...(options.configPath ? { configPath: options.configPath } : {}),
    }, options.mode, target, 
    // The file selection reads the base's attributes: with the config, in one git process.
    ['.gitattributes']);
    const mask = (0,core_mask/* createMasker */.aD)([config.apiKey, io.env.GITHUB_TOKEN, io.env.GH_TOKEN]);
    // One progress line on a terminal's stderr; log lines are written above it.
    const progress = createProgress({
        write: io.stderr,
        isTTY: io.stderrIsTTY === true,
        quiet: options.quiet,
        env: io.env,
        columns: io.stderrColumns,
        now: () => io.clock.now(),
    });
    const logger = (0,stderr_logger/* createStderrLogger */.JE)({
        write: (text) => progress.log(text),
        mask,
        quiet: options.quiet,
        debug: options.debug,
    });
    const { settings } = config;
    // A bad --output fails now, before any model call, not after the review with a raw ENOENT. The
    // writer (and node:fs/promises with it) loads only for --output (issue 48).
    const writer = options.output ? await __webpack_require__.e(/* import() */ 6548).then(__webpack_require__.bind(__webpack_require__, 76548)) : undefined;
    const outputFile = writer && options.output ? await writer.prepareOutput(io.cwd, options.output) : undefined;
    logger.info(`config: ${config.layers}`);
    for (const warning of config.warnings)
        logger.warn(warning);
    for (const [key, value] of Object.entries(settings))
        logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
    const observability = await observe(options, io, config, mask, logger);
    const emit = async (text) => {
        if (writer && outputFile && options.output)
            await writer.writeOutput(outputFile, options.output, text);
        else
            io.stdout(text);
    };
    return { root, target, diff, config, mask, progress, logger, observability, emit };
}
/** The session transcript and telemetry of the run; a preview calls no model, so records nothing. */
async function observe(options, io, { settings }, mask, logger) {
    const sessionsDir = (0,session_paths/* cliSessionsDir */.Bd)(io.env);
    const observability = (0,setup/* createRunObservability */.r)({
        sessionsDir,
        env: io.env,
        mask,
        warn: (message) => logger.warn(message),
        writeConsole: io.stderr,
        serviceVersion: version/* VERSION */.x,
        runAttributes: { 'prlens.command': 'review', 'prlens.mode': options.mode.kind },
    });
    if (!options.preview) {
        logger.debug(`session transcripts: ${settings.transcript ? sessionsDir : 'off'}`);
        await observability.configure(settings);
    }
    return observability;
}
/** Renders the report in the chosen format, masked. */
async function renderLocal({ report, files, local }, run, options, io) {
    const color = options.format === 'text' && !options.output && io.stdoutIsTTY && !io.env.NO_COLOR;
    // The page shows the changed lines around findings and the call timeline from memory; files
    // link to GitHub only for a committed head (a working tree has no URL).
    const html = options.format === 'html'
        ? {
            files,
            timeline: run.observability.timeline(),
            repoUrl: local.headRef === null ? null : await githubRemote(run.root),
        }
        : undefined;
    // SARIF describes each static rule from its rule file, never from this run's findings.
    const rules = options.format === 'sarif' ? await (0,rule_catalog/* loadRuleCatalog */.I)() : undefined;
    const rendered = await renderFormat((0,core_mask/* maskDeep */.fI)(report, run.mask), options.format, {
        color,
        language: run.config.settings.language,
        ...(html ? { html } : {}),
        ...(rules ? { rules } : {}),
    });
    return run.mask(rendered);
}
/** `https://github.com/owner/repo` when the `origin` remote is on github.com, else null. */
async function githubRemote(root) {
    const remote = await (0,run_git/* runGit */.EO)(root, ['remote', 'get-url', 'origin'], [0, 2]).catch(() => null);
    return remote && remote.exitCode === 0 ? (0,html_escape/* githubRepoFromRemote */.wR)(remote.stdout) : null;
}
/** One line per suggestion written or refused, then the count, like `eslint --fix`. */
function describeFixes({ applied, refused }) {
    const where = (f) => `${f.path}:${f.start_line != null ? `${f.start_line}-` : ''}${f.line}`;
    return [
        ...applied.map((f) => `fixed ${where(f)} ${f.what}\n`),
        ...refused.map((f) => `not fixed ${where(f)}: ${f.reason}\n`),
        `--fix: ${applied.length} suggestion(s) written, ${refused.length} refused\n`,
    ].join('');
}


/***/ })

};
