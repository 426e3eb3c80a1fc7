/**
 * How much of the repository the model sees beyond its diff (the `repo-context` setting): the
 * context packs, the review's lookup round, both, or neither. Apart from the engine, with no
 * imports, so the settings table and the prompt can name the modes without loading the index.
 */

/** The values of `repo-context`, the default first. */
export const REPO_CONTEXT_MODES = ['full', 'pack', 'lookups', 'off'] as const;

export type RepoContextMode = (typeof REPO_CONTEXT_MODES)[number];

/** The default mode: the settings table, the engine and the model half all read it from here. */
export const DEFAULT_REPO_CONTEXT: RepoContextMode = REPO_CONTEXT_MODES[0];

/** Whether each unit's prompt carries its context pack (`full`, `pack`). */
export function packsOn(mode: RepoContextMode): boolean {
  return mode === 'full' || mode === 'pack';
}

/** Whether a review call may ask for lookups and get one more round (`full`, `lookups`). */
export function lookupsOn(mode: RepoContextMode): boolean {
  return mode === 'full' || mode === 'lookups';
}

/** What of the engine (`ReviewContext`) a run's review calls are given: the audit's symbols always. */
export type OfferedContext<T extends EngineParts> = Pick<T, 'symbols'> & Partial<Pick<T, 'pack' | 'lookup'>>;

interface EngineParts {
  symbols: unknown;
  pack: unknown;
  lookup: unknown;
}

/** The parts of `repo` that `repo-context` lets the review calls use: packs, the lookup round, or neither. */
export function offeredContext<T extends EngineParts>(repo: T, mode: RepoContextMode): OfferedContext<T> {
  return {
    symbols: repo.symbols,
    ...(packsOn(mode) ? { pack: repo.pack } : {}),
    ...(lookupsOn(mode) ? { lookup: repo.lookup } : {}),
  };
}
