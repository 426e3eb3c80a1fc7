/**
 * Payloads of the repository-level events that start a sweep: `workflow_dispatch` from GitHub's
 * real example (`@octokit/webhooks-examples`) rewritten to a repository of the fake, and
 * `schedule`, which is no webhook (so it has no example): the runner writes only the cron line and
 * the workflow file to GITHUB_EVENT_PATH.
 * https://docs.github.com/actions/writing-workflows/choosing-when-your-workflow-runs/events-that-trigger-workflows#schedule
 */
import { createRequire } from 'node:module';
import type { RepoRecord } from './model.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Definition {
  name: string;
  examples: Json[];
}

/** The `workflow_dispatch` example, pointed at `repo` (and the fake's API), with `inputs`. */
export function dispatchPayload(
  repo: RepoRecord,
  options: { apiUrl?: string; inputs?: Record<string, string> } = {},
): Json {
  const definitions = createRequire(import.meta.url)('@octokit/webhooks-examples') as Definition[];
  const original = definitions.find((d) => d.name === 'workflow_dispatch')?.examples[0];
  if (!original) throw new Error('@octokit/webhooks-examples has no workflow_dispatch example');
  const fullName = `${repo.owner.login}/${repo.name}`;
  let text = JSON.stringify(original).split(String(original.repository.full_name)).join(fullName);
  if (options.apiUrl) text = text.split('https://api.github.com').join(options.apiUrl);
  const payload = JSON.parse(text) as Json;
  Object.assign(payload.repository, {
    name: repo.name,
    full_name: fullName,
    id: repo.id,
    default_branch: repo.defaultBranch,
  });
  Object.assign(payload.repository.owner, { login: repo.owner.login, id: repo.owner.id });
  payload.ref = `refs/heads/${repo.defaultBranch}`;
  payload.inputs = { ...(options.inputs ?? {}) };
  return payload;
}

/** What the runner writes for a `schedule` run. */
export function schedulePayload(cron = '17 6 * * 1-5'): Json {
  return { schedule: cron, workflow: '.github/workflows/prlens-sweep.yml' };
}
