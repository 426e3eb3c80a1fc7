/**
 * The settings of a local review. With a base side (--base, --from, --commit) the repository's
 * config file is read at that commit with git, as the action reads it from the PR's base: the
 * branch under review must not choose its own fail-on, min-severity or excludes. With no diff flag
 * (the working tree against HEAD) the change is the user's own edits, so the file on disk applies.
 * Either way the file may not route the key or the code (src/config/trust.ts).
 */
import { loadConfig, loadConfigAt, type ConfigSources, type LoadedConfig } from '../config/load.js';
import { GitWorkspace, type DiffMode, type LocalTarget } from '../local/git.js';
import { firstParent, resolveCommit } from '../local/refs.js';

/** The commit the repo config is read at: the base ref's tip, the range's start, the commit's parent. */
async function configRevision(root: string, mode: DiffMode, target?: LocalTarget): Promise<string | null> {
  switch (mode.kind) {
    case 'worktree':
      return null;
    case 'base':
      return target?.refs?.get(mode.ref) ?? resolveCommit(root, mode.ref);
    case 'range':
      return target?.refs?.get(mode.from) ?? resolveCommit(root, mode.from);
    case 'commit':
      if (target?.commit) return target.commit.parent;
      return firstParent(root, await resolveCommit(root, mode.sha));
  }
}

/** Loads the settings for a local review of `mode`; a `target` resolved already is not resolved again. */
export async function loadLocalConfig(
  sources: ConfigSources,
  mode: DiffMode,
  target?: LocalTarget,
): Promise<LoadedConfig> {
  if (mode.kind === 'worktree') return loadConfig(sources);
  const rev = await configRevision(sources.root, mode, target);
  // A root commit has no base side: no repository file is trusted to describe it.
  if (rev === null) return loadConfigAt(sources, null);
  const workspace = new GitWorkspace(sources.root, [rev]);
  return loadConfigAt(sources, { rev, read: (file) => workspace.readFile(file, rev) });
}
