/**
 * Writes prlens's marked section (src/report/describe-section.ts) into a PR description with
 * `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` (https://docs.github.com/rest/pulls/pulls#update-a-pull-request),
 * reading the body right before writing so an edit the author just made is kept.
 */
import { MAX_PR_BODY_CHARS, spliceDescription } from '../report/describe-section.js';
import type { GitHub, PullRequestRef } from './types.js';
import type { DescribeWrite } from '../core/forge-types.js';
export type { DescribeWrite } from '../core/forge-types.js';

/** Writes `section` into the PR's description; throws when the result would exceed GitHub's limit. */
export async function writeDescription(
  gh: GitHub,
  pr: PullRequestRef,
  section: string,
): Promise<DescribeWrite> {
  const where = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
  const { data } = await gh.rest.pulls.get(where);
  const body = spliceDescription(data.body, section);
  if (body === (data.body ?? '')) return { action: 'unchanged', body };
  if (body.length > MAX_PR_BODY_CHARS) {
    throw new Error(
      `the PR description with prlens's section would be ${body.length} characters, over GitHub's ${MAX_PR_BODY_CHARS}`,
    );
  }
  await gh.rest.pulls.update({ ...where, body });
  return { action: 'updated', body };
}
