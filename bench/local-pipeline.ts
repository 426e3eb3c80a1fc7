/**
 * The local pipeline at scale, next to git producing the same change.
 *
 * Builds a temp repo whose one commit changes ~100k lines (50k deleted + 50k added across 100 files),
 * times `git diff` producing the diff, then times parse + select + line index + anchoring (one
 * claim per tenth added line, its quote trimmed and its line off by 2) in a fresh Node process (so
 * its peak RSS is the pipeline's, not this script's) and prints both and the ratio.
 *
 *   npm run bench:local -- [files=100] [linesPerFile=1000]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorClaim } from '../src/core/anchor.js';
import { buildLineIndex } from '../src/core/line-index.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { selectFiles } from '../src/review/select/select.js';

const RUNS = 5;
/** git diff runs timed together for its CPU time (see measureGit). */
const CPU_RUNS = 20;
const DIFF_ARGS = [
  '-c',
  'core.quotepath=false',
  '--no-pager',
  'diff',
  '--no-ext-diff',
  '--no-textconv',
  '--no-color',
  '-M',
];

export interface Measure {
  coldMs: number;
  medianMs: number;
  /** CPU time (user + system) of one run: steadier than wall time on a loaded machine. */
  cpuMs: number | null;
  peakRssMb: number | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function run(cwd: string, cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

function makeRepo(files: number, linesPerFile: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prlens-bench-'));
  run(dir, 'git', ['init', '-q']);
  const body = (f: number, edited: boolean) =>
    Array.from({ length: linesPerFile }, (_, i) =>
      edited && i % 2 === 1
        ? `  const v${i} = compute(${f}, ${i}) * 2; // edited`
        : `  const v${i} = compute(${f}, ${i}); // original`,
    ).join('\n') + '\n';
  const commit = (edited: boolean, message: string) => {
    for (let f = 0; f < files; f++) writeFileSync(path.join(dir, `file-${f}.ts`), body(f, edited));
    run(dir, 'git', ['add', '-A']);
    run(dir, 'git', [
      '-c',
      'user.name=bench',
      '-c',
      'user.email=bench@example.invalid',
      'commit',
      '-q',
      '--no-verify',
      '-m',
      message,
    ]);
  };
  commit(false, 'base');
  commit(true, 'edit every other line');
  return dir;
}

/** CPU time and peak RSS of one command, from GNU time; null when it printed nothing usable. */
function timed(cwd: string, command: string[]): { cpuMs: number; kb: number } | null {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', ...command], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const [user, sys, kb] = (r.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
  if (user === undefined || sys === undefined || kb === undefined || Number.isNaN(user)) return null;
  return { cpuMs: (user + sys) * 1000, kb };
}

/** Times git producing the diff; CPU time and peak RSS come from GNU time when it is installed. */
function measureGit(dir: string): Measure {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run(dir, 'git', [...DIFF_ARGS, 'HEAD^', 'HEAD']);
    times.push(performance.now() - start);
  }
  let peakRssMb: number | null = null;
  let cpuMs: number | null = null;
  if (existsSync('/usr/bin/time')) {
    for (let i = 0; i < RUNS; i++) {
      const r = timed(dir, ['git', ...DIFF_ARGS, 'HEAD^', 'HEAD']);
      if (r) peakRssMb = Math.max(peakRssMb ?? 0, r.kb / 1024);
    }
    // GNU time counts CPU in 10 ms ticks, about a third of one git diff here: time many runs in
    // one shell and divide (the shell's own share is a fork per run).
    const loop = `for i in $(seq ${CPU_RUNS}); do "$@" >/dev/null; done`;
    const r = timed(dir, ['sh', '-c', loop, 'sh', 'git', ...DIFF_ARGS, 'HEAD^', 'HEAD']);
    if (r) cpuMs = r.cpuMs / CPU_RUNS;
  }
  return { coldMs: times[0]!, medianMs: median(times), cpuMs, peakRssMb };
}

/** Child mode: parse and index the diff in this fresh process and print the figures as JSON. */
function child(diffPath: string): void {
  const text = readFileSync(diffPath, 'utf8');
  const baseRssMb = process.resourceUsage().maxRSS / 1024;
  const times: number[] = [];
  const cpu: number[] = [];
  let changed = 0;
  let peakRssMb = 0;
  let anchored = 0;
  const claims = { total: 0, missed: 0 };
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    const files = parseUnifiedDiff(text);
    const { kept } = selectFiles(files, { maxFileChangedLines: Number.MAX_SAFE_INTEGER });
    let indexed = 0;
    for (const file of kept) {
      const index = buildLineIndex(file);
      const right = index.lines('RIGHT');
      indexed += right.length;
      const added = right.filter((l) => l.kind === 'add');
      for (let n = 0; n < added.length; n += 10) {
        const target = added[n]!;
        const result = anchorClaim(
          { anchor: target.text.trim(), line: target.line + 2, side: 'RIGHT' },
          index,
        );
        if (result.anchored && result.line === target.line) anchored++;
        else claims.missed++;
        claims.total++;
      }
    }
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    changed = files.reduce((n, f) => n + f.additions + f.deletions, 0);
    if (indexed === 0) throw new Error('nothing indexed');
    // Peak of the first (cold) run only: later runs add garbage that a real caller never makes.
    if (i === 0) peakRssMb = process.resourceUsage().maxRSS / 1024;
  }
  console.log(
    JSON.stringify({
      coldMs: times[0],
      medianMs: median(times),
      cpuMs: median(cpu),
      peakRssMb,
      baseRssMb,
      changed,
      claims: claims.total / RUNS,
      anchored: anchored / RUNS,
    }),
  );
}

const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)} MB`);
const ms = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)} ms`);
const ratio = (a: number | null, b: number | null) => (a === null || b === null ? 'n/a' : (a / b).toFixed(2));

function report(files: number, changed: number, chars: number, gitRun: Measure, parse: ChildFigures): void {
  const line = (name: string, m: Measure) =>
    `${name.padEnd(19)}cold ${ms(m.coldMs)}, median ${ms(m.medianMs)}, CPU ${ms(m.cpuMs)}, peak RSS ${mb(m.peakRssMb)}`;
  console.log(`diff: ${files} files, ${changed} changed lines, ${(chars / 1e6).toFixed(1)} MB of text`);
  console.log(line('git diff:', gitRun));
  console.log(`${line('pipeline:', parse)} (+${mb(parse.peakRssMb - parse.baseRssMb)} over the loaded diff)`);
  console.log(
    `  (parse + select + line index + ${parse.claims} anchor claims, ${parse.anchored} on the exact line)`,
  );
  console.log(
    `ratio pipeline/git: wall ${ratio(parse.medianMs, gitRun.medianMs)} (cold ${ratio(parse.coldMs, gitRun.coldMs)}), ` +
      `CPU ${ratio(parse.cpuMs, gitRun.cpuMs)}, peak RSS ${ratio(parse.peakRssMb, gitRun.peakRssMb)}`,
  );
}

export interface LocalFigures {
  files: number;
  changed: number;
  chars: number;
  git: Measure;
  pipeline: ChildFigures;
}

type ChildFigures = Measure & {
  peakRssMb: number;
  baseRssMb: number;
  changed: number;
  claims: number;
  anchored: number;
};

/** Builds the repository, times git and the pipeline (in a fresh process) on the same change. */
export function measureLocalPipeline(files = 100, linesPerFile = 1000): LocalFigures {
  const dir = makeRepo(files, linesPerFile);
  try {
    const gitMeasure = measureGit(dir);
    const diff = run(dir, 'git', [...DIFF_ARGS, 'HEAD^', 'HEAD']);
    const diffPath = path.join(dir, 'bench.diff');
    writeFileSync(diffPath, diff);
    const script = fileURLToPath(import.meta.url);
    const out = run(process.cwd(), process.execPath, [...process.execArgv, script, '--child', diffPath]);
    const parse = JSON.parse(out) as ChildFigures;
    return { files, changed: parse.changed, chars: diff.length, git: gitMeasure, pipeline: parse };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const isEntry =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry && process.argv[2] === '--child') child(process.argv[3]!);
else if (isEntry) {
  const [files = 100, linesPerFile = 1000] = process.argv.slice(2).map(Number);
  const figures = measureLocalPipeline(files, linesPerFile);
  report(figures.files, figures.changed, figures.chars, figures.git, figures.pipeline);
}
