/**
 * Reads what the team taught prlens on a PR since the last run: a 👎 on one of our inline comments,
 * or a `/prlens ignore` reply in its thread, by someone with write access who did not open the PR.
 * Both mark the comment's finding (its fingerprint marker) as rejected, and on a comment that merged
 * several findings each of them (its members marker): exactly what the comment showed.
 *
 * Requests: one list of the PR's review comments (100 a page). GitHub includes a reaction rollup
 * (`reactions["-1"]`) in every review comment, so reactions are listed only for our comments that
 * have a 👎 (one request each), and a reactor's permission is looked up once per login.
 *
 * Why the permission lookup: anyone who can read a public repository can react, and a reply's
 * author_association says COLLABORATOR for a read-only collaborator too. A drive-by 👎 must not
 * silence a security finding, so only someone with write access who did not open the PR counts
 * (./rejecters.ts, one lookup per login and run). A reply whose association is not even a member's
 * is refused without a lookup; a lookup that fails takes nothing and says why in the notice.
 *
 * Only threads prlens started count: a root comment with our fingerprint marker by anyone else is a
 * forgery (it could carry the fingerprint of a real finding under a harmless-looking text that a
 * member then rejects), so it is ignored and noted. For the same reason a root of ours that someone
 * else edited last is ignored (GraphQL says who edited it: ./threads.ts, ./comment-edits.ts).
 */
import type { Logger } from '../core/ports.js';
import type { LearnedEntry } from '../report/learned.js';
import { readFingerprint, readMembers } from '../report/markers.js';
import type { Ownership } from './ownership.js';
import type { Rejecters } from './rejecters.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { LearnResult } from '../core/forge-types.js';
export type { LearnResult } from '../core/forge-types.js';
import { MEMBER_ASSOCIATIONS } from '../core/pr-rules.js';

const IGNORE_COMMAND = /^\s*\/(?:prlens\s+)?ignore\b/i;
/**
 * Reactions are listed for at most this many comments per run (each is one request). Every run
 * re-reads every rejection from its source (nothing is carried in an editable comment), so this
 * bounds the requests of a PR with very many rejected findings; past it a notice says so.
 */
const MAX_REACTION_LOOKUPS = 100;

/** Whether a comment body is the `/prlens ignore` command. */
function isIgnoreCommand(body: string | null | undefined): boolean {
  return IGNORE_COMMAND.test(body ?? '');
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

interface LearnOptions {
  reactions: boolean;
  known: ReadonlySet<string>;
  /**
   * REST ids of the thread roots that are still as prlens wrote them (./threads.ts drops a root
   * someone else edited last); undefined: every root of ours counts.
   */
  trustedRoots?: ReadonlySet<number> | undefined;
  logger: Pick<Logger, 'debug' | 'info'>;
  own: Ownership;
  rejecters: Rejecters;
}

/**
 * New rejections on the PR, skipping fingerprints already in `known`. Never throws: a failure
 * returns what was read so far with a notice (a lost 👎 only means the finding is posted once more).
 */
export async function readRejections(
  gh: GitHub,
  pr: PullRequestRef,
  options: LearnOptions,
): Promise<LearnResult> {
  const learning = new Learning(options);
  let comments: ReviewCommentLite[];
  try {
    comments = await listComments(gh, pr, learning);
  } catch (error) {
    return learning.result(`prlens could not read review comments to learn from: ${message(error)}`);
  }
  const roots = ourRoots(comments, options.own, options.trustedRoots);
  for (const c of comments) {
    const fp = roots.get(c.id);
    if (fp !== undefined) learning.members.set(fp, readMembers(c.body));
  }
  await takeReplies(comments, roots, learning);
  if (!options.reactions) return learning.result();
  try {
    await takeReactions(gh, pr, comments, roots, learning);
  } catch (error) {
    return learning.result(`prlens could not read 👎 reactions to learn from: ${message(error)}`);
  }
  return learning.result();
}

/** What one run learned so far: the new entries, the requests spent, the lookups that failed. */
class Learning {
  readonly entries: LearnedEntry[] = [];
  readonly have: Set<string>;
  requests = 0;
  private readonly failures: string[] = [];

  constructor(readonly options: LearnOptions) {
    this.have = new Set(options.known);
  }

  /** Root fingerprint of a merged comment → the fingerprints merged into it. */
  readonly members = new Map<string, string[]>();

  /** Takes a rejection of `entry.fp`, and of every finding merged into its comment. */
  add(entry: LearnedEntry): void {
    for (const fp of [entry.fp, ...(this.members.get(entry.fp) ?? [])]) {
      if (this.have.has(fp)) continue;
      this.have.add(fp);
      this.entries.push({ ...entry, fp });
    }
  }

  /** Whether `login` may reject; a failed lookup is kept for the notice. */
  async mayReject(login: string, what: string): Promise<boolean> {
    const { rejecters, logger } = this.options;
    const before = rejecters.requests;
    const verdict = await rejecters.check(login);
    this.requests += rejecters.requests - before;
    if (verdict.allowed) return true;
    if (verdict.failed) {
      if (!this.failures.includes(verdict.reason)) this.failures.push(verdict.reason);
    } else logger.info(`${what} by ${login} not taken: ${verdict.reason}`);
    return false;
  }

  /** Keeps a notice for the run (once). */
  note(notice: string): void {
    if (!this.failures.includes(notice)) this.failures.push(notice);
  }

  /** The result; `notice` (a read that failed) replaces the failed lookups' notice. */
  result(notice?: string): LearnResult {
    const failed = this.failures.length > 0 ? this.failures.join('; ') : null;
    return { entries: this.entries, requests: this.requests, notice: notice ?? failed };
  }
}

/** Every review comment on the PR, 100 a page. */
function listComments(gh: GitHub, pr: PullRequestRef, learning: Learning): Promise<ReviewCommentLite[]> {
  return gh.rest.paginate(
    gh.rest.pulls.listReviewComments,
    { owner: pr.owner, repo: pr.repo, pull_number: pr.number, per_page: 100 },
    (response) => {
      learning.requests++;
      return response.data;
    },
  );
}

/**
 * The fingerprint of each thread root prlens itself posted and nobody else edited, by comment id
 * (forgeries are noted; edited roots were noted when the threads were read).
 */
function ourRoots(
  comments: readonly ReviewCommentLite[],
  own: Ownership,
  trusted: ReadonlySet<number> | undefined,
): Map<number, string> {
  const roots = new Map<number, string>();
  for (const c of comments) {
    const fp = c.in_reply_to_id === undefined ? readFingerprint(c.body) : null;
    if (fp === null || (trusted !== undefined && !trusted.has(c.id))) continue;
    const marker = { kind: 'inline finding', where: `review comment ${c.id}`, url: c.html_url };
    if (own.owns(c.user, marker)) roots.set(c.id, fp);
  }
  return roots;
}

/** `/prlens ignore` replies in our threads, first: their association refuses a non-member without a request. */
async function takeReplies(
  comments: readonly ReviewCommentLite[],
  roots: ReadonlyMap<number, string>,
  learning: Learning,
): Promise<void> {
  for (const c of comments) {
    const fp = c.in_reply_to_id === undefined ? undefined : roots.get(c.in_reply_to_id);
    if (fp === undefined || !isIgnoreCommand(c.body) || !c.user) continue;
    if (!MEMBER_ASSOCIATIONS.has(c.author_association)) {
      learning.options.logger.info(
        `/prlens ignore by ${c.user.login} (${c.author_association.toLowerCase()}) not taken: members only`,
      );
      continue;
    }
    if (learning.have.has(fp) || !(await learning.mayReject(c.user.login, '/prlens ignore'))) continue;
    learning.add({ fp, by: c.user.login, at: c.created_at, via: 'reply' });
  }
}

/** 👎 on our thread roots: reactions are listed only for roots whose rollup counts one. */
async function takeReactions(
  gh: GitHub,
  pr: PullRequestRef,
  comments: readonly ReviewCommentLite[],
  roots: ReadonlyMap<number, string>,
  learning: Learning,
): Promise<void> {
  const thumbsDown = comments.filter(
    (c) => roots.has(c.id) && !learning.have.has(roots.get(c.id)!) && (c.reactions?.['-1'] ?? 0) > 0,
  );
  if (thumbsDown.length > MAX_REACTION_LOOKUPS) {
    learning.note(
      `prlens read the 👎 reactions of ${MAX_REACTION_LOOKUPS} of its ${thumbsDown.length} comments that have one; ` +
        'the findings of the others may be posted again (`ignored-fingerprints` in the repo config holds any number)',
    );
  }
  for (const c of thumbsDown.slice(0, MAX_REACTION_LOOKUPS)) {
    const fp = roots.get(c.id)!;
    learning.requests++;
    const reactions = await gh.rest.reactions.listForPullRequestReviewComment({
      owner: pr.owner,
      repo: pr.repo,
      comment_id: c.id,
      content: '-1',
      per_page: 100,
    });
    for (const r of reactions.data) {
      const login = r.user?.login;
      if (!login || learning.have.has(fp)) continue;
      if (await learning.mayReject(login, `👎 on comment ${c.id}`))
        learning.add({ fp, by: login, at: r.created_at, via: 'reaction' });
    }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
