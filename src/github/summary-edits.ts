/**
 * Whether the state in our summary comment is still ours. Authorship is not enough: GitHub lets
 * anyone with write access edit any comment, the bot's included, so the PR's author can rewrite the
 * hidden records (reviewed head, open findings) that decide the next run's scope and gate. GraphQL
 * says who made the last edit (`IssueComment.editor`, `lastEditedAt`); REST does not.
 * https://docs.github.com/graphql/reference/objects#issuecomment
 *
 * The rule: the state counts only when nobody edited the comment, or the last edit was prlens's own
 * (each run rewrites its summary). Checking the last edit is enough because every writer of the
 * summary (a review, `/prlens ignore`) checks it first and carries nothing over from a comment
 * someone else edited: a foreign edit can never be laundered by a later edit of ours. When the check
 * itself fails, the state is not trusted either: an unverifiable record costs a full review, never
 * a gate.
 */
import { isIdentity, type Author } from './identity.js';
import type { Ownership } from './ownership.js';
import type { GitHub } from './types.js';

export const SUMMARY_EDITS_QUERY = `
query ($id: ID!) {
  node(id: $id) {
    ... on IssueComment { lastEditedAt editor { __typename login } }
  }
}`;

interface EditsAnswer {
  node: { lastEditedAt?: string | null; editor?: Author | null } | null;
}

/** Who last edited our summary when it was not prlens: the state it holds is void. */
export interface ForeignEdit {
  /** The editor's login, or a phrase when GitHub could not say. */
  by: string;
  /** Why the state is void, for the run's notice. */
  reason: string;
}

/**
 * Null when the comment's state is ours (never edited, or last edited by prlens's identity); else
 * who edited it and why its state is void. Never throws.
 */
export async function foreignEdit(gh: GitHub, nodeId: string, own: Ownership): Promise<ForeignEdit | null> {
  let answer: EditsAnswer;
  try {
    answer = await gh.graphql<EditsAnswer>(SUMMARY_EDITS_QUERY, { id: nodeId });
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return {
      by: 'unknown',
      reason: `prlens could not check who last edited its summary comment (${why})`,
    };
  }
  const node = answer.node;
  if (node === null) return { by: 'unknown', reason: "GitHub did not return prlens's summary comment" };
  if (!node.lastEditedAt) return null;
  if (isIdentity(own.identity, node.editor)) return null;
  const by = node.editor?.login ?? 'an account that no longer exists';
  return { by, reason: `prlens's summary comment was last edited by ${by}, not by prlens` };
}
