import { findingOfSeverity as finding } from '../../tests/support/finding.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitCodeFor, sortFindings } from './report-rules.js';

describe('exitCodeFor', () => {
  const empty = { incomplete: false, findings: [], unanchored: [] };
  it('exits 0 on a complete review with no finding at or above fail-on', () => {
    expect(exitCodeFor({ ...empty, findings: [finding('medium')] }, ['high'])).toBe(0);
    expect(exitCodeFor({ ...empty, findings: [finding('critical')] }, [])).toBe(0);
  });
  it('treats fail-on as a threshold: high fails on critical too', () => {
    expect(exitCodeFor({ ...empty, findings: [finding('critical')] }, ['high'])).toBe(1);
    expect(exitCodeFor({ ...empty, findings: [finding('high')] }, ['high'])).toBe(1);
  });
  it('counts unanchored findings for fail-on', () => {
    expect(exitCodeFor({ ...empty, unanchored: [finding('high')] }, ['high'])).toBe(1);
  });
  it('never exits 0 for an incomplete review, even with nothing found', () => {
    expect(exitCodeFor({ ...empty, incomplete: true }, [])).toBe(2);
  });
});

describe('sortFindings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('orders ASCII paths as localeCompare does without building the ICU collator (issue 48)', () => {
    const paths = ['src/b.ts', 'README.md', 'src/a_b.ts', 'src/a-b.ts', 'src/A.ts', 'src/a.ts'];
    const findings = paths.map((path) => finding('medium', { path }));
    // localeCompare builds the collator on its first call (~5 ms, ~3 MiB): a sort of ASCII paths must not call it.
    const spy = vi.spyOn(String.prototype, 'localeCompare').mockImplementation(() => {
      throw new Error('localeCompare called');
    });
    const sorted = sortFindings(findings).map((f) => f.path);
    spy.mockRestore();
    expect(sorted).toEqual([...paths].sort((a, b) => a.localeCompare(b, 'und')));
  });

  it('orders one path by line, then the most severe first', () => {
    const sorted = sortFindings([
      finding('low', { line: 2 }),
      finding('medium', { line: 1 }),
      finding('critical', { line: 2 }),
    ]);
    expect(sorted.map((f) => `${f.line}:${f.severity}`)).toEqual(['1:medium', '2:critical', '2:low']);
  });
});
