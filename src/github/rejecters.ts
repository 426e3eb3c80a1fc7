/**
 * Who may reject a prlens finding (a 👎 on it, or `/prlens ignore` in its thread): one rule for the
 * command, the replies and the reactions a review re-reads.
 *
 * - Write access or more, asked of GitHub: `author_association` says COLLABORATOR for a collaborator
 *   with only `read` or `triage` too, and a reaction carries no association at all.
 *   https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user
 *   `role_name` is the full role (`maintain`, `triage`, a custom role); `permission` is the legacy
 *   base role (`admin`, `write`, `read`, `none`) a custom role maps to, so either may grant it.
 * - Never the PR's author: a finding on their own change is exactly what they may not silence.
 * - A lookup that fails (403 or 404 for a token that may not read collaborators, 5xx) grants nothing,
 *   and says why: a rejection that could not be checked is never trusted.
 * Each login is looked up once per run (the verdict, failed lookups included, is cached).
 */
import type { GitHub, PullRequestContext } from './types.js';
import type { RejectVerdict } from '../core/forge-types.js';
export type { RejectVerdict } from '../core/forge-types.js';

const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

/** The per-run check of who may reject findings on one pull request. */
export class Rejecters {
  private readonly verdicts = new Map<string, Promise<RejectVerdict>>();
  /** Permission requests made, for the request budget tests and the log. */
  requests = 0;

  constructor(
    private readonly gh: GitHub,
    private readonly pr: Pick<PullRequestContext, 'owner' | 'repo' | 'author'>,
  ) {}

  /** Whether `login` may reject a finding on this PR, and if not, why. Never throws. */
  check(login: string): Promise<RejectVerdict> {
    const key = login.toLowerCase();
    let verdict = this.verdicts.get(key);
    if (!verdict) {
      verdict = this.lookUp(login);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  private async lookUp(login: string): Promise<RejectVerdict> {
    if (login.toLowerCase() === this.pr.author.toLowerCase()) {
      return {
        allowed: false,
        failed: false,
        reason: `${login} opened this pull request, and an author cannot reject findings on their own change`,
      };
    }
    this.requests++;
    try {
      const { data } = await this.gh.rest.repos.getCollaboratorPermissionLevel({
        owner: this.pr.owner,
        repo: this.pr.repo,
        username: login,
      });
      if (WRITE_ROLES.has(data.role_name) || WRITE_ROLES.has(data.permission)) return { allowed: true };
      return {
        allowed: false,
        failed: false,
        reason: `${login} has '${data.role_name || data.permission}' access; rejecting a finding needs write access`,
      };
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const code = typeof status === 'number' ? String(status) : 'no answer';
      const why = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      return {
        allowed: false,
        failed: true,
        reason:
          `prlens could not check whether ${login} has write access (${code}: ${why}), ` +
          'so their rejection was not taken; a token that may read collaborators (metadata: read, or ' +
          'push access for a personal token) lets prlens check',
      };
    }
  }
}
