import { describe, expect, it } from 'vitest';
import { finding } from '../../../../tests/support/finding.js';
import { applyMinorBudget } from './minor-budget.js';

const titles = (fs: readonly { title: string }[]) => fs.map((f) => f.title);

describe('applyMinorBudget', () => {
  it('keeps every high and critical model finding and the two most important below high', () => {
    const out = applyMinorBudget(
      [
        finding({ title: 'low sure', severity: 'low', confidence: 0.95 }),
        finding({ title: 'high unsure', severity: 'high', confidence: 0.5 }),
        finding({ title: 'medium 0.6', severity: 'medium', confidence: 0.6 }),
        finding({ title: 'critical', severity: 'critical', confidence: 0.5 }),
        finding({ title: 'medium 0.7', severity: 'medium', confidence: 0.7 }),
      ],
      [],
      2,
    );
    expect(titles(out.findings)).toEqual(['high unsure', 'medium 0.6', 'critical', 'medium 0.7']);
    expect(titles(out.heldBack)).toEqual(['low sure']);
  });

  it('never holds back a rule or an imported tool finding, whatever its severity', () => {
    const rules = [1, 2, 3].map((n) =>
      finding({ title: `rule ${n}`, severity: 'low', rule: `r${n}`, lens: 'static' }),
    );
    const model = finding({ title: 'model low', severity: 'low' });
    const out = applyMinorBudget([...rules, model], [], 1);
    expect(titles(out.findings)).toEqual(['rule 1', 'rule 2', 'rule 3', 'model low']);
    expect(out.heldBack).toEqual([]);
  });

  it('ranks the unanchored findings with the inline ones, preferring a pinned one on a tie', () => {
    const pinned = finding({ title: 'pinned', confidence: 0.7 });
    const loose = finding({ title: 'loose', confidence: 0.7, anchored: false });
    const better = finding({ title: 'loose but surer', confidence: 0.8, anchored: false });
    const out = applyMinorBudget([pinned], [loose, better], 2);
    expect(titles(out.findings)).toEqual(['pinned']);
    expect(titles(out.unanchored)).toEqual(['loose but surer']);
    expect(titles(out.heldBack)).toEqual(['loose']);
  });

  it('keeps the earlier of two equal findings, and everything when the limit is 0', () => {
    const [a, b] = [finding({ title: 'a' }), finding({ title: 'b' })];
    expect(titles(applyMinorBudget([a, b], [], 1).findings)).toEqual(['a']);
    expect(titles(applyMinorBudget([a, b], [], 0).findings)).toEqual(['a', 'b']);
  });

  it('never holds back a finding whose severity fail-on counts: the gate sees every one', () => {
    const lows = [1, 2, 3].map((n) => finding({ title: `low ${n}`, severity: 'low' }));
    const mediums = [1, 2, 3].map((n) => finding({ title: `medium ${n}`, severity: 'medium' }));
    const out = applyMinorBudget([...mediums, ...lows], [], 2, { gate: ['low', 'high'] });
    expect(titles(out.findings)).toEqual(['medium 1', 'medium 2', 'low 1', 'low 2', 'low 3']);
    expect(titles(out.heldBack)).toEqual(['medium 3']);
  });
});
