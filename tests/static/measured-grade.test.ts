/**
 * A rule's grade held to its measured record (src/static/measured-grade.ts): a rule wrong more often
 * than right on first sight reports an untraced finding at most medium, saying why; a value read
 * from a request keeps the rule's grade; nothing is dropped. Through the real runner and catalog.
 */
import { describe, expect, it } from 'vitest';
import {
  FLOOR,
  measuredGrade,
  measuredPrecision,
  precisionLevel,
  PRIOR_WEIGHT,
} from '../../src/static/measured-grade.js';
import { loadRuleCatalog } from '../../src/static/rule-catalog.js';
import { buildSarif } from '../../src/report/sarif.js';
import { emptyReport, finding } from '../report/fixtures.js';
import { MEASURED } from '../../src/static/measured-record.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const POOR = { poor: { true: 1, debatable: 5, false: 9 } };
const sec = (ruleId: string, confidence: number) => ({ ruleId, category: 'security', confidence });
const quality = (ruleId: string, confidence: number) => ({ ruleId, category: 'reliability', confidence });

describe('measured precision', () => {
  it("is the author's confidence with no record, and moves towards the record as verdicts accumulate", () => {
    expect(measuredPrecision(0.9, undefined)).toBe(0.9);
    expect(PRIOR_WEIGHT).toBe(2);
    // (1 + 2 × 0.9) / (1 + 9 + 2): the debatable verdicts count for neither side.
    expect(measuredPrecision(0.9, POOR.poor)).toBeCloseTo(2.8 / 12, 10);
    expect(measuredPrecision(0.9, { true: 0, debatable: 0, false: 1 })).toBeCloseTo(0.6, 10);
    expect(measuredPrecision(0.9, { true: 90, debatable: 0, false: 10 })).toBeCloseTo(91.8 / 102, 10);
  });
});

describe('measured grade', () => {
  it('holds a poorly measured rule’s high or critical finding to medium, naming its record', () => {
    const held = measuredGrade(sec('poor', 0.9), 'critical', false, POOR);
    expect(held.severity).toBe('medium');
    expect(held.why).toBe(
      "Graded medium (the rule says critical): on code it was not tuned on, this rule's findings were right 1 time in 10 (bench/real-repos), and its grade rests on the pattern alone. Confirm it before treating it as critical.",
    );
    expect(measuredGrade(sec('poor', 0.9), 'high', false, POOR).severity).toBe('medium');
  });

  it('keeps a grade decided by the flow of the value, a finding already medium or low, and a rule measured well or never', () => {
    expect(measuredGrade(sec('poor', 0.9), 'critical', true, POOR)).toEqual({
      severity: 'critical',
      why: undefined,
    });
    expect(measuredGrade(sec('poor', 0.9), 'medium', false, POOR)).toEqual({
      severity: 'medium',
      why: undefined,
    });
    expect(measuredGrade(sec('poor', 0.9), 'low', false, POOR)).toEqual({ severity: 'low', why: undefined });
    expect(measuredGrade(sec('unmeasured', 0.9), 'critical', false, POOR).severity).toBe('critical');
    const good = { good: { true: 28, debatable: 3, false: 22 } };
    expect(measuredGrade(sec('good', 0.8), 'high', false, good).severity).toBe('high');
  });

  it('keeps the grade at the floor itself: a rule must be measured below it to lose the grade', () => {
    // (0 + 2 × 0.75) / (0 + 1 + 2) = 0.5 exactly.
    const edge = { edge: { true: 0, debatable: 0, false: 1 } };
    expect(measuredPrecision(0.75, edge.edge)).toBe(FLOOR);
    expect(measuredGrade(sec('edge', 0.75), 'high', false, edge).severity).toBe('high');
    expect(measuredGrade(sec('edge', 0.74), 'high', false, edge).severity).toBe('medium');
  });
});

describe('measured grade of a rule not about security', () => {
  it('reports a poorly measured rule’s finding low, whatever its grade, naming its record', () => {
    const held = measuredGrade(quality('poor', 0.9), 'medium', false, POOR);
    expect(held).toEqual({
      severity: 'low',
      why: "Graded low (the rule says medium): on code it was not tuned on, this rule's findings were right 1 time in 10 (bench/real-repos), so it is listed under the default min-severity rather than posted.",
    });
    expect(measuredGrade(quality('poor', 0.9), 'high', false, POOR).severity).toBe('low');
    // The same record on a security rule keeps medium.
    expect(measuredGrade(sec('poor', 0.9), 'medium', false, POOR)).toEqual({
      severity: 'medium',
      why: undefined,
    });
  });

  it('keeps a low finding, a rule measured at the floor or above, and a rule never measured', () => {
    expect(measuredGrade(quality('poor', 0.9), 'low', false, POOR)).toEqual({
      severity: 'low',
      why: undefined,
    });
    const edge = { edge: { true: 0, debatable: 0, false: 1 } };
    expect(measuredGrade(quality('edge', 0.75), 'medium', false, edge).severity).toBe('medium');
    expect(measuredGrade(quality('edge', 0.74), 'medium', false, edge).severity).toBe('low');
    expect(measuredGrade(quality('unmeasured', 0.9), 'medium', false, POOR).severity).toBe('medium');
  });
});

/** The findings of one added file, graded with the committed record, else with `measured`. */
async function scan(path: string, lines: string[], measured?: typeof MEASURED) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], measured ? { measured } : {});
  return findings;
}

describe('the static lens with the committed record', () => {
  // A module's exported helper splicing its argument into SQL, and a route reading a request.
  const helper = [
    "import { db } from './db';",
    'export function byTable(table: string) {',
    '  return db.query(`SELECT * FROM ${table} WHERE id = 1`);',
    '}',
  ];
  const route = [
    "import express from 'express';",
    "import { db } from './db';",
    'const app = express();',
    "app.get('/u', (req, res) => {",
    '  db.query(`SELECT * FROM users WHERE name = ${req.query.name}`).then((r) => res.json(r));',
    '});',
  ];
  const store = [
    'import hashlib',
    '',
    'def store_password(user, password):',
    '    user.password_hash = hashlib.md5(password.encode()).hexdigest()',
  ];

  it('the records it grades with are below the floor for these rules (the premise of the cases below)', () => {
    expect(measuredPrecision(0.9, MEASURED['js-sql-interpolated'])).toBeLessThan(FLOOR);
    expect(measuredPrecision(0.85, MEASURED['py-weak-password-hash'])).toBeLessThan(FLOOR);
  });

  it('a rule with no flow (a password hashed with MD5): high by the pattern, medium by the record, saying why', async () => {
    const found = (await scan('app/users.py', store)).filter((f) => f.ruleId === 'py-weak-password-hash');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'medium']]);
    expect(found[0]!.body).toMatch(
      /Graded medium \(the rule says high\): on code it was not tuned on, this rule's findings were right \d+ times? in \d+ \(bench\/real-repos\), and its grade rests on the pattern alone\./,
    );
    // The note sits before the line naming the rule, which stays last (staticRuleIdOf reads it).
    expect(found[0]!.body.trimEnd().split('\n').at(-1)).toBe('_prlens static rule `py-weak-password-hash`_');
    // Without a record the same file keeps the pattern's grade: the record is what lowers it.
    const unheld = (await scan('app/users.py', store, {})).filter(
      (f) => f.ruleId === 'py-weak-password-hash',
    );
    expect(unheld.map((f) => f.severity)).toEqual(['high']);
  });

  it('a reliability rule with a poor record (a swallowed save in Python): reported low, saying why', async () => {
    expect(measuredPrecision(0.9, MEASURED['py-bare-except-pass'])).toBeLessThan(FLOOR);
    const code = [
      'def store(record):',
      '    try:',
      '        record.save()',
      '    except Exception:',
      '        pass',
    ];
    const ofRule = (fs: Awaited<ReturnType<typeof scan>>) =>
      fs.filter((f) => f.ruleId === 'py-bare-except-pass');
    const found = ofRule(await scan('app/store.py', code));
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'low']]);
    expect(found[0]!.body).toMatch(
      /Graded low \(the rule says medium\): .* right \d+ times? in \d+ \(bench\/real-repos\), so it is listed under the default min-severity/,
    );
    expect(found[0]!.body.trimEnd().split('\n').at(-1)).toBe('_prlens static rule `py-bare-except-pass`_');
    const unheld = ofRule(await scan('app/store.py', code, {}));
    expect(unheld.map((f) => f.severity)).toEqual(['medium']);
  });

  it('a file check’s finding is held too: a Google API key in a Go constant', async () => {
    const key = 'package maps\n\nconst key = "AIzaWqPpVxnNgZav6reYULafK3bHs8dJ1tQmE4c"\n'.split('\n');
    const found = (await scan('maps/maps.go', key)).filter((f) => f.ruleId === 'secret-google-api-key');
    const unheld = (await scan('maps/maps.go', key, {})).filter((f) => f.ruleId === 'secret-google-api-key');
    expect(unheld.map((f) => f.severity)).not.toEqual(['medium']);
    expect(found.map((f) => f.severity)).toEqual(['medium']);
  });

  it('a grade decided by where the value comes from stays, whatever the record: an exported argument and a request’s value in SQL', async () => {
    const found = [...(await scan('src/users.ts', helper)), ...(await scan('src/routes.ts', route))];
    expect(found.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['js-sql-interpolated', 3, 'critical'],
      ['js-sql-interpolated', 5, 'critical'],
    ]);
    for (const f of found) expect(f.body).not.toContain('Graded medium');
    // The lens's own mark never leaves it: the Finding shape is a contract.
    for (const f of found) expect(Object.keys(f)).not.toContain('backed');
  });

  it('a grade resting on what the code shows stays: code decoded at run time, whatever its origin', async () => {
    expect(measuredPrecision(0.9, MEASURED['js-eval'])).toBeLessThan(FLOOR);
    const found = await scan('src/boot.js', [
      'function boot(s) {',
      '  return eval(atob(s));',
      '}',
      'boot(window.name);',
    ]);
    expect(found.filter((f) => f.ruleId === 'js-eval').map((f) => [f.line, f.severity])).toEqual([
      [2, 'high'],
    ]);
    expect(found[0]!.body).toContain('decoded at run time');
    expect(found[0]!.body).not.toContain('Graded medium');
  });
});

describe('precision levels for code scanning', () => {
  it('maps a measured precision to GitHub’s levels: low below the floor, then medium, high, very high', () => {
    expect(precisionLevel(0.49)).toBe('low');
    expect(precisionLevel(FLOOR)).toBe('medium');
    expect(precisionLevel(0.74)).toBe('medium');
    expect(precisionLevel(0.75)).toBe('high');
    expect(precisionLevel(0.9)).toBe('very-high');
  });

  it('the catalog carries each rule’s level from its record, rule files and file checks alike, and SARIF hands it on', async () => {
    const catalog = await loadRuleCatalog();
    const level = (id: string) => catalog.find((r) => r.id === id)?.precision;
    expect(level('py-weak-password-hash')).toBe('low'); // 0/0/7 on first sight
    expect(level('gha-unpinned-action')).toBe('very-high'); // a file check, right every time
    expect(level('secret-google-api-key')).toBe('low'); // a file check with a poor record
    const report = emptyReport({
      findings: [
        finding({
          path: 'app/users.py',
          line: 4,
          lens: 'static',
          category: 'security',
          rule: 'py-weak-password-hash',
        }),
      ],
    });
    const rule = buildSarif(report, { rules: catalog }).runs[0].tool.driver.rules.find(
      (r) => r.id === 'py-weak-password-hash',
    );
    expect(rule?.properties).toMatchObject({ tags: ['security'], precision: 'low' });
  });
});
