/**
 * The one sanitiser for text that reaches the Actions runner's log (stdout and stderr of the step).
 * The runner reads the step's output line by line and treats a line as a workflow command when
 * (actions/runner src/Runner.Common/ActionCommand.cs):
 * - after `TrimStart()` (every Unicode white space) it starts with `::` (`::warning title=…::`,
 *   `::stop-commands::`, `::add-mask::` …): `TryParseV2`;
 * - it holds `##[` ANYWHERE, followed by a registered command name and `]` (`x ##[error]forged`): the
 *   legacy `TryParse`, tried whenever the first form fails (ActionCommandManager.TryProcessCommand).
 * Lines end at `\n`, `\r` or `\r\n` (.NET `StreamReader.ReadLine`). A PR title, a file name, a branch,
 * a config value or a model's words can hold any of these, so every log line is made inert here:
 * one line (control characters shown as escapes, src/core/visible-text.ts), no `::` at its start,
 * no `##[` anywhere.
 */

import { visibleControls } from '../core/visible-text.js';

/** What .NET's `char.IsWhiteSpace` trims, plus format characters that render as nothing. */
const LEADING_BLANKS = /^[\s\u0085\u180e\u200b-\u200f\u2060-\u2064\ufeff]*/u;

/** Turns `text` into one log line the runner cannot read as a workflow command. */
export function runnerLine(text: string): string {
  const flat = visibleControls(text);
  // `###[` becomes `## #[`: no `##[` is left, however many `#` come before.
  const noLegacy = flat.replace(/##\[/g, '# #[');
  const blanks = LEADING_BLANKS.exec(noLegacy)?.[0] ?? '';
  const rest = noLegacy.slice(blanks.length);
  return rest.startsWith('::') ? `${blanks}: :${rest.slice(2)}` : noLegacy;
}

/**
 * For a writer of whole lines that are ours (one JSON object a line, say) whose values may hold
 * untrusted text: each line is made inert on its own and the line breaks are kept.
 */
export function runnerLines(text: string): string {
  const trailing = text.endsWith('\n') ? '\n' : '';
  const body = trailing ? text.slice(0, -1) : text;
  return (
    body
      .split(/\r\n|\r|\n/)
      .map(runnerLine)
      .join('\n') + trailing
  );
}
