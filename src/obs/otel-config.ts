/**
 * Which OpenTelemetry exporters a run uses, read from the standard variables
 * (https://opentelemetry.io/docs/specs/otel/protocol/exporter/ and
 * https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/):
 * OTEL_TRACES_EXPORTER / OTEL_METRICS_EXPORTER (`otlp`, `console`, `none`),
 * OTEL_EXPORTER_OTLP_[TRACES_|METRICS_]PROTOCOL (`http/protobuf`, `http/json`, `grpc`),
 * OTEL_EXPORTER_OTLP_[TRACES_|METRICS_]ENDPOINT, _HEADERS and _TIMEOUT, OTEL_SERVICE_NAME.
 * Pure, so every combination is testable without a collector.
 */

type Env = Readonly<Record<string, string | undefined>>;

export type OtlpProtocol = 'http/protobuf' | 'http/json' | 'grpc';

export type ExporterChoice =
  | { kind: 'none' }
  | { kind: 'console' }
  | { kind: 'otlp'; protocol: OtlpProtocol; url: string; headers: Record<string, string>; timeoutMs: number };

export interface TelemetryConfig {
  traces: ExporterChoice[];
  metrics: ExporterChoice[];
  serviceName: string;
  /** Problems with the variables, each said once as a warning; the run goes on without that part. */
  problems: string[];
}

/**
 * The export timeout when OTEL_EXPORTER_OTLP_TIMEOUT is unset. The spec's default is 10 s; a review
 * must not wait that long on a collector that does not answer, so ours is shorter.
 */
export const DEFAULT_EXPORT_TIMEOUT_MS = 2_000;

const SIGNAL_PATH = { traces: '/v1/traces', metrics: '/v1/metrics' } as const;

/** Whether telemetry is on: the `telemetry` setting, or PRLENS_TELEMETRY=1/true; OTEL_SDK_DISABLED wins. */
export function telemetryEnabled(setting: boolean, env: Env): boolean {
  if (/^true$/i.test(env.OTEL_SDK_DISABLED?.trim() ?? '')) return false;
  const flag = env.PRLENS_TELEMETRY?.trim().toLowerCase();
  return setting || flag === '1' || flag === 'true';
}

/** Reads the exporter settings for both signals. */
export function readTelemetryConfig(env: Env): TelemetryConfig {
  const problems: string[] = [];
  return {
    traces: exportersFor('traces', env, problems),
    metrics: exportersFor('metrics', env, problems),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'prlens',
    problems,
  };
}

function exportersFor(signal: 'traces' | 'metrics', env: Env, problems: string[]): ExporterChoice[] {
  const upper = signal.toUpperCase();
  const variable = `OTEL_${upper}_EXPORTER`;
  const names = (env[variable]?.trim() || 'otlp')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const out: ExporterChoice[] = [];
  for (const name of new Set(names)) {
    if (name === 'none') return [{ kind: 'none' }];
    if (name === 'console') out.push({ kind: 'console' });
    else if (name === 'otlp') {
      const otlp = otlpFor(signal, env, problems);
      if (otlp) out.push(otlp);
    } else problems.push(`${variable}=${name} is not supported: use otlp, console or none`);
  }
  return out.length > 0 ? out : [{ kind: 'none' }];
}

function otlpFor(signal: 'traces' | 'metrics', env: Env, problems: string[]): ExporterChoice | null {
  const upper = signal.toUpperCase();
  const pick = (name: string) =>
    env[`OTEL_EXPORTER_OTLP_${upper}_${name}`]?.trim() || env[`OTEL_EXPORTER_OTLP_${name}`]?.trim() || '';
  const rawProtocol = pick('PROTOCOL') || 'http/protobuf';
  if (rawProtocol !== 'http/protobuf' && rawProtocol !== 'http/json' && rawProtocol !== 'grpc') {
    problems.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL=${rawProtocol} is not supported: use http/protobuf, http/json or grpc`,
    );
    return null;
  }
  const protocol: OtlpProtocol = rawProtocol;
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
export function endpointFor(signal: 'traces' | 'metrics', protocol: OtlpProtocol, env: Env): string {
  const specific = env[`OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_ENDPOINT`]?.trim();
  if (specific) return specific;
  const general = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (protocol === 'grpc') return general || 'http://localhost:4317';
  return `${(general || 'http://localhost:4318').replace(/\/+$/, '')}${SIGNAL_PATH[signal]}`;
}

function timeoutFor(raw: string, problems: string[]): number {
  if (raw === '') return DEFAULT_EXPORT_TIMEOUT_MS;
  const ms = Number(raw);
  if (Number.isFinite(ms) && ms > 0) return ms;
  problems.push(`OTEL_EXPORTER_OTLP_TIMEOUT=${raw} is not a positive number of milliseconds`);
  return DEFAULT_EXPORT_TIMEOUT_MS;
}

/** `key1=value1,key2=value2`, values percent-encoded (W3C baggage style, as the spec says). */
export function parseHeaders(raw: string | undefined, problems: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw?.trim()) return out;
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
    } catch {
      out[key] = value;
    }
  }
  return out;
}
