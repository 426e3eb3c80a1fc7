/**
 * Whether a JavaScript regex literal is an allowlist of word characters: anchored at both ends (no
 * `m` flag, so `$` is the end of the input), made only of letters, digits and `_` (literal, `\d`,
 * `\w`, or a class of them with ranges inside one of `0-9`, `a-z`, `A-Z`), groups and quantifiers.
 * A string it accepts holds no `/`, `.`, `\`, quote, space, `$`, `;` or `-`: nothing a path, a
 * shell command or an SQL string can be broken out of with (validated.ts). Anything else (an
 * alternation, `.`, a negated class, a class with `-` or `.` in it, the `g`/`y` flags whose `test`
 * keeps state) is not recognised.
 */

const WORD = /[A-Za-z0-9_]/;
const QUANTIFIER = /^(?:\{\d+(?:,\d*)?\}|[+*?])/;

/** Whether `literal` (`/^[0-9a-f]{16}$/i`) accepts only whole strings of letters, digits and `_`. */
export function isWordPattern(literal: string): boolean {
  const parts = /^\/\^(.+)\$\/([a-z]*)$/s.exec(literal);
  if (!parts || /[mgyv]/.test(parts[2]!)) return false;
  const body = parts[1]!;
  let i = 0;
  while (i < body.length) {
    const step = tokenLength(body, i);
    if (step === 0) return false;
    i += step;
  }
  return true;
}

/** The length of the one allowed token at `i` of a pattern's body, or 0 when none is allowed there. */
function tokenLength(body: string, i: number): number {
  const rest = body.slice(i);
  if (/^\\[dw]/.test(rest)) return 2;
  if (WORD.test(rest[0]!)) return 1;
  const quantifier = QUANTIFIER.exec(rest);
  if (quantifier) return quantifier[0].length;
  if (rest.startsWith('(?:')) return 3;
  if (rest[0] === '(' || rest[0] === ')') return 1;
  if (rest[0] === '[') return classLength(rest);
  return 0;
}

/** The length of a character class of word characters at the start of `text`, or 0. */
function classLength(text: string): number {
  const end = text.indexOf(']');
  if (end < 2 || text[1] === '^') return 0;
  const inside = text.slice(1, end);
  let i = 0;
  while (i < inside.length) {
    if (/^\\[dw]/.test(inside.slice(i))) i += 2;
    else if (inside[i + 1] === '-' && i + 2 < inside.length) {
      if (!sameRange(inside[i]!, inside[i + 2]!)) return 0;
      i += 3;
    } else if (WORD.test(inside[i]!)) i += 1;
    else return 0;
  }
  return end + 1;
}

/** A range within digits, lower-case or upper-case letters: `A-z` also spans `[\]^_` and a backtick. */
function sameRange(from: string, to: string): boolean {
  return [/[0-9]/, /[a-z]/, /[A-Z]/].some((set) => set.test(from) && set.test(to)) && from <= to;
}
