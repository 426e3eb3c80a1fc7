import { findingOfSeverity as finding } from '../../../../tests/support/finding.js';
import { describe, expect, it } from 'vitest';
import { applyPolicy } from './apply-floors.js';

describe('applyPolicy', () => {
  it('drops findings below the severity floor, below the confidence floor, and ignored ones, saying why', () => {
    const result = applyPolicy(
      [
        finding('low'),
        finding('high', { confidence: 0.2, fingerprint: 'weak' }),
        finding('critical', { fingerprint: 'ignored' }),
        finding('medium', { fingerprint: 'kept' }),
      ],
      { minSeverity: 'medium', minConfidence: 0.5, ignoredFingerprints: new Set(['ignored']) },
    );
    expect(result.kept.map((f) => f.fingerprint)).toEqual(['kept']);
    expect(result.dropped.map((d) => d.reason)).toEqual(['severity', 'confidence', 'ignored']);
  });

  it('keeps a finding exactly at min-confidence and drops one just below it', () => {
    const result = applyPolicy(
      [
        finding('high', { confidence: 0.7, fingerprint: 'at' }),
        finding('high', { confidence: 0.69, fingerprint: 'below' }),
      ],
      { minSeverity: 'low', minConfidence: 0.7 },
    );
    expect(result.kept.map((f) => f.fingerprint)).toEqual(['at']);
    expect(result.dropped.map((d) => [d.finding.fingerprint, d.reason])).toEqual([['below', 'confidence']]);
  });
});
