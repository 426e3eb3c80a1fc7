/**
 * Reads the JavaScript manifests the static rules ask about (static/manifest.ts): the `package.json`
 * files from a file's folder up to the root and the lockfile beside the nearest one that has one, at
 * the head; and the nearest `package.json` at the base, whose scripts say which files maintainers run
 * (and, for a package built with electron-builder, the configuration whose hooks the build runs).
 * Over the API each read is a request (a missing file too), so reads are cached per run, counted, and
 * stop at `maxReads`: what was not read leaves the fact incomplete, and the rules then keep their
 * findings (saying the version could not be checked), never drop them.
 */
import type { Logger, Workspace } from '../../../core/ports.js';
import { LOCKFILE_NAMES, type Lockfile } from '../../../static/lockfile.js';
import {
  joinPath,
  parseManifest,
  scriptRunning,
  type ManifestFact,
  type ManifestNeed,
  type PackageManifest,
} from '../../../static/manifest.js';
import {
  BUILDER_CONFIGS,
  hooksOf,
  parseBuilderConfig,
  usesElectronBuilder,
} from '../../../static/build-hooks.js';

/**
 * Manifest reads a review may make over the API, out of the run's `maxFileReads`: a handful (a file
 * in a workspace package three folders deep: its folders, the package's and the root's manifests,
 * the lockfile probes beside each, and the base's manifest).
 */
export const MANIFEST_READS = 12;

/** The reads left for manifests: none past the run's budget; unlimited where a read costs no request. */
export function manifestReadBudget(maxFileReads: number, readSoFar: number): number {
  if (!Number.isFinite(maxFileReads)) return Infinity;
  return Math.max(0, Math.min(MANIFEST_READS, maxFileReads - readSoFar));
}

// The text, null when the file is absent, undefined when it was not read (budget spent, a failed read).
type Read = string | null | undefined;

/** A reader of the manifests of one change; `factFor` is what the static rules call. */
export function manifestReader(options: {
  workspace: Workspace;
  headRef: string | null;
  /** The base revision, whose manifest's scripts are trusted; null: no script makes a file a maintainer's. */
  baseRef: string | null;
  maxReads: number;
  logger: Logger;
}): { factFor: (path: string, need: ManifestNeed) => Promise<ManifestFact>; reads: () => number } {
  const { workspace, headRef, baseRef, maxReads, logger } = options;
  const cache = new Map<string, Promise<Read>>();
  let reads = 0;
  const read = (path: string, ref: string | null): Promise<Read> => {
    const key = `${ref ?? ''}\0${path}`;
    let pending = cache.get(key);
    if (!pending) {
      if (reads >= maxReads) return Promise.resolve(undefined);
      reads++;
      pending = workspace.readFile(path, ref).catch((error: unknown) => {
        // A failed read is no absent manifest: the fact stays incomplete, so nothing is dropped.
        logger.debug(`could not read ${path}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      cache.set(key, pending);
    }
    return pending;
  };

  /**
   * The manifests from `dir` up to the root at `ref`, nearest first; `nearest` stops at the first.
   * Every folder's read starts at once: locally reads started together are one `git cat-file` (a
   * walk read by read would start one git per folder); over the API it is the same requests, or a
   * few more above a nearest manifest, within `maxReads`.
   */
  const chainAt = async (dir: string, ref: string | null, nearest: boolean) => {
    const chain: PackageManifest[] = [];
    const folders: string[] = [];
    for (let at: string | null = dir; at !== null; at = parentOf(at)) folders.push(at);
    const texts = folders.map((at) => read(joinPath(at, 'package.json'), ref));
    for (const [index, at] of folders.entries()) {
      const text = await texts[index]!;
      if (text === undefined) return { chain, complete: false };
      const manifest = text === null ? null : parseManifest(text, at);
      if (manifest) chain.push(manifest);
      if (manifest && nearest) break;
    }
    return { chain, complete: true };
  };

  const lockOf = async (chain: readonly PackageManifest[]): Promise<Lockfile | null | undefined> => {
    for (const manifest of chain)
      for (const name of LOCKFILE_NAMES) {
        const path = joinPath(manifest.dir, name);
        const text = await read(path, headRef);
        if (text === undefined) return undefined;
        if (text !== null) return { path, text };
      }
    return null;
  };

  const factFor = async (path: string, need: ManifestNeed): Promise<ManifestFact> => {
    const dir = parentOf(path) ?? '';
    // Both chains start together, so locally they are read in one batch.
    const baseChain = baseRef === null ? null : chainAt(dir, baseRef, true);
    const headChain = need.versions ? chainAt(dir, headRef, false) : null;
    const base = baseChain === null ? null : (await baseChain).chain[0];
    const runBy = base ? await runningAtBase(base, path, baseRef, read) : undefined;
    if (headChain === null) return { chain: [], complete: false, lock: null, runBy };
    const head = await headChain;
    const lock = head.complete ? await lockOf(head.chain) : undefined;
    return { chain: head.chain, complete: head.complete && lock !== undefined, lock: lock ?? null, runBy };
  };
  return { factFor, reads: () => reads };
}

/**
 * What of the base's manifest runs `path`: a script, else a build hook its electron-builder
 * configuration names (in `package.json`'s `build`, or the first configuration file beside it;
 * read only for a package that declares electron-builder).
 */
async function runningAtBase(
  base: PackageManifest,
  path: string,
  baseRef: string | null,
  read: (path: string, ref: string | null) => Promise<Read>,
): Promise<string | undefined> {
  const script = scriptRunning(base, path);
  if (script !== undefined) return `\`package.json\` runs it as the script \`${script}\``;
  if (!usesElectronBuilder(base) || baseRef === null || base.entries.has(path)) return undefined;
  const inManifest = hooksOf(base.builderConfig, base.dir, joinPath(base.dir, 'package.json')).get(path);
  if (inManifest !== undefined) return inManifest;
  for (const name of BUILDER_CONFIGS) {
    const text = await read(joinPath(base.dir, name), baseRef);
    if (text === undefined) return undefined;
    if (text !== null) return (await parseBuilderConfig(text, base.dir, name)).get(path);
  }
  return undefined;
}

/** The folder holding `path` ('' for the root's files), null above the root. */
function parentOf(path: string): string | null {
  if (path === '') return null;
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}
