/**
 * Node's module compile cache for the CLI (`module.enableCompileCache`, Node ≥ 22.1): V8 keeps the
 * compiled code of each chunk the CLI loads, so the next run skips parsing and compiling it (the
 * review's chunks are ~2 MB, a model run's several MB more).
 *
 * Where: `$NODE_COMPILE_CACHE` when the user set it (Node's own switch), else the user's cache
 * folder, `$XDG_CACHE_HOME/prlens/compile-cache` or `~/.cache/prlens/compile-cache`, not Node's
 * default under the shared /tmp, where another local user could plant entries first. Node checks
 * each entry against the source's hash, so a new prlens version never runs stale code. It never
 * throws: an unwritable folder gives status FAILED and the CLI runs uncached
 * (https://nodejs.org/api/module.html#moduleenablecompilecacheoptions). `NODE_DISABLE_COMPILE_CACHE=1`
 * turns it off. The action does not use it: a hosted runner's job is one process on a fresh
 * machine, so the cache would be written and never read.
 */
import * as nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;
type Enable = (directory?: string) => { status: number; message?: string; directory?: string };

/** The folder the CLI keeps its compile cache in, or undefined to let Node choose (NODE_COMPILE_CACHE). */
export function compileCacheDir(env: Env): string | undefined {
  if (env.NODE_COMPILE_CACHE) return undefined;
  const base = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(base, 'prlens', 'compile-cache');
}

/** Node's `module.enableCompileCache`, or null before Node 22.1. */
const nodeEnable = (nodeModule as { enableCompileCache?: Enable }).enableCompileCache ?? null;

/**
 * Turns the compile cache on for the modules loaded from now on; returns Node's answer, or null
 * when this Node has no compile cache. Never throws.
 */
export function enableCompileCache(env: Env, enable: Enable | null = nodeEnable): ReturnType<Enable> | null {
  if (enable === null) return null;
  try {
    const dir = compileCacheDir(env);
    return dir === undefined ? enable() : enable(dir);
  } catch {
    // Documented not to throw; a cache is never worth failing the command for.
    return null;
  }
}
