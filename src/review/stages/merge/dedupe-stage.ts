/**
 * The dedupe stage: once every lens is in, one finding per identity (fingerprint) across static
 * rules, other tools and every model lens, placed or not. The only place findings are deduplicated;
 * it runs before the verify stage, so a copy one lens placed lends its line to one another could not.
 */
import type { FindingSet } from '../../types.js';
import { dedupeFindings } from './dedupe.js';

/** Merges the findings that share a fingerprint, whichever lens reported them. */
export function dedupe(set: FindingSet): FindingSet {
  const findings = dedupeFindings([...set.findings, ...set.unanchored], set.lenses);
  return { ...set, findings, unanchored: [] };
}
