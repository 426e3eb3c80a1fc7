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
