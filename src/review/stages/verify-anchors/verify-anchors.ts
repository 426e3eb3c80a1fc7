/**
 * The verify stage: the one check that decides whether a finding is posted inline. Whatever lens
 * produced it, a finding is inline only when its producer placed it on a line (`anchored`) and
 * GitHub would take a review comment there (the line index of the kept files). The rest is kept
 * for the summary, never dropped. (github/comments.ts checks again only as a guard before an
 * all-or-nothing request, against the diff it posts on.)
 */
import { buildLineIndex, type LineIndex } from '../../../core/line-index.js';
import type { Finding } from '../../../core/types.js';
import type { FindingSet, StageContext } from '../../types.js';

/** Splits the candidates into inline findings and unanchored ones. */
export function verifyAnchors(set: FindingSet, run: StageContext): FindingSet {
  const indexes = new Map(set.files.kept.map((file) => [file.path, buildLineIndex(file)]));
  const placed = checkPlaces(set.findings, indexes);
  return {
    ...set,
    findings: placed.anchored,
    unanchored: markOutsideChange([...set.unanchored, ...placed.unanchored], run.change.files),
  };
}

/** Checks each finding's claimed place against the line index: inline, or unanchored. */
export function checkPlaces(
  findings: readonly Finding[],
  indexes: ReadonlyMap<string, LineIndex>,
): { anchored: Finding[]; unanchored: Finding[] } {
  const anchored: Finding[] = [];
  const unanchored: Finding[] = [];
  for (const finding of findings) {
    const index = indexes.get(finding.path);
    const check = index?.check({ side: finding.side, line: finding.line, start_line: finding.start_line });
    // A finding its producer could not place keeps no line to check: its line is only a model's guess.
    if (finding.anchored && check?.ok) anchored.push({ ...finding, anchored: true });
    else unanchored.push({ ...finding, anchored: false });
  }
  return { anchored, unanchored };
}

/**
 * Marks the unpinned findings whose file the change does not touch at all (a model naming a file it
 * never saw): they stay in the report, labelled, but never count for `fail-on`.
 */
function markOutsideChange(
  unanchored: readonly Finding[],
  files: readonly { path: string; oldPath?: string | null | undefined }[],
): Finding[] {
  const changed = new Set(files.flatMap((f) => (f.oldPath ? [f.path, f.oldPath] : [f.path])));
  return unanchored.map((f) => (changed.has(f.path) ? f : { ...f, outside_change: true as const }));
}
