/**
 * When the static lens reads the files that call an exported JavaScript or TypeScript function
 * (flow/exported-callers.ts): only for a name a finding graded high or critical by that function's
 * argument asks for (flow/settled-callers.ts). The review stage searches the head for the name and
 * reads the files it finds (stages/static-lens/caller-reads.ts); here they are parsed, each once.
 */
import type { SgNode } from '@ast-grep/napi';
import type { CallerFile } from './flow/exported-callers.js';
import { napi } from './napi.js';
import { languageOf, napiLang } from './languages.js';

/** A file of the head that names a function: its path and its text. */
export interface CallerSource {
  path: string;
  text: string;
}

/**
 * The files of the head whose text names `name`, every one that could call it, or undefined when
 * they could not all be read (a search that hit its limit, a failed read, the budget spent, a file of
 * a kind whose calls cannot be parsed).
 */
export type CallerReader = (name: string) => Promise<readonly CallerSource[] | undefined>;

// Files that cannot call a JavaScript function: documentation, data, styles, other languages' code.
const INERT =
  /\.(md|markdown|txt|rst|adoc|json|jsonc|json5|ya?ml|toml|ini|cfg|conf|lock|csv|tsv|xml|svg|css|scss|sass|less|po|pot|properties|env|example|sample|sh|bash|zsh|ps1|bat|py|go|java|kt|rb|rs|php|c|cc|cpp|h|hpp|cs|swift|scala|sql|dockerfile|gitignore|editorconfig|map|snap|png|jpe?g|gif|ico|woff2?|ttf|eot)$/i;

/**
 * What a file naming a function is to its callers: JavaScript or TypeScript code to parse, a file
 * that cannot call it (documentation, data, another language), or one whose calls the rules cannot
 * parse (a `.vue` or `.svelte` component, an HTML page's script): then the callers cannot be listed.
 */
export function callerFileKind(path: string): 'code' | 'inert' | 'opaque' {
  const language = languageOf(path);
  if (language === 'javascript' || language === 'typescript' || language === 'tsx') return 'code';
  const base = path.slice(path.lastIndexOf('/') + 1);
  return INERT.test(base) || /^(LICENSE|CHANGELOG|README|Dockerfile|Makefile)/i.test(base)
    ? 'inert'
    : 'opaque';
}

// Parsed once: the reader hands out one object per file, whichever names it is read for.
const parsed = new WeakMap<CallerSource, SgNode>();

/**
 * Reads the files naming each of `names` that `known` lacks and adds them parsed, or null when not
 * all could be read or parsed (a file of a kind whose calls cannot be parsed, a grammar error).
 */
export async function learnCallers(
  read: CallerReader,
  known: Map<string, readonly CallerFile[] | null>,
  names: Iterable<string>,
): Promise<void> {
  for (const name of names) {
    if (known.has(name)) continue;
    const sources = await read(name);
    known.set(name, sources ? parse(sources) : null);
  }
}

function parse(sources: readonly CallerSource[]): readonly CallerFile[] | null {
  const files: CallerFile[] = [];
  for (const source of sources) {
    const language = languageOf(source.path);
    if (callerFileKind(source.path) === 'inert') continue;
    if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') return null;
    let root = parsed.get(source);
    if (!root) {
      root = napi().parse(napiLang(language), source.text).root();
      parsed.set(source, root);
    }
    // A file the grammar cannot take whole (Flow types, a syntax error) may hide a call in its error.
    if (root.find({ rule: { kind: 'ERROR' } })) return null;
    files.push({ path: source.path, language, root });
  }
  return files;
}
