/**
 * The merge gate's open findings rebuilt from prlens's own review threads, for a run that has no
 * record it can trust (the summary was deleted, edited by someone else, or written by an older
 * prlens). Without it, such a run would carry nothing over, so a finding on a file the run does not
 * review again (grown past `max-file-changed-lines`, newly marked generated) would drop out of the
 * gate: editing or deleting the summary must not clear it.
 *
 * Each thread of ours counts while it is open, or was resolved by anyone but prlens (resolving by
 * hand is no proof of a fix); its severity is read from the comment prlens wrote
 * (`<sub>severity · lens · category</sub>`, src/report/inline-comment.ts). A thread whose first
 * comment someone else edited last says nothing reliable, so it counts at `critical` under a
 * fingerprint of its own until a review of its file clears it: an edit fails closed.
 * Unplaced findings have no thread; the run that lacks a record reviews the whole PR.
 */
import type { OpenFinding } from '../core/gate.js';
import { isSecurityCategory } from '../core/pr-rules.js';
import { SEVERITIES, type Severity } from '../core/types.js';
import { isIdentity } from './identity.js';
import type { Ownership } from './ownership.js';
import type { ReviewThread } from './threads.js';

const META = /^<sub>(critical|high|medium|low) · (.*)<\/sub>$/m;

/** The open findings our threads hold: trusted ones at their severity, edited ones at critical. */
export function openFromThreads(
  threads: { ours: readonly ReviewThread[]; edited: readonly ReviewThread[] },
  own: Ownership,
): OpenFinding[] {
  const open: OpenFinding[] = [];
  const fixedByUs = (t: ReviewThread) => t.isResolved && isIdentity(own.identity, t.resolvedBy);
  for (const t of threads.ours) {
    if (fixedByUs(t) || t.fingerprint === null) continue;
    const meta = META.exec(t.comments[0]?.body ?? '');
    const severity = (SEVERITIES as readonly string[]).includes(meta?.[1] ?? '')
      ? (meta![1] as Severity)
      : 'critical';
    open.push({
      fp: t.fingerprint,
      severity,
      path: t.path,
      line: t.line ?? 0,
      security: isSecurityCategory(meta?.[2] ?? ''),
    });
  }
  for (const t of threads.edited) {
    if (fixedByUs(t)) continue;
    open.push({
      fp: `edited-thread:${t.id}`,
      severity: 'critical',
      path: t.path,
      line: t.line ?? 0,
      security: false,
    });
  }
  return open;
}
