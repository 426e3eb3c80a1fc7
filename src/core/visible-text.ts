/**
 * Control characters made visible. A file name can hold any byte but `/` and NUL (git stores what it
 * is given), and a PR title or a model's words any character: a line break in them can end the line,
 * the Markdown block or the prompt section they are shown in, ESC starts terminal sequences, and the
 * bidirectional overrides make text read differently from what it holds ("Trojan Source",
 * https://trojansource.codes). Shown as escapes (`\n`, `\u{202e}`), as git itself C-quotes such paths,
 * they stay readable, stay on one line and tell the reader that something odd is there.
 */

/**
 * C0 controls but tab, DEL, C1 controls, the Unicode line and paragraph separators and the bidi
 * embedding, override and isolate controls.
 */
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u001b': '\\e' };

/** `\n`, `\r`, `\e` or `\u{…}` for one control character. */
function escapeControl(char: string): string {
  return NAMED[char] ?? `\\u{${char.codePointAt(0)!.toString(16)}}`;
}

/** `text` with every control character (CR/LF included, tab excepted) written as an escape. */
export function visibleControls(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROLS, escapeControl);
}

/**
 * What ends a line for some reader though not for Markdown, which breaks only at LF and CRLF: a lone
 * CR, VT, FF, NEL and the Unicode line and paragraph separators. JavaScript's `^`/`$` under the `m`
 * flag break at CR, U+2028 and U+2029, so text holding one can put a line of its choosing in front of
 * a multiline parser; `<!--` opens a hidden HTML comment, the shape of every marker prlens writes.
 */
const HIDDEN_BREAKS = /[\r\u000b\u000c\u0085\u2028\u2029]/g;
const COMMENT_OPEN = /<!--/g;

/**
 * Text kept verbatim (code blocks, code spans, suggestions) with the characters above shown as
 * escapes (`\r`, `\u{2028}`, `\u{3c}!--`); CRLF becomes LF, and everything else stays as written.
 */
export function visibleVerbatim(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .replace(HIDDEN_BREAKS, escapeControl)
    .replace(COMMENT_OPEN, '\\u{3c}!--');
}

/** Whether `visibleVerbatim` would change `text` beyond turning CRLF into LF. */
export function hasHiddenBreaks(text: string): boolean {
  const lf = text.replace(/\r\n/g, '\n');
  return visibleVerbatim(lf) !== lf;
}

/** A file path as it may be shown to a person or a model: one line, every control character visible. */
export function displayPath(path: string): string {
  return visibleControls(path);
}
