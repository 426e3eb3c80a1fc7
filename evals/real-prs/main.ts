/**
 * `npm run eval:real-prs -- <command>`:
 *   check                              validate cases.yml and split.yml; say which snapshots are here
 *   split [--write]                    print (or write split.yml) the deterministic tuning/held-out split
 *   run --provider P --model M [--base-url U] [--preset fast|full|deep] [--set tuning|held-out|all]
 *       [--cases id,id] [--concurrency N] [--relay-dir DIR] [--model-timeout-seconds S]
 *       [--max-review-seconds S] [--setting name=value ...] --out DIR
 *                                      review the cases, write reports, judge requests and run.json
 *   score --out DIR [--verdicts DIR]   score a run from the judge's verdict files; writes score.json/.md
 * Exit codes: 0 done; 2 bad arguments, a missing snapshot, a failed review or a missing verdict.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SETTING_KEYS, type SettingKey } from '../../src/config/schema.js';
import type { EvalSettings } from '../harness.js';
import { probeModel, resolveEvalSettings } from '../probe.js';
import { loadCases, type RealPrCase } from './cases.js';
import { renderScore } from './render.js';
import { runRealPrs } from './run-cases.js';
import { scoreRun } from './score-run.js';
import { goldenProblems, missingSnapshot } from './snapshot.js';
import { checkSplit, computeSplit, loadSplit, renderSplit, SPLIT_FILE } from './split.js';

const OPTIONS = {
  provider: { type: 'string' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  preset: { type: 'string', default: 'fast' },
  set: { type: 'string', default: 'all' },
  cases: { type: 'string' },
  concurrency: { type: 'string', default: '1' },
  'relay-dir': { type: 'string' },
  'model-timeout-seconds': { type: 'string' },
  'max-review-seconds': { type: 'string' },
  /** A prlens setting for every case (`repo-context=off`), repeatable; recorded in run.json. */
  setting: { type: 'string', multiple: true },
  out: { type: 'string' },
  verdicts: { type: 'string' },
  write: { type: 'boolean', default: false },
} as const;

/** Runs a command; returns the exit code. */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({ args: rest, options: OPTIONS });
    const cases = loadCases();
    if (command === 'check') return check(cases);
    if (command === 'split') {
      const split = computeSplit(cases);
      if (values.write) writeFileSync(SPLIT_FILE, renderSplit(split));
      else process.stdout.write(renderSplit(split));
      return 0;
    }
    if (!values.out) throw new Error('--out DIR is required');
    const outDir = path.resolve(values.out);
    if (command === 'score') {
      const score = scoreRun(outDir, cases, loadSplit(), values.verdicts && path.resolve(values.verdicts));
      writeFileSync(path.join(outDir, 'score.json'), `${JSON.stringify(score, null, 2)}\n`);
      const markdown = renderScore(score);
      writeFileSync(path.join(outDir, 'score.md'), markdown);
      console.log(markdown);
      return score.complete ? 0 : 2;
    }
    if (command === 'run') return await run(cases, values, env, outDir);
    throw new Error(`unknown command '${command ?? ''}': use check, split, run or score`);
  } catch (error) {
    console.error(`npm run eval:real-prs: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

function check(cases: readonly RealPrCase[]): number {
  const problems = checkSplit(loadSplit(), cases);
  const missing = cases.map((c) => missingSnapshot(c)).filter((m): m is string => m !== null);
  // Where the snapshot is here, every golden comment must point into the PR's head.
  const golden = cases.filter((c) => missingSnapshot(c) === null).flatMap((c) => goldenProblems(c));
  console.log(`${cases.length} cases valid; split: ${problems.length ? problems.join('; ') : 'consistent'}`);
  for (const m of missing) console.log(`missing snapshot: ${m}`);
  for (const g of golden) console.log(`golden comment: ${g}`);
  console.log(`${cases.length - missing.length} of ${cases.length} cases can be rebuilt here`);
  return problems.length || golden.length ? 2 : 0;
}

async function run(
  all: readonly RealPrCase[],
  values: { [K in keyof typeof OPTIONS]?: string | boolean | string[] | undefined },
  env: Record<string, string | undefined>,
  outDir: string,
): Promise<number> {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16)
    throw new Error(`--concurrency must be a whole number from 1 to 16, got '${str(values.concurrency)}'`);
  const cases = select(all, str(values.set) ?? 'all', str(values.cases));
  const missing = cases.map((c) => missingSnapshot(c)).filter((m): m is string => m !== null);
  for (const m of missing) console.error(`missing snapshot: ${m}`);
  const settings: EvalSettings = resolveEvalSettings(
    {
      provider: str(values.provider),
      model: str(values.model),
      'base-url': str(values['base-url']),
      preset: str(values.preset),
      'model-timeout-seconds': str(values['model-timeout-seconds']),
      'max-review-seconds': str(values['max-review-seconds']),
    },
    env,
  );
  settings.settings = parseSettings(Array.isArray(values.setting) ? values.setting : []);
  const problem = await probeModel(settings);
  if (problem !== null) throw new Error(`the model is not reachable, nothing was reviewed: ${problem}`);
  mkdirSync(outDir, { recursive: true });
  console.error(
    `reviewing ${cases.length - missing.length} of ${cases.length} cases with ${settings.provider}/${settings.model}`,
  );
  const manifest = await runRealPrs(cases, settings, {
    outDir,
    relayDir: str(values['relay-dir']) && path.resolve(str(values['relay-dir'])!),
    concurrency,
    onCase: (e) => console.error(`  ${e.id}: ${e.status}${e.reason ? ` — ${e.reason}` : ''}`),
  });
  const bad = manifest.cases.filter((e) => e.status !== 'reviewed' || e.incomplete);
  console.error(
    `wrote ${outDir}/run.json; judge requests in ${outDir}/judge/ (answer each with <id>.verdict.json)`,
  );
  if (bad.length)
    console.error(`${bad.length} case(s) not fully reviewed: ${bad.map((e) => e.id).join(', ')}`);
  return bad.length ? 2 : 0;
}

/** `--setting name=value` options as a map; a malformed one is an error naming it. */
export function parseSettings(options: readonly string[]): Partial<Record<SettingKey, string>> {
  const out: Partial<Record<SettingKey, string>> = {};
  for (const option of options) {
    const match = /^([a-z][a-z0-9-]*)=(.*)$/.exec(option);
    if (!match) throw new Error(`--setting must be name=value (e.g. repo-context=off), got '${option}'`);
    const key = SETTING_KEYS.find((k) => k === match[1]);
    if (!key) throw new Error(`--setting ${match[1]}: not a prlens setting`);
    out[key] = match[2]!;
  }
  return out;
}

/** The cases of a split half (or all), or the ids given. */
export function select(cases: readonly RealPrCase[], set: string, ids: string | undefined): RealPrCase[] {
  if (ids) {
    const wanted = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = wanted.filter((id) => !cases.some((c) => c.id === id));
    if (unknown.length) throw new Error(`unknown case(s): ${unknown.join(', ')}`);
    return cases.filter((c) => wanted.includes(c.id));
  }
  if (set === 'all') return [...cases];
  const split = loadSplit();
  if (set !== 'tuning' && set !== 'held-out')
    throw new Error(`--set must be tuning, held-out or all, got '${set}'`);
  return cases.filter((c) => split[set].includes(c.id));
}

const isEntry =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) process.exitCode = await main(process.argv.slice(2), process.env);
