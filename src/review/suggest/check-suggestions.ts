/**
 * Every suggestion is committed in memory before anyone sees it: applied as GitHub applies it,
 * parsed with the file's grammar, and re-reviewed by the static rules. A suggestion button is one
 * click from a commit, so one that breaks the build or trades one finding for another is marked
 * `broken` and never offered as a button. No model is asked: the checks are the parser and the rules.
 */
import type { Finding, SuggestionCheck } from '../../core/types.js';
import { grammarOf, processLanguages } from '../../static/languages.js';
import type { LanguageSupport } from '../../static/languages.js';
import { runStaticRules } from '../../static/run-static-rules.js';
import type { StaticFile, StaticResult } from '../../static/run-static-rules.js';
import { applySuggestion } from './apply.js';
import type { AppliedSuggestion } from './apply.js';
import { countSyntaxErrors } from './syntax.js';

export interface SuggestionCheckOptions {
  /** Folder of YAML rules; defaults to the bundled or repository `rules/`. */
  rulesDir?: string;
  languages?: LanguageSupport;
  /** Which files are tests, so the re-review runs the same rules the review ran. */
  roles?: ReadonlyMap<string, 'source' | 'test'>;
}

type Outcome = { check: SuggestionCheck; reason: string };

/** A patched file waiting for its re-review, with the file as it was for comparison. */
interface Pending {
  index: number;
  before: StaticFile;
  after: StaticFile;
}

/** The findings with `suggestion_check` and `suggestion_reason` set on each one that has a suggestion. */
export async function checkSuggestions(
  findings: readonly Finding[],
  contents: ReadonlyMap<string, string | null>,
  options: SuggestionCheckOptions = {},
): Promise<Finding[]> {
  const support = options.languages ?? processLanguages;
  const outcomes = new Map<number, Outcome>();
  const pending: Pending[] = [];
  for (const [index, finding] of findings.entries()) {
    if (finding.suggestion === null) continue;
    const first = syntaxOutcome(finding, contents.get(finding.path), support);
    if ('check' in first) outcomes.set(index, first);
    else pending.push({ index, ...staticFiles(finding, first.original, first.applied, options.roles) });
  }
  for (const round of rounds(pending)) {
    const [before, after] = await Promise.all([
      runStaticRules(
        round.map((p) => p.before),
        staticOptions(options),
      ),
      runStaticRules(
        round.map((p) => p.after),
        staticOptions(options),
      ),
    ]);
    for (const p of round) outcomes.set(p.index, reviewOutcome(findings[p.index] as Finding, before, after));
  }
  return findings.map((finding, index) => {
    const outcome = outcomes.get(index);
    return outcome
      ? { ...finding, suggestion_check: outcome.check, suggestion_reason: outcome.reason }
      : finding;
  });
}

/** The apply, indentation and parse checks: an outcome, or the patched file for the re-review. */
function syntaxOutcome(
  finding: Finding,
  content: string | null | undefined,
  support: LanguageSupport,
): Outcome | { original: string; applied: AppliedSuggestion } {
  if (content === null || content === undefined)
    return { check: 'unchecked', reason: `the contents of ${finding.path} were not read` };
  const applied = applySuggestion(content, finding, finding.suggestion ?? '');
  if ('error' in applied) return { check: 'broken', reason: `it cannot be applied: ${applied.error}` };
  if (applied.indentation !== null) return { check: 'broken', reason: applied.indentation };
  const language = grammarOf(finding.path);
  if (language === undefined)
    return { check: 'unchecked', reason: 'no grammar of the static lens reads this file type' };
  const available = support.check(language);
  if (!available.ok) return { check: 'unchecked', reason: available.reason };
  const [was, now] = [countSyntaxErrors(content, language), countSyntaxErrors(applied.content, language)];
  if (now > was) {
    const added = now - was;
    return {
      check: 'broken',
      reason: `it adds ${added} syntax error${added === 1 ? '' : 's'} (${language})`,
    };
  }
  return { original: content, applied };
}

function staticFiles(
  finding: Finding,
  original: string,
  applied: AppliedSuggestion,
  roles: SuggestionCheckOptions['roles'],
): { before: StaticFile; after: StaticFile } {
  const role = roles?.get(finding.path) ?? 'source';
  const first = finding.start_line ?? finding.line;
  const replaced = Array.from({ length: finding.line - first + 1 }, (_, i) => first + i);
  return {
    before: { path: finding.path, content: original, changedLines: new Set(replaced), role },
    after: { path: finding.path, content: applied.content, changedLines: new Set(applied.lines), role },
  };
}

/**
 * Compares the rules that fire on the replaced lines before and after: a rule that only fires after
 * is a finding the suggestion brings in; the finding's own rule still firing means it fixes nothing.
 */
function reviewOutcome(finding: Finding, before: StaticResult, after: StaticResult): Outcome {
  const failed =
    after.failed.find((f) => f.path === finding.path) ??
    after.overLimits.find((f) => f.path === finding.path);
  if (failed) return { check: 'unchecked', reason: `the re-review did not finish: ${failed.reason}` };
  const rulesOn = (result: StaticResult) =>
    new Set(result.findings.filter((f) => f.path === finding.path).map((f) => f.ruleId));
  const [was, now] = [rulesOn(before), rulesOn(after)];
  const added = [...now].filter((rule) => !was.has(rule)).sort();
  if (added.length > 0) return { check: 'broken', reason: `it adds a finding of rule ${added.join(', ')}` };
  if (finding.rule !== null && now.has(finding.rule))
    return { check: 'broken', reason: `rule ${finding.rule} still fires on the suggested lines` };
  if (finding.rule !== null)
    return { check: 'verified', reason: `it parses and rule ${finding.rule} no longer fires` };
  return { check: 'parses', reason: 'it parses and the static rules find nothing new on its lines' };
}

/** Splits the pending files so that no round holds one path twice (results are matched by path). */
function rounds(pending: Pending[]): Pending[][] {
  const result: Pending[][] = [];
  const seen = new Map<string, number>();
  for (const p of pending) {
    const round = seen.get(p.before.path) ?? 0;
    seen.set(p.before.path, round + 1);
    (result[round] ??= []).push(p);
  }
  return result;
}

function staticOptions(options: SuggestionCheckOptions): Parameters<typeof runStaticRules>[1] {
  return {
    ...(options.rulesDir !== undefined ? { rulesDir: options.rulesDir } : {}),
    ...(options.languages !== undefined ? { languages: options.languages } : {}),
  };
}
