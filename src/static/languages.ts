/**
 * Which grammar parses which file, and the one-time registration of the dynamic grammars.
 */
import path from 'node:path';
import { Lang, registerDynamicLanguage } from '@ast-grep/napi';
import type { DynamicLangRegistrations } from '@ast-grep/napi';
import { DYNAMIC_LANGUAGES, GRAMMAR_SPECS, locateGrammar } from './assets.js';
import type { DynamicLanguage } from './assets.js';

/** Programming languages: what the static rules and the symbol finder (review/exec) parse as code. */
export const LANGUAGES = ['typescript', 'tsx', 'javascript', 'python', 'go', 'java', 'rust'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every grammar a YAML rule may be written for: the programming languages plus YAML and Dart. */
export const RULE_LANGUAGES = [...LANGUAGES, 'yaml', 'dart'] as const;
export type RuleLanguage = (typeof RULE_LANGUAGES)[number];

const BY_EXTENSION: Partial<Record<string, Language>> = {
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  // tree-sitter-javascript parses JSX, so .jsx needs no grammar of its own.
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
  go: 'go',
  java: 'java',
  rs: 'rust',
};

const DATA_BY_EXTENSION: Partial<Record<string, RuleLanguage>> = { yaml: 'yaml', yml: 'yaml', dart: 'dart' };

/** The programming language of a file by its extension, or undefined when it is none the static lens parses. */
export function languageOf(filePath: string): Language | undefined {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  return BY_EXTENSION[ext];
}

/** The grammar the YAML rules parse a file with (a programming language, YAML or Dart), or undefined. */
export function grammarOf(filePath: string): RuleLanguage | undefined {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  return BY_EXTENSION[ext] ?? DATA_BY_EXTENSION[ext];
}

/**
 * The file languages a rule written for `ruleLanguage` runs on. JavaScript is (nearly) a subset of
 * TypeScript, so a `javascript` rule also checks TypeScript and TSX files; its patterns must therefore be
 * valid JavaScript. Patterns are compiled with the grammar of each file, not the rule's.
 */
export function targetsOf(ruleLanguage: RuleLanguage): readonly RuleLanguage[] {
  if (ruleLanguage === 'javascript') return ['javascript', 'typescript', 'tsx'];
  if (ruleLanguage === 'typescript') return ['typescript', 'tsx'];
  return [ruleLanguage];
}

/** The name @ast-grep/napi knows a language by. */
export function napiLang(language: RuleLanguage): string {
  if (language === 'typescript') return Lang.TypeScript;
  if (language === 'tsx') return Lang.Tsx;
  if (language === 'javascript') return Lang.JavaScript;
  return language;
}

type Availability = { ok: true } | { ok: false; reason: string };

/** Tells whether a language can be parsed in this process. Injected into the runner so tests can vary it. */
export interface LanguageSupport {
  check(language: RuleLanguage): Availability;
}

let registered: Map<DynamicLanguage, Availability> | undefined;

/**
 * Registers every grammar that can be found, once per process. `registerDynamicLanguage` replaces
 * earlier registrations and aborts the process (a Rust panic, not an exception) on a missing library,
 * so it is called exactly once, and only with files that exist.
 */
function registerOnce(): Map<DynamicLanguage, Availability> {
  if (registered) return registered;
  const result = new Map<DynamicLanguage, Availability>();
  const registrations: DynamicLangRegistrations = {};
  for (const language of DYNAMIC_LANGUAGES) {
    const found = locateGrammar(language);
    if (!found.ok) {
      result.set(language, { ok: false, reason: found.reason });
      continue;
    }
    registrations[language] = { libraryPath: found.path, ...GRAMMAR_SPECS[language] };
    result.set(language, { ok: true });
  }
  try {
    registerDynamicLanguage(registrations);
  } catch (error) {
    const reason = `grammars could not be registered: ${error instanceof Error ? error.message : String(error)}`;
    for (const language of Object.keys(registrations) as DynamicLanguage[])
      result.set(language, { ok: false, reason });
  }
  registered = result;
  return result;
}

/** The process-wide language support: built-in grammars always, dynamic ones when their library loaded. */
export const processLanguages: LanguageSupport = {
  check(language) {
    if (language === 'typescript' || language === 'tsx' || language === 'javascript') return { ok: true };
    return registerOnce().get(language) ?? { ok: false, reason: `no grammar for ${language}` };
  },
};
