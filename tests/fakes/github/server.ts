/**
 * The request pipeline of the fake GitHub: record, fault, authenticate, validate against GitHub's
 * OpenAPI description, authorise writes, route, and check the answer against the description too.
 */
import type http from 'node:http';
import type { FaultTable } from './faults.js';
import { faultReply } from './faults.js';
import { HttpError, errorBody } from './http.js';
import type { FakeOptions, RecordedRequest, Reply, Route, RouteContext, Violation } from './http.js';
import type { Actor } from './model.js';
import { describeErrors, operation } from './openapi.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';

export interface Pipeline {
  state: FakeState;
  urls: Urls;
  options: FakeOptions;
  viewer: Actor;
  routes: Route[];
  requests: RecordedRequest[];
  violations: Violation[];
  faults: FaultTable;
  graphql(body: unknown, req: RecordedRequest): Reply;
}

interface Compiled {
  route: Route;
  regex: RegExp;
  names: string[];
}

const compiled = new WeakMap<Route[], Compiled[]>();

/** `{path}` of the contents route spans slashes; other parameters are one segment. */
function compile(routes: Route[]): Compiled[] {
  let list = compiled.get(routes);
  if (!list) {
    list = routes.map((route) => {
      const names: string[] = [];
      const source = route.template.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return name === 'path' ? '(.*)' : '([^/]+)';
      });
      return { route, names, regex: new RegExp(`^${source}$`) };
    });
    compiled.set(routes, list);
  }
  return list;
}

const BAD_CREDENTIALS = errorBody(401, 'Bad credentials', 'https://docs.github.com/rest');

function authorised(options: FakeOptions, headers: http.IncomingHttpHeaders): boolean {
  if (options.token === undefined) return true;
  const m = /^(?:token|bearer)\s+(.+)$/i.exec(headers.authorization ?? '');
  return m?.[1] === options.token;
}

/** Answers one request; `body` is the parsed JSON body (undefined when there was none). */
export async function handle(
  p: Pipeline,
  method: string,
  url: URL,
  headers: http.IncomingHttpHeaders,
  body: unknown,
): Promise<Reply> {
  const query = Object.fromEntries(url.searchParams);
  const isGraphql = url.pathname === '/graphql' || url.pathname === '/api/graphql';
  const match = isGraphql
    ? undefined
    : compile(p.routes)
        .filter((c) => c.route.method === method)
        .map((c) => ({ c, m: c.regex.exec(url.pathname) }))
        .find((x) => x.m !== null);
  const op = match ? operation(match.c.route.method, match.c.route.template) : undefined;
  const record: RecordedRequest = {
    method,
    path: url.pathname,
    query,
    body,
    headers,
    kind: isGraphql ? 'graphql' : 'rest',
  };
  const opId = isGraphql ? 'graphql' : op?.id;
  if (opId !== undefined) record.operation = opId;
  p.requests.push(record);

  const fault = p.faults.take(method, url.pathname, opId);
  if (fault) {
    if (fault.kind === 'delay')
      await new Promise((r) => setTimeout(r, Math.min(fault.delayMs ?? 100, 10_000)));
    const reply = faultReply(fault);
    if (reply) return reply;
  }
  if (!authorised(p.options, headers)) return { status: 401, body: BAD_CREDENTIALS };
  if (isGraphql && method === 'POST') return p.graphql(body, record);
  if (!match || !op) {
    p.violations.push({
      kind: 'unknown-route',
      method,
      path: url.pathname,
      messages: [`the fake GitHub serves no ${method} ${url.pathname}`],
    });
    return { status: 404, body: errorBody(404, 'Not Found', 'https://docs.github.com/rest') };
  }

  const violate = (kind: Violation['kind'], messages: string[]) =>
    p.violations.push({ kind, method, path: url.pathname, operation: op.id, messages });
  const params: Record<string, unknown> = { ...query };
  match.c.names.forEach((name, i) => (params[name] = decodeURIComponent(match.m![i + 1]!)));
  const errors: string[] = [];
  if (!op.params(params)) errors.push(...describeErrors(op.params, 'parameters'));
  if (op.body && (body !== undefined || op.bodyRequired) && !op.body(body ?? {}))
    errors.push(...describeErrors(op.body, 'body'));
  if (errors.length) {
    violate('request', errors);
    return {
      status: 422,
      body: errorBody(422, `Invalid request.\n\n${errors.join('\n')}`, `https://docs.github.com/rest`),
    };
  }
  if (p.options.readOnly && method !== 'GET') {
    // A fork's GITHUB_TOKEN is read-only: https://docs.github.com/actions/security-guides/automatic-token-authentication
    return {
      status: 403,
      body: errorBody(403, 'Resource not accessible by integration', 'https://docs.github.com/rest'),
    };
  }
  const ctx: RouteContext = {
    state: p.state,
    urls: p.urls,
    options: p.options,
    viewer: p.viewer,
    params,
    query,
    body,
    headers,
    url,
    violate: (messages) => violate('documented', messages),
  };
  let reply: Reply;
  try {
    reply = match.c.route.handle(ctx);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply = { status: error.status, body: error.body, headers: error.headers };
  }
  const validate = reply.raw === undefined && reply.status < 300 ? op.response(reply.status) : undefined;
  if (validate && !validate(reply.body)) violate('response', describeErrors(validate, 'response'));
  return reply;
}
