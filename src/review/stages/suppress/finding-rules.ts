/**
 * Finding rules from config: drop or re-grade findings by path, category, title pattern, lens or
 * severity, so a team can silence a class of findings without code. Rules are data: globs and one
 * screened regular expression each, compiled once. The first matching rule wins, and every rule that
 * acted is counted in the report's warnings, so nothing vanishes without a trace.
 */
import type { Finding, Severity } from '../../../core/types.js';
import { compileTitlePattern, type FindingRuleConfig } from '../../../config/structured.js';
import { globMatcher } from '../../../config/path-match.js';

export interface CompiledFindingRule {
  index: number;
  reason?: string;
  matches: (finding: Finding) => boolean;
  action: 'drop' | { severity: Severity };
}

export interface FindingRulesResult {
  kept: Finding[];
  dropped: Array<{ finding: Finding; rule: number }>;
  /** Findings whose severity a rule changed, with the severity the lens gave. */
  regraded: Array<{ finding: Finding; rule: number; from: Severity }>;
}

const asList = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** Compiles the rules; a bad pattern throws naming the rule (the loader checked them already). */
export function compileFindingRules(rules: readonly FindingRuleConfig[]): CompiledFindingRule[] {
  return rules.map((rule, index) => {
    const tests: Array<(f: Finding) => boolean> = [];
    const { match } = rule;
    if (match.path !== undefined) {
      const matches = globMatcher(match.path);
      tests.push((f) => matches(f.path));
    }
    if (match.category !== undefined) {
      const wanted = new Set(asList(match.category as string | string[]).map((c) => c.trim().toLowerCase()));
      tests.push((f) => wanted.has(f.category.trim().toLowerCase()));
    }
    if (match.lens !== undefined) {
      const wanted = new Set(asList(match.lens as string | string[]));
      tests.push((f) => wanted.has(f.lens));
    }
    if (match.severity !== undefined) {
      const wanted = new Set(asList(match.severity as Severity | Severity[]));
      tests.push((f) => wanted.has(f.severity));
    }
    if (match.title !== undefined) {
      const re = compileTitlePattern(match.title);
      if (typeof re === 'string') throw new Error(`finding-rules[${index}].match.title: ${re}`);
      tests.push((f) => re.test(f.title));
    }
    return {
      index,
      ...(rule.reason ? { reason: rule.reason } : {}),
      // An empty match is refused by the schema; guard anyway so a rule never hits everything by accident.
      matches: (f) => tests.length > 0 && tests.every((test) => test(f)),
      action: rule.action,
    };
  });
}

/** Applies the first matching rule to each finding. */
export function applyFindingRules(
  findings: readonly Finding[],
  rules: readonly CompiledFindingRule[],
): FindingRulesResult {
  const result: FindingRulesResult = { kept: [], dropped: [], regraded: [] };
  for (const finding of findings) {
    const rule = rules.find((r) => r.matches(finding));
    if (!rule) result.kept.push(finding);
    else if (rule.action === 'drop') result.dropped.push({ finding, rule: rule.index });
    else if (rule.action.severity === finding.severity) result.kept.push(finding);
    else {
      result.regraded.push({ finding, rule: rule.index, from: finding.severity });
      result.kept.push({ ...finding, severity: rule.action.severity });
    }
  }
  return result;
}

/** One warning line per rule that acted: `finding-rules[0] (tests are exempt): dropped 3 findings`. */
export function findingRuleWarnings(
  result: Pick<FindingRulesResult, 'dropped' | 'regraded'>,
  rules: readonly CompiledFindingRule[],
): string[] {
  const lines: string[] = [];
  for (const rule of rules) {
    const dropped = result.dropped.filter((d) => d.rule === rule.index).length;
    const regraded = result.regraded.filter((r) => r.rule === rule.index);
    if (dropped === 0 && regraded.length === 0) continue;
    const label = `finding-rules[${rule.index}]${rule.reason ? ` (${rule.reason})` : ''}`;
    const what =
      rule.action === 'drop'
        ? `dropped ${plural(dropped)}`
        : `re-graded ${plural(regraded.length)} to ${rule.action.severity}`;
    lines.push(`${label}: ${what}`);
  }
  return lines;
}

function plural(n: number): string {
  return `${n} finding${n === 1 ? '' : 's'}`;
}
