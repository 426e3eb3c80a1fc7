/**
 * The repository archive (`GET /repos/{o}/{r}/tarball/{ref}`): what preset deep searches in the
 * action instead of a checkout. As on github.com, the API answers `302 Found` with a `Location` on
 * codeload (the only response the REST description documents for this operation), and codeload
 * serves the bytes: `git archive` of the commit with GitHub's top directory `{owner}-{repo}-{sha7}/`.
 * Codeload is another origin, so a client following the redirect does not send the API token there;
 * the fake's repositories are public, whose links carry no `?token=` (private ones do, for five
 * minutes). https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { notFound } from './http.js';
import type { RecordedRequest, Route } from './http.js';
import { findRepo } from './routes-pulls.js';
import type { FakeState } from './state.js';

const DOCS = 'https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar';

export const tarballRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/tarball/{ref}',
    handle(ctx) {
      const repo = findRepo(ctx);
      const ref = String(ctx.params.ref);
      if (!repo.git.tryRevParse(ref)) throw notFound(DOCS);
      const path = [repo.owner.login, repo.name, 'legacy.tar.gz', ref].map(encodeURIComponent).join('/');
      return { status: 302, headers: { location: `${ctx.urls.codeload}/${path}` } };
    },
  },
];

export interface Codeload {
  /** e.g. http://127.0.0.1:PORT (codeload.github.com). */
  url: string;
  close(): Promise<void>;
}

/** The archive of `GET /{owner}/{repo}/legacy.tar.gz/{ref}`, or undefined when there is none. */
function archive(state: FakeState, pathname: string): { raw: Buffer; name: string } | undefined {
  const parts = pathname.split('/').slice(1).map(decodeURIComponent);
  const [owner = '', name = '', kind, ...ref] = parts;
  const repo = state.repo(owner, name);
  const sha = kind === 'legacy.tar.gz' ? repo?.git.tryRevParse(ref.join('/')) : undefined;
  if (!repo || !sha) return undefined;
  const prefix = `${repo.owner.login}-${repo.name}-${sha.slice(0, 7)}`;
  const raw = repo.git.gitBuffer(['archive', '--format=tar.gz', `--prefix=${prefix}/`, sha]);
  return { raw, name: `${prefix}.tar.gz` };
}

/** The codeload host on its own loopback port; its requests are recorded with kind `codeload`. */
export async function startCodeload(state: FakeState, requests: RecordedRequest[]): Promise<Codeload> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://codeload');
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      headers: req.headers,
      kind: 'codeload',
    });
    const found = method === 'GET' ? archive(state, url.pathname) : undefined;
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('404: Not Found');
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/x-gzip',
      'content-disposition': `attachment; filename=${found.name}`,
      'content-length': String(found.raw.length),
    });
    res.end(found.raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
