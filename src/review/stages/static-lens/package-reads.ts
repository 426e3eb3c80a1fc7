/**
 * Reads the files of a Go file's package at the head (static/go-package.ts asks): a package is
 * its directory, and an unexported helper's callers can only be in it. The package's files are read
 * whole or not at all: one file missing could hold the call that passes input, so a listing or a read
 * that failed, or a package larger than the reads left, gives nothing and the rules keep their grade.
 */
import type { Logger, Workspace } from '../../../core/ports.js';
import type { GoPackageFile } from '../../../static/go-package.js';

/**
 * Package files a review may read over the API, out of the run's `maxFileReads`: a small package's
 * files. Where a read costs no request (a local checkout) every package is read.
 */
export const PACKAGE_READS = 40;

/** The reads left for packages: none past the run's budget; unlimited where a read costs no request. */
export function packageReadBudget(maxFileReads: number, readSoFar: number): number {
  if (!Number.isFinite(maxFileReads)) return Infinity;
  return Math.max(0, Math.min(PACKAGE_READS, maxFileReads - readSoFar));
}

/** A reader of Go packages for one change; `packageOf` is what the static rules call. */
export function goPackageReader(options: {
  workspace: Workspace;
  headRef: string | null;
  maxReads: number;
  logger: Logger;
}): { packageOf: (path: string) => Promise<readonly GoPackageFile[] | undefined>; reads: () => number } {
  const { workspace, headRef, maxReads, logger } = options;
  // One answer per folder: every file of a package that asks shares it (and its parsed trees).
  const cache = new Map<string, Promise<readonly GoPackageFile[] | undefined>>();
  let reads = 0;

  const readPackage = async (dir: string, path: string): Promise<readonly GoPackageFile[] | undefined> => {
    // The listing is one request over the API: it counts as a read, so a run with many packages
    // to look at stops listing once the budget is spent.
    if (!workspace.listFolder || reads >= maxReads) return undefined;
    reads += 1;
    const listed = await workspace.listFolder(dir, headRef);
    // The folder's own Go files (listFolder gives no subfolder: those are other packages).
    const paths = listed.filter((p) => p.endsWith('.go') && p.slice(0, p.lastIndexOf('/')) === dir);
    // A listing without the file itself is not the package the file is in.
    if (!paths.includes(path)) return undefined;
    if (reads + paths.length > maxReads) return undefined;
    reads += paths.length;
    const texts = await Promise.all(paths.map((p) => workspace.readFile(p, headRef)));
    const files = paths.map((p, i) => ({ path: p, text: texts[i] }));
    return files.every((f): f is GoPackageFile => typeof f.text === 'string') ? files : undefined;
  };

  const packageOf = (path: string): Promise<readonly GoPackageFile[] | undefined> => {
    const at = path.lastIndexOf('/');
    // A file at the root: its package is the whole root folder, whose listing is the repository's.
    if (at < 0) return Promise.resolve(undefined);
    const dir = path.slice(0, at);
    let pending = cache.get(dir);
    if (!pending) {
      pending = readPackage(dir, path).catch((error: unknown) => {
        // A failed read is no empty package: the rules keep their grade.
        logger.debug(
          `could not read the Go package ${dir}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return undefined;
      });
      cache.set(dir, pending);
    }
    return pending;
  };
  return { packageOf, reads: () => reads };
}
