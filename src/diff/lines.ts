/**
 * The lines of a diff text, by offset. Split on `\n` only, as `text.split('\n')` would (a final
 * newline ends the last line rather than starting an empty one), but without a string per line:
 * the parser reads a hunk's body straight from the text and slices out only each line's content
 * (issue 16: a 100,000-line change is 150,000 diff lines, and every string made is one more for the
 * garbage collector). Header lines, few per file, are sliced on demand.
 */
export class DiffLines {
  /** Number of lines. */
  readonly length: number;
  /** Offset where each line starts, and one more past the last line (after its `\n`, if any). */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    // '' has no line; 'a\n' has one, like split('\n') with the empty string after the last newline dropped.
    const endsWithNewline = text.length > 0 && text.charCodeAt(text.length - 1) === 0x0a;
    this.length = text === '' ? 0 : endsWithNewline ? starts.length - 1 : starts.length;
    if (!endsWithNewline) starts.push(text.length + 1);
    this.starts = starts;
  }

  /** Offset of line `i`'s first character. */
  start(i: number): number {
    return this.starts[i]!;
  }

  /** Offset just past line `i`'s last character, its `\n` excluded (a `\r` before it included). */
  end(i: number): number {
    return this.starts[i + 1]! - 1;
  }

  /** Line `i` as a string, its `\r` kept; undefined past the last line. */
  at(i: number): string | undefined {
    return i >= 0 && i < this.length ? this.text.slice(this.start(i), this.end(i)) : undefined;
  }

  /** Whether line `i` starts with `prefix` (which holds no newline). */
  startsWith(i: number, prefix: string): boolean {
    return (
      i < this.length &&
      this.text.startsWith(prefix, this.start(i)) &&
      this.end(i) - this.start(i) >= prefix.length
    );
  }
}
