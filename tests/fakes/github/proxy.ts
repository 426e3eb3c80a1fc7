import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy to the fake that lets a test rewrite JSON request bodies on their way. */
export async function startProxy(
  target: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies, edited loosely
  rewrite: (method: string, url: string, body: any) => void,
) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        let body = Buffer.concat(chunks).toString('utf8');
        if (body !== '') {
          const parsed: unknown = JSON.parse(body);
          rewrite(req.method ?? 'GET', req.url ?? '', parsed);
          body = JSON.stringify(parsed);
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
        }
        const answer = await fetch(target + (req.url ?? ''), {
          method: req.method ?? 'GET',
          headers,
          ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
        });
        const out: Record<string, string> = {};
        answer.headers.forEach((v, k) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
            out[k] = v;
        });
        res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
