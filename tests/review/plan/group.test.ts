import { describe, expect, it } from 'vitest';
import {
  directoriesSuffice,
  fallbackGroups,
  groupFiles,
  validateGrouping,
} from '../../../src/review/model/plan/group.js';
import { FakeModel, answer, makeChange, type FileSpec } from './helpers.js';

function files(paths: string[], adds = 10) {
  const specs: FileSpec[] = paths.map((path) => ({ path, length: 60, hunks: [{ at: 5, adds, dels: 2 }] }));
  return makeChange(specs).files;
}

const PATHS = ['src/api/user.ts', 'src/api/user.test.ts', 'src/db/pool.ts', 'docs/api.md', 'src/db/query.ts'];

describe('groupFiles', () => {
  it('skips the call when no file name links two directories: the folders already say it all', async () => {
    const paths = ['src/billing/invoice.ts', 'src/billing/tax.ts', 'src/ui/button.ts', 'src/ui/theme.ts'];
    const model = new FakeModel([]);
    const result = await groupFiles(files(paths, 20), { model });
    expect(model.requests).toHaveLength(0);
    expect(result).toMatchObject({ source: 'fallback', groups: fallbackGroups(files(paths, 20)) });
    expect(result.reason).toMatch(/directories suffice/);
  });

  it('asks the model when a name links two directories (a test and its source, a doc and a folder)', async () => {
    expect(directoriesSuffice(['src/billing/invoice.ts', 'tests/invoice.test.ts'])).toBe(false);
    expect(directoriesSuffice(['docs/billing.md', 'src/billing/tax.ts'])).toBe(false);
    expect(directoriesSuffice(['src/billing/invoice.ts', 'src/ui/button.ts', 'tests/e2e/index.ts'])).toBe(
      true,
    );
    const paths = [
      'src/billing/invoice.ts',
      'src/billing/tax.ts',
      'src/ui/button.ts',
      'tests/invoice.test.ts',
    ];
    const groups = [
      ['src/billing/invoice.ts', 'tests/invoice.test.ts'],
      ['src/billing/tax.ts'],
      ['src/ui/button.ts'],
    ];
    const model = new FakeModel([answer(JSON.stringify({ groups }))]);
    expect(await groupFiles(files(paths, 20), { model })).toMatchObject({ source: 'model', groups });
    expect(model.requests).toHaveLength(1);
  });

  it('groups by the model answer after one call over metadata only', async () => {
    const change = files(PATHS);
    const groups = [
      ['src/api/user.ts', 'src/api/user.test.ts', 'docs/api.md'],
      ['src/db/pool.ts', 'src/db/query.ts'],
    ];
    const model = new FakeModel([answer(JSON.stringify({ groups }))]);
    const result = await groupFiles(change, { model });
    expect(result).toMatchObject({ groups, source: 'model', reason: null });
    expect(result.usage?.prompt_tokens).toBe(100);
    expect(model.requests).toHaveLength(1);
    const sent = JSON.stringify(model.requests[0]);
    expect(sent).toContain('\\"path\\":\\"src/db/pool.ts\\"');
    expect(sent).toContain('\\"added\\":10');
    // Never the code itself.
    expect(sent).not.toContain('compute(');
    expect(model.requests[0]!.schema?.name).toBe('file_groups');
  });

  it.each([
    ['a failed call', new Error('503 from provider'), /grouping call failed: 503/],
    ['an answer that is not JSON', answer('Here are the groups: ...'), /not JSON/],
    ['an answer of the wrong shape', answer('{"groups": "all"}'), /wrong shape/],
    ['a file left out', answer(JSON.stringify({ groups: [PATHS.slice(1)] })), /1 file\(s\) missing/],
    ['a file listed twice', answer(JSON.stringify({ groups: [PATHS, [PATHS[0]]] })), /appears twice/],
    [
      'an invented path',
      answer(JSON.stringify({ groups: [[...PATHS, 'src/evil.ts']] })),
      /unknown path "src\/evil.ts"/,
    ],
    ['a cut-off answer', answer('{"groups": [["src/api', 'length'), /ended with length/],
  ])('falls back to directories on %s', async (_name, reply, reason) => {
    const change = files(PATHS);
    const result = await groupFiles(change, { model: new FakeModel([reply]) });
    expect(result.source).toBe('fallback');
    expect(result.reason).toMatch(reason);
    expect(result.groups).toEqual(fallbackGroups(change));
  });

  it('falls back when a group exceeds the size limit', async () => {
    const change = files(PATHS);
    const result = await groupFiles(change, {
      model: new FakeModel([answer(JSON.stringify({ groups: [PATHS] }))]),
      maxGroupSize: 4,
    });
    expect(result.reason).toMatch(/a group of 5 files exceeds 4/);
    expect(result.groups.every((g) => g.length <= 4)).toBe(true);
  });

  it('makes no call without a model, for 3 files or fewer, or for 50 changed lines or fewer', async () => {
    const model = new FakeModel([]);
    expect((await groupFiles(files(PATHS), {})).reason).toBe('no model configured');
    expect((await groupFiles(files(PATHS.slice(0, 3)), { model })).reason).toBe('small change');
    // 5 files × (4 + 2) changed lines = 30.
    expect((await groupFiles(files(PATHS, 4), { model })).reason).toBe('small change');
    expect(model.requests).toHaveLength(0);
  });

  it('accepts an answer wrapped in a JSON code fence', () => {
    const groups = [['a.ts', 'b.ts']];
    expect(
      validateGrouping('```json\n' + JSON.stringify({ groups }) + '\n```', ['a.ts', 'b.ts'], 10),
    ).toEqual(groups);
  });
});

describe('fallbackGroups', () => {
  it('groups by directory in path order and splits a directory into runs of at most ten', () => {
    const paths = [
      ...Array.from({ length: 12 }, (_, i) => `src/x/f${String(i).padStart(2, '0')}.ts`),
      'README.md',
      'src/a.ts',
    ];
    const groups = fallbackGroups(files(paths));
    expect(groups.map((g) => g.length)).toEqual([1, 1, 10, 2]);
    expect(groups[0]).toEqual(['README.md']);
    expect(groups[1]).toEqual(['src/a.ts']);
    expect(groups.flat().sort()).toEqual([...paths].sort());
  });
});
