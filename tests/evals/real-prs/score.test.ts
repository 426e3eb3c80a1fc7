/**
 * The real-PR scorer with the public benchmark's rule: duplicate findings are grouped and count once,
 * a group the judge matched to a golden comment is a true positive, every other group (all of them on a
 * clean PR) a false positive; precision, recall, F1 and F0.5 are micro-averaged; an audit drop that named
 * a golden issue is a wrong drop, and a golden issue only a drop named is lost to the audit. The verdict
 * parser names every mistake in a judge's file.
 */
import { describe, expect, it } from 'vitest';
import {
  groupCandidates,
  parseVerdict,
  type Candidate,
  type CandidateGroup,
  type JudgeRequest,
} from '../../../evals/real-prs/judge.js';
import { fBeta, scoreCase, totals } from '../../../evals/real-prs/score.js';

let n = 0;
const cand = (path: string, line: number, start_line: number | null = null): Candidate => ({
  id: `c${++n}`,
  path,
  line,
  start_line,
  severity: 'medium',
  title: 't',
  body: 'b',
  anchored: true,
});
const groups = (count: number): CandidateGroup[] =>
  Array.from({ length: count }, (_, i) => ({ id: `g${i + 1}`, members: [cand('a.go', 10 * (i + 1))] }));
const golden = (index: number, matched: string[], dropped: number[] = []) => ({
  index,
  matched_groups: matched,
  dropped_matches: dropped,
  reason: 'same defect',
});

describe('groupCandidates', () => {
  it('groups findings on the same file whose ranges overlap or touch, transitively', () => {
    const found = groupCandidates([
      cand('a.go', 10),
      cand('a.go', 12, 11),
      cand('a.go', 13),
      cand('b.go', 10),
      cand('a.go', 20),
    ]);
    expect(found.map((g) => g.members.map((m) => `${m.path}:${m.line}`))).toEqual([
      ['a.go:10', 'a.go:12', 'a.go:13'],
      ['b.go:10'],
      ['a.go:20'],
    ]);
    expect(found.map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
  });

  it('keeps findings two lines apart, or on another file at the same line, apart', () => {
    expect(groupCandidates([cand('a.go', 10), cand('a.go', 12)])).toHaveLength(2);
    expect(groupCandidates([cand('a.go', 10), cand('b.go', 10)])).toHaveLength(2);
  });
});

describe('scoreCase and totals', () => {
  it('counts a matched group once however many golden comments it matches, and the rest as false positives', () => {
    const s = scoreCase({
      id: 'x',
      clean: false,
      goldenCount: 3,
      groups: groups(4),
      dropCount: 2,
      verdict: { case: 'x', golden: [golden(0, ['g1']), golden(1, ['g1', 'g3']), golden(2, [], [1])] },
    });
    expect(s).toMatchObject({
      groups: 4,
      truePositives: 2,
      falsePositives: 2,
      golden: 3,
      found: 2,
      missed: [2],
    });
    expect(s).toMatchObject({ drops: 2, wrongDrops: 1, lostToAudit: [2] });
  });

  it('counts every group on a clean PR as a false positive and as a finding on a clean PR', () => {
    const clean = scoreCase({
      id: 'c',
      clean: true,
      goldenCount: 0,
      groups: groups(2),
      dropCount: 0,
      verdict: null,
    });
    const buggy = scoreCase({
      id: 'b',
      clean: false,
      goldenCount: 2,
      groups: groups(2),
      dropCount: 0,
      verdict: { case: 'b', golden: [golden(0, ['g2']), golden(1, [])] },
    });
    const t = totals([clean, buggy]);
    expect(t).toMatchObject({
      groups: 4,
      truePositives: 1,
      falsePositives: 3,
      cleanFindings: 2,
      golden: 2,
      found: 1,
    });
    expect(t.precision).toBe(0.25);
    expect(t.recall).toBe(0.5);
    expect(t.f1).toBeCloseTo((2 * 0.25 * 0.5) / 0.75, 10);
    expect(t.f05).toBeCloseTo((1.25 * 0.25 * 0.5) / (0.25 * 0.25 + 0.5), 10);
  });

  it('refuses to score a buggy case without a verdict instead of counting its golden comments as missed', () => {
    expect(() =>
      scoreCase({ id: 'b', clean: false, goldenCount: 1, groups: [], dropCount: 0, verdict: null }),
    ).toThrow(/b: no verdict/);
  });

  it('leaves a ratio with nothing to divide undefined, and F at zero when precision and recall are zero', () => {
    expect(totals([])).toMatchObject({ precision: null, recall: null, f1: null, f05: null });
    expect(fBeta(0, 0, 1)).toBe(0);
    expect(fBeta(1, 0.5, 0.5)).toBeCloseTo((1.25 * 0.5) / (0.25 + 0.5), 10);
  });
});

describe('parseVerdict', () => {
  const request: JudgeRequest = {
    case: 'go-x-12',
    instructions: '',
    golden: [
      { index: 0, comment: 'a', file: 'a.go', lines: [1, 2], severity: 'High' },
      { index: 1, comment: 'b', file: 'a.go', lines: [5, 6], severity: 'Low' },
    ],
    groups: groups(2),
    dropped_by_audit: [{ index: 0, path: 'a.go', line: 5, title: 't', reason: 'r' }],
  };
  const text = (golden: unknown[], caseId = 'go-x-12') => JSON.stringify({ case: caseId, golden });

  it('accepts a complete verdict', () => {
    expect(parseVerdict(text([golden(0, ['g1']), golden(1, [], [0])]), request).golden).toHaveLength(2);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseVerdict('{case:', request)).toThrow(/go-x-12\.verdict\.json: not JSON/);
  });

  it('names a field that breaks the schema', () => {
    expect(() => parseVerdict(text([{ ...golden(0, ['group one']) }, golden(1, [])]), request)).toThrow(
      /golden\.0\.matched_groups\.0: a group id such as g1/,
    );
    expect(() => parseVerdict(text([{ index: 0, matched_groups: [] }, golden(1, [])]), request)).toThrow(
      /golden\.0\.reason/,
    );
  });

  it('rejects a verdict for another case, an unknown group or drop, and a golden comment judged twice or not at all', () => {
    expect(() => parseVerdict(text([golden(0, []), golden(1, [])], 'go-y-14'), request)).toThrow(
      /case is go-y-14/,
    );
    const wrong = () => parseVerdict(text([golden(0, ['g9'], [3]), golden(0, []), golden(7, [])]), request);
    expect(wrong).toThrow(/golden 0: no candidate group g9/);
    expect(wrong).toThrow(/golden 0: no audit drop 3/);
    expect(wrong).toThrow(/golden 0: judged twice/);
    expect(wrong).toThrow(/golden 7: no such golden comment/);
    expect(wrong).toThrow(/golden 1: not judged/);
  });
});
