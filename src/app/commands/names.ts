/**
 * The words of the PR commands, without their modules: the action's event router reads them on
 * every comment event, most of which it skips, and must not load the commands' use cases for that
 * (start-up cost). tests/action/command-names.test.ts keeps this list equal to COMMAND_TABLE's names.
 */

/** Command words, for the short `/name` form (other slash words belong to other tools). */
export const COMMAND_NAMES: ReadonlySet<string> = new Set(['ask', 'describe', 'review', 'ignore']);
