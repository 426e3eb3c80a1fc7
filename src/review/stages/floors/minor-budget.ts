/**
 * The minor-findings budget: a review reports every finding at `high` or above, every rule's and
 * every imported tool's, and only the `max` most important of the model's own findings below `high`
 * (the most severe, then the most confident, then one pinned to a line). The rest are held back:
 * counted in the summary and listed in the JSON report, never posted.
 *
 * Why: a model's medium and low findings are opinions, and their precision is what a reader pays
 * for. On the real-PR tuning half at 62a5eb5 (evals/real-prs/verdicts/tuning-62a5eb5), 44 of the 52
 * finding groups were below high and 6 of them named a golden bug; keeping every high finding and
 * the two most important below it kept all 11 golden matches with 31 groups instead of 52 (precision
 * 21% → 35%). A rule's finding is a fact about the code, checked by its own tests: never budgeted.
 */
import { SEVERITY_RANK, type Finding } from '../../../core/types.js';

/** What the budget keeps and holds back; each list keeps its input order. */
export interface Budgeted {
  findings: Finding[];
  unanchored: Finding[];
  heldBack: Finding[];
}

/** A model lens's finding below `high`: what the budget applies to (a rule's finding has its id). */
function minor(f: Finding): boolean {
  return f.rule === null && SEVERITY_RANK[f.severity] < SEVERITY_RANK.high;
}

/** Keeps at most `max` model findings below high over both lists (0 = no limit). */
export function applyMinorBudget(
  findings: readonly Finding[],
  unanchored: readonly Finding[],
  max: number,
): Budgeted {
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
