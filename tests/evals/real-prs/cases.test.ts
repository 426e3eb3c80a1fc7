/**
 * The real-PR case list and its split: the committed list is valid and covers what issue 44 asks
 * (25+ buggy PRs, 5+ clean ones, 4+ languages), the committed split is the one the code computes and is
 * balanced, and the loader names the case and the field of every kind of mistake.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { isClean, loadCases, parseCases } from '../../../evals/real-prs/cases.js';
import { checkSplit, computeSplit, loadSplit } from '../../../evals/real-prs/split.js';

const sha = (digit: string) => digit.repeat(40);
const buggy = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  repo: 'owner/name',
  language: 'go',
  pr: 12,
  url: 'https://github.com/owner/name/pull/12',
  title: 'Add a feature (#12)',
  body: '',
  base: sha('a'),
  head: sha('b'),
  fix: { sha: sha('c'), subject: 'Fix the feature (#13)' },
  golden: [
    { comment: 'The new branch dereferences a nil map.', severity: 'High', file: 'a.go', lines: [3, 5] },
  ],
  ...extra,
});
const parseOne = (entries: unknown[]) => () => parseCases(stringify(entries), 'test.yml');

describe('the committed case list', () => {
  const cases = loadCases();

  it('has at least 25 buggy and 5 clean PRs in at least four languages', () => {
    expect(cases.filter((c) => !isClean(c)).length).toBeGreaterThanOrEqual(25);
    expect(cases.filter(isClean).length).toBeGreaterThanOrEqual(5);
    expect(new Set(cases.map((c) => c.language)).size).toBeGreaterThanOrEqual(4);
  });

  it('uses none of the repositories kept for held-out checks', () => {
    const banned =
      /cal\.com|getsentry\/sentry|grafana\/grafana|keycloak|discourse|go-chi\/chi|etcd-io\/bbolt|fastify\/fastify|colinhacks\/zod|encode\/httpx|encode\/starlette|jhy\/jsoup|google\/gson/i;
    expect(cases.filter((c) => banned.test(c.repo)).map((c) => c.id)).toEqual([]);
  });

  it('has a committed split equal to the computed one, balanced by language and kind', () => {
    const split = loadSplit();
    expect(checkSplit(split, cases)).toEqual([]);
    expect(split).toEqual(computeSplit(cases));
    expect(Math.abs(split.tuning.length - split['held-out'].length)).toBeLessThanOrEqual(1);
    for (const language of new Set(cases.map((c) => c.language)))
      for (const clean of [true, false]) {
        const ids = cases.filter((c) => c.language === language && isClean(c) === clean).map((c) => c.id);
        const inTuning = ids.filter((id) => split.tuning.includes(id)).length;
        expect(
          Math.abs(inTuning - (ids.length - inTuning)),
          `${language} ${clean ? 'clean' : 'buggy'}`,
        ).toBeLessThanOrEqual(1);
      }
  });
});

describe('parseCases', () => {
  it('accepts a buggy and a clean case', () => {
    const cases = parseCases(
      stringify([
        buggy('go-x-12'),
        { ...buggy('go-y-14'), fix: undefined, golden: [], clean: 'No fix in two years; every line alive.' },
      ]),
    );
    expect(cases.map((c) => [c.id, isClean(c)])).toEqual([
      ['go-x-12', false],
      ['go-y-14', true],
    ]);
  });

  it('names the case and the field of a missing field', () => {
    const { title: _title, ...noTitle } = buggy('go-x-12');
    expect(parseOne([noTitle])).toThrow(/case go-x-12: title:/);
  });

  it('rejects an abbreviated or uppercase SHA', () => {
    expect(parseOne([buggy('go-x-12', { head: 'b'.repeat(12) })])).toThrow(
      /case go-x-12: head: must be a full 40-character/,
    );
    expect(parseOne([buggy('go-x-12', { fix: { sha: 'C'.repeat(40), subject: 'Fix' } })])).toThrow(
      /fix\.sha/,
    );
  });

  it('rejects duplicate ids', () => {
    expect(parseOne([buggy('go-x-12'), buggy('go-x-12')])).toThrow(/case go-x-12: duplicate id/);
  });

  it('rejects a golden line range that runs backwards, and an unknown severity', () => {
    const golden = (lines: number[], severity = 'High') => [
      { comment: 'The loop reads one past the end.', severity, file: 'a.go', lines },
    ];
    expect(parseOne([buggy('go-x-12', { golden: golden([9, 3]) })])).toThrow(
      /golden\.0\.lines: the first line is after the last/,
    );
    expect(parseOne([buggy('go-x-12', { golden: golden([3, 9], 'major') })])).toThrow(/golden\.0\.severity/);
  });

  it('rejects a buggy case without golden comments and a clean case with one', () => {
    expect(parseOne([buggy('go-x-12', { golden: [] })])).toThrow(/at least one golden comment/);
    const clean = { ...buggy('go-y-14'), fix: undefined, clean: 'No fix in two years; every line alive.' };
    expect(parseOne([clean])).toThrow(/case go-y-14: golden: a clean case has no golden comments/);
  });

  it('rejects the same commit as base and head, and an unknown key', () => {
    expect(parseOne([buggy('go-x-12', { head: sha('a') })])).toThrow(/base and head are the same commit/);
    expect(parseOne([buggy('go-x-12', { notes: 'x' })])).toThrow(/case go-x-12/);
  });

  it('reports every broken case at once, and a file that is not a list', () => {
    expect(parseOne([buggy('go-x-12', { pr: -1 }), buggy('go-y-14', { repo: 'nope' })])).toThrow(
      /case go-x-12: pr:[\s\S]*case go-y-14: repo: owner\/name/,
    );
    expect(() => parseCases('id: x\n', 'test.yml')).toThrow(/test\.yml: expected a list of cases/);
  });
});
