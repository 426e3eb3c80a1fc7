import { afterEach, describe, expect, it } from 'vitest';
import { changedSince } from '../../src/github/compare.js';
import type { LocalServer, Reply } from './local-server.js';
import { startServer, testGitHub } from './local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REF = { owner: 'acme', repo: 'app' };
const FROM = 'a'.repeat(40);
const TO = 'c'.repeat(40);

async function compare(reply: Reply) {
  server = await startServer(() => reply);
  const result = await changedSince(testGitHub(server.url).gh, REF, FROM, TO);
  return { result, requests: server.requests };
}

describe('changedSince', () => {
  it('lists the paths of an ahead comparison, both names of a rename', async () => {
    const { result, requests } = await compare({
      body: {
        status: 'ahead',
        files: [
          { filename: 'src/a.ts', status: 'modified' },
          { filename: 'src/new.ts', status: 'renamed', previous_filename: 'src/old.ts' },
        ],
      },
    });
    expect(result).toEqual({ kind: 'incremental', paths: new Set(['src/a.ts', 'src/new.ts', 'src/old.ts']) });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(`/repos/acme/app/compare/${FROM}...${TO}`);
  });

  it('is empty for identical commits', async () => {
    const { result } = await compare({ body: { status: 'identical', files: [] } });
    expect(result).toEqual({ kind: 'incremental', paths: new Set() });
  });

  it('asks nothing when both SHAs are equal', async () => {
    server = await startServer(() => ({ status: 500 }));
    const result = await changedSince(testGitHub(server.url).gh, REF, FROM, FROM);
    expect(result).toEqual({ kind: 'incremental', paths: new Set() });
    expect(server.requests).toHaveLength(0);
  });

  it.each(['diverged', 'behind'])('falls back to a full review when %s (a force-push)', async (status) => {
    const { result } = await compare({ body: { status, files: [{ filename: 'a.ts' }] } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining(status) });
  });

  it('falls back to a full review when the old SHA is gone (404)', async () => {
    const { result } = await compare({ status: 404, body: { message: 'Not Found' } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining('aaaaaaa') });
  });

  it('falls back to a full review when GitHub lists 300 files, its cap', async () => {
    const files = Array.from({ length: 300 }, (_, i) => ({ filename: `f${i}.ts` }));
    const { result } = await compare({ body: { status: 'ahead', files } });
    expect(result).toEqual({ kind: 'full', reason: expect.stringContaining('300') });
  });

  it('lets an auth failure through', async () => {
    server = await startServer(() => ({ status: 401, body: { message: 'Bad credentials' } }));
    await expect(changedSince(testGitHub(server.url).gh, REF, FROM, TO)).rejects.toMatchObject({
      status: 401,
    });
  });
});
