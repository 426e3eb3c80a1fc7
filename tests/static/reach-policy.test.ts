/**
 * The one severity-by-reachability policy (src/static/flow/reach-policy.ts, issue 45 point 5): its
 * two tables, at their boundaries, and that every lowered grade carries a reason.
 */
import { describe, expect, it } from 'vitest';
import { SEVERITIES } from '../../src/core/types.js';
import {
  gradeByReach,
  PLACES,
  SOURCES,
  type Place,
  type Source,
} from '../../src/static/flow/reach-policy.js';

const sources = Object.keys(SOURCES) as Source[];
const places = Object.keys(PLACES) as Place[];

describe('the reach policy', () => {
  it('keeps high and critical only for a request, a served or an exported argument', () => {
    const high = sources.filter((s) => gradeByReach('critical', s, 'app')?.severity === 'critical');
    expect(high.sort()).toEqual(['exported-argument', 'request', 'served-argument']);
  });

  it("grades the operator's argv and environment medium in app code and low in a test or script", () => {
    expect(gradeByReach('critical', 'operator', 'app')?.severity).toBe('medium');
    expect(gradeByReach('critical', 'operator', 'test')?.severity).toBe('low');
    expect(gradeByReach('critical', 'operator', 'maintainer-script')?.severity).toBe('low');
  });

  it('reports in a test or a script only what is read there, and nothing in a build file', () => {
    for (const place of ['test', 'maintainer-script'] as const) {
      expect(gradeByReach('critical', 'request', place)?.severity).toBe('low');
      expect(gradeByReach('critical', 'exported-argument', place)).toBeNull();
      expect(gradeByReach('critical', 'untraced', place)).toBeNull();
    }
    for (const source of sources) expect(gradeByReach('critical', source, 'build-script')).toBeNull();
  });

  it("a CLI's and a migration's own values are no finding, input in them low; a constant is nothing anywhere", () => {
    expect(gradeByReach('critical', 'own-path', 'cli')).toBeNull();
    expect(gradeByReach('critical', 'request', 'cli')?.severity).toBe('low');
    for (const own of ['own-path', 'untraced', 'unserved-argument'] as const)
      expect(gradeByReach('critical', own, 'migration'), own).toBeNull();
    for (const input of ['request', 'operator', 'exported-argument', 'served-argument'] as const)
      expect(gradeByReach('critical', input, 'migration')?.severity, input).toBe('low');
    for (const place of places) expect(gradeByReach('critical', 'constant', place)).toBeNull();
  });

  it("never raises a milder rule, and every grade below the rule's own says why", () => {
    for (const rule of SEVERITIES)
      for (const source of sources)
        for (const place of places) {
          const grade = gradeByReach(rule, source, place);
          if (!grade) continue;
          expect(SEVERITIES.indexOf(grade.severity)).toBeGreaterThanOrEqual(SEVERITIES.indexOf(rule));
          if (grade.severity !== rule)
            expect(grade.why.length, `${rule} ${source} ${place}`).toBeGreaterThan(0);
        }
  });
});
