/**
 * Reads, at the head, the files that name an exported JavaScript or TypeScript function
 * (static/caller-files.ts asks, for a finding graded high or critical by that function's argument):
 * one search for the name as a word, then every file it finds. Read whole or not at all: one file
 * left unread could hold the call that passes a request's value, so a search that hit its limit, a
 * file whose calls cannot be parsed (a `.vue` component), a read that failed or a budget spent gives
 * nothing, and the rules keep their grade. The answer comes from the head, where a PR's own new or
 * edited callers are.
 */
import type { Logger, Workspace } from '../../../core/ports.js';
import { callerFileKind, type CallerSource } from '../../../static/caller-files.js';

/** Searches for callers one change may make: each is a search of the whole head. */
export const CALLER_SEARCHES = 12;
/** Files one change may read for callers (searches count too), on top of what the run reads. */
export const CALLER_READS = 40;
/** Lines one search may find; a search that finds as many may have missed some: no answer. */
export const CALLER_HITS = 200;

/** The reads left for callers: CALLER_READS, or fewer when the run's budget has fewer left. */
export function callerReadBudget(maxFileReads: number, readSoFar: number): number {
  if (!Number.isFinite(maxFileReads)) return CALLER_READS;
  return Math.max(0, Math.min(CALLER_READS, maxFileReads - readSoFar));
}

// A name as a whole word of JavaScript (`$` and `_` are word characters there), in the extended
// regular expressions `git grep -E` takes and JavaScript's RegExp reads the same way.
const wordOf = (name: string): string => {
  const escaped = name.replace(/\$/g, '\\$');
  return `(^|[^A-Za-z0-9_$])${escaped}([^A-Za-z0-9_$]|$)`;
};

/** A reader of the files naming a function for one change; `filesNaming` is what the static rules call. */
export function callerReader(options: {
  workspace: Workspace;
  headRef: string | null;
  maxReads: number;
  maxSearches?: number;
  logger: Logger;
}): {
  filesNaming: (name: string) => Promise<readonly CallerSource[] | undefined>;
  searches: () => number;
  reads: () => number;
} {
  const { workspace, headRef, maxReads, logger } = options;
  const maxSearches = options.maxSearches ?? CALLER_SEARCHES;
  const answers = new Map<string, Promise<readonly CallerSource[] | undefined>>();
  // A file named by several functions is read once, and counted once; its text is one object
  // (static/caller-files.ts parses each once).
  const texts = new Map<string, Promise<CallerSource | null>>();
  let searches = 0;
  let reads = 0;

  const search = async (name: string): Promise<readonly CallerSource[] | undefined> => {
    if (!/^[A-Za-z_$][\w$]*$/.test(name) || searches >= maxSearches || searches + reads >= maxReads)
      return undefined;
    searches += 1;
    const hits = await workspace.searchCode(wordOf(name), { regex: true, limit: CALLER_HITS, ref: headRef });
    if (hits.length >= CALLER_HITS) return undefined;
    const paths = [...new Set(hits.map((h) => h.path))];
    if (paths.some((p) => callerFileKind(p) === 'opaque')) return undefined;
    const code = paths.filter((p) => callerFileKind(p) === 'code');
    const unread = code.filter((p) => !texts.has(p));
    if (searches + reads + unread.length > maxReads) return undefined;
    reads += unread.length;
    for (const p of unread)
      texts.set(
        p,
        workspace.readFile(p, headRef).then((text) => (text === null ? null : { path: p, text })),
      );
    const files = await Promise.all(code.map((p) => texts.get(p)!));
    return files.every((f) => f !== null) ? files : undefined;
  };

  const filesNaming = (name: string): Promise<readonly CallerSource[] | undefined> => {
    let pending = answers.get(name);
    if (!pending) {
      pending = search(name).catch((error: unknown) => {
        // A failed search or read is no "no caller": the rules keep their grade.
        logger.debug(
          `could not read the callers of ${name}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return undefined;
      });
      answers.set(name, pending);
    }
    return pending;
  };
  return { filesNaming, searches: () => searches, reads: () => reads };
}
