/**
 * A `requires` gate for a rule that has none, read off its own pattern (issue 48). Each ast-grep
 * search compiles its rule again, and compiling is most of a search (~0.25 ms a rule, 6.3 of 7.4 ms
 * for the Python rules on a 120-line file): a rule that cannot match a file should not be tried.
 *
 * A pattern matches only a node whose leaves read as the pattern's do, in ast-grep's default
 * (`smart`) strictness, so every name a pattern string spells (not a `$METAVARIABLE`) is text of the
 * matched node, and so of the file. A rule's keys all hold at once (`all` too): one pattern among
 * them bounds the match; an `any` does when each of its branches does. Anything else (`kind`,
 * `regex`, relational keys, a pattern object, which may set another strictness) bounds nothing
 * here. tests/static/rule-requires.test.ts checks every gate against every sample the rule matches.
 */

/** The names a pattern string spells, longest first; metavariables left out. */
function namesOf(pattern: string): string[] {
  const words = pattern.match(/\$*[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return words.filter((w) => !w.startsWith('$')).sort((a, b) => b.length - a.length);
}

/** Texts one of which every match of `rule` holds; null when the rule does not bound them. */
function requiredTexts(rule: unknown): string[] | null {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const r = rule as Record<string, unknown>;
  if (typeof r.pattern === 'string') {
    const [longest] = namesOf(r.pattern);
    if (longest !== undefined) return [longest];
  }
  if (Array.isArray(r.all))
    for (const item of r.all) {
      const texts = requiredTexts(item);
      if (texts !== null) return texts;
    }
  if (Array.isArray(r.any) && r.any.length > 0) {
    const branches = r.any.map(requiredTexts);
    if (branches.every((b) => b !== null)) return [...new Set(branches.flat())];
  }
  return null;
}

/** The gate a rule's own patterns imply, as `metadata.requires` would write it; undefined when none. */
export function derivedRequires(rule: unknown, language: string): RegExp | undefined {
  // A YAML scalar may be written quoted or plain, and the grammar's leaves tell them apart.
  if (language === 'yaml') return undefined;
  const texts = requiredTexts(rule);
  return texts === null ? undefined : new RegExp(texts.join('|'));
}
