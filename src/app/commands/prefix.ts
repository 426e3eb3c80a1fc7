/**
 * How PR commands are written under the `command-prefix` setting, for every reply that names one
 * (the help, a command's usage line): the bare `/ask` under `/`, `/pl ask` under `/pl`.
 */
import { COMMAND_NAMES } from './names.js';

/** How the command `name` is written under `command-prefix`: `/ask` under `/`, `/pl ask` under `/pl`. */
function commandForm(name: string, prefix: string): string {
  return prefix === '/' ? `/${name}` : `${prefix} ${name}`;
}

/**
 * `text` with every code span that starts with a table command's short form (`/ask`, `/review full`)
 * rewritten to the form `prefix` asks for; `/prlens …` spans always work and stay as they are.
 */
export function withCommandPrefix(text: string, prefix: string): string {
  if (prefix === '/') return text;
  return text.replace(/`\/([a-z][\w-]*)(?=[\s`])/g, (span, name: string) =>
    COMMAND_NAMES.has(name) ? `\`${commandForm(name, prefix)}` : span,
  );
}
