/**
 * A `requires` gate for a rule that has none, read off its own rule (issue 48). Each ast-grep
 * search compiles its rule again, and compiling is most of a search (~0.25 ms a rule, 6.3 of 7.4 ms
 * for the Python rules on a 120-line file): a rule that cannot match a file should not be tried.
 *
 * The gate is a text the file must hold for the rule to match anywhere in it:
 * - a pattern matches only a node whose leaves read as the pattern's do, in ast-grep's default
 *   (`smart`) strictness, so every name a pattern string spells (not a `$METAVARIABLE`) is text of
 *   the matched node, and so of the file;
 * - a `regex` matches the node's text, so the word it starts with (`^verify\s*=` → `verify`), or one
 *   of the words of a leading group (`\b(AKIA|ASIA)`), is in the file, when no alternation splits
 *   the whole expression and no flag may change case;
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
  catch_clause: 'catch',
  debugger_statement: 'debugger',
  defer_statement: 'defer',
};

/** Relational keys: each needs a node of the file matching its own rule. */
const RELATIONAL = ['has', 'inside', 'precedes', 'follows'] as const;

/** The names a pattern string spells, longest first; metavariables left out. */
function namesOf(pattern: string): string[] {
  const words = pattern.match(/\$*[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return words.filter((w) => !w.startsWith('$')).sort((a, b) => b.length - a.length);
}

/** Whether a `|` splits the whole expression (outside every group and class); unsure counts as yes. */
function splitsAtTop(regex: string): boolean {
  // `[]…]` and `[^]…]` hold a literal `]` in Rust's syntax: not worth reading here.
  if (/\[\^?\]/.test(regex)) return true;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < regex.length; i++) {
    const c = regex[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * The words one of which a regular expression's every match starts with: `^typeof\b` → `typeof`,
 * `\b(AKIA|ASIA)[0-9A-Z]{16}` → `AKIA`, `ASIA`. Null when an alternation splits the whole
 * expression, an inline flag may change case, or it starts with anything but words of two
 * characters or more.
 */
function leadingLiterals(regex: string): string[] | null {
  if (regex.includes('(?') || splitsAtTop(regex)) return null;
  const rest = regex.replace(/^\^/, '').replace(/^\\b/, '');
  // `ab?`, `ab*`, `ab{0,2}` and `(a|b)?` may match without their last part.
  const optional = (next: string) => next !== '' && '?*{'.includes(next);
  const group = /^\(((?:[A-Za-z0-9_]+\|)+[A-Za-z0-9_]+)\)(.?)/.exec(rest);
  if (group) {
    const [, words = '', next = ''] = group;
    const each = words.split('|');
    return optional(next) || each.some((w) => w.length < 2) ? null : each;
  }
  const run = /^([A-Za-z0-9_]+)(.?)/.exec(rest);
  if (!run) return null;
  const [, word = '', next = ''] = run;
  const literal = optional(next) ? word.slice(0, -1) : word;
  return literal.length >= 2 ? [literal] : null;
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
    const literals = leadingLiterals(r.regex);
    if (literals !== null) return literals;
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
