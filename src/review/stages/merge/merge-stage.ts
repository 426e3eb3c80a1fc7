/**
 * The merge stage: one inline comment per problem (merge-findings.ts says when two findings are
 * one problem). It runs after the suppress stage and before the floors, so the severity floor, the
 * comment cap and fail-on count one problem once.
 */
import type { FindingSet } from '../../types.js';
import { mergeSameProblem as mergeFindings } from './merge-findings.js';
import { linePlaces } from './merge-window.js';

/** Merges the inline findings that describe one problem on the same code. */
export function mergeSameProblem(set: FindingSet): FindingSet {
  const merge = mergeFindings(set.findings, set.lenses, {
    placeOf: linePlaces(set.files.kept),
    duplicates: set.auditDuplicates,
  });
  return { ...set, findings: merge.findings, merges: [...set.merges, ...merge.groups] };
}
