import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubWorkspace } from '../../src/github/workspace.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { startFakeGitHub } from '../fakes/github/index.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import type { Handler, GitHubDouble } from '../support/github-double.js';
import { FAKE_TOKEN, fakeClient, startGitHubDouble, githubClient } from '../support/github-double.js';

let server: GitHubDouble | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HEAD = 'h'.repeat(40);
const FILES: Record<string, string> = { 'src/a b.ts': 'export const a = 1;\n', 'src/b.ts': 'b\n' };

/** Serves FILES raw at any ref, directories as JSON, 404 for the rest. */
const contents: Handler = (r) => {
  const path = decodeURIComponent(r.path.replace('/repos/acme/app/contents/', ''));
  if (path === 'src') return { body: [{ type: 'file', name: 'a b.ts' }] };
  const text = FILES[path];
  return text === undefined ? { status: 404, body: { message: 'Not Found' } } : { body: text };
};

async function workspace(handler: Handler = contents, maxBytes?: number, maxTotalBytes?: number) {
  server = await startGitHubDouble(handler);
  const logger = createMemoryLogger();
  const { gh } = githubClient(server.url, { logger });
  const ws = new GitHubWorkspace(gh, {
    owner: 'acme',
    repo: 'app',
    defaultRef: HEAD,
    logger,
    maxBytes,
    maxTotalBytes,
  });
  return { ws, requests: server.requests, lines: logger.lines };
}

describe('GitHubWorkspace', () => {
  it('reads a file raw at a ref, and the head for a null ref', async () => {
    const { ws, requests } = await workspace();
    await expect(ws.readFile('src/a b.ts', 'base-sha')).resolves.toBe('export const a = 1;\n');
    await expect(ws.readFile('src/b.ts', null)).resolves.toBe('b\n');
    expect(requests.map((r) => r.url)).toEqual([
      '/repos/acme/app/contents/src%2Fa%20b.ts?ref=base-sha',
      `/repos/acme/app/contents/src%2Fb.ts?ref=${HEAD}`,
    ]);
    expect(requests[0]!.headers.accept).toBe('application/vnd.github.v3.raw');
  });

  it('fetches each (path, ref) once, even when asked concurrently', async () => {
    const { ws, requests } = await workspace();
    const first = await Promise.all([ws.readFile('src/b.ts', 'x'), ws.readFile('src/b.ts', 'x')]);
    await ws.readFile('src/b.ts', 'x');
    await ws.readFile('missing.ts', 'x');
    await ws.readFile('missing.ts', 'x');
    expect(first).toEqual(['b\n', 'b\n']);
    expect(requests).toHaveLength(2);
    await ws.readFile('src/b.ts', 'y');
    expect(requests).toHaveLength(3);
  });

  it('answers null for a missing file and a directory', async () => {
    const { ws } = await workspace();
    await expect(ws.readFile('nope.ts', null)).resolves.toBeNull();
    await expect(ws.readFile('src', null)).resolves.toBeNull();
  });

  it.each(['/etc/passwd', '../secrets', 'src/../../x', './src/b.ts', '', '.git/config', 'a/.GIT/x'])(
    'refuses %j, which git cannot store, without a request',
    async (path) => {
      const { ws, requests } = await workspace();
      await expect(ws.readFile(path, null)).rejects.toThrow(/cannot read/);
      expect(requests).toHaveLength(0);
    },
  );

  it('reads legal git names that look like a drive or a parent path, the whole name URL-encoded', async () => {
    FILES['C:notes.md'] = 'drive\n';
    FILES['docs/..\\..\\notes.md'] = 'parent\n';
    try {
      const { ws, requests } = await workspace();
      await expect(ws.readFile('C:notes.md', null)).resolves.toBe('drive\n');
      await expect(ws.readFile('docs/..\\..\\notes.md', null)).resolves.toBe('parent\n');
      expect(requests.map((r) => r.url.split('?')[0])).toEqual([
        '/repos/acme/app/contents/C%3Anotes.md',
        '/repos/acme/app/contents/docs%2F..%5C..%5Cnotes.md',
      ]);
    } finally {
      delete FILES['C:notes.md'];
      delete FILES['docs/..\\..\\notes.md'];
    }
  });

  it('reads a file over the size cap as null, with a note', async () => {
    const { ws, lines } = await workspace(() => ({ body: 'x'.repeat(5000) }), 1000);
    await expect(ws.readFile('big.txt', null)).resolves.toBeNull();
    expect(lines.some((l) => l.includes('big.txt') && l.includes('larger than 1000 bytes'))).toBe(true);
  });

  it('says why a file over the size cap read as null, and nothing for an absent one', async () => {
    const { ws } = await workspace(
      (r) =>
        r.path.endsWith('big.txt')
          ? { body: 'x'.repeat(5000) }
          : { status: 404, body: { message: 'Not Found' } },
      1000,
    );
    await ws.readFile('big.txt', null);
    await ws.readFile('gone.txt', null);
    expect(ws.unreadReason('big.txt', null)).toBe('larger than 1000 bytes, the most one read takes');
    expect(ws.unreadReason('big.txt', HEAD)).toBe('larger than 1000 bytes, the most one read takes');
    expect(ws.unreadReason('big.txt', 'other-ref')).toBeUndefined();
    expect(ws.unreadReason('gone.txt', null)).toBeUndefined();
  });

  it('stops reading once the texts it holds reach the run total, and says so', async () => {
    const { ws, lines } = await workspace(() => ({ body: 'y'.repeat(400) }), 1000, 1000);
    await expect(ws.readFile('a.txt', null)).resolves.toHaveLength(400);
    await expect(ws.readFile('b.txt', null)).resolves.toHaveLength(400);
    // 1,200 bytes would pass the total: refused, with why, though the file alone is within its cap.
    await expect(ws.readFile('c.txt', null)).resolves.toBeNull();
    expect(ws.unreadReason('c.txt', null)).toBe("the run's reads reached their total of 1000 bytes");
    expect(lines.some((l) => l.includes('c.txt') && l.includes('total of 1000 bytes'))).toBe(true);
    // A file already read is still served from the cache.
    await expect(ws.readFile('a.txt', null)).resolves.toHaveLength(400);
  });

  it('lists the files directly in a folder with one request, not its subfolders, and nothing for an absent folder', async () => {
    const { ws, requests } = await workspace((r) =>
      r.path.endsWith('/contents/internal%2Fstore')
        ? {
            body: [
              { type: 'file', name: 'b.go', path: 'internal/store/b.go' },
              { type: 'dir', name: 'admin', path: 'internal/store/admin' },
              { type: 'file', name: 'a.go', path: 'internal/store/a.go' },
              { type: 'symlink', name: 'c.go', path: 'internal/store/c.go' },
            ],
          }
        : { status: 404, body: { message: 'Not Found' } },
    );
    await expect(ws.listFolder('internal/store', null)).resolves.toEqual([
      'internal/store/a.go',
      'internal/store/b.go',
    ]);
    await expect(ws.listFolder('gone', 'base-sha')).resolves.toEqual([]);
    expect(requests.map((r) => r.url)).toEqual([
      `/repos/acme/app/contents/internal%2Fstore?ref=${HEAD}`,
      '/repos/acme/app/contents/gone?ref=base-sha',
    ]);
  });

  it('reads a binary file as null', async () => {
    const { ws } = await workspace(() => ({ body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]) }));
    await expect(ws.readFile('logo.png', null)).resolves.toBeNull();
  });

  it('lets a server failure through and does not cache it', async () => {
    let calls = 0;
    const { ws, requests } = await workspace(() => (++calls <= 4 ? { status: 503 } : { body: 'ok' }));
    await expect(ws.readFile('a.ts', null)).rejects.toMatchObject({ status: 503 });
    await expect(ws.readFile('a.ts', null)).resolves.toBe('ok');
    expect(requests).toHaveLength(5);
  });

  it('prefetches with bounded concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    const { ws, requests } = await workspace(async () => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return { body: 'x' };
    });
    const paths = Array.from({ length: 12 }, (_, i) => `f${i}.ts`);
    await ws.prefetch([...paths, ...paths]);
    expect(requests).toHaveLength(12);
    expect(peak).toBeLessThanOrEqual(4);
    await ws.readFile('f3.ts', null);
    expect(requests).toHaveLength(12);
  });

  it('searches nothing for an empty query, and fails (not "no match") when the archive is unavailable', async () => {
    const { ws } = await workspace();
    await expect(ws.searchCode('', {})).resolves.toEqual([]);
    await expect(ws.searchCode('x', {})).rejects.toThrow();
  });
});

describe('GitHubWorkspace on the fake GitHub', () => {
  let fake: FakeGitHub;

  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('reads the head and the base of a PR, once each, without a checkout', async () => {
    const pull = fake.state.createPullRequest({
      base: { 'src/app.ts': 'export const v = 1;\n', 'img.png': Buffer.from([0x89, 0, 1]) },
      head: { 'src/app.ts': 'export const v = 2;\n', 'docs/é ü.md': '# Ünïcode\n' },
    });
    const logger = createMemoryLogger();
    const { gh } = fakeClient(fake, { logger });
    const ws = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    const before = fake.requests.length;
    await expect(ws.readFile('src/app.ts', null)).resolves.toBe('export const v = 2;\n');
    await expect(ws.readFile('src/app.ts', pull.baseSha)).resolves.toBe('export const v = 1;\n');
    await expect(ws.readFile('docs/é ü.md', null)).resolves.toBe('# Ünïcode\n');
    await expect(ws.readFile('src', null)).resolves.toBeNull();
    await expect(ws.readFile('img.png', null)).resolves.toBeNull();
    await expect(ws.readFile('nope.ts', null)).resolves.toBeNull();
    await ws.readFile('src/app.ts', null);
    await ws.readFile('nope.ts', null);
    expect(fake.requests.length - before).toBe(6);
    expect(fake.violations).toEqual([]);
  });
});
