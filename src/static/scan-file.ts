/**
 * One file's ast-grep matches on its changed lines: each rule's matches graded (grade-match.ts),
 * escalated, gated by the manifests, checked against the inline suppressions and made findings,
 * each rule failing alone. Apart from run-static-rules.ts, which decides which files and rules run
 * and reads the facts a second scan needs, because scan-changed-lines.ts scans one file's versions
 * with this same step and no run around it.
 */
import type { NapiConfig, Range, SgNode } from '@ast-grep/napi';
import { gradeMatch, suggestionFor, type Graded } from './grade-match.js';
import { napiLang, type RuleLanguage } from './languages.js';
import { regionOf, regionSearch } from './region.js';
import type { StaticRule } from './rule-file.js';
import { staticFinding, type StaticFinding } from './static-finding.js';
import {
  fileSuppressions,
  multilineStringEnds,
  suppressionFor,
  assignmentLines,
  type FileSuppressions,
} from './suppressions.js';
import { compareText } from '../core/compare-text.js';
import { napi } from './napi.js';
import { deliberateFallback } from './deliberate-fallback.js';
import { dependencyGate, packageGate } from './manifest.js';
import type { StaticFile, StaticResult } from './static-file.js';

/**
 * Runs one check or rule on a file; a throw becomes an entry in `failed` (the caller reports the
 * file as partly checked) instead of ending the review or passing for "no finding".
 */
export function guarded<T>(
  rule: string,
  file: StaticFile,
  failed: StaticResult['failed'],
  run: () => T,
): T | undefined {
  try {
    return run();
  } catch (error) {
    failed.push({ path: file.path, rule, reason: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/**
 * The matches of `rules` on the changed lines of a file. Given the file's tree (`parsed`), only the
 * part holding the changed lines is searched: same matches, without walking the rest of the file.
 */
export function scanFile(
  file: StaticFile,
  language: RuleLanguage,
  rules: readonly StaticRule[],
  failed: StaticResult['failed'],
  parsed?: SgNode,
): { findings: StaticFinding[]; suppressed: StaticResult['suppressed'] } {
  const root =
    parsed ??
    guarded(`the ${language} parser`, file, failed, () =>
      napi().parse(napiLang(language), file.content).root(),
    );
  if (!root) return { findings: [], suppressed: [] };
  const region = parsed ? regionOf(parsed, file.changedLines) : null;
  const configs = rules.map((r) => r.config);
  const search = region
    ? regionSearch(region, configs, language)
    : (config: NapiConfig): SgNode[] => root.findAll(config);
  const lines = file.content.split('\n');
  const seen = new Set<string>();
  const findings: StaticFinding[] = [];
  const suppressed: StaticResult['suppressed'] = [];
  let inline: FileSuppressions | undefined;
  const tree = root;
  const matchRule = (rule: StaticRule): void => {
    for (const node of search(rule.config)) {
      const line = firstChangedLine(node.range(), file.changedLines);
      if (line === undefined || seen.has(`${rule.id}:${line}`)) continue;
      // Issue 45 point 4: one recogniser of a deliberate fallback for every error-discarding rule.
      if (rule.fallback === 'skip' && deliberateFallback(node, language)) continue;
      const graded = escalated(
        rule,
        node,
        gradeMatch(
          rule,
          node,
          language,
          file.path,
          file.role === 'test',
          file.manifest?.runBy,
          file.goPackage,
          file.callers,
        ),
      );
      if (!graded.keep) continue;
      const gate = rule.dependency && dependencyGate(rule.dependency, file.manifest);
      if (gate && gate.drop) continue;
      if (rule.needsPackage && packageGate(rule.needsPackage, file.manifest).drop) continue;
      seen.add(`${rule.id}:${line}`);
      // Comments are collected once a file has a match: most files have none.
      inline ??= fileSuppressions(tree, language, lines);
      const marker = inlineMarker(inline, rule, node, line, language);
      if (marker !== null) {
        suppressed.push({ path: file.path, line, rule: rule.id, marker });
        continue;
      }
      const finding = staticFinding(rule, {
        path: file.path,
        line,
        anchor: (lines[line - 1] ?? '').replace(/\r$/, ''),
        severity: graded.severity,
        backed: graded.backed,
        detail: gate ? [graded.detail, gate.note].filter(Boolean).join(' ') : graded.detail,
        suggestion: suggestionFor(rule, node, file.content, line),
      });
      findings.push(file.role === 'test' && rule.inTests === 'low' ? gradedForTests(finding) : finding);
    }
  };
  // Each rule (its matching and the grading of its matches) fails alone: the others still report.
  // A rule whose required text is absent cannot match: the syntax search is skipped.
  for (const rule of rules)
    if (!rule.requires || rule.requires.test(file.content))
      guarded(rule.id, file, failed, () => matchRule(rule));
  findings.sort((a, b) => a.line - b.line || compareText(a.ruleId, b.ruleId));
  return { findings, suppressed };
}

/** The inline marker (`# nosec`, `// eslint-disable-line`) that silences a rule's match on `line`, or null. */
function inlineMarker(
  inline: FileSuppressions,
  rule: StaticRule,
  node: SgNode,
  line: number,
  language: RuleLanguage,
): string | null {
  // Only a same-line marker can sit after a string's closing quotes, or on the string a variable
  // passed to the sink was built from (bandit and ruff report there): most files have none.
  const sameLine = inline.sameLine.size > 0;
  const stringEnds = sameLine ? multilineStringEnds(node, language) : [];
  const builtAt = sameLine && rule.flow ? assignmentLines(node.getMatch(rule.flow), language) : [];
  return suppressionFor(
    inline,
    rule,
    { startLine: node.range().start.line + 1, line, stringEnds, builtAt },
    node,
  );
}

/**
 * The severity of the rule's first `escalate` entry whose `when` the match's YAML document (else the
 * file) matches, or with `scope: mapping` the innermost mapping that holds the match.
 */
function escalated(rule: StaticRule, node: SgNode, graded: Graded): Graded {
  if (!graded.keep || rule.escalate.length === 0) return graded;
  const root = node.getRoot().root();
  const document = node.ancestors().find((a) => String(a.kind()) === 'document') ?? root;
  const mapping = node.ancestors().find((a) => /^(block|flow)_mapping$/.test(String(a.kind())));
  const entry = rule.escalate.find((e) => {
    const scope = e.scope === 'mapping' ? mapping : document;
    return scope !== undefined && e.when.test(scope.text());
  });
  if (!entry) return graded;
  const why = `Severity ${entry.severity}: ${entry.why}.`;
  return {
    keep: true,
    severity: entry.severity,
    detail: graded.detail ? `${graded.detail} ${why}` : why,
  };
}

/** A rule with `in-tests: low` in a test file: reported, but graded low and saying why. */
export function gradedForTests(finding: StaticFinding): StaticFinding {
  if (finding.severity === 'low') return finding;
  const note = `Graded low (the rule says ${finding.severity}): \`${finding.path}\` is a test file.`;
  return { ...withNote(finding, note), severity: 'low' };
}

/** The finding with `note` added to its body, before the line naming the rule. */
export function withNote(finding: StaticFinding, note: string): StaticFinding {
  const body = finding.body.replace(/(\n\n_prlens static rule `[a-z0-9-]+`_)$/, `\n\n${note}$1`);
  return { ...finding, body: body === finding.body ? `${body}\n\n${note}` : body };
}

/** The first changed (1-based) line inside a match, so the comment lands on a line GitHub accepts. */
function firstChangedLine(range: Range, changed: ReadonlySet<number>): number | undefined {
  for (let line = range.start.line + 1; line <= range.end.line + 1; line++) {
    if (changed.has(line)) return line;
  }
  return undefined;
}
