/**
 * The last step of every settings load: layers already checked one by one, merged (later ones
 * winning) and completed with the defaults. Key by key, so that only the zod types of the keys some
 * layer sets are built (src/config/schema.ts builds each row's type on first use).
 */
import { ConfigError } from './config-error.js';
import type { SettingsLayer } from './layers.js';
import { SETTING_KEYS, fieldOf, type ReviewSettings, type SettingKey } from './schema.js';

/** Merges checked layers, later ones winning, and applies the defaults. */
export function mergeLayers(layers: readonly SettingsLayer[]): ReviewSettings {
  const merged = Object.assign({}, ...layers) as Record<string, unknown>;
  // Each layer was checked already; reaching either error is a bug in a caller or in the table.
  const unknown = Object.keys(merged).filter((key) => !(SETTING_KEYS as string[]).includes(key));
  if (unknown.length > 0) throw new ConfigError(`invalid settings: unknown key(s) ${unknown.join(', ')}`);
  const settings: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) {
    const field = fieldOf(key);
    const value = merged[key];
    if (value === undefined) {
      // A fresh copy: a run may change its settings' lists without touching the table's defaults.
      if (field.default !== undefined) settings[key] = structuredClone(field.default);
      continue;
    }
    const parsed = field.schema.safeParse(value);
    if (!parsed.success) throw new ConfigError(`invalid settings: ${key}: ${parsed.error.message}`);
    settings[key] = parsed.data;
  }
  return settings as ReviewSettings;
}
