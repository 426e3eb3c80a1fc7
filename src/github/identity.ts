/**
 * Who prlens posts as, learned once per run, and the one rule for trusting a hidden marker: a
 * comment is prlens's only when that identity wrote it (docs/contracts.md, "Hidden markers"). Anyone can
 * type `<!-- prlens:summary … -->`; a PR author who could would otherwise pick the learned list
 * that suppresses findings, the watermark that skips a review, or the threads a rerun trusts.
 *
 * What GitHub answers for each kind of token:
 * - GraphQL `viewer { login databaseId }` answers for every kind: a PAT's user, and for an
 *   installation token (the Actions GITHUB_TOKEN, a GitHub App's token) the app's bot with its
 *   REST-style login, `<slug>[bot]`, and its user id (github-actions[bot] is 41898282). Seen on
 *   github.com: https://github.com/fullsend-ai/fullsend/pull/1953 (an installation token's viewer is
 *   `fullsend-ai-coder[bot]` with its databaseId), https://github.com/CatChen/token-who-am-i-action
 *   (GITHUB_TOKEN's viewer login is `github-actions[bot]`).
 * - REST `GET /user` answers a PAT, but an installation token gets 403 "Resource not accessible by
 *   integration": https://github.com/pingdotgg/t3code/pull/11273
 * - Comment authors: REST `user` has the login with `[bot]`, the id and `type`; GraphQL `author`
 *   drops the suffix (`github-actions`, a Bot). So ids are compared where both sides have one, and
 *   otherwise the normalised login (lower case, no `[bot]`) of an author of the same kind.
 */
import type { Logger } from '../core/ports.js';
import type { GitHub } from './types.js';
import type { Identity, Author } from '../core/forge-types.js';
export type { Identity, Author } from '../core/forge-types.js';

/** The Actions GITHUB_TOKEN's account: https://api.github.com/users/github-actions%5Bbot%5D */
export const ACTIONS_BOT: Identity = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
  source: 'actions',
};

/** `GitHub-Actions[bot]` and `github-actions` are one account. */
export function normaliseLogin(login: string): string {
  return login
    .trim()
    .toLowerCase()
    .replace(/\[bot\]$/, '');
}

/** True when `author` is `identity`: same id when both are known, else same kind and login. */
export function isIdentity(identity: Identity | null, author: Author | null | undefined): boolean {
  if (!identity || !author) return false;
  if (typeof author.id === 'number' && identity.id !== null) return author.id === identity.id;
  if (typeof author.login !== 'string' || author.login === '') return false;
  const kind = author.type ?? author.__typename;
  // A user cannot be a bot: without an id, the kind keeps a user named like an app's slug out.
  if (kind && kind !== identity.type) return false;
  return normaliseLogin(author.login) === normaliseLogin(identity.login);
}

/** The identity of a comment's author, e.g. the one of a comment this run just created. */
export function identityOf(author: Author | null | undefined): Identity | null {
  if (!author || typeof author.login !== 'string' || author.login === '') return null;
  const bot = author.type === 'Bot' || author.login.endsWith('[bot]');
  return {
    login: author.login,
    id: typeof author.id === 'number' ? author.id : null,
    type: bot ? 'Bot' : 'User',
    source: 'comment',
  };
}

const VIEWER_QUERY = 'query { viewer { login databaseId } }';

/**
 * Learns who the token posts as: GraphQL `viewer` (every token kind), else REST `GET /user`, else —
 * an installation token under Actions — the Actions bot. Null when none answers: then no existing
 * comment is trusted this run (findings are posted again rather than suppressed by a forgery).
 */
export async function resolveIdentity(
  gh: GitHub,
  env: Record<string, string | undefined>,
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>,
): Promise<Identity | null> {
  try {
    const { viewer } = await gh.graphql<{ viewer: { login: string; databaseId: number | null } }>(
      VIEWER_QUERY,
    );
    const identity: Identity = {
      login: viewer.login,
      id: typeof viewer.databaseId === 'number' ? viewer.databaseId : null,
      type: viewer.login.endsWith('[bot]') ? 'Bot' : 'User',
      source: 'viewer',
    };
    logger.info(`posting as ${identity.login}${identity.id === null ? '' : ` (id ${identity.id})`}`);
    return identity;
  } catch (error) {
    logger.debug(`GraphQL viewer failed (${message(error)}); asking REST GET /user`);
  }
  try {
    const { data } = await gh.rest.users.getAuthenticated();
    const identity = identityOf(data);
    if (identity) {
      logger.info(`posting as ${identity.login} (id ${data.id})`);
      return { ...identity, source: 'user' };
    }
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    // GITHUB_TOKEN is an installation token: GET /user refuses it, and it posts as github-actions[bot].
    if (status === 403 && env.GITHUB_ACTIONS === 'true') {
      logger.info(`posting as ${ACTIONS_BOT.login} (the Actions token; GET /user refused it)`);
      return ACTIONS_BOT;
    }
    logger.debug(`GET /user failed: ${message(error)}`);
  }
  logger.warn(
    'prlens could not learn which account its token posts as (GraphQL viewer and GET /user failed): ' +
      'no existing prlens comment is trusted this run, so earlier findings may be posted again',
  );
  return null;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
