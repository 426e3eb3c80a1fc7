/**
 * Which paths changed between the last reviewed head and the new one, for incremental reviews.
 * Anything GitHub cannot answer exactly (a force-push, a vanished SHA, a long file list) falls back
 * to a full review with the reason, never to a silently partial one.
 */
import type { GitHub, PullRequestRef } from './types.js';
import type { ChangedSince } from '../core/forge-types.js';
export type { ChangedSince } from '../core/forge-types.js';

/**
 * The compare API lists at most 300 changed files for a whole comparison, on the first page only;
 * later pages carry commits, not files
 * (https://docs.github.com/en/rest/commits/commits#compare-two-commits, "Working with large comparisons").
 */
const COMPARE_MAX_FILES = 300;

/** Paths changed from `fromSha` to `toSha` (both names of a rename), or why a full review is due. */
export async function changedSince(
  gh: GitHub,
  ref: Pick<PullRequestRef, 'owner' | 'repo'>,
  fromSha: string,
  toSha: string,
): Promise<ChangedSince> {
  if (fromSha === toSha) return { kind: 'incremental', paths: new Set() };
  let data;
  try {
    // A paging parameter keeps the commit list to one entry; the file list is the comparison's.
    ({ data } = await gh.rest.repos.compareCommitsWithBasehead({
      owner: ref.owner,
      repo: ref.repo,
      basehead: `${fromSha}...${toSha}`,
      per_page: 1,
      page: 1,
    }));
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    // 404: the old head is gone (force-pushed and collected); 422: no common history.
    if (status === 404 || status === 422) {
      return {
        kind: 'full',
        reason: `the last reviewed commit ${short(fromSha)} is no longer comparable (${status})`,
      };
    }
    throw error;
  }
  switch (data.status) {
    case 'identical':
      return { kind: 'incremental', paths: new Set() };
    case 'ahead':
      break;
    default:
      // `diverged` or `behind`: the branch was rewritten, so old findings may point at dead code.
      return {
        kind: 'full',
        reason: `the branch was rewritten since ${short(fromSha)} (${data.status})`,
      };
  }
  const files = data.files ?? [];
  if (files.length >= COMPARE_MAX_FILES) {
    return {
      kind: 'full',
      reason: `${COMPARE_MAX_FILES} or more files changed since ${short(fromSha)}; GitHub lists no more`,
    };
  }
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file.filename);
    if (file.previous_filename) paths.add(file.previous_filename);
  }
  return { kind: 'incremental', paths };
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
