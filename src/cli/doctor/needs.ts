/**
 * The token permissions the action needs for the settings in force, with the reason for each, so
 * doctor can say which feature a missing permission breaks.
 * https://docs.github.com/rest/authentication/permissions-required-for-github-apps
 */
import type { ReviewSettings } from '../../config/schema.js';

export interface Needed {
  permission: 'pull-requests' | 'contents' | 'issues' | 'checks';
  access: 'read' | 'write';
  why: string;
  /** Without it prlens degrades (says so and goes on) instead of failing. */
  optional?: boolean;
}

/** What a workflow must grant for these settings. */
export function neededPermissions(settings: ReviewSettings): Needed[] {
  const needed: Needed[] = [
    { permission: 'pull-requests', access: 'write', why: 'the review, inline comments and the summary' },
    settings['resolve-fixed']
      ? {
          permission: 'contents',
          access: 'write',
          why: 'resolving fixed threads (resolve-fixed: true)',
          optional: true,
        }
      : { permission: 'contents', access: 'read', why: 'the repository config and the code around a change' },
  ];
  // Labels and the summary comment go through the issues API, which on a pull request accepts
  // `pull-requests: write` in place of `issues: write`: nothing more to ask for.
  if (settings['check-run'])
    needed.push({ permission: 'checks', access: 'write', why: 'the check run (check-run: true)' });
  return needed;
}
