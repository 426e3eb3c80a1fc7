/**
 * The whitespace-equal lookup hashes a line's text without making its whitespace-free form, so the
 * hash must skip exactly what compactOf's `\s` drops, or equal lines would land in different buckets.
 */
import { describe, expect, it } from 'vitest';
import { compactHash, compactHashes, compactOf, isSpace } from './anchor-quote.js';

describe('isSpace', () => {
  it('agrees with \\s on every UTF-16 code unit', () => {
    const disagree: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) disagree.push(c.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});

describe('compactHash', () => {
  it('hashes a text like its whitespace-free form, whatever the whitespace', () => {
    const texts = ['  return a + b;', '\treturn\u00a0a+b;\r', 'return a +\u3000b ;\ufeff', 'returna+b;'];
    for (const t of texts) expect(compactHash(t)).toBe(compactHash(compactOf(t)));
    expect(new Set(texts.map(compactHash)).size).toBe(1);
  });

  it('tells apart texts that differ in more than whitespace', () => {
    const texts = ['return a + b;', 'return a - b;', 'return b + a;', 'return a + b', ''];
    expect(new Set(texts.map(compactHash)).size).toBe(texts.length);
  });

  it('drops exactly the whitespace around the printable ASCII it hashes without a branch', () => {
    // The edges of that range (0x20 space, 0x21 '!', 0x7e '~') and the code units just outside it.
    expect(compactHash('a \x0b\x0c\u00a0b')).toBe(compactHash('ab'));
    const kept = ['a!b', 'a~b', 'a\x1fb', 'a\x7fb', 'a\x01b', 'ab'];
    expect(new Set(kept.map(compactHash)).size).toBe(kept.length);
    expect([...compactHashes(kept)]).toEqual(kept.map(compactHash));
  });
});

describe('compactHashes', () => {
  it('gives each text the hash compactHash gives it alone', () => {
    const texts = ['  a = 1;', '', 'b\u00a0=\t2', 'a=1;', '\r', 'ab', 'a', 'b'];
    expect([...compactHashes(texts)]).toEqual(texts.map(compactHash));
  });

  it('stays right when a text holds a newline (they are joined by newlines)', () => {
    const texts = ['a\nb', 'c', '\n', 'd e'];
    expect([...compactHashes(texts)]).toEqual(texts.map(compactHash));
    expect([...compactHashes([])]).toEqual([]);
  });
});
