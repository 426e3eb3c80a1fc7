/**
 * Which grammar parses which file, and the one-time registration of the dynamic grammars.
 */
import path from 'node:path';
import type { DynamicLangRegistrations } from '@ast-grep/napi';
import { DYNAMIC_LANGUAGES, GRAMMAR_SPECS, locateGrammar } from './assets.js';
import { loadNapi } from './napi.js';
import { checkNativeLibrary } from './native-header.js';
import type { DynamicLanguage } from './assets.js';

/** Programming languages: what the static rules and the symbol finder (review/exec) parse as code. */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'python', 'go', 'java', 'rust'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every grammar a YAML rule may be written for: the programming languages plus YAML and Dart. */
export const RULE_LANGUAGES = [...LANGUAGES, 'yaml', 'dart'] as const;
export type RuleLanguage = (typeof RULE_LANGUAGES)[number];

/** Whether a rule's language is a programming language (one with code to trace), not YAML or Dart. */
export const isCodeLanguage = (language: RuleLanguage): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

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
  // The values of @ast-grep/napi's `Lang` enum, written out so that naming one loads no binding.
  if (language === 'typescript') return 'TypeScript';
  if (language === 'tsx') return 'Tsx';
  if (language === 'javascript') return 'JavaScript';
  return language;
}

type Availability = { ok: true } | { ok: false; reason: string };

/** Tells whether a language can be parsed in this process. Injected into the runner so tests can vary it. */
export interface LanguageSupport {
  check(language: RuleLanguage): Availability;
}

const isDynamic = (language: RuleLanguage): language is DynamicLanguage =>
  (DYNAMIC_LANGUAGES as readonly string[]).includes(language);

/** Where one grammar's library is, after its header was checked; else why it cannot load here. */
function grammarFor(language: DynamicLanguage): { ok: true; path: string } | { ok: false; reason: string } {
  const found = locateGrammar(language);
  if (!found.ok) return found;
  // A foreign or truncated library would abort the process inside registerDynamicLanguage.
  const header = checkNativeLibrary(found.path);
  if (!header.ok) return { ok: false, reason: `the ${language} grammar cannot load: ${header.reason}` };
  return found;
}

/**
 * Registers every dynamic grammar whose library passes its header check, in one call. @ast-grep/napi
 * 0.51 honours only the first `registerDynamicLanguage` of a process (a later call registers
 * nothing), so it cannot add one language at a time: a process that reviews several changes (a
 * sweep) needs all of them. It runs on the first check of a dynamic language, so a docs-only or a
 * TypeScript-only change loads no grammar library at all, and the binding itself only when a file
 * is parsed.
 */
function registerDynamic(): Map<RuleLanguage, Availability> {
  const result = new Map<RuleLanguage, Availability>();
  const binding = loadNapi();
  if (!binding.ok) return result;
  const registrations: DynamicLangRegistrations = {};
  for (const language of DYNAMIC_LANGUAGES) {
    const found = grammarFor(language);
    if (!found.ok) {
      result.set(language, found);
      continue;
    }
    registrations[language] = { libraryPath: found.path, ...GRAMMAR_SPECS[language] };
    result.set(language, { ok: true });
  }
  if (Object.keys(registrations).length === 0) return result;
  try {
    binding.napi.registerDynamicLanguage(registrations);
  } catch (error) {
    const reason = `grammars could not be registered: ${error instanceof Error ? error.message : String(error)}`;
    for (const language of Object.keys(registrations))
      result.set(language as DynamicLanguage, { ok: false, reason });
  }
  return result;
}

let registered: Map<RuleLanguage, Availability> | undefined;

/** The process-wide language support: TypeScript and JavaScript are built in, the rest loaded on first use. */
export const processLanguages: LanguageSupport = {
  check(language) {
    const binding = loadNapi();
    if (!binding.ok) return { ok: false, reason: binding.reason };
    if (!isDynamic(language)) return { ok: true };
    registered ??= registerDynamic();
    return registered.get(language) ?? { ok: false, reason: `no grammar for ${language}` };
  },
};
