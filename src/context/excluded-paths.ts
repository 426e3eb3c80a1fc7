/**
 * Paths the review leaves out stay out of what the model reads as context. The filter is select's
 * (src/review/select/path-filter.ts: the user's `exclude`, generated, vendored, lock files...): a team
 * excludes a path for a reason (secrets fixtures, a vendored library, a generated blob), and a
 * context pack, a lookup answer, an audit's file read or a deep agent's tool call must not send it
 * either. What was withheld is said by path and reason, never as "not found": the code may exist.
 */
import type { Workspace } from '../core/ports.js';

/** Why the model may not read `path` (the review's reason for leaving it out), or null when it may. */
export type PathFilter = (path: string) => string | null;

/** A read of a path the review leaves out: refused, with why, so no caller reads it as absent. */
class ExcludedPathError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path} is excluded from the review by its configuration (${reason}): its content is not shown`);
    this.name = 'ExcludedPathError';
  }
}

/** The refusal's message when `error` is a read of an excluded path, else null. */
export function excludedPathRefusal(error: unknown): string | null {
  return error instanceof ExcludedPathError ? error.message : null;
}

/** Paths withheld from one answer, with the reason of each. */
export type Withheld = ReadonlyMap<string, string>;

/** Splits search hits into those the model may see and the paths withheld from it. */
export function partitionHits<T extends { path: string }>(
  hits: readonly T[],
  excluded: PathFilter,
): { shown: T[]; withheld: Map<string, string> } {
  const shown: T[] = [];
  const withheld = new Map<string, string>();
  for (const hit of hits) {
    const reason = excluded(hit.path);
    if (reason === null) shown.push(hit);
    else withheld.set(hit.path, reason);
  }
  return { shown, withheld };
}

/** Says which paths an answer left out, and why: at most three named. */
export function withheldNote(withheld: Withheld): string {
  const named = [...withheld].slice(0, 3).map(([path, reason]) => `${path} (${reason})`);
  const more = withheld.size > 3 ? ` and ${withheld.size - 3} more` : '';
  return `matches in ${withheld.size} path(s) excluded from the review by configuration are not shown: ${named.join(', ')}${more}`;
}

/**
 * The workspace as the model half reads it: a read of an excluded path throws ExcludedPathError
 * (the audit and the deep agent's tools turn it into a failed read that says why), searches and
 * listings leave excluded paths out.
 */
export function excludingWorkspace(workspace: Workspace, excluded: PathFilter): Workspace {
  const readable = (path: string) => excluded(path) === null;
  const wrapped: Workspace = {
    readFile: async (path, ref) => {
      const reason = excluded(path);
      if (reason !== null) throw new ExcludedPathError(path, reason);
      return workspace.readFile(path, ref);
    },
    // Skipped by the search itself (the limit counts only what may be shown), and filtered again.
    searchCode: async (query, options) => {
      const outer = options.skip;
      const skip = {
        excluded: (path: string) => !readable(path) || outer?.excluded(path) === true,
        withheld: outer?.withheld ?? new Set<string>(),
      };
      const hits = await workspace.searchCode(query, { ...options, skip });
      // A workspace that does not skip returns them: named as withheld all the same.
      for (const hit of hits) if (!readable(hit.path)) skip.withheld.add(hit.path);
      return hits.filter((hit) => readable(hit.path));
    },
  };
  if (workspace.listFiles)
    wrapped.listFiles = async (ref) => (await workspace.listFiles!(ref)).filter(readable);
  if (workspace.listBelow)
    wrapped.listBelow = async (folder, ref) => (await workspace.listBelow!(folder, ref)).filter(readable);
  if (workspace.listFolder)
    wrapped.listFolder = async (folder, ref) => (await workspace.listFolder!(folder, ref)).filter(readable);
  if (workspace.isSymlink) wrapped.isSymlink = (path, ref) => workspace.isSymlink!(path, ref);
  return wrapped;
}
