/**
 * Rules over a finished report: whether the run fails (its exit code under fail-on), and the order
 * its findings are listed in. Pure functions so the limits can be tested cheaply. Which findings are
 * kept is the review stages' (src/review/stages: suppress, floors), not this module's.
 */
import { compareText } from './compare-text.js';
import { EXIT } from './exit-codes.js';
import { hitsFailOn } from './gate.js';
import { SEVERITY_RANK, type Finding, type Severity } from './types.js';

export { EXIT } from './exit-codes.js';

/**
 * 0 when the review is complete and no finding hit `failOn`; 1 when one did; 2 when the review is
 * incomplete — an incomplete review never exits 0, even with nothing found.
 * `failOn` is read as a threshold: `high` fails on high and critical findings, so a list such as
 * `high,critical` and the single word `high` mean the same. `carried`: findings still open on the PR
 * from earlier runs that this run did not look at again (src/core/gate.ts); they count too.
 */
export function exitCodeFor(
  report: { incomplete: boolean; findings: readonly Finding[]; unanchored: readonly Finding[] },
  failOn: readonly Severity[],
  carried: readonly { severity: Severity }[] = [],
): number {
  if (report.incomplete) return EXIT.error;
  const hit = hitsFailOn([...report.findings, ...report.unanchored, ...carried], failOn);
  return hit ? EXIT.failOn : EXIT.ok;
}

/** Sorts findings by path (compare-text.ts: localeCompare's order, without ICU), then line, then severity (most severe first). */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      compareText(a.path, b.path) || a.line - b.line || SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity],
  );
}
