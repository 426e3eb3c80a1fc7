/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from. The repo file
 * may not set the keys that route the API key or the code (src/config/trust.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LineCounter, isNode, parseDocument } from 'yaml';
import { ConfigError, layerFromObject, type DocPath, type SettingsLayer } from './layers.js';
import { resolveInstructions, resolveInstructionsLocal } from './instructions.js';
import type { SettingKey } from './schema.js';
import { resolveSettings, type FileLayer, type ResolvedSettings } from './resolve.js';
import { repoFileMayRoute } from './repo-trust.js';

export { mergeLayers } from './merge.js';

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

/** Reads and validates one YAML config file into a layer. */
export function readConfigFile(file: string, label = file): SettingsLayer {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read config file ${label}: ${(error as Error).message}`, { cause: error });
  }
  return layerFromYaml(text, label);
}

/** Validates config text already read (e.g. fetched from a branch over the API) into a layer. */
export function layerFromYaml(text: string, label: string): SettingsLayer {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const where = problem.linePos ? ` (line ${problem.linePos[0].line})` : '';
    throw new ConfigError(`${label}${where}: not valid YAML: ${problem.message.split('\n')[0]}`, {
      cause: problem,
    });
  }
  // The line of the nearest node that exists on the path (a missing key points at its parent).
  const locate = (path: DocPath): number | undefined => {
    for (let n = path.length; n > 0; n--) {
      const node: unknown = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return layerFromObject(label, doc.toJS({ maxAliasCount: 100 }), locate);
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

/**
 * The settings from the working tree's files, as `config show` prints them: instruction files named,
 * not read (a review reads them: `loadConfig`).
 */
export function resolveLocalSettings(sources: ConfigSources): LoadedConfig {
  const repoFile = sources.noRepoFile ? null : findRepoConfig(sources.root, sources.configPath);
  const label = repoFile ? path.relative(sources.root, repoFile) || repoFile : '';
  const repo = repoFile ? { file: repoFile, label, layer: readConfigFile(repoFile, label) } : null;
  return combine(sources, repo);
}

/** Loads every layer, merges them and validates the result; the repo file from the working tree. */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  const config = resolveLocalSettings(sources);
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

/**
 * The same, with the repo file read at a commit (the base side of the change under review): a
 * branch must not rewrite the settings it is reviewed by. `null` = no base commit, no repo file.
 */
export async function loadConfigAt(sources: ConfigSources, at: RevisionReader | null): Promise<LoadedConfig> {
  const repo = at ? await repoAtRevision(sources, at) : null;
  const config = combine(sources, repo);
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
    return { file, label, layer: layerFromYaml(text, label) };
  }
  if (sources.configPath) {
    throw new ConfigError(
      `config file ${sources.configPath} is not in the base commit ${short} (the repo config is read ` +
        'there, not from the working tree): commit it on the base side, or drop --config',
    );
  }
  return null;
}

/** Reads the user file and hands every layer to the one resolver; the repo file may not route (CLI). */
function combine(sources: ConfigSources, repo: RepoPart | null): LoadedConfig {
  const userFile =
    sources.userConfigPath === undefined ? defaultUserConfigPath(sources.env) : sources.userConfigPath;
  const user =
    userFile && existsSync(userFile)
      ? { file: userFile, label: userFile, layer: readConfigFile(userFile) }
      : null;
  return resolveSettings({
    env: sources.env,
    user,
    repo,
    ...(sources.flags ? { flags: sources.flags } : {}),
    repoMayRoute: repoFileMayRoute('cli'),
  });
}
