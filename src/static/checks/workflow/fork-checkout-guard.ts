/**
 * actions/checkout's own fork guard. Since actions/checkout#2454 ("block checking out fork pr for
 * pull_request_target and workflow_run", f9e715a, 2026-06-16; v7.0.0) the action refuses, unless the
 * step sets `allow-unsafe-pr-checkout: true`, to check out a fork's pull request under
 * `pull_request_target` or `workflow_run` (`src/unsafe-pr-checkout-helper.ts`): the job fails instead
 * of running the fork's code. The helper was backported (#2500–#2504, then the fixes of 2026-07-16)
 * to every moving major tag; the first guarded release of each line is v2.8.0 (0717577), v3.7.0
 * (a37ce91), v4.4.0 (11d5960), v5.1.0 (fbc6f39), v6.1.0 (d23441a) and v7.0.0 (9c091bb).
 *
 * What the helper refuses, read from its code (the step's `ref` and `repository` inputs):
 * - the event is `pull_request_target`, or `workflow_run` of a run whose event starts with
 *   `pull_request`, and the head repository's id differs from the base's (a fork);
 * - and the `ref` is `refs/pull/<digits>/(head|merge)` (counted here under `pull_request_target`
 *   only: after a `pull_request_target` run the head repository is the base's), or is a 40- or 64-hex SHA equal to the PR's
 *   head SHA or merge commit (`pull_request_target`), or the run's `head_commit.id` or `head_sha`
 *   (`workflow_run`; under a `pull_request_target` run `head_sha` is the base branch's, not the
 *   fork's), or the `repository` is the fork's full name.
 * A branch name (`github.head_ref`, `head.ref`, `workflow_run.head_branch`) with the default
 * repository passes the guard, and so does everything under any other event: those keep the finding.
 * Not guarded either: v1, releases before the backports, a commit SHA pin (the rule cannot tell
 * whether it predates the guard), other checkout actions, `run:` checkouts, and GitHub Enterprise
 * Server, whose bundled actions may predate the guard (so a guarded checkout is lowered, not dropped).
 * https://github.com/actions/checkout/pull/2454
 */
import type { PrivilegedTrigger } from './same-repo-gate.js';

interface Input {
  key: string;
  value: string;
  line: number;
}

interface CheckoutStep {
  uses: { value: string } | undefined;
  inputs: readonly Input[];
}

/** What the guard means for one checkout step. */
export type ForkGuard =
  /** The action is not one that holds the guard, or the step's ref passes it: today's finding. */
  | { kind: 'none' }
  /** A guarded version that refuses this checkout of a fork's head. */
  | { kind: 'refuses'; version: string }
  /** A guarded version that the step tells to check the fork out anyway. */
  | { kind: 'opted-in'; version: string; line: number };

// The first guarded release of each major line; a moving major tag (`v4`) points past it.
const FIRST_GUARDED: Record<string, [number, number]> = {
  '2': [8, 0],
  '3': [7, 0],
  '4': [4, 0],
  '5': [1, 0],
  '6': [1, 0],
  '7': [0, 0],
};

// Owner and repository names resolve case-insensitively on GitHub; the tag does not (git refs are
// case-sensitive), and a `uses:` with spaces, a sub-path or another owner is another action or none.
const CHECKOUT = /^actions\/checkout@(.*)$/i;
const VERSION = /^v(\d)(?:\.(\d+)\.(\d+))?$/;

/** The guarded major tag or release that `uses` names (`v4`, `v4.4.0`), or undefined. */
export function guardedCheckout(uses: string): string | undefined {
  const tag = CHECKOUT.exec(uses)?.[1] ?? '';
  const match = VERSION.exec(tag);
  const first = match && FIRST_GUARDED[match[1]!];
  if (!match || !first) return undefined;
  if (match[2] === undefined) return tag;
  const [minor, patch] = [Number(match[2]), Number(match[3])];
  return minor > first[0] || (minor === first[0] && patch >= first[1]) ? tag : undefined;
}

const SHA_FIELDS: Record<PrivilegedTrigger, RegExp> = {
  pull_request_target: /^github\.event\.pull_request\.(head\.sha|merge_commit_sha)$/,
  workflow_run: /^github\.event\.workflow_run\.(head_sha|head_commit\.id)$/,
};
const FORK_NAME: Record<PrivilegedTrigger, string> = {
  pull_request_target: 'github.event.pull_request.head.repo.full_name',
  workflow_run: 'github.event.workflow_run.head_repository.full_name',
};

/** The one expression `value` is made of (`${{ x }}`), or undefined. */
function soleExpression(value: string): string | undefined {
  return /^\s*\$\{\{\s*([\w.]+)\s*\}\}\s*$/.exec(value)?.[1];
}

/** Whether the guard refuses this `ref`/`repository` pair when a fork's PR triggers `trigger`. */
function refused(
  trigger: PrivilegedTrigger,
  ref: string | undefined,
  repository: string | undefined,
): boolean {
  if (repository !== undefined && soleExpression(repository) === FORK_NAME[trigger]) return true;
  if (ref === undefined) return false;
  // Under `workflow_run` a `pull_request_target` run's head repository is the base, so the guard lets
  // `refs/pull/N/head` through there, and N may come from that run (an artifact): only the SHAs count.
  const pullRef = /^refs\/pull\/(\d+|\$\{\{\s*[\w.[\]]+\.number\s*\}\})\/(head|merge)$/;
  if (trigger === 'pull_request_target' && pullRef.test(ref.trim())) return true;
  const field = soleExpression(ref);
  return field !== undefined && SHA_FIELDS[trigger].test(field);
}

// The opt-in is `(getInput('allow-unsafe-pr-checkout') || 'false').toUpperCase() === 'TRUE'`;
// anything but an unset or plainly false value is read as an opt-in, an expression included.
const NOT_OPTED_IN = /^\s*(false|no|off|0)?\s*$/i;

/**
 * What actions/checkout's fork guard does to `step` in a workflow whose privileged trigger is
 * `trigger` and whose triggers are `triggers`. A workflow that another event can also run with
 * secrets (`issue_comment`, a reusable workflow's caller) is not guarded there: `none`.
 */
export function forkGuard(step: CheckoutStep, trigger: PrivilegedTrigger, triggers: Set<string>): ForkGuard {
  const version = guardedCheckout(step.uses?.value ?? '');
  if (!version || ![...triggers].every((t) => GUARDED_OR_UNPRIVILEGED.has(t))) return { kind: 'none' };
  if (triggers.has('pull_request_target') && triggers.has('workflow_run')) return { kind: 'none' };
  // Input names are case-insensitive to the runner; a name given twice is not read at all.
  const input = (name: string) => step.inputs.filter((i) => i.key.toLowerCase() === name);
  const [ref, repository] = [input('ref'), input('repository')];
  if (ref.length > 1 || repository.length > 1) return { kind: 'none' };
  if (!refused(trigger, ref[0]?.value, repository[0]?.value)) return { kind: 'none' };
  const optIn = input('allow-unsafe-pr-checkout').find((i) => !NOT_OPTED_IN.test(i.value));
  return optIn ? { kind: 'opted-in', version, line: optIn.line } : { kind: 'refuses', version };
}

// Triggers under which either the guard runs or no outsider's event brings secrets; any other
// (`issue_comment` with `refs/pull/${{ github.event.issue.number }}/head`, `workflow_call`) is not
// checked by the guard and may check out a fork's head with secrets.
const GUARDED_OR_UNPRIVILEGED = new Set([
  'pull_request_target',
  'workflow_run',
  'pull_request',
  'push',
  'schedule',
  'workflow_dispatch',
  'merge_group',
  'release',
]);

/** The sentence a finding's body gets for `guard`, or none. */
export function forkGuardNote(guard: ForkGuard, trigger: PrivilegedTrigger): string[] {
  if (guard.kind === 'refuses')
    return [
      `Medium, not higher: actions/checkout ${guard.version} refuses to check out a fork's head under \`pull_request_target\`/\`workflow_run\` unless \`allow-unsafe-pr-checkout: true\` (actions/checkout#2454): the job fails instead of running the fork's code. The workflow is still wrong for the repository's own branches, and on GitHub Enterprise Server the bundled checkout may predate this guard (June 2026).`,
    ];
  if (guard.kind === 'opted-in')
    return [
      `\`allow-unsafe-pr-checkout\` (line ${guard.line}) is the explicit opt-in that turns off actions/checkout ${guard.version}'s refusal to check out a fork's head under \`${trigger}\` (actions/checkout#2454).`,
    ];
  return [];
}
