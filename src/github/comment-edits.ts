/**
 * Whether a comment of ours still says what prlens wrote. Authorship is not enough: GitHub lets
 * anyone with write access edit any comment, the bot's included, so the PR's author can rewrite the
 * hidden records of our summary (reviewed head, open findings) that decide the next run's scope and
 * gate, or the fingerprint marker of our inline comment before a maintainer 👎s it. GraphQL says who
 * made the last edit (`Comment.editor`, `lastEditedAt`, on issue and review comments); REST does not.
 * https://docs.github.com/graphql/reference/interfaces#comment
 *
 * The rule: a comment counts only when nobody edited it, or the last edit was prlens's own (each run
 * rewrites its summary). Checking the last edit is enough because every writer of the
 * summary (a review, `/prlens ignore`) checks it first and carries nothing over from a comment
 * someone else edited: a foreign edit can never be laundered by a later edit of ours. When the check
 * itself fails, the state is not trusted either: an unverifiable record costs a full review, never
 * a gate.
 */
import { isIdentity, type Author } from './identity.js';
import type { Ownership } from './ownership.js';
import type { GitHub } from './types.js';
import type { ForeignEdit } from '../core/forge-types.js';
export type { ForeignEdit } from '../core/forge-types.js';

const COMMENT_EDITS_QUERY = `
query ($id: ID!) {
  node(id: $id) {
    ... on Comment { lastEditedAt editor { __typename login } }
  }
}`;

interface EditsAnswer {
  node: { lastEditedAt?: string | null; editor?: Author | null } | null;
}

/**
 * Null when comment `nodeId` (`what`, e.g. "summary comment") is as prlens left it: never edited,
 * or last edited by prlens's identity; else who edited it and why what it holds is void. Never throws.
 */
export async function foreignEdit(
  gh: GitHub,
  nodeId: string,
  own: Ownership,
  what = 'summary comment',
): Promise<ForeignEdit | null> {
  let answer: EditsAnswer;
  try {
    answer = await gh.graphql<EditsAnswer>(COMMENT_EDITS_QUERY, { id: nodeId });
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { by: 'unknown', reason: `prlens could not check who last edited its ${what} (${why})` };
  }
  return lastEditor(answer.node, own, what);
}

/** The verdict on a comment GitHub returned with its `lastEditedAt` and `editor`. */
export function lastEditor(
  node: { lastEditedAt?: string | null; editor?: Author | null } | null,
  own: Ownership,
  what: string,
): ForeignEdit | null {
  if (node === null) return { by: 'unknown', reason: `GitHub did not return prlens's ${what}` };
  if (!node.lastEditedAt) return null;
  if (isIdentity(own.identity, node.editor)) return null;
  const by = node.editor?.login ?? 'an account that no longer exists';
  return { by, reason: `prlens's ${what} was last edited by ${by}, not by prlens` };
}
