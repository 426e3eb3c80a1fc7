/**
 * The minor-findings budget: a review reports every finding at `high` or above, every rule's and
 * every imported tool's, and only the `max` most important of the model's own findings below `high`
 * (the most severe, then the most confident, then one pinned to a line). The rest are held back:
 * counted in the summary and listed in the JSON report, never posted.
 *
 * Why: a model's medium and low findings are opinions, and their precision is what a reader pays
 * for. On the real-PR tuning half at 62a5eb5 (evals/real-prs/verdicts/tuning-62a5eb5), 44 of the 52
 * finding groups were below high and 6 of them named a golden bug; keeping every high finding and
 * the two most important below it kept all 11 golden matches with 30 groups instead of 52 (precision
 * 21% → 37%, F1 33% → 50%). A rule's finding is a fact about the code, checked by its own tests: never budgeted.
 * Nor is a finding whose severity is in `fail-on`: the gate must see every finding it counts.
 */
import { SEVERITY_RANK, type Finding, type Severity } from '../../../core/types.js';

/** What the budget keeps and holds back; each list keeps its input order. */
export interface Budgeted {
  findings: Finding[];
  unanchored: Finding[];
  heldBack: Finding[];
}

/** Keeps at most `max` model findings below high over both lists (0 = no limit), none that `gate` counts. */
export function applyMinorBudget(
  findings: readonly Finding[],
  unanchored: readonly Finding[],
  max: number,
  { gate }: { gate: readonly Severity[] } = { gate: [] },
): Budgeted {
  // A model lens's finding below `high` that the gate does not count (a rule's finding has its id).
  const minor = (f: Finding) =>
    f.rule === null && SEVERITY_RANK[f.severity] < SEVERITY_RANK.high && !gate.includes(f.severity);
  const candidates = [...findings, ...unanchored].filter(minor);
  if (max <= 0 || candidates.length <= max)
    return { findings: [...findings], unanchored: [...unanchored], heldBack: [] };
  const order = (f: Finding) => [SEVERITY_RANK[f.severity], f.confidence, f.anchored ? 1 : 0];
  const ranked = candidates
    .map((f, i) => ({ f, i }))
    .sort((a, b) => {
      const [x, y] = [order(a.f), order(b.f)];
      const k = x.findIndex((v, j) => v !== y[j]);
      return k === -1 ? a.i - b.i : y[k]! - x[k]!;
    });
  const kept = new Set(ranked.slice(0, max).map((r) => r.f));
  const stays = (f: Finding) => !minor(f) || kept.has(f);
  return {
    findings: findings.filter(stays),
    unanchored: unanchored.filter(stays),
    heldBack: candidates.filter((f) => !kept.has(f)),
  };
}
