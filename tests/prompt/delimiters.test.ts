import { randomBytes } from 'node:crypto';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { delimiters, nonceOf, randomNonce, safeNonce } from '../../src/prompt/delimiters.js';

describe('delimiter nonces', () => {
  it('are 15 decimal digits that cost the same 5 tokens whatever the random bytes', () => {
    const costs = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const nonce = randomNonce();
      expect(nonce).toMatch(/^\d{15}$/);
      expect(encode(nonce)).toHaveLength(5);
      // As a delimiter sees it: glued to the kind and the arrows.
      const { open, close } = delimiters('DIFF', nonce);
      costs.add(encode(`${open}\n${close}`).length - encode(`<<<DIFF-\nDIFF->>>`).length);
    }
    // One cost, not a spread: a hex nonce of the same strength costs 5 to 9 tokens an occurrence.
    expect(costs.size).toBe(1);
  });

  it('spell the bytes they come from, so a forced draw is reproducible', () => {
    expect(nonceOf(Buffer.from('000000000001', 'hex'))).toBe('000000000000001');
    expect(nonceOf(Buffer.from('ffffffffffff', 'hex'))).toBe('281474976710655');
    const bytes = randomBytes(6);
    expect(nonceOf(bytes)).toBe(nonceOf(Buffer.from(bytes)));
  });

  it('step aside to a derived nonce, also digits, when a text contains the drawn one', () => {
    const drawn = nonceOf(Buffer.from('aaaaaa', 'hex'));
    const other = safeNonce(drawn, [`const id = "${drawn}";`]);
    expect(other).not.toBe(drawn);
    expect(other).toMatch(/^\d{15}$/);
    expect(safeNonce(drawn, ['nothing here'])).toBe(drawn);
  });
});
