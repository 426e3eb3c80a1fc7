/**
 * Where the static lens finds its files at runtime: the tree-sitter grammars of the
 * `@ast-grep/lang-*` packages and the YAML rules.
 *
 * Two layouts must work (docs/contracts.md, "Build facts"):
 * - the ncc bundle: `dist/index.js` next to `dist/grammars/<prebuild>/X.so` for each GitHub-hosted
 *   runner, copied at bundle time because the packages' own `index.js` uses `__dirname` (broken in
 *   an ESM bundle), and the rule catalog `dist/rules.json` (built-catalog.ts);
 * - the sources (tests, tsx): the packages' prebuilds in node_modules and the repo's `rules/`.
 * Paths are joined at runtime from `fileURLToPath(import.meta.url)` so that ncc does not rewrite them.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DYNAMIC_LANGUAGES = ['python', 'go', 'java', 'rust', 'yaml', 'dart'] as const;
export type DynamicLanguage = (typeof DYNAMIC_LANGUAGES)[number];

export interface GrammarSpec {
  extensions: string[];
  languageSymbol: string;
  expandoChar: string;
}

/**
 * Copied from each package's `index.js` (@ast-grep/lang-python 0.0.6, -go 0.0.6, -java 0.0.7, -rust 0.0.7,
 * -yaml 0.0.6, -dart 0.0.7).
 */
export const GRAMMAR_SPECS: Record<DynamicLanguage, GrammarSpec> = {
  python: { extensions: ['py'], languageSymbol: 'tree_sitter_python', expandoChar: 'µ' },
  go: { extensions: ['go'], languageSymbol: 'tree_sitter_go', expandoChar: 'µ' },
  java: { extensions: ['java'], languageSymbol: 'tree_sitter_java', expandoChar: '$' },
  rust: { extensions: ['rs'], languageSymbol: 'tree_sitter_rust', expandoChar: 'µ' },
  yaml: { extensions: ['yaml', 'yml'], languageSymbol: 'tree_sitter_yaml', expandoChar: '$' },
  dart: { extensions: ['dart'], languageSymbol: 'tree_sitter_dart', expandoChar: '$' },
};

export type Located = { ok: true; path: string } | { ok: false; reason: string };

// The directory of this module: `dist/` inside the bundle, `src/static/` in the sources.
const moduleDir = (): string => path.dirname(fileURLToPath(import.meta.url));

const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

const isDirectory = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

// Same names as @ast-grep/setup-lang's resolvePrebuild.
const PLATFORMS: Partial<Record<string, string>> = { darwin: 'macOS', linux: 'Linux', win32: 'Windows' };
const ARCHES: Partial<Record<string, string>> = { x64: 'X64', arm64: 'ARM64' };

/** The prebuild folder name for this machine, e.g. `prebuild-Linux-X64`, or undefined when none is published. */
export function prebuildFolder(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  const os = PLATFORMS[platform];
  const cpu = ARCHES[arch];
  return os && cpu ? `prebuild-${os}-${cpu}` : undefined;
}

function packageDir(language: DynamicLanguage): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return path.dirname(require.resolve(`@ast-grep/lang-${language}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * Finds the shared library of one grammar for this machine: `<dir>/grammars/<prebuild>/<name>.so`
 * first (the bundle carries every GitHub-hosted runner's), then the package's prebuild. Never
 * throws; a missing grammar comes back with a reason.
 */
export function locateGrammar(
  language: DynamicLanguage,
  dir: string = moduleDir(),
  folder: string | undefined = prebuildFolder(),
): Located {
  if (!folder)
    return {
      ok: false,
      reason: `no ${language} grammar is published for ${process.platform}-${process.arch}`,
    };
  const bundled = path.join(dir, 'grammars', folder, `${language}.so`);
  if (isFile(bundled)) return { ok: true, path: bundled };
  const pkg = packageDir(language);
  if (!pkg) return { ok: false, reason: `the ${language} grammar was not found (${bundled} is missing)` };
  const prebuild = path.join(pkg, 'prebuilds', folder, 'parser.so');
  if (isFile(prebuild)) return { ok: true, path: prebuild };
  return { ok: false, reason: `the ${language} grammar was not found at ${bundled} or ${prebuild}` };
}

/**
 * The folder of the YAML rules: `<dir>/rules` when there is one, else the repository's `rules/`
 * (the bundle carries the built catalog instead: built-catalog.ts).
 */
export function locateRulesDir(dir: string = moduleDir()): string {
  const bundled = path.join(dir, 'rules');
  if (isDirectory(bundled)) return bundled;
  return path.join(dir, '..', '..', 'rules');
}
