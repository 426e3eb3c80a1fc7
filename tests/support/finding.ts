/**
 * The one `Finding` builder of the tests: a finding as a lens reports it after anchoring (medium
 * correctness on RIGHT line 2 of `src/app.ts`, quoting `new2`), with any field overridden.
 */
import { fingerprint } from '../../src/core/fingerprint.js';
import type { Finding } from '../../src/core/types.js';

let made = 0;

/**
 * Each call gets its own title and fingerprint unless the overrides name them, so two findings a
 * test builds never merge or dedupe by accident.
 */
export function finding(overrides: Partial<Finding> = {}): Finding {
  made += 1;
  return {
    path: 'src/app.ts',
    line: 2,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'correctness',
    lens: 'correctness',
    title: `Finding ${made}`,
    body: 'Something is wrong here.',
    suggestion: null,
    anchor: 'new2',
    confidence: 0.9,
    anchored: true,
    fingerprint: `fp${made.toString(16).padStart(6, '0')}`,
    rule: null,
    ...overrides,
  };
}

/**
 * A finding whose fingerprint is the one prlens computes from its path, category and anchor (as
 * the review pipeline does), unless the overrides name one.
 */
export function fingerprinted(overrides: Partial<Finding> = {}): Finding {
  const built = finding(overrides);
  return { ...built, fingerprint: overrides.fingerprint ?? fingerprint(built) };
}

/**
 * A static security finding of `severity` on line 1 of `a.ts`, fingerprinted by its severity: the
 * shape the gate and floor tests compare by severity alone.
 */
export function findingOfSeverity(severity: Finding['severity'], extra: Partial<Finding> = {}): Finding {
  return finding({
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
