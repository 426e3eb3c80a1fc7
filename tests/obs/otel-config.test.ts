import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_TIMEOUT_MS,
  endpointFor,
  parseHeaders,
  readTelemetryConfig,
  telemetryEnabled,
} from '../../src/obs/otel-config.js';

describe('telemetry settings from the standard OTEL_* variables', () => {
  it('is off by default and on with the setting or PRLENS_TELEMETRY=1/true; OTEL_SDK_DISABLED wins', () => {
    expect(telemetryEnabled(false, {})).toBe(false);
    expect(telemetryEnabled(true, {})).toBe(true);
    expect(telemetryEnabled(false, { PRLENS_TELEMETRY: '1' })).toBe(true);
    expect(telemetryEnabled(false, { PRLENS_TELEMETRY: 'TRUE' })).toBe(true);
    expect(telemetryEnabled(false, { PRLENS_TELEMETRY: '0' })).toBe(false);
    expect(telemetryEnabled(true, { OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });

  it('defaults to OTLP http/protobuf on localhost:4318 with the signal paths', () => {
    const config = readTelemetryConfig({});
    expect(config.traces).toEqual([
      {
        kind: 'otlp',
        protocol: 'http/protobuf',
        url: 'http://localhost:4318/v1/traces',
        headers: {},
        timeoutMs: DEFAULT_EXPORT_TIMEOUT_MS,
      },
    ]);
    expect(config.metrics[0]).toMatchObject({ url: 'http://localhost:4318/v1/metrics' });
    expect(config.serviceName).toBe('prlens');
  });

  it('takes signal-specific endpoints as they are, and gRPC endpoints without a path', () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com:4318/',
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'https://metrics.example.com/ingest',
    };
    expect(endpointFor('traces', 'http/json', env)).toBe('https://otel.example.com:4318/v1/traces');
    expect(endpointFor('metrics', 'http/json', env)).toBe('https://metrics.example.com/ingest');
    expect(endpointFor('traces', 'grpc', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317' })).toBe(
      'http://c:4317',
    );
    expect(endpointFor('traces', 'grpc', {})).toBe('http://localhost:4317');
  });

  it('reads exporters per signal: console, none, protocol and timeout overrides, headers merged', () => {
    const config = readTelemetryConfig({
      OTEL_TRACES_EXPORTER: 'console,otlp',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc',
      OTEL_EXPORTER_OTLP_TIMEOUT: '750',
      OTEL_EXPORTER_OTLP_HEADERS: 'a=1,b=two%20words',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'b=override',
      OTEL_SERVICE_NAME: 'ci-review',
    });
    expect(config.traces).toEqual([
      { kind: 'console' },
      {
        kind: 'otlp',
        protocol: 'grpc',
        url: 'http://localhost:4317',
        headers: { a: '1', b: 'override' },
        timeoutMs: 750,
      },
    ]);
    expect(config.metrics).toEqual([{ kind: 'none' }]);
    expect(config.serviceName).toBe('ci-review');
    expect(config.problems).toEqual([]);
  });

  it('names a bad value and leaves that part off, never echoing a header value', () => {
    const config = readTelemetryConfig({
      OTEL_TRACES_EXPORTER: 'zipkin',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'thrift',
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization-secret-without-equals',
    });
    expect(config.traces).toEqual([{ kind: 'none' }]);
    expect(config.metrics).toEqual([{ kind: 'none' }]);
    expect(config.problems.join('\n')).toMatch(
      /OTEL_TRACES_EXPORTER=zipkin is not supported: use otlp, console or none/,
    );
    expect(config.problems.join('\n')).toMatch(/OTEL_EXPORTER_OTLP_PROTOCOL=thrift is not supported/);
    expect(parseHeaders('oops', [])).toEqual({});
    const problems: string[] = [];
    parseHeaders('tokenvalue123', problems);
    expect(problems.join()).not.toContain('tokenvalue123');
  });
});
