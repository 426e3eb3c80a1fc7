import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.js';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A small seeded generator, so a failure names the same strings on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('sha256Hex: SHA-256 without node:crypto (issue 48)', () => {
  it('matches node:crypto on every length across the padding boundaries (0–200 bytes)', () => {
    for (let n = 0; n <= 200; n++) {
      const text = 'abcdefghij'.repeat(21).slice(0, n);
      expect(sha256Hex(text), `length ${n}`).toBe(nodeSha256(text));
    }
  });

  it('matches node:crypto on UTF-8 text: accents, CJK, emoji, NUL separators, lone surrogates', () => {
    const random = seeded(48);
    const alphabet = ['a', 'é', '日', '😀', '\u0000', ' ', '\n', '\ud800', '\udfff', '€', '\u2028'];
    for (let i = 0; i < 500; i++) {
      const length = Math.floor(random() * 90);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(sha256Hex(text), JSON.stringify(text)).toBe(nodeSha256(text));
    }
  });

  it('matches node:crypto on a long text and on the FIPS 180-4 test vector', () => {
    const long = 'src/app.ts\u0000security\u0000const x = eval(input);'.repeat(5000);
    expect(sha256Hex(long)).toBe(nodeSha256(long));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
