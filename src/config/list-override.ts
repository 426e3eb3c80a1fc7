/**
 * A list setting given by a flag or an environment variable replaces the file's list, as every
 * later layer replaces an earlier one. For a list that surprises: `--exclude 'gen/**'` beside a repo
 * file that excludes `vendor/**` stops excluding vendor/. The layering stays (a flag must be able to
 * empty a list), but the replacement is said once, naming what was dropped and how to keep it.
 */
import { fieldOf, SETTING_KEYS, type SettingKey } from './schema.js';
import type { SettingsLayer } from './layers.js';

/** One layer of settings and how to name where it came from. */
export interface NamedLayer {
  layer: SettingsLayer;
  /** How the key was set here: `flag --exclude`, `PRLENS_EXCLUDE`, `.github/prlens.yml`. */
  name: (key: SettingKey) => string;
  /** A config file (user or repository), whose list a flag or env value may silently replace. */
  file: boolean;
}

/** One sentence per list setting whose flag or env value replaced a different list from a config file. */
export function listOverrideNotes(layers: readonly NamedLayer[]): string[] {
  const notes: string[] = [];
  for (const key of SETTING_KEYS) {
    if (fieldOf(key).kind !== 'list') continue;
    const setting = layers.filter((l) => l.layer[key] !== undefined);
    const top = setting.at(-1);
    const below = setting.at(-2);
    if (!top || !below || top.file || !below.file) continue;
    const dropped = listOf(below.layer[key]).filter((item) => !listOf(top.layer[key]).includes(item));
    if (dropped.length === 0) continue;
    notes.push(
      `${top.name(key)} replaces ${key} from ${below.name(key)} instead of adding to it, so ` +
        `${dropped.join(', ')} no longer applies; to keep it, give it in ${top.name(key)} too`,
    );
  }
  return notes;
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
