/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LineCounter, isNode, parseDocument } from 'yaml';
import {
  ConfigError,
  layerFromEnv,
  layerFromObject,
  layerFromStrings,
  type DocPath,
  type Partial_,
} from './layers.js';
import { resolveInstructionsLocal } from './instructions.js';
import { Settings, type ReviewSettings, type SettingKey } from './schema.js';

export const REPO_CONFIG_CANDIDATES = [
  '.github/prlens.yml',
  '.github/prlens.yaml',
  '.prlens.yml',
  '.prlens.yaml',
];

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
}

export interface LoadedConfig {
  settings: ReviewSettings;
  /** Files that contributed, in the order they were applied. */
  files: string[];
  /** The model key from the environment, if any. Never logged or stored. */
  apiKey?: string;
}

/** The default user config file: $XDG_CONFIG_HOME/prlens/config.yml or ~/.config/prlens/config.yml. */
export function defaultUserConfigPath(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'prlens', 'config.yml');
}

/** Reads and validates one YAML config file into a layer. */
export function readConfigFile(file: string, label = file): Partial_ {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read config file ${label}: ${(error as Error).message}`, { cause: error });
  }
  return layerFromYaml(text, label);
}

/** Validates config text already read (e.g. fetched from a branch over the API) into a layer. */
export function layerFromYaml(text: string, label: string): Partial_ {
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
export function findRepoConfig(root: string, configPath?: string): string | null {
  if (configPath) {
    const file = path.resolve(root, configPath);
    if (!existsSync(file)) {
      throw new ConfigError(`config file ${configPath} not found; create it or drop --config / config-path`);
    }
    return file;
  }
  for (const candidate of REPO_CONFIG_CANDIDATES) {
    const file = path.join(root, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Loads every layer, merges them and validates the result. */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  const layers: Partial_[] = [];
  const files: string[] = [];

  const userFile =
    sources.userConfigPath === undefined ? defaultUserConfigPath(sources.env) : sources.userConfigPath;
  // The file whose `instructions` win the merge: its label goes into errors about their files.
  let instructionsFrom: string | undefined;
  if (userFile && existsSync(userFile)) {
    const layer = readConfigFile(userFile);
    if (layer.instructions !== undefined) instructionsFrom = userFile;
    layers.push(layer);
    files.push(userFile);
  }
  const repoFile = findRepoConfig(sources.root, sources.configPath);
  if (repoFile) {
    const label = path.relative(sources.root, repoFile) || repoFile;
    const layer = readConfigFile(repoFile, label);
    if (layer.instructions !== undefined) instructionsFrom = label;
    layers.push(layer);
    files.push(repoFile);
  }
  layers.push(layerFromEnv(sources.env));
  layers.push(layerFromStrings('flag --', sources.flags ?? {}));

  const settings = mergeLayers(layers);
  if (instructionsFrom !== undefined) {
    settings.instructions = resolveInstructionsLocal(settings.instructions, sources.root, instructionsFrom);
  }
  const apiKey = firstNonEmpty(
    sources.env.PRLENS_API_KEY,
    sources.env.OPENAI_API_KEY,
    sources.env.ANTHROPIC_API_KEY,
  );
  return { settings, files, ...(apiKey ? { apiKey } : {}) };
}

/** Merges checked layers, later ones winning, and applies the defaults. */
export function mergeLayers(layers: readonly Partial_[]): ReviewSettings {
  const merged = Object.assign({}, ...layers) as Record<string, unknown>;
  const parsed = Settings.safeParse(merged);
  if (!parsed.success) {
    // Each layer was checked already; reaching this is a bug in the schema table.
    throw new ConfigError(`invalid settings: ${parsed.error.message}`);
  }
  return parsed.data as unknown as ReviewSettings;
}

function firstNonEmpty(...values: Array<string | undefined>): string | undefined {
  return values.find((value) => value !== undefined && value.trim() !== '')?.trim();
}
