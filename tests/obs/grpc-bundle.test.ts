/**
 * OTLP over gRPC from the bundle as the runner has it: dist/ copied to a folder with no
 * node_modules anywhere above it (an action's checkout), exporting to a gRPC collector on
 * 127.0.0.1. The exporter asks for @grpc/grpc-js at run time; the bundle must serve its own copy.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempRepo } from '../support/repo.js';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const TRACE_EXPORT = '/opentelemetry.proto.collector.trace.v1.TraceService/Export';
const METRICS_EXPORT = '/opentelemetry.proto.collector.metrics.v1.MetricsService/Export';

/** A collector that takes any OTLP export as raw protobuf bytes and answers an empty response. */
async function startGrpcCollector() {
  const received: Array<{ method: string; body: Buffer }> = [];
  const raw = {
    requestStream: false,
    responseStream: false,
    requestSerialize: (b: Buffer) => b,
    requestDeserialize: (b: Buffer) => b,
    responseSerialize: (b: Buffer) => b,
    responseDeserialize: (b: Buffer) => b,
  };
  const server = new grpc.Server();
  const handler =
    (method: string): grpc.handleUnaryCall<Buffer, Buffer> =>
    (call, callback) => {
      received.push({ method, body: call.request });
      callback(null, Buffer.alloc(0));
    };
  server.addService(
    {
      Export: { path: TRACE_EXPORT, ...raw, originalName: 'Export' },
    },
    { Export: handler(TRACE_EXPORT) },
  );
  server.addService(
    {
      Export: { path: METRICS_EXPORT, ...raw, originalName: 'Export' },
    },
    { Export: handler(METRICS_EXPORT) },
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('OTLP over gRPC from the bundle, outside any node_modules', () => {
  let collector: Awaited<ReturnType<typeof startGrpcCollector>>;
  beforeAll(async () => {
    collector = await startGrpcCollector();
  });
  afterAll(() => collector.close());

  it('exports the run span and metrics with the grpc-js the bundle carries', async () => {
    const shipped = mkdtempSync(path.join(os.tmpdir(), 'prlens-shipped-'));
    cpSync(DIST, path.join(shipped, 'dist'), { recursive: true });

    const repo = new TempRepo();
    repo.write('app.ts', 'export const a = 1;\n');
    const base = repo.commit('start');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const head = repo.commit('eval');

    // Asynchronous: the collector lives in this process, so its event loop must keep running.
    const result = await run(
      process.execPath,
      [path.join(shipped, 'dist/cli.js'), 'review', '--from', base, '--to', head, '--format', 'json'],
      {
        cwd: repo.root,
        env: {
          PATH: process.env.PATH,
          HOME: repo.root,
          PRLENS_TELEMETRY: '1',
          OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        },
      },
    );
    expect(result.stderr).not.toMatch(/gRPC is not available/);
    expect(result.stderr).not.toMatch(/telemetry: .*fail/i);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).findings.length).toBeGreaterThan(0);

    const traces = collector.received.filter((r) => r.method === TRACE_EXPORT);
    const metrics = collector.received.filter((r) => r.method === METRICS_EXPORT);
    expect(traces.length).toBeGreaterThan(0);
    expect(Buffer.concat(traces.map((t) => t.body)).toString('latin1')).toContain('prlens.run');
    expect(metrics.length).toBeGreaterThan(0);
    // No code or diff content in what was exported.
    const exported = Buffer.concat(collector.received.map((r) => r.body)).toString('latin1');
    expect(exported).not.toContain('eval(code)');
  });
});
