/**
 * The OpenTelemetry observer: spans and metrics for a run, exported by the exporters the standard
 * OTEL_* variables choose (otel-config.ts). The SDK is imported here lazily, only when telemetry is
 * on, so a run without it loads none of it: in the bundles each `import()` is a chunk file of its
 * own (the SDK and gRPC are 1.6 MB of code to compile). Nothing here may break or slow the
 * review: attribute strings are masked and clipped, observer failures are swallowed, export failures
 * give one warning, and shutdown waits a bounded time however the collector behaves.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as nodeModule from 'node:module';
import type * as OtelApiModule from '@opentelemetry/api';
import type { Attributes, Meter, Span, Tracer } from '@opentelemetry/api';
import type { PushMetricExporter } from '@opentelemetry/sdk-metrics';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Masker } from '../core/mask.js';
import type { ObservationAttributes, Observer } from '../core/ports.js';
import { redactSecrets } from '../prompt/redact.js';
import { quietly } from './observer.js';
import type { ExporterChoice, TelemetryConfig } from './otel-config.js';
import { StderrMetricExporter, StderrSpanExporter } from './stderr-exporters.js';

export interface TelemetryOptions {
  config: TelemetryConfig;
  serviceVersion: string;
  mask: Masker;
  /** Where the `console` exporters write (stderr: stdout carries the report). */
  writeConsole: (text: string) => void;
  warn: (message: string) => void;
  /** Extra exporters (tests: the SDK's in-memory ones). */
  spanExporters?: SpanExporter[];
  metricExporters?: PushMetricExporter[];
  /** The most that shutdown waits for the last export. */
  shutdownTimeoutMs?: number;
  /** Waits `ms` for shutdown's limit (tests: a recording stand-in); by default a timer that never holds the process. */
  wait?: (ms: number) => Promise<void>;
  /** A span opened at start and ended at shutdown: the parent of every span without another. */
  root?: { name: string; attributes: ObservationAttributes };
}

export interface Telemetry {
  observer: Observer;
  /**
   * Ends the root span (adding `attributes`; `failed` marks it an error), then flushes and stops the
   * SDK; resolves within the shutdown timeout whatever the collector does.
   */
  shutdown(attributes?: ObservationAttributes, failed?: boolean): Promise<void>;
}

/**
 * A down collector refuses at once; one that never answers must not hold the run: spans are exported
 * every second during the run, so only the tail waits on this.
 */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 500;
const EXPORT_DELAY_MS = 1_000;
const KNOWN_DOWN_TIMEOUT_MS = 50;
const MAX_ATTRIBUTE_CHARS = 256;
/** Metrics recorded as histograms (distributions); every other metric is a counter. */
const HISTOGRAMS: Readonly<Record<string, string>> = { 'prlens.duration': 'ms' };
const EXPORT_SUCCESS = 0; // @opentelemetry/core ExportResultCode.SUCCESS

/** Loads the SDK and starts telemetry; resolves to null when nothing would be exported. */
export async function startTelemetry(options: TelemetryOptions): Promise<Telemetry | null> {
  const choices = await usableChoices(options);
  const spanExtra = options.spanExporters ?? [];
  const metricExtra = options.metricExporters ?? [];
  if (choices.traces.length + choices.metrics.length + spanExtra.length + metricExtra.length === 0)
    return null;

  const [api, sdkTrace, sdkMetrics, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/resources'),
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
    spanProcessors: spanExporters.map(
      (exporter) => new sdkTrace.BatchSpanProcessor({ exporter, scheduledDelayMillis: EXPORT_DELAY_MS }),
    ),
  });
  const meterProvider = new sdkMetrics.MeterProvider({
    resource,
    readers: metricExporters.map(
      (exporter) => new sdkMetrics.PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 15_000 }),
    ),
  });
  const tracer = tracerProvider.getTracer('prlens', options.serviceVersion);
  const clean = cleaner(options.mask);
  let root: Span | undefined;
  if (options.root) {
    const { name, attributes } = options.root;
    quietly(() => (root = tracer.startSpan(name, { attributes: clean(attributes) }, api.ROOT_CONTEXT)));
  }
  const record = instruments(meterProvider.getMeter('prlens', options.serviceVersion));
  const observer = spanObserver({ api, tracer, root: () => root, clean, record });

  const shutdown = async (attributes: ObservationAttributes = {}, failed = false): Promise<void> => {
    quietly(() => {
      if (!root) return;
      root.setAttributes(clean(attributes));
      if (failed) root.setStatus({ code: api.SpanStatusCode.ERROR });
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
async function usableChoices(
  options: TelemetryOptions,
): Promise<{ traces: ExporterChoice[]; metrics: ExporterChoice[] }> {
  const { config } = options;
  const wantsGrpc = [...config.traces, ...config.metrics].some(
    (c) => c.kind === 'otlp' && c.protocol === 'grpc',
  );
  const grpcReady = wantsGrpc && (grpc() || (await serveBundledGrpc()));
  if (wantsGrpc && !grpcReady) {
    options.warn(
      'telemetry: OTLP over gRPC is not available in this build (@grpc/grpc-js cannot be loaded): ' +
        'set OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf',
    );
  }
  const usable = (c: ExporterChoice) =>
    c.kind !== 'none' && (c.kind !== 'otlp' || c.protocol !== 'grpc' || grpcReady);
  return { traces: config.traces.filter(usable), metrics: config.metrics.filter(usable) };
}

type OtelApi = typeof OtelApiModule;
type Clean = (attributes: ObservationAttributes) => Attributes;
type RecordMetric = (metric: string, value: number, attributes: Attributes) => void;

/** Attribute values masked, with secrets redacted and long strings clipped. */
function cleaner(mask: Masker): Clean {
  return (attributes) => {
    const out: Attributes = {};
    for (const [key, value] of Object.entries(attributes)) {
      out[key] = typeof value === 'string' ? clip(redactSecrets(mask(value))) : value;
    }
    return out;
  };
}

/** One instrument a metric, made on first use: a histogram for HISTOGRAMS, a counter for the rest. */
function instruments(meter: Meter): RecordMetric {
  const made = new Map<string, (value: number, attributes: Attributes) => void>();
  return (metric, value, attributes) => {
    let record = made.get(metric);
    if (!record) {
      const unit = HISTOGRAMS[metric];
      if (unit !== undefined) {
        const histogram = meter.createHistogram(metric, { unit });
        record = (v, a) => histogram.record(v, a);
      } else {
        const counter = meter.createCounter(metric);
        record = (v, a) => counter.add(v, a);
      }
      made.set(metric, record);
    }
    record(value, attributes);
  };
}

/** The Observer over a tracer: each span a child of the one it runs in, or of the root. */
function spanObserver(parts: {
  api: OtelApi;
  tracer: Tracer;
  root: () => Span | undefined;
  clean: Clean;
  record: RecordMetric;
}): Observer {
  const { api, tracer, clean } = parts;
  // The parent of each span, kept here rather than in a global context manager: nothing else in the
  // process is instrumented, and tests may run several observers side by side.
  const current = new AsyncLocalStorage<Span>();
  return {
    span: <T>(name: string, attributes: ObservationAttributes, fn: () => Promise<T>): Promise<T> => {
      let span: Span;
      try {
        const parent = current.getStore() ?? parts.root();
        const context = parent ? api.trace.setSpan(api.ROOT_CONTEXT, parent) : api.ROOT_CONTEXT;
        span = tracer.startSpan(name, { attributes: clean(attributes) }, context);
      } catch {
        return fn();
      }
      return current.run(span, async () => {
        try {
          return await fn();
        } catch (error) {
          // The error's class only: its message may quote code or a prompt.
          quietly(() => span.setStatus({ code: api.SpanStatusCode.ERROR, message: errorName(error) }));
          throw error;
        } finally {
          // Attributes the callee added while the span ran (token counts of a response) are recorded now.
          quietly(() => {
            span.setAttributes(clean(attributes));
            span.end();
          });
        }
      });
    },
    count: (metric, value, attributes = {}) => quietly(() => parts.record(metric, value, clean(attributes))),
    transcript: () => undefined,
  };
}

/** Resolves when `work` settles or when `limit` does, whichever is first. */
async function within(work: Promise<unknown>, limit: Promise<void>): Promise<'done' | 'timeout'> {
  return Promise.race([work.then(() => 'done' as const), limit.then(() => 'timeout' as const)]);
}

/** A timer that never holds the process open. */
function unrefTimer(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

async function spanExporterFor(choice: ExporterChoice, options: TelemetryOptions): Promise<SpanExporter> {
  if (choice.kind !== 'otlp') return new StderrSpanExporter(options.writeConsole);
  const common = { url: choice.url, timeoutMillis: choice.timeoutMs };
  if (choice.protocol === 'grpc') {
    // gRPC metadata comes from OTEL_EXPORTER_OTLP_HEADERS, which the exporter reads itself.
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-grpc');
    return new OTLPTraceExporter(common);
  }
  const { OTLPTraceExporter } =
    choice.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ ...common, headers: choice.headers });
}

async function metricExporterFor(
  choice: ExporterChoice,
  options: TelemetryOptions,
): Promise<PushMetricExporter> {
  if (choice.kind !== 'otlp') return new StderrMetricExporter(options.writeConsole);
  const common = { url: choice.url, timeoutMillis: choice.timeoutMs };
  if (choice.protocol === 'grpc') {
    const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-grpc');
    return new OTLPMetricExporter(common);
  }
  const { OTLPMetricExporter } =
    choice.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-metrics-otlp-http')
      : await import('@opentelemetry/exporter-metrics-otlp-proto');
  return new OTLPMetricExporter({ ...common, headers: choice.headers });
}

type Warn = (message: string) => void;

/** A span exporter that reports its first failed export (a collector that is down) as a warning. */
function watchSpans(exporter: SpanExporter, warn: Warn): SpanExporter {
  return {
    export: (spans, done) =>
      exporter.export(spans, (result) => {
        if (Number(result.code) !== EXPORT_SUCCESS)
          warn(`telemetry: exporting spans failed (${failure(result)})`);
        done(result);
      }),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

function watchMetrics(exporter: PushMetricExporter, warn: Warn): PushMetricExporter {
  const watched: PushMetricExporter = {
    export: (metrics, done) =>
      exporter.export(metrics, (result) => {
        if (Number(result.code) !== EXPORT_SUCCESS)
          warn(`telemetry: exporting metrics failed (${failure(result)})`);
        done(result);
      }),
    forceFlush: () => exporter.forceFlush(),
    shutdown: () => exporter.shutdown(),
  };
  if (exporter.selectAggregationTemporality)
    watched.selectAggregationTemporality = (type) => exporter.selectAggregationTemporality!(type);
  if (exporter.selectAggregation) watched.selectAggregation = (type) => exporter.selectAggregation!(type);
  return watched;
}

/** One warning for the whole run: a down collector fails every export the same way. */
function onceWarner(warn: Warn, failures: { seen: boolean }): Warn {
  let said = false;
  return (message) => {
    failures.seen = true;
    if (said) return;
    said = true;
    quietly(() => warn(`${message}; the review goes on without it`));
  };
}

function failure(result: { error?: Error }): string {
  return result.error?.message.split('\n')[0]?.slice(0, 200) ?? 'no reason given';
}

const BUNDLED_GRPC_URL = 'prlens:bundled/@grpc/grpc-js';
const BUNDLED_GRPC_GLOBAL = Symbol.for('prlens.bundled-grpc-js');
let bundledGrpc: Promise<boolean> | undefined;

/**
 * Inside the ncc bundles there is no node_modules, yet the gRPC exporter asks for @grpc/grpc-js at
 * run time through `createRequire(import.meta.url)`, which the bundler cannot see. The bundle does
 * carry grpc-js (the exporter's service client imports it statically), so a synchronous module hook
 * (`module.registerHooks`, Node ≥ 22.15) answers that one specifier with the copy already in the
 * bundle. Only ever installed when gRPC export is asked for and grpc-js is not resolvable otherwise.
 */
function serveBundledGrpc(): Promise<boolean> {
  bundledGrpc ??= (async () => {
    try {
      // Looked up at run time, not imported: Node 22 before 22.15 has no registerHooks, and a bundler's
      // namespace object would only carry the exports it saw used.
      const hooks = process.getBuiltinModule('node:module') as {
        registerHooks?: (hooks: {
          resolve: (
            specifier: string,
            context: unknown,
            next: (specifier: string, context: unknown) => unknown,
          ) => unknown;
          load: (url: string, context: unknown, next: (url: string, context: unknown) => unknown) => unknown;
        }) => unknown;
      };
      if (typeof hooks.registerHooks !== 'function') return false;
      const grpcJs: unknown = await import('@grpc/grpc-js');
      (globalThis as Record<symbol, unknown>)[BUNDLED_GRPC_GLOBAL] = grpcJs;
      hooks.registerHooks({
        resolve: (specifier, context, next) =>
          specifier === '@grpc/grpc-js'
            ? { url: BUNDLED_GRPC_URL, format: 'commonjs', shortCircuit: true }
            : next(specifier, context),
        load: (url, context, next) =>
          url === BUNDLED_GRPC_URL
            ? {
                format: 'commonjs',
                source: `module.exports = globalThis[Symbol.for('prlens.bundled-grpc-js')];`,
                shortCircuit: true,
              }
            : next(url, context),
      });
      return true;
    } catch {
      return false;
    }
  })();
  return bundledGrpc;
}

/** Whether @grpc/grpc-js resolves the ordinary way (from source or an npm install). */
function grpc(): boolean {
  try {
    nodeModule.createRequire(import.meta.url).resolve('@grpc/grpc-js');
    return true;
  } catch {
    return false;
  }
}

function clip(value: string): string {
  return value.length > MAX_ATTRIBUTE_CHARS ? `${value.slice(0, MAX_ATTRIBUTE_CHARS - 1)}…` : value;
}

function errorName(error: unknown): string {
  if (error && typeof error === 'object') {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind === 'string') return kind;
    if (error instanceof Error) return error.name;
  }
  return 'error';
}
