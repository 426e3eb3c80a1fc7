/**
 * The PR commands the router knows, one module each. To add one, write `src/action/commands/<name>.ts`
 * exporting a `CommandModule` (see ./types.ts for the handler signature and what the router has done
 * before calling it) and add it to COMMAND_TABLE below: one import, one entry.
 */
import { askCommand } from './ask.js';
import { describeCommand } from './describe.js';
import { ignoreCommand } from './ignore.js';
import { reviewCommand } from './review.js';
import type { CommandModule } from './types.js';

export const COMMAND_TABLE: readonly CommandModule[] = [
  askCommand,
  describeCommand,
  reviewCommand,
  ignoreCommand,
];

/** Command words, for the short `/name` form (other slash words belong to other tools). */
export const COMMAND_NAMES: ReadonlySet<string> = new Set(COMMAND_TABLE.map((c) => c.name));

export function findCommand(name: string): CommandModule | undefined {
  return COMMAND_TABLE.find((c) => c.name === name);
}

/** The short help reply for an unknown command (or a bare `/prlens`). */
export function helpText(unknown: string | null): string {
  const head =
    unknown === null || unknown === ''
      ? 'prlens commands:'
      : `prlens does not know the command \`${unknown.replace(/`/g, '')}\`. Commands:`;
  const lines = COMMAND_TABLE.map(
    (c) => `- ${c.help}${c.where === 'review_comment' ? ' (as a reply in a review thread)' : ''}`,
  );
  return [head, '', ...lines, '', 'Write `/prlens <command>` or the short form, e.g. `/ask`.'].join('\n');
}
