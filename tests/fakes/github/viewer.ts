/**
 * Who the token is, as GitHub answers it: GraphQL `viewer` works for every kind of token and, for an
 * installation token (the Actions GITHUB_TOKEN, a GitHub App's token), answers the app's bot with
 * its REST-style login `<slug>[bot]` and its user id as `databaseId` — unlike a bot's `author` on a
 * comment, whose GraphQL login drops the suffix. Seen on github.com:
 * https://github.com/fullsend-ai/fullsend/pull/1953 (an installation token's viewer is
 * `fullsend-ai-coder[bot]` with `databaseId: 278716306`) and
 * https://github.com/CatChen/token-who-am-i-action (GITHUB_TOKEN's viewer login is `github-actions[bot]`).
 * REST `GET /user` refuses an installation token with 403 "Resource not accessible by integration":
 * https://github.com/pingdotgg/t3code/pull/11273, https://github.com/neuralinkcorp/datarepo/pull/62
 */
import type { Actor } from './model.js';
import { nodeId, type Urls } from './shapes-repo.js';

/** The `viewer` object: `User!` in the schema, whatever the token's account is. */
export function viewerJson(viewer: Actor, urls: Urls) {
  return {
    __typename: 'User',
    id: nodeId(viewer.type === 'Bot' ? 'BOT' : 'U', viewer.id),
    login: viewer.login,
    databaseId: viewer.id,
    url: `${urls.web}/${viewer.login}`,
    avatarUrl: () => `${urls.web}/avatars/u/${viewer.id}`,
  };
}

/** Whether REST `GET /user` refuses the token: the Actions token is an installation token. */
export function refusesGetUser(viewer: Actor): boolean {
  return viewer.type === 'Bot';
}
