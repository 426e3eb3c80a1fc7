/**
 * The author's stated intent, as review context: the PR title, its description and the text of the
 * issue it links (`#N`, `fixes #N`, or an issue URL of the same repository). It lets the correctness
 * lens flag a change that does not do what it claims. All of it is untrusted data written by the PR's
 * author (or anyone who can open an issue): it is size-capped here and reaches the model only between
 * nonce delimiters as data (src/review/model/plan/prompt.ts), never as instructions.
 * Cost: the title and description come with the PR; a linked issue is one GET, only when referenced.
 */
import { isGenericCommitMessage } from '../prompt/intent.js';
import type { GitHub, PullRequestContext } from './types.js';
import type { Intent } from '../core/forge-types.js';
export type { Intent } from '../core/forge-types.js';
import { capText, MAX_INTENT_CHARS } from '../core/pr-rules.js';

/** Each part (description, issue body) is capped at 4 KiB of text: intent, not a document. */
export const MAX_INTENT_PART_CHARS = 4096;

/**
 * The first issue the description references in this repository: `#12`, `fixes #12`, or
 * `https://host/OWNER/REPO/issues/12`. References to other repositories (`other/repo#12`) are not
 * followed: their text is not the author's intent for this repository and may not be readable.
 */
export function linkedIssueNumber(body: string, owner: string, repo: string, self: number): number | null {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const url = new RegExp(`/${escape(owner)}/${escape(repo)}/issues/(\\d+)\\b`, 'i');
  const fromUrl = url.exec(body)?.[1];
  if (fromUrl && Number(fromUrl) !== self) return Number(fromUrl);
  // `#N` not preceded by a word character or `/` (which would make it `other/repo#N` or a URL anchor).
  for (const match of body.matchAll(/(^|[^\w/#])#(\d{1,9})\b/g)) {
    const n = Number(match[2]);
    if (n > 0 && n !== self) return n;
  }
  return null;
}

/**
 * Builds the intent text of a PR. A linked issue that is a PR, missing or unreadable is skipped
 * (its absence only costs context, so it never fails the review).
 */
export async function loadIntent(
  gh: GitHub,
  pr: Pick<PullRequestContext, 'owner' | 'repo' | 'number' | 'title' | 'body'>,
  log: (message: string) => void = () => undefined,
): Promise<Intent> {
  const parts = [`Title: ${capText(pr.title, 512)}`];
  const description = capText(pr.body, MAX_INTENT_PART_CHARS);
  parts.push(description ? `Description:\n${description}` : 'Description: (none)');
  let issue: number | null = null;
  const linked = linkedIssueNumber(pr.body, pr.owner, pr.repo, pr.number);
  if (linked !== null) {
    try {
      const { data } = await gh.rest.issues.get({ owner: pr.owner, repo: pr.repo, issue_number: linked });
      if (data.pull_request) log(`#${linked} is a pull request, not an issue: not read as intent`);
      else {
        issue = linked;
        const text = capText(data.body ?? '', MAX_INTENT_PART_CHARS);
        parts.push(`Linked issue #${linked}: ${capText(data.title, 512)}${text ? `\n${text}` : ''}`);
      }
    } catch (error) {
      log(`linked issue #${linked} could not be read (${(error as Error).message}): reviewing without it`);
    }
  }
  // A PR opened from one web edit is titled like its commit ("Update x.py") with no description:
  // that states no intent, and shown as one it invites the model to invent a purpose.
  if (issue === null && !description && isGenericCommitMessage(pr.title)) return { text: '', issue };
  return { text: capText(parts.join('\n\n'), MAX_INTENT_CHARS), issue };
}
