/**
 * Rewrites the JavaScript regular expression picomatch makes of a glob into the same language in
 * RE2's syntax (https://github.com/google/re2/wiki/Syntax). The two agree on almost everything
 * picomatch writes; they differ on escapes. picomatch escapes every character that is not a word
 * character, `é` and `日` included, as `\é`: JavaScript reads an unknown escape as the character
 * itself, RE2 refuses it. And a few letters mean something else after a backslash: `\a` is `a` to
 * JavaScript and the bell to RE2, `\z` is `z` and the end of the text. So each escape is rewritten
 * to what JavaScript (without the `u` flag, as picomatch compiles) reads it as, and `.` to the
 * characters JavaScript's `.` matches.
 */

/** Escapes JavaScript and RE2 read the same way (a class like `\d`, or `\n`). */
const SAME_ESCAPES = new Set([...'dDwWsSnrtfv0']);
/** What `.` matches in JavaScript: anything but a line terminator. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
/** ASCII punctuation: both engines read a backslash before it as the character. */
const PUNCTUATION = /^[!-/:-@[-`{-~ ]$/;

/** The RE2 form of picomatch's expression `source`; an escape RE2 has no form for is left to fail. */
export function toRe2Syntax(source: string): string {
  const chars = [...source];
  let out = '';
  let inClass = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) {
      const next = chars[++i]!;
      const hex = chars.slice(i + 1, i + 5).join('');
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(hex)) {
        out += `\\x{${hex}}`;
        i += 4;
      } else out += escape(next, inClass, chars.slice(i + 1, i + 3).join(''));
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    // JavaScript's `.` stops at every line terminator, RE2's only at `\n` (`**` is written with `.`).
    out += c === '.' && !inClass ? JS_DOT : c;
  }
  return out;
}

/** What `\` + `next` means to JavaScript, written for RE2. `after` is the two characters that follow. */
function escape(next: string, inClass: boolean, after: string): string {
  if (PUNCTUATION.test(next) || SAME_ESCAPES.has(next)) return `\\${next}`;
  // A word boundary outside a class; inside one JavaScript reads `\b` as a backspace.
  if (next === 'b') return inClass ? '\\x08' : '\\b';
  if (next === 'B') return inClass ? 'B' : '\\B';
  if (next === 'x') return /^[0-9a-fA-F]{2}$/.test(after) ? '\\x' : 'x';
  // Back-references (`\1`) and control letters (`\cA`) have no RE2 form: left for RE2 to refuse.
  if (/^[1-9c]$/.test(next)) return `\\${next}`;
  const code = next.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return `\\x{${code.toString(16)}}`;
  // Any other letter or character (non-ASCII included) is itself: none is special to RE2 unescaped.
  return next;
}
