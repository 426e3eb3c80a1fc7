/**
 * A `requires` gate for a rule that has none, read off its own rule (issue 48). Each ast-grep
 * search compiles its rule again, and compiling is most of a search (~0.25 ms a rule, 6.3 of 7.4 ms
 * for the Python rules on a 120-line file): a rule that cannot match a file should not be tried.
 *
 * The gate is a text the file must hold for the rule to match anywhere in it:
 * - a pattern matches only a node whose leaves read as the pattern's do, in ast-grep's default
 *   (`smart`) strictness, so every name a pattern string spells (not a `$METAVARIABLE`) is text of
 *   the matched node, and so of the file;
 * - a `regex` matches the node's text, so the literal it starts with (`^verify\s*=` → `verify`) is
 *   in the file, when the expression has no alternation, group or flag that could make it optional;
 * - a `kind` whose node always begins with its keyword (`assert_statement` → `assert`) spells it;
 * - a relational key (`has`, `inside`, `precedes`, `follows`) needs another node of the same file
 *   that matches its rule, so that rule's text is in the file too.
 * A rule's keys all hold at once (`all` too): one bounded key bounds the match; an `any` does when
 * each of its branches does. Anything else (`not`, `matches`, a pattern object, which may set another
 * strictness) bounds nothing here. tests/static/rule-requires.test.ts checks every gate against every
 * sample the rule matches.
 */

/** Kinds whose node starts with a keyword in every grammar that has them (tree-sitter's node types). */
const KEYWORD_KINDS: Readonly<Record<string, string>> = {
  assert_statement: 'assert',
  debugger_statement: 'debugger',
};

/** Relational keys: each needs a node of the file matching its own rule. */
const RELATIONAL = ['has', 'inside', 'precedes', 'follows'] as const;

/** The names a pattern string spells, longest first; metavariables left out. */
function namesOf(pattern: string): string[] {
  const words = pattern.match(/\$*[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return words.filter((w) => !w.startsWith('$')).sort((a, b) => b.length - a.length);
}

/**
 * The word a regular expression's every match starts with (`^typeof\b` → `typeof`); null when it
 * has an alternation or an inline flag anywhere, or starts with anything but two word characters.
 */
function leadingLiteral(regex: string): string | null {
  if (regex.includes('|') || regex.includes('(?')) return null;
  const run = /^\^?([A-Za-z0-9_]+)(.?)/.exec(regex);
  if (!run) return null;
  const [, word = '', next = ''] = run;
  // `ab?`, `ab*` and `ab{0,2}` make the last character optional.
  const literal = '?*{'.includes(next) && next !== '' ? word.slice(0, -1) : word;
  return literal.length >= 2 ? literal : null;
}

/** Texts one of which every file `rule` matches in holds; null when the rule does not bound them. */
function requiredTexts(rule: unknown): string[] | null {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const r = rule as Record<string, unknown>;
  if (typeof r.pattern === 'string') {
    const [longest] = namesOf(r.pattern);
    if (longest !== undefined) return [longest];
  }
  if (typeof r.regex === 'string') {
    const literal = leadingLiteral(r.regex);
    if (literal !== null) return [literal];
  }
  const keyword = typeof r.kind === 'string' ? KEYWORD_KINDS[r.kind] : undefined;
  if (keyword !== undefined) return [keyword];
  if (Array.isArray(r.all))
    for (const item of r.all) {
      const texts = requiredTexts(item);
      if (texts !== null) return texts;
    }
  if (Array.isArray(r.any) && r.any.length > 0) {
    const branches = r.any.map(requiredTexts);
    if (branches.every((b) => b !== null)) return [...new Set(branches.flat())];
  }
  for (const key of RELATIONAL) {
    const texts = requiredTexts(r[key]);
    if (texts !== null) return texts;
  }
  return null;
}

/** The gate a rule's own keys imply, as `metadata.requires` would write it; undefined when none. */
export function derivedRequires(rule: unknown, language: string): RegExp | undefined {
  // A YAML scalar may be written quoted or plain, and the grammar's leaves tell them apart.
  if (language === 'yaml') return undefined;
  const texts = requiredTexts(rule);
  return texts === null ? undefined : new RegExp(texts.join('|'));
}
