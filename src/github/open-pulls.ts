/**
 * The repository's open pull requests for the sweep: every page of `GET /repos/{o}/{r}/pulls`
 * (100 a page, GitHub's maximum; the default is 30), newest first as GitHub lists them.
 * https://docs.github.com/rest/pulls/pulls#list-pull-requests
 */
import type { SweepPull } from '../core/sweep-rules.js';
import type { GitHub } from './types.js';

/** Every open PR: ceil(open / 100) requests. */
export async function listOpenPulls(gh: GitHub, repo: { owner: string; repo: string }): Promise<SweepPull[]> {
  const pulls = await gh.rest
    .paginate(gh.rest.pulls.list, { owner: repo.owner, repo: repo.repo, state: 'open', per_page: 100 })
    .catch((error: unknown) => {
      if ((error as { status?: unknown } | null)?.status !== 404) throw error;
      throw new Error(
        `repository ${repo.owner}/${repo.repo} was not found (404): check the name, and that the token ` +
          'can see it (GITHUB_TOKEN for the CLI, the `github-token` input in the action)',
        { cause: error },
      );
    });
  return pulls.map((p) => ({
    number: p.number,
    title: p.title,
    draft: p.draft ?? false,
    author: p.user?.login ?? 'ghost',
    authorType: p.user?.type ?? 'User',
    headSha: p.head.sha,
  }));
}
