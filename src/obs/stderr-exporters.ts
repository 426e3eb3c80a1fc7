/**
 * The `console` exporters (OTEL_TRACES_EXPORTER=console, OTEL_METRICS_EXPORTER=console), writing one
 * JSON line per span or metric to stderr. The SDK's own console exporters print to stdout, which
 * carries the report (`--format json` must stay parseable).
 */
import type { PushMetricExporter, ResourceMetrics } from '@opentelemetry/sdk-metrics';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

type Done = (result: { code: number }) => void;
const SUCCESS = { code: 0 };

/** Spans as `otel span {...}` lines. */
export class StderrSpanExporter implements SpanExporter {
  constructor(private readonly write: (text: string) => void) {}

  export(spans: ReadableSpan[], done: Done): void {
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

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** Metrics as `otel metric {...}` lines, one per data point. */
export class StderrMetricExporter implements PushMetricExporter {
  constructor(private readonly write: (text: string) => void) {}

  export(metrics: ResourceMetrics, done: Done): void {
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

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
