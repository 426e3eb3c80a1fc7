/**
 * How a list setting is written as one string (a flag, an environment variable, an action input, a
 * file value given as text): one item a line, the Actions convention for multi-line inputs
 * (`exclude: |`), or items separated by commas. A comma inside braces belongs to a glob's
 * alternatives (`**\/*.{py,md}`), so only commas outside braces separate items.
 */

/** Splits a list written as text into trimmed, non-empty items: on newlines and on commas outside `{}`. */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '\n' || char === '\r' || (char === ',' && depth === 0)) {
      items.push(current);
      current = '';
      // A newline always ends an item: an unclosed brace must not swallow the lines after it.
      if (char !== ',') depth = 0;
      continue;
    }
    if (char === '{') depth++;
    else if (char === '}' && depth > 0) depth--;
    current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}
