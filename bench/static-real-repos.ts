/**
 * Precision of the static lens on real repositories: for each repository of REPOS, at a fixed SHA,
 * the lens reviews the last COMMITS first-parent commits one by one (as `prlens review --commit`
 * does) and the whole HEAD tree as one change (every line added, so the base has nothing). Each
 * finding is looked up in bench/real-repos/verdicts.yml, filled by reading the finding in the
 * repository (true / debatable / false and a one-line reason). Prints precision per rule, outside
 * tests with and without the two easy rules, and on high and critical findings.
 *
 *   npm run bench:real                 # every repository whose mirror is on this machine
 *   npm run bench:real -- --json       # the same as JSON
 *   npm run bench:real -- --list       # the findings without a verdict, as YAML to fill in
 *
 * The repositories are not part of the project: they are read from git mirrors (PRLENS_MIRRORS,
 * default /work/.mirror/<owner>+<name>/repo). A missing mirror is skipped with a message; with none
 * the bench exits 0, so CI never needs them. A finding without a verdict fails the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import type { Verdict } from './static-precision.js';

/** The repositories and the SHA each is measured at: a new SHA needs new verdicts. */
export const REPOS: ReadonlyArray<{ repo: string; sha: string }> = [
  { repo: 'pallets/flask', sha: '2ac89889' },
  { repo: 'gin-gonic/gin', sha: 'dcaa4296' },
  { repo: 'OWASP/NodeGoat', sha: 'c5cb68a' },
  { repo: 'kubernetes/examples', sha: '279e8e4f' },
  { repo: 'juice-shop/juice-shop', sha: '33518f5a09' },
  { repo: 'WebGoat/WebGoat', sha: '7517acca95' },
  { repo: 'terraform-aws-modules/terraform-aws-eks', sha: 'bef29c4d95' },
];
const COMMITS = 60;
/** Easy to get right and frequent: measured apart so they do not hide the others. */
export const EASY_RULES = new Set(['gha-unpinned-action', 'js-substr']);
const HIGH = new Set(['critical', 'high']);

const VERDICTS = path.resolve(import.meta.dirname, 'real-repos', 'verdicts.yml');

export interface RealFinding {
  repo: string;
  /** The reviewed commit, or `tree@<sha>` for the HEAD tree as one change. */
  change: string;
  path: string;
  line: number;
  rule: string;
  severity: string;
  inTests: boolean;
  verdict: Verdict | null;
}

interface VerdictEntry {
  repo: string;
  change: string;
  rule: string;
  path: string;
  line: number;
  verdict: Verdict;
  why: string;
}

const keyOf = (f: { repo: string; change: string; path: string; line: number; rule: string }) =>
  `${f.repo} ${f.change} ${f.path}:${f.line} ${f.rule}`;

function mirrorOf(repo: string): string {
  const root = process.env.PRLENS_MIRRORS ?? '/work/.mirror';
  return path.join(root, repo.replace('/', '+'), 'repo');
}

/** Reviews every change of every repository present; the absent ones are named in `missing`. */
export async function measureRealRepos(
  verdictsFile = VERDICTS,
): Promise<{ findings: RealFinding[]; missing: string[]; changes: number }> {
  const entries = existsSync(verdictsFile)
    ? ((parse(readFileSync(verdictsFile, 'utf8')) ?? []) as VerdictEntry[])
    : [];
  const verdicts = new Map(entries.map((e) => [keyOf(e), e.verdict]));
  const findings: RealFinding[] = [];
  const missing: string[] = [];
  let changes = 0;
  for (const { repo, sha } of REPOS) {
    const mirror = mirrorOf(repo);
    if (!existsSync(mirror)) {
      missing.push(repo);
      continue;
    }
    const root = mkdtempSync(path.join(tmpdir(), 'prlens-real-'));
    try {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 1 << 28,
        }).trim();
      // A shared clone borrows the mirror's objects: nothing is copied and the mirror is not written.
      git('clone', '-q', '--shared', '--no-checkout', mirror, '.');
      const head = git('rev-parse', `${sha}^{commit}`);
      const commits = git('rev-list', '--first-parent', '-n', String(COMMITS), head).split('\n');
      // The HEAD tree as one change: a commit of the same tree with no parent.
      const whole = git('commit-tree', `${head}^{tree}`, '-m', 'tree');
      for (const [change, commit] of [
        ...commits.map((c) => [c.slice(0, 12), c] as const),
        [`tree@${head.slice(0, 12)}`, whole] as const,
      ]) {
        changes++;
        for (const f of await reviewCommit(root, commit))
          findings.push({ ...f, repo, change, verdict: verdicts.get(keyOf({ ...f, repo, change })) ?? null });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { findings, missing, changes };
}

async function reviewCommit(root: string, sha: string) {
  const local = await readLocalDiff(root, { kind: 'commit', sha });
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(local.diff),
      workspace: new GitWorkspace(root),
      headRef: local.headRef,
    },
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

interface Score {
  findings: number;
  true: number;
  debatable: number;
  false: number;
}

function score(of: readonly RealFinding[]): Score {
  const n = (v: Verdict) => of.filter((f) => f.verdict === v).length;
  return { findings: of.length, true: n('true'), debatable: n('debatable'), false: n('false') };
}

const pct = (s: Score) => (s.findings === 0 ? 'n/a' : `${((s.true / s.findings) * 100).toFixed(1)}%`);

/** The figures `npm run bench:real` prints. */
export function formatReal(findings: readonly RealFinding[], changes: number): string {
  const outside = findings.filter((f) => !f.inTests);
  const hard = outside.filter((f) => !EASY_RULES.has(f.rule));
  const high = outside.filter((f) => HIGH.has(f.severity));
  const line = (label: string, s: Score) =>
    `${label}: ${s.true} true, ${s.debatable} debatable, ${s.false} false of ${s.findings} -> precision ${pct(s)}`;
  const rules = [...new Set(findings.map((f) => f.rule))].sort();
  return [
    `changes reviewed: ${changes}; findings: ${findings.length} (${findings.length - outside.length} in test files)`,
    line('outside tests', score(outside)),
    line(`outside tests, without ${[...EASY_RULES].join(' and ')}`, score(hard)),
    line('outside tests, high and critical', score(high)),
    '',
    '| rule | findings | outside tests | true | debatable | false | precision |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rules.map((rule) => {
      const of = findings.filter((f) => f.rule === rule);
      const s = score(of);
      const out = of.filter((f) => !f.inTests).length;
      return `| ${rule} | ${s.findings} | ${out} | ${s.true} | ${s.debatable} | ${s.false} | ${pct(s)} |`;
    }),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { findings, missing, changes } = await measureRealRepos();
  for (const repo of missing) console.error(`skipped ${repo}: no mirror at ${mirrorOf(repo)}`);
  if (missing.length === REPOS.length) {
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
      process.argv.includes('--json') ? JSON.stringify(findings, null, 2) : formatReal(findings, changes),
    );
    const unjudged = findings.filter((f) => f.verdict === null);
    // On stderr: stdout stays one JSON document with --json.
    if (unjudged.length > 0) {
      console.error(`\nNO VERDICT (add them to ${path.relative(process.cwd(), VERDICTS)}):`);
      for (const f of unjudged)
        console.error(`  ${keyOf(f)}  (${f.severity}${f.inTests ? ', test file' : ''})`);
      process.exitCode = 1;
    }
  }
}
