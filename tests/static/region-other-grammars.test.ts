/**
 * The suggestion check re-reviews only the part of a file around the changed lines. That search must
 * find what a search of the whole file finds there, for every rule: here on the samples of the rules of the other grammars (Python, Go, Java, ...)
 * (region-cases.ts holds the cases and the comparison).
 */
import { describe, expect, it } from 'vitest';
import { compareRegions } from './region-cases.js';

describe('scanFile on a parsed tree', () => {
  it('finds on each line what a search of the whole file finds there, on every rule sample of the rules of the other grammars (Python, Go, Java, ...)', async () => {
    // The comparison is worth something only if the samples' findings were among those compared.
    expect(await compareRegions('other grammars')).toBeGreaterThan(80);
  });
});
