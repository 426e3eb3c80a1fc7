/**
 * Precision of the static lens on real repositories: for each repository of REPOS, at a fixed SHA,
 * the lens reviews the last COMMITS first-parent commits one by one (as `prlens review --commit`
 * does) and the whole HEAD tree as one change (every line added, so the base has nothing). Each
 * finding is looked up in bench/real-repos/verdicts.yml, filled by reading the finding in the
 * repository (true / debatable / false and a one-line reason). Prints precision per rule, outside
 * tests with and without the two easy rules, and on high and critical findings; then, per slice, the
 * findings nobody judged yet (by place) and the judged ones the rules no longer report.
 *
 *   npm run bench:real                 # every repository whose mirror is on this machine
 *   npm run bench:real -- --json       # the same as JSON
 *   npm run bench:real -- --list       # the findings without a verdict, as YAML to fill in
 *   npm run bench:real -- --half tuning   # one slice only: tuning (rules are tuned on it), held-out, fresh, fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27, fresh28, fresh29, fresh30, fresh31, tuning2
 *   npm run bench:real -- --half tuning,fresh5   # several slices (a clean check stays out of a tuning run)
 *   npm run bench:real -- --half frozen   # every clean check (FROZEN), with their sum: the held-out figure
 *   npm run bench:real -- --half tuning-pool --judged   # every other slice: what rules may be tuned on
 *   npm run bench:real -- --half tuning --judged # only the changes and files that have verdicts: a quick
 *                                                # check of what a rule change does to judged findings
 *                                                # (new findings in other files are not seen, and a rule
 *                                                # that reads a file's siblings — a Go package's other
 *                                                # files — sees only the judged ones: measure with a full run)
 *
 * The repositories are not part of the project: they are read from git mirrors (PRLENS_MIRRORS,
 * default /work/.mirror/<owner>+<name>/repo). A missing mirror is skipped with a message; with none
 * the bench exits 0, so CI never needs them. A finding without a verdict fails the run.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { systemClock } from '../src/core/clock.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { GitWorkspace, readLocalDiff } from '../src/local/git.js';
import { createMemoryLogger } from '../src/log/stderr-logger.js';
import { classifyFile } from '../src/review/select/file-class.js';
import { runPipeline } from '../src/review/pipeline.js';
import { runContext } from '../src/review/run-context.js';
import { staticRuleIdOf } from '../src/static/run-static-rules.js';
import {
  formatHalves,
  formatUnjudged,
  goneFindings,
  slicesOf,
  judgedPaths,
  keyOf,
  totalChanges,
  VERDICTS_FILE,
  type GoneFinding,
  type Half,
  type RealFinding,
} from './real-repos-report.js';
import { mirrorOf, sharedClone, wholeTreeCommit } from './mirrors.js';
import { REPOS } from './real-repos-list.js';
import type { Verdict } from './static-precision.js';

const COMMITS = 60;

interface VerdictEntry {
  repo: string;
  change: string;
  rule: string;
  path: string;
  line: number;
  verdict: Verdict;
  why: string;
}

/**
 * Reviews every change of every repository present; the absent ones are named in `missing`, the
 * changes the review failed on (with why) in `failed`.
 */
export async function measureRealRepos(
  verdictsFile = VERDICTS_FILE,
  only: readonly Half[] | null = null,
  judgedOnly = false,
  { repos = REPOS, review = reviewCommit }: { repos?: typeof REPOS; review?: typeof reviewCommit } = {},
): Promise<{
  findings: RealFinding[];
  missing: string[];
  failed: string[];
  changes: Partial<Record<Half, number>>;
  gone: GoneFinding[];
}> {
  const entries = existsSync(verdictsFile)
    ? ((parse(readFileSync(verdictsFile, 'utf8')) ?? []) as VerdictEntry[])
    : [];
  const verdicts = new Map(entries.map((e) => [keyOf(e), e.verdict]));
  // With judgedOnly, each change is reviewed on the files that have verdicts in it, and a change
  // with none is not reviewed: the same pipeline, on a fraction of the work.
  const judged = judgedPaths(entries);
  const findings: RealFinding[] = [];
  const missing: string[] = [];
  const failed: string[] = [];
  const changes: Partial<Record<Half, number>> = {};
  const reviewed = new Map<string, Half>();
  for (const { repo, sha, half } of repos) {
    if (only !== null && !only.includes(half)) continue;
    const mirror = mirrorOf(repo);
    if (!existsSync(mirror)) {
      missing.push(repo);
      continue;
    }
    const { root, git } = sharedClone(mirror);
    try {
      const head = git('rev-parse', `${sha}^{commit}`);
      const commits = git('rev-list', '--first-parent', '-n', String(COMMITS), head).split('\n');
      const whole = wholeTreeCommit(git, head);
      for (const [change, commit] of [
        ...commits.map((c) => [c.slice(0, 12), c] as const),
        [`tree@${head.slice(0, 12)}`, whole] as const,
      ]) {
        const paths = judgedOnly ? judged.get(`${repo} ${change}`) : null;
        if (paths === undefined) continue;
        let found: Awaited<ReturnType<typeof review>>;
        try {
          found = await review(root, commit, commit === whole, paths);
        } catch (error) {
          // One change the pipeline cannot take (a tree whose diff is over git's output limit) is
          // named and counted, not reviewed: the rest of the slice is still measured.
          failed.push(`${repo} ${change}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        changes[half] = (changes[half] ?? 0) + 1;
        reviewed.set(`${repo} ${change}`, half);
        for (const f of found)
          findings.push({
            ...f,
            repo,
            half,
            change,
            verdict: verdicts.get(keyOf({ ...f, repo, change })) ?? null,
          });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { findings, missing, failed, changes, gone: goneFindings(entries, reviewed, findings) };
}

/**
 * The static lens's findings on one commit of the clone at `root` (with `wholeTree`, a parentless
 * commit of a whole tree), on `paths` only when given: what `prlens review --commit` reports.
 */
export async function reviewCommit(
  root: string,
  sha: string,
  wholeTree: boolean,
  paths: ReadonlySet<string> | null,
) {
  const local = await readLocalDiff(root, { kind: 'commit', sha });
  const files = parseUnifiedDiff(local.diff);
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      // A Go vendor/modules.txt stays: it says which vendored modules the change updates (select).
      files:
        paths === null
          ? files
          : files.filter((f) => paths.has(f.path) || /(?:^|\/)vendor\/modules\.txt$/.test(f.path)),
      workspace: new GitWorkspace(root),
      headRef: local.headRef,
    },
    // The commit's parent decides what is vendored or generated, as in a user's review. The HEAD
    // tree as one change stands for the repository as it is: its own tree is the base that says
    // which of its files are vendored or generated (a PR that adds such files is reviewed instead).
    baseRef: wholeTree ? sha : local.base,
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 100_000,
      minSeverity: 'low',
      minConfidence: 0,
    },
  });

  return [...result.findings, ...result.unanchored].map((f) => ({
    path: f.path,
    line: f.line,
    rule: staticRuleIdOf(f.body) ?? f.lens,
    severity: f.severity,
    inTests: classifyFile(f.path).class === 'test',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--half');
  const only = flag < 0 ? null : slicesOf((process.argv[flag + 1] ?? '').split(',').filter(Boolean));
  const { findings, missing, failed, changes, gone } = await measureRealRepos(
    VERDICTS_FILE,
    only,
    process.argv.includes('--judged'),
  );
  // Said at run time as well as in the header: s23 read a judged run's Go figures as a measurement.
  if (process.argv.includes('--judged'))
    console.error(
      "--judged: only the judged files of each change are reviewed, so a rule reading a file's siblings " +
        "(a Go package's other files) sees less than in a review: a quick check, not a measurement",
    );
  for (const repo of missing) console.error(`skipped ${repo}: no mirror at ${mirrorOf(repo)}`);
  for (const change of failed) console.error(`FAILED to review ${change}`);
  // A change left unreviewed makes the figures incomplete: the run says so by its exit code too.
  if (failed.length > 0) process.exitCode = 1;
  if (totalChanges(changes) === 0) {
    console.log('no repository mirror on this machine: nothing measured (set PRLENS_MIRRORS to measure)');
  } else if (process.argv.includes('--list')) {
    const open = findings
      .filter((f) => f.verdict === null)
      .map(({ repo, change, rule, path: p, line: l, severity }) => ({
        repo,
        change,
        rule,
        path: p,
        line: l,
        severity,
        verdict: '',
        why: '',
      }));
    console.log(stringify(open));
  } else {
    console.log(
      process.argv.includes('--json')
        ? JSON.stringify(findings, null, 2)
        : formatHalves(findings, changes, gone),
    );
    const unjudged = findings.filter((f) => f.verdict === null);
    // On stderr: stdout stays one JSON document with --json.
    if (unjudged.length > 0) {
      const file = path.relative(process.cwd(), VERDICTS_FILE);
      console.error(`\n${unjudged.length} UNJUDGED finding(s): judge each and add it to ${file}`);
      console.error('(`--list` prints them as YAML entries to fill in):');
      for (const line of formatUnjudged(unjudged)) console.error(`  ${line}`);
      process.exitCode = 1;
    }
  }
}
