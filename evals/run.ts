/**
 * `npm run eval -- --provider P --model M [--base-url U] [--preset fast|full|deep] [--cases id,id]
 *  [--set NAME] [--concurrency N] [--model-timeout-seconds S] [--max-review-seconds S] [--out DIR]`: reviews every planted-bug case in evals/cases/ with a real model and writes
 * precision, recall and F0.5 per lens and overall, with tokens, cost and time per case, to
 * DIR/<date>.json and DIR/<date>.md (default evals/out/, git-ignored).
 *
 * It needs a reachable model: without a provider, a key or an endpoint, or when one probe request
 * fails, it says what to set and exits 2 before reviewing anything.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCases, loadSet } from './case.js';
import { runEval, type EvalSettings } from './harness.js';
import { probeModel, resolveEvalSettings } from './probe.js';
import { summarize, toMarkdown } from './report.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs the evaluation from command-line arguments; returns the exit code. */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  let settings: EvalSettings;
  let values: { cases?: string | undefined; set?: string | undefined; out?: string | undefined };
  let concurrency: number;
  try {
    const parsed = parseArgs({
      args: [...argv],
      options: {
        provider: { type: 'string' },
        model: { type: 'string' },
        'base-url': { type: 'string' },
        preset: { type: 'string', default: 'fast' },
        cases: { type: 'string' },
        set: { type: 'string' },
        concurrency: { type: 'string', default: '1' },
        'model-timeout-seconds': { type: 'string' },
        'max-review-seconds': { type: 'string' },
        out: { type: 'string' },
      },
    });
    values = parsed.values;
    if (values.cases && values.set) throw new Error('pass --cases or --set, not both');
    concurrency = Number(parsed.values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
      throw new Error(
        `--concurrency must be a whole number from 1 to 64, got '${parsed.values.concurrency}'`,
      );
    settings = resolveEvalSettings(parsed.values, env);
    if (values.set) values.cases = loadSet(path.join(ROOT, 'evals/sets'), values.set).join(',');
  } catch (error) {
    console.error(`npm run eval: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const problem = await probeModel(settings);
  if (problem !== null) {
    console.error(`npm run eval: the model is not reachable, nothing was evaluated: ${problem}`);
    return 2;
  }
  const only = values.cases
    ? values.cases
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  const cases = loadCases(path.join(ROOT, 'evals/cases'), only);
  console.error(
    `evaluating ${settings.provider}/${settings.model} (${settings.preset}) on ${cases.length} cases`,
  );
  const runs = await runEval(
    cases,
    settings,
    (run) =>
      console.error(
        `  ${run.id}: ${run.score.matches.length}/${run.expected} matched, ${run.score.falsePositives.length} false positive(s), ` +
          `${(run.wallMs / 1000).toFixed(1)} s${run.error ? ` — ${run.error}` : ''}`,
      ),
    concurrency,
  );
  const summary = summarize(runs, settings);
  const outDir = path.resolve(values.out ?? path.join(ROOT, 'evals/out'));
  mkdirSync(outDir, { recursive: true });
  const stem = summary.date.replace(/[:.]/g, '-');
  writeFileSync(path.join(outDir, `${stem}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  const markdown = toMarkdown(summary);
  writeFileSync(path.join(outDir, `${stem}.md`), markdown);
  console.log(markdown);
  console.error(`wrote ${path.join(outDir, `${stem}.json`)} and .md`);
  return runs.some((r) => r.error !== null) ? 2 : 0;
}

const isEntry =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) process.exitCode = await main(process.argv.slice(2), process.env);
