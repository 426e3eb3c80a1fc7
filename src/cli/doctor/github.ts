/**
 * `prlens doctor`'s GitHub checks: is the token valid and of which kind, can it see the repository
 * and the pull request, and does it have what the action needs. Reads only: GitHub has no API that
 * lists an installation token's permissions and a write cannot be tried without writing, so write
 * permissions are inferred (classic scopes, the user's role, the workflow's `permissions:` block)
 * and every inferred line says so.
 * https://docs.github.com/rest/authentication/permissions-required-for-github-apps
 */
import type { ReviewSettings } from '../../config/schema.js';
import { DEFAULT_API_URL, createGitHub } from '../../github/client.js';
import { networkFailure } from '../../github/network-errors.js';
import type { GitHub } from '../../github/types.js';
import { createMemoryLogger } from '../../log/stderr-logger.js';
import type { CheckResult } from './types.js';
import { neededPermissions, type Needed } from './needs.js';
import { readWorkflowPermissions } from './workflow.js';

export interface GitHubCheckInput {
  token: string;
  apiUrl?: string;
  repo?: { owner: string; repo: string };
  pull?: number;
  settings: ReviewSettings;
  /** Repository root, to read `.github/workflows/*` for the permissions the job grants. */
  root?: string;
  fetch?: typeof fetch;
}

type TokenKind = 'installation' | 'classic' | 'fine-grained';

interface HttpFailure {
  status: number;
  message: string;
  headers: Record<string, string | undefined>;
}

/** The status, GitHub's own message and the headers of a failed request, or null for other errors. */
function httpFailure(error: unknown): HttpFailure | null {
  const e = error as {
    status?: unknown;
    message?: string;
    response?: { data?: { message?: unknown }; headers?: Record<string, string | undefined> };
  };
  if (typeof e.status !== 'number') return null;
  const original = e.response?.data?.message;
  return {
    status: e.status,
    message: typeof original === 'string' ? original : (e.message ?? ''),
    headers: e.response?.headers ?? {},
  };
}

const ok = (message: string): CheckResult => ({ area: 'github', status: 'ok', message });
const warn = (message: string, fix?: string): CheckResult => ({
  area: 'github',
  status: 'warn',
  message,
  ...(fix ? { fix } : {}),
});
const fail = (message: string, fix?: string): CheckResult => ({
  area: 'github',
  status: 'fail',
  message,
  ...(fix ? { fix } : {}),
});

/** Runs the GitHub checks; never throws. */
export async function checkGitHub(input: GitHubCheckInput): Promise<CheckResult[]> {
  const gh = createGitHub({
    token: input.token,
    ...(input.apiUrl ? { apiUrl: input.apiUrl } : {}),
    logger: createMemoryLogger(),
    ...(input.fetch ? { fetch: input.fetch } : {}),
    // A doctor reports a rate limit instead of waiting it out.
    timing: { serverErrorRetries: 0, maxWaitSeconds: 0 },
  });
  const results: CheckResult[] = [];
  const who = await identify(gh, input.apiUrl);
  results.push(who.result);
  if (who.kind === null) return results;
  if (!input.repo) {
    results.push({
      area: 'github',
      status: 'skip',
      message: 'no repository to check',
      fix: 'pass --repo OWNER/REPO or --pr OWNER/REPO#N, or run inside a clone with a GitHub remote',
    });
    return results;
  }
  const repoResult = await checkRepo(gh, input.repo, who.kind);
  results.push(repoResult.result);
  if (!repoResult.role) return results;
  results.push(...(await probeReads(gh, input.repo, input.pull)));
  const needed = neededPermissions(input.settings);
  results.push(...inferWrites(who.kind, who.scopes, repoResult.role, needed, input.root));
  return results;
}

async function identify(
  gh: GitHub,
  apiUrl: string | undefined,
): Promise<{ kind: TokenKind | null; scopes: string[]; result: CheckResult }> {
  try {
    const { data, headers } = await gh.rest.request('GET /user');
    const scopesHeader = headers['x-oauth-scopes'];
    if (typeof scopesHeader === 'string') {
      const scopes = scopesHeader
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return {
        kind: 'classic',
        scopes,
        result: ok(`token: classic token of ${data.login}, scopes: ${scopes.join(', ') || '(none)'}`),
      };
    }
    return { kind: 'fine-grained', scopes: [], result: ok(`token: fine-grained token of ${data.login}`) };
  } catch (error) {
    const f = httpFailure(error);
    if (f?.status === 401) {
      return {
        kind: null,
        scopes: [],
        result: fail(
          'token: GitHub rejected it (401 Bad credentials)',
          'GITHUB_TOKEN / GH_TOKEN is wrong or expired: create a new one (gh auth token, or a fine-grained token)',
        ),
      };
    }
    if (f?.status === 403 && /not accessible by integration/i.test(f.message)) return installation(gh);
    const network = networkFailure(error);
    if (network) {
      return {
        kind: null,
        scopes: [],
        result: fail(
          `github: cannot reach ${apiUrl ?? DEFAULT_API_URL}: ${network.reason}`,
          'GITHUB_API_URL sets it: fix it (GitHub Enterprise Server: https://HOST/api/v3) or unset it for github.com',
        ),
      };
    }
    return { kind: null, scopes: [], result: fail(`token: GET /user failed: ${describe(error)}`) };
  }
}

/** GET /user refuses installation tokens; listing the installation's repositories confirms one. */
async function installation(
  gh: GitHub,
): Promise<{ kind: TokenKind | null; scopes: string[]; result: CheckResult }> {
  try {
    const { data } = await gh.rest.request('GET /installation/repositories', { per_page: 1 });
    return {
      kind: 'installation',
      scopes: [],
      result: ok(
        `token: installation token (GITHUB_TOKEN or a GitHub App) for ${data.total_count} repositor${data.total_count === 1 ? 'y' : 'ies'}`,
      ),
    };
  } catch (error) {
    return {
      kind: null,
      scopes: [],
      result: fail(`token: not a user token and not an installation token: ${describe(error)}`),
    };
  }
}

type Role = 'read' | 'triage' | 'write' | 'unknown';

async function checkRepo(
  gh: GitHub,
  repo: { owner: string; repo: string },
  kind: TokenKind,
): Promise<{ role: Role | null; result: CheckResult }> {
  const name = `${repo.owner}/${repo.repo}`;
  try {
    const { data } = await gh.rest.repos.get(repo);
    const p = data.permissions;
    // For an installation token `permissions` describes no user: the role is unknown.
    const role: Role =
      kind === 'installation' || !p ? 'unknown' : p.push ? 'write' : p.triage ? 'triage' : 'read';
    const roleText = role === 'unknown' ? '' : ` (your role allows ${role})`;
    return { role, result: ok(`repository ${name}: readable${roleText}`) };
  } catch (error) {
    const f = httpFailure(error);
    if (f?.status === 404) {
      return {
        role: null,
        result: fail(
          `repository ${name}: not found, or this token cannot see it`,
          kind === 'classic'
            ? 'check the name; a private repository needs the `repo` scope'
            : kind === 'fine-grained'
              ? "check the name, and add the repository to the token's repository access"
              : 'check the name; a GitHub App must be installed on the repository',
        ),
      };
    }
    return { role: null, result: fail(`repository ${name}: ${describe(error)}`) };
  }
}

/** Read permissions can be asked directly: one small GET each. */
async function probeReads(
  gh: GitHub,
  repo: { owner: string; repo: string },
  pull: number | undefined,
): Promise<CheckResult[]> {
  const probes: Array<{
    what: string;
    permission: string;
    run: () => Promise<unknown>;
    notFoundOk?: boolean;
  }> = [
    {
      what: pull === undefined ? 'pull requests' : `pull request #${pull}`,
      permission: 'pull-requests',
      run: () =>
        pull === undefined
          ? gh.rest.pulls.list({ ...repo, per_page: 1 })
          : gh.rest.pulls.get({ ...repo, pull_number: pull }),
    },
    {
      what: 'contents (the repository config file)',
      permission: 'contents',
      run: () => gh.rest.repos.getContent({ ...repo, path: '.github/prlens.yml' }),
      notFoundOk: true,
    },
  ];
  if (pull !== undefined) {
    probes.push({
      what: `comments of #${pull}`,
      permission: 'issues or pull-requests',
      run: () => gh.rest.issues.listComments({ ...repo, issue_number: pull, per_page: 1 }),
    });
  }
  const results: CheckResult[] = [];
  for (const probe of probes) {
    try {
      await probe.run();
      results.push(ok(`read ${probe.what}: allowed`));
    } catch (error) {
      const f = httpFailure(error);
      if (f?.status === 404 && probe.notFoundOk) {
        results.push(ok(`read ${probe.what}: allowed`));
      } else if (f?.status === 404 && pull !== undefined && probe.permission === 'pull-requests') {
        results.push(
          fail(
            `read ${probe.what}: not found`,
            `check the number: ${repo.owner}/${repo.repo} has no pull request #${pull}`,
          ),
        );
      } else if (f?.status === 403) {
        const accepted = f.headers['x-accepted-github-permissions'];
        results.push(
          fail(
            `read ${probe.what}: refused (403 ${f.message})`,
            `grant the token ${probe.permission}: read at least` +
              (accepted ? ` (GitHub accepts: ${accepted})` : '') +
              '; in a workflow: `permissions: { pull-requests: write, contents: read }`',
          ),
        );
      } else {
        results.push(fail(`read ${probe.what}: ${describe(error)}`));
      }
    }
  }
  return results;
}

/** Write permissions cannot be asked without writing: inferred, and each line says from what. */
function inferWrites(
  kind: TokenKind,
  scopes: string[],
  role: Role,
  needed: Needed[],
  root: string | undefined,
): CheckResult[] {
  const list = needed.map((n) => `${n.permission}: ${n.access}`).join(', ');
  if (kind === 'classic') {
    if (!scopes.includes('repo') && !scopes.includes('public_repo')) {
      return [
        fail(
          'write access: the token has neither the `repo` nor the `public_repo` scope',
          'create a classic token with the `repo` scope (or `public_repo` for public repositories only)',
        ),
      ];
    }
    const out: CheckResult[] = [];
    if (role === 'read' || role === 'triage') {
      out.push(
        warn(
          `write access (inferred from your role, ${role}): posting reviews works; resolving threads needs write access to the repository`,
          'ask for write access, or set resolve-fixed: false',
        ),
      );
    } else out.push(ok(`write access (inferred from the scopes and your role): ${list}`));
    if (needed.some((n) => n.permission === 'checks'))
      out.push(
        warn(
          'check-run: true: only GitHub Apps (and GITHUB_TOKEN) may create check runs, not a personal token',
          'run the check-run in the action, or set check-run: false',
        ),
      );
    return out;
  }
  if (kind === 'fine-grained') {
    return [
      warn(
        `write access cannot be asked without writing; the token needs: ${list}`,
        'check the token\'s "Repository permissions" on github.com/settings/tokens',
      ),
    ];
  }
  const scan = root ? readWorkflowPermissions(root) : { found: null, unreadable: [] };
  // A workflow that does not parse is not one that "does not run prlens": GitHub rejects it too.
  const broken = scan.unreadable.map((u) =>
    fail(
      `${u.file} could not be read (${u.reason}), so what it grants is unknown`,
      `fix the YAML of ${u.file} (GitHub refuses to run it as it is), or remove the file`,
    ),
  );
  const workflow = scan.found;
  if (!workflow) {
    return [
      ...broken,
      warn(
        `write access of an installation token cannot be asked; the workflow needs: ${list}`,
        `give the job \`permissions:\` with ${list}`,
      ),
    ];
  }
  const missing = needed.filter((n) => !workflow.grants(n.permission, n.access));
  if (missing.length === 0) return [...broken, ok(`write access (inferred from ${workflow.file}): ${list}`)];
  return [
    ...broken,
    ...missing.map((n) =>
      (n.optional ? warn : fail)(
        `${workflow.file} grants ${n.permission}: ${workflow.level(n.permission)}, prlens needs ${n.access} (${n.why})`,
        `add \`${n.permission}: ${n.access}\` to the job's permissions`,
      ),
    ),
  ];
}

function describe(error: unknown): string {
  const f = httpFailure(error);
  if (f) return `${f.status} ${f.message}`;
  return error instanceof Error ? error.message : String(error);
}
