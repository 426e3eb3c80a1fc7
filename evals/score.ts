/**
 * Scoring of one case: which findings match which planted bug, and precision, recall and F0.5.
 *
 * A finding matches an expectation when the file agrees, its line is within 3 of the expected one,
 * one keyword appears (case-insensitive) in its title or body and its severity is at least the
 * minimum. Each expectation is matched once, by a maximum matching so the order of findings cannot
 * cost a match. A finding that makes a forbidden claim is a false positive whatever else it says;
 * every other unmatched finding is a false positive too.
 */
import { LENSES, SEVERITIES, type EvalCase, type EvalSeverity, type Expectation } from './case.js';

export const LINE_TOLERANCE = 3;

export interface ScoredFinding {
  path: string;
  line: number;
  severity: string;
  lens: string;
  title: string;
  body: string;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface CaseScore {
  /** Pairs of (expectation index, finding index). */
  matches: Array<{ expectation: number; finding: number }>;
  missed: Expectation[];
  falsePositives: Array<{ finding: ScoredFinding; forbidden: string | null }>;
  /** Per lens: true positives and misses by the expectation's lens, false positives by the finding's. */
  byLens: Record<string, Counts>;
  total: Counts;
}

const rank = (s: string) => SEVERITIES.indexOf(s.toLowerCase() as EvalSeverity);

function mentions(finding: ScoredFinding, keywords: readonly string[]): boolean {
  const text = `${finding.title}\n${finding.body}`.toLowerCase();
  return keywords.some((k) => text.includes(k.toLowerCase()));
}

/** Whether `finding` satisfies every rule of `expected`. */
export function matches(finding: ScoredFinding, expected: Expectation): boolean {
  return (
    finding.path === expected.file &&
    Math.abs(finding.line - expected.line) <= LINE_TOLERANCE &&
    mentions(finding, expected.keywords) &&
    rank(finding.severity) >= rank(expected.min_severity)
  );
}

/** The reason of the first forbidden claim `finding` makes, or null. */
export function forbiddenClaim(finding: ScoredFinding, c: Pick<EvalCase, 'forbidden'>): string | null {
  for (const claim of c.forbidden) {
    if (claim.file !== undefined && claim.file !== finding.path) continue;
    if (claim.line !== undefined && Math.abs(finding.line - claim.line) > LINE_TOLERANCE) continue;
    if (mentions(finding, claim.keywords)) return claim.reason;
  }
  return null;
}

/** Maximum bipartite matching (Kuhn's augmenting paths; cases are small). */
function maxMatching(edges: number[][], right: number): Map<number, number> {
  const ownerOf = new Array<number>(right).fill(-1);
  const tryAssign = (left: number, seen: boolean[]): boolean => {
    for (const r of edges[left] ?? []) {
      if (seen[r]) continue;
      seen[r] = true;
      if (ownerOf[r] === -1 || tryAssign(ownerOf[r]!, seen)) {
        ownerOf[r] = left;
        return true;
      }
    }
    return false;
  };
  edges.forEach((_, left) => tryAssign(left, new Array<boolean>(right).fill(false)));
  const result = new Map<number, number>();
  ownerOf.forEach((left, r) => {
    if (left >= 0) result.set(left, r);
  });
  return result;
}

function emptyCounts(): Record<string, Counts> {
  return Object.fromEntries(LENSES.map((l) => [l, { tp: 0, fp: 0, fn: 0 }]));
}

/** Scores the findings prlens reported for one case. */
export function scoreCase(
  c: Pick<EvalCase, 'expected' | 'forbidden'>,
  findings: readonly ScoredFinding[],
): CaseScore {
  const forbidden = findings.map((f) => forbiddenClaim(f, c));
  // Edges from each expectation to the findings that may match it (forbidden ones may not).
  const edges = c.expected.map((e) =>
    findings.flatMap((f, i) => (forbidden[i] === null && matches(f, e) ? [i] : [])),
  );
  const matching = maxMatching(edges, findings.length);
  const matchedFindings = new Set(matching.values());
  const byLens = emptyCounts();
  const bump = (lens: string, key: keyof Counts) => {
    byLens[lens] ??= { tp: 0, fp: 0, fn: 0 };
    byLens[lens][key]++;
  };
  const missed: Expectation[] = [];
  c.expected.forEach((e, i) => {
    if (matching.has(i)) bump(e.lens, 'tp');
    else {
      bump(e.lens, 'fn');
      missed.push(e);
    }
  });
  const falsePositives: CaseScore['falsePositives'] = [];
  findings.forEach((f, i) => {
    if (matchedFindings.has(i)) return;
    bump(f.lens, 'fp');
    falsePositives.push({ finding: f, forbidden: forbidden[i] ?? null });
  });
  return {
    matches: [...matching].map(([expectation, finding]) => ({ expectation, finding })),
    missed,
    falsePositives,
    byLens,
    total: sumCounts(Object.values(byLens)),
  };
}

/** Adds counts. */
export function sumCounts(counts: readonly Counts[]): Counts {
  return counts.reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });
}

export interface Metrics {
  /** null when there is nothing to divide (no findings, or no expectations). */
  precision: number | null;
  recall: number | null;
  /** F-beta with beta = 0.5: precision weighs twice as much as recall. */
  f05: number | null;
}

/** Precision, recall and F0.5 of counts. */
export function metrics({ tp, fp, fn }: Counts): Metrics {
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  const beta2 = 0.25;
  const f05 =
    precision === null || recall === null
      ? null
      : precision + recall === 0
        ? 0
        : ((1 + beta2) * precision * recall) / (beta2 * precision + recall);
  return { precision, recall, f05 };
}
