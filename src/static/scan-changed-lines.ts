/**
 * One file's static findings on its changed lines, from rules compiled once and a tree parsed once:
 * what runStaticRules reports for that file, for a caller that scans many versions of one file (the
 * suggestion check re-reviews every suggestion). Only the part of the tree holding the changed lines
 * is searched, so the cost follows the size of the change, not of the file.
 */
import type { SgNode } from '@ast-grep/napi';
import type { StaticFinding } from './static-finding.js';
import { grammarOf } from './languages.js';
import { overStaticLimits, STATIC_LIMITS, type StaticLimits } from './static-limits.js';
import { ruleApplies, runCheck } from './run-static-rules.js';
import { gradedForTests, guarded, scanFile } from './scan-file.js';
import type { CompiledRules } from './compiled-rules.js';
import type { StaticFile, StaticResult } from './static-file.js';

export type LinesResult = Pick<StaticResult, 'findings' | 'failed' | 'overLimits'>;

/**
 * The findings of `compiled` on `file`'s changed lines; `tree` is the file parsed with its grammar
 * (null when it has none the rules read). Failures and caps are reported as runStaticRules does.
 */
export function scanChangedLines(
  compiled: CompiledRules,
  file: StaticFile,
  tree: SgNode | null,
  limits: StaticLimits = STATIC_LIMITS,
): LinesResult {
  const result: LinesResult = { findings: [], failed: [], overLimits: [] };
  if (file.changedLines.size === 0) return result;
  const isTest = file.role === 'test';
  const covering = compiled.checks.filter((c) => c.covers(file.path));
  const language = grammarOf(file.path);
  if (covering.length === 0 && !language) return result;
  const over = overStaticLimits(file.content, limits);
  if (over !== null) {
    result.overLimits.push({ path: file.path, reason: over });
    return result;
  }
  const found: StaticFinding[] = [];
  for (const check of covering) {
    const hits = guarded(check.language, file, result.failed, () => runCheck(check, file)) ?? [];
    found.push(...(isTest ? hits.map(gradedForTests) : hits));
  }
  if (language && tree && compiled.support.check(language).ok) {
    const applicable = compiled.rulesFor(language).filter((r) => ruleApplies(r, file));
    if (applicable.length > 0)
      found.push(...scanFile(file, language, applicable, result.failed, tree).findings);
  }
  result.findings = found;
  return result;
}
