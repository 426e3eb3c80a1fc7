export const id = 1070;
export const ids = [1070];
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

/***/ 3712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B1: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: REPORT_FORMATS, renderHtml, renderJson, renderMarkdown

// EXTERNAL MODULE: ./.tmp/bundle-src/report/common.js
var common = __webpack_require__(78317);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/coverage-sentence.js
var coverage_sentence = __webpack_require__(72174);
// EXTERNAL MODULE: ./.tmp/bundle-src/i18n/index.js + 8 modules
var i18n = __webpack_require__(27115);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/escape.js
var html_escape = __webpack_require__(61059);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/context.js

/** Lines shown around the flagged ones, and the most flagged lines shown before eliding. */
const CONTEXT_PAD = 3;
const MAX_FLAGGED = 24;
/** The flagged lines with `pad` lines around them, or null when the diff does not hold them. */
function contextLines(file, finding, pad = CONTEXT_PAD) {
    if (!file)
        return null;
    const from = Math.min(finding.start_line ?? finding.line, finding.line);
    const to = finding.line;
    const numberOf = (l) => (finding.side === 'LEFT' ? l.oldLine : l.newLine);
    for (const hunk of file.hunks) {
        const hits = [];
        hunk.lines.forEach((l, i) => {
            const at = numberOf(l);
            if (at !== null && at >= from && at <= to)
                hits.push(i);
        });
        if (hits.length === 0)
            continue;
        const first = hits[0];
        const last = hits.at(-1);
        const flagged = new Set(hits);
        const out = [];
        for (let i = Math.max(0, first - pad); i <= Math.min(hunk.lines.length - 1, last + pad); i++) {
            // A long range keeps its first and last lines; the middle is elided.
            if (last - first >= MAX_FLAGGED && i === first + MAX_FLAGGED / 2) {
                out.push('gap');
                i = last - MAX_FLAGGED / 2;
            }
            out.push({ ...hunk.lines[i], flagged: flagged.has(i) });
        }
        return out;
    }
    return null;
}
/** The lines as a diff table (old number, new number, sign, text), every cell escaped. */
function renderContext(lines) {
    const rows = lines.map((line) => {
        if (line === 'gap')
            return '<tr class="gap"><td colspan="4">…</td></tr>';
        const sign = line.kind === 'add' ? '+' : line.kind === 'del' ? '-' : ' ';
        const classes = [line.kind, line.flagged ? 'flag' : ''].filter(Boolean).join(' ');
        return (`<tr class="${classes}"><td class="n">${line.oldLine ?? ''}</td><td class="n">${line.newLine ?? ''}</td>` +
            `<td class="s">${sign}</td><td>${(0,html_escape/* esc */.UQ)(line.text)}</td></tr>`);
    });
    return `<table class="diff">${rows.join('')}</table>`;
}

// EXTERNAL MODULE: ./node_modules/marked/lib/marked.esm.js
var marked_esm = __webpack_require__(48022);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/markdown-html.js
/**
 * Finding bodies are Markdown written for the PR comment; the page renders them with `marked`, safe
 * for text the change under review controls: raw HTML is never passed through (every html token is
 * shown as its text), a link keeps its href only for http(s) and relative targets (a `javascript:`
 * or `data:` one is shown as text), and images become their alt text (the page's CSP loads none).
 * https://marked.js.org/using_pro#renderer
 */


/** http(s), or relative (no scheme before the first `/`, `?` or `#`). */
function safeHref(href) {
    const value = href.trim();
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
    if (!scheme)
        return !value.startsWith('//');
    return /^https?$/i.test(scheme[1] ?? '');
}
const marked = new marked_esm/* Marked */.Dz({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
        html(token) {
            return (0,html_escape/* esc */.UQ)(token.text);
        },
        link(token) {
            const text = this.parser.parseInline(token.tokens);
            if (!safeHref(token.href))
                return `${text} (${(0,html_escape/* esc */.UQ)(token.href)})`;
            return `<a href="${(0,html_escape/* esc */.UQ)(token.href)}" rel="noreferrer">${text}</a>`;
        },
        image(token) {
            return (0,html_escape/* esc */.UQ)(token.text);
        },
    },
});
/** `markdown` as HTML that can only format text: no element, attribute or URL of its own making. */
function markdownToHtml(markdown) {
    return marked.parse(markdown);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/findings.js




/**
 * Filter buttons for every severity and every lens that occurs, with counts. The "N of N shown"
 * line carries its two plural forms in data attributes, so the page script rewrites it in the
 * page's language without holding any words of its own.
 */
function renderFilters(findings, tr) {
    if (findings.length === 0)
        return '';
    const counts = (0,common/* countBySeverity */.Ot)(findings);
    const lenses = new Map();
    for (const f of findings)
        lenses.set(f.lens, (lenses.get(f.lens) ?? 0) + 1);
    const severityButtons = common/* SEVERITIES_DESC */.oe.filter((s) => counts[s] > 0).map((s) => `<button type="button" class="sev-filter" data-filter="severity" data-value="${s}" aria-pressed="true">${s} (${tr.num(counts[s])})</button>`);
    const lensButtons = [...lenses.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([lens, n]) => `<button type="button" class="lens-filter" data-filter="lens" data-value="${(0,html_escape/* esc */.UQ)(lens)}" aria-pressed="true">${(0,html_escape/* esc */.UQ)(lens)} (${tr.num(n)})</button>`);
    const total = findings.length;
    // The script fills {n} and {total} and picks the form by Intl.PluralRules of <html lang>, as tr.count does.
    const forms = tr.forms('pageShown');
    return [
        `<div class="filters" role="group" aria-label="${(0,html_escape/* esc */.UQ)(tr.t('pageFilterFindings'))}">`,
        `<span class="label">${(0,html_escape/* esc */.UQ)(tr.t('tableSeverity'))}</span>`,
        ...severityButtons,
        `<span class="label">${(0,html_escape/* esc */.UQ)(tr.t('pageLens'))}</span>`,
        ...lensButtons,
        `<span class="muted" id="shown-count" data-one="${(0,html_escape/* esc */.UQ)(forms.one)}" data-other="${(0,html_escape/* esc */.UQ)(forms.other)}">` +
            `${(0,html_escape/* esc */.UQ)(tr.count('pageShown', total, { total }))}</span>`,
        '</div>',
    ].join('\n');
}
/** Anchored findings grouped by file, each with the changed lines around it. */
function renderFileSections(findings, files, links, tr) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    return (0,common/* groupByFile */.XQ)(findings)
        .map(([path, group]) => {
        const file = byPath.get(path);
        const url = (0,html_escape/* githubFileUrl */.bz)(links.repoUrl, file?.status === 'deleted' ? links.base : links.head, path);
        const name = url ? `<a href="${(0,html_escape/* esc */.UQ)(url)}" rel="noreferrer">${(0,html_escape/* esc */.UQ)(path)}</a>` : (0,html_escape/* esc */.UQ)(path);
        return [
            `<section class="file" data-path="${(0,html_escape/* esc */.UQ)(path)}">`,
            `<header><h3>${name}</h3><span class="muted">${(0,html_escape/* esc */.UQ)(tr.count('findingCount', group.length))}</span></header>`,
            ...group.map((f) => renderFinding(f, file, links, tr)),
            '</section>',
        ].join('\n');
    })
        .join('\n');
}
/** Findings that could not be pinned to a changed line: listed with what the model quoted. */
function renderUnanchored(findings, links, tr) {
    if (findings.length === 0)
        return '';
    return [
        '<section class="file unanchored" data-path="">',
        `<header><h3>${(0,html_escape/* esc */.UQ)(tr.t('unanchored'))}</h3><span class="muted">${(0,html_escape/* esc */.UQ)(tr.count('findingCount', findings.length))}</span></header>`,
        ...findings.map((f) => renderFinding(f, undefined, links, tr)),
        '</section>',
    ].join('\n');
}
/** One finding's card. */
function renderFinding(finding, file, links, tr) {
    const lines = { start: Math.min(finding.start_line ?? finding.line, finding.line), end: finding.line };
    const sha = finding.side === 'LEFT' ? links.base : links.head;
    const url = finding.anchored ? (0,html_escape/* githubFileUrl */.bz)(links.repoUrl, sha, finding.path, lines) : null;
    const where = `${finding.path}:${(0,common/* lineLabel */.bQ)(finding)}${finding.side === 'LEFT' ? ` ${tr.t('oldFile')}` : ''}`;
    const rule = finding.rule;
    const context = finding.anchored ? contextLines(file, finding) : null;
    return [
        `<article class="finding" data-severity="${(0,html_escape/* esc */.UQ)(finding.severity)}" data-lens="${(0,html_escape/* esc */.UQ)(finding.lens)}" data-fingerprint="${(0,html_escape/* esc */.UQ)(finding.fingerprint)}">`,
        '<div class="head">',
        severityChip(finding.severity),
        `<span class="chip lens" title="${(0,html_escape/* esc */.UQ)(tr.t('pageLens'))}">${(0,html_escape/* esc */.UQ)(finding.lens)}</span>`,
        `<span class="chip category" title="${(0,html_escape/* esc */.UQ)(tr.t('pageCategory'))}">${(0,html_escape/* esc */.UQ)(finding.category)}</span>`,
        typeof rule === 'string' && rule !== ''
            ? `<span class="chip rule" title="${(0,html_escape/* esc */.UQ)(tr.t('pageRule'))}">${(0,html_escape/* esc */.UQ)(rule)}</span>`
            : '',
        `<span class="where">${url ? `<a href="${(0,html_escape/* esc */.UQ)(url)}" rel="noreferrer">${(0,html_escape/* esc */.UQ)(where)}</a>` : (0,html_escape/* esc */.UQ)(where)}`,
        ` · ${(0,html_escape/* esc */.UQ)(tr.t('pageConfidence', { percent: tr.percent(finding.confidence) }))}</span>`,
        '</div>',
        `<div class="title">${(0,html_escape/* esc */.UQ)(finding.title)}</div>`,
        `<div class="md body">${markdownToHtml((0,common/* bodyWithoutTitle */.Xe)(finding))}</div>`,
        context
            ? renderContext(context)
            : finding.anchor
                ? `<div class="role">${(0,html_escape/* esc */.UQ)(tr.t('pageFlaggedLine'))}</div><pre class="wrap anchor">${(0,html_escape/* esc */.UQ)(finding.anchor)}</pre>`
                : '',
        finding.suggestion !== null
            ? `<div class="role">${(0,html_escape/* esc */.UQ)(tr.t('pageSuggestion'))}</div><pre class="wrap suggestion">${(0,html_escape/* esc */.UQ)(finding.suggestion)}</pre>`
            : '',
        '</article>',
    ]
        .filter(Boolean)
        .join('\n');
}
/** A severity chip (the class comes from the enum, never from free text). */
function severityChip(severity) {
    return `<span class="chip sev sev-${(0,html_escape/* esc */.UQ)(severity)}">${(0,html_escape/* esc */.UQ)(severity)}</span>`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/page.js + 2 modules
var page = __webpack_require__(82787);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/timeline.js
var timeline = __webpack_require__(19855);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/report-page.js







/** Renders a report as a complete HTML document. */
function renderHtml(report, options = {}) {
    const links = { repoUrl: options.repoUrl ?? null, head: report.target.head, base: report.target.base };
    const all = [...report.findings, ...report.unanchored];
    const target = (0,common/* describeTarget */.ff)(report.target);
    const tr = (0,i18n/* translator */.Nj)(options.language);
    const hidden = (0,coverage_sentence/* hiddenSentence */.iq)(report, tr);
    const body = [
        '<main>',
        `<h1>${(0,html_escape/* esc */.UQ)(tr.t('heading'))}: ${(0,html_escape/* esc */.UQ)(target)}</h1>`,
        `<p class="meta">prlens ${(0,html_escape/* esc */.UQ)(report.tool.version)} · ` +
            `${(0,html_escape/* esc */.UQ)(tr.count('pageMeta', report.stats.lines_added, {
                deleted: tr.num(report.stats.lines_deleted),
                lenses: report.stats.lenses.join(', ') || tr.t('pageLensesNone'),
            }))} · ${(0,html_escape/* esc */.UQ)(tr.num(report.duration_ms / 1000, 1))} s</p>`,
        verdict(report, tr),
        // What each lens actually read, and what the severity floor hid: the page claims no more.
        `<p class="coverage" id="coverage">${(0,html_escape/* esc */.UQ)((0,coverage_sentence/* coverageSentence */.Qc)(report, tr))}</p>`,
        ...(hidden ? [`<p class="hidden-findings">${(0,html_escape/* esc */.UQ)(hidden)}</p>`] : []),
        warnings(report, tr),
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('findings'))}</h2>`,
        all.length === 0
            ? `<p>${(0,html_escape/* esc */.UQ)(report.incomplete ? tr.t('nothingFound') : tr.t('noFindings'))}</p>${reviewedFiles(options.files ?? [], tr)}`
            : renderFilters(all, tr),
        renderFileSections(report.findings, options.files ?? [], links, tr),
        renderUnanchored(report.unanchored, links, tr),
        excluded(report, tr),
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('usage'))}</h2>`,
        usage(report, tr),
        ...(report.usage.requests > 0 || (options.timeline?.length ?? 0) > 0
            ? [`<h2>${(0,html_escape/* esc */.UQ)(tr.t('pageModelCalls'))}</h2>`, (0,timeline/* renderTimeline */.s)(options.timeline ?? [], tr)]
            : []),
        `<footer>${(0,html_escape/* esc */.UQ)(tr.t('pageFooter', { version: report.tool.version }))}</footer>`,
        '</main>',
    ].join('\n');
    return (0,page/* htmlPage */.X)({ title: `${tr.t('heading')}: ${target}`, body, lang: tr.lang });
}
function verdict(report, tr) {
    const all = [...report.findings, ...report.unanchored];
    const counts = (0,common/* countBySeverity */.Ot)(all);
    const chips = common/* SEVERITIES_DESC */.oe.filter((s) => counts[s] > 0)
        .map((s) => `${severityChip(s)} ${tr.num(counts[s])}`)
        .join(' ');
    if (report.incomplete) {
        const why = report.warnings.length > 0 ? report.warnings : [tr.t('pageNoReason')];
        const findings = tr.count('findingCount', all.length);
        return [
            '<section class="status incomplete" id="verdict">',
            `<strong>${(0,html_escape/* esc */.UQ)(tr.t('pageIncomplete'))}</strong>: ${(0,html_escape/* esc */.UQ)(tr.t('pageIncompleteRest', { findings }))}`,
            warningList(why, tr),
            chips ? `<div class="counts">${chips}</div>` : '',
            '</section>',
        ].join('\n');
    }
    return [
        '<section class="status complete" id="verdict">',
        `<strong>${(0,html_escape/* esc */.UQ)(tr.t('pageComplete'))}</strong>: ${(0,html_escape/* esc */.UQ)(tr.count('findingCount', all.length))}` +
            (report.unanchored.length > 0
                ? ` ${(0,html_escape/* esc */.UQ)(tr.t('pageNotPinned', { n: report.unanchored.length }))}`
                : '') +
            '.',
        chips ? `<div class="counts">${chips}</div>` : '',
        '</section>',
    ].join('\n');
}
function warnings(report, tr) {
    // An incomplete run lists its warnings in the red verdict already.
    if (report.incomplete || report.warnings.length === 0)
        return '';
    return `<section class="warnings"><strong>${(0,html_escape/* esc */.UQ)(tr.t('warnings'))}</strong>${warningList(report.warnings, tr)}</section>`;
}
/** Warnings as a list; past `shown` of them, the rest fold away (a failed run can give one per file). */
function warningList(list, tr, shown = 5) {
    const items = (ws) => ws.map((w) => `<li>${(0,html_escape/* esc */.UQ)(w)}</li>`).join('');
    if (list.length <= shown + 1)
        return `<ul>${items(list)}</ul>`;
    return (`<ul>${items(list.slice(0, shown))}</ul>` +
        `<details><summary>${(0,html_escape/* esc */.UQ)(tr.t('andMore', { n: list.length - shown }))}</summary><ul>${items(list.slice(shown))}</ul></details>`);
}
function excluded(report, tr) {
    if (report.excluded_files.length === 0)
        return '';
    return [
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('pageNotReviewed', { n: report.excluded_files.length }))}</h2>`,
        `<details class="excluded"><summary>${(0,html_escape/* esc */.UQ)(tr.t('pageLeftOut'))}</summary><ul>`,
        ...report.excluded_files.map((f) => `<li><code>${(0,html_escape/* esc */.UQ)(f.path)}</code>: ${(0,html_escape/* esc */.UQ)(f.reason)}</li>`),
        '</ul></details>',
    ].join('\n');
}
/** What a page with no finding did read: "no findings" alone does not say whether it read anything. */
function reviewedFiles(files, tr) {
    if (files.length === 0)
        return '';
    const items = files.map((f) => `<li><code>${(0,html_escape/* esc */.UQ)(f.path)}</code></li>`).join('');
    return `<details class="reviewed" open><summary>${(0,html_escape/* esc */.UQ)(tr.count('fileCount', files.length))}</summary><ul>${items}</ul></details>`;
}
function usage(report, tr) {
    const u = report.usage;
    // A static-only run made no model call: a table of zeros says nothing the line does not.
    if (u.requests === 0)
        return `<p class="usage">${(0,html_escape/* esc */.UQ)(tr.t('usageNone'))}</p>`;
    const cost = u.cost_usd === null ? tr.t('pageCostUnknown') : tr.cost(u.cost_usd);
    const heads = [
        'pageCalls',
        'pagePromptTokens',
        'pageCachedTokens',
        'pageCompletionTokens',
        'pageCost',
    ];
    return [
        '<table class="usage">',
        `<tr>${heads.map((key) => `<th>${(0,html_escape/* esc */.UQ)(tr.t(key))}</th>`).join('')}</tr>`,
        `<tr><td>${tr.num(u.requests)}</td><td>${tr.num(u.prompt_tokens)}</td><td>${tr.num(u.cached_tokens)}</td>` +
            `<td>${tr.num(u.completion_tokens)}</td><td>${(0,html_escape/* esc */.UQ)(cost)}</td></tr>`,
        '</table>',
    ].join('\n');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js
var types = __webpack_require__(98854);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/json.js
/**
 * The JSON report: the contract other tools read (docs/contracts.md, "Finding and the JSON report").
 * It is validated before printing, because a report that does not match its own schema is a bug
 * in prlens and must fail loudly here rather than in a consumer.
 */


/** The report as pretty-printed JSON (2-space indent, trailing newline); throws when it is invalid. */
function renderJson(report) {
    const parsed = types/* ReviewReport */.rA.safeParse(report);
    if (!parsed.success) {
        throw new Error(`prlens bug: the review report does not match the ReviewReport schema:\n${errors/* prettifyError */.S1(parsed.error)}`, { cause: parsed.error });
    }
    return `${JSON.stringify(parsed.data, null, 2)}\n`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown.js
var markdown = __webpack_require__(73601);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/plain-text.js
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

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/sarif.js


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
    return `${JSON.stringify(buildSarif(report, options), null, 2)}\n`;
}
/**
 * The SARIF log as an object: one SARIF rule per prlens rule (its own id, as rules/README.md says)
 * and one per lens for model findings (`lens/<name>`).
 */
function buildSarif(report, options = {}) {
    const maxResults = options.maxResults ?? GITHUB_MAX_RESULTS_PER_RUN;
    const catalog = new Map((options.rules ?? []).map((r) => [r.id, r]));
    const onNewSide = report.findings.filter((f) => f.side === 'RIGHT').sort(common/* compareFindings */.Eg);
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
        notes.push(`${(0,common/* plural */.LS)(omittedLeftSide, 'finding')} on deleted lines (old file)`);
    if (report.unanchored.length > 0) {
        notes.push(`${(0,common/* plural */.LS)(report.unanchored.length, 'finding')} not pinned to a changed line`);
    }
    if (omittedOverLimit > 0) {
        notes.push(`${(0,common/* plural */.LS)(omittedOverLimit, 'finding')} over GitHub's limit of ${maxResults} results`);
    }
    const notifications = report.warnings.map((text) => ({ level: 'warning', message: { text } }));
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
    const parts = [oneLine(toPlainText(finding.title)) || `${finding.lens} finding`];
    const body = toPlainText((0,common/* bodyWithoutTitle */.Xe)(finding, finding.rule === null ? null : common/* STATIC_RULE_LINE */.vh));
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
        rule.fullDescription = { text: toPlainText(info.note.trim()) };
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

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/rdjson.js



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
    const title = toPlainText(finding.title).trim() || `${finding.lens} finding`;
    const body = toPlainText((0,common/* bodyWithoutTitle */.Xe)(finding, finding.rule === null ? null : common/* STATIC_RULE_LINE */.vh));
    // rdjson locations are in the new file: a finding on a deleted (LEFT) line, or one whose line was
    // never verified against the diff, stays on its file only rather than on a line it may not be about.
    const right = pinned && finding.side === 'RIGHT';
    const diagnostic = {
        message: body === '' ? title : `${title}\n\n${body}`,
        location: right ? { path: finding.path, range: lines(finding) } : { path: finding.path },
        severity: SEVERITY[finding.severity],
        code: { value: ruleId(finding) },
    };
    if (right && finding.suggestion !== null) {
        diagnostic.suggestions = [{ range: lines(finding), text: finding.suggestion.replace(/\r?\n$/, '') }];
    }
    return diagnostic;
}
/** The report's findings as an rdjson DiagnosticResult; unanchored ones on their file, without lines. */
function buildRdjson(report) {
    const pinned = [...report.findings].sort(common/* compareFindings */.Eg).map((f) => toDiagnostic(f, true));
    const loose = [...report.unanchored].sort(common/* compareFindings */.Eg).map((f) => toDiagnostic(f, false));
    return { source: { name: 'prlens' }, diagnostics: [...pinned, ...loose] };
}
function renderRdjson(report) {
    return `${JSON.stringify(buildRdjson(report), null, 2)}\n`;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/text.js
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
    return (0,external_node_util_.styleText)(FORMAT[style], text, { validateStream: false });
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
function renderText(report, options) {
    const paint = (style, text) => (options.color ? styled(style, text) : text);
    const out = [];
    const tr = (0,i18n/* translator */.Nj)(options.language);
    out.push(paint('bold', header(report, tr)));
    // What each lens looked at: "kept for review" is not "read by a rule or a model".
    out.push(`Coverage: ${clean((0,coverage_sentence/* coverageSentence */.Qc)(report, tr))}`);
    const hidden = (0,coverage_sentence/* hiddenSentence */.iq)(report, tr);
    if (hidden !== '')
        out.push(clean(hidden));
    if (report.incomplete) {
        const scope = tr.t('scope', {
            files: tr.count('fileCount', report.stats.files_changed),
            target: (0,common/* describeTarget */.ff)(report.target),
        });
        out.push(paint('boldRed', `${tr.t('incompleteTitle').toUpperCase()} ${clean((0,common/* incompleteReason */.D1)(report))}`));
        out.push(paint('boldRed', clean(tr.t('incompleteRest', { scope }))));
    }
    out.push('');
    for (const [path, findings] of (0,common/* groupByFile */.XQ)(report.findings)) {
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
        for (const [path, findings] of (0,common/* groupByFile */.XQ)(report.unanchored)) {
            for (const finding of findings) {
                out.push(...findingLines(finding, paint, tr, clean(tr.t('nearLine', { path, line: finding.line }))));
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
        return u.requests === 0 ? tr.t('usageNone') : (0,common/* formatUsage */.pK)(u);
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
        `${tr.t('heading')}: ${clean((0,common/* describeTarget */.ff)(report.target))}`,
        tr.count('findingCount', report.findings.length),
    ];
    if (report.unanchored.length > 0)
        parts.push(`${report.unanchored.length} not pinned to a line`);
    if (report.incomplete)
        parts.push('INCOMPLETE');
    return parts.join(' | ');
}
function findingLines(finding, paint, tr, where = clean((0,common/* locationLabel */.GE)(finding))) {
    const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.toUpperCase());
    const rule = finding.rule === null ? '' : ` ${clean(finding.rule)}`;
    const lines = [
        `  ${where}  ${severity}  [${clean(finding.lens)}${rule}]  ${paint('bold', text_oneLine(toPlainText(finding.title)))}`,
    ];
    // Bodies are Markdown written for the PR comment: shown as plain text, without the repeated title
    // and (the rule id is in the brackets above) without the static rule line.
    const body = toPlainText((0,common/* bodyWithoutTitle */.Xe)(finding, finding.rule === null ? null : common/* STATIC_RULE_LINE */.vh));
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
function text_oneLine(text) {
    return clean(text).replace(/\s+/g, ' ').trim();
}
/** Drops C0/C1 control characters (ESC among them) except newline and tab; turns CRLF into LF. */
function clean(text) {
    return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/index.js






const REPORT_FORMATS = (/* unused pure expression or super */ null && ([
    'text',
    'json',
    'markdown',
    'sarif',
    'rdjson',
    'html',
]));
/** Renders a report in the given format. */
function renderReport(report, format, opts = {}) {
    switch (format) {
        case 'text':
            return renderText(report, { color: opts.color ?? false, language: opts.language });
        case 'json':
            return renderJson(report);
        case 'markdown':
            return (0,markdown/* renderMarkdown */.G)(report, {
                ...(opts.maxChars === undefined ? {} : { maxChars: opts.maxChars }),
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
        case 'sarif':
            return renderSarif(report, opts.rules === undefined ? {} : { rules: opts.rules });
        case 'rdjson':
            return renderRdjson(report);
        case 'html':
            return renderHtml(report, {
                ...opts.html,
                ...(opts.language === undefined ? {} : { language: opts.language }),
            });
    }
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



/** The rule files of `dir` (default: the bundled or repository `rules/`) and the file checks' rules. */
async function loadRuleCatalog(dir = (0,_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRulesDir */ .z1)()) {
    const rules = await (0,_rule_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRules */ .A7)(dir);
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
