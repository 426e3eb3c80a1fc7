import { describe, expect, it } from 'vitest';
import { createMasker } from './mask.js';

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
