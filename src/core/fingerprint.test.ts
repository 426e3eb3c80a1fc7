import { describe, expect, it } from 'vitest';
import { fingerprint, normalizeAnchor } from './fingerprint.js';

describe('fingerprint', () => {
  it('ignores indentation, diff markers and case of the anchor', () => {
    const a = fingerprint({ path: 'a.ts', category: 'Security', anchor: '+    eval(x)' });
    const b = fingerprint({ path: 'a.ts', category: 'security', anchor: 'eval(x)' });
    expect(a).toBe(b);
  });
  it('differs by path, category and code', () => {
    const base = { path: 'a.ts', category: 'security', anchor: 'eval(x)' };
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, path: 'b.ts' }));
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, category: 'bug' }));
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, anchor: 'eval(y)' }));
  });
  it('normalizes whitespace runs', () => {
    expect(normalizeAnchor('  foo(  a,\tb )  ')).toBe('foo( a, b )');
  });
});

describe('fingerprint and the side', () => {
  const base = { path: 'a.ts', category: 'security', anchor: 'eval(x)' };
  it('a deleted copy of a line (LEFT) is not the same finding as the line at the head (RIGHT)', () => {
    expect(fingerprint({ ...base, side: 'LEFT' })).not.toBe(fingerprint({ ...base, side: 'RIGHT' }));
  });
  it('a RIGHT fingerprint is the one earlier runs posted (no side = RIGHT), so no thread is reposted', () => {
    expect(fingerprint({ ...base, side: 'RIGHT' })).toBe(fingerprint(base));
    // sha256 of "a.ts\0security\0eval(x)", the key of every release so far.
    expect(fingerprint({ ...base, side: 'RIGHT' })).toBe('e05219cb846af930');
  });
});
