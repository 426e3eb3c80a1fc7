/**
 * The action inputs that are not review settings: the secrets, what to run and where the config
 * file is. With the settings table (src/config/settings-table.ts) they make up action.yml's inputs, which
 * scripts/gen-settings.ts writes from both; readInputs reads them by these names.
 */
export interface ActionOnlyInput {
  description: string;
  /** The `default:` of action.yml (a published contract). */
  default: string;
  /** Masked the moment it is read, before anything can log it. */
  secret?: true;
  /** Why it is not a config key. */
  why: string;
}

export const ACTION_ONLY_INPUTS = {
  'github-token': {
    description:
      "Token for GitHub's REST and GraphQL APIs. The default job token needs `pull-requests: write` to post, and `contents: write` to resolve fixed threads.",
    default: '${{ github.token }}',
    secret: true,
    why: 'a secret: never stored in a file',
  },
  'api-key': {
    description: 'Model API key, from a secret. Masked in logs as soon as it is read.',
    default: '',
    secret: true,
    why: 'a secret: never stored in a file',
  },
  'config-path': {
    description: "Repository config file, read from the pull request's base branch.",
    default: '.github/prlens.yml',
    why: 'says where the config file is, so a config file cannot set it',
  },
  command: {
    description: '`auto` (route by event), `review`, `ask`, `describe` or `sweep`.',
    default: 'auto',
    why: 'what one workflow step runs; the CLI has a subcommand for it',
  },
  'dry-run': {
    description: 'Compute everything, post nothing; write the job summary and the report only.',
    default: 'false',
    why: 'one run, not a standing setting; the CLI posts only with --post',
  },
  matrix: {
    description:
      'Sweep mode only: instead of reviewing, write the pull requests that need a review to the `matrix` output (`{"pr":[12,15]}`) for a second job with `strategy.matrix`.',
    default: 'false',
    why: 'one run of a sweep workflow; the CLI has sweep --matrix',
  },
  sarif: {
    description:
      'Results of other tools to post where they fall on the change: newline-separated globs of SARIF 2.1.0, reviewdog rdjson/rdjsonl or checkstyle XML files an earlier step wrote, inside the workspace. Results off the changed lines are counted in the summary, never posted.',
    default: '',
    why: 'files of one run, written by earlier steps; the CLI has review --sarif FILE',
  },
  pr: {
    description:
      "Pull request number to review with `command: review` on any event (the per-PR job of a sweep matrix: `pr` set to `matrix.pr`). Empty = the event's pull request.",
    default: '',
    why: 'one run; the CLI has review --pr',
  },
} as const satisfies Record<string, ActionOnlyInput>;
