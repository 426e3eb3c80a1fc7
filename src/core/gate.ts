/**
 * Which findings the merge gate counts. An incremental review sees only the files changed since the
 * last complete review, so its report alone cannot decide the gate: a push that skips the flagged
 * file would otherwise pass it. The gate counts every finding still open on the PR — the ones this
 * run found, plus the ones recorded by earlier runs on files this run did not look at again — at
 * the severity they were recorded with. Pure, so every edge case is tested without GitHub.
 */
import { SEVERITY_RANK, type Finding, type Severity } from './types.js';

/** A finding the gate still counts, as carried from one run to the next. */
export interface OpenFinding {
  fp: string;
  severity: Severity;
  path: string;
  /** Its line in the head commit it was found on (0: no line). */
  line: number;
  /** Counts for the security label. */
  security: boolean;
}

export interface OpenInput {
  /** The open findings recorded by the previous run (our own summary's state). */
  previous: readonly OpenFinding[];
  /** This run's findings, placed and unplaced, already without the rejected ones. */
  found: readonly Finding[];
  /** Paths this run reviewed. */
  reviewed: ReadonlySet<string>;
  /** Paths the PR still changes: a file that left the PR cannot hold a finding any more. */
  present: ReadonlySet<string>;
  /** Fingerprints the team rejected (learned list, ignored-fingerprints). */
  rejected: ReadonlySet<string>;
  /** False when the run did not finish: a finding it did not see again is not fixed. */
  complete: boolean;
  /** Whether a finding of this run counts for the security label. */
  isSecurity: (f: Finding) => boolean;
}

export interface OpenFindings {
  /** Everything the gate counts: this run's findings first, then the carried ones. */
  open: OpenFinding[];
  /** The part of `open` that this run did not find itself (recorded earlier). */
  carried: OpenFinding[];
}

/**
 * The PR's open findings after this run. An earlier finding is cleared only when this run
 * re-reviewed its file to the end without finding it, when its file left the PR, or when the team
 * rejected it; anything else (a push elsewhere, a thread resolved by hand) leaves it open.
 */
export function openFindings(input: OpenInput): OpenFindings {
  const open: OpenFinding[] = [];
  const seen = new Set<string>();
  for (const f of input.found) {
    // A deleted line is not in the head: what is said about it is shown, but nothing there is open.
    if (f.side === 'LEFT') continue;
    // A file the change does not touch (a model naming a file it never saw) holds nothing open here.
    if (f.outside_change) continue;
    if (input.rejected.has(f.fingerprint) || seen.has(f.fingerprint)) continue;
    seen.add(f.fingerprint);
    open.push({
      fp: f.fingerprint,
      severity: f.severity,
      path: f.path,
      line: f.line,
      security: input.isSecurity(f),
    });
  }
  const carried: OpenFinding[] = [];
  for (const p of input.previous) {
    if (input.rejected.has(p.fp) || seen.has(p.fp)) continue;
    if (!input.present.has(p.path)) continue;
    if (input.complete && input.reviewed.has(p.path)) continue;
    seen.add(p.fp);
    carried.push(p);
  }
  return { open: [...open, ...carried], carried };
}

/** What the gate reads of a finding: its severity, and whether its file is outside the change. */
interface Gated {
  severity: Severity;
  outside_change?: true | undefined;
}

/**
 * The findings at or above the lowest severity of `failOn` (a threshold). A finding on a file the
 * change does not touch never counts: nothing the PR changed can be wrong there.
 */
export function failOnHits<F extends Gated>(findings: readonly F[], failOn: readonly Severity[]): F[] {
  if (failOn.length === 0) return [];
  const floor = Math.min(...failOn.map((s) => SEVERITY_RANK[s]));
  return findings.filter((f) => !f.outside_change && SEVERITY_RANK[f.severity] >= floor);
}

/** Whether any finding hits `failOn` (see `failOnHits`). */
export function hitsFailOn(findings: readonly Gated[], failOn: readonly Severity[]): boolean {
  return failOnHits(findings, failOn).length > 0;
}
