/**
 * The one summary comment of a PR: found by the marker at the very start of its body — on a comment
 * written by prlens's own identity, since anyone can type the marker (src/github/ownership.ts) —
 * created or updated in place, and de-duplicated when two runs raced to create it. Issue comments
 * are listed 30 a page by default, so every page is read:
 * https://docs.github.com/en/rest/issues/comments#list-issue-comments
 * Its body is rendered by src/report/pr-summary.ts.
 */
import { USAGE_LABELS } from '../i18n/index.js';
import { readSummaryMarker } from '../report/markers.js';
import type { Ownership } from './ownership.js';
import { foreignEdit } from './comment-edits.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { SummaryComment, FoundSummary, UpsertResult } from '../core/forge-types.js';
export type { FoundSummary, UpsertResult } from '../core/forge-types.js';

/**
 * Our summary (the oldest of our comments with the marker), the ids of any later duplicates of
 * ours, and whether someone else edited it last (then its watermark is dropped here). A comment
 * with the marker by anyone else is not a summary: `own` records it for a notice.
 */
export async function findSummary(
  gh: GitHub,
  pr: PullRequestRef,
  own: Ownership,
): Promise<FoundSummary | null> {
  const found = await findOurs(gh, pr, own);
  if (!found) return null;
  const edited = await foreignEdit(gh, found.nodeId, own);
  return edited ? { ...found, reviewedSha: null, edited } : { ...found, edited: null };
}

/** The oldest of our summaries and the later duplicates, without asking who edited it. */
async function findOurs(
  gh: GitHub,
  pr: PullRequestRef,
  own: Ownership,
): Promise<(SummaryComment & { duplicates: number[] }) | null> {
  const [first, ...rest] = await listSummaries(gh, pr, own);
  return first ? { ...first, duplicates: rest.map((c) => c.id) } : null;
}

/**
 * Creates the summary or updates it in place. After creating one it lists again: when two runs
 * created one each, every run keeps the oldest, writes its own (the newest) body there and deletes
 * the others, so the PR ends with one summary. An update needs no re-check: a summary that already
 * existed was seen by every run that could race with this one. Only comments of our own identity
 * are ever updated or deleted; when the identity is unknown, the comment just created names it.
 */
export async function upsertSummary(
  gh: GitHub,
  pr: PullRequestRef,
  body: string,
  own: Ownership,
): Promise<UpsertResult> {
  if (readSummaryMarker(body) === null) {
    throw new Error('the summary body must start with the summary marker, or no later run can find it');
  }
  const issue = { owner: pr.owner, repo: pr.repo, issue_number: pr.number };
  // Writing needs no edit check: the body written is this run's own, nothing is carried over.
  const found = await findOurs(gh, pr, own);
  if (found) {
    const same = sameSummary(found.body, body);
    if (!same) await gh.rest.issues.updateComment({ ...issue, comment_id: found.id, body });
    const deleted = await deleteComments(gh, pr, found.duplicates);
    return { id: found.id, action: same ? 'unchanged' : 'updated', deleted };
  }
  const { data } = await gh.rest.issues.createComment({ ...issue, body });
  own.adopt(data.user);
  const [oldest, ...others] = await listSummaries(gh, pr, own);
  if (!oldest || (oldest.id === data.id && others.length === 0)) {
    return { id: data.id, action: 'created', deleted: [] };
  }
  if (oldest.body !== body) await gh.rest.issues.updateComment({ ...issue, comment_id: oldest.id, body });
  const deleted = await deleteComments(
    gh,
    pr,
    others.map((c) => c.id),
  );
  return { id: oldest.id, action: oldest.id === data.id ? 'created' : 'updated', deleted };
}

/** The usage footer (`<sub>Usage: … · 0.6 s · prlens x</sub>`, in any language) differs on every run. */
const USAGE_LINE = new RegExp(
  `^<sub>(?:${USAGE_LABELS.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}): .*<\\/sub>$`,
  'gm',
);

/**
 * Equal but for the usage footer: a rerun that found the same things leaves the comment alone
 * instead of editing it for a new duration (one write, and an "edited" mark, per rerun).
 */
export function sameSummary(a: string, b: string): boolean {
  return a === b || a.replace(USAGE_LINE, '') === b.replace(USAGE_LINE, '');
}

async function listSummaries(gh: GitHub, pr: PullRequestRef, own: Ownership): Promise<SummaryComment[]> {
  const comments = await gh.rest.paginate(gh.rest.issues.listComments, {
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.number,
    per_page: 100,
  });
  const ours: Array<SummaryComment & { created: string }> = [];
  for (const c of comments) {
    const state = readSummaryMarker(c.body ?? '');
    if (!state) continue;
    if (!own.owns(c.user, { kind: 'summary', where: `comment ${c.id}`, url: c.html_url })) continue;
    const { id, node_id: nodeId } = c;
    ours.push({ id, nodeId, body: c.body ?? '', reviewedSha: state.reviewedSha, created: c.created_at });
  }
  ours.sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
  return ours.map(({ id, nodeId, body, reviewedSha }) => ({ id, nodeId, body, reviewedSha }));
}

/** Deletes comments (ours only, by construction); one already deleted by a racing run is not an error. */
async function deleteComments(gh: GitHub, pr: PullRequestRef, ids: number[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const id of ids) {
    try {
      await gh.rest.issues.deleteComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
      deleted.push(id);
    } catch (error) {
      if ((error as { status?: unknown }).status !== 404) throw error;
    }
  }
  return deleted;
}
