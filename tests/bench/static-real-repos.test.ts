/**
 * The real-repository bench's held-out split (issue 45): every repository sits in one half, the
 * halves are even, none of the repositories kept for the independent check is used, and the held-out
 * half is reported apart from the tuning half. Needs no mirror: CI has none.
 */
import { describe, expect, it } from 'vitest';
import { formatHalves, REPOS, type RealFinding } from '../../bench/static-real-repos.js';

// Kept out of the bench by issue 45, for a check nobody tuned on.
const RESERVED = [
  'DependencyTrack/dependency-track',
  'mealie-recipes/mealie',
  'outline/outline',
  'pocketbase/pocketbase',
  'cli/cli',
  'GoogleCloudPlatform/microservices-demo',
  'cloudposse/terraform-aws-s3-bucket',
  'umami-software/umami',
  'yangzongzhuan/RuoYi',
  'fastapi/full-stack-fastapi-template',
  'appsecco/dvna',
  'anxolerd/dvpwa',
  '0c34/govwa',
  'ScaleSec/vulnado',
];

const finding = (over: Partial<RealFinding>): RealFinding => ({
  repo: 'a/b',
  half: 'held-out',
  change: 'tree@0',
  path: 'src/a.ts',
  line: 1,
  rule: 'js-eval',
  severity: 'high',
  inTests: false,
  verdict: 'true',
  ...over,
});

describe('the real-repository bench split', () => {
  it('puts every repository in one half, eight a side, none of the reserved ones', () => {
    const names = REPOS.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(REPOS.filter((r) => r.half === 'tuning')).toHaveLength(8);
    expect(REPOS.filter((r) => r.half === 'held-out')).toHaveLength(8);
    for (const reserved of RESERVED) expect(names).not.toContain(reserved.toLowerCase());
  });

  it('reports the fresh batch (judged before any rule change) as its own slice, after the held-out half', () => {
    expect(REPOS.filter((r) => r.half === 'fresh').length).toBeGreaterThanOrEqual(4);
    const text = formatHalves(
      [
        finding({ half: 'held-out', verdict: 'true' }),
        finding({ half: 'fresh', verdict: 'false' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 3, 'held-out': 5, fresh: 2, fresh2: 0 },
    );
    const [heldOut, fresh, tuning, all] = text.split(/^## /m).filter(Boolean);
    expect(heldOut).toMatch(/^held-out half/);
    expect(fresh).toMatch(/^fresh half/);
    expect(fresh).toContain('changes reviewed: 2; findings: 1');
    expect(fresh).toContain('outside tests: 0 true, 0 debatable, 1 false of 1 -> precision 0.0%');
    expect(tuning).toMatch(/^tuning half/);
    expect(all).toContain('changes reviewed: 10; findings: 3');
  });

  it('reports the held-out half first and apart from the tuning half', () => {
    const text = formatHalves(
      [
        finding({ half: 'held-out', verdict: 'true' }),
        finding({ half: 'held-out', verdict: 'false', rule: 'go-sql-sprintf' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 3, 'held-out': 5, fresh: 0, fresh2: 0 },
    );
    const [heldOut, tuning, both] = text.split(/^## /m).filter(Boolean);
    expect(heldOut).toMatch(/^held-out half/);
    expect(heldOut).toContain('changes reviewed: 5; findings: 2');
    expect(heldOut).toContain('outside tests: 1 true, 0 debatable, 1 false of 2 -> precision 50.0%');
    expect(tuning).toMatch(/^tuning half/);
    expect(tuning).toContain('outside tests: 1 true, 0 debatable, 0 false of 1 -> precision 100.0%');
    expect(both).toMatch(/^all halves/);
    expect(both).toContain('changes reviewed: 8; findings: 3');
  });
});
