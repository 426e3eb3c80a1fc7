#!/usr/bin/env node
// The npm bin: runs the committed bundle, so `npx prlens` works right after `npm ci` with no build step.
//
// Node's compile cache goes on here, before the bundle is imported, so that its entry file
// (dist/cli.js, ~100 kB, compiled on every run before the bundle could turn the cache on) is
// cached as well as the chunks it loads: ~3 ms of a `prlens --version` (issue 48). The folder is
// src/cli/compile-cache.ts's, which says why; dist/cli.js asks again for `node dist/cli.js`, a
// no-op here. tests/e2e/bundle-lazy.test.ts checks that a `--version` fills that folder.
import nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';

const env = process.env;
// Node >= 22.1; it honours NODE_DISABLE_COMPILE_CACHE itself.
if (typeof nodeModule.enableCompileCache === 'function') {
  try {
    if (env.NODE_COMPILE_CACHE) nodeModule.enableCompileCache();
    else {
      const base = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
      nodeModule.enableCompileCache(path.join(base, 'prlens', 'compile-cache'));
    }
  } catch {
    // Documented not to throw; a cache is never worth failing the command for.
  }
}
await import('../dist/cli.js');
