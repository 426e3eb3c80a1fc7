/**
 * Scores a finished real-PR run from its output directory: the manifest, each case's report, the judge
 * requests and the judge's verdict files. Cases that were not reviewed or have no verdict yet are listed,
 * never scored as misses, and make the result `complete: false`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ReviewReport } from '../../src/core/types.js';
import { isClean, type RealPrCase } from './cases.js';
import { groupCandidates, candidatesOf, parseVerdict, type JudgeRequest } from './judge.js';
import { Manifest } from './run-cases.js';
import { scoreCase, totals, type CaseScore, type Totals } from './score.js';
import type { Split } from './split.js';
import { tokensByKind, type KindTokens } from './tokens.js';

export interface RunScore {
  complete: boolean;
  /** Cases not scored, with the reason (no snapshot, failed review, verdict missing or invalid). */
  unscored: { id: string; reason: string }[];
  overall: Totals;
  byHalf: Record<string, Totals>;
  cases: CaseScore[];
  usage: { prompt_tokens: number; completion_tokens: number; cached_tokens: number; requests: number };
  /** From the relay's files over the run's request numbers; empty without a relay. */
  tokensByKind: Record<string, KindTokens>;
  /** The share of the run's prompt tokens spent on audit requests (`reflection_*`), when known. */
  auditShare: number | null;
}

/** Reads a run's directory and scores it; verdicts are read from `verdictDir` (default `<out>/judge`). */
export function scoreRun(
  outDir: string,
  cases: readonly RealPrCase[],
  split: Split,
  verdictDir = path.join(outDir, 'judge'),
): RunScore {
  const manifest = Manifest.parse(JSON.parse(readFileSync(path.join(outDir, 'run.json'), 'utf8')));
  const byId = new Map(cases.map((c) => [c.id, c]));
  const unscored: RunScore['unscored'] = [];
  const scores: CaseScore[] = [];
  const usage = { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0 };
  for (const entry of manifest.cases) {
    const c = byId.get(entry.id);
    if (!c) {
      unscored.push({ id: entry.id, reason: 'not in the case list' });
      continue;
    }
    if (entry.usage) for (const k of Object.keys(usage) as (keyof typeof usage)[]) usage[k] += entry.usage[k];
    if (entry.status !== 'reviewed') {
      unscored.push({ id: c.id, reason: entry.reason ?? entry.status });
      continue;
    }
    if (entry.incomplete)
      unscored.push({ id: c.id, reason: `${entry.reason ?? 'incomplete review'} (scored anyway)` });
    try {
      scores.push(scoreOne(c, outDir, verdictDir));
    } catch (e) {
      unscored.push({ id: c.id, reason: (e as Error).message });
    }
  }
  const byKind =
    manifest.relay_dir && manifest.relay
      ? tokensByKind(manifest.relay_dir, manifest.relay.after, manifest.relay.up_to)
      : {};
  const promptTotal = Object.values(byKind).reduce((n, k) => n + k.prompt_tokens, 0);
  const audit = Object.entries(byKind).reduce(
    (n, [kind, k]) => n + (kind.startsWith('reflection') ? k.prompt_tokens : 0),
    0,
  );
  const half = (name: keyof Split) => totals(scores.filter((s) => split[name].includes(s.id)));
  return {
    complete:
      unscored.every((u) => u.reason.endsWith('(scored anyway)')) && scores.length === manifest.cases.length,
    unscored,
    overall: totals(scores),
    byHalf: { tuning: half('tuning'), 'held-out': half('held-out') },
    cases: scores,
    usage,
    tokensByKind: byKind,
    auditShare: promptTotal ? audit / promptTotal : null,
  };
}

function scoreOne(c: RealPrCase, outDir: string, verdictDir: string): CaseScore {
  const report = ReviewReport.parse(
    JSON.parse(readFileSync(path.join(outDir, 'reports', `${c.id}.json`), 'utf8')),
  );
  const dropCount = report.stats.dropped_by_audit.findings.length;
  if (isClean(c)) {
    const groups = groupCandidates(candidatesOf(report));
    return scoreCase({ id: c.id, clean: true, goldenCount: 0, groups, dropCount, verdict: null });
  }
  const request = JSON.parse(
    readFileSync(path.join(outDir, 'judge', `${c.id}.request.json`), 'utf8'),
  ) as JudgeRequest;
  const verdictFile = path.join(verdictDir, `${c.id}.verdict.json`);
  if (!existsSync(verdictFile)) throw new Error(`no verdict yet (${verdictFile})`);
  const verdict = parseVerdict(readFileSync(verdictFile, 'utf8'), request, path.basename(verdictFile));
  return scoreCase({
    id: c.id,
    clean: false,
    goldenCount: c.golden.length,
    groups: request.groups,
    dropCount,
    verdict,
  });
}
