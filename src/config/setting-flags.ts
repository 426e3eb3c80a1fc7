/**
 * The review settings that an action input or a CLI flag can set, in one table: each row is a
 * config key (the input and the flag have its name) and says where it can be given. The action's
 * inputs (src/action/inputs.ts) and every CLI parser (src/cli/*-args.ts) read their lists from here,
 * so a new setting flag is one row, and a setting missing on one side is a visible decision.
 * action.yml is a contract: its inputs stay as they are (tests/config/setting-flags.test.ts checks
 * the table against it); `effort` is set in .github/prlens.yml in a workflow.
 */
import type { SettingKey } from './schema.js';

/** The CLI commands that take setting flags. */
export type FlagCommand = 'review' | 'sweep' | 'ask';

interface SettingFlag {
  /** An input of action.yml. */
  input: boolean;
  /** The CLI commands that take it as `--key VALUE` (`ask` covers `describe` too). */
  cli: readonly FlagCommand[];
}

const REVIEW_AND_SWEEP: readonly FlagCommand[] = ['review', 'sweep'];
const MODEL: readonly FlagCommand[] = ['review', 'sweep', 'ask'];

export const SETTING_FLAGS = {
  provider: { input: true, cli: MODEL },
  model: { input: true, cli: MODEL },
  'base-url': { input: true, cli: MODEL },
  preset: { input: true, cli: REVIEW_AND_SWEEP },
  effort: { input: false, cli: ['review'] },
  lenses: { input: true, cli: REVIEW_AND_SWEEP },
  'min-severity': { input: true, cli: REVIEW_AND_SWEEP },
  'fail-on': { input: true, cli: REVIEW_AND_SWEEP },
  language: { input: true, cli: ['ask'] },
  'max-input-tokens': { input: true, cli: ['ask'] },
  'max-concurrency': { input: true, cli: [] },
  'max-review-seconds': { input: true, cli: [] },
  'max-review-tokens': { input: true, cli: [] },
  incremental: { input: true, cli: [] },
  'resolve-fixed': { input: true, cli: [] },
  reflect: { input: true, cli: [] },
  'check-run': { input: true, cli: [] },
  labels: { input: true, cli: [] },
  'learn-from-reactions': { input: true, cli: [] },
  'command-prefix': { input: true, cli: [] },
  'ignore-title-keywords': { input: true, cli: [] },
  'ignore-labels': { input: true, cli: [] },
  // Not an action input (action.yml is a contract): a workflow sets it in .github/prlens.yml.
  'include-generated': { input: false, cli: REVIEW_AND_SWEEP },
} as const satisfies Partial<Record<SettingKey, SettingFlag>>;

type FlagKey = keyof typeof SETTING_FLAGS;
const KEYS = Object.keys(SETTING_FLAGS) as FlagKey[];

/** The settings that are action inputs. */
export const SETTING_INPUTS: readonly FlagKey[] = KEYS.filter((k) => SETTING_FLAGS[k].input);

/** The setting flags one CLI command takes. */
export function settingFlagsOf(command: FlagCommand): readonly FlagKey[] {
  return KEYS.filter((k) => (SETTING_FLAGS[k].cli as readonly FlagCommand[]).includes(command));
}

/** node:util parseArgs options for a command's setting flags (all strings; loadConfig checks them). */
export function settingOptions(command: FlagCommand): Record<string, { type: 'string' }> {
  return Object.fromEntries(settingFlagsOf(command).map((k) => [k, { type: 'string' as const }]));
}

/** The setting flags that were given, as loadConfig's `flags`. */
export function pickSettingFlags(
  command: FlagCommand,
  values: Record<string, unknown>,
): Partial<Record<SettingKey, string>> {
  const flags: Partial<Record<SettingKey, string>> = {};
  for (const key of settingFlagsOf(command)) {
    const value = values[key];
    if (typeof value === 'string') flags[key] = value;
  }
  return flags;
}
