/**
 * Scores the real-PR eval from the judge's verdicts: a candidate group that the judge matched to a golden
 * comment is a true positive, every other group a false positive (on a clean PR all are); a golden comment
 * with at least one matched group is found. Sums are micro-averaged (counts added, then divided).
 */
import type { CandidateGroup, Verdict } from './judge.js';

export interface CaseInput {
  id: string;
  clean: boolean;
  goldenCount: number;
  groups: readonly CandidateGroup[];
  dropCount: number;
  /** Null for a clean case (nothing to judge) or a verdict that has not arrived. */
  verdict: Verdict | null;
}

export interface CaseScore {
  id: string;
  clean: boolean;
  groups: number;
  truePositives: number;
  falsePositives: number;
  golden: number;
  found: number;
  missed: number[];
  drops: number;
  /** Audit drops the judge matched to a golden comment. */
  wrongDrops: number;
  /** Golden comments that only a dropped finding named: the audit lost them. */
  lostToAudit: number[];
}

export interface Totals {
  cases: number;
  golden: number;
  found: number;
  groups: number;
  truePositives: number;
  falsePositives: number;
  /** Candidate groups reported on clean PRs. */
  cleanFindings: number;
  drops: number;
  wrongDrops: number;
  lostToAudit: number;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  f05: number | null;
}

/** Scores one case; a buggy case needs its verdict. */
export function scoreCase(input: CaseInput): CaseScore {
  if (!input.clean && !input.verdict) throw new Error(`${input.id}: no verdict to score`);
  const matched = new Set<string>();
  const missed: number[] = [];
  const lostToAudit: number[] = [];
  const wrong = new Set<number>();
  for (const g of input.verdict?.golden ?? []) {
    for (const id of g.matched_groups) matched.add(id);
    for (const d of g.dropped_matches) wrong.add(d);
    if (!g.matched_groups.length) {
      missed.push(g.index);
      if (g.dropped_matches.length) lostToAudit.push(g.index);
    }
  }
  const truePositives = input.groups.filter((g) => matched.has(g.id)).length;
  return {
    id: input.id,
    clean: input.clean,
    groups: input.groups.length,
    truePositives,
    falsePositives: input.groups.length - truePositives,
    golden: input.goldenCount,
    found: input.goldenCount - missed.length,
    missed: missed.sort((a, b) => a - b),
    drops: input.dropCount,
    wrongDrops: wrong.size,
    lostToAudit: lostToAudit.sort((a, b) => a - b),
  };
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** F-beta from precision and recall; null when either is undefined, 0 when both are 0. */
export function fBeta(precision: number | null, recall: number | null, beta: number): number | null {
  if (precision === null || recall === null) return null;
  const b2 = beta * beta;
  const denominator = b2 * precision + recall;
  return denominator === 0 ? 0 : ((1 + b2) * precision * recall) / denominator;
}

/** Adds up case scores. */
export function totals(scores: readonly CaseScore[]): Totals {
  const sum = (pick: (s: CaseScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const truePositives = sum((s) => s.truePositives);
  const groups = sum((s) => s.groups);
  const golden = sum((s) => s.golden);
  const found = sum((s) => s.found);
  const precision = ratio(truePositives, groups);
  const recall = ratio(found, golden);
  return {
    cases: scores.length,
    golden,
    found,
    groups,
    truePositives,
    falsePositives: groups - truePositives,
    cleanFindings: sum((s) => (s.clean ? s.groups : 0)),
    drops: sum((s) => s.drops),
    wrongDrops: sum((s) => s.wrongDrops),
    lostToAudit: sum((s) => s.lostToAudit.length),
    precision,
    recall,
    f1: fBeta(precision, recall, 1),
    f05: fBeta(precision, recall, 0.5),
  };
}
