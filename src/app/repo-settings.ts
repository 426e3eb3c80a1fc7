/**
 * The settings of a run on a pull request: defaults < (the CLI's user file) < the repo config file <
 * PRLENS_* env < inputs or flags. The repository file is read from the pull request's BASE commit
 * over the API, never from the head: the action does not check
 * out the PR, and a PR must not be able to rewrite the rules it is reviewed by (e.g. drop the
 * security lens, or raise min-severity to hide its own findings). The layers are merged by the one
 * resolver (src/config/resolve.ts); whether the file may also choose where the key and the code go
 * is `repoFileMayRoute` (src/config/repo-trust.ts) of the run's `runner`.
 */
import { existsSync } from 'node:fs';
import { ConfigError } from '../config/layers.js';
import {
  defaultUserConfigPath,
  layerFromYaml,
  readConfigFile,
  repoConfigCandidates,
} from '../config/load.js';
import { resolveInstructions } from '../config/instructions.js';
import { resolveSettings, type FileLayer } from '../config/resolve.js';
import { repoFileMayRoute, type Runner } from '../config/repo-trust.js';
import type { ReviewSettings, SettingKey } from '../config/schema.js';
import type { Logger, Workspace } from '../core/ports.js';

export interface RepoSettingsInput {
  workspace: Workspace;
  /** The base commit of the PR. */
  baseSha: string;
  configPath: string;
  /** The input was left at its default: look for every usual name, and a missing file is fine. */
  configPathIsDefault: boolean;
  env: Record<string, string | undefined>;
  flags: Partial<Record<SettingKey, string>>;
  /**
   * Who runs prlens: whether the file may set provider, base-url and telemetry (when not, each one
   * it sets is dropped with a warning) and whether the user's own config file applies follow from it.
   */
  runner: Runner;
  logger: Pick<Logger, 'warn'>;
}

export interface RepoSettings {
  settings: ReviewSettings;
  /** The file that was applied, if any. */
  file: string | null;
}

/** Loads and merges every layer; errors name the file or the input to fix. */
export async function loadRepoSettings(input: RepoSettingsInput): Promise<RepoSettings> {
  const repo = await readRepoFile(input);
  const resolved = resolveSettings({
    env: input.env,
    user: userFile(input),
    repo,
    flags: input.flags,
    flagSource: 'input',
    repoMayRoute: repoFileMayRoute(input.runner),
  });
  for (const warning of resolved.warnings) input.logger.warn(warning);
  const { settings } = resolved;
  // Instruction files come from the base commit too: a PR must not rewrite its own review guidance.
  if (repo !== null && settings.instructions.length > 0) {
    settings.instructions = await resolveInstructions(
      settings.instructions,
      (path) => input.workspace.readFile(path, input.baseSha),
      repo.label,
    );
  }
  return { settings, file: repo?.file ?? null };
}

/**
 * The user's own config file, for a run on the user's machine (`review --pr`, `ask`, `describe` or
 * `sweep` from the CLI), where the user's settings apply as they do to a local review (and as
 * `prlens ask` already checked its model with them). The action has no user file.
 */
function userFile(input: RepoSettingsInput): FileLayer | null {
  if (input.runner !== 'cli') return null;
  const file = defaultUserConfigPath(input.env);
  return existsSync(file) ? { file, label: file, layer: readConfigFile(file) } : null;
}

/** The first candidate on the base commit, one request at a time (a hit ends the search). */
async function readRepoFile(input: RepoSettingsInput): Promise<FileLayer | null> {
  for (const candidate of repoConfigCandidates(input.configPathIsDefault ? undefined : input.configPath)) {
    const text = await input.workspace.readFile(candidate, input.baseSha);
    if (text === null) continue;
    const label = `${candidate} (base branch)`;
    return { file: candidate, label, layer: layerFromYaml(text, label) };
  }
  if (!input.configPathIsDefault) {
    throw new ConfigError(
      `config file ${input.configPath} (input 'config-path') is not on the base branch; ` +
        'commit it there, or leave config-path unset',
    );
  }
  return null;
}
