export const id = 880;
export const ids = [880];
export const modules = {

/***/ 38499:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startTelemetry: () => (/* binding */ startTelemetry)
});

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/observer.js
var obs_observer = __webpack_require__(40678);
;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/stderr-exporters.js
const SUCCESS = { code: 0 };
/** Spans as `otel span {...}` lines. */
class StderrSpanExporter {
    write;
    constructor(write) {
        this.write = write;
    }
    export(spans, done) {
        for (const span of spans) {
            const context = span.spanContext();
            const [seconds, nanos] = span.duration;
            const line = {
                name: span.name,
                traceId: context.traceId,
                spanId: context.spanId,
                parentSpanId: span.parentSpanContext?.spanId ?? null,
                durationMs: Math.round((seconds * 1e3 + nanos / 1e6) * 10) / 10,
                status: span.status.code,
                attributes: span.attributes,
            };
            this.write(`otel span ${JSON.stringify(line)}\n`);
        }
        done(SUCCESS);
    }
    shutdown() {
        return Promise.resolve();
    }
}
/** Metrics as `otel metric {...}` lines, one per data point. */
class StderrMetricExporter {
    write;
    constructor(write) {
        this.write = write;
    }
    export(metrics, done) {
        for (const scope of metrics.scopeMetrics) {
            for (const metric of scope.metrics) {
                for (const point of metric.dataPoints) {
                    const line = { name: metric.descriptor.name, attributes: point.attributes, value: point.value };
                    this.write(`otel metric ${JSON.stringify(line)}\n`);
                }
            }
        }
        done(SUCCESS);
    }
    forceFlush() {
        return Promise.resolve();
    }
    shutdown() {
        return Promise.resolve();
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/otel-observer.js
/**
 * The OpenTelemetry observer: spans and metrics for a run, exported by the exporters the standard
 * OTEL_* variables choose (otel-config.ts). The SDK is imported here lazily, only when telemetry is
 * on, so a run without it loads none of it: in the bundles each `import()` is a chunk file of its
 * own (the SDK and gRPC are 1.6 MB of code to compile). Nothing here may break or slow the
 * review: attribute strings are masked and clipped, observer failures are swallowed, export failures
 * give one warning, and shutdown waits a bounded time however the collector behaves.
 */





/**
 * A down collector refuses at once; one that never answers must not hold the run: spans are exported
 * every second during the run, so only the tail waits on this.
 */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 500;
const EXPORT_DELAY_MS = 1_000;
const KNOWN_DOWN_TIMEOUT_MS = 50;
const MAX_ATTRIBUTE_CHARS = 256;
/** Metrics recorded as histograms (distributions); every other metric is a counter. */
const HISTOGRAMS = { 'prlens.duration': 'ms' };
const EXPORT_SUCCESS = 0; // @opentelemetry/core ExportResultCode.SUCCESS
/** Loads the SDK and starts telemetry; resolves to null when nothing would be exported. */
async function startTelemetry(options) {
    const choices = await usableChoices(options);
    const spanExtra = options.spanExporters ?? [];
    const metricExtra = options.metricExporters ?? [];
    if (choices.traces.length + choices.metrics.length + spanExtra.length + metricExtra.length === 0)
        return null;
    const [api, sdkTrace, sdkMetrics, resources] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(833), __webpack_require__.e(499)]).then(__webpack_require__.bind(__webpack_require__, 92499)),
        Promise.all(/* import() */[__webpack_require__.e(689), __webpack_require__.e(89)]).then(__webpack_require__.bind(__webpack_require__, 3089)),
        Promise.all(/* import() */[__webpack_require__.e(510), __webpack_require__.e(689), __webpack_require__.e(726)]).then(__webpack_require__.bind(__webpack_require__, 60726)),
        Promise.all(/* import() */[__webpack_require__.e(689), __webpack_require__.e(579)]).then(__webpack_require__.bind(__webpack_require__, 35579)),
    ]);
    const failures = { seen: false };
    const warnOnce = onceWarner(options.warn, failures);
    const spanExporters = [
        ...(await Promise.all(choices.traces.map((c) => spanExporterFor(c, options)))),
        ...spanExtra,
    ].map((e) => watchSpans(e, warnOnce));
    const metricExporters = [
        ...(await Promise.all(choices.metrics.map((c) => metricExporterFor(c, options)))),
        ...metricExtra,
    ].map((e) => watchMetrics(e, warnOnce));
    const resource = resources.resourceFromAttributes({
        'service.name': options.config.serviceName,
        'service.version': options.serviceVersion,
    });
    const tracerProvider = new sdkTrace.TracerProvider({
        resource,
        spanProcessors: spanExporters.map((exporter) => new sdkTrace.BatchSpanProcessor({ exporter, scheduledDelayMillis: EXPORT_DELAY_MS })),
    });
    const meterProvider = new sdkMetrics.MeterProvider({
        resource,
        readers: metricExporters.map((exporter) => new sdkMetrics.PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 15_000 })),
    });
    const tracer = tracerProvider.getTracer('prlens', options.serviceVersion);
    const clean = cleaner(options.mask);
    let root;
    if (options.root) {
        const { name, attributes } = options.root;
        (0,obs_observer/* quietly */.gd)(() => (root = tracer.startSpan(name, { attributes: clean(attributes) }, api.ROOT_CONTEXT)));
    }
    const record = instruments(meterProvider.getMeter('prlens', options.serviceVersion));
    const observer = spanObserver({ api, tracer, root: () => root, clean, record });
    const shutdown = async (attributes = {}, failed = false) => {
        (0,obs_observer/* quietly */.gd)(() => {
            if (!root)
                return;
            root.setAttributes(clean(attributes));
            if (failed)
                root.setStatus({ code: api.SpanStatusCode.ERROR });
            root.end();
            root = undefined;
        });
        const limit = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
        // A collector that already failed an export will fail the last one too: do not wait for it.
        const timeoutMs = failures.seen ? Math.min(limit, KNOWN_DOWN_TIMEOUT_MS) : limit;
        const done = Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()]);
        if ((await within(done, options.wait?.(timeoutMs) ?? unrefTimer(timeoutMs))) === 'timeout')
            warnOnce(`telemetry: the last export did not finish within ${timeoutMs} ms; it was dropped`);
    };
    return { observer, shutdown };
}
/** The configured exporters that can run in this build (gRPC needs @grpc/grpc-js), with a warning when one cannot. */
async function usableChoices(options) {
    const { config } = options;
    const wantsGrpc = [...config.traces, ...config.metrics].some((c) => c.kind === 'otlp' && c.protocol === 'grpc');
    const grpcReady = wantsGrpc && (grpc() || (await serveBundledGrpc()));
    if (wantsGrpc && !grpcReady) {
        options.warn('telemetry: OTLP over gRPC is not available in this build (@grpc/grpc-js cannot be loaded): ' +
            'set OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf');
    }
    const usable = (c) => c.kind !== 'none' && (c.kind !== 'otlp' || c.protocol !== 'grpc' || grpcReady);
    return { traces: config.traces.filter(usable), metrics: config.metrics.filter(usable) };
}
/** Attribute values masked, with secrets redacted and long strings clipped. */
function cleaner(mask) {
    return (attributes) => {
        const out = {};
        for (const [key, value] of Object.entries(attributes)) {
            out[key] = typeof value === 'string' ? clip((0,redact/* redactSecrets */.fp)(mask(value))) : value;
        }
        return out;
    };
}
/** One instrument a metric, made on first use: a histogram for HISTOGRAMS, a counter for the rest. */
function instruments(meter) {
    const made = new Map();
    return (metric, value, attributes) => {
        let record = made.get(metric);
        if (!record) {
            const unit = HISTOGRAMS[metric];
            if (unit !== undefined) {
                const histogram = meter.createHistogram(metric, { unit });
                record = (v, a) => histogram.record(v, a);
            }
            else {
                const counter = meter.createCounter(metric);
                record = (v, a) => counter.add(v, a);
            }
            made.set(metric, record);
        }
        record(value, attributes);
    };
}
/** The Observer over a tracer: each span a child of the one it runs in, or of the root. */
function spanObserver(parts) {
    const { api, tracer, clean } = parts;
    // The parent of each span, kept here rather than in a global context manager: nothing else in the
    // process is instrumented, and tests may run several observers side by side.
    const current = new external_node_async_hooks_.AsyncLocalStorage();
    return {
        span: (name, attributes, fn) => {
            let span;
            try {
                const parent = current.getStore() ?? parts.root();
                const context = parent ? api.trace.setSpan(api.ROOT_CONTEXT, parent) : api.ROOT_CONTEXT;
                span = tracer.startSpan(name, { attributes: clean(attributes) }, context);
            }
            catch {
                return fn();
            }
            return current.run(span, async () => {
                try {
                    return await fn();
                }
                catch (error) {
                    // The error's class only: its message may quote code or a prompt.
                    (0,obs_observer/* quietly */.gd)(() => span.setStatus({ code: api.SpanStatusCode.ERROR, message: errorName(error) }));
                    throw error;
                }
                finally {
                    // Attributes the callee added while the span ran (token counts of a response) are recorded now.
                    (0,obs_observer/* quietly */.gd)(() => {
                        span.setAttributes(clean(attributes));
                        span.end();
                    });
                }
            });
        },
        count: (metric, value, attributes = {}) => (0,obs_observer/* quietly */.gd)(() => parts.record(metric, value, clean(attributes))),
        transcript: () => undefined,
    };
}
/** Resolves when `work` settles or when `limit` does, whichever is first. */
async function within(work, limit) {
    return Promise.race([work.then(() => 'done'), limit.then(() => 'timeout')]);
}
/** A timer that never holds the process open. */
function unrefTimer(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
async function spanExporterFor(choice, options) {
    if (choice.kind !== 'otlp')
        return new StderrSpanExporter(options.writeConsole);
    const common = { url: choice.url, timeoutMillis: choice.timeoutMs };
    if (choice.protocol === 'grpc') {
        // gRPC metadata comes from OTEL_EXPORTER_OTLP_HEADERS, which the exporter reads itself.
        const { OTLPTraceExporter } = await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(33), __webpack_require__.e(156), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 16355));
        return new OTLPTraceExporter(common);
    }
    const { OTLPTraceExporter } = choice.protocol === 'http/json'
        ? await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(630), __webpack_require__.e(947)]).then(__webpack_require__.bind(__webpack_require__, 82947))
        : await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(630), __webpack_require__.e(156), __webpack_require__.e(528)]).then(__webpack_require__.bind(__webpack_require__, 97528));
    return new OTLPTraceExporter({ ...common, headers: choice.headers });
}
async function metricExporterFor(choice, options) {
    if (choice.kind !== 'otlp')
        return new StderrMetricExporter(options.writeConsole);
    const common = { url: choice.url, timeoutMillis: choice.timeoutMs };
    if (choice.protocol === 'grpc') {
        const { OTLPMetricExporter } = await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(510), __webpack_require__.e(33), __webpack_require__.e(508), __webpack_require__.e(967)]).then(__webpack_require__.bind(__webpack_require__, 38967));
        return new OTLPMetricExporter(common);
    }
    const { OTLPMetricExporter } = choice.protocol === 'http/json'
        ? await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(510), __webpack_require__.e(630), __webpack_require__.e(488)]).then(__webpack_require__.bind(__webpack_require__, 84488))
        : await Promise.all(/* import() */[__webpack_require__.e(801), __webpack_require__.e(510), __webpack_require__.e(630), __webpack_require__.e(508), __webpack_require__.e(770)]).then(__webpack_require__.bind(__webpack_require__, 81770));
    return new OTLPMetricExporter({ ...common, headers: choice.headers });
}
/** A span exporter that reports its first failed export (a collector that is down) as a warning. */
function watchSpans(exporter, warn) {
    return {
        export: (spans, done) => exporter.export(spans, (result) => {
            if (Number(result.code) !== EXPORT_SUCCESS)
                warn(`telemetry: exporting spans failed (${failure(result)})`);
            done(result);
        }),
        shutdown: () => exporter.shutdown(),
        forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
    };
}
function watchMetrics(exporter, warn) {
    const watched = {
        export: (metrics, done) => exporter.export(metrics, (result) => {
            if (Number(result.code) !== EXPORT_SUCCESS)
                warn(`telemetry: exporting metrics failed (${failure(result)})`);
            done(result);
        }),
        forceFlush: () => exporter.forceFlush(),
        shutdown: () => exporter.shutdown(),
    };
    if (exporter.selectAggregationTemporality)
        watched.selectAggregationTemporality = (type) => exporter.selectAggregationTemporality(type);
    if (exporter.selectAggregation)
        watched.selectAggregation = (type) => exporter.selectAggregation(type);
    return watched;
}
/** One warning for the whole run: a down collector fails every export the same way. */
function onceWarner(warn, failures) {
    let said = false;
    return (message) => {
        failures.seen = true;
        if (said)
            return;
        said = true;
        (0,obs_observer/* quietly */.gd)(() => warn(`${message}; the review goes on without it`));
    };
}
function failure(result) {
    return result.error?.message.split('\n')[0]?.slice(0, 200) ?? 'no reason given';
}
const BUNDLED_GRPC_URL = 'prlens:bundled/@grpc/grpc-js';
const BUNDLED_GRPC_GLOBAL = Symbol.for('prlens.bundled-grpc-js');
let bundledGrpc;
/**
 * Inside the ncc bundles there is no node_modules, yet the gRPC exporter asks for @grpc/grpc-js at
 * run time through `createRequire(import.meta.url)`, which the bundler cannot see. The bundle does
 * carry grpc-js (the exporter's service client imports it statically), so a synchronous module hook
 * (`module.registerHooks`, Node \u2265 22.15) answers that one specifier with the copy already in the
 * bundle. Only ever installed when gRPC export is asked for and grpc-js is not resolvable otherwise.
 */
function serveBundledGrpc() {
    bundledGrpc ??= (async () => {
        try {
            // Looked up at run time, not imported: Node 22 before 22.15 has no registerHooks, and a bundler's
            // namespace object would only carry the exports it saw used.
            const hooks = process.getBuiltinModule('node:module');
            if (typeof hooks.registerHooks !== 'function')
                return false;
            const grpcJs = await __webpack_require__.e(/* import() */ 33).then(__webpack_require__.t.bind(__webpack_require__, 83033, 19));
            globalThis[BUNDLED_GRPC_GLOBAL] = grpcJs;
            hooks.registerHooks({
                resolve: (specifier, context, next) => specifier === '@grpc/grpc-js'
                    ? { url: BUNDLED_GRPC_URL, format: 'commonjs', shortCircuit: true }
                    : next(specifier, context),
                load: (url, context, next) => url === BUNDLED_GRPC_URL
                    ? {
                        format: 'commonjs',
                        source: `module.exports = globalThis[Symbol.for('prlens.bundled-grpc-js')];`,
                        shortCircuit: true,
                    }
                    : next(url, context),
            });
            return true;
        }
        catch {
            return false;
        }
    })();
    return bundledGrpc;
}
/** Whether @grpc/grpc-js resolves the ordinary way (from source or an npm install). */
function grpc() {
    try {
        external_node_module_.createRequire(import.meta.url).resolve('@grpc/grpc-js');
        return true;
    }
    catch {
        return false;
    }
}
function clip(value) {
    return value.length > MAX_ATTRIBUTE_CHARS ? `${value.slice(0, MAX_ATTRIBUTE_CHARS - 1)}\u2026` : value;
}
function errorName(error) {
    if (error && typeof error === 'object') {
        const kind = error.kind;
        if (typeof kind === 'string')
            return kind;
        if (error instanceof Error)
            return error.name;
    }
    return 'error';
}


/***/ })

};
