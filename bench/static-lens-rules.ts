/** Rule counts per language for bench/static-lens.ts. */
import { locateRulesDir } from '../src/static/assets.js';
import { loadRules } from '../src/static/rule-file.js';

/** How many rules the static lens has for each language, sorted by language. */
export async function listRuleCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const rule of await loadRules(locateRulesDir()))
    counts.set(rule.language, (counts.get(rule.language) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}
