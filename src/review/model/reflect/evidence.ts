/**
 * Whether the audit's evidence is code it was really shown. A model asked for a quote can write a
 * plausible line that is not there; a keep resting on such a line rests on nothing. The check
 * forgives what a careful quote still differs in: the excerpt's `NUMBER MARK` prefix, indentation
 * and runs of spaces, and "…" between the quoted lines.
 */

/** Shortest quoted line (without spaces) that counts: `}` or `return;` prove nothing. */
const MIN_QUOTE_CHARS = 8;

/** The first line of `evidence` found in `shown`, or null when none of them is there. */
export function quotedIn(evidence: string, shown: readonly string[]): string | null {
  const corpus = shown.map((text) => text.split('\n').map(normal).join('\n')).join('\n');
  for (const raw of evidence.split(/\n|…|\.\.\./)) {
    const line = normal(raw);
    if (line.replace(/\s/g, '').length >= MIN_QUOTE_CHARS && corpus.includes(line)) return line;
  }
  return null;
}

/** A line without the rendered diff's number and mark, whitespace collapsed. */
function normal(line: string): string {
  return line
    .replace(/^\s*\d+\s[+\-~ ]\s?/, '')
    .replace(/^\s*[+-]\s/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
