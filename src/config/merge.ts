/**
 * The last step of every settings load: layers already checked one by one, merged (later ones
 * winning) and completed with the defaults.
 */
import { ConfigError } from './config-error.js';
import type { Partial_ } from './layers.js';
import { Settings, type ReviewSettings } from './schema.js';

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
