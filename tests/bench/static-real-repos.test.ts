/**
 * The real-repository bench's held-out split (issue 45): every repository sits in one half, the
 * halves are even, none of the repositories kept for the independent check is used, the held-out
 * half and each fresh batch are reported apart from the tuning half, and a finding nobody judged yet
 * is named by its place instead of passing unnoticed in a figure. Needs no mirror: CI has none.
 */
import { describe, expect, it } from 'vitest';
import { formatHalves, goneFindings, type RealFinding } from '../../bench/real-repos-report.js';
import { REPOS } from '../../bench/static-real-repos.js';

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
  // Also kept for an independent check (the brief of the fresh7 stream, which built fresh3).
  'calcom/cal.com',
  'getsentry/sentry',
  'grafana/grafana',
  'keycloak/keycloak',
  'discourse/discourse',
  'go-chi/chi',
  'etcd-io/bbolt',
  'fastify/fastify',
  'colinhacks/zod',
  'encode/httpx',
  'encode/starlette',
  'jhy/jsoup',
  'google/gson',
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
      { tuning: 3, 'held-out': 5, fresh: 2, fresh2: 0, fresh3: 0, fresh4: 0, fresh5: 0, fresh6: 0 },
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
      { tuning: 3, 'held-out': 5, fresh: 0, fresh2: 0, fresh3: 0, fresh4: 0, fresh5: 0, fresh6: 0 },
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

  it('reports the second fresh batch (fresh2) as its own slice, after the first one and before the tuning half', () => {
    const fresh2 = REPOS.filter((r) => r.half === 'fresh2');
    expect(fresh2.length).toBeGreaterThanOrEqual(5);
    // Never a repository another slice already holds: the batch must be unseen by earlier rounds.
    const others = new Set(REPOS.filter((r) => r.half !== 'fresh2').map((r) => r.repo.toLowerCase()));
    for (const { repo } of fresh2) expect(others).not.toContain(repo.toLowerCase());
    const text = formatHalves(
      [
        finding({ half: 'fresh', verdict: 'true' }),
        finding({ half: 'fresh2', verdict: 'false', rule: 'py-os-system', severity: 'critical' }),
        finding({ half: 'fresh2', verdict: 'true', rule: 'gha-unpinned-action', severity: 'medium' }),
      ],
      { tuning: 0, 'held-out': 0, fresh: 4, fresh2: 6, fresh3: 0, fresh4: 0, fresh5: 0, fresh6: 0 },
    );
    const [fresh, second, all] = text.split(/^## /m).filter(Boolean);
    expect(fresh).toMatch(/^fresh half/);
    expect(second).toMatch(/^fresh2 half/);
    expect(second).toContain('changes reviewed: 6; findings: 2');
    expect(second).toContain('outside tests: 1 true, 0 debatable, 1 false of 2 -> precision 50.0%');
    expect(second).toContain('outside tests, high and critical: 0 true, 0 debatable, 1 false of 1');
    expect(second).toContain('| py-os-system | 1 | 1 | 0 | 0 | 1 | 0.0% |');
    expect(all).toContain('changes reviewed: 10; findings: 3');
  });

  it('reports the third fresh batch (fresh3) as its own slice, after fresh2 and before the tuning half', () => {
    const fresh3 = REPOS.filter((r) => r.half === 'fresh3');
    expect(fresh3.length).toBeGreaterThanOrEqual(6);
    // Never a repository another slice already holds: the batch must be unseen by earlier rounds.
    const others = new Set(REPOS.filter((r) => r.half !== 'fresh3').map((r) => r.repo.toLowerCase()));
    for (const { repo } of fresh3) expect(others).not.toContain(repo.toLowerCase());
    // Pinned: a moving branch would silently change what the verdicts were judged on.
    for (const { sha } of fresh3) expect(sha).toMatch(/^[0-9a-f]{12}$/);
    const text = formatHalves(
      [
        finding({ half: 'fresh2', verdict: 'true' }),
        finding({ half: 'fresh3', verdict: 'false', rule: 'java-sql-concat', severity: 'high' }),
        finding({ half: 'fresh3', verdict: 'true', rule: 'go-defer-in-loop', severity: 'medium' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 2, 'held-out': 0, fresh: 0, fresh2: 4, fresh3: 7, fresh4: 0, fresh5: 0, fresh6: 0 },
    );
    const [second, third, tuning, all] = text.split(/^## /m).filter(Boolean);
    expect(second).toMatch(/^fresh2 half/);
    expect(third).toMatch(/^fresh3 half/);
    expect(third).toContain('changes reviewed: 7; findings: 2');
    expect(third).toContain('outside tests, high and critical: 0 true, 0 debatable, 1 false of 1');
    expect(third).toContain('| java-sql-concat | 1 | 1 | 0 | 0 | 1 | 0.0% |');
    expect(tuning).toMatch(/^tuning half/);
    expect(all).toContain('changes reviewed: 13; findings: 4');
  });

  it('reports the fourth fresh batch (fresh4) as its own slice, after fresh3 and before the tuning half', () => {
    const fresh4 = REPOS.filter((r) => r.half === 'fresh4');
    expect(fresh4.length).toBeGreaterThanOrEqual(6);
    // Unseen by earlier rounds: no repository of another slice, none of the reserved ones.
    const others = new Set(REPOS.filter((r) => r.half !== 'fresh4').map((r) => r.repo.toLowerCase()));
    for (const { repo } of fresh4) expect(others).not.toContain(repo.toLowerCase());
    // Pinned: a moving branch would silently change what the verdicts were judged on.
    for (const { sha } of fresh4) expect(sha).toMatch(/^[0-9a-f]{12}$/);
    const text = formatHalves(
      [
        finding({ half: 'fresh3', verdict: 'true' }),
        finding({ half: 'fresh4', verdict: 'false', rule: 'js-sql-interpolated', severity: 'critical' }),
        finding({ half: 'fresh4', verdict: 'debatable', rule: 'js-exec-interpolated', severity: 'medium' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 2, 'held-out': 0, fresh: 0, fresh2: 0, fresh3: 4, fresh4: 7, fresh5: 0, fresh6: 0 },
    );
    const [third, fourth, tuning, all] = text.split(/^## /m).filter(Boolean);
    expect(third).toMatch(/^fresh3 half/);
    expect(fourth).toMatch(/^fresh4 half/);
    expect(fourth).toContain('changes reviewed: 7; findings: 2');
    expect(fourth).toContain('outside tests, high and critical: 0 true, 0 debatable, 1 false of 1');
    expect(fourth).toContain('| js-sql-interpolated | 1 | 1 | 0 | 0 | 1 | 0.0% |');
    expect(tuning).toMatch(/^tuning half/);
    expect(all).toContain('changes reviewed: 13; findings: 4');
  });

  it('reports the fifth fresh batch (fresh5) as its own slice, after fresh4 and before the tuning half', () => {
    const fresh5 = REPOS.filter((r) => r.half === 'fresh5');
    expect(fresh5.length).toBeGreaterThanOrEqual(7);
    // Unseen by earlier rounds: no repository of another slice (the reserved ones are checked above).
    const others = new Set(REPOS.filter((r) => r.half !== 'fresh5').map((r) => r.repo.toLowerCase()));
    for (const { repo } of fresh5) expect(others).not.toContain(repo.toLowerCase());
    // Pinned: a moving branch would silently change what the verdicts were judged on.
    for (const { sha } of fresh5) expect(sha).toMatch(/^[0-9a-f]{12}$/);
    const text = formatHalves(
      [
        finding({ half: 'fresh4', verdict: 'true' }),
        finding({ half: 'fresh5', verdict: 'true', rule: 'k8s-privileged', severity: 'high' }),
        finding({ half: 'fresh5', verdict: 'false', rule: 'go-sql-sprintf', severity: 'critical' }),
        finding({ half: 'fresh5', verdict: 'true', rule: 'js-substr-length', severity: 'low' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 2, 'held-out': 0, fresh: 0, fresh2: 0, fresh3: 0, fresh4: 3, fresh5: 9, fresh6: 0 },
    );
    const [fourth, fifth, tuning, all] = text.split(/^## /m).filter(Boolean);
    expect(fourth).toMatch(/^fresh4 half/);
    expect(fifth).toMatch(/^fresh5 half/);
    expect(fifth).toContain('changes reviewed: 9; findings: 3');
    expect(fifth).toContain('outside tests, high and critical: 1 true, 0 debatable, 1 false of 2');
    expect(fifth).toContain(
      'without gha-unpinned-action, js-substr, js-substr-length: 1 true, 0 debatable, 1 false of 2',
    );
    expect(fifth).toContain('| go-sql-sprintf | 1 | 1 | 0 | 0 | 1 | 0.0% |');
    expect(tuning).toMatch(/^tuning half/);
    expect(all).toContain('changes reviewed: 14; findings: 5');
  });

  it('reports the sixth fresh batch (fresh6) as its own slice, after fresh5 and before the tuning half', () => {
    const fresh6 = REPOS.filter((r) => r.half === 'fresh6');
    expect(fresh6.length).toBeGreaterThanOrEqual(7);
    // Unseen by earlier rounds: no repository of another slice (the reserved ones are checked above).
    const others = new Set(REPOS.filter((r) => r.half !== 'fresh6').map((r) => r.repo.toLowerCase()));
    for (const { repo } of fresh6) expect(others).not.toContain(repo.toLowerCase());
    // Pinned: a moving branch would silently change what the verdicts were judged on.
    for (const { sha } of fresh6) expect(sha).toMatch(/^[0-9a-f]{12}$/);
    const text = formatHalves(
      [
        finding({ half: 'fresh5', verdict: 'true' }),
        finding({ half: 'fresh6', verdict: 'false', rule: 'java-sql-concat', severity: 'high' }),
        finding({ half: 'fresh6', verdict: 'debatable', rule: 'py-subprocess-shell', severity: 'critical' }),
        finding({ half: 'fresh6', verdict: 'true', rule: 'gha-unpinned-action', severity: 'medium' }),
        finding({ half: 'tuning', verdict: 'true' }),
      ],
      { tuning: 2, 'held-out': 0, fresh: 0, fresh2: 0, fresh3: 0, fresh4: 0, fresh5: 3, fresh6: 8 },
    );
    const [fifth, sixth, tuning, all] = text.split(/^## /m).filter(Boolean);
    expect(fifth).toMatch(/^fresh5 half/);
    expect(sixth).toMatch(/^fresh6 half/);
    expect(sixth).toContain('changes reviewed: 8; findings: 3');
    expect(sixth).toContain('outside tests, high and critical: 0 true, 1 debatable, 1 false of 2');
    expect(sixth).toContain('| java-sql-concat | 1 | 1 | 0 | 0 | 1 | 0.0% |');
    expect(tuning).toMatch(/^tuning half/);
    expect(all).toContain('changes reviewed: 13; findings: 5');
  });

  it('names every finding without a verdict by its place, counts it in its rule, and never as true', () => {
    const open = finding({
      half: 'fresh2',
      repo: 'o/r',
      change: 'tree@abc',
      path: 'db/migrate.js',
      line: 12,
      rule: 'js-sql-interpolated',
      severity: 'critical',
      verdict: null,
    });
    const text = formatHalves([finding({ half: 'fresh2', verdict: 'true' }), open], {
      tuning: 0,
      'held-out': 0,
      fresh: 0,
      fresh2: 2,
      fresh3: 0,
      fresh4: 0,
      fresh5: 0,
      fresh6: 0,
    });
    expect(text).toContain('outside tests: 1 true, 0 debatable, 0 false, 1 UNJUDGED of 2 -> precision 50.0%');
    expect(text).toContain(
      '| rule | findings | outside tests | true | debatable | false | unjudged | precision |',
    );
    expect(text).toContain('| js-sql-interpolated | 1 | 1 | 0 | 0 | 0 | 1 | 0.0% |');
    expect(text).toContain('unjudged: o/r tree@abc db/migrate.js:12 js-sql-interpolated  (critical)');
  });

  it('prints a stricter line that also leaves out js-substr-length, the two-argument form of js-substr', () => {
    const text = formatHalves(
      [
        finding({ half: 'fresh2', rule: 'js-substr-length', verdict: 'true' }),
        finding({ half: 'fresh2', rule: 'js-substr', verdict: 'true' }),
        finding({ half: 'fresh2', rule: 'js-eval', verdict: 'false' }),
      ],
      { tuning: 0, 'held-out': 0, fresh: 0, fresh2: 3, fresh3: 0, fresh4: 0, fresh5: 0, fresh6: 0 },
    );
    expect(text).toContain(
      'outside tests, without gha-unpinned-action and js-substr: 1 true, 0 debatable, 1 false of 2 -> precision 50.0%',
    );
    expect(text).toContain(
      'outside tests, without gha-unpinned-action, js-substr, js-substr-length: 0 true, 0 debatable, 1 false of 1 -> precision 0.0%',
    );
  });

  it('prints judged runs without an unjudged column or list', () => {
    const text = formatHalves([finding({ half: 'fresh2', verdict: 'debatable' })], {
      tuning: 0,
      'held-out': 0,
      fresh: 0,
      fresh2: 1,
      fresh3: 0,
      fresh4: 0,
      fresh5: 0,
      fresh6: 0,
    });
    expect(text).not.toMatch(/unjudged/i);
    expect(text).toContain('| js-eval | 1 | 1 | 0 | 1 | 0 | 0.0% |');
  });

  it('counts the judged findings of reviewed changes that the rules no longer report and names the true ones', () => {
    const judged = [
      { repo: 'o/r', change: 'tree@abc', path: 'a.js', line: 3, rule: 'js-eval', verdict: 'true' as const },
      { repo: 'o/r', change: 'tree@abc', path: 'b.js', line: 9, rule: 'js-eval', verdict: 'false' as const },
      // Still reported: not gone.
      { repo: 'o/r', change: 'tree@abc', path: 'c.js', line: 1, rule: 'js-eval', verdict: 'true' as const },
      // A change this run did not review (another slice, or a mirror that is missing): not gone.
      { repo: 'x/y', change: 'tree@def', path: 'a.js', line: 3, rule: 'js-eval', verdict: 'true' as const },
    ];
    const still = finding({ repo: 'o/r', change: 'tree@abc', path: 'c.js', half: 'fresh2' });
    const gone = goneFindings(judged, new Map([['o/r tree@abc', 'fresh2' as const]]), [still]);
    expect(gone.map((g) => `${g.path} ${g.verdict} ${g.half}`)).toEqual([
      'a.js true fresh2',
      'b.js false fresh2',
    ]);
    const text = formatHalves(
      [still],
      { tuning: 0, 'held-out': 0, fresh: 0, fresh2: 1, fresh3: 0, fresh4: 0, fresh5: 0, fresh6: 0 },
      gone,
    );
    expect(text).toContain('judged findings no longer reported: 1 true, 0 debatable, 1 false');
    expect(text).toContain('gone (true): o/r tree@abc a.js:3 js-eval');
    // The false ones gone are the gain: counted, not listed.
    expect(text).not.toContain('b.js:9');
  });

  it('reports the second tuning slice (tuning2) after the tuning half, from repositories no other slice holds', () => {
    const tuning2 = REPOS.filter((r) => r.half === 'tuning2');
    expect(tuning2.length).toBeGreaterThanOrEqual(6);
    const others = new Set(REPOS.filter((r) => r.half !== 'tuning2').map((r) => r.repo.toLowerCase()));
    for (const { repo } of tuning2) expect(others).not.toContain(repo.toLowerCase());
    for (const reserved of RESERVED)
      expect(tuning2.map((r) => r.repo.toLowerCase())).not.toContain(reserved.toLowerCase());
    for (const { sha } of tuning2) expect(sha).toMatch(/^[0-9a-f]{12}$/);
    // A slice with no count (an older caller) is simply absent, not NaN.
    const text = formatHalves(
      [
        finding({ half: 'tuning', verdict: 'true' }),
        finding({ half: 'tuning2', verdict: 'false', rule: 'k8s-privileged-container', severity: 'high' }),
        finding({ half: 'tuning2', verdict: 'true', rule: 'py-os-system', severity: 'high' }),
      ],
      { tuning: 2, tuning2: 8 },
    );
    const [tuning, second, all] = text.split(/^## /m).filter(Boolean);
    expect(tuning).toMatch(/^tuning half/);
    expect(second).toMatch(/^tuning2 half/);
    expect(second).toContain('changes reviewed: 8; findings: 2');
    expect(second).toContain('outside tests, high and critical: 1 true, 0 debatable, 1 false of 2');
    expect(all).toContain('changes reviewed: 10; findings: 3');
  });
});
