/**
 * When the static lens reads the files that call an exported JavaScript or TypeScript function
 * (flow/exported-callers.ts): only for a name a finding graded high or critical by that function's
 * argument asks for (flow/settled-callers.ts). The review stage searches the head for the name and
 * reads the files it finds (stages/static-lens/caller-reads.ts); here they are parsed once per run.
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

/** The run's parsed caller files, by name searched, shared by every file of the run. */
export class CallerIndex {
  readonly known = new Map<string, readonly CallerFile[] | null>();
  private readonly parsed = new Map<string, SgNode>();

  constructor(private readonly read: CallerReader) {}

  /** Reads and parses the files naming each of `names` not asked yet (null when not all could be read). */
  async learn(names: Iterable<string>): Promise<void> {
    for (const name of names) {
      if (this.known.has(name)) continue;
      const sources = await this.read(name);
      this.known.set(name, sources ? this.parse(sources) : null);
    }
  }

  private parse(sources: readonly CallerSource[]): readonly CallerFile[] | null {
    const files: CallerFile[] = [];
    for (const { path, text } of sources) {
      const language = languageOf(path);
      if (callerFileKind(path) === 'inert') continue;
      if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') return null;
      let root = this.parsed.get(path);
      if (!root) {
        root = napi().parse(napiLang(language), text).root();
        this.parsed.set(path, root);
      }
      // A file the grammar cannot take whole (Flow types, a syntax error) may hide a call in its error.
      if (root.find({ rule: { kind: 'ERROR' } })) return null;
      files.push({ path, language, root });
    }
    return files;
  }
}
