/**
 * The settings of a local review. With a base side (--base, --from, --commit) the repository's
 * config file is read at that commit with git, as the action reads it from the PR's base: the
 * branch under review must not choose its own fail-on, min-severity or excludes. With no diff flag
 * (the working tree against HEAD) the change is the user's own edits, so the file on disk applies.
 * Either way the layers are merged by `resolveSettings` (src/config/resolve.ts), and the file may
 * not route the key or the code (src/config/repo-trust.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadConfigAt,
  loadWorktreeConfig,
  repoConfigCandidates,
  type ConfigSources,
  type LoadedConfig,
} from '../config/load-at.js';
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
      return firstParent(root, await resolveCommit(root, mode.sha), mode.sha);
  }
}

/**
 * Loads the settings for a local review of `mode`; a `target` resolved already is not resolved again.
 * `alsoRead`: files the review reads later at the commit the config is read at (its base), started
 * in the same `git cat-file` as the config candidates (GitWorkspace.prefetch).
 */
export async function loadLocalConfig(
  sources: ConfigSources,
  mode: DiffMode,
  target?: LocalTarget,
  alsoRead: readonly string[] = [],
): Promise<LoadedConfig> {
  if (mode.kind === 'worktree') return loadWorktreeConfig(sources);
  const rev = await configRevision(sources.root, mode, target);
  // A root commit has no base side: no repository file is trusted to describe it.
  if (rev === null) return loadConfigAt(sources, null);
  const workspace = new GitWorkspace(sources.root, [rev]);
  for (const file of alsoRead) workspace.prefetch(file, rev);
  // One read per file: the note below compares a candidate the loader has read already.
  const reads = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    let pending = reads.get(file);
    if (pending === undefined) reads.set(file, (pending = workspace.readFile(file, rev)));
    return pending;
  };
  const loaded = await loadConfigAt(sources, { rev, read });
  const note = await baseConfigNote(sources, rev, read);
  return note === null ? loaded : { ...loaded, warnings: [...loaded.warnings, note] };
}

/**
 * Says so when the repository file on disk is not the one this review uses: a config file added or
 * edited on the branch is not read (the base commit's is), which otherwise looks like the file
 * being ignored ("config: defaults"). Null when they agree or there is no file on disk.
 */
async function baseConfigNote(
  sources: ConfigSources,
  rev: string,
  read: (file: string) => Promise<string | null>,
): Promise<string | null> {
  if (sources.configPath) return null; // an explicit --config is checked at the base already
  const file = repoConfigCandidates().find((f) => existsSync(path.join(sources.root, f)));
  if (file === undefined) return null;
  const atBase = await read(file);
  const onDisk = readFileSync(path.join(sources.root, file), 'utf8');
  if (atBase === onDisk) return null;
  const short = rev.slice(0, 12);
  const why =
    `with --base, --from or --commit the repository config is read at the base commit ${short}, ` +
    'so a branch cannot choose the settings it is reviewed by';
  const fix =
    'commit it on the base branch, or put your own settings in the user config file (prlens config path)';
  return atBase === null
    ? `config: ${file} is not in the base commit, so this review does not use it (${why}); ${fix}`
    : `config: ${file} differs from the base commit's, which this review uses (${why}); ${fix}`;
}
