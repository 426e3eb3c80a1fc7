/**
 * Opening a pull request, the first step of every use case on one (the review, /ask, /describe,
 * /review, /prlens ignore, and their CLI twins): load it at its head, then its settings, with the
 * repo config read from its BASE commit (src/app/repo-settings.ts).
 */
import type { ReviewSettings } from '../config/schema.js';
import type { Forge, ForgePullRequest } from '../core/forge.js';
import type { Identity, PullRequestRef } from '../core/forge-types.js';
import type { Logger } from '../core/ports.js';
import { loadRepoSettings } from './repo-settings.js';
import type { RunInputs } from './run-inputs.js';

export interface OpenPullRequest {
  pr: ForgePullRequest;
  settings: ReviewSettings;
  /** The config file applied, if any. */
  file: string | null;
}

/** What reading the settings needs, and who the token posts as when the caller already knows. */
export interface OpenOptions {
  logger: Logger;
  env: Record<string, string | undefined>;
  /** Undefined: learned on first need; null: unknown, so no existing comment is trusted. */
  identity?: Identity | null | undefined;
}

/**
 * Loads the PR and its settings. `skip` looks at the loaded PR first (a closed PR or a draft is not
 * reviewed) and returns why to stop, before any further request.
 */
export async function openPullRequest(
  forge: Forge,
  ref: PullRequestRef,
  inputs: Pick<RunInputs, 'configPath' | 'configPathIsDefault' | 'flags' | 'runner'>,
  options: OpenOptions,
  skip: (pr: ForgePullRequest) => string | null = () => null,
): Promise<OpenPullRequest | { skipped: string }> {
  const pr = await forge.pullRequest(ref, { identity: options.identity });
  const reason = skip(pr);
  if (reason !== null) return { skipped: reason };
  const { settings, file } = await loadRepoSettings({
    workspace: pr.workspace,
    baseSha: pr.context.baseSha,
    configPath: inputs.configPath,
    configPathIsDefault: inputs.configPathIsDefault,
    env: options.env,
    flags: inputs.flags,
    runner: inputs.runner,
    logger: options.logger,
  });
  return { pr, settings, file };
}
