/**
 * The bench's verdict on the token-cost and model-phase targets of issue 16, beside issue 8's
 * (tables.ts). Pure functions of the measured figures. The prompt-cache and model-phase targets
 * are meant at 500 ms a call (`npm run bench -- --latency 500`), where waiting, not CPU, fills the
 * model phase; at another latency the lines say which one they were measured at.
 */
import type { CaseResult } from './review-case.js';
import type { Targets } from './tables.js';

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

/** The label of the hand-written bulk importer case (bench/changes.ts). */
export const IMPORTER_LABEL = 'bulk importer';
/** Prompt tokens a medium feature PR (the importer, ~600 lines in 6 files) may cost per preset. */
const IMPORTER_LIMITS: Record<string, number> = { fast: 12_000, full: 25_000 };

/** Issue 16's targets: tokens per changed line, 9,000 lines in full and fast, warm cache, staged model phase. */
export function costTargetLines(results: readonly CaseResult[], targets: Targets): string[] {
  const lines: string[] = [];
  const big = results.filter((r) => r.changedLines >= 2000 && r.diffTokens > 0);
  if (big.length > 0) {
    const worst = big.reduce((a, b) =>
      b.diffTokens / b.changedLines > a.diffTokens / a.changedLines ? b : a,
    );
    const perLine = worst.diffTokens / worst.changedLines;
    lines.push(
      `${verdict(perLine <= 15)} rendered diff ≤15 tokens per changed line (changes of 2,000+ lines): at most ` +
        `${perLine.toFixed(1)} (${worst.label}); all sizes: ${results
          .filter((r) => r.diffTokens > 0 && r.preset === results[0]?.preset)
          .map((r) => `${r.label} ${(r.diffTokens / r.changedLines).toFixed(1)}`)
          .join(', ')}`,
    );
  }
  for (const r of results.filter((c) => c.changedLines >= 9000 && c.preset !== 'deep')) {
    const limit = r.preset === 'full' ? 600_000 : 300_000;
    lines.push(
      `${verdict(r.reportedPrompt <= limit)} 9,000 lines in ${r.preset}: ${n(r.reportedPrompt)} prompt tokens (≤${n(limit)})`,
    );
    if (r.preset !== 'full') continue;
    const warm = r.repeatablePrefix === 0 ? 0 : r.warmPrefix / r.repeatablePrefix;
    lines.push(
      `${verdict(warm >= 0.7)} warm cache (9,000 lines, full, ${targets.latencyMs} ms a call): ` +
        `${pct(r.warmPrefix, r.repeatablePrefix)} of the repeated prefixes had their first request answered before ` +
        `they were sent (≥70%)${targets.latencyMs === 500 ? '' : '; the target is meant at --latency 500'}`,
    );
  }
  for (const r of results.filter((c) => c.label === IMPORTER_LABEL)) {
    const limit = IMPORTER_LIMITS[r.preset];
    if (limit === undefined) continue;
    lines.push(
      `${verdict(r.reportedPrompt <= limit)} bulk importer (${r.changedLines} lines, ${r.files} files) in ${r.preset}: ` +
        `${n(r.reportedPrompt)} prompt tokens (≤${n(limit)})`,
    );
  }
  const timed = results.filter((r) => r.stagedIdealMs > 0);
  if (timed.length > 0) {
    const over = timed.filter((r) => r.modelWallMs > 1.5 * r.stagedIdealMs);
    lines.push(
      `${verdict(over.length === 0)} model phase ≤1.5× the staged ideal at ${targets.latencyMs} ms a call: ` +
        `${timed.length - over.length}/${timed.length} cases within; ratios ${timed
          .map((r) => `${r.label} ${r.preset} ${(r.modelWallMs / r.stagedIdealMs).toFixed(2)}`)
          .join(', ')}${targets.latencyMs === 500 ? '' : ' (the target is meant at --latency 500)'}`,
    );
  }
  return lines;
}
