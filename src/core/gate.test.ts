import { finding as build } from '../../tests/support/finding.js';
import { describe, expect, it } from 'vitest';
import { hitsFailOn, openFindings, type OpenFinding, type OpenInput } from './gate.js';
import { exitCodeFor } from './report-rules.js';
import type { Finding, Severity } from './types.js';

function finding(fp: string, severity: Severity, path = 'src/a.ts'): Finding {
  return build({
    path,
    line: 3,
    severity,
    lens: 'static',
    title: 't',
    body: 'b',
    anchor: 'x',
    fingerprint: fp,
  });
}

const earlier = (fp: string, severity: Severity, path = 'src/a.ts'): OpenFinding => ({
  fp,
  severity,
  path,
  line: 3,
  security: false,
});

function input(extra: Partial<OpenInput>): OpenInput {
  return {
    previous: [],
    found: [],
    reviewed: new Set(),
    present: new Set(['src/a.ts', 'src/b.ts', 'docs/notes.md']),
    rejected: new Set(),
    complete: true,
    isSecurity: () => false,
    ...extra,
  };
}

describe('openFindings: which findings the gate counts', () => {
  it('keeps an earlier finding whose file this run did not review, at its recorded severity', () => {
    const got = openFindings(
      input({ previous: [earlier('aaaa', 'high')], reviewed: new Set(['docs/notes.md']) }),
    );
    expect(got.carried).toEqual([earlier('aaaa', 'high')]);
    expect(got.open).toEqual([earlier('aaaa', 'high')]);
    expect(exitCodeFor({ incomplete: false, findings: [], unanchored: [] }, ['high'], got.carried)).toBe(1);
  });

  it('clears an earlier finding when a complete review of its file no longer finds it', () => {
    const got = openFindings(input({ previous: [earlier('aaaa', 'high')], reviewed: new Set(['src/a.ts']) }));
    expect(got.open).toEqual([]);
  });

  it('keeps it when the review of its file did not finish: not finding it is no proof of a fix', () => {
    const got = openFindings(
      input({ previous: [earlier('aaaa', 'high')], reviewed: new Set(['src/a.ts']), complete: false }),
    );
    expect(got.carried.map((f) => f.fp)).toEqual(['aaaa']);
  });

  it('drops findings the team rejected, earlier or new', () => {
    const got = openFindings(
      input({
        previous: [earlier('aaaa', 'high', 'src/b.ts')],
        found: [finding('bbbb', 'critical')],
        rejected: new Set(['aaaa', 'bbbb']),
      }),
    );
    expect(got.open).toEqual([]);
  });

  it('clears a finding whose file is no longer part of the PR', () => {
    const got = openFindings(input({ previous: [earlier('aaaa', 'high', 'src/gone.ts')] }));
    expect(got.open).toEqual([]);
  });

  it("takes this run's severity over the recorded one for a finding found again, counted once", () => {
    const got = openFindings(
      input({
        previous: [earlier('aaaa', 'high')],
        found: [finding('aaaa', 'low'), finding('aaaa', 'low')],
        reviewed: new Set(['src/a.ts']),
      }),
    );
    expect(got.open.map((f) => [f.fp, f.severity])).toEqual([['aaaa', 'low']]);
    expect(got.carried).toEqual([]);
  });

  it('counts a carried finding below fail-on as open but does not fail on it', () => {
    const got = openFindings(input({ previous: [earlier('aaaa', 'medium', 'src/b.ts')] }));
    expect(got.open).toHaveLength(1);
    expect(hitsFailOn(got.open, ['high'])).toBe(false);
    expect(hitsFailOn(got.open, [])).toBe(false);
    expect(hitsFailOn(got.open, ['medium'])).toBe(true);
  });
});

describe('openFindings and deleted lines', () => {
  it('a finding on a deleted line (LEFT) neither counts nor keeps the earlier thread on that text open', () => {
    const left = build({ ...finding('fp-left', 'high'), side: 'LEFT' });
    const result = openFindings(
      input({ previous: [earlier('fp-right', 'high')], found: [left], reviewed: new Set(['src/a.ts']) }),
    );
    expect(result.open).toEqual([]);
    expect(hitsFailOn(result.open, ['high'])).toBe(false);
  });
});
