/**
 * The check-suggestions stage, last: only what will be shown is checked, since a suggestion button
 * must be one that commits cleanly (check-suggestions.ts).
 */
import type { FindingSet } from '../../types.js';
import { checkSuggestions as checkAll } from './check-suggestions.js';

/** Re-checks each shown finding's suggested code and keeps only suggestions that apply cleanly. */
export async function checkSuggestions(set: FindingSet): Promise<FindingSet> {
  const roles = new Map(
    [...set.files.classes].map(([path, c]) => [path, c === 'test' ? ('test' as const) : ('source' as const)]),
  );
  return { ...set, findings: await checkAll(set.findings, set.files.contents, { roles }) };
}
