/**
 * Loads the settings of a review: defaults < user file < repo file < env < flags, by the one resolver
 * (src/config/resolve.ts). The YAML reader (yaml-layer.ts: the parser and picomatch, a ~600 kB chunk
 * of the bundle) is imported only when there is a file to read, so a review in a repository with no
 * config file never loads it (issue 48). The synchronous loaders of the commands that show settings
 * (`config show`, `doctor`) are in load.ts.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from './config-error.js';
import type { SettingsLayer } from './layers.js';
import { resolveInstructions, resolveInstructionsLocal } from './instructions.js';
import type { SettingKey } from './schema.js';
import { resolveSettings, type FileLayer, type ResolvedSettings } from './resolve.js';
import { repoFileMayRoute } from './repo-trust.js';

export const REPO_CONFIG_CANDIDATES = [
  '.github/prlens.yml',
  '.github/prlens.yaml',
  '.prlens.yml',
  '.prlens.yaml',
];

/**
 * The repository paths to try, in order, for every reader (disk, a commit, the API): an explicit
 * path alone, else every usual name. `explicit` undefined = the default was left as it is.
 */
export function repoConfigCandidates(explicit?: string): readonly string[] {
  return explicit === undefined ? REPO_CONFIG_CANDIDATES : [explicit];
}

export interface ConfigSources {
  /** Repository root: where the repo config file is looked up. */
  root: string;
  env: Record<string, string | undefined>;
  /** Flags or action inputs as strings; empty strings mean unset. */
  flags?: Partial<Record<SettingKey, string>>;
  /** Explicit repo config path (`--config`, the `config-path` input); must exist when given. */
  configPath?: string;
  /** User config file; undefined = the default location, null = none. */
  userConfigPath?: string | null;
  /** Not inside a git repository: no repository file applies (`config show`, `doctor` elsewhere). */
  noRepoFile?: boolean;
}

/** The settings of a local run, as the one resolver (src/config/resolve.ts) returns them. */
export type LoadedConfig = ResolvedSettings;

/** The default user config file: $XDG_CONFIG_HOME/prlens/config.yml or ~/.config/prlens/config.yml. */
export function defaultUserConfigPath(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'prlens', 'config.yml');
}

/** Finds the repository config file: the explicit path, else the first default candidate that exists. */
function findRepoConfig(root: string, configPath?: string): string | null {
  if (configPath) {
    const file = path.resolve(root, configPath);
    if (!existsSync(file)) {
      throw new ConfigError(`config file ${configPath} not found; create it or drop --config / config-path`);
    }
    return file;
  }
  for (const candidate of repoConfigCandidates()) {
    const file = path.join(root, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The repository's layer: where it was read, and what it sets. */
type RepoPart = FileLayer;

/** Reads repository files at one commit (git's object store, never the working tree). */
export interface RevisionReader {
  /** The commit id the files are read at. */
  rev: string;
  read: (file: string) => Promise<string | null>;
}

/** Reads one config file into a layer (yaml-layer.ts's readConfigFile). */
type ReadConfigFile = (file: string, label?: string) => SettingsLayer;

/** The YAML reader, imported when there is a file to read. */
async function yamlReader(): Promise<ReadConfigFile> {
  return (await import('./yaml-layer.js')).readConfigFile;
}

/** The user config file to read: the given path or the default one; null when there is none. */
function userFileOf(sources: ConfigSources): string | null {
  const file =
    sources.userConfigPath === undefined ? defaultUserConfigPath(sources.env) : sources.userConfigPath;
  return file && existsSync(file) ? file : null;
}

/** The user file's layer; null when there is none. */
async function userLayer(sources: ConfigSources): Promise<FileLayer | null> {
  const file = userFileOf(sources);
  return file ? { file, label: file, layer: (await yamlReader())(file) } : null;
}

/** The config files of the working tree: the repository's (unless `noRepoFile`) and the user's. */
function worktreeFiles(sources: ConfigSources): { repoFile: string | null; userFile: string | null } {
  return {
    repoFile: sources.noRepoFile ? null : findRepoConfig(sources.root, sources.configPath),
    userFile: userFileOf(sources),
  };
}

/**
 * The settings from the working tree's files, each read with `read`, as `config show` prints them:
 * instruction files named, not read (load.ts's resolveLocalSettings).
 */
export function localSettingsWith(
  sources: ConfigSources,
  read: ReadConfigFile,
  { repoFile, userFile } = worktreeFiles(sources),
): LoadedConfig {
  const label = repoFile ? path.relative(sources.root, repoFile) || repoFile : '';
  const repo = repoFile ? { file: repoFile, label, layer: read(repoFile, label) } : null;
  const user = userFile ? { file: userFile, label: userFile, layer: read(userFile) } : null;
  return combine(sources, repo, user);
}

/** The same, with the instruction files the settings name read from the working tree (load.ts's loadConfig). */
export function localConfigWith(
  sources: ConfigSources,
  read: ReadConfigFile,
  files = worktreeFiles(sources),
): LoadedConfig {
  const config = localSettingsWith(sources, read, files);
  const { instructionsFrom } = config;
  if (instructionsFrom) {
    const { settings } = config;
    settings.instructions = resolveInstructionsLocal(
      settings.instructions,
      sources.root,
      instructionsFrom.label,
    );
  }
  return config;
}

/** A reader for a run with no config file: never called. */
const NO_FILE: ReadConfigFile = (file) => {
  throw new Error(`prlens bug: ${file} was read although no config file was found`);
};

/**
 * The settings of a review of the working tree (the repo file from disk), as `loadConfig` loads
 * them; the YAML reader is imported only when a config file exists.
 */
export async function loadWorktreeConfig(sources: ConfigSources): Promise<LoadedConfig> {
  const files = worktreeFiles(sources);
  const anyFile = files.repoFile !== null || files.userFile !== null;
  return localConfigWith(sources, anyFile ? await yamlReader() : NO_FILE, files);
}

/**
 * The same, with the repo file read at a commit (the base side of the change under review): a
 * branch must not rewrite the settings it is reviewed by. `null` = no base commit, no repo file.
 */
export async function loadConfigAt(sources: ConfigSources, at: RevisionReader | null): Promise<LoadedConfig> {
  const repo = at ? await repoAtRevision(sources, at) : null;
  const config = combine(sources, repo, await userLayer(sources));
  const { settings, instructionsFrom } = config;
  if (instructionsFrom?.side === 'user') {
    settings.instructions = resolveInstructionsLocal(
      settings.instructions,
      sources.root,
      instructionsFrom.label,
    );
  } else if (instructionsFrom && at) {
    // Instruction files come from the same commit as the file that names them.
    settings.instructions = await resolveInstructions(settings.instructions, at.read, instructionsFrom.label);
  }
  return config;
}

async function repoAtRevision(sources: ConfigSources, at: RevisionReader): Promise<RepoPart | null> {
  const short = at.rev.slice(0, 12);
  let candidates = repoConfigCandidates();
  if (sources.configPath) {
    const relative = path.relative(sources.root, path.resolve(sources.root, sources.configPath));
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new ConfigError(
        `--config ${sources.configPath} is outside the repository; with --base, --from or --commit the ` +
          `repo config is read at the base commit ${short}: put your own settings in the user config file`,
      );
    }
    candidates = repoConfigCandidates(relative.split(path.sep).join('/'));
  }
  // Read together, not one after another: a git reader answers them all with one process.
  const texts = await Promise.all(candidates.map((file) => at.read(file)));
  for (const [index, file] of candidates.entries()) {
    const text = texts[index] ?? null;
    if (text === null) continue;
    const label = `${file}@${short}`;
    return { file, label, layer: (await import('./yaml-layer.js')).layerFromYaml(text, label) };
  }
  if (sources.configPath) {
    throw new ConfigError(
      `config file ${sources.configPath} is not in the base commit ${short} (the repo config is read ` +
        'there, not from the working tree): commit it on the base side, or drop --config',
    );
  }
  return null;
}

/** Hands every layer to the one resolver; the repo file may not route (CLI). */
function combine(sources: ConfigSources, repo: RepoPart | null, user: FileLayer | null): LoadedConfig {
  return resolveSettings({
    env: sources.env,
    user,
    repo,
    ...(sources.flags ? { flags: sources.flags } : {}),
    repoMayRoute: repoFileMayRoute('cli'),
  });
}
