/**
 * The PR commands the router knows, one module each. To add one, write `src/app/commands/<name>.ts`
 * exporting a `CommandModule` (see ./types.ts for the handler signature and what the router has done
 * before calling it) and add it to COMMAND_TABLE below: one import, one entry.
 */
import { askCommand } from './ask.js';
import { describeCommand } from './describe.js';
import { ignoreCommand } from './ignore.js';
import { reviewCommand } from './review.js';
import { translator, type MessageKey } from '../../i18n/index.js';
import { withCommandPrefix } from './prefix.js';
import type { CommandModule } from './types.js';

export const COMMAND_TABLE: readonly CommandModule[] = [
  askCommand,
  describeCommand,
  reviewCommand,
  ignoreCommand,
];

export function findCommand(name: string): CommandModule | undefined {
  return COMMAND_TABLE.find((c) => c.name === name);
}

/** Catalog keys of the commands' help lines; a command without one shows its own (English) help. */
const HELP_KEYS: Readonly<Record<string, MessageKey>> = {
  ask: 'helpAsk',
  describe: 'helpDescribe',
  review: 'helpReview',
  ignore: 'helpIgnore',
};

/**
 * The short help reply for an unknown command (or a bare `/prlens`), in the `language` setting,
 * every command written as `command-prefix` (default `/`) asks for.
 */
export function helpText(unknown: string | null, language?: string, prefix = '/'): string {
  const tr = translator(language);
  const head =
    unknown === null || unknown === ''
      ? tr.t('commandsHead')
      : tr.t('commandUnknown', { command: `\`${unknown.replace(/`/g, '')}\`` });
  const lines = COMMAND_TABLE.map((c) => {
    const key = HELP_KEYS[c.name];
    const help = tr.lang === 'en' || key === undefined ? c.help : tr.t(key);
    return `- ${help}${c.where === 'review_comment' ? ` ${tr.t('commandInThread')}` : ''}`;
  });
  return withCommandPrefix([head, '', ...lines, '', tr.t('commandsFooter')].join('\n'), prefix);
}
