import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareText } from './compare-text.js';

// The order localeCompare gives in the root locale, which `en` and `C` share for ASCII.
const root = new Intl.Collator('und');
const sign = (n: number): number => Math.sign(n);

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));

/** A seeded generator, so a failure names strings that come back on the next run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('compareText orders ASCII text as the root collator does, without it (issue 48)', () => {
  it('for every pair of printable ASCII characters', () => {
    for (const a of PRINTABLE)
      for (const b of PRINTABLE) expect(sign(compareText(a, b)), `${a} vs ${b}`).toBe(root.compare(a, b));
  });

  it('for paths that differ in case, punctuation, digits and length', () => {
    const random = seeded(48);
    // Few letters, so that many pairs share a prefix or differ only in case.
    const alphabet = 'aAbB01_-./ zZ';
    const word = (): string =>
      Array.from(
        { length: Math.floor(random() * 7) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [word(), word()];
      expect(sign(compareText(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        root.compare(a, b),
      );
    }
  });

  it('sorts a file list into the order localeCompare gave it', () => {
    const paths = [
      'src/b.ts',
      'README.md',
      'src/a-b.ts',
      'src/a_b.ts',
      'src/A.ts',
      'src/a.ts',
      'docs/x.md',
      '.github/y.yml',
    ];
    expect([...paths].sort(compareText)).toEqual([...paths].sort((a, b) => a.localeCompare(b, 'und')));
  });

  describe('and hands other text to localeCompare', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('never on ASCII text; always when a string holds a non-ASCII or control character', () => {
      const spy = vi.spyOn(String.prototype, 'localeCompare');
      expect(['b.ts', 'A.ts', 'a.ts'].sort(compareText)).toEqual(['a.ts', 'A.ts', 'b.ts']);
      expect(spy).not.toHaveBeenCalled();
      expect(sign(compareText('résumé.md', 'rest.md'))).toBe(root.compare('résumé.md', 'rest.md'));
      expect(sign(compareText('a\tb', 'a b'))).toBe(root.compare('a\tb', 'a b'));
      expect(spy.mock.calls).toEqual([['rest.md'], ['a b']]);
    });
  });
});
