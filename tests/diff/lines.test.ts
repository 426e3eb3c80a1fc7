/**
 * DiffLines reads a diff's lines by offset instead of splitting it. It must see exactly the lines
 * the split it replaced saw: split on `\n` only, no empty line after a final newline, `\r` kept.
 */
import { describe, expect, it } from 'vitest';
import { DiffLines } from '../../src/diff/lines.js';

/** The split the parser used before: the reference DiffLines must agree with. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines;
}

const TEXTS = [
  '',
  '\n',
  '\n\n',
  'a',
  'a\n',
  'a\nb',
  'a\n\nb\n',
  '@@ -1 +1 @@\r\n-x\r\n+y\r\n',
  '\r',
  '\r\n\r\n',
  ' no final newline\n\\ No newline at end of file',
  // More lines than the offsets' first guess (one per 32 characters) holds: the array must grow.
  '\n'.repeat(100),
  'a\n'.repeat(15),
  'a\n'.repeat(16) + 'b',
  'x'.repeat(600) + '\n' + 'a\n'.repeat(70) + 'end',
];

describe('DiffLines', () => {
  it.each(TEXTS.map((t) => [JSON.stringify(t), t]))('has the lines split gives for %s', (_, text) => {
    const lines = new DiffLines(text);
    const expected = splitLines(text);
    expect(lines.length).toBe(expected.length);
    expect(Array.from({ length: lines.length }, (_, i) => lines.at(i))).toEqual(expected);
    for (let i = 0; i < lines.length; i++) {
      expect(text.slice(lines.start(i), lines.end(i))).toBe(expected[i]);
    }
    expect(lines.at(-1)).toBeUndefined();
    expect(lines.at(lines.length)).toBeUndefined();
  });

  it('startsWith looks at one line only, never past its end', () => {
    const lines = new DiffLines('@@\n @@ x\n@@ -1 +1 @@\n@@');
    expect([0, 1, 2, 3, 4].map((i) => lines.startsWith(i, '@@ '))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    // The prefix may not run into the next line through the newline.
    expect(new DiffLines('-\n-').startsWith(0, '-\n')).toBe(false);
    expect(new DiffLines('\\ x\n').startsWith(0, '\\')).toBe(true);
  });
});
