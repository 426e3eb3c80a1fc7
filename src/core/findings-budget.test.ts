import { describe, expect, it } from 'vitest';
import { finding } from '../../tests/support/finding.js';
import { applyFindingsBudget, withinBudget } from './findings-budget.js';

const titles = (fs: readonly { title: string }[]) => fs.map((f) => f.title);

describe('applyFindingsBudget', () => {
  it('keeps every high and critical model finding and the two most important below high', () => {
    const out = applyFindingsBudget(
      [
        finding({ title: 'low sure', severity: 'low', confidence: 0.95 }),
        finding({ title: 'high unsure', severity: 'high', confidence: 0.5 }),
        finding({ title: 'medium 0.6', severity: 'medium', confidence: 0.6 }),
        finding({ title: 'critical', severity: 'critical', confidence: 0.5 }),
        finding({ title: 'medium 0.7', severity: 'medium', confidence: 0.7 }),
      ],
      [],
      { minor: 2, all: 0 },
    );
    expect(titles(out.findings)).toEqual(['high unsure', 'medium 0.6', 'critical', 'medium 0.7']);
    expect(titles(out.heldBack)).toEqual(['low sure']);
  });

  it('never holds back a rule or an imported tool finding, whatever its severity', () => {
    const rules = [1, 2, 3].map((n) =>
      finding({ title: `rule ${n}`, severity: 'low', rule: `r${n}`, lens: 'static' }),
    );
    const model = finding({ title: 'model low', severity: 'low' });
    const out = applyFindingsBudget([...rules, model], [], { minor: 1, all: 0 });
    expect(titles(out.findings)).toEqual(['rule 1', 'rule 2', 'rule 3', 'model low']);
    expect(out.heldBack).toEqual([]);
  });

  it('ranks the unanchored findings with the inline ones, preferring a pinned one on a tie', () => {
    const pinned = finding({ title: 'pinned', confidence: 0.7 });
    const loose = finding({ title: 'loose', confidence: 0.7, anchored: false });
    const better = finding({ title: 'loose but surer', confidence: 0.8, anchored: false });
    const out = applyFindingsBudget([pinned], [loose, better], { minor: 2, all: 0 });
    expect(titles(out.findings)).toEqual(['pinned']);
    expect(titles(out.unanchored)).toEqual(['loose but surer']);
    expect(titles(out.heldBack)).toEqual(['loose']);
  });

  it('keeps the earlier of two equal findings, and everything when the limit is 0', () => {
    const [a, b] = [finding({ title: 'a' }), finding({ title: 'b' })];
    expect(titles(applyFindingsBudget([a, b], [], { minor: 1, all: 0 }).findings)).toEqual(['a']);
    expect(titles(applyFindingsBudget([a, b], [], { minor: 0, all: 0 }).findings)).toEqual(['a', 'b']);
  });

  it('never holds back a finding whose severity fail-on counts: the gate sees every one', () => {
    const lows = [1, 2, 3].map((n) => finding({ title: `low ${n}`, severity: 'low' }));
    const mediums = [1, 2, 3].map((n) => finding({ title: `medium ${n}`, severity: 'medium' }));
    const out = applyFindingsBudget(
      [...mediums, ...lows],
      [],
      { minor: 2, all: 0 },
      { gate: ['low', 'high'] },
    );
    expect(titles(out.findings)).toEqual(['medium 1', 'medium 2', 'low 1', 'low 2', 'low 3']);
    expect(titles(out.heldBack)).toEqual(['medium 3']);
  });

  it('reports at most max-findings of the model in all, highs included, the most severe and confident first', () => {
    const out = applyFindingsBudget(
      [
        finding({ title: 'high 0.75', severity: 'high', confidence: 0.75 }),
        finding({ title: 'medium 0.9', severity: 'medium', confidence: 0.9 }),
        finding({ title: 'high 0.9', severity: 'high', confidence: 0.9 }),
      ],
      [finding({ title: 'high 0.85 unpinned', severity: 'high', confidence: 0.85, anchored: false })],
      { minor: 2, all: 2 },
    );
    expect(titles(out.findings)).toEqual(['high 0.9']);
    expect(titles(out.unanchored)).toEqual(['high 0.85 unpinned']);
    expect(titles(out.heldBack).sort()).toEqual(['high 0.75', 'medium 0.9']);
  });

  it('never counts a critical finding, a rule finding or one fail-on counts against max-findings', () => {
    const out = applyFindingsBudget(
      [
        finding({ title: 'critical', severity: 'critical', confidence: 0.5 }),
        finding({ title: 'rule high', severity: 'high', rule: 'r1', lens: 'static' }),
        finding({ title: 'gated high', severity: 'high', confidence: 0.6 }),
        finding({ title: 'medium a', severity: 'medium', confidence: 0.9 }),
        finding({ title: 'medium b', severity: 'medium', confidence: 0.8 }),
      ],
      [],
      { minor: 0, all: 1 },
      { gate: ['high'] },
    );
    expect(titles(out.findings)).toEqual(['critical', 'rule high', 'gated high', 'medium a']);
    expect(titles(out.heldBack)).toEqual(['medium b']);
  });

  it('applies the minor budget first, then max-findings over what is left', () => {
    const lows = [0.9, 0.8, 0.7].map((c) => finding({ title: `low ${c}`, severity: 'low', confidence: c }));
    const high = finding({ title: 'high', severity: 'high', confidence: 0.5 });
    const out = applyFindingsBudget([...lows, high], [], { minor: 2, all: 2 });
    expect(titles(out.findings)).toEqual(['low 0.9', 'high']);
    expect(titles(out.heldBack)).toEqual(['low 0.7', 'low 0.8']);
  });
});

describe('withinBudget', () => {
  it('says which new findings the budgets would report beside those seen before them', () => {
    const seen = [finding({ title: 'seen high', severity: 'high', confidence: 0.9 })];
    const found = [
      finding({ title: 'new high', severity: 'high', confidence: 0.8 }),
      finding({ title: 'new medium', severity: 'medium', confidence: 0.95 }),
      finding({ title: 'new critical', severity: 'critical', confidence: 0.3 }),
    ];
    const out = withinBudget(found, seen, { minor: 2, all: 2 });
    expect(titles(out.reach)).toEqual(['new high', 'new critical']);
    expect(titles(out.beyond)).toEqual(['new medium']);
    expect(titles(withinBudget(found, seen, { minor: 2, all: 0 }).reach)).toHaveLength(3);
  });
});
