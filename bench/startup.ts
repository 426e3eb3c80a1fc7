/**
 * `npm run bench:startup`: how long the built CLI and action take as whole processes, each run
 * paired with a bare `node -e 0` on the same Node (issue 48; issue 16 for --version and the action).
 *
 *   npm run build && npm run bench:startup -- [--runs 9] [--baseline-ref main | --baseline DIR]
 *
 * Cases, each run once to warm up (the CLI's compile cache, the page cache), then `--runs` pairs:
 *   prlens --version / --help   bin/prlens.js → dist/cli.js;
 *   review --commit, docs only  a commit changing README.md and docs/guide.md: no model, static rules;
 *   review --commit, py + ts    a commit rewriting one Python and one TypeScript module (~120 lines each);
 *   action, skipped event       dist/index.js on an ordinary PR comment, which it skips.
 * Each pair runs `node -e 0` and the case back to back; the ratio is the case's wall time over its
 * partner's, and the table gives the median of the pairs' ratios: on a shared, busy machine a slow
 * stretch hits both halves of a pair, so the ratio is steadier than either time.
 * CPU (user + sys, 10 ms steps) and peak RSS (the largest process, git included) come from GNU time.
 * The Node process's own CPU, to the microsecond, comes from bench/rss-probe.mjs (preloaded into
 * both halves of a pair); its ratio to bare node's is the steadiest figure on a busy machine, where
 * the wall ratio swings with the other jobs.
 * Git processes are counted with a logging `git` first on PATH, in one extra run outside the timing.
 * `--baseline-ref REF` extracts that commit's committed bin/ and dist/ (`git archive`) and measures it
 * the same way, alternating with this build run by run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStartupRepo, gitCounter } from './startup-repo.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'baseline-ref': { type: 'string' },
    baseline: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const ROOT = path.resolve(import.meta.dirname, '..');
const NODE = process.execPath;
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) throw new Error('GNU time is needed for whole-process figures: apt-get install time');
if (!existsSync(path.join(ROOT, 'dist/cli.js'))) throw new Error('dist/ is missing: run npm run build first');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'prlens-startup-'));

/** A build to measure: a folder holding bin/prlens.js and dist/. */
interface Build {
  name: string;
  root: string;
}

function baselineBuild(): Build | null {
  if (values.baseline) return { name: 'baseline', root: path.resolve(values.baseline) };
  const ref = values['baseline-ref'];
  if (!ref) return null;
  const dir = path.join(scratch, 'baseline');
  mkdirSync(dir);
  const tar = execFileSync('git', ['archive', ref, 'bin', 'dist'], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return { name: ref, root: dir };
}

interface Case {
  name: string;
  argv: (build: Build) => string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Count the git processes of one run. */
  countGit?: boolean;
}

interface Sample {
  wall: number;
  cpu: number;
  rssMiB: number;
  /** CPU ms of the Node process itself (rss-probe.mjs), without its git children. */
  nodeCpuMs: number;
}

const PROBE = path.join(ROOT, 'bench/rss-probe.mjs');

/** One whole-process run under GNU time; exit 2 or a signal (a crash) stops the benchmark. */
function timed(argv: string[], c: Pick<Case, 'cwd' | 'env' | 'name'>): Sample {
  const out = path.join(scratch, 'time.txt');
  const probe = path.join(scratch, 'probe.json');
  rmSync(probe, { force: true });
  const start = performance.now();
  const r = spawnSync(TIME, ['-f', '%x %U %S %M', '-o', out, NODE, '--import', PROBE, ...argv], {
    cwd: c.cwd,
    env: { ...c.env, PRLENS_BENCH_RSS_FILE: probe },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = (performance.now() - start) / 1000;
  if (r.error) throw r.error;
  const last = readFileSync(out, 'utf8').trim().split('\n').pop() ?? '';
  const [status, user, sys, kb] = last.split(' ').map(Number);
  if (status === undefined || Number.isNaN(status) || status >= 2)
    throw new Error(`${c.name} failed (${last}): ${r.stderr.toString('utf8').slice(-2000)}`);
  const nodeCpuMs = existsSync(probe)
    ? (JSON.parse(readFileSync(probe, 'utf8')) as { cpuMs: number }).cpuMs
    : NaN;
  return { wall, cpu: (user ?? 0) + (sys ?? 0), rssMiB: (kb ?? 0) / 1024, nodeCpuMs };
}

/** The git subcommands one run starts, in order (`-c k=v` and `--no-pager` skipped). */
function gitCalls(c: Case, build: Build): string[] {
  const log = path.join(scratch, 'git.log');
  rmSync(log, { force: true });
  const shim = gitCounter(path.join(scratch, 'git-shim'), log);
  timed(c.argv(build), { ...c, env: { ...c.env, PATH: `${shim}${path.delimiter}${c.env.PATH ?? ''}` } });
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const words = line.split(' ');
      let i = 0;
      while (words[i] === '-c' || words[i] === '--no-pager') i += words[i] === '-c' ? 2 : 1;
      return words.slice(i, i + 2).join(' ');
    });
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const range = (xs: number[], digits: number): string =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

function cases(): Case[] {
  const repo = buildStartupRepo(path.join(scratch, 'repo'));
  const home = path.join(scratch, 'home');
  mkdirSync(home);
  // No key and no user config: the static rules only, as a pre-commit hook runs them.
  const clean = { PATH: process.env.PATH, HOME: home };
  const comment = {
    action: 'created',
    issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' } },
    // github.com-sized ids: issue comments are past 3.1e9, user ids past 1.9e8.
    comment: {
      id: 3_100_000_001,
      body: 'Thanks, looks fine!',
      user: { login: 'alice', id: 190_000_005 },
      author_association: 'MEMBER',
    },
  };
  const event = path.join(scratch, 'comment.json');
  writeFileSync(event, JSON.stringify(comment));
  const bin = (b: Build) => path.join(b.root, 'bin/prlens.js');
  const review = (sha: string) => (b: Build) => [bin(b), 'review', '--commit', sha, '--format', 'json'];
  return [
    { name: 'prlens --version', argv: (b) => [bin(b), '--version'], cwd: scratch, env: clean },
    { name: 'prlens --help', argv: (b) => [bin(b), '--help'], cwd: scratch, env: clean },
    {
      name: 'review --commit, docs only',
      argv: review(repo.docsOnly),
      cwd: repo.dir,
      env: clean,
      countGit: true,
    },
    {
      name: 'review --commit, one .py + one .ts',
      argv: review(repo.pythonAndTypeScript),
      cwd: repo.dir,
      env: clean,
      countGit: true,
    },
    {
      name: 'action, skipped event',
      argv: (b) => [path.join(b.root, 'dist/index.js')],
      cwd: scratch,
      env: {
        ...clean,
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'o/r',
        'INPUT_GITHUB-TOKEN': 'bench-token',
        // Nothing listens on the discard port: no request leaves the machine.
        GITHUB_API_URL: 'http://127.0.0.1:9',
        GITHUB_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
        RUNNER_TEMP: scratch,
      },
    },
  ];
}

function main(): void {
  const current: Build = { name: 'this build', root: ROOT };
  const baseline = baselineBuild();
  const builds = baseline ? [baseline, current] : [current];
  const bare = { name: 'node -e 0', cwd: scratch, env: { PATH: process.env.PATH } };
  console.log(
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${RUNS} pairs after 1 warm-up; median (min–max)`,
  );
  console.log(`builds: ${builds.map((b) => `${b.name} (${b.root})`).join(', ')}\n`);
  console.log(
    '| case | build | × bare node | wall s | CPU s | Node CPU ms (× bare node) | peak RSS MiB | git processes |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const nodeWalls: number[] = [];
  const nodeCpus: number[] = [];
  const gitLists: string[] = [];
  for (const c of cases()) {
    const pairs = new Map<Build, Array<{ node: Sample; run: Sample }>>(builds.map((b) => [b, []]));
    for (const b of builds) timed(c.argv(b), c);
    // Alternate the builds pair by pair: a slower stretch of the shared machine hits both.
    for (let i = 0; i < RUNS; i++)
      for (const b of builds) {
        const node = timed(['-e', '0'], bare);
        pairs.get(b)?.push({ node, run: timed(c.argv(b), c) });
        nodeWalls.push(node.wall);
        nodeCpus.push(node.nodeCpuMs);
      }
    for (const b of builds) {
      const ps = pairs.get(b) ?? [];
      const calls = c.countGit ? gitCalls(c, b) : [];
      if (c.countGit) gitLists.push(`- ${c.name}, ${b.name}: ${calls.length} (${calls.join(', ')})`);
      const cells = [
        c.name,
        b.name,
        `${median(ps.map((p) => p.run.wall / p.node.wall)).toFixed(2)}×`,
        range(
          ps.map((p) => p.run.wall),
          3,
        ),
        range(
          ps.map((p) => p.run.cpu),
          2,
        ),
        `${median(ps.map((p) => p.run.nodeCpuMs)).toFixed(1)} (${median(
          ps.map((p) => p.run.nodeCpuMs / p.node.nodeCpuMs),
        ).toFixed(2)}×)`,
        range(
          ps.map((p) => p.run.rssMiB),
          1,
        ),
        c.countGit ? String(calls.length) : '-',
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
  console.log(`\nnode -e 0 (every pair): wall ${range(nodeWalls, 3)} s, Node CPU ${range(nodeCpus, 1)} ms`);
  console.log(`\nGit processes of one run:\n\n${gitLists.join('\n')}`);
}

try {
  main();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
