import { InMemoryMetricExporter, AggregationTemporality } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterEach, describe, expect, it } from 'vitest';
import { createMasker } from '../../src/core/mask.js';
import type { ModelClient, ModelRequest, ModelResponse } from '../../src/core/ports.js';
import { observeModel } from '../../src/obs/observed-model.js';
import { readTelemetryConfig } from '../../src/obs/otel-config.js';
import { startTelemetry, type TelemetryOptions } from '../../src/obs/otel-observer.js';
import { closedPort, startCollector, type FakeCollector } from './collector.js';

const KEY = 'sk-otel-test-key-000000000000000001';
const CODE = 'return items[index]!; // SECRET_CODE_MARKER';

/** A ModelClient that answers from a script: the port, not a mock of a module. */
function scriptedModel(answer: (request: ModelRequest) => ModelResponse | Error): ModelClient {
  return {
    provider: 'openai',
    model: 'gpt-test',
    countTokens: (t) => Math.ceil(t.length / 4),
    complete: (request) => {
      const out = answer(request);
      return out instanceof Error ? Promise.reject(out) : Promise.resolve(out);
    },
  };
}

const RESPONSE: ModelResponse = {
  text: `{"findings":[{"anchor":"${CODE}"}]}`,
  finishReason: 'stop',
  usage: { prompt_tokens: 1200, completion_tokens: 80, cached_tokens: 1000, cache_write_tokens: 0 },
  model: 'gpt-test-2026',
  requestId: 'req_1',
};

const REQUEST: ModelRequest = {
  system: `You review code.\n${CODE}\nkey ${KEY}`,
  messages: [{ role: 'user', content: `Review this: ${CODE}` }],
  schema: { name: 'review_findings', schema: { type: 'object' } },
};

function options(extra: Partial<TelemetryOptions> = {}): TelemetryOptions {
  return {
    config: readTelemetryConfig({ OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: 'none' }),
    serviceVersion: '9.9.9',
    mask: createMasker([KEY]),
    writeConsole: () => undefined,
    warn: () => undefined,
    root: { name: 'prlens.run', attributes: { 'prlens.command': 'review' } },
    ...extra,
  };
}

/** The SDK's in-memory exporter forgets its spans on shutdown; this one keeps them for the asserts. */
class KeptSpans extends InMemorySpanExporter {
  override shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

function byName(spans: ReadableSpan[], name: string): ReadableSpan[] {
  return spans.filter((s) => s.name === name);
}

describe('OpenTelemetry observer (in-memory exporters)', () => {
  it('builds the span tree run → diff_parse, group → model_request with counts and no content', async () => {
    const spans = new KeptSpans();
    const metrics = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const telemetry = (await startTelemetry(
      options({ spanExporters: [spans], metricExporters: [metrics] }),
    ))!;
    const { observer } = telemetry;
    const model = observeModel(
      scriptedModel(() => RESPONSE),
      observer,
    );
    await observer.span('prlens.diff_parse', { 'prlens.files': 1 }, () => Promise.resolve());
    await Promise.all(
      ['u1', 'u2'].map((group) =>
        observer.span('prlens.group', { group, conversation: `call:${group}` }, async () => {
          await model.complete(REQUEST);
          observer.count('prlens.tool_calls', 1, { tool: 'read_file' });
        }),
      ),
    );
    observer.count('prlens.duration', 1234);
    await telemetry.shutdown({ 'prlens.findings': 2 });

    const finished = spans.getFinishedSpans();
    const [run] = byName(finished, 'prlens.run');
    expect(run).toBeDefined();
    expect(run!.parentSpanContext).toBeUndefined();
    expect(run!.attributes).toMatchObject({ 'prlens.command': 'review', 'prlens.findings': 2 });
    const runId = run!.spanContext().spanId;
    expect(byName(finished, 'prlens.diff_parse')[0]!.parentSpanContext?.spanId).toBe(runId);
    const groups = byName(finished, 'prlens.group');
    expect(groups).toHaveLength(2);
    for (const g of groups) expect(g.parentSpanContext?.spanId).toBe(runId);
    const requests = byName(finished, 'prlens.model_request');
    expect(requests).toHaveLength(2);
    // Each request is the child of its own group, though both ran at once.
    expect(new Set(requests.map((r) => r.parentSpanContext?.spanId))).toEqual(
      new Set(groups.map((g) => g.spanContext().spanId)),
    );
    expect(requests[0]!.attributes).toMatchObject({
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-test',
      'gen_ai.response.model': 'gpt-test-2026',
      'gen_ai.usage.input_tokens': 1200,
      'gen_ai.usage.output_tokens': 80,
      'prlens.usage.cached_tokens': 1000,
      'prlens.request.schema': 'review_findings',
    });
    expect(run!.resource.attributes['service.name']).toBe('prlens');
    // Nothing of the prompt, the code or the answer, and not the key.
    const everything = JSON.stringify(finished.map((s) => ({ n: s.name, a: s.attributes, e: s.events })));
    expect(everything).not.toContain('SECRET_CODE_MARKER');
    expect(everything).not.toContain('You review code');
    expect(everything).not.toContain(KEY);

    const names = metrics
      .getMetrics()
      .flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics.map((m) => m.descriptor.name)));
    expect(new Set(names)).toEqual(
      new Set(['prlens.requests', 'prlens.tokens', 'prlens.tool_calls', 'prlens.duration']),
    );
    const tokens = metrics
      .getMetrics()
      .at(-1)!
      .scopeMetrics.flatMap((sm) => sm.metrics)
      .find((m) => m.descriptor.name === 'prlens.tokens')!;
    const input = tokens.dataPoints.find((p) => p.attributes.type === 'input')!;
    expect(input.value).toBe(2400);
  });

  it('marks a failed request as an error by its kind only, rethrows it unchanged', async () => {
    const spans = new KeptSpans();
    const telemetry = (await startTelemetry(options({ spanExporters: [spans] })))!;
    const failure = Object.assign(new Error(`rate limited while reading ${CODE}`), { kind: 'rate-limit' });
    const model = observeModel(
      scriptedModel(() => failure),
      telemetry.observer,
    );
    await expect(model.complete(REQUEST)).rejects.toBe(failure);
    await telemetry.shutdown();
    const [span] = byName(spans.getFinishedSpans(), 'prlens.model_request');
    expect(span!.status).toEqual({ code: 2, message: 'rate-limit' });
    expect(span!.attributes['error.type']).toBe('rate-limit');
    expect(JSON.stringify(span!.attributes)).not.toContain('SECRET_CODE_MARKER');
  });

  it('masks and clips string attributes a caller passes by mistake', async () => {
    const spans = new KeptSpans();
    const telemetry = (await startTelemetry(options({ spanExporters: [spans] })))!;
    await telemetry.observer.span('prlens.tool_call', { tool: `read ${KEY} ${'x'.repeat(500)}` }, () =>
      Promise.resolve(),
    );
    await telemetry.shutdown();
    const [span] = byName(spans.getFinishedSpans(), 'prlens.tool_call');
    const tool = String(span!.attributes.tool);
    expect(tool).not.toContain(KEY);
    expect(tool.length).toBeLessThanOrEqual(256);
  });

  it('starts nothing when every exporter is none', async () => {
    await expect(startTelemetry({ ...options(), root: undefined })).resolves.toBeNull();
  });
});

describe('OpenTelemetry export over OTLP/HTTP to a collector on 127.0.0.1', () => {
  let collector: FakeCollector | undefined;
  afterEach(async () => {
    await collector?.close();
    collector = undefined;
  });

  /**
   * Runs one span and one count and shuts down. Returns the waits shutdown asked for: how long it
   * was willing to be held, read from the wait it was given rather than from the wall clock (a busy
   * machine stretches wall time, not this). `limitFires` ends those waits at once, as if the limit
   * had passed; otherwise they are real (unref'd) timers.
   */
  async function runOnce(
    env: Record<string, string>,
    warnings: string[] = [],
    shutdownTimeoutMs?: number,
    limitFires = false,
  ) {
    const waits: number[] = [];
    const telemetry = (await startTelemetry(
      options({
        config: readTelemetryConfig(env),
        warn: (m) => warnings.push(m),
        wait: (ms) => {
          waits.push(ms);
          return limitFires ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms).unref());
        },
        ...(shutdownTimeoutMs ? { shutdownTimeoutMs } : {}),
      }),
    ))!;
    await telemetry.observer.span('prlens.group', { group: 'u1' }, () => Promise.resolve());
    telemetry.observer.count('prlens.requests', 1, { outcome: 'ok' });
    await telemetry.shutdown();
    return waits;
  }

  it.each([
    ['http/json', 'application/json'],
    ['http/protobuf', 'application/x-protobuf'],
  ])('exports spans and metrics as %s with the configured headers', async (protocol, contentType) => {
    collector = await startCollector();
    await runOnce({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-team=prlens%20ci',
    });
    const traces = collector.received.find((r) => r.path === '/v1/traces');
    const metrics = collector.received.find((r) => r.path === '/v1/metrics');
    expect(traces?.contentType).toContain(contentType);
    expect(metrics?.contentType).toContain(contentType);
    expect(traces?.headers['x-team']).toBe('prlens ci');
    // Both encodings carry span names as plain UTF-8.
    expect(traces!.body.toString('utf8')).toContain('prlens.group');
    expect(traces!.body.toString('utf8')).toContain('prlens.run');
    expect(metrics!.body.toString('utf8')).toContain('prlens.requests');
  });

  it('a collector that is down costs little and gives one warning', async () => {
    const warnings: string[] = [];
    const url = await closedPort();
    const waits = await runOnce(
      { OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
      warnings,
    );
    // Shutdown is held at most by the 500 ms limit; a refused connection ends it sooner.
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(500);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^telemetry: (exporting (spans|metrics) failed|the last export did not finish).*the review goes on without it$/,
    );
  });

  it('a collector that never answers holds shutdown no longer than its limit', async () => {
    collector = await startCollector('hang');
    const warnings: string[] = [];
    // The limit passes at once: were shutdown waiting on the collector instead, this would hang.
    const waits = await runOnce(
      { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' },
      warnings,
      300,
      true,
    );
    expect(waits).toEqual([300]);
    expect(warnings.join('\n')).toMatch(/did not finish within 300 ms/);
  });

  it('gRPC to a closed port does not hold the run either', async () => {
    const url = await closedPort();
    const waits = await runOnce({ OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(500);
  });
});
