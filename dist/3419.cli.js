export const id = 3419;
export const ids = [3419];
export const modules = {

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
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/**
 * Where session transcripts live. CLI: the user's prlens state folder (XDG_STATE_HOME, next to the
 * config under XDG_CONFIG_HOME); action: under RUNNER_TEMP, which the example workflow uploads as an
 * artifact. One file per run, named by its start time and a short random id so runs never collide
 * and `ls` sorts them by time.
 */


/** The CLI's sessions folder: `$XDG_STATE_HOME/prlens/sessions`, else `~/.local/state/prlens/sessions`. */
function cliSessionsDir(env) {
    const base = env.XDG_STATE_HOME || node_path__WEBPACK_IMPORTED_MODULE_1__.join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_0__.homedir(), '.local', 'state');
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(base, 'prlens', 'sessions');
}
/** The action's sessions folder: `$RUNNER_TEMP/prlens/sessions` (the OS temp folder outside a runner). */
function actionSessionsDir(env) {
    return path.join(env.RUNNER_TEMP || os.tmpdir(), 'prlens', 'sessions');
}
/**
 * Six hex digits that keep two runs of one second apart. Only a file name to tell apart, not a
 * secret: Math.random serves, and every run (a static-only one too) is spared loading node:crypto
 * (issue 48).
 */
function shortId() {
    return Math.floor(Math.random() * 0x1000000)
        .toString(16)
        .padStart(6, '0');
}
/** `2026-11-30T06-55-01Z-3fa9c1.jsonl`: sortable, unique, safe on every file system. */
function sessionFileName(now, id = shortId()) {
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
    /**
     * Notes held until the first request or tool call: a run that asked no model leaves no file. They
     * are held as given and scrubbed when written: scrubbing (the secret patterns' first use) was the
     * largest cost of a static-only run's transcript, which writes nothing (issue 48).
     */
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
            const at = this.now();
            if (this.lines === 0 && entry.type === 'note') {
                this.pending.push({ at, entry });
                return;
            }
            const line = this.line(at, entry);
            if (this.fd === null) {
                (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(this.file), { recursive: true, mode: 0o700 });
                // 0600: a transcript holds the reviewed code; other users of the machine have no business reading it.
                // The first open creates the file and refuses one already there ('wx': O_EXCL, which also
                // refuses a symlink), so a link planted at the name in a shared temp folder is never followed.
                this.fd = (0,external_node_fs_.openSync)(this.file, this.lines === 0 ? 'wx' : 'a', 0o600);
            }
            for (const held of this.pending.splice(0))
                (0,external_node_fs_.writeSync)(this.fd, `${this.line(held.at, held.entry)}\n`);
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
    line(at, entry) {
        return JSON.stringify({ ts: new Date(at).toISOString(), ...this.scrub(entry) });
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

/***/ 79008:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ loadRuleCatalog)
/* harmony export */ });
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11465);
/* harmony import */ var _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2202);
/* harmony import */ var _built_catalog_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19532);
/* harmony import */ var _measured_grade_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79774);
/* harmony import */ var _measured_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74612);





const levelOf = (id, confidence) => (0,_measured_grade_js__WEBPACK_IMPORTED_MODULE_3__/* .precisionLevel */ .Li)((0,_measured_grade_js__WEBPACK_IMPORTED_MODULE_3__/* .measuredPrecision */ .zW)(confidence, _measured_record_js__WEBPACK_IMPORTED_MODULE_4__/* .MEASURED */ .l[id]));
/** The rules of `dir` (default: the bundle's built catalog, else the repository's `rules/`) and the file checks'. */
async function loadRuleCatalog(dir) {
    const built = dir === undefined ? (0,_built_catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .readBuiltCatalog */ .EI)() : null;
    // The YAML reader loads only without a built catalog (the sources) or for a folder of the caller's.
    const rules = built ?? (await (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6105)]).then(__webpack_require__.bind(__webpack_require__, 96105))).loadRules(dir ?? (0,_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRulesDir */ .z1)()));
    const checks = _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .FILE_CHECKS */ .d.flatMap((check) => check.rules);
    return [
        ...rules.map(({ id, message, note, category, severity, url, confidence }) => ({
            id,
            message,
            note,
            category,
            severity,
            url,
            precision: levelOf(id, confidence),
        })),
        ...checks.map(({ id, message, note, category, severity, confidence }) => ({
            id,
            message,
            note,
            category,
            severity,
            url: undefined,
            precision: levelOf(id, confidence),
        })),
    ];
}


/***/ })

};
