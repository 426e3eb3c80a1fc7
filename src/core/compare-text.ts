/**
 * Text order for sorting paths, rule ids and titles without the ICU collator (issue 48, point 2).
 *
 * `a.localeCompare(b)` builds an ICU collator on its first call: ~5 ms of CPU and ~3 MiB of memory
 * in a static-only `review --commit`, for sorting a handful of ASCII paths. `compareText` gives the
 * same order as `localeCompare` under the root collation (and so under `en`, `C` and every locale
 * that does not tailor ASCII) for printable ASCII text, from a table, and hands any other text to
 * `localeCompare`, which pays for the collator only then. Reports keep the order they had, and it
 * no longer depends on the machine's locale for ASCII paths.
 *
 * The root collation (CLDR, https://www.unicode.org/reports/tr10/#Multi_Level_Comparison) compares
 * the whole text by primary weight first (punctuation and symbols, then digits, then letters; a
 * letter and its capital weigh the same), then by case, where the lowercase letter comes first.
 * Every printable ASCII character has a primary weight of its own, so both passes are position by
 * position. compare-text.test.ts checks the table against `Intl.Collator` for every pair.
 */

/** Printable ASCII in root collation order; a letter stands for its capital too. */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';

const FIRST = 0x20;
const LAST = 0x7e;

/** Primary weight by char code - FIRST: the position in ROOT_ORDER, capitals as their letter. */
const PRIMARY: readonly number[] = Array.from({ length: LAST - FIRST + 1 }, (_, i) =>
  ROOT_ORDER.indexOf(String.fromCharCode(FIRST + i).toLowerCase()),
);

const isPrintableAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < FIRST || c > LAST) return false;
  }
  return true;
};

const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;

/** Orders `a` and `b` as `a.localeCompare(b)` does in the root locale; <0, 0 or >0. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  if (!isPrintableAscii(a) || !isPrintableAscii(b)) return a.localeCompare(b);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const diff = (PRIMARY[a.charCodeAt(i) - FIRST] ?? 0) - (PRIMARY[b.charCodeAt(i) - FIRST] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (a.length !== b.length) return Math.sign(a.length - b.length);
  // Same letters, different case: at the first difference, the lowercase letter comes first.
  for (let i = 0; i < n; i++) {
    const [ca, cb] = [a.charCodeAt(i), b.charCodeAt(i)];
    if (ca !== cb) return isUpper(ca) ? 1 : -1;
  }
  return 0;
}
