/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from. The repo file
 * may not set the keys that route the API key or the code (src/config/trust.ts).
 * This module reads the working tree's files synchronously (`config show`, `doctor`) and so loads
 * the YAML reader with it; a review loads its settings through load-at.ts, which imports the reader
 * only when there is a file to read (issue 48).
 */
import { localConfigWith, localSettingsWith, type ConfigSources, type LoadedConfig } from './load-at.js';
import { readConfigFile } from './yaml-layer.js';

export { mergeLayers } from './merge.js';
export { layerFromYaml, readConfigFile } from './yaml-layer.js';
export {
  REPO_CONFIG_CANDIDATES,
  defaultUserConfigPath,
  repoConfigCandidates,
  type LoadedConfig,
} from './load-at.js';

/**
 * The settings from the working tree's files, as `config show` prints them: instruction files named,
 * not read (a review reads them: `loadConfig`).
 */
export function resolveLocalSettings(sources: ConfigSources): LoadedConfig {
  return localSettingsWith(sources, readConfigFile);
}

/** Loads every layer, merges them and validates the result; the repo file from the working tree. */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  return localConfigWith(sources, readConfigFile);
}
