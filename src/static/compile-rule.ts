/**
 * The compile check of one rule for one grammar. ast-grep reports unknown kinds, bad regexes and
 * unknown keys only when a rule is compiled; doing it on an empty file turns a broken rule into an
 * error that names its file, not a per-file failure. The bundled rules are checked once, when the
 * bundle is built (scripts/bundle.mjs, tests/static/built-catalog.test.ts); a rules folder given at
 * runtime is checked for the languages a run parses.
 */
import { napiLang } from './languages.js';
import type { RuleLanguage } from './languages.js';
import { napi } from './napi.js';
import type { StaticRule } from './rule-file.js';

/** Throws `malformed rule file <source>: rule: <id> does not compile for <language>: ...`. */
export function compileCheck(rule: StaticRule, language: RuleLanguage): void {
  try {
    napi().parse(napiLang(language), '').root().findAll(rule.config);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      `malformed rule file ${rule.source}: rule: ${rule.id} does not compile for ${language}: ${detail}`,
    );
  }
}
