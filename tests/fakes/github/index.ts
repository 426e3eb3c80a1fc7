/**
 * A fake GitHub on 127.0.0.1 for the action's tests: REST and GraphQL over real HTTP, checked against
 * GitHub's own OpenAPI description and GraphQL schema, with state built from real git commits.
 * Use `apiUrl` as GITHUB_API_URL and `graphqlUrl` as GITHUB_GRAPHQL_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultTable } from './faults.js';
import type { Faults } from './faults.js';
import { handleGraphql } from './graphql.js';
import type { FakeOptions, RecordedRequest, Violation } from './http.js';
import { ACTIONS_BOT } from './model.js';
import { contentRoutes } from './routes-content.js';
import { gateRoutes } from './routes-gate.js';
import { issueRoutes } from './routes-issues.js';
import { pullRoutes } from './routes-pulls.js';
import { permissionRoutes, withPermissions } from './routes-permissions.js';
import { reactionRoutes } from './routes-reactions.js';
import { pullWriteRoutes } from './routes-pulls-write.js';
import { reviewRoutes } from './routes-reviews.js';
import { startCodeload, tarballRoutes } from './routes-tarball.js';
import { handle } from './server.js';
import type { Pipeline } from './server.js';
import { FakeState } from './state.js';

export type { FakeOptions, RecordedRequest, Violation } from './http.js';
export type { FaultKind, FaultSpec, Faults } from './faults.js';
export type { CreatePullRequestInput, PushInput } from './state.js';
export type { FileTree, CommitSpec } from './git-repo.js';
export type * from './model.js';
export { FakeState } from './state.js';
export { webhookPayload } from './webhook.js';

export interface FakeGitHub {
  /** e.g. http://127.0.0.1:PORT (GITHUB_API_URL). */
  apiUrl: string;
  /** apiUrl + '/graphql' (GITHUB_GRAPHQL_URL). */
  graphqlUrl: string;
  state: FakeState;
  requests: RecordedRequest[];
  /** Requests GitHub would refuse (and answers the fake got wrong); tests assert it stays empty. */
  violations: Violation[];
  faults: Faults;
  close(): Promise<void>;
}

const ROUTES = [
  ...pullRoutes,
  ...contentRoutes,
  ...reviewRoutes,
  ...issueRoutes,
  ...reactionRoutes,
  ...gateRoutes,
  ...pullWriteRoutes,
  ...tarballRoutes,
];

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts the fake on an ephemeral loopback port. */
export async function startFakeGitHub(options: FakeOptions = {}): Promise<FakeGitHub> {
  const state = new FakeState(
    options.maxPatchBytes === undefined ? {} : { maxPatchBytes: options.maxPatchBytes },
  );
  const requests: RecordedRequest[] = [];
  const violations: Violation[] = [];
  const faults = new FaultTable();
  const kind = options.tokenKind ?? 'actions';
  const viewer =
    kind === 'actions'
      ? ACTIONS_BOT
      : state.actor(options.viewerLogin ?? (kind === 'app' ? 'prlens-reviewer[bot]' : 'prlens-user'));
  const urls = { api: '', web: '', codeload: '' };
  const pipeline: Pipeline = {
    state,
    urls,
    options,
    viewer,
    routes: withPermissions([...permissionRoutes, ...ROUTES]),
    requests,
    violations,
    faults,
    graphql: (body, request) =>
      handleGraphql(
        {
          state,
          urls,
          viewer,
          canResolve: options.canResolve ?? true,
          readOnly: options.readOnly ?? false,
          violations,
        },
        body,
        request,
      ),
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const text = await readBody(req);
        let body: unknown;
        if (text !== '') {
          try {
            body = JSON.parse(text);
          } catch {
            res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
            res.end(
              JSON.stringify({
                message: 'Problems parsing JSON',
                documentation_url: 'https://docs.github.com/rest',
                status: '400',
              }),
            );
            return;
          }
        }
        const url = new URL(req.url ?? '/', urls.api);
        const reply = await handle(pipeline, req.method ?? 'GET', url, req.headers, body);
        const headers: Record<string, string> = {
          'x-github-media-type': 'github.v3; format=json',
          ...reply.headers,
        };
        if (reply.raw !== undefined) {
          res.writeHead(reply.status, {
            ...headers,
            'content-type': reply.contentType ?? 'application/octet-stream',
          });
          res.end(reply.raw);
        } else if (reply.status === 204) {
          res.writeHead(204, headers);
          res.end();
        } else {
          res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(reply.body));
        }
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `fake GitHub crashed: ${String(error)}` }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  urls.api = `http://127.0.0.1:${port}`;
  urls.web = `http://127.0.0.1:${port}/web`;
  const codeload = await startCodeload(state, requests);
  urls.codeload = codeload.url;

  return {
    apiUrl: urls.api,
    graphqlUrl: `${urls.api}/graphql`,
    state,
    requests,
    violations,
    faults,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await codeload.close();
      state.dispose();
    },
  };
}
