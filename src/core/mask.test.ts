import { describe, expect, it } from 'vitest';
import { MAX_MASK_DEPTH, TOO_DEEP, chainMaskers, createMasker, maskDeep } from './mask.js';

describe('createMasker', () => {
  it('masks every occurrence of every secret, longest first', () => {
    const mask = createMasker(['sk-abcdef123456', 'sk-abcdef123456-extended', undefined, '']);
    expect(mask('key sk-abcdef123456-extended and sk-abcdef123456 again sk-abcdef123456')).toBe(
      'key *** and *** again ***',
    );
  });
  it('leaves text alone when there are no secrets worth masking', () => {
    expect(createMasker(['ab', null])('ab cd')).toBe('ab cd');
  });
});

describe('createMasker: the forms renderers give a secret', () => {
  const secret = 'gw"live"\\7Qx<key>&z';
  const mask = createMasker([secret]);

  it('masks it inside JSON, HTML and a URL as well as written', () => {
    expect(mask(JSON.stringify({ title: `key ${secret}` }))).toBe('{"title":"key ***"}');
    expect(mask('key gw&quot;live&quot;\\7Qx&lt;key&gt;&amp;z!')).toBe('key ***!');
    expect(mask(`?k=${encodeURIComponent(secret)}`)).toBe('?k=***');
    expect(mask(`raw ${secret}`)).toBe('raw ***');
  });

  it('masks its base64, standard and URL-safe, with and without padding', () => {
    // Chosen so that the two alphabets differ (`+` against `-`) and the encoding is padded.
    const token = 'tok~~~>>>?secret-12';
    const standard = Buffer.from(token).toString('base64');
    const url = Buffer.from(token).toString('base64url');
    expect(standard).toMatch(/\+.*==$/);
    const masked = createMasker([token]);
    expect(masked(`Authorization: Basic ${standard}`)).toBe('Authorization: Basic ***');
    expect(masked(`a=${standard.replace(/=+$/, '')};`)).toBe('a=***;');
    expect(masked(`u=${url}&`)).toBe('u=***&');
    expect(masked(`u=${url}==&`)).toBe('u=***&');
  });

  it('masks its base64 inside a longer encoded text, at every byte alignment (user:token)', () => {
    const token = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const masked = createMasker([token]);
    // Prefixes of 0, 1 and 2 bytes modulo 3 put the token's bytes at each of base64's alignments.
    for (const [user, tail] of [
      ['x-access-token:', ''],
      ['u:', ':x'],
      ['ab:', '\n'],
      ['', ':'],
    ] as const) {
      for (const encoding of ['base64', 'base64url'] as const) {
        const encoded = Buffer.from(`${user}${token}${tail}`).toString(encoding);
        const out = masked(`Authorization: Basic ${encoded}`);
        const [before = '', after = ''] = out.slice('Authorization: Basic '.length).split('***');
        expect(out, `${encoding} of ${user}…${tail}`).toContain('***');
        // What is left around the mask encodes the prefix and the suffix, not the token.
        expect(before.length).toBeLessThanOrEqual(Math.ceil((user.length * 8) / 6) + 1);
        expect(after.length).toBeLessThanOrEqual(Math.ceil((tail.length * 8) / 6) + 3);
      }
    }
  });

  it('chains maskers, each over what the one before left', () => {
    const both = chainMaskers(createMasker(['first-secret']), undefined, createMasker(['second-secret']));
    expect(both('first-secret and second-secret')).toBe('*** and ***');
  });
});

describe('maskDeep', () => {
  it('masks every string of plain data, keys too, and leaves other values and instances alone', () => {
    const mask = createMasker(['hunter2-secret']);
    const signal = new AbortController().signal;
    const input = {
      title: 'uses hunter2-secret',
      nested: [{ body: 'hunter2-secret\n', line: 3, ok: true, none: null }],
      'hunter2-secret': 1,
      signal,
    };
    const out = maskDeep(input, mask);
    expect(out).toEqual({
      title: 'uses ***',
      nested: [{ body: '***\n', line: 3, ok: true, none: null }],
      '***': 1,
      signal,
    });
    expect(out.signal).toBe(signal);
    expect(input.title).toBe('uses hunter2-secret');
  });

  it('masks a title as deep as a report puts one (stats.dropped_by_audit.findings[i].title)', () => {
    const mask = createMasker(['hunter2-secret']);
    const report = { stats: { dropped_by_audit: { findings: [{ title: 'leaks hunter2-secret' }] } } };
    expect(maskDeep(report, mask).stats.dropped_by_audit.findings[0]!.title).toBe('leaks ***');
  });

  it('fails closed past its depth limit: a secret nested deeper is dropped, never passed on unmasked', () => {
    const mask = createMasker(['hunter2-secret']);
    // One level past the limit, then the secret.
    let deep: unknown = { body: 'hunter2-secret' };
    for (let i = 0; i < MAX_MASK_DEPTH; i++) deep = { next: deep };
    const out = JSON.stringify(maskDeep(deep, mask));
    expect(out).not.toContain('hunter2-secret');
    expect(out).toContain(TOO_DEEP);
    // Just inside the limit, the secret is masked, not dropped.
    let inside: unknown = 'hunter2-secret';
    for (let i = 0; i < MAX_MASK_DEPTH; i++) inside = [inside];
    expect(JSON.stringify(maskDeep(inside, mask))).toContain('***');
  });
});
