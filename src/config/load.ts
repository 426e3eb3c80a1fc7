/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from. The repo file
 * may not set the keys that route the API key or the code (src/config/trust.ts).
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
  envName,
  type DocPath,
  type Partial_,
} from './layers.js';
import { resolveInstructions, resolveInstructionsLocal } from './instructions.js';
import { Settings, type ReviewSettings, type SettingKey } from './schema.js';
import { listOverrideNotes, type NamedLayer } from './list-override.js';
import { withoutTrustKeys } from './trust.js';

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
  /** Settings a repository file may not choose, dropped: one sentence each, for the log and the report. */
  warnings: string[];
  /** The layers applied, lowest first, e.g. `defaults < repo .github/prlens.yml@1a2b3c4d5e6f < flags`. */
  layers: string;
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

/** The repository's layer: where it was read, and what it sets. */
interface RepoPart {
  label: string;
  file: string;
  layer: Partial_;
}

/** Reads repository files at one commit (git's object store, never the working tree). */
export interface RevisionReader {
  /** The commit id the files are read at. */
  rev: string;
  read: (file: string) => Promise<string | null>;
}

/** Loads every layer, merges them and validates the result; the repo file from the working tree. */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  const repoFile = findRepoConfig(sources.root, sources.configPath);
  const label = repoFile ? path.relative(sources.root, repoFile) || repoFile : '';
  const repo = repoFile ? { file: repoFile, label, layer: readConfigFile(repoFile, label) } : null;
  const { config, instructionsFrom } = combine(sources, repo);
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
  const { config, instructionsFrom } = combine(sources, repo);
  const { settings } = config;
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
  let candidates = REPO_CONFIG_CANDIDATES;
  if (sources.configPath) {
    const relative = path.relative(sources.root, path.resolve(sources.root, sources.configPath));
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new ConfigError(
        `--config ${sources.configPath} is outside the repository; with --base, --from or --commit the ` +
          `repo config is read at the base commit ${short}: put your own settings in the user config file`,
      );
    }
    candidates = [relative.split(path.sep).join('/')];
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

/** Merges defaults < user < repo (trust keys dropped) < env < flags, and names the layers used. */
function combine(
  sources: ConfigSources,
  repo: RepoPart | null,
): { config: LoadedConfig; instructionsFrom: { label: string; side: 'user' | 'repo' } | null } {
  const layers: Partial_[] = [];
  const files: string[] = [];
  const names = ['defaults'];
  const warnings: string[] = [];
  const userFile =
    sources.userConfigPath === undefined ? defaultUserConfigPath(sources.env) : sources.userConfigPath;
  // The file whose `instructions` win the merge: its files are read from its side, its label named in errors.
  let instructionsFrom: { label: string; side: 'user' | 'repo' } | null = null;
  if (userFile && existsSync(userFile)) {
    const layer = readConfigFile(userFile);
    if (layer.instructions !== undefined) instructionsFrom = { label: userFile, side: 'user' };
    layers.push(layer);
    files.push(userFile);
    names.push(`user ${userFile}`);
  }
  if (repo) {
    const trusted = withoutTrustKeys(repo.layer, repo.label, userFile ?? null);
    warnings.push(...trusted.warnings);
    if (repo.layer.instructions !== undefined) instructionsFrom = { label: repo.label, side: 'repo' };
    layers.push(trusted.layer);
    files.push(repo.file);
    names.push(`repo ${repo.label}`);
  }
  const env = layerFromEnv(sources.env);
  const flags = layerFromStrings('flag', sources.flags ?? {});
  layers.push(env, flags);
  warnings.push(...listOverrideNotes(namedLayers(layers, names.slice(1))));
  if (Object.keys(env).length > 0) names.push('env');
  if (Object.keys(flags).length > 0) names.push('flags');

  const settings = mergeLayers(layers);
  const apiKey = firstNonEmpty(
    sources.env.PRLENS_API_KEY,
    sources.env.OPENAI_API_KEY,
    sources.env.ANTHROPIC_API_KEY,
  );
  const config = { settings, files, warnings, layers: names.join(' < '), ...(apiKey ? { apiKey } : {}) };
  return { config, instructionsFrom };
}

/** `combine`'s layers named for a note: the files (`fileNames`: user, repo) in order, then env and flags. */
function namedLayers(layers: readonly Partial_[], fileNames: readonly string[]): NamedLayer[] {
  return layers.map((layer, i): NamedLayer => {
    const file = fileNames[i];
    if (file !== undefined) return { layer, file: true, name: () => file };
    if (i === fileNames.length) return { layer, file: false, name: (key) => envName(key) };
    return { layer, file: false, name: (key) => `--${key}` };
  });
}

/** Merges checked layers, later ones winning, and applies the defaults. */
export function mergeLayers(layers: readonly Partial_[]): ReviewSettings {
  const merged = Object.assign({}, ...layers) as Record<string, unknown>;
  const parsed = Settings.safeParse(merged);
  if (!parsed.success) {
    // Each layer was checked already; reaching this is a bug in the schema table.
    throw new ConfigError(`invalid settings: ${parsed.error.message}`);
  }
  return parsed.data;
}

function firstNonEmpty(...values: Array<string | undefined>): string | undefined {
  return values.find((value) => value !== undefined && value.trim() !== '')?.trim();
}
