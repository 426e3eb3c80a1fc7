/**
 * Numbers below 1000 written as Intl.NumberFormat writes them in the catalog's languages, without
 * building one: its first use loads ICU data, ~10-20 ms of every text report, which prints at
 * least its duration (issue 48). Below 1000 none of the languages groups digits, and all write
 * ASCII digits, so only the decimal separator differs. ICU rounds the shortest decimal form of
 * the double half away from zero (1.45 → 1.5, where `toFixed` gives 1.4); so does this.
 * tests/i18n/plural-number.test.ts compares the two for every language.
 */

/** `value` with exactly `digits` decimals, or null when Intl must write it (≥ 1000, negative, tiny). */
export function plainNumber(value: number, digits: number, decimal: string): string | null {
  if (!(value >= 0 && value < 1000) || Object.is(value, -0) || digits > 6) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const scaled = kept.toString().padStart(digits + 1, '0');
  const integer = scaled.slice(0, scaled.length - digits);
  // Rounding up may carry into a fourth digit (999.95 → 1,000.0), which is grouped.
  if (integer.length > 3) return null;
  return digits === 0 ? integer : `${integer}${decimal}${scaled.slice(-digits)}`;
}
