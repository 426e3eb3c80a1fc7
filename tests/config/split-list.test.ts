/** Lists written as text: newlines and commas outside braces separate items (issue 46 point 4). */
import { describe, expect, it } from 'vitest';
import { splitList } from '../../src/config/split-list.js';

describe('splitList', () => {
  it('keeps the commas of a brace alternative inside the glob', () => {
    expect(splitList('**/*.{py,md}')).toEqual(['**/*.{py,md}']);
    expect(splitList('a/**, **/*.{py,md} ,b')).toEqual(['a/**', '**/*.{py,md}', 'b']);
    expect(splitList('{a,{b,c}}/x,y')).toEqual(['{a,{b,c}}/x', 'y']);
  });

  it('splits on newlines (LF and CRLF) and drops blank items', () => {
    expect(splitList('vendor/**\r\n\n  **/*.py  \ndist/**,\n')).toEqual(['vendor/**', '**/*.py', 'dist/**']);
  });

  it('an unclosed brace does not swallow the lines after it', () => {
    expect(splitList('src/{a,b\nc,d')).toEqual(['src/{a,b', 'c', 'd']);
  });
});
