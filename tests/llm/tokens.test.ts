import { countTokens as exact } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { LONG_LINE_CHARS, PIECE_CHARS, countTokens } from '../../src/llm/tokens.js';

describe('countTokens', () => {
  it('is exact on ordinary text, lines up to LONG_LINE_CHARS included', () => {
    const code = Array.from({ length: 200 }, (_, i) => `  const v${i} = compute(${i}, "label ${i}");`).join(
      '\n',
    );
    const longest = `const s = "${'x'.repeat(LONG_LINE_CHARS - 13)}";`;
    expect(longest.length).toBe(LONG_LINE_CHARS);
    for (const text of [code, `${code}\n${longest}\n${code}`, 'héllo 👋 wörld', '\n\n  \n']) {
      expect(countTokens(text)).toBe(exact(text));
    }
    expect(countTokens('')).toBe(0);
  });

  it('counts a longer line in pieces: close to exact, never under by more than a token a piece', () => {
    const code = 'export const a = 1;\nexport const b = 2;\n';
    for (const line of [
      'a'.repeat(12_345),
      'var a=1;function f(b){return b+1};'.repeat(300),
      // A surrogate pair right at a cut must not be split into two replacement characters.
      `${'b'.repeat(PIECE_CHARS - 1)}${'😀'.repeat(2_000)}`,
    ]) {
      const text = `${code}${line}\n${code}`;
      const truth = exact(text);
      const estimate = countTokens(text);
      const pieces = Math.ceil(line.length / PIECE_CHARS);
      expect(estimate).toBeGreaterThanOrEqual(truth - pieces);
      expect(estimate).toBeLessThanOrEqual(truth * 1.05 + pieces);
    }
  });
});
