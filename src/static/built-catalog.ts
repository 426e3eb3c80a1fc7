/**
 * The rule catalog built once, when the bundle is built (issue 48): scripts/bundle.mjs parses and
 * validates the YAML of `rules/`, compiles every rule for every grammar it runs on, and writes the
 * result to `dist/rules.json`. A run then reads one JSON file instead of parsing ~180 YAML files and
 * compiling each rule for each grammar (~240 ms of a static-only review). `rules/` stays the source:
 * tests/static/built-catalog.test.ts fails when the committed catalog and the YAML differ.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCheck } from './compile-rule.js';
import { targetsOf } from './languages.js';
import type { LanguageSupport } from './languages.js';
import type { StaticRule } from './rule-file.js';

/** The catalog's file name, next to the bundle's entry files. */
export const CATALOG_FILE = 'rules.json';

/** A rule as JSON: its regular expressions as their sources, absent values as null. */
interface CatalogEntry extends Omit<StaticRule, 'requires' | 'escalate' | 'note' | 'url' | 'flow' | 'fix'> {
  requires: string | null;
  escalate: (Omit<StaticRule['escalate'][number], 'when'> & { when: string })[];
  note: string | null;
  url: string | null;
  flow: string | null;
  fix: string | null;
}

/** The JSON text of a catalog; sources are made relative to `root` so the file is the same on every machine. */
export function catalogJson(rules: readonly StaticRule[], root: string): string {
  const entries: CatalogEntry[] = rules.map((rule) => ({
    ...rule,
    note: rule.note ?? null,
    url: rule.url ?? null,
    flow: rule.flow ?? null,
    fix: rule.fix ?? null,
    requires: rule.requires?.source ?? null,
    escalate: rule.escalate.map((e) => ({ ...e, when: e.when.source })),
    source: path.relative(root, rule.source).split(path.sep).join('/'),
  }));
  return `${JSON.stringify({ version: 1, rules: entries }, null, 1)}\n`;
}

/** The rules of a catalog's JSON text (written by `catalogJson`, so trusted: it is part of the bundle). */
export function catalogFromJson(text: string): StaticRule[] {
  const { rules } = JSON.parse(text) as { rules: CatalogEntry[] };
  return rules.map((entry) => ({
    ...entry,
    note: entry.note ?? undefined,
    url: entry.url ?? undefined,
    flow: entry.flow ?? undefined,
    fix: entry.fix ?? undefined,
    // The same flags as parseRuleFile gives them.
    requires: entry.requires === null ? undefined : new RegExp(entry.requires),
    escalate: entry.escalate.map((e) => ({ ...e, when: new RegExp(e.when, 'm') })),
  }));
}

/** The bundle's catalog (`<dir>/rules.json`), or null where there is none (the sources, tests). */
export function readBuiltCatalog(
  dir: string = path.dirname(fileURLToPath(import.meta.url)),
): StaticRule[] | null {
  let text: string;
  try {
    text = readFileSync(path.join(dir, CATALOG_FILE), 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  }
  return catalogFromJson(text);
}

/**
 * Loads the YAML rules of `rulesDir`, compiles each for every grammar it runs on (failing with the
 * rule's file), and returns the catalog's JSON text. Run by scripts/bundle.mjs.
 */
export async function buildCatalog(
  rulesDir: string,
  root: string,
  support: LanguageSupport,
): Promise<string> {
  const { loadRules } = await import('./rule-file.js');
  const rules = await loadRules(rulesDir);
  for (const rule of rules)
    for (const language of targetsOf(rule.language)) {
      const available = support.check(language);
      if (!available.ok) throw new Error(`cannot check ${rule.source} for ${language}: ${available.reason}`);
      compileCheck(rule, language);
    }
  return catalogJson(rules, root);
}
