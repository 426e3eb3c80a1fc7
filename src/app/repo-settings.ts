/**
 * The action's settings: defaults < the repo config file < PRLENS_* env < inputs. The file is read
 * from the pull request's BASE commit over the API, never from the head: the action does not check
 * out the PR, and a PR must not be able to rewrite the rules it is reviewed by (e.g. drop the
 * security lens, or raise min-severity to hide its own findings). Whether the file may also choose
 * where the key and the code go is the caller's `repoConfigRoutes` (src/app/run-inputs.ts).
 */
import { ConfigError, layerFromEnv, layerFromStrings, type Partial_ } from '../config/layers.js';
import { REPO_CONFIG_CANDIDATES, layerFromYaml, mergeLayers } from '../config/load.js';
import { resolveInstructions } from '../config/instructions.js';
import type { ReviewSettings, SettingKey } from '../config/schema.js';
import { withoutTrustKeys } from '../config/trust.js';
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
  /** The file may set provider, base-url and telemetry; when not, each one it sets is dropped with a warning. */
  repoConfigRoutes: boolean;
  logger: Pick<Logger, 'warn'>;
}

export interface RepoSettings {
  settings: ReviewSettings;
  /** The file that was applied, if any. */
  file: string | null;
}

/** Loads and merges every layer; errors name the file or the input to fix. */
export async function loadRepoSettings(input: RepoSettingsInput): Promise<RepoSettings> {
  const candidates = input.configPathIsDefault
    ? [input.configPath, ...REPO_CONFIG_CANDIDATES.filter((c) => c !== input.configPath)]
    : [input.configPath];
  let file: string | null = null;
  let layer: Partial_ = {};
  for (const candidate of candidates) {
    const text = await input.workspace.readFile(candidate, input.baseSha);
    if (text === null) continue;
    file = candidate;
    layer = layerFromYaml(text, `${candidate} (base branch)`);
    if (!input.repoConfigRoutes) {
      const trusted = withoutTrustKeys(layer, `${candidate} (base branch)`, null);
      for (const warning of trusted.warnings) input.logger.warn(warning);
      layer = trusted.layer;
    }
    break;
  }
  if (file === null && !input.configPathIsDefault) {
    throw new ConfigError(
      `config file ${input.configPath} (input 'config-path') is not on the base branch; ` +
        'commit it there, or leave config-path unset',
    );
  }
  const settings = mergeLayers([layer, layerFromEnv(input.env), layerFromStrings('input', input.flags)]);
  // Instruction files come from the base commit too: a PR must not rewrite its own review guidance.
  if (file !== null && settings.instructions.length > 0) {
    settings.instructions = await resolveInstructions(
      settings.instructions,
      (path) => input.workspace.readFile(path, input.baseSha),
      `${file} (base branch)`,
    );
  }
  return { settings, file };
}
