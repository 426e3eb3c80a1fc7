/**
 * Which fork PRs the action reviews unasked. A fork PR under pull_request_target (or a scheduled
 * sweep) runs with the repository's model key and budget, on text a stranger wrote; with a gate
 * set, such a PR is reviewed only when its author's association is trusted, or when a maintainer
 * has put the safe-to-review label on it after reading it. A new push from the fork removes that
 * label, so code pushed after the look is never reviewed on the strength of it.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { Logger } from '../core/ports.js';
import type { PullRequestContext } from '../core/forge-types.js';

export type GateDecision =
  | { kind: 'review' }
  /** Not reviewed; `removeLabel`: the label to take off first (a push after the look). */
  | { kind: 'skip'; reason: string; removeLabel?: string };

interface GateEvent {
  /** New commits were pushed to the PR (pull_request `synchronize`; a sweep is not a push). */
  push: boolean;
  /** The label a `labeled` event put on; undefined for any other event. */
  labeled?: string | undefined;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Decides whether a PR is reviewed; same-repository PRs and an unset gate always are. */
export function forkGate(
  pr: Pick<PullRequestContext, 'number' | 'isFork' | 'authorAssociation' | 'labels'>,
  settings: Pick<ReviewSettings, 'trusted-authors' | 'safe-to-review-label'>,
  event: GateEvent,
): GateDecision {
  const trusted = settings['trusted-authors'];
  const label = settings['safe-to-review-label'];
  const gated = trusted.length > 0 || label !== undefined;
  // A label event reviews only when it is the safe label going on a fork PR that needs it.
  const labelEvent = event.labeled !== undefined;
  const isSafeLabel = label !== undefined && event.labeled !== undefined && sameName(event.labeled, label);
  if (!pr.isFork || !gated || (trusted as readonly string[]).includes(pr.authorAssociation)) {
    if (labelEvent) return { kind: 'skip', reason: 'a label does not change the code' };
    return { kind: 'review' };
  }
  if (labelEvent && !isSafeLabel)
    return { kind: 'skip', reason: `label '${event.labeled ?? ''}' does not ask for a review` };
  const hasLabel = label !== undefined && pr.labels.some((name) => sameName(name, label));
  const who = `pull request #${pr.number} comes from a fork and its author is ${pr.authorAssociation}`;
  const fix =
    label === undefined
      ? `not one of trusted-authors (${trusted.join(', ')}); review it with /review or prlens review --pr`
      : `${trusted.length > 0 ? `not one of trusted-authors (${trusted.join(', ')}); ` : ''}a maintainer who has read the change adds the label '${label}' to have it reviewed`;
  if (hasLabel && event.push) {
    return {
      kind: 'skip',
      reason: `${who}, and it has new commits since the label '${label}' was put on: ${fix} again`,
      removeLabel: label,
    };
  }
  if (hasLabel) return { kind: 'review' };
  return { kind: 'skip', reason: `${who}, ${fix}` };
}

/** Removes the label (GitHub answers 404 when it is already gone); a failure is a warning only. */
export async function takeOffLabel(
  remove: () => Promise<void>,
  label: string,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  try {
    await remove();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) return;
    logger.warn(
      `prlens could not remove the label '${label}' (${(error as Error).message}); remove it by hand: ` +
        'it no longer vouches for the new commits (the token needs pull-requests: write)',
    );
  }
}
