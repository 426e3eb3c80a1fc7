/**
 * Every suggestion is committed in memory before anyone sees it: applied as GitHub applies it,
 * parsed with the file's grammar, and re-reviewed by the static rules. A suggestion button is one
 * click from a commit, so one that breaks the build or trades one finding for another is marked
 * `broken` and never offered as a button. No model is asked: the checks are the parser and the rules.
 *
 * `verified` means one thing: a prlens rule's own fix (`suggestion_rule`), re-reviewed by that same
 * rule, which ran on the file and no longer fires. A model's suggestion, or another tool's (SARIF
 * `fixes`), is at most `parses`, even on a finding a rule shares: "rule X no longer fires" says
 * nothing when X is a rule prlens never runs, and a model's code that drops the flagged call can
 * silence a rule while doing harm of its own (issue 42, point 3).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Finding, SuggestionCheck } from '../../../core/types.js';
import { grammarOf, processLanguages } from '../../../static/languages.js';
import type { LanguageSupport, RuleLanguage } from '../../../static/languages.js';
import { compileStaticRules, loadChecksFor, type CompiledRules } from '../../../static/compiled-rules.js';
import type { StaticFile } from '../../../static/static-file.js';
import { scanChangedLines } from '../../../static/scan-changed-lines.js';
import type { LinesResult } from '../../../static/scan-changed-lines.js';
import { REDACTED } from '../../../prompt/redact.js';
import { applySuggestion } from './apply.js';
import { rangeError } from './range.js';
import { parseFile, syntaxErrorsOf } from './syntax.js';

export interface SuggestionCheckOptions {
  /** Folder of YAML rules; defaults to the bundled or repository `rules/`. */
  rulesDir?: string;
  languages?: LanguageSupport;
  /** Which files are tests, so the re-review runs the same rules the review ran. */
  roles?: ReadonlyMap<string, 'source' | 'test'>;
}

type Outcome = { check: SuggestionCheck; reason: string };

const NOTHING: LinesResult = { findings: [], failed: [], overLimits: [] };

/** A file as it was, parsed once for all the suggestions on it. */
interface Original {
  content: string;
  language: RuleLanguage;
  tree: SgNode;
  errors: number;
}

/** The findings with `suggestion_check` and `suggestion_reason` set on each one that has a suggestion. */
export async function checkSuggestions(
  findings: readonly Finding[],
  contents: ReadonlyMap<string, string | null>,
  options: SuggestionCheckOptions = {},
): Promise<Finding[]> {
  if (!findings.some((f) => f.suggestion !== null)) return [...findings];
  const support = options.languages ?? processLanguages;
  // Loading and compiling the rules is most of a small check's cost: once per run, not per suggestion.
  const compiled = await compileStaticRules({
    ...(options.rulesDir !== undefined ? { rulesDir: options.rulesDir } : {}),
    languages: support,
  });
  const suggested = findings.filter((f) => f.suggestion !== null).map((f) => f.path);
  await loadChecksFor(compiled.checks, suggested);
  const originals = new Map<string, Original>();
  return findings.map((finding) => {
    if (finding.suggestion === null) return finding;
    const outcome = checkOne(finding, contents.get(finding.path), support, compiled, originals, options);
    return { ...finding, suggestion_check: outcome.check, suggestion_reason: outcome.reason };
  });
}

/** Applies, parses and re-reviews one suggestion. */
function checkOne(
  finding: Finding,
  content: string | null | undefined,
  support: LanguageSupport,
  compiled: CompiledRules,
  originals: Map<string, Original>,
  options: SuggestionCheckOptions,
): Outcome {
  if (content === null || content === undefined)
    return { check: 'unchecked', reason: `the contents of ${finding.path} were not read` };
  const applied = applySuggestion(content, finding, finding.suggestion ?? '');
  if ('error' in applied) return { check: 'broken', reason: `it cannot be applied: ${applied.error}` };
  const placeholder = redactedPlaceholder(content, finding);
  if (placeholder !== null) return { check: 'broken', reason: placeholder };
  const range = rangeError(content, finding);
  if (range !== null) return { check: 'broken', reason: range };
  if (applied.indentation !== null) return { check: 'broken', reason: applied.indentation };
  const language = grammarOf(finding.path);
  if (language === undefined)
    return { check: 'unchecked', reason: 'no grammar of the static lens reads this file type' };
  const available = support.check(language);
  if (!available.ok) return { check: 'unchecked', reason: available.reason };
  const original = originalOf(finding.path, content, language, originals);
  const tree = parseFile(applied.content, language);
  const added = syntaxErrorsOf(tree, applied.content) - original.errors;
  if (added > 0)
    return {
      check: 'broken',
      reason: `it adds ${added} syntax error${added === 1 ? '' : 's'} (${language})`,
    };
  const role = options.roles?.get(finding.path) ?? 'source';
  const first = finding.start_line ?? finding.line;
  const replaced = Array.from({ length: finding.line - first + 1 }, (_, i) => first + i);
  const before: StaticFile = { path: finding.path, content, changedLines: new Set(replaced), role };
  const after: StaticFile = {
    path: finding.path,
    content: applied.content,
    changedLines: new Set(applied.lines),
    role,
  };
  const now = scanChangedLines(compiled, after, tree);
  // The file as it was matters only for the rules that fire after: most suggestions need one scan.
  const was = now.findings.length > 0 ? scanChangedLines(compiled, before, original.tree) : NOTHING;
  return reviewOutcome(finding, was, now, rulesRun(compiled, after, language));
}

/**
 * The model saw `[REDACTED]` where the file has a secret (src/prompt/redact.ts); a suggestion that
 * copies the placeholder would commit it in place of the real value. Null when it holds no more of
 * them than the lines it replaces.
 */
function redactedPlaceholder(content: string, finding: Finding): string | null {
  const count = (text: string) => text.split(REDACTED).length - 1;
  const first = finding.start_line ?? finding.line;
  const replaced = content
    .split('\n')
    .slice(first - 1, finding.line)
    .join('\n');
  if (count(finding.suggestion ?? '') <= count(replaced)) return null;
  return `it holds ${REDACTED}, the placeholder the model saw instead of a secret, and would commit it`;
}

/** The ids of the rules the re-review ran on this file: its language's rules and the checks covering it. */
function rulesRun(compiled: CompiledRules, file: StaticFile, language: RuleLanguage): Set<string> {
  const test = file.role === 'test';
  const ids = compiled
    .rulesFor(language)
    .filter((r) => !(test && r.inTests === 'skip'))
    .map((r) => r.id);
  for (const check of compiled.checks) if (check.covers(file.path)) ids.push(...check.rules.map((r) => r.id));
  return new Set(ids);
}

function originalOf(
  path: string,
  content: string,
  language: RuleLanguage,
  originals: Map<string, Original>,
): Original {
  const known = originals.get(path);
  if (known?.content === content) return known;
  const tree = parseFile(content, language);
  const original = { content, language, tree, errors: syntaxErrorsOf(tree, content) };
  originals.set(path, original);
  return original;
}

/**
 * Compares the rules that fire on the replaced lines before and after: a rule that only fires after
 * is a finding the suggestion brings in; the finding's own rule still firing means it fixes nothing.
 * Only a rule's own fix, checked by that rule (`ran` holds the rules the re-review ran), is verified.
 */
function reviewOutcome(
  finding: Finding,
  before: LinesResult,
  after: LinesResult,
  ran: ReadonlySet<string>,
): Outcome {
  const failed =
    after.failed.find((f) => f.path === finding.path) ??
    after.overLimits.find((f) => f.path === finding.path);
  if (failed) return { check: 'unchecked', reason: `the re-review did not finish: ${failed.reason}` };
  const rulesOn = (result: LinesResult) =>
    new Set(result.findings.filter((f) => f.path === finding.path).map((f) => f.ruleId));
  const [was, now] = [rulesOn(before), rulesOn(after)];
  const added = [...now].filter((rule) => !was.has(rule)).sort();
  if (added.length > 0) return { check: 'broken', reason: `it adds a finding of rule ${added.join(', ')}` };
  if (finding.rule !== null && now.has(finding.rule))
    return {
      check: 'broken',
      reason: `rule ${finding.rule} still fires on the patched lines, so the suggestion does not fix the problem`,
    };
  const own = finding.suggestion_rule;
  if (own !== undefined && own === finding.rule && ran.has(own))
    return { check: 'verified', reason: `it parses and rule ${own} no longer fires` };
  // Nothing re-checked the problem itself: only that the code still parses and brings no new
  // finding, which the reader must not take for "verified".
  return {
    check: 'parses',
    reason: `it parses and the static rules find nothing new on its lines, but ${unverifiable(finding, ran)}`,
  };
}

/** Why no rule could confirm the fix, in the words of the `parses` reason. */
function unverifiable(finding: Finding, ran: ReadonlySet<string>): string {
  const tail = 'so whether it fixes the problem could not be verified';
  if (finding.rule === null) return `no rule backs the finding, ${tail}`;
  if (!ran.has(finding.rule))
    return `rule ${finding.rule} is not one prlens runs on this file (${finding.lens} reported it), ${tail}`;
  return `it is not rule ${finding.rule}'s own fix (it comes from ${
    finding.lens
      .split('+')
      .filter((l) => l !== 'static')
      .join('+') || 'another source'
  }), ${tail}`;
}
