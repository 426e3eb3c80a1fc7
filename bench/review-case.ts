/**
 * One end-to-end review case of `npm run bench`: the action reviews a generated pull request on the
 * fake GitHub, with the fake OpenAI-compatible server (fixed latency per call) as its model.
 *
 * The action runs in a child process, as on a runner, from the TypeScript sources through tsx (so
 * the figures are those of the code in the tree, not of a possibly stale dist/) or, with
 * `entry: 'dist'`, from the built bundle. The fakes live in this process, so the child's peak RSS
 * (written by bench/rss-probe.mjs) is the reviewer's alone. Model figures come from the requests
 * the fake received and the report's usage; REST and GraphQL counts from the fake GitHub.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOutputs } from '../tests/support/action.js';
import { inputEnv } from '../tests/support/action-inputs.js';
import { startFakeGitHub, webhookPayload } from '../tests/fakes/github/index.js';
import { startFakeOpenAI, type RecordedRequest } from '../tests/fakes/openai-server.js';
import type { GeneratedChange } from './changes.js';
import { benchAnswer, isLensCall, schemaName } from './fake-model.js';
import { analysePrompts, type PromptFigures, type TimedRequest } from './prompt-analysis.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOKEN = 'ghs_fakeBenchToken0123456789';

export interface CaseOptions {
  label: string;
  change: GeneratedChange;
  preset: 'fast' | 'full' | 'deep';
  latencyMs: number;
  concurrency: number;
  entry: 'src' | 'dist';
}

export interface CaseResult extends PromptFigures {
  label: string;
  preset: string;
  files: number;
  changedLines: number;
  exitCode: number | null;
  incomplete: string | undefined;
  /** Model requests the fake received, and the report's usage. */
  calls: number;
  lensCalls: number;
  reportedPrompt: number;
  reportedCached: number;
  reportedCompletion: number;
  costUsd: number | null;
  findings: string | undefined;
  /** Whole run of the action process, start to exit. */
  wallMs: number;
  /** First model request received to last answer sent. */
  modelWallMs: number;
  /** Time the fake model server spent tokenizing prompts in this process (inflates modelWallMs). */
  fakeBusyMs: number;
  /** ceil(calls / concurrency) × latency. */
  idealMs: number;
  /**
   * The same per stage that must wait for the one before (grouping, lens calls, reflection audit),
   * summed: the shortest schedule the pipeline's shape allows.
   */
  stagedIdealMs: number;
  rest: number;
  graphql: number;
  peakRssMb: number | null;
  /** CPU time (user + system) of the action process. */
  cpuMs: number | null;
  /** The lens calls alone: first arrival to last answer, and ceil(lens calls / concurrency) × latency. */
  lensStageMs: number;
  lensIdealMs: number;
  warnings: string[];
}

function nodeArgs(entry: 'src' | 'dist'): string[] {
  const probe = ['--import', path.join(ROOT, 'bench/rss-probe.mjs')];
  if (entry === 'dist') return [...probe, path.join(ROOT, 'dist/index.js')];
  const tsx = fileURLToPath(import.meta.resolve('tsx'));
  return ['--import', tsx, ...probe, path.join(ROOT, 'src/action.ts')];
}

/** Runs one case and measures it. */
export async function runReviewCase(options: CaseOptions): Promise<CaseResult> {
  const { latencyMs } = options;
  const model = await startFakeOpenAI({ latencyMs });
  const timed: TimedRequest[] = [];
  // The fake tokenizes every prompt (for usage and its prefix cache) synchronously in this process,
  // before its latency timer starts: time spent there delays answers and arrivals, so it is
  // measured (from the handler to the end of that synchronous work) and reported beside the model phase.
  let fakeBusyMs = 0;
  model.setHandler((request) => {
    const arrivedMs = performance.now();
    timed.push({ request, arrivedMs });
    queueMicrotask(() => (fakeBusyMs += performance.now() - arrivedMs));
    return benchAnswer(request);
  });
  const github = await startFakeGitHub({ token: TOKEN });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-bench-case-'));
  try {
    const pull = github.state.createPullRequest({ base: options.change.base, head: options.change.head });
    const files = {
      event: path.join(dir, 'event.json'),
      output: path.join(dir, 'output.txt'),
      summary: path.join(dir, 'summary.md'),
      rss: path.join(dir, 'rss.json'),
    };
    writeFileSync(
      files.event,
      JSON.stringify(webhookPayload('pull_request.opened', { pull, apiUrl: github.apiUrl })),
    );
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: github.apiUrl,
      GITHUB_GRAPHQL_URL: github.graphqlUrl,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'octo-org/octo-repo',
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      PRLENS_BENCH_RSS_FILE: files.rss,
      ...inputEnv(
        {
          provider: 'openai-compatible',
          'base-url': model.url,
          model: 'gpt-4.1-mini',
          'api-key': 'sk-bench',
          preset: options.preset,
          'max-concurrency': String(options.concurrency),
        },
        TOKEN,
      ),
    };
    const started = performance.now();
    const restBefore = github.requests.length;
    const child = spawn(process.execPath, nodeArgs(options.entry), { env, cwd: dir });
    let stdout = '';
    const stamp = (chunk: Buffer) =>
      (stdout += process.env.PRLENS_BENCH_TRACE
        ? `[${Math.round(performance.now() - started)} ms] ${chunk.toString()}`
        : chunk.toString());
    child.stdout.on('data', stamp);
    child.stderr.on('data', stamp);
    const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const wallMs = performance.now() - started;
    if (process.env.PRLENS_BENCH_TRACE) writeFileSync(process.env.PRLENS_BENCH_TRACE, stdout);

    const outputs = parseOutputs(readFileSync(files.output, 'utf8'));
    const report = readReport(outputs.report);
    const warnings = [...(report?.warnings ?? [])];
    if (exitCode !== 0) warnings.push(`exit ${exitCode}: ${lastErrors(stdout)}`);
    const arrivals = timed.map((t) => t.arrivedMs);
    const modelWallMs = arrivals.length === 0 ? 0 : Math.max(...arrivals) + latencyMs - Math.min(...arrivals);
    const calls = model.requests.length;
    return {
      label: options.label,
      preset: options.preset,
      files: options.change.files,
      changedLines: options.change.changedLines,
      exitCode,
      incomplete: outputs.incomplete,
      calls,
      lensCalls: model.requests.filter(isLensCall).length,
      reportedPrompt: report?.usage.prompt_tokens ?? 0,
      reportedCached: report?.usage.cached_tokens ?? 0,
      reportedCompletion: report?.usage.completion_tokens ?? 0,
      costUsd: report?.usage.cost_usd ?? null,
      findings: outputs.findings,
      wallMs,
      modelWallMs,
      fakeBusyMs,
      idealMs: Math.ceil(calls / options.concurrency) * latencyMs,
      stagedIdealMs: stagedIdeal(model.requests, options.concurrency, latencyMs),
      rest: github.requests.slice(restBefore).filter((r) => r.kind === 'rest').length,
      graphql: github.requests.slice(restBefore).filter((r) => r.kind === 'graphql').length,
      ...readProbe(files.rss),
      ...lensStage(timed, options.concurrency, latencyMs),
      warnings: [...warnings, ...github.violations.map((v) => `fake GitHub violation: ${JSON.stringify(v)}`)],
      ...analysePrompts(timed, latencyMs),
    };
  } finally {
    await model.close();
    await github.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The stages that must wait for each other (grouping, lens calls, audit; deep's plan, turns and
 * filters), each as many waves of `concurrency` calls as it holds, summed. A deep conversation's
 * turns wait for each other: its stage lasts at least as many waves as the longest conversation
 * has turns (a turn's request carries one assistant message per earlier turn).
 */
function stagedIdeal(requests: readonly RecordedRequest[], concurrency: number, latencyMs: number): number {
  const stages = new Map<string, number>();
  let turns = 0;
  for (const r of requests) {
    const stage = isLensCall(r) ? 'lens' : (schemaName(r) ?? 'other');
    stages.set(stage, (stages.get(stage) ?? 0) + 1);
    if (Array.isArray(r.body?.tools)) {
      const messages = (r.body?.messages ?? []) as Array<{ role: string }>;
      turns = Math.max(turns, messages.filter((m) => m.role === 'assistant').length + 1);
    }
  }
  let ms = 0;
  for (const [stage, count] of stages) {
    const waves = Math.ceil(count / concurrency);
    ms += (stage === 'lens' ? Math.max(waves, turns) : waves) * latencyMs;
  }
  return ms;
}

interface ReportUsage {
  usage: { prompt_tokens: number; cached_tokens: number; completion_tokens: number; cost_usd: number | null };
  warnings: string[];
}

function readReport(file: string | undefined): ReportUsage | undefined {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReportUsage;
  } catch {
    return undefined;
  }
}

function readProbe(file: string): { peakRssMb: number | null; cpuMs: number | null } {
  try {
    const probe = JSON.parse(readFileSync(file, 'utf8')) as { maxRssKb: number; cpuMs: number };
    return { peakRssMb: probe.maxRssKb / 1024, cpuMs: probe.cpuMs };
  } catch {
    return { peakRssMb: null, cpuMs: null };
  }
}

/** Lens calls only: first arrival to last answer, and the ideal for their number. */
function lensStage(timed: readonly TimedRequest[], concurrency: number, latencyMs: number) {
  const arrivals = timed.filter((t) => isLensCall(t.request)).map((t) => t.arrivedMs);
  if (arrivals.length === 0) return { lensStageMs: 0, lensIdealMs: 0 };
  return {
    lensStageMs: Math.max(...arrivals) + latencyMs - Math.min(...arrivals),
    lensIdealMs: Math.ceil(arrivals.length / concurrency) * latencyMs,
  };
}

function lastErrors(output: string): string {
  const errors = output.split('\n').filter((l) => l.startsWith('::error'));
  return (errors.at(-1) ?? output.trim().split('\n').at(-1) ?? '').slice(0, 300);
}
