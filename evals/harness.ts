/**
 * Runs prlens over the eval cases and scores what it reports. The engine runs in-process through
 * the CLI's own entry (`prlens review --from BASE --to HEAD --format json`), so the evaluation sees
 * exactly what a user sees: anchoring, dedupe, reflection and policy included.
 */
import { envName } from '../src/config/layers.js';
import type { SettingKey } from '../src/config/schema.js';
import { runCli } from '../src/cli/main.js';
import { systemClock } from '../src/core/clock.js';
import { ReviewReport } from '../src/core/types.js';
import type { EvalCase } from './case.js';
import { createCaseRepo } from './repo.js';
import { scoreCase, type CaseScore, type ScoredFinding } from './score.js';

export interface EvalSettings {
  provider: string;
  model: string;
  baseUrl?: string | undefined;
  preset: 'fast' | 'full' | 'deep';
  /** Environment for the CLI: API keys (PRLENS_API_KEY, OPENAI_API_KEY, ANTHROPIC_API_KEY). */
  env: Record<string, string | undefined>;
  /** Timeout of one model call; unset = prlens' default. A person answering through the relay needs hours. */
  modelTimeoutSeconds?: number | undefined;
  /** Soft deadline of one case's review; unset = prlens' default. */
  maxReviewSeconds?: number | undefined;
  /** prlens settings by name (`repo-context: off`), set through their environment variables. */
  settings?: Readonly<Partial<Record<SettingKey, string>>> | undefined;
}

export interface CaseRun {
  id: string;
  language: string;
  description: string;
  expected: number;
  findings: ScoredFinding[];
  score: CaseScore;
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
    cached_tokens: number;
    requests: number;
    cost_usd: number | null;
  };
  wallMs: number;
  exitCode: number;
  /** Set when prlens failed or its review was incomplete: the case's score is then suspect. */
  error: string | null;
}

const KEY_VARS = ['PRLENS_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY'] as const;

/** What one `prlens review --from BASE --to HEAD` run left: its JSON report, or why there is none. */
export interface ReviewRun {
  report: ReviewReport | null;
  exitCode: number;
  wallMs: number;
  /** Why there is no report: the exit code and the last lines of stderr. */
  failure: string | null;
}

/**
 * Runs `prlens review --from BASE --to HEAD --format json --min-severity low` in-process in a git
 * repository, as a user would; used by the planted cases and by the real-PR eval (`evals/real-prs/`).
 */
export async function runReview(
  repo: { root: string; base: string; head: string },
  settings: EvalSettings,
): Promise<ReviewRun> {
  let stdout = '';
  let stderr = '';
  const env: Record<string, string | undefined> = { HOME: repo.root, PATH: process.env.PATH };
  for (const name of KEY_VARS) if (settings.env[name]) env[name] = settings.env[name];
  // Neither is a CLI flag; the environment layer is how a run sets them without a config file.
  if (settings.modelTimeoutSeconds !== undefined)
    env.PRLENS_MODEL_TIMEOUT_SECONDS = String(settings.modelTimeoutSeconds);
  if (settings.maxReviewSeconds !== undefined)
    env.PRLENS_MAX_REVIEW_SECONDS = String(settings.maxReviewSeconds);
  for (const [key, value] of Object.entries(settings.settings ?? {}) as [SettingKey, string][])
    env[envName(key)] = value;
  const args = [
    'review',
    '--from',
    repo.base,
    '--to',
    repo.head,
    '--format',
    'json',
    '--quiet',
    '--min-severity',
    'low',
    '--preset',
    settings.preset,
    '--provider',
    settings.provider,
    '--model',
    settings.model,
    ...(settings.baseUrl ? ['--base-url', settings.baseUrl] : []),
  ];
  const started = performance.now();
  const exitCode = await runCli(args, {
    cwd: repo.root,
    env,
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdoutIsTTY: false,
    clock: systemClock,
  });
  const wallMs = performance.now() - started;
  const parsed = exitCode === 2 && !stdout.trim() ? null : ReviewReport.safeParse(safeJson(stdout));
  if (parsed?.success) return { report: parsed.data, exitCode, wallMs, failure: null };
  const why = stderr.trim().split('\n').slice(-3).join(' ') || 'no JSON report on stdout';
  return { report: null, exitCode, wallMs, failure: `prlens exited ${exitCode}: ${why}` };
}

/** Reviews one case with prlens and scores the result. */
export async function runCase(c: EvalCase, settings: EvalSettings): Promise<CaseRun> {
  const repo = createCaseRepo(c);
  try {
    const { report, exitCode, wallMs, failure } = await runReview(repo, settings);
    if (!report) return failed(c, wallMs, exitCode, failure ?? 'no report');
    // Unanchored findings are reported too (in the summary): they count like the others.
    const findings: ScoredFinding[] = [...report.findings, ...report.unanchored].map((f) => ({
      path: f.path,
      line: f.line,
      severity: f.severity,
      lens: f.lens,
      title: f.title,
      body: f.body,
    }));
    return {
      id: c.id,
      language: c.language,
      description: c.description,
      expected: c.expected.length,
      findings,
      score: scoreCase(c, findings),
      usage: report.usage,
      wallMs,
      exitCode,
      error: report.incomplete ? `incomplete review: ${report.warnings.join('; ')}` : null,
    };
  } finally {
    repo.remove();
  }
}

function failed(c: EvalCase, wallMs: number, exitCode: number, error: string): CaseRun {
  return {
    id: c.id,
    language: c.language,
    description: c.description,
    expected: c.expected.length,
    findings: [],
    score: scoreCase(c, []),
    usage: { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: null },
    wallMs,
    exitCode,
    error,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Runs every case, `concurrency` at a time (several people answering through the relay, or a
 * server that takes parallel requests); `onCase` reports each as it ends. Runs come back in case order.
 */
export async function runEval(
  cases: readonly EvalCase[],
  settings: EvalSettings,
  onCase: (run: CaseRun) => void = () => {},
  concurrency = 1,
): Promise<CaseRun[]> {
  const runs: CaseRun[] = new Array<CaseRun>(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const run = await runCase(cases[index]!, settings);
      runs[index] = run;
      onCase(run);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, cases.length)) }, worker));
  return runs;
}
