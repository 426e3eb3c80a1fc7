/**
 * Shallow clones (`git clone --depth N`, and actions/checkout's default `fetch-depth: 1`) hold only
 * the newest commits: the parent of the oldest one is missing and that commit looks like a root, a
 * ref such as `HEAD~1` may point past the end, and other branches were never fetched. Reviewing such
 * a clone as if it were whole would review every file as added, so each of these cases stops with
 * what to fetch instead (https://git-scm.com/docs/git-fetch#Documentation/git-fetch.txt---deepenltdepthgt,
 * https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches).
 */
import { readFile } from './async-fs.js';
import path from 'node:path';
import { GitError, runGit } from './run-git.js';

/** The commits at the cut of a shallow clone (the ones whose parents were not fetched); empty when whole. */
export async function shallowCommits(cwd: string): Promise<Set<string>> {
  const flag = await runGit(cwd, ['rev-parse', '--is-shallow-repository'], [0, 128]);
  if (flag.stdout.trim() !== 'true') return new Set();
  const file = await runGit(cwd, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']);
  const text = await readFile(path.resolve(cwd, file.stdout.trim()), 'utf8').catch(() => '');
  const commits = text.split('\n').filter((line) => line.trim() !== '');
  // A shallow repository always lists its cut; an unreadable list still means shallow.
  return new Set(commits.length > 0 ? commits : ['unknown']);
}

const FETCH_ALL = 'in GitHub Actions, check out with `fetch-depth: 0` (actions/checkout)';

/** The hint for a ref a shallow clone cannot resolve: its history or its branch was not fetched. */
export function shallowRefHint(ref: string): string {
  const ancestry = /[~^]/.test(ref);
  const fetch = ancestry
    ? `fetch more history with \`git fetch --deepen=<commits>\` (or \`git fetch --unshallow\`)`
    : `fetch it with \`git fetch origin ${ref}\` (add \`--unshallow\` for the history a review needs)`;
  return `; this is a shallow clone, which has only the newest commits: ${fetch}, or ${FETCH_ALL}`;
}

/** The error for a commit whose parent a shallow clone did not fetch: it is not a root. */
export function missingParent(label: string): GitError {
  return new GitError(
    'bad-ref',
    `the parent of ${label} is not in this shallow clone, so the commit cannot be compared with it ` +
      `(it would be reviewed as if every file were new): fetch it with \`git fetch --deepen=1\`, or ${FETCH_ALL}`,
  );
}

/** The hint for two commits whose common ancestor lies before the cut of a shallow clone. */
export const SHALLOW_MERGE_BASE_HINT =
  `: this is a shallow clone, and their common ancestor may be older than its newest commits; ` +
  `fetch more history with \`git fetch --deepen=<commits>\` (or \`git fetch --unshallow\`), or ${FETCH_ALL}`;
