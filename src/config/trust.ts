/**
 * A repository config file is written by whoever wrote the branch (or owns the repository), not by
 * the person whose API key the run uses. The keys that route the key or the code (TRUST_KEYS) are
 * therefore dropped from it, each with a warning that names the key, the file and how the user
 * sets it instead; the rest of the file (lenses, severities, excludes) still applies.
 */
import { SETTING_FLAGS } from './setting-flags.js';
import { envName, type SettingsLayer } from './layers.js';
import { TRUST_KEYS, type SettingKey } from './schema.js';

type TrustKey = (typeof TRUST_KEYS)[number];

export interface TrustFiltered {
  layer: SettingsLayer;
  /** One sentence per key that was dropped. */
  warnings: string[];
  /** The keys dropped, in TRUST_KEYS order. */
  dropped: SettingKey[];
}

/** Where the user may set a trust key: a flag when one exists, and its environment variable. */
function trustedHomes(key: SettingKey, userConfig: string | null): string {
  const flag = key in SETTING_FLAGS ? `--${key} VALUE, ` : '';
  const file = userConfig ? ` or in your user config ${userConfig} (prlens config set ${key} VALUE)` : '';
  return `pass ${flag}set ${envName(key)}${file}`;
}

/** The layer without its trust keys, and a warning for each one it set. */
export function withoutTrustKeys(
  layer: SettingsLayer,
  label: string,
  userConfig: string | null,
): TrustFiltered {
  const kept: SettingsLayer = { ...layer };
  const warnings: string[] = [];
  const dropped: SettingKey[] = [];
  for (const key of TRUST_KEYS as readonly TrustKey[]) {
    if (kept[key] === undefined) continue;
    delete kept[key];
    dropped.push(key);
    warnings.push(
      `${label} sets '${key}', which decides where your API key and code are sent; a repository file ` +
        `may not choose that, so it is ignored. To use it, ${trustedHomes(key, userConfig)}`,
    );
  }
  return { layer: kept, warnings, dropped };
}
