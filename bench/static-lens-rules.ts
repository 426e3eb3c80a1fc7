/** Rule counts per language for bench/static-lens.ts. */
import { locateRulesDir } from '../src/static/assets.js';
import { FILE_CHECKS } from '../src/static/checks/file-checks.js';
import { loadRules } from '../src/static/rule-file.js';

/** How many rules the static lens has for each language (YAML rules and file checks), sorted by language. */
export async function listRuleCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const rules = [...(await loadRules(locateRulesDir())), ...FILE_CHECKS.flatMap((c) => c.rules)];
  for (const rule of rules) counts.set(rule.language, (counts.get(rule.language) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}
