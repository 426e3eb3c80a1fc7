/**
 * The static rules as renderers need them: id, message, note, category, the rule's own severity and
 * how often it is right (its measured precision as a level: measured-grade.ts).
 * SARIF takes its rule metadata from here rather than from a run's findings, so a rule is described
 * the same way in every run.
 */
import type { Severity } from '../core/types.js';
import { locateRulesDir } from './assets.js';
import { FILE_CHECKS } from './checks/file-checks.js';
import { readBuiltCatalog } from './built-catalog.js';
import { measuredPrecision, precisionLevel, type PrecisionLevel } from './measured-grade.js';
import { MEASURED } from './measured-record.js';

export interface RuleInfo {
  id: string;
  message: string;
  note: string | undefined;
  category: string;
  severity: Severity;
  url: string | undefined;
  precision: PrecisionLevel;
}

const levelOf = (id: string, confidence: number): PrecisionLevel =>
  precisionLevel(measuredPrecision(confidence, MEASURED[id]));

/** The rules of `dir` (default: the bundle's built catalog, else the repository's `rules/`) and the file checks'. */
export async function loadRuleCatalog(dir?: string): Promise<RuleInfo[]> {
  const built = dir === undefined ? readBuiltCatalog() : null;
  // The YAML reader loads only without a built catalog (the sources) or for a folder of the caller's.
  const rules = built ?? (await (await import('./rule-file.js')).loadRules(dir ?? locateRulesDir()));
  const checks = FILE_CHECKS.flatMap((check) => check.rules);
  return [
    ...rules.map(({ id, message, note, category, severity, url, confidence }) => ({
      id,
      message,
      note,
      category,
      severity,
      url,
      precision: levelOf(id, confidence),
    })),
    ...checks.map(({ id, message, note, category, severity, confidence }) => ({
      id,
      message,
      note,
      category,
      severity,
      url: undefined,
      precision: levelOf(id, confidence),
    })),
  ];
}
