export const id = 6043;
export const ids = [6043,9668];
export const modules = {

/***/ 16043:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDemo: () => (/* binding */ runDemo)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _local_run_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29431);
/* harmony import */ var _review_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9668);
/**
 * `prlens demo`: a newcomer's first command. It builds a throw-away git repository holding one
 * small commit with real problems in three languages, reviews that commit exactly as
 * `prlens review --commit HEAD` would (static rules, or the model when one is configured), and
 * removes the repository again, also when the review fails. Nothing is fetched: it works offline.
 */





/** The sample change: each file has a bug the static rules catch with high confidence. */
const SAMPLE = {
    'app/backup.py': [
        'import os',
        'import yaml',
        '',
        '',
        'def load_settings(path):',
        '    with open(path) as handle:',
        '        return yaml.load(handle)',
        '',
        '',
        'def backup(directory):',
        '    os.system("tar czf /tmp/backup.tgz " + directory)',
        '',
    ].join('\n'),
    'web/render.js': [
        'export function applyFormula(row, formula) {',
        '  return eval(formula);',
        '}',
        '',
        'export function showName(element, name) {',
        '  element.innerHTML = `<b>${name}</b>`;',
        '}',
        '',
    ].join('\n'),
    'tools/unpack.go': [
        'package tools',
        '',
        'import "os/exec"',
        '',
        'func Unpack(name string) error {',
        '\treturn exec.Command("sh", "-c", "tar xf "+name).Run()',
        '}',
        '',
    ].join('\n'),
};
/** Identity and switches for the demo's own commits: the user's git config must not change them. */
const COMMIT_CONFIG = [
    '-c',
    'user.name=prlens demo',
    '-c',
    'user.email=demo@prlens.invalid',
    '-c',
    'commit.gpgsign=false',
    '-c',
    'core.hooksPath=/dev/null',
];
/** Reviews the embedded sample change; returns the exit code `prlens review` would. */
async function runDemo(options, io) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'prlens-demo-'));
    try {
        await (0,_local_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, ['init', '-q', '-b', 'main']);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, 'README.md'), '# demo\n');
        await commitAll(root, 'start');
        for (const [file, text] of Object.entries(SAMPLE)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, file)), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, file), text);
        }
        await commitAll(root, 'Add backup, rendering and unpacking helpers');
        io.stderr(`prlens demo: reviewing a sample commit (${Object.keys(SAMPLE).join(', ')})\n`);
        // The report must not land inside the directory that is removed below.
        const output = options.output ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(io.cwd, options.output) : undefined;
        return await (0,_review_command_js__WEBPACK_IMPORTED_MODULE_4__.reviewLocal)({ ...options, mode: { kind: 'commit', sha: 'HEAD' }, ...(output ? { output } : {}) }, { ...io, cwd: root });
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(root, { recursive: true, force: true });
    }
}
async function commitAll(root, message) {
    await (0,_local_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, ['add', '-A']);
    await (0,_local_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, [...COMMIT_CONFIG, 'commit', '-q', '--no-verify', '-m', message]);
}


/***/ }),

/***/ 9668:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewLocal: () => (/* binding */ reviewLocal)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/policy.js
var policy = __webpack_require__(57017);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/git.js + 3 modules
var git = __webpack_require__(29117);
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
// EXTERNAL MODULE: ./.tmp/bundle-src/report/index.js + 7 modules
var bundle_src_report = __webpack_require__(25180);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/preview.js
/** What `--preview` prints: the files a review would read and why the others are left out. */
function renderPreview(input) {
    const kept = input.kept.map((f) => ({
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        class: input.classes?.get(f.path) ?? 'source',
    }));
    if (input.format === 'json') {
        return `${JSON.stringify({ kept, excluded: input.excluded, model_calls: 0 }, null, 2)}\n`;
    }
    const lines = [];
    const changed = kept.reduce((sum, f) => sum + f.additions + f.deletions, 0);
    lines.push(`Would review ${kept.length} file(s), ${changed} changed line(s):`);
    for (const f of kept) {
        const kind = f.class === 'source' ? '' : `, ${f.class}`;
        lines.push(`  ${f.path}  (${f.status}, +${f.additions} -${f.deletions}${kind})`);
    }
    if (input.excluded.length > 0) {
        lines.push('', `Excluded ${input.excluded.length} file(s):`);
        for (const e of input.excluded)
            lines.push(`  ${e.path}  — ${e.reason}`);
    }
    lines.push('', 'Preview only: no model was called.');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/rule-catalog.js
var rule_catalog = __webpack_require__(79008);
// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/load.js
var load = __webpack_require__(58388);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/refs.js
var refs = __webpack_require__(27501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/local-config.js
/**
 * The settings of a local review. With a base side (--base, --from, --commit) the repository's
 * config file is read at that commit with git, as the action reads it from the PR's base: the
 * branch under review must not choose its own fail-on, min-severity or excludes. With no diff flag
 * (the working tree against HEAD) the change is the user's own edits, so the file on disk applies.
 * Either way the file may not route the key or the code (src/config/trust.ts).
 */



/** The commit the repo config is read at: the base ref's tip, the range's start, the commit's parent. */
async function configRevision(root, mode) {
    switch (mode.kind) {
        case 'worktree':
            return null;
        case 'base':
            return (0,refs/* resolveCommit */.WL)(root, mode.ref);
        case 'range':
            return (0,refs/* resolveCommit */.WL)(root, mode.from);
        case 'commit':
            return (0,refs/* firstParent */.v1)(root, await (0,refs/* resolveCommit */.WL)(root, mode.sha));
    }
}
/** Loads the settings for a local review of `mode`. */
async function loadLocalConfig(sources, mode) {
    if (mode.kind === 'worktree')
        return (0,load/* loadConfig */.Z9)(sources);
    const rev = await configRevision(sources.root, mode);
    // A root commit has no base side: no repository file is trusted to describe it.
    if (rev === null)
        return (0,load/* loadConfigAt */.Qi)(sources, null);
    const workspace = new git/* GitWorkspace */.AX(sources.root);
    return (0,load/* loadConfigAt */.Qi)(sources, { rev, read: (file) => workspace.readFile(file, rev) });
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/diff/parse.js + 3 modules
var parse = __webpack_require__(12452);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/build-report.js
var build_report = __webpack_require__(82343);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/pipeline.js + 63 modules
var pipeline = __webpack_require__(39607);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/run-context.js
var run_context = __webpack_require__(20603);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/prefetch.js
var prefetch = __webpack_require__(31010);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/select-change.js + 1 modules
var select_change = __webpack_require__(20344);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/intent.js
var intent = __webpack_require__(85805);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/background.js
/**
 * The CLI's equivalent of a PR's stated intent: `--background TEXT`, `--background-file
 * PATH`, or — when neither is given — the commit messages of the reviewed range. The model gets it as
 * untrusted data between nonce delimiters (src/review/plan/prompt.ts), size-capped, never as
 * instructions: a ticket or a commit message is text anyone on the branch could have written.
 */




/** Commits of the range whose messages are read; a long branch's oldest ones say least about the diff. */
const MAX_COMMITS = 20;
/** A background file larger than this is refused rather than read whole (it is meant to be a ticket). */
const MAX_BACKGROUND_FILE_BYTES = 1024 * 1024;
/** The background text for the model, or null when there is none. */
async function resolveBackground(options, cwd, root, local) {
    if (options.background !== undefined) {
        return { text: (0,intent/* capText */.yA)(options.background, intent/* MAX_INTENT_CHARS */.Ik), source: '--background' };
    }
    if (options.backgroundFile !== undefined) {
        const file = external_node_path_.resolve(cwd, options.backgroundFile);
        let text;
        try {
            const buffer = await (0,promises_.readFile)(file);
            if (buffer.length > MAX_BACKGROUND_FILE_BYTES)
                throw new Error('larger than 1 MiB');
            text = buffer.toString('utf8');
        }
        catch (error) {
            throw new Error(`--background-file ${options.backgroundFile}: cannot read it (${error.message}); ` +
                'pass a readable text file, or the text itself with --background', { cause: error });
        }
        return { text: (0,intent/* capText */.yA)(text, intent/* MAX_INTENT_CHARS */.Ik), source: '--background-file' };
    }
    const messages = await commitMessages(root, local);
    return messages === '' ? null : { text: (0,intent/* capText */.yA)(messages, intent/* MAX_INTENT_CHARS */.Ik), source: 'commit messages' };
}
/**
 * Messages of the commits in the reviewed range, newest first: `base..head` (a single commit: that
 * commit). The working tree alone (no commits in range) has none.
 */
async function commitMessages(root, local) {
    if (local.head === null || (local.mode === 'worktree' && local.base === local.head))
        return '';
    if (local.base === local.head)
        return '';
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
        .filter((m) => m !== '')
        .join('\n\n');
}

// EXTERNAL MODULE: ./.tmp/bundle-src/app/engine-settings.js
var engine_settings = __webpack_require__(47599);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/model.js + 4 modules
var app_model = __webpack_require__(1178);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-local.js
/**
 * The review of a local change (the CLI's `prlens review`): read the diff from git, select the
 * files, run the pipeline with the model the settings ask for, and build the report. Printing,
 * progress and the output file are the CLI's (src/cli/review-command.ts); collaborators come in.
 */












/** Reviews (or previews) the local change; errors are thrown to the CLI's one catch. */
async function reviewLocalChange(request, deps) {
    const started = deps.clock.now();
    const { root, settings } = request;
    const { logger, observer } = deps;
    deps.onProgress?.({ phase: 'diff' });
    const local = await (0,git/* readLocalDiff */.FD)(root, request.mode);
    const parsing = { 'prlens.diff_bytes': local.diff.length };
    const files = await observer.span('prlens.diff_parse', parsing, () => {
        const parsed = (0,parse/* parseUnifiedDiff */.rj)(local.diff);
        parsing['prlens.files'] = parsed.length;
        return Promise.resolve(parsed);
    });
    const engine = (0,engine_settings/* engineSettings */.O)(settings);
    const workspace = new git/* GitWorkspace */.AX(root);
    // Files git could not read (a missing object) are left out with the reason, not fatal.
    const unreadable = local.unreadable.map((u) => ({ path: u.path, reason: u.reason }));
    if (request.preview) {
        // The same selection as the review, header reads included; a preview still calls no model.
        const { kept, excluded, classes, warnings } = await (0,select_change/* selectChange */.f)({
            files,
            workspace,
            headRef: local.headRef,
            options: engine.selection,
            wanted: (f) => f.hunks.length > 0,
        });
        for (const warning of warnings)
            logger.warn(warning);
        return { kind: 'preview', kept, excluded: [...excluded, ...unreadable], classes };
    }
    const { model } = await (0,app_model/* createModel */.k)(settings, { env: deps.env, clock: deps.clock, observer, mask: deps.mask, keyless: 'fail' }, logger);
    if (!model)
        logger.info('no model configured: reviewing with the static rules only');
    // What the change is meant to do: --background(-file), else the range's commit messages.
    const background = model ? await resolveBackground(request, request.cwd, root, local) : null;
    if (background)
        logger.info(`background for the model: ${background.source}`);
    const result = await (0,pipeline/* runPipeline */.a)({
        context: (0,run_context/* runContext */.p)({ clock: deps.clock, logger, observer, onProgress: deps.onProgress }),
        change: { files, workspace, headRef: local.headRef },
        settings: engine.pipeline,
        model: model && { ...model, background: background?.text ?? null },
        limits: {
            deadline: (0,prefetch/* runDeadline */.qT)(started, settings['max-review-seconds']),
            maxReviewSeconds: settings['max-review-seconds'],
        },
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

// EXTERNAL MODULE: ./.tmp/bundle-src/cli/output-file.js
var output_file = __webpack_require__(76548);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/progress-line.js
const CLEAR = '\r\u001b[2K';
const DIM = ['\u001b[2m', '\u001b[22m'];
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
/** The text of the progress line for an event (without colour), e.g. `lens calls 3/8 · 12,345 tokens`. */
function describeProgress(event, files) {
    switch (event.phase) {
        case 'diff':
            return 'reading the diff…';
        case 'files':
            return (`${event.files} file${event.files === 1 ? '' : 's'} to review` +
                (event.excluded > 0 ? `, ${event.excluded} excluded` : ''));
        case 'calls': {
            const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} · `;
            return `${scope}lens calls ${event.done}/${event.total} · ${event.tokens.toLocaleString('en-US')} tokens`;
        }
        case 'groups': {
            const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} · `;
            return `${scope}deep groups ${event.done}/${event.total} · ${event.tokens.toLocaleString('en-US')} tokens`;
        }
        case 'posting':
            return 'posting the review…';
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
        let text = `prlens: ${current} · ${seconds}s`;
        if (text.length > width)
            text = `${text.slice(0, width - 1)}…`;
        options.write(`${CLEAR}${color ? `${DIM[0]}${text}${DIM[1]}` : text}`);
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
        const result = await reviewLocalChange({ ...options, root: run.root, cwd: io.cwd, settings, configWarnings: config.warnings }, {
            env: io.env,
            clock: io.clock,
            logger,
            observer: observability.observer,
            mask: run.mask,
            onProgress: (event) => progress.update(event),
        });
        if (result.kind === 'preview') {
            await run.emit(renderPreview({ ...result, format: options.format }));
            return 0;
        }
        progress.done();
        const { report } = result;
        observability.finish(report);
        incomplete = report.incomplete;
        await run.emit(await renderLocal(result, run, options, io));
        logger.info(`${report.findings.length} finding(s), ${report.unanchored.length} unanchored, ` +
            `${report.stats.files_reviewed} file(s) reviewed in ${report.duration_ms} ms`);
        return (0,policy/* exitCodeFor */.Rr)(report, settings['fail-on']);
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
    const root = await (0,git/* findRepoRoot */.Gn)(io.cwd);
    const config = await loadLocalConfig({
        root,
        env: io.env,
        flags: options.flags,
        ...(options.configPath ? { configPath: options.configPath } : {}),
    }, options.mode);
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
    // A bad --output fails now, before any model call, not after the review with a raw ENOENT.
    const outputFile = options.output ? await (0,output_file/* prepareOutput */.D)(io.cwd, options.output) : undefined;
    logger.info(`config: ${config.layers}`);
    for (const warning of config.warnings)
        logger.warn(warning);
    for (const [key, value] of Object.entries(settings))
        logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
    const observability = await observe(options, io, config, mask, logger);
    const emit = async (text) => {
        if (outputFile && options.output)
            await (0,output_file/* writeOutput */.z)(outputFile, options.output, text);
        else
            io.stdout(text);
    };
    return { root, config, mask, progress, logger, observability, emit };
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
    const rendered = (0,bundle_src_report/* renderReport */.B1)((0,core_mask/* maskDeep */.fI)(report, run.mask), options.format, {
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


/***/ }),

/***/ 29117:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AX: () => (/* reexport */ GitWorkspace),
  Gn: () => (/* binding */ findRepoRoot),
  FD: () => (/* binding */ readLocalDiff)
});

// UNUSED EXPORTS: GitError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/refs.js
var refs = __webpack_require__(27501);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/run-git.js
var run_git = __webpack_require__(29431);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/unreadable.js
/**
 * A diff that survives files git cannot read. When one object is missing or corrupt (a partial
 * clone, a damaged pack, a blob deleted from `.git/objects`), `git diff` stops with "fatal: unable
 * to read <id>" and would end the whole review. Instead, the id in git's message is traced to the
 * changed path(s) holding it (`git ls-tree -r` of the compared revisions, `git ls-files -s` of the
 * index), those files are left out with the reason, and the diff runs again, until it succeeds or
 * the same id comes back. Only the failure path pays for this.
 */

/** Messages of `git diff` that point at a missing or damaged object rather than a bad request. */
const OBJECT_TROUBLE = /unable to read|bad object|missing blob|is corrupt|loose object|packed object|invalid object/i;
const OBJECT_ID = /\b[0-9a-f]{40}(?:[0-9a-f]{24})?\b/g;
/** A change with this many unreadable objects is a broken clone, not a broken file: give up. */
const MAX_ROUNDS = 50;
/**
 * Runs `diff(excludes)`; when it fails over an unreadable object, leaves out the files that hold it
 * and runs it again. `revisions` are those the diff compares (`[from, to]`, or `[from]` for the
 * working tree, whose index is then searched too); `env` is the diff's environment.
 */
async function diffSkippingUnreadable(root, revisions, diff, env = {}) {
    const unreadable = [];
    const tried = new Set();
    let holders;
    for (let round = 0;; round++) {
        try {
            // Literal, root-relative exclude pathspecs: a file named `*.ts` must not exclude others.
            const excludes = unreadable.map((f) => `:(top,exclude,literal)${f.path}`);
            return { diff: await diff(excludes), unreadable };
        }
        catch (error) {
            if (!(error instanceof run_git/* GitError */.XS) || !OBJECT_TROUBLE.test(error.message) || round >= MAX_ROUNDS)
                throw error;
            const ids = [...error.message.matchAll(OBJECT_ID)].map((m) => m[0]).filter((id) => !tried.has(id));
            if (ids.length === 0)
                throw error;
            holders ??= objectHolders(root, revisions, env);
            const byId = await holders;
            let found = false;
            for (const id of ids) {
                tried.add(id);
                for (const path of byId.get(id) ?? []) {
                    if (unreadable.some((f) => f.path === path))
                        continue;
                    found = true;
                    unreadable.push({
                        path,
                        reason: `unreadable: git cannot read object ${id.slice(0, 12)} (missing or corrupt; \`git fsck\` tells more)`,
                    });
                }
            }
            if (!found)
                throw error;
        }
    }
}
/** Which paths hold each blob id, in the compared revisions and (for the working tree) the index. */
async function objectHolders(root, revisions, env) {
    const holders = new Map();
    const add = (id, path) => {
        const paths = holders.get(id) ?? [];
        if (!paths.includes(path))
            paths.push(path);
        holders.set(id, paths);
    };
    for (const revision of revisions) {
        // `<mode> blob <id>\t<path>\0`: listing a tree reads trees only, never a blob.
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', revision], [0], env);
        for (const entry of stdout.split('\0')) {
            const match = /^\d+ blob (\S+)\t(.*)$/s.exec(entry);
            if (match)
                add(match[1], match[2]);
        }
    }
    if (revisions.length === 1) {
        // `<mode> <id> <stage>\t<path>\0`
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-files', '-s', '-z', '--full-name'], [0], env);
        for (const entry of stdout.split('\0')) {
            const match = /^\d+ (\S+) \d\t(.*)$/s.exec(entry);
            if (match)
                add(match[1], match[2]);
        }
    }
    return holders;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/untracked.js
/**
 * Working-tree diffs that include untracked files. `git diff` never shows them, yet a local review
 * must see a new file the author has not staged yet.
 *
 * The untracked files are marked intent-to-add in a *copy* of the index, then one `git diff` runs
 * against that copy: git itself decides binary vs text, quotes odd names, shows symlinks as their
 * target text (never followed) and even pairs a moved file with its deleted original as a rename.
 * The user's real index is never written. (One `git diff --no-index` per file was exact too, but
 * cost ~0.1 s a file: 1,000 new files took 100 s on a CI-sized machine.)
 */





/** Untracked, not ignored paths, relative to the repository root (respects .gitignore). */
async function listUntracked(root) {
    const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name']);
    // A nested repository is listed as `dir/`; it is not a file of this one.
    return stdout.split('\0').filter((p) => p !== '' && !p.endsWith('/'));
}
/** `git diff FROM` against the working tree, optionally run with another index file. */
async function diffWorktree(root, from, env = {}) {
    return diffSkippingUnreadable(root, [from], async (excludes) => {
        const args = ['diff', ...run_git/* DIFF_FLAGS */.uT, '--end-of-options', from, '--', ...excludes];
        return (await (0,run_git/* runGit */.EO)(root, args, [0], env)).stdout;
    }, env);
}
function isMissing(error) {
    return error.code === 'ENOENT';
}
/** Diff of the working tree (staged, unstaged and untracked changes) against commit or tree `from`. */
async function worktreeDiff(root, from) {
    const untracked = await listUntracked(root);
    if (untracked.length === 0)
        return diffWorktree(root, from);
    const scratch = await (0,promises_.mkdtemp)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'prlens-index-'));
    try {
        const index = external_node_path_.join(scratch, 'index');
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['rev-parse', '--path-format=absolute', '--git-path', 'index']);
        // The copy keeps the index's mtime: git trusts a cached stat only when the file is older than
        // the index ("racy git"), so a fresh mtime would hide an edit made in the same second.
        // A repository where nothing was ever staged has no index yet; git starts an empty one.
        await (0,promises_.cp)(stdout.trim(), index, { preserveTimestamps: true }).catch((error) => {
            if (!isMissing(error))
                throw error;
        });
        const pathspecs = external_node_path_.join(scratch, 'pathspecs');
        await (0,promises_.writeFile)(pathspecs, untracked.join('\0'));
        const env = { GIT_INDEX_FILE: index };
        // Literal pathspecs: a file named `*.ts` or `[x]` must not glob other files in.
        await (0,run_git/* runGit */.EO)(root, [
            '--literal-pathspecs',
            'add',
            '--intent-to-add',
            `--pathspec-from-file=${pathspecs}`,
            '--pathspec-file-nul',
        ], [0], env);
        return await diffWorktree(root, from, env);
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/workspace.js
/**
 * GitWorkspace: the Workspace port over a local checkout. It reads repository paths (the diff's own
 * files, `C:notes.md` included): never absolute, no `..` segment, nothing inside `.git` (it can hold
 * credentials), no symlinked directory that leads out of the root, and a symlink reads as its
 * target text, as git stores it. A path from a model (preset `deep`, the reflect pass) or a
 * commenter passes the stricter safeRelativePath first.
 */





const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
function workspace_isMissing(error) {
    const code = error.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/** Splits `git grep -z -n` output (`path\0line\0text\n`) into hits; returns the unparsed tail. */
function parseGrep(buffer, hits, limit, prefix) {
    let start = 0;
    while (hits.length < limit) {
        const nul1 = buffer.indexOf(0, start);
        const nul2 = nul1 < 0 ? -1 : buffer.indexOf(0, nul1 + 1);
        const end = nul2 < 0 ? -1 : buffer.indexOf(0x0a, nul2 + 1);
        if (end < 0)
            break;
        const file = buffer.toString('utf8', start, nul1);
        hits.push({
            path: file.startsWith(prefix) ? file.slice(prefix.length) : file,
            line: Number(buffer.toString('utf8', nul1 + 1, nul2)),
            text: buffer.toString('utf8', nul2 + 1, end),
        });
        start = end + 1;
    }
    return buffer.subarray(start);
}
/** Reads and searches the repository at `root` (a path returned by findRepoRoot). */
class GitWorkspace {
    root;
    realRoot;
    commits = new Map();
    constructor(root) {
        this.root = root;
    }
    /**
     * Contents of repository path `file` at `ref` (null: the working tree); null when the file does
     * not exist there. A model's or a commenter's path must pass safeRelativePath first.
     */
    async readFile(file, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(file);
        // On Windows a backslash or a drive colon would be read as a separator: such a name is another
        // file there, so it is not read rather than read from the wrong place.
        if (ref === null && external_node_path_.sep === '\\' && /[\\:]/.test(relative))
            throw new repo_path/* UnreadablePathError */.hU(relative, 'not a file name this system can open');
        if (ref !== null) {
            const sha = await this.commit(ref);
            // cat-file prints the blob as stored: no textconv, no pager, a symlink is its target text.
            const { stdout, exitCode } = await (0,run_git/* runGit */.EO)(this.root, ['cat-file', 'blob', `${sha}:${relative}`], [0, 128]);
            return exitCode === 0 ? stdout : null;
        }
        return this.readWorktree(relative);
    }
    /** `git grep` for a literal (default) or POSIX extended regex, at `ref` or in the working tree. */
    async searchCode(query, options) {
        const limit = Math.min(Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
        if (query === '')
            return [];
        // `-e` keeps a pattern that starts with `-` from being read as an option.
        const args = ['grep', '-n', '-I', '-z', '--no-color', options.regex ? '-E' : '-F', '-e', query];
        let prefix = '';
        if (options.ref != null) {
            const sha = await this.commit(options.ref);
            // git grep (2.39) takes no --end-of-options; a resolved hex id cannot pass for an option.
            args.push(sha, '--');
            prefix = `${sha}:`;
        }
        else {
            // New files the author has not added yet are part of a working-tree review.
            args.push('--untracked', '--');
        }
        const hits = [];
        let pending = Buffer.alloc(0);
        // Exit 1 means "no match".
        await (0,run_git/* streamGit */.t1)(this.root, args, (chunk) => {
            pending = parseGrep(Buffer.concat([pending, chunk]), hits, limit, prefix);
            return hits.length < limit;
        }, [0, 1]);
        return hits;
    }
    /** Tracked files at `ref` (`git ls-tree`), or tracked plus untracked, unignored files of the working tree. */
    async listFiles(ref) {
        const args = ref !== null
            ? ['ls-tree', '-r', '-z', '--name-only', '--full-tree', await this.commit(ref)]
            : ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name'];
        const { stdout } = await (0,run_git/* runGit */.EO)(this.root, args);
        return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
    }
    commit(ref) {
        let sha = this.commits.get(ref);
        if (sha === undefined) {
            sha = (0,refs/* resolveCommit */.WL)(this.root, ref);
            this.commits.set(ref, sha);
            // A failed lookup is not cached, so a ref created later still resolves.
            sha.catch(() => this.commits.delete(ref));
        }
        return sha;
    }
    async readWorktree(relative) {
        this.realRoot ??= (0,promises_.realpath)(this.root);
        const root = await this.realRoot;
        let parent;
        let info;
        try {
            parent = await (0,promises_.realpath)(external_node_path_.join(root, external_node_path_.posix.dirname(relative)));
            info = await (0,promises_.lstat)(external_node_path_.join(parent, external_node_path_.posix.basename(relative)));
        }
        catch (error) {
            if (workspace_isMissing(error))
                return null;
            throw error;
        }
        if (parent !== root && !parent.startsWith(root + external_node_path_.sep)) {
            throw new Error(`refusing to read '${relative}': a symlinked directory leads outside the repository`);
        }
        // A link inside the tree may still point into .git.
        if (parent !== root)
            (0,repo_path/* repositoryPath */.SH)(external_node_path_.relative(root, parent).split(external_node_path_.sep).join('/') + '/x');
        const target = external_node_path_.join(parent, external_node_path_.posix.basename(relative));
        // A symlink reads as git stores it (its target text), the same as at a ref: never followed,
        // so a link to a file outside the repository cannot leak that file.
        if (info.isSymbolicLink())
            return (0,promises_.readlink)(target, 'utf8');
        if (!info.isFile())
            return null;
        return (0,promises_.readFile)(target, 'utf8');
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/local/git.js
/**
 * The local git adapter for the CLI: the diff under review in one of four modes, the repository
 * root, and (via GitWorkspace) file reads and search at a revision.
 */







/** Absolute path of the top of the working tree containing `cwd`; GitError 'not-a-repo' otherwise. */
async function findRepoRoot(cwd) {
    const { stdout } = await (0,run_git/* runGit */.EO)(cwd, ['rev-parse', '--show-toplevel']);
    const root = stdout.trim();
    if (root === '')
        throw (0,run_git/* notARepo */.pk)(cwd);
    return (0,promises_.realpath)(root);
}
async function diffTrees(root, from, to) {
    return diffSkippingUnreadable(root, [from, to], async (excludes) => {
        const { stdout } = await (0,run_git/* runGit */.EO)(root, [
            'diff',
            ...run_git/* DIFF_FLAGS */.uT,
            '--end-of-options',
            from,
            to,
            '--',
            ...excludes,
        ]);
        return stdout;
    });
}
/** Reads the diff for `mode` in the repository containing `cwd`. Refs are validated before use. */
async function readLocalDiff(cwd, mode) {
    const root = await findRepoRoot(cwd);
    switch (mode.kind) {
        case 'worktree': {
            const head = await (0,refs/* resolveHead */.tK)(root);
            const { diff, unreadable } = await worktreeDiff(root, head ?? (await (0,refs/* emptyTree */["in"])(root)));
            return { diff, base: head, head, mode: mode.kind, headRef: null, unreadable };
        }
        case 'commit': {
            const sha = await (0,refs/* resolveCommit */.WL)(root, mode.sha);
            const parent = await (0,refs/* firstParent */.v1)(root, sha);
            const { diff, unreadable } = await diffTrees(root, parent ?? (await (0,refs/* emptyTree */["in"])(root)), sha);
            return { diff, base: parent, head: sha, mode: mode.kind, headRef: sha, unreadable };
        }
        case 'range': {
            // Check both names before resolving either, so a hostile second ref never reaches git.
            (0,refs/* assertSafeRef */.xT)(mode.from);
            (0,refs/* assertSafeRef */.xT)(mode.to);
            const [from, to] = await Promise.all([(0,refs/* resolveCommit */.WL)(root, mode.from), (0,refs/* resolveCommit */.WL)(root, mode.to)]);
            const base = await (0,refs/* mergeBase */.wu)(root, from, to, [mode.from, mode.to]);
            const { diff, unreadable } = await diffTrees(root, base, to);
            return { diff, base, head: to, mode: mode.kind, headRef: to, unreadable };
        }
        case 'base': {
            const ref = await (0,refs/* resolveCommit */.WL)(root, mode.ref);
            const head = await (0,refs/* resolveHead */.tK)(root);
            if (head === null) {
                throw new run_git/* GitError */.XS('bad-ref', `HEAD has no commits yet, so it shares no history with '${mode.ref}'`);
            }
            const base = await (0,refs/* mergeBase */.wu)(root, ref, head, [mode.ref, 'HEAD']);
            const { diff, unreadable } = await worktreeDiff(root, base);
            return { diff, base, head, mode: mode.kind, headRef: null, unreadable };
        }
    }
}


/***/ }),

/***/ 27501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   "in": () => (/* binding */ emptyTree),
/* harmony export */   tK: () => (/* binding */ resolveHead),
/* harmony export */   v1: () => (/* binding */ firstParent),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   xT: () => (/* binding */ assertSafeRef)
/* harmony export */ });
/* harmony import */ var _run_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29431);
/**
 * Ref handling: user-supplied names are checked before git sees them and resolved to commit ids,
 * so every later command works with a full SHA and never with text that could be read as an option.
 */

// Whitespace and control characters never belong in a ref name (git-check-ref-format) and would
// otherwise let a value smuggle in a second argument or confuse log output.
const FORBIDDEN = /[\s\x00-\x1f\x7f]/;
/** Throws a GitError 'bad-ref' when `ref` could be taken for an option or is not a plausible name. */
function assertSafeRef(ref) {
    if (ref.length === 0)
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', 'empty ref: name a branch, tag or commit');
    if (ref.startsWith('-')) {
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `ref '${ref}' looks like an option: name a branch, tag or commit`);
    }
    if (FORBIDDEN.test(ref)) {
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `ref ${JSON.stringify(ref)} contains whitespace or control characters`);
    }
}
function unknownRef(ref) {
    return new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `unknown ref '${ref}': check the name with \`git branch -a\` or \`git log\``);
}
/** Resolves `ref` to the full id of the commit it names, or throws GitError 'bad-ref'. */
async function resolveCommit(cwd, ref) {
    assertSafeRef(ref);
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], [0, 1]);
    const sha = stdout.trim();
    if (exitCode !== 0 || sha === '')
        throw unknownRef(ref);
    return sha;
}
/** The commit HEAD points at, or null in a repository without commits. */
async function resolveHead(cwd) {
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', 'HEAD^{commit}'], [0, 1]);
    return exitCode === 0 && stdout.trim() !== '' ? stdout.trim() : null;
}
/** First parent of `sha`, or null for a root commit (merges are reviewed against their first parent). */
async function firstParent(cwd, sha) {
    const { stdout } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-list', '--parents', '-n', '1', '--end-of-options', sha, '--']);
    const [, parent] = stdout.trim().split(' ');
    return parent ?? null;
}
/** Best common ancestor of two commits; throws when the histories are unrelated. */
async function mergeBase(cwd, a, b, labels) {
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['merge-base', '--end-of-options', a, b], [0, 1]);
    const sha = stdout.trim();
    if (exitCode !== 0 || sha === '') {
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `'${labels[0]}' and '${labels[1]}' have no common ancestor: pick a base that shares history with the head`);
    }
    return sha;
}
/** Id of the empty tree in this repository's hash format (sha1 or sha256). */
async function emptyTree(cwd) {
    const { stdout } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['hash-object', '-t', 'tree', '/dev/null']);
    return stdout.trim();
}


/***/ })

};
