/**
 * The static lens: applies the ast-grep rules to the post-change files and reports the matches that
 * touch a changed line. It needs no model, so prlens can review with `provider: none`.
 *
 * Mapping of a rule to a Finding: `category` = `metadata.category`, `severity` = `metadata.severity`,
 * `confidence` = `metadata.confidence`, `title` = `message`, `body` = message, note and a last line
 * naming the rule (see `staticRuleIdOf`), and `ruleId` alongside for renderers such as SARIF.
 */
import { parse } from '@ast-grep/napi';
import type { Range } from '@ast-grep/napi';
import type { Finding } from '../core/types.js';
import { fingerprint } from '../core/fingerprint.js';
import { locateRulesDir } from './assets.js';
import { languageOf, napiLang, processLanguages, targetsOf } from './languages.js';
import type { Language, LanguageSupport } from './languages.js';
import { loadRules } from './rule-file.js';
import { fileSuppressions, suppressionFor, type FileSuppressions } from './suppressions.js';
import type { StaticRule } from './rule-file.js';

export interface StaticFile {
  path: string;
  /** The file after the change. */
  content: string;
  /** RIGHT line numbers (1-based) of the added lines. */
  changedLines: ReadonlySet<number>;
  /** A test file runs only the rules whose `in-tests` allows it (default: source). */
  role?: 'source' | 'test';
}

export type StaticFinding = Finding & { ruleId: string };

export interface StaticResult {
  findings: StaticFinding[];
  skipped: { path: string; reason: string }[];
  /** How many rules were loaded. */
  rules: number;
  /** Files the rules parsed, and the ids of the rules that ran on them: what the lens looked at. */
  scanned: string[];
  rulesRun: string[];
  /** Matches silenced by an inline comment (`# nosec`, `// eslint-disable-line`, ...). */
  suppressed: Array<{ path: string; line: number; rule: string; marker: string }>;
}

export interface StaticOptions {
  /** Folder of YAML rules; defaults to the bundled or repository `rules/`. */
  rulesDir?: string;
  /** Which grammars can be used; defaults to those this process could register. */
  languages?: LanguageSupport;
}

const RULE_LINE = /^_prlens static rule `([a-z0-9-]+)`_$/m;

/** The rule id recorded in a static finding's body, or null for findings of other lenses. */
export function staticRuleIdOf(body: string): string | null {
  return RULE_LINE.exec(body)?.[1] ?? null;
}

/** Runs every rule of a file's language over the file, keeping matches on changed lines. */
export async function runStaticRules(
  files: StaticFile[],
  options: StaticOptions = {},
): Promise<StaticResult> {
  const rules = await loadRules(options.rulesDir ?? locateRulesDir());
  const support = options.languages ?? processLanguages;
  const byLanguage = rulesByLanguage(rules, support);

  const findings: StaticFinding[] = [];
  const skipped: StaticResult['skipped'] = [];
  const scanned: string[] = [];
  const rulesRun = new Set<string>();
  const suppressed: StaticResult['suppressed'] = [];
  for (const file of files) {
    const language = languageOf(file.path);
    if (!language) {
      skipped.push({ path: file.path, reason: 'the static rules do not cover this file type' });
      continue;
    }
    const available = support.check(language);
    if (!available.ok) {
      skipped.push({ path: file.path, reason: available.reason });
      continue;
    }
    const isTest = file.role === 'test';
    const applicable = (byLanguage.get(language) ?? []).filter((r) => !(isTest && r.inTests === 'skip'));
    // Parsing is the expensive part; a file without added lines cannot produce a finding.
    if (file.changedLines.size === 0 || applicable.length === 0) continue;
    scanned.push(file.path);
    for (const rule of applicable) rulesRun.add(rule.id);
    const result = scanFile(file, language, applicable);
    findings.push(...result.findings);
    suppressed.push(...result.suppressed);
  }
  return { findings, skipped, rules: rules.length, scanned, rulesRun: [...rulesRun].sort(), suppressed };
}

/** Groups rules by the file languages they run on, after checking that each compiles there. */
function rulesByLanguage(rules: StaticRule[], support: LanguageSupport): Map<Language, StaticRule[]> {
  const map = new Map<Language, StaticRule[]>();
  for (const rule of rules) {
    for (const language of targetsOf(rule.language)) {
      if (!support.check(language).ok) continue;
      compileCheck(rule, language);
      map.set(language, [...(map.get(language) ?? []), rule]);
    }
  }
  return map;
}

// ast-grep reports unknown kinds, bad regexes and unknown keys only when a rule is compiled; doing it
// once on an empty file turns a broken rule into an error that names its file, not a per-file failure.
function compileCheck(rule: StaticRule, language: Language): void {
  try {
    parse(napiLang(language), '').root().findAll(rule.config);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      `malformed rule file ${rule.source}: rule: ${rule.id} does not compile for ${language}: ${detail}`,
    );
  }
}

function scanFile(
  file: StaticFile,
  language: Language,
  rules: StaticRule[],
): { findings: StaticFinding[]; suppressed: StaticResult['suppressed'] } {
  const root = parse(napiLang(language), file.content).root();
  const lines = file.content.split('\n');
  const seen = new Set<string>();
  const findings: StaticFinding[] = [];
  const suppressed: StaticResult['suppressed'] = [];
  let inline: FileSuppressions | undefined;
  for (const rule of rules) {
    for (const node of root.findAll(rule.config)) {
      const line = firstChangedLine(node.range(), file.changedLines);
      if (line === undefined || seen.has(`${rule.id}:${line}`)) continue;
      seen.add(`${rule.id}:${line}`);
      // Comments are collected once a file has a match: most files have none.
      inline ??= fileSuppressions(root, language, lines);
      const marker = suppressionFor(inline, rule, { startLine: node.range().start.line + 1, line }, node);
      if (marker !== null) {
        suppressed.push({ path: file.path, line, rule: rule.id, marker });
        continue;
      }
      const finding = toFinding(rule, file.path, line, (lines[line - 1] ?? '').replace(/\r$/, ''));
      findings.push(file.role === 'test' && rule.inTests === 'low' ? gradedForTests(finding) : finding);
    }
  }
  findings.sort((a, b) => a.line - b.line || a.ruleId.localeCompare(b.ruleId));
  return { findings, suppressed };
}

/** A rule with `in-tests: low` in a test file: reported, but graded low and saying why. */
function gradedForTests(finding: StaticFinding): StaticFinding {
  if (finding.severity === 'low') return finding;
  const note = `Graded low (the rule says ${finding.severity}): \`${finding.path}\` is a test file.`;
  const body = finding.body.replace(/(\n\n_prlens static rule `[a-z0-9-]+`_)$/, `\n\n${note}$1`);
  return { ...finding, severity: 'low', body: body === finding.body ? `${body}\n\n${note}` : body };
}

/** The first changed (1-based) line inside a match, so the comment lands on a line GitHub accepts. */
function firstChangedLine(range: Range, changed: ReadonlySet<number>): number | undefined {
  for (let line = range.start.line + 1; line <= range.end.line + 1; line++) {
    if (changed.has(line)) return line;
  }
  return undefined;
}

function toFinding(rule: StaticRule, path: string, line: number, anchor: string): StaticFinding {
  const body = [rule.message, rule.note, `_prlens static rule \`${rule.id}\`_`].filter(Boolean).join('\n\n');
  return {
    path,
    line,
    start_line: null,
    side: 'RIGHT',
    severity: rule.severity,
    category: rule.category,
    lens: 'static',
    title: rule.message,
    body,
    suggestion: null,
    anchor,
    confidence: rule.confidence,
    anchored: true,
    fingerprint: fingerprint({ path, category: rule.category, anchor }),
    rule: rule.id,
    ruleId: rule.id,
  };
}
