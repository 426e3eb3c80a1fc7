/**
 * Held-out recall of the static lens on deliberately vulnerable apps (issue 45): each app of
 * bench/vuln-apps is reviewed at its pinned SHA as one change that adds its whole tree (as
 * bench/static-real-repos.ts reviews `tree@`), and each finding is matched to the app's documented
 * vulnerabilities (bench/vuln-apps-match.ts: same file, within the entry's lines ± 2, a rule of a
 * fitting kind). Prints per app and in total the documented vulnerabilities, how many were found
 * (recall), how many findings fell outside any of them, and recall per kind with every miss.
 *
 *   npm run bench:vuln            # every app whose mirror is on this machine
 *   npm run bench:vuln -- --json  # the same as JSON
 *   npm run bench:vuln -- --app erev0s/VAmPI   # one app (its own process, e.g. for its peak RSS)
 *   npx tsx bench/static-vuln-apps.ts --dir bench/vuln-apps-tuning   # the tuning set instead
 *
 * The default set is held out: no rule is tuned on it (bench/vuln-apps/README.md); the tuning set
 * (bench/vuln-apps-tuning/README.md) is the one rules may be changed for. The apps are read from
 * git mirrors (PRLENS_MIRRORS, default /work/.mirror/<owner>+<name>/repo); a missing mirror is
 * skipped with a message, and with none the bench exits 0, so CI never needs them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { mirrorOf, sharedClone, wholeTreeCommit } from './mirrors.js';
import { reviewCommit } from './static-real-repos.js';
import {
  formatVulnApps,
  matchApp,
  type AppFinding,
  type AppResult,
  type VulnApp,
} from './vuln-apps-match.js';

const APPS = path.resolve(import.meta.dirname, 'vuln-apps');

/** The apps of `dir`: every <owner>+<name>.yml, in name order. */
export function loadVulnApps(dir = APPS): VulnApp[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => parse(readFileSync(path.join(dir, name), 'utf8')) as VulnApp);
}

/** The static lens's findings on `sha`'s whole tree, read from the app's mirror. */
async function reviewWholeTree(mirror: string, sha: string): Promise<AppFinding[]> {
  const { root, git } = sharedClone(mirror);
  try {
    const whole = wholeTreeCommit(git, git('rev-parse', `${sha}^{commit}`));
    return await reviewCommit(root, whole, true, null);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Reviews every app whose mirror is present; the absent ones are named in `missing`. */
export async function measureVulnApps(
  apps: readonly VulnApp[] = loadVulnApps(),
  review: (mirror: string, sha: string) => Promise<AppFinding[]> = reviewWholeTree,
): Promise<{ results: AppResult[]; missing: string[] }> {
  const results: AppResult[] = [];
  const missing: string[] = [];
  for (const { repo, sha, skipped, vulns } of apps) {
    const mirror = mirrorOf(repo);
    if (!existsSync(mirror)) {
      missing.push(repo);
      continue;
    }
    const findings = await review(mirror, sha);
    results.push({ repo, sha, skipped, findings: findings.length, match: matchApp(vulns, findings) });
  }
  return { results, missing };
}

/** The folder `--dir <folder>` names (relative to the working directory), else bench/vuln-apps. */
export function appsDir(argv: readonly string[], cwd = process.cwd()): string {
  const flag = argv.indexOf('--dir');
  if (flag < 0) return APPS;
  const asked = argv[flag + 1];
  if (asked === undefined || asked.startsWith('--'))
    throw new Error('--dir takes a folder of <owner>+<name>.yml files, e.g. --dir bench/vuln-apps-tuning');
  const dir = path.resolve(cwd, asked);
  if (!existsSync(dir)) throw new Error(`--dir ${asked}: no such folder (${dir})`);
  return dir;
}

/** The apps `--app owner/name` asks for (all when absent); an unknown name is an error. */
export function selectApps(apps: readonly VulnApp[], argv: readonly string[]): VulnApp[] {
  const flag = argv.indexOf('--app');
  if (flag < 0) return [...apps];
  const asked = argv[flag + 1] ?? '';
  const chosen = apps.filter((app) => app.repo === asked);
  if (chosen.length === 0)
    throw new Error(`--app takes one of ${apps.map((a) => a.repo).join(', ')}, not ${asked || 'nothing'}`);
  return chosen;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apps = loadVulnApps(appsDir(process.argv));
  const { results, missing } = await measureVulnApps(selectApps(apps, process.argv));
  for (const repo of missing) console.error(`skipped ${repo}: no mirror at ${mirrorOf(repo)}`);
  if (results.length === 0)
    console.log('no app mirror on this machine: nothing measured (set PRLENS_MIRRORS to measure)');
  else if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else console.log(formatVulnApps(results));
}
