/**
 * Finds where a function, class or method is declared, by parsing source with ast-grep: a real
 * parse, so a name in a comment or a string never counts as its declaration. TypeScript/JavaScript
 * always work; Python, Go, Java and Rust when their grammar is registered in this process.
 */
import { languageOf, napiLang, processLanguages, type LanguageSupport } from '../../../static/languages.js';
import { napi } from '../../../static/napi.js';
import { DECLARATIONS } from '../../../context/parse-file.js';

export interface SymbolHit {
  path: string;
  /** 1-based lines of the declaration. */
  startLine: number;
  endLine: number;
  text: string;
}

/** The last segment of a qualified name (`Cart.total`, `cart::total`, `Cart#total` → `total`). */
export function simpleName(symbol: string): string {
  const parts = symbol
    .trim()
    .replace(/\(.*$/, '')
    .split(/::|\.|#/);
  return parts[parts.length - 1]?.trim() ?? '';
}

/**
 * What a declaration lookup in one file learned: the declarations found, or — when the language has
 * no declaration finder here or the source does not parse — that nothing is known (`unknown` says
 * why). An empty `hits` without `unknown` is the only "there is none".
 */
export interface DeclarationLookup {
  hits: SymbolHit[];
  unknown?: string;
}

/**
 * Declarations named `symbol` in `source`. `support` is injectable so tests can switch grammars off.
 */
export function findDeclarations(
  path: string,
  source: string,
  symbol: string,
  support: LanguageSupport = processLanguages,
): DeclarationLookup {
  const name = simpleName(symbol);
  if (!/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name)) return { hits: [] };
  // A file that never spells the name cannot declare it, whatever its language.
  if (!mentions(source, name)) return { hits: [] };
  const language = languageOf(path);
  if (!language) return { hits: [], unknown: `${path}: no declaration finder for this language` };
  const supported = support.check(language);
  if (!supported.ok)
    return { hits: [], unknown: `${path}: the ${language} grammar is unavailable (${supported.reason})` };
  try {
    const root = napi().parse(napiLang(language), source).root();
    const nodes = root.findAll({ rule: { any: DECLARATIONS[language].map((kind) => ({ kind })) } });
    const hits = nodes
      .filter((node) => node.field('name')?.text() === name)
      .map((node) => {
        // `const f = () => ...`: show the whole statement, not just the declarator.
        let shown = node.kind() === 'variable_declarator' ? (node.parent() ?? node) : node;
        if (shown.parent()?.kind() === 'export_statement') shown = shown.parent() ?? shown;
        const range = shown.range();
        return { path, startLine: range.start.line + 1, endLine: range.end.line + 1, text: shown.text() };
      });
    return { hits };
  } catch (error) {
    // A grammar that cannot take the rule or the source: nothing is known here, which is not "none".
    return {
      hits: [],
      unknown: `${path}: could not be parsed (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** Whether declarations in `path` can be found here (its language has a declaration finder). */
export function hasDeclarationFinder(path: string): boolean {
  return languageOf(path) !== undefined;
}

/** Whether `name` occurs in `source` as a whole word. */
function mentions(source: string, name: string): boolean {
  for (let at = source.indexOf(name); at !== -1; at = source.indexOf(name, at + 1)) {
    const before = source[at - 1] ?? ' ';
    const after = source[at + name.length] ?? ' ';
    if (!/[\p{L}\p{N}_$]/u.test(before) && !/[\p{L}\p{N}_$]/u.test(after)) return true;
  }
  return false;
}

/**
 * Search patterns (POSIX ERE, as `git grep -E` takes them) for lines that may declare `symbol`: a
 * keyword before the name, a method-like `name(` at the start of a line, and for `Type.member` the type.
 */
export function declarationPatterns(symbol: string): string[] {
  const segments = symbol
    .trim()
    .replace(/\(.*$/, '')
    .split(/::|\.|#/)
    .filter((s) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s));
  const name = segments[segments.length - 1];
  if (name === undefined || name !== simpleName(symbol)) return [];
  const keyword = (n: string) =>
    `(function|class|def|func|fn|interface|type|struct|trait|enum|const|let|var)[[:space:]*]+(\\([^)]*\\)[[:space:]]*)?${n.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`;
  const patterns = [
    keyword(name),
    `^[[:space:]]*(async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+)*${name.replace(/\$/g, '\\$')}[[:space:]]*\\(`,
  ];
  if (segments.length > 1) patterns.push(keyword(segments[0]!));
  return patterns;
}
