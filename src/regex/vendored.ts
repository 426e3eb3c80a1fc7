/**
 * The glob parser (picomatch) and the linear-time regex engine (re2js) load on the first glob or
 * pattern a run compiles, not with the review: most runs compile none (no config globs, no
 * `.gitattributes` patterns), and the two are ~320 kB of JavaScript that every review parsed before
 * (issue 48). Their callers are synchronous (zod refinements, the file selection), so the load is a
 * synchronous `require`, which a bundler's lazy chunks (loaded with `import()`) cannot serve.
 *
 * Where a library comes from, first that exists:
 * - `<dist>/<name>.cjs`, one CommonJS file written by scripts/bundle.mjs: the action and the CLI,
 *   which run from dist/ with no node_modules;
 * - the installed package: the sources (tests, tsx).
 * `createRequire(import.meta.url)` keeps both lookups at runtime: the bundler does not follow it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @public The libraries loaded this way; scripts/bundle.mjs writes one `<name>.cjs` for each. */
export const VENDORED = ['picomatch', 're2js'] as const;
type VendoredName = (typeof VENDORED)[number];

const cache = new Map<VendoredName, unknown>();

/** The bundled copy of `name` in `dir` (dist/), or the installed package when there is none. */
function vendoredPath(name: VendoredName, dir: string): string {
  const bundled = path.join(dir, `${name}.cjs`);
  return existsSync(bundled) ? bundled : name;
}

/** The library `name`, required once a process on its first use. */
export function loadVendored<T>(name: VendoredName): T {
  if (!cache.has(name)) {
    const require = createRequire(import.meta.url);
    cache.set(name, require(vendoredPath(name, path.dirname(fileURLToPath(import.meta.url)))));
  }
  return cache.get(name) as T;
}
