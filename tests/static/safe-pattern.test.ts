/**
 * An allowlist pattern of word characters (safe-pattern.ts): a name that passed `if (!/^…$/.test(n))
 * return` can carry no separator, dot, quote or shell metacharacter. Each pattern that lets one through
 * is refused: a check the recogniser wrongly trusted would hide a real path traversal or injection.
 */
import { describe, expect, it } from 'vitest';
import { isWordPattern } from '../../src/static/flow/safe-pattern.js';

describe('an allowlist of word characters', () => {
  it('accepts anchored patterns of letters, digits and _ with quantifiers and groups', () => {
    for (const literal of [
      '/^[0-9a-f]{16}$/',
      '/^[0-9a-f]{16}$/i',
      '/^\\w+$/',
      '/^\\d{1,6}$/',
      '/^[A-Za-z0-9_]+$/u',
      '/^(?:v)?\\d+$/',
      '/^[a-z][a-z0-9_]*$/',
    ])
      expect(isWordPattern(literal), literal).toBe(true);
  });

  it('refuses a pattern that lets a separator, dot, dash or anything through, or is not anchored at both ends', () => {
    for (const literal of [
      '/^[0-9a-f]{16}/', // no end anchor: `0123456789abcdef/../../x` passes
      '/[0-9a-f]{16}$/', // no start anchor
      '/^[0-9a-f]{16}$/m', // `$` is the end of a line: a newline lets anything follow
      '/^\\w+$/g', // test() keeps its lastIndex
      '/^[\\w.-]+$/', // `.` and `-` in the class: `..` passes
      '/^[A-z]+$/', // A-z spans [\]^_ and a backtick
      '/^[^/]+$/', // a negated class: `..` passes
      '/^.+$/',
      '/^\\S+$/',
      '/^(a|b\\/c)$/',
      '/^[a-]+$/',
      '/^a\\.b$/',
      'nameRegex',
    ])
      expect(isWordPattern(literal), literal).toBe(false);
  });
});
