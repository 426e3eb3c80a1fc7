/**
 * Reads what the team taught prlens on a PR since the last run: a 👎 by a repository member on one of
 * our inline comments, or a `/prlens ignore` reply by one in its thread. Both mark the comment's
 * finding (its fingerprint marker) as rejected.
 *
 * Requests: one list of the PR's review comments (100 a page). GitHub includes a reaction rollup
 * (`reactions["-1"]`) in every review comment, so reactions are listed only for our comments that
 * have a 👎 (one request each), and a reactor's permission is looked up once per login.
 *
 * Why the permission lookup: a reaction carries no author_association, and anyone who can read a
 * public repository can react. A drive-by 👎 must not silence a security finding, so only a reactor
 * with write access (admin, maintain, write: the people who could merge or push) counts. A reply
 * carries its author_association, so replies need no lookup.
 *
 * Only threads prlens started count: a root comment with our fingerprint marker by anyone else is a
 * forgery (it could carry the fingerprint of a real finding under a harmless-looking text that a
 * member then rejects), so it is ignored and noted.
 */
import type { Logger } from '../core/ports.js';
import type { LearnedEntry } from '../report/learned.js';
import { readFingerprint } from '../report/markers.js';
import type { Ownership } from './ownership.js';
import type { GitHub, PullRequestRef } from './types.js';

/** Who may reject a finding by replying: the associations that can push to the repository. */
export const MEMBER_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
const WRITE_PERMISSIONS = new Set(['admin', 'maintain', 'write']);
const IGNORE_COMMAND = /^\s*\/(?:prlens\s+)?ignore\b/i;
/** Reactions are listed for at most this many comments per run (each is one request). */
export const MAX_REACTION_LOOKUPS = 30;

/** Whether a comment body is the `/prlens ignore` command. */
export function isIgnoreCommand(body: string | null | undefined): boolean {
  return IGNORE_COMMAND.test(body ?? '');
}

export interface LearnResult {
  entries: LearnedEntry[];
  /** Requests this cost, for the budget tests and the log. */
  requests: number;
  /** One notice when part of the learning could not be read (never thrown). */
  notice: string | null;
}

interface ReviewCommentLite {
  id: number;
  body: string;
  in_reply_to_id?: number;
  author_association: string;
  user: { login: string; id: number; type?: string } | null;
  html_url?: string;
  created_at: string;
  reactions?: { '-1': number };
}

/**
 * New rejections on the PR, skipping fingerprints already in `known`. Never throws: a failure
 * returns what was read so far with a notice (a lost 👎 only means the finding is posted once more).
 */
export async function readRejections(
  gh: GitHub,
  pr: PullRequestRef,
  options: {
    reactions: boolean;
    known: ReadonlySet<string>;
    logger: Pick<Logger, 'debug' | 'info'>;
    own: Ownership;
  },
): Promise<LearnResult> {
  const repo = { owner: pr.owner, repo: pr.repo };
  const entries: LearnedEntry[] = [];
  const have = new Set(options.known);
  const add = (entry: LearnedEntry) => {
    if (have.has(entry.fp)) return;
    have.add(entry.fp);
    entries.push(entry);
  };
  let requests = 0;
  let comments: ReviewCommentLite[];
  try {
    comments = await gh.rest.paginate(
      gh.rest.pulls.listReviewComments,
      { ...repo, pull_number: pr.number, per_page: 100 },
      (response) => {
        requests++;
        return response.data;
      },
    );
  } catch (error) {
    return {
      entries,
      requests,
      notice: `prlens could not read review comments to learn from: ${message(error)}`,
    };
  }
  const roots = new Map<number, string>();
  for (const c of comments) {
    const fp = c.in_reply_to_id === undefined ? readFingerprint(c.body) : null;
    if (fp === null) continue;
    const marker = { kind: 'inline finding', where: `review comment ${c.id}`, url: c.html_url };
    if (options.own.owns(c.user, marker)) roots.set(c.id, fp);
  }
  // Replies first: free (no request), and they carry their author's association.
  for (const c of comments) {
    const fp = c.in_reply_to_id === undefined ? undefined : roots.get(c.in_reply_to_id);
    if (fp === undefined || !isIgnoreCommand(c.body) || !c.user) continue;
    if (!MEMBER_ASSOCIATIONS.has(c.author_association)) {
      options.logger.info(
        `/prlens ignore by ${c.user.login} (${c.author_association.toLowerCase()}) not taken: members only`,
      );
      continue;
    }
    add({ fp, by: c.user.login, at: c.created_at, via: 'reply' });
  }
  if (!options.reactions) return { entries, requests, notice: null };

  const thumbsDown = comments.filter(
    (c) => roots.has(c.id) && !have.has(roots.get(c.id)!) && (c.reactions?.['-1'] ?? 0) > 0,
  );
  const permission = new Map<string, boolean>();
  try {
    for (const c of thumbsDown.slice(0, MAX_REACTION_LOOKUPS)) {
      const fp = roots.get(c.id)!;
      requests++;
      const reactions = await gh.rest.reactions.listForPullRequestReviewComment({
        ...repo,
        comment_id: c.id,
        content: '-1',
        per_page: 100,
      });
      for (const r of reactions.data) {
        const login = r.user?.login;
        if (!login || have.has(fp)) continue;
        if (!permission.has(login)) {
          requests++;
          permission.set(login, await canWrite(gh, pr, login));
        }
        if (permission.get(login)) add({ fp, by: login, at: r.created_at, via: 'reaction' });
        else options.logger.debug(`👎 by ${login} on comment ${c.id} not taken: no write access`);
      }
    }
  } catch (error) {
    return {
      entries,
      requests,
      notice: `prlens could not read 👎 reactions to learn from: ${message(error)}`,
    };
  }
  return { entries, requests, notice: null };
}

/** Write access or more; a 404 (not a collaborator, or not a user) is no access. */
async function canWrite(gh: GitHub, pr: PullRequestRef, username: string): Promise<boolean> {
  try {
    const { data } = await gh.rest.repos.getCollaboratorPermissionLevel({
      owner: pr.owner,
      repo: pr.repo,
      username,
    });
    return WRITE_PERMISSIONS.has(data.role_name) || WRITE_PERMISSIONS.has(data.permission);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return false;
    throw error;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
