/**
 * The static rules as renderers need them: id, message, note, category and the rule's own severity.
 * SARIF takes its rule metadata from here rather than from a run's findings, so a rule is described
 * the same way in every run.
 */
import type { Severity } from '../core/types.js';
import { locateRulesDir } from './assets.js';
import { loadRules } from './rule-file.js';

export interface RuleInfo {
  id: string;
  message: string;
  note: string | undefined;
  category: string;
  severity: Severity;
  url: string | undefined;
}

/** Reads the rule files of `dir` (default: the bundled or repository `rules/`). */
export async function loadRuleCatalog(dir: string = locateRulesDir()): Promise<RuleInfo[]> {
  const rules = await loadRules(dir);
  return rules.map(({ id, message, note, category, severity, url }) => ({
    id,
    message,
    note,
    category,
    severity,
    url,
  }));
}
