/**
 * The run's path filter (what the model may read as context) is select's own gates: the user's
 * exclude always, then the defaults for generated, vendored, lock and minified paths, which an
 * include glob or `include-generated` lifts exactly as it does for the review. A changed file keeps
 * select's verdict, except the reasons that say nothing about the path (deleted, binary, renamed
 * without a content change).
 */
import { describe, expect, it } from 'vitest';
import { compilePathRules, runPathFilter } from '../../../src/review/select/path-filter.js';
import { parseGitAttributes } from '../../../src/review/select/git-attributes.js';

const filter = (
  rules: Parameters<typeof compilePathRules>[0],
  excluded: Array<{ path: string; reason: string }> = [],
  kept: string[] = [],
) =>
  runPathFilter({
    rules: compilePathRules(rules),
    attributes: parseGitAttributes('gen/** linguist-generated\n'),
    excluded,
    kept,
  });

describe("the run's path filter", () => {
  it('withholds user excludes, vendored, generated, lock and minified paths; reads the rest', () => {
    const f = filter({ exclude: ['secrets/**'] });
    expect({
      secret: f('secrets/keys.ts'),
      vendored: f('vendor/lib/a.js'),
      attributes: f('gen/api.ts'),
      lock: f('package-lock.json'),
      minified: f('web/app.min.js'),
      source: f('src/app.ts'),
      test: f('tests/app.test.ts'),
    }).toEqual({
      secret: 'excluded by config (secrets/**)',
      vendored: 'vendored',
      attributes: 'generated (linguist-generated in .gitattributes)',
      lock: 'lock file',
      minified: 'minified',
      source: null,
      test: null,
    });
  });

  it('lets an include glob or include-generated lift a default, never a user exclude', () => {
    expect(filter({ include: ['vendor/**'] })('vendor/lib/a.js')).toBeNull();
    expect(filter({ includeGenerated: true })('gen/api.ts')).toBeNull();
    expect(filter({ include: ['secrets/**'], exclude: ['secrets/**'] })('secrets/k.ts')).toBe(
      'excluded by config (secrets/**)',
    );
  });

  it("keeps select's verdict on a changed file, but not a reason about the change itself", () => {
    const f = filter(
      {},
      [
        { path: 'src/big.ts', reason: 'generated (`@generated` header)' },
        { path: 'src/moved.ts', reason: 'no content change' },
      ],
      ['vendor/patched.js'],
    );
    expect(f('src/big.ts')).toBe('generated (`@generated` header)');
    expect(f('src/moved.ts')).toBeNull();
    expect(f('vendor/patched.js')).toBeNull();
  });
});
