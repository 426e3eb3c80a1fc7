/**
 * The sizes past which the static lens does not read a file. Parsers and rules that walk ancestors
 * (e.g. `inside: stopBy: end`) grow faster than the file: a YAML nested 4,000 levels deep took 6 s
 * for one rule (57 s on a busy machine), 20,000 levels minutes. A file past a cap is skipped with
 * its reason, never read half-way and reported clean. Figures: bench/static-hostile.ts.
 */

/** Bytes of one file: generated bundles and data dumps, not code someone reviews line by line. */
const MAX_STATIC_FILE_BYTES = 2_000_000;
/** Characters of one line: a minified bundle or an embedded blob (the 150 kB fixtures stay in). */
const MAX_STATIC_LINE_CHARS = 200_000;
/**
 * Bracket or indentation levels open at once: hand-written code stays under 50. A YAML of nested
 * privileged containers costs the k8s rule 0.1 s at 250 levels, 0.3 s at 500, 0.9 s at 1,000.
 */
const MAX_STATIC_NESTING = 256;

export interface StaticLimits {
  bytes: number;
  lineChars: number;
  nesting: number;
}

export const STATIC_LIMITS: StaticLimits = {
  bytes: MAX_STATIC_FILE_BYTES,
  lineChars: MAX_STATIC_LINE_CHARS,
  nesting: MAX_STATIC_NESTING,
};

/**
 * Why the static lens skips `content`, or null when it is within `limits`. One pass over the text:
 * the check itself must not be the slow part. Brackets inside strings count too; a file with
 * hundreds of unclosed quotes-in-brackets is not one a rule can help with either.
 */
export function overStaticLimits(content: string, limits: StaticLimits = STATIC_LIMITS): string | null {
  if (content.length > limits.bytes)
    return `${content.length} characters, over the static lens's cap of ${limits.bytes}`;
  let depth = 0;
  let deepest = 0;
  let lineStart = 0;
  let longest = 0;
  // Open indentation widths, innermost last: a block YAML or Python nests by indentation alone.
  const indents: number[] = [];
  let atLineStart = true;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (atLineStart && c !== 32 && c !== 9) {
      atLineStart = false;
      if (c !== 10 && c !== 13) {
        const width = i - lineStart;
        while (indents.length > 0 && indents[indents.length - 1]! >= width) indents.pop();
        indents.push(width);
        if (indents.length > deepest) deepest = indents.length;
      }
    }
    if (c === 10) {
      if (i - lineStart > longest) longest = i - lineStart;
      lineStart = i + 1;
      atLineStart = true;
    } else if (c === 123 || c === 91 || c === 40) {
      if (++depth > deepest) deepest = depth;
    } else if ((c === 125 || c === 93 || c === 41) && depth > 0) depth--;
  }
  if (content.length - lineStart > longest) longest = content.length - lineStart;
  if (longest > limits.lineChars)
    return `a line of ${longest} characters, over the static lens's cap of ${limits.lineChars}`;
  if (deepest > limits.nesting)
    return `nested ${deepest} levels deep, over the static lens's cap of ${limits.nesting}`;
  return null;
}
