/**
 * Recognises a command in a comment body. A command is the first non-empty line of the comment:
 * `/prlens <name> [args]` for any name (an unknown one gets the help reply), or the short form
 * `/<name> [args]` for the names in the table only — other tools own other slash words (`/assign`),
 * and prlens must not answer those — or `/<word> <name> [args]` for a table name under a team's own
 * `command-prefix` word (which forms count is the runner's call once it has the settings). Arguments
 * run to the end of the comment. Pure.
 */

export interface ParsedCommand {
  /** Lower case; '' for a bare `/prlens` (answered with help). */
  name: string;
  args: string;
  /** Written as `/prlens …` (so an unknown name is ours to answer). */
  prefixed: boolean;
  /** The slash word of the `/<word> <name>` form (lower case); absent for `/prlens …` and `/<name>`. */
  via?: string;
}

const PREFIXED = /^\/prlens(?:\s+([A-Za-z][\w-]*))?(?:[ \t]+([\s\S]*))?$/i;
const SHORT = /^\/([A-Za-z][\w-]*)(?:\s+([\s\S]*))?$/;
const UNDER_WORD = /^([A-Za-z][\w-]*)(?:\s+([\s\S]*))?$/;

/** The command in `body`, or null when the comment is not one of ours. */
export function parseCommand(body: string, known: ReadonlySet<string>): ParsedCommand | null {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
  const prefixed = PREFIXED.exec(text.split('\n')[0] ?? '');
  if (prefixed) {
    const name = (prefixed[1] ?? '').toLowerCase();
    // Arguments: the rest of the first line and every following line.
    const rest = text.slice((text.split('\n')[0] ?? '').length);
    return { name, args: `${prefixed[2] ?? ''}${rest}`.trim(), prefixed: true };
  }
  const short = SHORT.exec(text);
  if (!short) return null;
  const name = (short[1] ?? '').toLowerCase();
  if (known.has(name)) return { name, args: (short[2] ?? '').trim(), prefixed: false };
  // `/word name …`: only a table name counts, so `/assign @me` stays someone else's.
  const under = UNDER_WORD.exec((short[2] ?? '').trim());
  const word = (under?.[1] ?? '').toLowerCase();
  if (!under || !known.has(word)) return null;
  return { name: word, args: (under[2] ?? '').trim(), prefixed: false, via: name };
}

/**
 * Whether a parsed command was written the way `commandPrefix` asks for: `/prlens …` always (so
 * `/prlens ignore` works whatever the team picked), the bare `/<name>` only under the default `/`,
 * and `/<word> <name>` only when `/<word>` is the prefix.
 */
export function matchesPrefix(command: ParsedCommand, commandPrefix: string): boolean {
  if (command.prefixed) return true;
  const prefix = commandPrefix.toLowerCase();
  if (command.via === undefined) return prefix === '/';
  return prefix === `/${command.via}`;
}
