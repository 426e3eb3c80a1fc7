/** A tiny OTLP/HTTP collector on 127.0.0.1 that records what it receives (or never answers). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedExport {
  path: string;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeCollector {
  url: string;
  received: ReceivedExport[];
  close(): Promise<void>;
}

/** `hang`: accepts the request and never answers, like a collector behind a black-holing proxy. */
export async function startCollector(mode: 'ok' | 'hang' = 'ok'): Promise<FakeCollector> {
  const received: ReceivedExport[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: String(req.headers['content-type'] ?? ''),
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (mode === 'hang') return;
      const json = String(req.headers['content-type']).includes('json');
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      res.end(json ? '{}' : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: a collector that is down. */
export async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
