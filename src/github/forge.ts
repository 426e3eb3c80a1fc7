/**
 * GitHub as the Forge port (src/core/forge.ts): the edges build it once per run from a client pair
 * and hand it to the use cases. Pull requests open as ./pull-request.ts; the repository-level reads
 * of a sweep (open PRs, the default branch, our summaries across PRs) are here.
 */
import type { Forge, SummaryReader } from '../core/forge.js';
import type { Identity, PullRequestRef, RepoRef } from '../core/forge-types.js';
import type { Logger, Workspace } from '../core/ports.js';
import type { SweepPull } from '../core/sweep-rules.js';
import { resolveIdentity } from './identity.js';
import { listOpenPulls } from './open-pulls.js';
import { Ownership } from './ownership.js';
import { PullRequest } from './pull-request.js';
import { findSummary } from './summary.js';
import type { GitHub } from './types.js';
import { GitHubWorkspace } from './workspace.js';

/** What every call on the forge logs to, and the env the identity lookup reads (GITHUB_ACTIONS). */
export interface GitHubForgeOptions {
  logger: Logger;
  env: Record<string, string | undefined>;
}

/** The Forge port over one token's REST and GraphQL clients. */
export class GitHubForge implements Forge {
  constructor(
    private readonly gh: GitHub,
    private readonly options: GitHubForgeOptions,
  ) {}

  /** Loads the PR at its current head, in a log group. */
  pullRequest(
    ref: PullRequestRef,
    options: { identity?: Identity | null | undefined } = {},
  ): Promise<PullRequest> {
    return PullRequest.load(this.gh, ref, { ...this.options, identity: options.identity });
  }

  /** Who the token posts as (GraphQL viewer, REST user, or the Actions bot). */
  identity(): Promise<Identity | null> {
    return resolveIdentity(this.gh, this.options.env, this.options.logger);
  }

  /** Every open PR: ceil(open / 100) requests. */
  openPulls(repo: RepoRef): Promise<SweepPull[]> {
    return listOpenPulls(this.gh, repo);
  }

  /** Our summary on each PR asked for, one list call each; markers by anyone else are noted. */
  summaries(identity: Identity | null): SummaryReader {
    const own = new Ownership(identity);
    return {
      find: (pr) => findSummary(this.gh, pr, own),
      notices: () => own.notices(),
    };
  }

  /** The default branch (https://docs.github.com/rest/repos/repos#get-a-repository); a 404 names the repository. */
  async defaultBranch(repo: RepoRef): Promise<string> {
    const { data } = await this.gh.rest.repos
      .get({ owner: repo.owner, repo: repo.repo })
      .catch((error: unknown) => {
        if ((error as { status?: unknown } | null)?.status !== 404) throw error;
        throw new Error(
          `repository ${repo.owner}/${repo.repo} was not found (404): check the name, and ` +
            'that the token can see it',
          { cause: error },
        );
      });
    return data.default_branch;
  }

  /** Files of `repo` at `ref`, read over the API. */
  workspace(repo: RepoRef, ref: string): Workspace {
    return new GitHubWorkspace(this.gh, { ...repo, defaultRef: ref, logger: this.options.logger });
  }
}
