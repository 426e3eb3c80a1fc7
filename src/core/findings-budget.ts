/**
 * The findings budgets. A review reports every rule's and every imported tool's finding, every
 * `critical` one and every one whose severity `fail-on` counts; of the model's other findings, only
 * the `max-minor-findings` most important below `high`, and of what is left only the `max-findings`
 * most important in all (the most severe, then the most confident, then one pinned to a line). The
 * rest are held back: counted in the summary and listed in the JSON report, never posted.
 *
 * Why: a model's findings are opinions, and their precision is what a reader pays for.
 * - Below high. On the real-PR tuning half at 62a5eb5 (evals/real-prs/verdicts/tuning-62a5eb5), 44 of
 *   the 52 finding groups were below high and 6 of them named a golden bug; keeping every high finding
 *   and the two most important below it kept all 11 golden matches with 30 groups instead of 52
 *   (precision 21% → 37%, F1 33% → 50%).
 * - In all. On the tuning half at 15653d3 (verdicts/tuning-15653d3), ranked this way, a PR's first
 *   finding named a golden bug in 9 of 11 PRs, its second in 2 of 8, the later ones in 0 of 7 (at
 *   62a5eb5: 8 of 12, 2 of 9, 1 of 4). A finding that is right less often than about F1/2 costs F1;
 *   the second sits at that line, the third well below it. Two in all: F1 47.8% → 57.9% there.
 * A rule's finding is a fact about the code, checked by its own tests: never budgeted. Nor is a
 * critical finding (a reader must see every one) or one `fail-on` counts (the gate must see it).
 */
import { SEVERITY_RANK, type Finding, type Severity } from './types.js';

/** What the budget keeps and holds back; each list keeps its input order. */
export interface Budgeted {
  findings: Finding[];
  unanchored: Finding[];
  heldBack: Finding[];
}

/** The two budgets; 0 = no limit. */
export interface Budgets {
  /** Most model findings below high. */
  minor: number;
  /** Most model findings in all (critical ones aside). */
  all: number;
}

/** Keeps at most `max.minor` model findings below high and `max.all` in all, over both lists. */
export function applyFindingsBudget(
  findings: readonly Finding[],
  unanchored: readonly Finding[],
  max: Budgets,
  { gate }: { gate: readonly Severity[] } = { gate: [] },
): Budgeted {
  // A model lens's finding (a rule's has its id) that is not critical and that the gate does not count.
  const budgeted = (f: Finding) => f.rule === null && f.severity !== 'critical' && !gate.includes(f.severity);
  const minor = (f: Finding) => budgeted(f) && SEVERITY_RANK[f.severity] < SEVERITY_RANK.high;
  const first = holdBack(findings, unanchored, minor, max.minor);
  const second = holdBack(first.findings, first.unanchored, budgeted, max.all);
  return { ...second, heldBack: [...first.heldBack, ...second.heldBack] };
}

/** Keeps the `max` most important findings that `counts`, and every other one (0 = no limit). */
function holdBack(
  findings: readonly Finding[],
  unanchored: readonly Finding[],
  counts: (f: Finding) => boolean,
  max: number,
): Budgeted {
  const candidates = [...findings, ...unanchored].filter(counts);
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
  const stays = (f: Finding) => !counts(f) || kept.has(f);
  return {
    findings: findings.filter(stays),
    unanchored: unanchored.filter(stays),
    heldBack: candidates.filter((f) => !kept.has(f)),
  };
}

/**
 * Which of `found` the budgets would report as things stand, ranked with the findings `seen` before
 * them: the audit reads only those. A finding the budget holds back is never posted, so auditing it
 * pays for nothing; one that a later, louder finding pushes out was audited in vain, which costs
 * tokens but never a finding.
 */
export function withinBudget(
  found: readonly Finding[],
  seen: readonly Finding[],
  max: Budgets,
  { gate }: { gate: readonly Severity[] } = { gate: [] },
): { reach: Finding[]; beyond: Finding[] } {
  const held = new Set(applyFindingsBudget([...seen, ...found], [], max, { gate }).heldBack);
  return { reach: found.filter((f) => !held.has(f)), beyond: found.filter((f) => held.has(f)) };
}
