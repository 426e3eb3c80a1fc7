/**
 * The native ast-grep binding, loaded on first use rather than at import: a review of a docs-only
 * change never needs it, and a binding that cannot load must turn the static rules off with a
 * reason instead of failing the import of the whole review (issue 48; issue 46, point 1).
 *
 * Where it comes from, first that loads:
 * - `@ast-grep/napi` as npm installed it, which picks the package of this platform
 *   (`@ast-grep/napi-darwin-arm64`, ...): the CLI installed from npm, and the sources;
 * - `<dist>/native/<platform>-<arch>/ast-grep-napi.node`, copied by scripts/bundle.mjs for every
 *   GitHub-hosted runner: the action, which runs from its committed `dist/` with no node_modules.
 * `createRequire(import.meta.url)` keeps both lookups at runtime: the bundler does not follow it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Napi from '@ast-grep/napi';
import { checkNativeLibrary } from './native-header.js';

/** The parts of the binding prlens calls. */
export type NapiBinding = Pick<typeof Napi, 'parse' | 'registerDynamicLanguage'>;

type Loaded = { ok: true; napi: NapiBinding } | { ok: false; reason: string };

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The bundled binding's path for a platform, e.g. `<dir>/native/linux-arm64/ast-grep-napi.node`. */
function bundledNapiPath(
  dir: string,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return path.join(dir, 'native', `${platform}-${arch}`, 'ast-grep-napi.node');
}

/**
 * Loads the binding from the installed package, else from `dir`'s bundled copy once its header says
 * it is for this machine. Never throws: a binding that cannot load comes back with the reasons.
 */
export function loadNapiFrom(dir: string, packageName = '@ast-grep/napi'): Loaded {
  const require = createRequire(import.meta.url);
  let installed: string;
  try {
    return { ok: true, napi: require(packageName) as NapiBinding };
  } catch (error) {
    installed = message(error).split('\n')[0] ?? '';
  }
  const bundled = bundledNapiPath(dir);
  const header = checkNativeLibrary(bundled);
  if (!header.ok)
    return { ok: false, reason: `the ast-grep binding cannot load: ${installed}; ${header.reason}` };
  try {
    return { ok: true, napi: require(bundled) as NapiBinding };
  } catch (error) {
    return { ok: false, reason: `the ast-grep binding ${bundled} cannot load: ${message(error)}` };
  }
}

let loaded: Loaded | undefined;

/** The process's binding, loaded once (`dist/` inside the bundle, src/static/ in the sources). */
export function loadNapi(): Loaded {
  loaded ??= loadNapiFrom(path.dirname(fileURLToPath(import.meta.url)));
  return loaded;
}

/** The binding, for code that runs only after `processLanguages` said the language is available. */
export function napi(): NapiBinding {
  const result = loadNapi();
  if (!result.ok) throw new Error(result.reason);
  return result.napi;
}
