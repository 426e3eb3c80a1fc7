/**
 * The static lens's rules, loaded: the YAML rules (the catalog built with the bundle, or a rules
 * folder read at run time) grouped by the languages they run on, and the file checks. Each grammar
 * is loaded on a language's first use, so a run loads only the grammars of the files it parses.
 */
import { locateRulesDir } from './assets.js';
import { readBuiltCatalog } from './built-catalog.js';
import type { FileCheck } from './checks/check.js';
import { FILE_CHECKS } from './checks/file-checks.js';
import { compileCheck } from './compile-rule.js';
import { processLanguages, targetsOf, type LanguageSupport, type RuleLanguage } from './languages.js';
import type { StaticRule } from './rule-file.js';

/** Where the rules come from; each defaults to what ships with prlens. */
export interface RuleSources {
  /** Folder of YAML rules; defaults to the bundled or repository `rules/`. */
  rulesDir?: string;
  /** Which grammars can be used; defaults to those this process could register. */
  languages?: LanguageSupport;
  /** The checks written in TypeScript; defaults to all of them. */
  checks?: readonly FileCheck[];
}

/** The rules loaded once, for a caller that scans many files or versions of a file. */
export interface CompiledRules {
  /** The YAML rules and the rules of the file checks. */
  count: number;
  /**
   * The rules that run on files of `language`, [] when its grammar cannot load here. A language's
   * grammar is loaded, and a runtime rules folder compiled for it, on its first call only.
   */
  rulesFor: (language: RuleLanguage) => readonly StaticRule[];
  support: LanguageSupport;
  checks: readonly FileCheck[];
}

let bundled: Promise<CompiledRules> | undefined;

/**
 * Loads the rules; throws on a malformed rule. The bundled rules come from the catalog built with
 * the bundle (built-catalog.ts; in the sources, the YAML of `rules/`, which the tests compile), and
 * cannot change while the process runs, so they are loaded once per process: a review reads them
 * for the head files, for the base version of every file with a finding (static-baseline.ts) and
 * for the suggestions. A `rulesDir` of the caller's is read on every call.
 */
export function compileStaticRules(options: RuleSources = {}): Promise<CompiledRules> {
  const isBundled =
    options.rulesDir === undefined &&
    (options.languages === undefined || options.languages === processLanguages) &&
    options.checks === undefined;
  if (!isBundled) return compileRules(options);
  // A failure is not kept: the next review tries again and reports its own error.
  bundled ??= compileRules({}).catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}

let ruleLoads = 0;

/** @public How often this process loaded a rule catalog or folder (the test of `rulesForRun`). */
export function staticRuleLoads(): number {
  return ruleLoads;
}

async function compileRules(options: RuleSources): Promise<CompiledRules> {
  ruleLoads++;
  const own = options.rulesDir !== undefined;
  const rules = own
    ? await readRuleFiles(options.rulesDir ?? '')
    : (readBuiltCatalog() ?? (await readRuleFiles(locateRulesDir())));
  const support = options.languages ?? processLanguages;
  const checks = options.checks ?? FILE_CHECKS;
  const count = rules.length + checks.reduce((n, c) => n + c.rules.length, 0);
  return { count, rulesFor: rulesByLanguage(rules, support, own), support, checks };
}

/**
 * The rules a run needs. The bundled catalog (a 200 kB JSON file, ~2 ms to read) is read only when
 * the run `parses` some changed file with a grammar: a docs-only change reads none (issue 48). A
 * rules folder of the caller's is always read, so a malformed file fails every run that names it.
 */
export function rulesForRun(parses: boolean, options: RuleSources): Promise<CompiledRules> {
  if (parses || options.rulesDir !== undefined) return compileStaticRules(options);
  const checks = options.checks ?? FILE_CHECKS;
  return Promise.resolve({
    count: checks.reduce((n, c) => n + c.rules.length, 0),
    rulesFor: () => [],
    support: options.languages ?? processLanguages,
    checks,
  });
}

/** Loads what the checks covering any of `paths` need before they run (see FileCheck.load). */
export async function loadChecksFor(checks: readonly FileCheck[], paths: readonly string[]): Promise<void> {
  for (const check of checks) if (check.load && paths.some((p) => check.covers(p))) await check.load();
}

/**
 * The YAML rules of a folder. The reader (a YAML parser and the rule file's zod schema, ~70 schemas)
 * is imported only here: with the bundle's built catalog, a review never reads a rule file (issue 48).
 */
async function readRuleFiles(dir: string): Promise<StaticRule[]> {
  const { loadRules } = await import('./rule-file.js');
  return loadRules(dir);
}

/**
 * Groups rules by the file languages they run on, resolved per language on first use: only the
 * languages a run parses load a grammar, and only a runtime rules folder (`compile`) is compiled.
 */
function rulesByLanguage(
  rules: readonly StaticRule[],
  support: LanguageSupport,
  compile: boolean,
): (language: RuleLanguage) => readonly StaticRule[] {
  const byLanguage = new Map<RuleLanguage, StaticRule[]>();
  for (const rule of rules)
    for (const language of targetsOf(rule.language))
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), rule]);
  const ready = new Map<RuleLanguage, readonly StaticRule[]>();
  return (language) => {
    const known = ready.get(language);
    if (known) return known;
    if (!support.check(language).ok) return [];
    const list = byLanguage.get(language) ?? [];
    if (compile) for (const rule of list) compileCheck(rule, language);
    ready.set(language, list);
    return list;
  };
}
