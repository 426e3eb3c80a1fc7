/**
 * Turns a rule match (a YAML rule or a file check) into a Finding of the static lens.
 *
 * `category`, `severity` and `confidence` come from the rule (the severity possibly graded by what
 * flows in), `title` = the message, `body` = message, note, the instance's detail and a last line
 * naming the rule (see `staticRuleIdOf`), and `ruleId` alongside for renderers such as SARIF.
 */
import type { Finding, Severity } from '../core/types.js';
import { compareText } from '../core/compare-text.js';
import { fingerprint } from '../core/fingerprint.js';

/**
 * `backed`, while the lens runs: the grade rests on what the graders found in the code (grade-match.ts),
 * which the measured grade keeps (measured-grade.ts). Dropped before the lens returns.
 */
export type StaticFinding = Finding & { ruleId: string; backed?: true };

export interface RuleFacts {
  id: string;
  message: string;
  note: string | undefined;
  category: string;
  severity: Severity;
  confidence: number;
}

export interface MatchFacts {
  path: string;
  line: number;
  /** The flagged line as it reads in the file. */
  anchor: string;
  severity?: Severity | undefined;
  suggestion?: string | null | undefined;
  detail?: string | undefined;
  /** Whether the grade rests on what the graders found in the code, not on the pattern alone. */
  backed?: boolean | undefined;
}

const RULE_LINE = /^_prlens static rule `([a-z0-9-]+)`_$/m;

/** The rule id recorded in a static finding's body, or null for findings of other lenses. */
export function staticRuleIdOf(body: string): string | null {
  return RULE_LINE.exec(body)?.[1] ?? null;
}

/** The finding of one match. */
export function staticFinding(rule: RuleFacts, match: MatchFacts): StaticFinding {
  const body = [rule.message, rule.note, match.detail, `_prlens static rule \`${rule.id}\`_`]
    .filter(Boolean)
    .join('\n\n');
  return {
    path: match.path,
    line: match.line,
    start_line: null,
    side: 'RIGHT',
    severity: match.severity ?? rule.severity,
    category: rule.category,
    lens: 'static',
    title: rule.message,
    body,
    suggestion: match.suggestion ?? null,
    // Only a rule's own fix may later be `verified`, and only by this rule (check-suggestions.ts).
    ...(match.suggestion != null ? { suggestion_rule: rule.id } : {}),
    anchor: match.anchor,
    confidence: rule.confidence,
    anchored: true,
    fingerprint: fingerprint({ path: match.path, category: rule.category, anchor: match.anchor }),
    rule: rule.id,
    ruleId: rule.id,
    ...(match.backed === true ? { backed: true as const } : {}),
  };
}

/**
 * The findings with one fingerprint each. A fingerprint names the path, the category and the line's
 * text, not the rule (a model finding has none) nor the line number (it survives edits above), so
 * two rules of one category on one line share it, and so do two identical lines of a file (two
 * `eval(x)`): the run would keep only one of them. The first holder, by rule id and then by line,
 * keeps the plain fingerprint, the one earlier runs posted and users may have ignored; another rule
 * adds its id, another occurrence of the same rule its ordinal (`#2`).
 */
export function distinctRuleFingerprints(findings: readonly StaticFinding[]): StaticFinding[] {
  const holders = new Map<string, StaticFinding[]>();
  for (const f of findings) holders.set(f.fingerprint, [...(holders.get(f.fingerprint) ?? []), f]);
  const renamed = new Map<StaticFinding, string>();
  for (const group of holders.values()) {
    if (group.length < 2) continue;
    const ordered = [...group].sort((a, b) => compareText(a.ruleId, b.ruleId) || a.line - b.line);
    const first = ordered[0]!.ruleId;
    const seen = new Map<string, number>();
    for (const f of ordered) {
      const n = (seen.get(f.ruleId) ?? 0) + 1;
      seen.set(f.ruleId, n);
      const rulePart = f.ruleId === first ? '' : `/${f.ruleId}`;
      const occurrence = n === 1 ? '' : `#${n}`;
      if (rulePart === '' && occurrence === '') continue;
      const category = `${f.category}${rulePart}${occurrence}`;
      renamed.set(f, fingerprint({ path: f.path, category, anchor: f.anchor }));
    }
  }
  return findings.map((f) => {
    const print = renamed.get(f);
    return print === undefined ? f : { ...f, fingerprint: print };
  });
}
