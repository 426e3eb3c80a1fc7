/**
 * A pull request's context over REST: `pulls.get` plus every page of `pulls.listFiles`, each file's
 * header-less patch parsed into a FileDiff. Nothing is checked out: the PR's code is only read.
 */
import type { Octokit } from '@octokit/rest';
import type { ExcludedFile, FileDiff, FileStatus } from '../core/types.js';
import { DiffParseError, parsePatch } from '../diff/parse.js';
import type { GitHub, PullRequestContext, PullRequestRef } from './types.js';

type PullRequestData = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data'];
/** One entry of `pulls/{n}/files`. */
type PullRequestFile = Awaited<ReturnType<Octokit['rest']['pulls']['listFiles']>>['data'][number];

/** `pulls/{n}/files` lists at most 3,000 files (https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files). */
const GITHUB_MAX_PR_FILES = 3000;
/** The largest page GitHub serves; the default is 30. */
const PAGE_SIZE = 100;
/** git's empty blob: an empty file has no patch and no changed lines, but it is not binary. */
const EMPTY_BLOB_SHA = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';

const REASON_TOO_LARGE = 'too large for GitHub to show a diff';
const REASON_NO_CONTENT_CHANGE = 'no content change';
const REASON_BINARY = 'binary';

/** Loads a PR's metadata and changed files: 1 + ceil(files / 100) requests. */
export async function loadPullRequest(
  gh: GitHub,
  ref: PullRequestRef,
  options: { maxFiles?: number } = {},
): Promise<PullRequestContext> {
  const maxFiles = Math.min(options.maxFiles ?? GITHUB_MAX_PR_FILES, GITHUB_MAX_PR_FILES);
  const params = { owner: ref.owner, repo: ref.repo, pull_number: ref.number };
  const [{ data: pr }, listed] = await Promise.all([
    gh.rest.pulls.get(params),
    listFiles(gh, params, maxFiles),
  ]).catch((error: unknown) => {
    throw notFound(error, ref) ?? error;
  });

  const files: FileDiff[] = [];
  const unreviewable: ExcludedFile[] = [];
  for (const file of listed) {
    const converted = convertFile(file);
    if ('diff' in converted) files.push(converted.diff);
    else unreviewable.push(converted.excluded);
  }
  const missing = pr.changed_files - listed.length;
  if (missing > 0) {
    unreviewable.push({ path: `(${missing} more files)`, reason: whyMissing(listed.length, maxFiles) });
  }
  return { ...ref, ...describe(pr), files, unreviewable, changedFiles: pr.changed_files };
}

/**
 * A 404 on the PR says only "Not Found": name the PR and the two usual causes. GitHub answers 404,
 * not 403, for a repository the token cannot see.
 */
function notFound(error: unknown, ref: PullRequestRef): Error | undefined {
  if ((error as { status?: unknown } | null)?.status !== 404) return undefined;
  return new Error(
    `pull request ${ref.owner}/${ref.repo}#${ref.number} was not found (404): it was deleted, or the ` +
      'token cannot see the repository; check the event and the `github-token` input',
    { cause: error },
  );
}

function whyMissing(listed: number, maxFiles: number): string {
  if (listed >= GITHUB_MAX_PR_FILES) return "beyond GitHub's 3,000-file limit";
  if (listed >= maxFiles) return `beyond the limit of ${maxFiles} files`;
  // The two requests run together; a push between them changes the count under the list.
  return "not in GitHub's file list: the pull request changed while it was read";
}

async function listFiles(
  gh: GitHub,
  params: { owner: string; repo: string; pull_number: number },
  maxFiles: number,
): Promise<PullRequestFile[]> {
  let seen = 0;
  const files = await gh.rest.paginate(
    gh.rest.pulls.listFiles,
    { ...params, per_page: PAGE_SIZE },
    (response, done) => {
      seen += response.data.length;
      if (seen >= maxFiles) done();
      return response.data;
    },
  );
  return files.slice(0, maxFiles);
}

function describe(pr: PullRequestData) {
  return {
    title: pr.title,
    body: pr.body ?? '',
    draft: pr.draft ?? false,
    state: pr.state === 'closed' ? ('closed' as const) : ('open' as const),
    author: pr.user.login,
    baseSha: pr.base.sha,
    headSha: pr.head.sha,
    baseRef: pr.base.ref,
    headRef: pr.head.ref,
    // A deleted fork leaves `head.repo` null; it was never the base repository.
    isFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
    authorAssociation: pr.author_association,
    labels: pr.labels.map((label) => label.name),
  };
}

/** GitHub's file statuses in our terms: `changed` is a mode or type change, `unchanged` nothing. */
function toFileStatus(status: PullRequestFile['status']): FileStatus {
  switch (status) {
    case 'added':
      return 'added';
    case 'removed':
      return 'deleted';
    case 'renamed':
      return 'renamed';
    case 'copied':
      return 'copied';
    default:
      return 'modified';
  }
}

/** One listed file: parsed when it has a patch, else excluded with the reason it has none. */
function convertFile(file: PullRequestFile): { diff: FileDiff } | { excluded: ExcludedFile } {
  const path = file.filename;
  if (file.patch === undefined || file.patch === null) {
    return { excluded: { path, reason: noPatchReason(file) } };
  }
  try {
    const diff = parsePatch({
      path,
      previousPath: file.previous_filename ?? null,
      status: toFileStatus(file.status),
      patch: file.patch,
    });
    return { diff };
  } catch (error) {
    if (!(error instanceof DiffParseError)) throw error;
    return { excluded: { path, reason: `unparsable patch: ${error.message}` } };
  }
}

/**
 * Why GitHub sent no patch. Changed lines without a patch: the diff was too large to render.
 * No changed lines: a pure rename, copy or mode change, an empty file — or a binary file, which
 * GitHub also counts as 0 lines; the blob SHA tells an empty file from a binary one.
 */
function noPatchReason(file: PullRequestFile): string {
  if (file.additions + file.deletions > 0) return REASON_TOO_LARGE;
  switch (file.status) {
    case 'renamed':
    case 'copied':
    case 'changed':
    case 'unchanged':
      return REASON_NO_CONTENT_CHANGE;
    default:
      return file.sha === EMPTY_BLOB_SHA ? REASON_NO_CONTENT_CHANGE : REASON_BINARY;
  }
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

/** Parses `owner/repo#12` (or a PR URL `https://host/owner/repo/pull/12`) for the CLI's `--pr`. */
export function parsePullRequestRef(input: string): PullRequestRef {
  const text = input.trim();
  const match =
    /^([^/#\s]+)\/([^/#\s]+)#(\d+)$/.exec(text) ??
    /^https?:\/\/[^/]+\/([^/]+)\/([^/]+)\/pull\/(\d+)(?:[/?#].*)?$/.exec(text);
  const [, owner = '', repo = '', digits = ''] = match ?? [];
  const number = Number(digits);
  if (!match || !OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..') {
    throw new Error(
      `--pr ${JSON.stringify(input)} is not a pull request: write OWNER/REPO#NUMBER, ` +
        'for example --pr octocat/hello-world#12',
    );
  }
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new Error(`--pr ${JSON.stringify(input)}: the pull request number must be 1 or more`);
  }
  return { owner, repo, number };
}
