/**
 * GitHub's GraphQL endpoint over the real schema (`@octokit/graphql-schema`): queries are parsed and
 * validated exactly as GraphQL does (errors with HTTP 200), then run against the fake's records.
 * Serves review threads and the two thread mutations prlens uses.
 * https://docs.github.com/graphql/reference/objects#pullrequestreviewthread
 *
 * Ids are github.com's (ids.ts) and resolvers return them as they are, so the schema's 32-bit `Int`
 * fails `databaseId` of a review comment exactly as GitHub does ("Int cannot represent non 32-bit
 * signed integer value"); `fullDatabaseId` is the `BigInt` GitHub serialises as a string.
 * https://docs.github.com/graphql/reference/scalars#bigint
 * A query that selects a `@deprecated` field is answered (GitHub still serves them) but recorded as
 * a violation, as is any error other than the typed ones (FORBIDDEN, NOT_FOUND...) that model a
 * refusal. https://docs.github.com/graphql/overview/breaking-changes
 */
import { schema as githubSchema } from '@octokit/graphql-schema';
import { GraphQLError, NoDeprecatedCustomRule, buildSchema, execute, parse, validate } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { Reply, RecordedRequest, Violation } from './http.js';
import type {
  Actor,
  IssueCommentRecord,
  PullRequestRecord,
  ReviewCommentRecord,
  ThreadRecord,
} from './model.js';
import { MAX_BODY } from './review-create.js';
import { addReply } from './routes-reviews.js';
import { nodeId } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';
import { viewerJson } from './viewer.js';

let schema: GraphQLSchema | undefined;

/** The executable schema, built once per process (the IDL is large). */
function getSchema(): GraphQLSchema {
  // GitHub's published IDL repeats a few fields, which only SDL validation rejects.
  schema ??= buildSchema(githubSchema.idl, { assumeValidSDL: true });
  return schema;
}

/** An error in GitHub's shape: `type` (FORBIDDEN, NOT_FOUND...) next to the message. */
class TypedError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export interface GraphqlEnv {
  state: FakeState;
  urls: Urls;
  viewer: Actor;
  canResolve: boolean;
  readOnly: boolean;
  violations: Violation[];
}

const cursor = (i: number) => Buffer.from(`cursor:v2:${i}`).toString('base64');
const fromCursor = (c: string) =>
  Number(/^cursor:v2:(\d+)$/.exec(Buffer.from(c, 'base64').toString())?.[1] ?? NaN);

interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A connection with GitHub's pagination rules: first or last is required, 100 at most. */
function connection<T, N>(name: string, items: readonly T[], args: PageArgs, node: (item: T) => N) {
  const count = args.first ?? args.last;
  if (count === null || count === undefined) {
    throw new TypedError(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${name}\` connection.`,
    );
  }
  if (count > 100) {
    throw new TypedError(
      'EXCESSIVE_PAGINATION',
      `Requesting ${count} records on the \`${name}\` connection exceeds the \`${args.first != null ? 'first' : 'last'}\` limit of 100 records.`,
    );
  }
  let start = args.after ? fromCursor(args.after) + 1 : 0;
  let end = args.before ? fromCursor(args.before) : items.length;
  if (args.first != null) end = Math.min(end, start + count);
  else start = Math.max(start, end - count);
  const slice = items.slice(start, end).map((item, i) => ({ cursor: cursor(start + i), node: node(item) }));
  return {
    totalCount: items.length,
    nodes: slice.map((e) => e.node),
    edges: slice,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice[0]?.cursor ?? null,
      endCursor: slice[slice.length - 1]?.cursor ?? null,
    },
  };
}

function decodeId(id: string): { prefix: string; id: number } | undefined {
  const m = /^(\w+?)_kwDO(.+)$/.exec(id);
  const decoded = m ? /^(\w+):(\d+)$/.exec(Buffer.from(m[2]!, 'base64url').toString()) : null;
  return decoded ? { prefix: decoded[1]!, id: Number(decoded[2]) } : undefined;
}

function resolvers(env: GraphqlEnv) {
  const { state, urls } = env;
  const actor = (a: Actor) => ({
    __typename: a.type === 'Bot' ? 'Bot' : 'User',
    databaseId: a.id,
    login: a.graphqlLogin,
    url: `${urls.web}/${a.login}`,
    avatarUrl: () => `${urls.web}/avatars/u/${a.id}`,
  });
  const review = (id: number) => {
    const r = state.reviews.find((x) => x.id === id)!;
    return {
      id: nodeId('PRR', r.id),
      databaseId: r.id,
      fullDatabaseId: String(r.id),
      body: r.body,
      state: r.state,
      author: actor(r.user),
      submittedAt: r.state === 'PENDING' ? null : r.submittedAt,
    };
  };
  const comment = (c: ReviewCommentRecord, thread: ThreadRecord) => ({
    __typename: 'PullRequestReviewComment',
    id: nodeId('PRRC', c.id),
    databaseId: c.id,
    fullDatabaseId: String(c.id),
    pullRequestReview: () => review(c.reviewId),
    position: c.position,
    originalPosition: c.originalPosition,
    body: c.body,
    author: actor(c.user),
    path: c.path,
    line: c.line,
    originalLine: c.originalLine,
    startLine: c.startLine,
    outdated: thread.isOutdated,
    diffHunk: c.diffHunk,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    lastEditedAt: c.edits?.at(-1)?.editedAt ?? null,
    editor: c.edits?.length ? actor(c.edits.at(-1)!.editor) : null,
    url: `${urls.web}/${c.pull.repo.owner.login}/${c.pull.repo.name}/pull/${c.pull.number}#discussion_r${c.id}`,
    viewerDidAuthor: c.user.login === env.viewer.login,
    commit: { oid: c.commitId },
    originalCommit: { oid: c.originalCommitId },
  });
  const thread = (t: ThreadRecord) => {
    const comments = t.commentIds.map((id) => state.comment(id)!);
    const root = comments[0]!;
    return {
      id: nodeId('PRRT', t.id),
      isResolved: t.isResolved,
      isOutdated: t.isOutdated,
      isCollapsed: t.isResolved,
      path: root.path,
      line: root.line,
      originalLine: root.originalLine,
      startLine: root.startLine,
      originalStartLine: root.originalStartLine,
      diffSide: root.side,
      startDiffSide: root.startLine === null ? null : root.startSide,
      subjectType: 'LINE',
      resolvedBy: t.resolvedBy ? actor(t.resolvedBy) : null,
      viewerCanResolve: env.canResolve && !env.readOnly && !t.isResolved,
      viewerCanUnresolve: env.canResolve && !env.readOnly && t.isResolved,
      viewerCanReply: !env.readOnly,
      comments: (args: PageArgs) => connection('comments', comments, args, (c) => comment(c, t)),
    };
  };
  const pullRequest = (p: PullRequestRecord) => ({
    id: nodeId('PR', p.id),
    databaseId: p.id,
    fullDatabaseId: String(p.id),
    number: p.number,
    title: p.title,
    isDraft: p.draft,
    headRefOid: p.headSha,
    baseRefOid: p.baseSha,
    headRefName: p.headRef,
    baseRefName: p.baseRef,
    reviewThreads: (args: PageArgs) => connection('reviewThreads', state.threadsOf(p), args, thread),
  });
  // An issue comment with its edit history: the last edit is `editor` / `lastEditedAt`, every edit a
  // `userContentEdits` node. https://docs.github.com/graphql/reference/objects#issuecomment
  const issueComment = (c: IssueCommentRecord) => {
    const edits = c.edits ?? [];
    const last = edits.at(-1);
    return {
      __typename: 'IssueComment',
      id: nodeId('IC', c.id),
      fullDatabaseId: String(c.id),
      body: c.body,
      author: actor(c.user),
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      lastEditedAt: last?.editedAt ?? null,
      editor: last ? actor(last.editor) : null,
      includesCreatedEdit: false,
      viewerDidAuthor: c.user.login === env.viewer.login,
      url: `${urls.web}/${c.repo.owner.login}/${c.repo.name}/pull/${c.issueNumber}#issuecomment-${c.id}`,
      userContentEdits: (args: PageArgs) =>
        connection('userContentEdits', [...edits.entries()].reverse(), args, ([i, e]) => ({
          id: nodeId('UCE', c.id * 1000 + i),
          editedAt: e.editedAt,
          createdAt: e.editedAt,
          updatedAt: e.editedAt,
          editor: actor(e.editor),
          diff: e.previous,
          deletedAt: null,
          deletedBy: null,
        })),
    };
  };
  const findThread = (id: string): ThreadRecord => {
    const decoded = decodeId(id);
    const found = decoded?.prefix === 'PRRT' ? state.threads.find((t) => t.id === decoded.id) : undefined;
    if (!found)
      throw new TypedError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
    return found;
  };
  const setResolved = (id: string, resolved: boolean) => {
    const t = findThread(id);
    // Resolving needs `contents: write` with the Actions token; without it GitHub answers FORBIDDEN.
    if (!env.canResolve || env.readOnly)
      throw new TypedError('FORBIDDEN', 'Resource not accessible by integration');
    t.isResolved = resolved;
    t.resolvedBy = resolved ? env.viewer : undefined;
    return thread(t);
  };
  type Input<T> = { input: T & { clientMutationId?: string } };
  return {
    repository: ({ owner, name }: { owner: string; name: string }) => {
      const repo = state.repo(owner, name);
      if (!repo)
        throw new TypedError(
          'NOT_FOUND',
          `Could not resolve to a Repository with the name '${owner}/${name}'.`,
        );
      return {
        id: nodeId('R', repo.id),
        databaseId: repo.id,
        name: repo.name,
        nameWithOwner: `${repo.owner.login}/${repo.name}`,
        pullRequest: ({ number }: { number: number }) => {
          const p = repo.pulls.get(number);
          if (!p || p.deleted)
            throw new TypedError(
              'NOT_FOUND',
              `Could not resolve to a PullRequest with the number of ${number}.`,
            );
          return pullRequest(p);
        },
      };
    },
    viewer: () => viewerJson(env.viewer, urls),
    // Only comments are served by node id (what prlens asks who edited); anything else is answered
    // as GitHub answers an id it cannot resolve.
    node: ({ id }: { id: string }) => {
      const decoded = decodeId(id);
      const issue =
        decoded?.prefix === 'IC' ? state.issueComments.find((c) => c.id === decoded.id) : undefined;
      if (issue) return issueComment(issue);
      const review = decoded?.prefix === 'PRRC' ? state.comment(decoded.id) : undefined;
      const thread = review && state.threads.find((t) => t.id === review.threadId);
      if (review && thread) return comment(review, thread);
      throw new TypedError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
    },
    resolveReviewThread: ({ input }: Input<{ threadId: string }>) => ({
      clientMutationId: input.clientMutationId ?? null,
      thread: setResolved(input.threadId, true),
    }),
    unresolveReviewThread: ({ input }: Input<{ threadId: string }>) => ({
      clientMutationId: input.clientMutationId ?? null,
      thread: setResolved(input.threadId, false),
    }),
    addPullRequestReviewThreadReply: ({
      input,
    }: Input<{ pullRequestReviewThreadId: string; body: string }>) => {
      const t = findThread(input.pullRequestReviewThreadId);
      if (env.readOnly) throw new TypedError('FORBIDDEN', 'Resource not accessible by integration');
      if (input.body.length > MAX_BODY)
        throw new TypedError('UNPROCESSABLE', `Body is too long (maximum is ${MAX_BODY} characters)`);
      return {
        clientMutationId: input.clientMutationId ?? null,
        comment: comment(addReply(state, t, env.viewer, input.body), t),
      };
    },
  };
}

/** GitHub's error JSON: typed errors carry `type`, validation errors `extensions.code`-less messages. */
function errorJson(error: GraphQLError): Record<string, unknown> {
  const original = error.originalError;
  const json: Record<string, unknown> = { message: error.message };
  if (original instanceof TypedError) json.type = original.type;
  if (error.path) json.path = error.path;
  if (error.locations) json.locations = error.locations;
  return json;
}

/** Answers one POST /graphql. */
export function handleGraphql(env: GraphqlEnv, body: unknown, request: RecordedRequest): Reply {
  const { query, variables, operationName } = (body ?? {}) as {
    query?: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  };
  const violate = (messages: string[]) =>
    env.violations.push({
      kind: 'graphql',
      method: 'POST',
      path: request.path,
      operation: 'graphql',
      messages,
    });
  const fail = (errors: readonly GraphQLError[]) => {
    violate(errors.map((e) => e.message));
    return { status: 200, body: { errors: errors.map(errorJson) } };
  };
  if (typeof query !== 'string')
    return fail([new GraphQLError('A query attribute must be specified and must be a string.')]);
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return fail([error instanceof GraphQLError ? error : new GraphQLError(String(error))]);
  }
  const invalid = validate(getSchema(), document);
  if (invalid.length) return fail(invalid);
  // GitHub still answers deprecated fields (databaseId even past its announced removal date); a
  // client that asks for one is on borrowed time (that databaseId overflows today): a violation.
  const deprecated = validate(getSchema(), document, [NoDeprecatedCustomRule]);
  if (deprecated.length) violate(deprecated.map((e) => e.message));
  const result = execute({
    schema: getSchema(),
    document,
    rootValue: resolvers(env),
    variableValues: variables ?? {},
    operationName: operationName ?? null,
  });
  if (result instanceof Promise) throw new Error('fake GitHub: resolvers are synchronous');
  // Variables that do not fit the schema fail before execution: the client's fault, so a violation.
  if (result.data === undefined && result.errors) return fail(result.errors);
  const json: Record<string, unknown> = { data: result.data };
  if (result.errors?.length) json.errors = result.errors.map(errorJson);
  // Typed errors model GitHub refusing (FORBIDDEN without permission...); any other error is one
  // GitHub would answer to a faulty query, such as an id too large for `Int`.
  const untyped = (result.errors ?? []).filter((e) => !(e.originalError instanceof TypedError));
  if (untyped.length) violate(untyped.map((e) => e.message));
  return { status: 200, body: json };
}
