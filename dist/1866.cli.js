export const id = 1866;
export const ids = [1866];
export const modules = {

/***/ 76548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ prepareOutput),
/* harmony export */   z: () => (/* binding */ writeOutput)
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

/***/ 40678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ transcriptObserver),
/* harmony export */   _R: () => (/* binding */ composeObservers),
/* harmony export */   gd: () => (/* binding */ quietly)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _core_ports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11187);
/**
 * Observers built from parts: one that only writes the transcript, and a composite that fans every
 * call out to several (the transcript and OpenTelemetry). A span sets the conversation of the
 * transcript entries written inside it, so deep callers need not thread a conversation id through.
 */


/**
 * The conversation a span opens, if any: an explicit `conversation` attribute, else
 * `group:<id>` for a `prlens.group` span with a `group` attribute.
 */
function conversationOf(name, attributes) {
    const explicit = attributes.conversation;
    if (typeof explicit === 'string' && explicit !== '')
        return explicit;
    const group = attributes.group ?? attributes['prlens.group'];
    if (name === 'prlens.group' && group !== undefined)
        return `group:${String(group)}`;
    return undefined;
}
/** The group and lens ids a span names, as request entries carry them. */
function labelsOf(attributes) {
    const group = attributes.group ?? attributes['prlens.group'];
    const lenses = attributes['prlens.lenses'];
    return {
        ...(group === undefined ? {} : { group: String(group) }),
        ...(typeof lenses === 'string' && lenses !== '' ? { lenses } : {}),
    };
}
/**
 * An observer that writes the transcript and nothing else. Request entries also get the `group`
 * and `lenses` of their conversation, so a viewer can label each call without knowing the plan.
 */
function transcriptObserver(writer) {
    const current = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    return {
        span: (name, attributes, fn) => {
            const id = conversationOf(name, attributes);
            return id === undefined ? fn() : current.run({ id, labels: labelsOf(attributes) }, fn);
        },
        count: () => undefined,
        transcript: (entry) => {
            const open = current.getStore();
            const conversation = entry.conversation ?? open?.id;
            const labels = entry.type === 'request' && open ? open.labels : {};
            writer.write(conversation === undefined ? entry : { ...labels, ...entry, conversation });
        },
    };
}
/** One observer that forwards to all of `observers`; a failing part never reaches the caller. */
function composeObservers(observers) {
    const parts = observers.filter((o) => o !== _core_ports_js__WEBPACK_IMPORTED_MODULE_1__/* .noopObserver */ .V);
    if (parts.length === 0)
        return _core_ports_js__WEBPACK_IMPORTED_MODULE_1__/* .noopObserver */ .V;
    if (parts.length === 1)
        return parts[0];
    return {
        span: (name, attributes, fn) => parts.reduceRight((inner, part) => () => part.span(name, attributes, inner), fn)(),
        count: (metric, value, attributes) => {
            for (const part of parts)
                quietly(() => part.count(metric, value, attributes));
        },
        transcript: (entry) => {
            for (const part of parts)
                quietly(() => part.transcript(entry));
        },
    };
}
/** Runs `fn`, dropping what it throws: observing and telemetry never break the review. */
function quietly(fn) {
    try {
        fn();
    }
    catch {
        // The Observer contract: observing never breaks the review.
    }
}


/***/ }),

/***/ 98259:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ cliSessionsDir),
/* harmony export */   Cx: () => (/* binding */ sessionFileName)
/* harmony export */ });
/* unused harmony export actionSessionsDir */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Where session transcripts live. CLI: the user's prlens state folder (XDG_STATE_HOME, next to the
 * config under XDG_CONFIG_HOME); action: under RUNNER_TEMP, which the example workflow uploads as an
 * artifact. One file per run, named by its start time and a short random id so runs never collide
 * and `ls` sorts them by time.
 */



/** The CLI's sessions folder: `$XDG_STATE_HOME/prlens/sessions`, else `~/.local/state/prlens/sessions`. */
function cliSessionsDir(env) {
    const base = env.XDG_STATE_HOME || node_path__WEBPACK_IMPORTED_MODULE_2__.join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_1__.homedir(), '.local', 'state');
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(base, 'prlens', 'sessions');
}
/** The action's sessions folder: `$RUNNER_TEMP/prlens/sessions` (the OS temp folder outside a runner). */
function actionSessionsDir(env) {
    return path.join(env.RUNNER_TEMP || os.tmpdir(), 'prlens', 'sessions');
}
/** `2026-11-30T06-55-01Z-3fa9c1.jsonl`: sortable, unique, safe on every file system. */
function sessionFileName(now, id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')) {
    const stamp = new Date(now)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/:/g, '-');
    return `${stamp}-${id}.jsonl`;
}


/***/ }),

/***/ 73634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ createRunObservability)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/ports.js
var ports = __webpack_require__(11187);
;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/otel-config.js
/**
 * Which OpenTelemetry exporters a run uses, read from the standard variables
 * (https://opentelemetry.io/docs/specs/otel/protocol/exporter/ and
 * https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/):
 * OTEL_TRACES_EXPORTER / OTEL_METRICS_EXPORTER (`otlp`, `console`, `none`),
 * OTEL_EXPORTER_OTLP_[TRACES_|METRICS_]PROTOCOL (`http/protobuf`, `http/json`, `grpc`),
 * OTEL_EXPORTER_OTLP_[TRACES_|METRICS_]ENDPOINT, _HEADERS and _TIMEOUT, OTEL_SERVICE_NAME.
 * Pure, so every combination is testable without a collector.
 */
/**
 * The export timeout when OTEL_EXPORTER_OTLP_TIMEOUT is unset. The spec's default is 10 s; a review
 * must not wait that long on a collector that does not answer, so ours is shorter.
 */
const DEFAULT_EXPORT_TIMEOUT_MS = 2_000;
const SIGNAL_PATH = { traces: '/v1/traces', metrics: '/v1/metrics' };
/** Whether telemetry is on: the `telemetry` setting, or PRLENS_TELEMETRY=1/true; OTEL_SDK_DISABLED wins. */
function telemetryEnabled(setting, env) {
    if (/^true$/i.test(env.OTEL_SDK_DISABLED?.trim() ?? ''))
        return false;
    const flag = env.PRLENS_TELEMETRY?.trim().toLowerCase();
    return setting || flag === '1' || flag === 'true';
}
/** Reads the exporter settings for both signals. */
function readTelemetryConfig(env) {
    const problems = [];
    return {
        traces: exportersFor('traces', env, problems),
        metrics: exportersFor('metrics', env, problems),
        serviceName: env.OTEL_SERVICE_NAME?.trim() || 'prlens',
        problems,
    };
}
function exportersFor(signal, env, problems) {
    const upper = signal.toUpperCase();
    const variable = `OTEL_${upper}_EXPORTER`;
    const names = (env[variable]?.trim() || 'otlp')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
    const out = [];
    for (const name of new Set(names)) {
        if (name === 'none')
            return [{ kind: 'none' }];
        if (name === 'console')
            out.push({ kind: 'console' });
        else if (name === 'otlp') {
            const otlp = otlpFor(signal, env, problems);
            if (otlp)
                out.push(otlp);
        }
        else
            problems.push(`${variable}=${name} is not supported: use otlp, console or none`);
    }
    return out.length > 0 ? out : [{ kind: 'none' }];
}
function otlpFor(signal, env, problems) {
    const upper = signal.toUpperCase();
    const pick = (name) => env[`OTEL_EXPORTER_OTLP_${upper}_${name}`]?.trim() || env[`OTEL_EXPORTER_OTLP_${name}`]?.trim() || '';
    const rawProtocol = pick('PROTOCOL') || 'http/protobuf';
    if (rawProtocol !== 'http/protobuf' && rawProtocol !== 'http/json' && rawProtocol !== 'grpc') {
        problems.push(`OTEL_EXPORTER_OTLP_PROTOCOL=${rawProtocol} is not supported: use http/protobuf, http/json or grpc`);
        return null;
    }
    const protocol = rawProtocol;
    const url = endpointFor(signal, protocol, env);
    const timeoutMs = timeoutFor(pick('TIMEOUT'), problems);
    const headers = {
        ...parseHeaders(env.OTEL_EXPORTER_OTLP_HEADERS, problems),
        ...parseHeaders(env[`OTEL_EXPORTER_OTLP_${upper}_HEADERS`], problems),
    };
    return { kind: 'otlp', protocol, url, headers, timeoutMs };
}
/**
 * The signal's URL: a signal-specific endpoint is used as is; the general one gets `/v1/traces` or
 * `/v1/metrics` appended over HTTP (gRPC routes by service, not path).
 */
function endpointFor(signal, protocol, env) {
    const specific = env[`OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_ENDPOINT`]?.trim();
    if (specific)
        return specific;
    const general = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
    if (protocol === 'grpc')
        return general || 'http://localhost:4317';
    return `${(general || 'http://localhost:4318').replace(/\/+$/, '')}${SIGNAL_PATH[signal]}`;
}
function timeoutFor(raw, problems) {
    if (raw === '')
        return DEFAULT_EXPORT_TIMEOUT_MS;
    const ms = Number(raw);
    if (Number.isFinite(ms) && ms > 0)
        return ms;
    problems.push(`OTEL_EXPORTER_OTLP_TIMEOUT=${raw} is not a positive number of milliseconds`);
    return DEFAULT_EXPORT_TIMEOUT_MS;
}
/** `key1=value1,key2=value2`, values percent-encoded (W3C baggage style, as the spec says). */
function parseHeaders(raw, problems = []) {
    const out = {};
    if (!raw?.trim())
        return out;
    for (const pair of raw.split(',')) {
        const at = pair.indexOf('=');
        const key = at > 0 ? pair.slice(0, at).trim() : '';
        if (!key) {
            // Never echo the pair: it may hold a token.
            problems.push('OTEL_EXPORTER_OTLP_HEADERS has an entry without key=value; it was ignored');
            continue;
        }
        const value = pair.slice(at + 1).trim();
        try {
            out[key] = decodeURIComponent(value);
        }
        catch {
            out[key] = value;
        }
    }
    return out;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/obs/observer.js
var obs_observer = __webpack_require__(40678);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/session-paths.js
var session_paths = __webpack_require__(98259);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/timeline.js
var obs_timeline = __webpack_require__(50343);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/scrub.js

/** Deeper than any transcript entry; stops a cycle or a runaway structure. */
const MAX_DEPTH = 12;
/** Returns a function that deep-copies a value with every string masked and redacted. */
function createScrubber(mask) {
    const text = (s) => (0,redact/* redactSecrets */.fp)(mask(s));
    const scrub = (value, depth) => {
        if (typeof value === 'string')
            return text(value);
        if (value === null || typeof value === 'number' || typeof value === 'boolean')
            return value;
        if (typeof value === 'bigint')
            return value.toString();
        if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
            return undefined;
        if (depth >= MAX_DEPTH)
            return '[too deep]';
        if (value instanceof Error)
            return { name: value.name, message: text(value.message) };
        if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal)
            return undefined;
        if (Array.isArray(value))
            return value.map((v) => scrub(v, depth + 1) ?? null);
        const out = {};
        for (const [key, v] of Object.entries(value)) {
            const scrubbed = scrub(v, depth + 1);
            if (scrubbed !== undefined)
                out[text(key)] = scrubbed;
        }
        return out;
    };
    return (value) => scrub(value, 0);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/transcript.js
/**
 * The session transcript: every model request and response and every tool call of one run, one
 * JSON object a line, appended as it happens (a crash leaves everything up to it). Every string is
 * scrubbed (see scrub.ts) before it is written. Writing never throws: the first failure turns the
 * transcript off with one warning, and the review goes on.
 */



/** Appends scrubbed transcript entries to one JSON-lines file. */
class TranscriptWriter {
    options;
    file;
    fd = null;
    failed = false;
    lines = 0;
    /** Notes held until the first request or tool call: a run that asked no model leaves no file. */
    pending = [];
    scrub;
    now;
    constructor(options) {
        this.options = options;
        this.file = options.file;
        this.scrub = createScrubber(options.mask);
        this.now = options.now ?? Date.now;
    }
    /** Whether anything was written (a run without model calls leaves no file). */
    get written() {
        return this.lines > 0;
    }
    /** False once a write failed. */
    get active() {
        return !this.failed;
    }
    /** Appends one entry; never throws. */
    write(entry) {
        if (this.failed)
            return;
        try {
            const line = JSON.stringify({
                ts: new Date(this.now()).toISOString(),
                ...this.scrub(entry),
            });
            if (this.lines === 0 && entry.type === 'note') {
                this.pending.push(line);
                return;
            }
            if (this.fd === null) {
                (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(this.file), { recursive: true, mode: 0o700 });
                // 0600: a transcript holds the reviewed code; other users of the machine have no business reading it.
                this.fd = (0,external_node_fs_.openSync)(this.file, 'a', 0o600);
            }
            for (const held of this.pending.splice(0))
                (0,external_node_fs_.writeSync)(this.fd, `${held}\n`);
            (0,external_node_fs_.writeSync)(this.fd, `${line}\n`);
            this.lines++;
        }
        catch (error) {
            this.failed = true;
            this.closeQuietly();
            this.options.warn(`session transcript turned off: cannot write ${this.file} (${error.message}); ` +
                'set transcript: false to silence this');
        }
    }
    /** Closes the file; later writes reopen it. */
    close() {
        this.closeQuietly();
    }
    closeQuietly() {
        if (this.fd === null)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        catch {
            // Closing a file we could not write to: nothing more to say than the warning already given.
        }
        this.fd = null;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/setup.js






/** The observability of one run, unconfigured. */
function createRunObservability(options) {
    let inner = ports/* noopObserver */.V;
    let writer = null;
    let telemetry = null;
    const runAttributes = { ...options.runAttributes };
    // The HTML report's timeline: kept in memory (labels and times, no content) from the start.
    const timeline = (0,obs_timeline/* timelineRecorder */.M)(options.now ?? Date.now);
    const observer = {
        span: (name, attributes, fn) => timeline.observer.span(name, attributes, () => inner.span(name, attributes, fn)),
        count: (metric, value, attributes) => inner.count(metric, value, attributes),
        transcript: (entry) => {
            timeline.observer.transcript(entry);
            inner.transcript(entry);
        },
    };
    return {
        observer,
        async configure(settings) {
            const now = options.now ?? Date.now;
            if (settings.preset !== undefined)
                runAttributes['prlens.preset'] = settings.preset;
            if (settings.transcript) {
                writer = new TranscriptWriter({
                    file: `${options.sessionsDir}/${(0,session_paths/* sessionFileName */.Cx)(now())}`,
                    mask: options.mask,
                    warn: options.warn,
                    now,
                });
            }
            if (telemetryEnabled(settings.telemetry, options.env))
                telemetry = await startRunTelemetry(options, runAttributes);
            inner = (0,obs_observer/* composeObservers */._R)([
                ...(writer ? [(0,obs_observer/* transcriptObserver */.$d)(writer)] : []),
                ...(telemetry ? [telemetry.observer] : []),
            ]);
            if (writer) {
                inner.transcript({
                    type: 'note',
                    event: 'session_start',
                    version: options.serviceVersion,
                    ...runAttributes,
                });
            }
        },
        finish: (report) => recordFinish(observer, runAttributes, report),
        async close(failed = false) {
            inner = ports/* noopObserver */.V;
            try {
                await telemetry?.shutdown(runAttributes, failed);
            }
            catch {
                // Bounded and best effort: the review's outcome does not depend on telemetry.
            }
            telemetry = null;
            writer?.close();
            return { transcriptFile: writer?.written ? writer.file : null };
        },
        timeline: () => timeline.calls(),
    };
}
/** OpenTelemetry for the run, or null when it is off or cannot start (a warning says why). */
async function startRunTelemetry(options, runAttributes) {
    try {
        const config = readTelemetryConfig(options.env);
        for (const problem of config.problems)
            options.warn(`telemetry: ${problem}`);
        // Loaded here, only when telemetry is on: a run without it never loads the SDK.
        const { startTelemetry } = await __webpack_require__.e(/* import() */ 8499).then(__webpack_require__.bind(__webpack_require__, 38499));
        return await startTelemetry({
            config,
            serviceVersion: options.serviceVersion,
            mask: options.mask,
            writeConsole: options.writeConsole,
            warn: options.warn,
            root: { name: 'prlens.run', attributes: runAttributes },
            ...options.telemetry,
        });
    }
    catch (error) {
        options.warn(`telemetry is off: it could not start (${error.message})`);
        return null;
    }
}
/** The run's metrics and closing transcript note, from its report. */
function recordFinish(observer, runAttributes, report) {
    const attributes = { incomplete: report.incomplete };
    Object.assign(runAttributes, {
        'prlens.files': report.stats.files_reviewed,
        'prlens.findings': report.findings.length,
        'prlens.unanchored': report.unanchored.length,
        'prlens.incomplete': report.incomplete,
        'prlens.requests': report.usage.requests,
    });
    observer.count('prlens.duration', report.duration_ms, attributes);
    observer.count('prlens.files', report.stats.files_reviewed, attributes);
    for (const severity of ['critical', 'high', 'medium', 'low']) {
        const n = report.findings.filter((f) => f.severity === severity).length;
        if (n > 0)
            observer.count('prlens.findings', n, { severity });
    }
    observer.transcript({
        type: 'note',
        event: 'session_end',
        findings: report.findings.length,
        unanchored: report.unanchored.length,
        incomplete: report.incomplete,
        usage: report.usage,
        warnings: report.warnings,
        duration_ms: report.duration_ms,
    });
}


/***/ }),

/***/ 50343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ timelineRecorder),
/* harmony export */   w: () => (/* binding */ timelineFromEntries)
/* harmony export */ });
/* harmony import */ var _observer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40678);

/** The calls of a run, in request order. `timeOf` gives an entry's time in epoch milliseconds. */
function timelineFromEntries(entries, timeOf = isoTime) {
    const calls = new Map();
    for (const entry of entries) {
        const request = entry.request;
        if (typeof request !== 'number')
            continue;
        const at = timeOf(entry);
        if (at === null)
            continue;
        if (entry.type === 'request') {
            calls.set(request, {
                request,
                conversation: text(entry.conversation) ?? '(no conversation)',
                group: text(entry.group),
                lenses: text(entry.lenses),
                start: at,
                end: null,
                outcome: 'open',
                promptTokens: 0,
                cachedTokens: 0,
                completionTokens: 0,
            });
            continue;
        }
        const call = calls.get(request);
        if (!call || call.end !== null)
            continue;
        if (entry.type === 'response') {
            const usage = (entry.usage ?? {});
            Object.assign(call, {
                end: at,
                outcome: 'ok',
                promptTokens: count(usage.prompt_tokens),
                cachedTokens: count(usage.cached_tokens),
                completionTokens: count(usage.completion_tokens),
            });
        }
        else if (entry.type === 'error')
            Object.assign(call, { end: at, outcome: 'error' });
    }
    return [...calls.values()].sort((a, b) => a.request - b.request);
}
/** Records the timeline of a run in memory; its observer keeps no prompt or answer text. */
function timelineRecorder(now = Date.now) {
    const entries = [];
    const observer = (0,_observer_js__WEBPACK_IMPORTED_MODULE_0__/* .transcriptObserver */ .$d)({
        write: (entry) => {
            if (entry.type !== 'request' && entry.type !== 'response' && entry.type !== 'error')
                return;
            // Only what the timeline reads: labels, numbers and the time.
            entries.push({
                type: entry.type,
                request: entry.request,
                conversation: entry.conversation,
                group: entry.group,
                lenses: entry.lenses,
                usage: entry.usage,
                at: now(),
            });
        },
    });
    return { observer, calls: () => timelineFromEntries(entries, (e) => e.at) };
}
function isoTime(entry) {
    if (typeof entry.ts !== 'string')
        return null;
    const at = Date.parse(entry.ts);
    return Number.isFinite(at) ? at : null;
}
function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}


/***/ }),

/***/ 61059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   bz: () => (/* binding */ githubFileUrl),
/* harmony export */   wR: () => (/* binding */ githubRepoFromRemote)
/* harmony export */ });
/**
 * Escaping for the HTML pages. Everything they show (diff text, file names, model text, lens names
 * from a repository's config, transcript content) is attacker input, so every string goes through
 * `esc` on its way into markup, in text and in attributes alike: with `&`, `<`, `>`, `"` and `'`
 * replaced, no string can open a tag, close one (`</details>`, `</style>`, `</script>`) or leave a
 * quoted attribute. Links are never taken from that text: `githubFileUrl` builds them from a
 * validated repository URL and a commit SHA, with every path segment percent-encoded.
 * Rules: https://html.spec.whatwg.org/multipage/parsing.html#escapingString and OWASP's XSS
 * prevention cheat sheet (rule #1 and #2: escape for the HTML body and for quoted attributes).
 */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text made safe for an HTML body or a quoted attribute value. */
function esc(value) {
    // C0 controls other than tab and newline have no business on the page and confuse some viewers.
    return String(value)
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** `https://host/owner/repo` with no query, fragment or credentials; anything else is refused. */
const REPO_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SHA = /^[0-9a-f]{40}$/;
/**
 * The blob URL of `path` at `sha` (`#L12` or `#L10-L14` when lines are given), or null when the
 * repository URL or the SHA is not of the expected shape: no link is better than a wrong one.
 * https://docs.github.com/en/repositories/working-with-files/using-files/getting-permanent-links-to-files
 */
function githubFileUrl(repoUrl, sha, path, lines) {
    if (!repoUrl || !sha || !REPO_URL.test(repoUrl) || !SHA.test(sha))
        return null;
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const anchor = lines ? (lines.start < lines.end ? `#L${lines.start}-L${lines.end}` : `#L${lines.end}`) : '';
    return `${repoUrl}/blob/${sha}/${encoded}${anchor}`;
}
/**
 * The `https://github.com/owner/repo` of a git remote URL on github.com (https, ssh or scp-like
 * form), or null for any other host or shape.
 */
function githubRepoFromRemote(remote) {
    const match = /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|ssh:\/\/git@github\.com\/|git@github\.com:)([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(remote.trim());
    if (!match)
        return null;
    return `https://github.com/${match[1]}/${match[2]}`;
}


/***/ }),

/***/ 17850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37428);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98854);
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

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ renderRdjson)
/* harmony export */ });
/* unused harmony export buildRdjson */
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
/* harmony export */   WH: () => (/* binding */ renderSarif)
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
        properties: security
            ? { tags: ['security'], 'security-severity': SECURITY_SEVERITY[info.severity] }
            : { tags: [info.category] },
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
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78317);
/* harmony import */ var _coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72174);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79068);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27115);
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


/***/ }),

/***/ 79008:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ loadRuleCatalog)
/* harmony export */ });
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11465);
/* harmony import */ var _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42674);
/* harmony import */ var _rule_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63509);
/* harmony import */ var _built_catalog_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19532);




/** The rules of `dir` (default: the bundle's built catalog, else the repository's `rules/`) and the file checks'. */
async function loadRuleCatalog(dir) {
    const rules = dir === undefined ? ((0,_built_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .readBuiltCatalog */ .EI)() ?? (await (0,_rule_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRules */ .A7)((0,_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRulesDir */ .z1)()))) : await (0,_rule_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRules */ .A7)(dir);
    const checks = _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .FILE_CHECKS */ .d.flatMap((check) => check.rules);
    return [
        ...rules.map(({ id, message, note, category, severity, url }) => ({
            id,
            message,
            note,
            category,
            severity,
            url,
        })),
        ...checks.map(({ id, message, note, category, severity }) => ({
            id,
            message,
            note,
            category,
            severity,
            url: undefined,
        })),
    ];
}


/***/ })

};
