/**
 * The review settings that an action input or a CLI flag can set. The table itself is generated
 * (src/config/setting-surfaces.ts, from the entries of src/config/settings-table.ts) so that the CLI
 * parsers read it without loading zod; this module turns it into parser options and flags.
 */
import type { FlagCommand, SettingKey } from './schema.js';
import { SETTING_FLAGS } from './setting-surfaces.js';

export { SETTING_FLAGS };
export type { FlagCommand };

type FlagKey = keyof typeof SETTING_FLAGS;
const KEYS = Object.keys(SETTING_FLAGS) as FlagKey[];

/** The settings that are action inputs. */
export const SETTING_INPUTS: readonly FlagKey[] = KEYS.filter((k) => SETTING_FLAGS[k].input);

/**
 * An input's non-empty `default:` in action.yml. The runner passes it when the workflow leaves the
 * input out, so an input equal to it counts as unset and the repository file can still set the key.
 */
export function inputDefaultOf(key: FlagKey): string | undefined {
  const row = SETTING_FLAGS[key];
  return 'inputDefault' in row ? row.inputDefault : undefined;
}

/** The setting flags one CLI command takes. */
export function settingFlagsOf(command: FlagCommand): readonly FlagKey[] {
  return KEYS.filter((k) => (SETTING_FLAGS[k].cli as readonly FlagCommand[]).includes(command));
}

/**
 * node:util parseArgs options for a command's setting flags (all strings; `resolveSettings` checks them).
 * A list flag may be given more than once: parseArgs would otherwise keep only the last value.
 */
export function settingOptions(command: FlagCommand): Record<string, { type: 'string'; multiple?: true }> {
  return Object.fromEntries(
    settingFlagsOf(command).map((k) => [
      k,
      isListFlag(k) ? { type: 'string' as const, multiple: true as const } : { type: 'string' as const },
    ]),
  );
}

function isListFlag(key: FlagKey): boolean {
  const row = SETTING_FLAGS[key];
  return 'list' in row && row.list;
}

/** The setting flags that were given, as `resolveSettings`' `flags` (src/config/resolve.ts). */
export function pickSettingFlags(
  command: FlagCommand,
  values: Record<string, unknown>,
): Partial<Record<SettingKey, string>> {
  const flags: Partial<Record<SettingKey, string>> = {};
  for (const key of settingFlagsOf(command)) {
    const value = values[key];
    if (typeof value === 'string') flags[key] = value;
    // A repeated list flag: one item set a line, as a multi-line input (src/config/split-list.ts).
    else if (Array.isArray(value)) flags[key] = value.filter((v) => typeof v === 'string').join('\n');
  }
  return flags;
}
