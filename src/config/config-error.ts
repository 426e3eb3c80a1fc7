/**
 * The error of a configuration mistake, in a module of its own: the entries check for it (and the
 * action's input reader throws it) without loading the settings schema and zod (start-up cost).
 */

/** A configuration mistake the user can fix; the message says how. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
