/**
 * The matches of a rule that can touch a few lines, found without walking the whole file. A match
 * touching those lines is a node that overlaps them, and the nodes overlapping a run of lines are the
 * smallest node holding all of them (`within`), its descendants, and its ancestors (`around`). So
 * searching `within` and testing each ancestor gives exactly the matches a search of the whole tree
 * gives there, at the cost of one function instead of one file.
 */
import type { NapiConfig, SgNode } from '@ast-grep/napi';
import { napiLang } from './languages.js';
import type { RuleLanguage } from './languages.js';
import { napi } from './napi.js';

export interface Region {
  within: SgNode;
  /** The ancestors of `within`, outermost first: the order a search of the whole tree meets them. */
  around: SgNode[];
}

/** The region of `root` holding the 1-based `lines`; null when there are none. */
export function regionOf(root: SgNode, lines: ReadonlySet<number>): Region | null {
  if (lines.size === 0) return null;
  // Rows of ast-grep ranges are 0-based.
  const first = Math.min(...lines) - 1;
  const last = Math.max(...lines) - 1;
  const overlaps = (node: SgNode): boolean => {
    const { start, end } = node.range();
    return start.line <= last && end.line >= first;
  };
  const around: SgNode[] = [];
  let within = root;
  for (;;) {
    const inside = within.children().filter(overlaps);
    // Two children overlapping the lines means a match may span both: the search starts here.
    if (inside.length !== 1) break;
    around.push(within);
    within = inside[0] as SgNode;
  }
  return { within, around };
}

/**
 * A search of the region for each of `configs`, yielding what a search of the whole tree yields there,
 * in the same order. Each ast-grep call compiles its rule again (regexes too, ~1 ms for the larger
 * ones), so a rule whose matches can only be nodes of some kinds is skipped when the region holds no
 * node of those kinds, and tried only on the ancestors of those kinds: one call finds which are there.
 */
export function regionSearch(
  region: Region,
  configs: readonly NapiConfig[],
  language: RuleLanguage,
): (config: NapiConfig) => SgNode[] {
  const wanted = new Set(configs.flatMap((c) => [...(rootKinds(c, language) ?? [])]));
  const present = new Set([region.within, ...region.around].map((n) => String(n.kind())));
  if (wanted.size > 0) {
    const any = [...wanted].map((kind) => ({ kind }));
    for (const node of region.within.findAll({ rule: { any } })) present.add(String(node.kind()));
  }
  return (config) => {
    const kinds = rootKinds(config, language);
    if (kinds !== null && ![...kinds].some((k) => present.has(k))) return [];
    const outer = region.around.filter(
      (n) => (kinds === null || kinds.has(String(n.kind()))) && n.matches(config),
    );
    // `find` on a node that matches returns that node with its metavariables bound (search is pre-order).
    const found = outer.map((n) => n.find(config)).filter((n): n is SgNode => n !== null);
    return [...found, ...region.within.findAll(config)];
  };
}

const KINDS = new Map<RuleLanguage, WeakMap<NapiConfig, ReadonlySet<string> | null>>();

/** The kinds a rule's match can have, or null when the rule does not bound them (a bare `has`, ...). */
function rootKinds(config: NapiConfig, language: RuleLanguage): ReadonlySet<string> | null {
  const cache = KINDS.get(language) ?? new WeakMap<NapiConfig, ReadonlySet<string> | null>();
  KINDS.set(language, cache);
  let kinds = cache.get(config);
  if (kinds === undefined) {
    kinds = kindsOf(config.rule as Record<string, unknown>, language);
    cache.set(config, kinds);
  }
  return kinds;
}

function kindsOf(rule: Record<string, unknown>, language: RuleLanguage): Set<string> | null {
  if (typeof rule.kind === 'string') return new Set([rule.kind]);
  if (typeof rule.pattern === 'string') return patternKind(rule.pattern, language);
  if (Array.isArray(rule.any)) {
    const each = rule.any.map((r) => (isRule(r) ? kindsOf(r, language) : null));
    if (each.some((k) => k === null)) return null;
    return new Set(each.flatMap((k) => [...(k ?? [])]));
  }
  if (Array.isArray(rule.all)) {
    // Every item must hold, so any one item's kinds bound the match.
    for (const item of rule.all) {
      const k = isRule(item) ? kindsOf(item, language) : null;
      if (k !== null) return k;
    }
  }
  return null;
}

/**
 * The kind of the node a pattern matches, learnt from ast-grep itself: the pattern's own text, where
 * each metavariable is a plain name, is matched by the pattern at the pattern's root node.
 */
function patternKind(pattern: string, language: RuleLanguage): Set<string> | null {
  try {
    const node = napi().parse(napiLang(language), pattern).root().find({ rule: { pattern } });
    return node ? new Set([String(node.kind())]) : null;
  } catch {
    // A pattern this grammar cannot read bounds nothing: the rule is searched for as is.
    return null;
  }
}

function isRule(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
