/**
 * A suggestion applied in memory, the way GitHub's "Commit suggestion" applies it: the block's text
 * replaces the commented lines whole. What the reviewer would commit is what gets parsed and
 * re-reviewed, so the apply must not be kinder than GitHub (no re-indenting, no merging of lines).
 */

export interface AppliedSuggestion {
  /** The file after the suggestion is committed. */
  content: string;
  /** The 1-based lines the suggestion occupies in `content` (empty when it deletes the lines). */
  lines: number[];
  /** Why the suggestion's indentation is suspect, or null when its first line keeps the replaced one's. */
  indentation: string | null;
}

export interface SuggestionRange {
  /** First replaced line (1-based); null for a one-line comment. */
  start_line: number | null;
  /** Last replaced line (1-based). */
  line: number;
}

/**
 * `content` with `range` replaced by `suggestion`, or an error saying why the range does not exist
 * in the file (a suggestion for lines the file does not have cannot be committed as shown).
 */
export function applySuggestion(
  content: string,
  range: SuggestionRange,
  suggestion: string,
): AppliedSuggestion | { error: string } {
  const lines = content.split('\n');
  const first = range.start_line ?? range.line;
  // A trailing newline leaves an empty last element, which is no line of the file.
  const count = content.endsWith('\n') ? lines.length - 1 : lines.length;
  if (first < 1 || range.line < first || range.line > count) {
    return { error: `lines ${first}-${range.line} are not in the file (it has ${count})` };
  }
  const replaced = lines.slice(first - 1, range.line);
  // A CRLF file keeps its line ends: GitHub commits the block into the file's own line ending.
  const crlf = replaced.every((l) => l.endsWith('\r'));
  const body = suggestion.replace(/\r\n/g, '\n').replace(/\n$/, '');
  const added = body === '' ? [] : body.split('\n').map((l) => (crlf ? `${l}\r` : l));
  lines.splice(first - 1, replaced.length, ...added);
  return {
    content: lines.join('\n'),
    lines: added.map((_, i) => first + i),
    indentation: indentationChange(replaced, added),
  };
}

/**
 * Compares the leading whitespace of the first non-blank replaced line with the suggestion's: a model
 * that drops or adds indentation turns a Python body into another block, and elsewhere leaves code the
 * formatter rewrites on the next commit.
 */
function indentationChange(replaced: string[], added: string[]): string | null {
  const before = replaced.find((l) => l.trim() !== '');
  const after = added.find((l) => l.trim() !== '');
  if (before === undefined || after === undefined) return null;
  const [was, now] = [leading(before), leading(after)];
  if (was === now) return null;
  return `the first line's indentation changes from ${describe(was)} to ${describe(now)}`;
}

function leading(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? '';
}

function describe(indent: string): string {
  if (indent === '') return 'none';
  const tabs = indent.split('\t').length - 1;
  const spaces = indent.length - tabs;
  return [tabs > 0 ? `${tabs} tab(s)` : '', spaces > 0 ? `${spaces} space(s)` : '']
    .filter(Boolean)
    .join(' and ');
}
