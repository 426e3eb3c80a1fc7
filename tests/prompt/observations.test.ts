/**
 * Low design observations (issue 44 point 5): the benchmarks' golden comments include needless
 * indirection, duplicated branches, deep nesting, misleading messages and inconsistent names, and
 * the prompt forbade them outright. They are allowed at `low`, where they go to the summary's fold.
 */
import { describe, expect, it } from 'vitest';
import { buildSystem } from '../../src/review/model/plan/prompt.js';
import { contextFor, makeChange } from '../review/plan/helpers.js';

describe('design observations in the review prompt', () => {
  const change = makeChange([{ path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 1 }] }]);
  const system = buildSystem({ files: [{ path: 'src/a.ts', hunks: [0] }] }, contextFor(change));

  it('allows design, complexity and naming notes at low only, and still forbids formatting and praise', () => {
    expect(system).toContain('Design observations, at `low` only');
    expect(system).toMatch(
      /needless indirection, duplicated branches.*deep nesting, a misleading error message/,
    );
    expect(system).toContain('Category `design`, `complexity` or `naming`');
    expect(system).toContain('Never report formatting, naming taste, praise or summaries.');
    expect(system).not.toContain('Real defects only');
  });
});
