/**
 * Reviews real-PR cases with prlens and leaves, in the output directory, what the scorer and the judge
 * need: each case's JSON report (`reports/<id>.json`), a judge request for each buggy case
 * (`judge/<id>.request.json` and `judge/<id>.prompt.md`) and the run's manifest (`run.json`). A case
 * whose snapshot is missing is recorded as such, never reviewed against something else.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type EvalSettings, runReview } from '../harness.js';
import { isClean, type RealPrCase } from './cases.js';
import { judgePrompt, judgeRequest } from './judge.js';
import { checkoutCase, missingSnapshot, mirrorRoot } from './snapshot.js';
import { lastRequestNumber } from './tokens.js';

const UsageShape = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  cached_tokens: z.number(),
  requests: z.number(),
  cost_usd: z.number().nullable(),
});

const CaseEntry = z.object({
  id: z.string(),
  status: z.enum(['reviewed', 'missing-snapshot', 'failed']),
  /** Why a case was not reviewed, or why its review is suspect (incomplete). */
  reason: z.string().nullable(),
  exit_code: z.number().nullable(),
  incomplete: z.boolean(),
  usage: UsageShape.nullable(),
  /** Relay request numbers this case used, (after, up_to]; null without a relay or when cases overlapped. */
  relay: z.object({ after: z.number(), up_to: z.number() }).nullable(),
  wall_ms: z.number(),
});
type CaseEntry = z.infer<typeof CaseEntry>;

export const Manifest = z.object({
  version: z.literal(1),
  settings: z.object({
    provider: z.string(),
    model: z.string(),
    preset: z.string(),
    /** prlens settings given with `--setting` (absent in runs before it existed). */
    prlens: z.record(z.string(), z.string()).optional(),
  }),
  relay_dir: z.string().nullable(),
  /** Relay request numbers of the whole run, (after, up_to]. */
  relay: z.object({ after: z.number(), up_to: z.number() }).nullable(),
  cases: z.array(CaseEntry),
});
export type Manifest = z.infer<typeof Manifest>;

export interface RunOptions {
  outDir: string;
  relayDir?: string | undefined;
  concurrency?: number;
  mirrors?: string;
  onCase?: (entry: CaseEntry) => void;
}

/** Reviews the cases (`concurrency` at a time) and writes the reports, judge requests and manifest. */
export async function runRealPrs(
  cases: readonly RealPrCase[],
  settings: EvalSettings,
  options: RunOptions,
): Promise<Manifest> {
  const { outDir, relayDir } = options;
  const mirrors = options.mirrors ?? mirrorRoot();
  const concurrency = Math.max(1, options.concurrency ?? 1);
  mkdirSync(path.join(outDir, 'reports'), { recursive: true });
  mkdirSync(path.join(outDir, 'judge'), { recursive: true });
  const relayStart = relayDir ? lastRequestNumber(relayDir) : 0;
  const entries: CaseEntry[] = new Array<CaseEntry>(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const entry = await runOne(
        cases[index]!,
        settings,
        outDir,
        mirrors,
        concurrency === 1 ? relayDir : undefined,
      );
      entries[index] = entry;
      options.onCase?.(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, cases.length)) }, worker));
  const manifest: Manifest = {
    version: 1,
    settings: {
      provider: settings.provider,
      model: settings.model,
      preset: settings.preset,
      ...(settings.settings && Object.keys(settings.settings).length
        ? { prlens: { ...settings.settings } }
        : {}),
    },
    relay_dir: relayDir ?? null,
    relay: relayDir ? { after: relayStart, up_to: lastRequestNumber(relayDir) } : null,
    cases: entries,
  };
  writeFileSync(path.join(outDir, 'run.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function runOne(
  c: RealPrCase,
  settings: EvalSettings,
  outDir: string,
  mirrors: string,
  relayDir: string | undefined,
): Promise<CaseEntry> {
  const empty = { exit_code: null, incomplete: false, usage: null, relay: null, wall_ms: 0 };
  const missing = missingSnapshot(c, mirrors);
  if (missing) return { id: c.id, status: 'missing-snapshot', reason: missing, ...empty };
  const checkout = checkoutCase(c, mirrors);
  try {
    const after = relayDir ? lastRequestNumber(relayDir) : 0;
    const run = await runReview(checkout, settings);
    const relay = relayDir ? { after, up_to: lastRequestNumber(relayDir) } : null;
    if (!run.report)
      return {
        id: c.id,
        status: 'failed',
        reason: run.failure,
        ...empty,
        exit_code: run.exitCode,
        relay,
        wall_ms: run.wallMs,
      };
    writeFileSync(path.join(outDir, 'reports', `${c.id}.json`), `${JSON.stringify(run.report, null, 2)}\n`);
    if (!isClean(c)) {
      const request = judgeRequest(c, run.report);
      writeFileSync(
        path.join(outDir, 'judge', `${c.id}.request.json`),
        `${JSON.stringify(request, null, 2)}\n`,
      );
      writeFileSync(path.join(outDir, 'judge', `${c.id}.prompt.md`), judgePrompt(request));
    }
    return {
      id: c.id,
      status: 'reviewed',
      reason: run.report.incomplete ? `incomplete review: ${run.report.warnings.join('; ')}` : null,
      exit_code: run.exitCode,
      incomplete: run.report.incomplete,
      usage: run.report.usage,
      relay,
      wall_ms: run.wallMs,
    };
  } finally {
    checkout.remove();
  }
}
