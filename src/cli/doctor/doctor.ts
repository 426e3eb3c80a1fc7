/**
 * `prlens doctor`: answers "is my setup right?" before a first review. Three groups of checks —
 * config, model, GitHub — each printed as one line with ok/warn/fail and, when not ok, the fix.
 * Exit code 0 when nothing failed, 2 otherwise. Secrets are masked in everything printed.
 */
import path from 'node:path';
import { ConfigError } from '../../config/layers.js';
import { defaultUserConfigPath, loadConfig, mergeLayers } from '../../config/load.js';
import type { ReviewSettings } from '../../config/schema.js';

import { EXIT } from '../../core/report-rules.js';
import { findRepoRoot } from '../../local/git.js';
import { runGit } from '../../local/run-git.js';
import type { DoctorArgs } from '../doctor-args.js';
import { checkGitHub } from './github.js';
import { checkModel } from './model.js';
import type { CheckResult, CheckStatus } from './types.js';
import { shellMasker, type CliIO } from '../io.js';

/** Runs every check, prints one line each, and returns the exit code. */
export async function runDoctor(args: DoctorArgs, io: CliIO): Promise<number> {
  const mask = shellMasker(io.env);
  const results: CheckResult[] = [];
  const print = (list: CheckResult[]) => {
    for (const r of list) io.stdout(mask(formatResult(r)));
    results.push(...list);
  };

  let root: string | undefined;
  try {
    root = await findRepoRoot(io.cwd);
  } catch {
    root = undefined;
  }
  const config = checkConfig(root, args, io);
  print(config.results);
  const settings = config.settings ?? defaultSettings();
  print(await checkModel({ settings, env: io.env, clock: io.clock }));
  print(await githubChecks(args, io, settings, root));

  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  io.stdout(
    failed === 0
      ? `\nAll checks passed${warned > 0 ? ` (${warned} warning${warned === 1 ? '' : 's'})` : ''}.\n`
      : `\n${failed} check${failed === 1 ? '' : 's'} failed: see the fixes above.\n`,
  );
  return failed === 0 ? EXIT.ok : EXIT.error;
}

const LABEL: Record<CheckStatus, string> = { ok: 'ok  ', warn: 'warn', fail: 'FAIL', skip: '--  ' };

/** `ok   model   openai gpt-4.1-mini … answered in 320 ms`, and the fix indented below. */
export function formatResult(r: CheckResult): string {
  const head = `${LABEL[r.status]}  ${r.area.padEnd(6)}  ${r.message}\n`;
  return r.fix ? `${head}${' '.repeat(14)}fix: ${r.fix}\n` : head;
}

function defaultSettings(): ReviewSettings {
  return mergeLayers([]);
}

function checkConfig(
  root: string | undefined,
  args: DoctorArgs,
  io: CliIO,
): { settings?: ReviewSettings; results: CheckResult[] } {
  const results: CheckResult[] = [];
  if (root === undefined) {
    results.push({
      area: 'config',
      status: 'warn',
      message: `${io.cwd} is not in a git repository: no repository config looked up`,
      fix: 'run prlens doctor inside the repository you want to review',
    });
  }
  try {
    const loaded = loadConfig({
      root: root ?? io.cwd,
      env: io.env,
      ...(args.configPath ? { configPath: args.configPath } : {}),
      // The model check's fixes say "set --base-url" or "--model": doctor takes them, as review does.
      flags: {
        ...(args.baseUrl ? { 'base-url': args.baseUrl } : {}),
        ...(args.model !== undefined ? { model: args.model } : {}),
        ...(args.provider !== undefined ? { provider: args.provider } : {}),
      },
    });
    const user = defaultUserConfigPath(io.env);
    const files = loaded.files.map((f) =>
      f === user ? `${f} (user)` : `${root ? path.relative(root, f) : f} (repository)`,
    );
    const env = Object.keys(io.env).filter((k) => k.startsWith('PRLENS_') && k !== 'PRLENS_API_KEY');
    const sources = [...files, ...(env.length > 0 ? [`env ${env.join(', ')}`] : [])];
    results.push({
      area: 'config',
      status: 'ok',
      message: sources.length > 0 ? `valid: ${sources.join(', ')}` : 'valid: defaults only (no config file)',
    });
    // The same sentences a review logs: a repository file's provider that is ignored, a replaced list.
    for (const warning of loaded.warnings) results.push({ area: 'config', status: 'warn', message: warning });
    return { settings: loaded.settings, results };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    results.push({
      area: 'config',
      status: 'fail',
      message: error.message,
      fix: 'edit the file or variable named above; prlens config show prints the merged settings',
    });
    return { results };
  }
}

async function githubChecks(
  args: DoctorArgs,
  io: CliIO,
  settings: ReviewSettings,
  root: string | undefined,
): Promise<CheckResult[]> {
  const token = blank(io.env.GITHUB_TOKEN) ?? blank(io.env.GH_TOKEN);
  const remote = args.repo ? null : root ? await originRepo(root) : null;
  const repo = args.repo ?? remote?.repo;
  if (!token) {
    return [
      {
        area: 'github',
        status: 'skip',
        message: 'no GITHUB_TOKEN or GH_TOKEN: GitHub access not checked (local reviews need none)',
        ...(repo || args.pull !== undefined
          ? { fix: 'set GITHUB_TOKEN (e.g. GITHUB_TOKEN=$(gh auth token)) to check access to the repository' }
          : {}),
      },
    ];
  }
  // The token goes only where the user sent it: GITHUB_API_URL, else api.github.com. A remote is
  // the repository's word (a clone of anyone's repository), so its host is only ever suggested.
  const apiUrl = blank(io.env.GITHUB_API_URL);
  if (apiUrl === undefined && remote?.apiUrl !== undefined) return [enterpriseSuggestion(remote.apiUrl)];
  return checkGitHub({
    token,
    settings,
    ...(apiUrl ? { apiUrl } : {}),
    ...(repo ? { repo } : {}),
    ...(args.pull !== undefined ? { pull: args.pull } : {}),
    ...(root ? { root } : {}),
  });
}

/** `origin` is on another host than github.com: what to set to check it there, nothing sent to it. */
function enterpriseSuggestion(apiUrl: string): CheckResult {
  return {
    area: 'github',
    status: 'warn',
    message: `origin is not on github.com: GitHub access not checked (GITHUB_TOKEN is not sent to a host the remote names)`,
    fix: `if it is your GitHub Enterprise Server, run GITHUB_API_URL=${apiUrl} prlens doctor`,
  };
}

/** OWNER/REPO and the API URL of the `origin` remote when it is on github.com or a GHES host. */
export async function originRepo(
  root: string,
): Promise<{ repo: { owner: string; repo: string }; apiUrl?: string } | null> {
  let url: string;
  try {
    url = (await runGit(root, ['remote', 'get-url', 'origin'])).stdout.trim();
  } catch {
    return null;
  }
  return parseRemote(url);
}

/** A DNS name or IPv4 address (RFC 1123), nothing that could move a terminal's cursor. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?$/;

/**
 * Parses https://host/o/r(.git) and git@host:o/r(.git); another host than github.com gets the API
 * URL it would have as a GitHub Enterprise Server (https://host/api/v3), to suggest, not to call.
 */
export function parseRemote(url: string): { repo: { owner: string; repo: string }; apiUrl?: string } | null {
  const m = /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/git@|git@)([^/:]+)[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(
    url,
  );
  const [, host, owner, repo] = m ?? [];
  if (host === undefined || owner === undefined || repo === undefined) return null;
  const repoRef = { owner, repo };
  if (host === 'github.com') return { repo: repoRef };
  // Printed as a suggestion: only a plain host name, never control characters from a remote URL.
  if (!HOST_NAME.test(host)) return null;
  return { repo: repoRef, apiUrl: `https://${host}/api/v3` };
}

function blank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
