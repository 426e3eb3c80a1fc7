import { finding as build } from '../../tests/support/finding.js';
import { describe, expect, it } from 'vitest';
import { exitCodeFor } from './report-rules.js';
import type { Finding, Severity } from './types.js';

function finding(severity: Severity, extra: Partial<Finding> = {}): Finding {
  return build({
    path: 'a.ts',
    line: 1,
    severity,
    category: 'security',
    lens: 'static',
    title: 't',
    body: 'b',
    anchor: 'x',
    fingerprint: `fp-${severity}`,
    ...extra,
  });
}

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
