import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../../evals/case.js';
import { createCaseRepo, type CaseRepo } from '../../../evals/repo.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { routeHunks, routes } from '../../../src/review/model/plan/route.js';
import { isSensitive, moduleStem } from '../../../src/review/model/plan/route-signals.js';

/** A one-hunk diff of `path` adding `lines` (after a context line). */
function added(file: string, lines: string[]) {
  const diff = [
    `diff --git a/${file} b/${file}`,
    `--- a/${file}`,
    `+++ b/${file}`,
    `@@ -1,1 +1,${lines.length + 1} @@`,
    ' first();',
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n');
  return parseUnifiedDiff(diff)[0]!;
}

describe('routeHunks', () => {
  it('routes a test file, and the source file it imports, to the tests lens; other code not', () => {
    const source = added('src/pricing.ts', ['  return total * 0.8;']);
    const other = added('src/report.ts', ['  return rows.length;']);
    const test = added('tests/pricing-rules.test.ts', ['  expect(discount(200)).toBe(160);']);
    const contents = new Map([
      ['tests/pricing-rules.test.ts', "import { discount } from '../src/pricing.js';\n"],
    ]);
    const routing = routeHunks([source, other, test], contents);
    expect(routes(routing, 'tests', 'src/pricing.ts', 0)).toBe(true);
    expect(routes(routing, 'tests', 'tests/pricing-rules.test.ts', 0)).toBe(true);
    expect(routes(routing, 'tests', 'src/report.ts', 0)).toBe(false);
  });

  it('routes docs files, comments and public signatures to the docs lens, plain code not', () => {
    const routing = routeHunks([
      added('README.md', ['`retries` defaults to 5.']),
      added('src/a.ts', ['  // Returns null when the key is missing.', '  return map.get(key);']),
      added('src/b.ts', ['export function parse(text: string): Config {']),
      added('src/c.ts', ['  const n = items.length + 1;']),
    ]);
    expect(
      ['README.md', 'src/a.ts', 'src/b.ts', 'src/c.ts'].map((p) => routes(routing, 'docs', p, 0)),
    ).toEqual([true, true, true, false]);
    // Prose is not code: no code-health call reads the README.
    expect(routes(routing, 'code-health', 'README.md', 0)).toBe(false);
    expect(routes(routing, 'code-health', 'src/c.ts', 0)).toBe(true);
  });

  it('never routes correctness, security or a custom lens away from a hunk', () => {
    const routing = routeHunks([added('README.md', ['Hello.'])]);
    for (const lens of ['correctness', 'security', 'i18n'])
      expect(routes(routing, lens, 'README.md', 0)).toBe(true);
  });

  it('marks input, I/O, auth, shell, SQL, crypto and deserialisation as sensitive, arithmetic not', () => {
    const sensitive = [
      'const user = req.query.name;',
      'fs.readFileSync(path.join(root, name));',
      'child_process.exec(`git ${args}`);',
      'db.run("SELECT * FROM users WHERE id = " + id);',
      "crypto.createHash('md5');",
      'const data = pickle.loads(blob)',
      'if (!session.user) return deny();',
      'el.innerHTML = text;',
    ];
    for (const line of sensitive) expect(isSensitive('src/x.ts', [line]), line).toBe(true);
    for (const line of ['const total = items.length * 2;', '  return a + b;', 'logger.debug("step 3");'])
      expect(isSensitive('src/x.ts', [line]), line).toBe(false);
    expect(isSensitive('.github/workflows/ci.yml', ['runs-on: ubuntu-latest'])).toBe(true);
    expect(isSensitive('src/auth/login.ts', ['const n = 1;'])).toBe(true);
  });

  it('knows a test and its source by one module name, and pairs nothing by a generic one', () => {
    expect(
      [
        'src/pricing.ts',
        'tests/pricing.test.ts',
        'test_pricing.py',
        'PricingTest.java',
        'pricing_test.go',
      ].map(moduleStem),
    ).toEqual(['pricing', 'pricing', 'pricing', 'pricing', 'pricing']);
    expect(moduleStem('src/index.ts')).toBeNull();
  });
});

describe('routing of the planted-bug evaluation cases', () => {
  const repos: CaseRepo[] = [];
  afterAll(() => repos.forEach((r) => r.remove()));

  // Every planted finding must land in a hunk its lens is routed to: routing may save tokens, never
  // hide the bug a lens is there to find.
  it('routes every expected finding of evals/cases to a hunk its lens reviews', () => {
    const cases = loadCases(path.resolve(import.meta.dirname, '../../../evals/cases'));
    const misses: string[] = [];
    let checked = 0;
    for (const c of cases) {
      if (c.expected.length === 0) continue;
      const repo = createCaseRepo(c);
      repos.push(repo);
      const diff = execFileSync('git', ['diff', repo.base, repo.head], { cwd: repo.root, encoding: 'utf8' });
      const files = parseUnifiedDiff(diff);
      const contents = new Map(Object.entries(c.files).map(([p, e]) => [p, e.changed ?? null]));
      const routing = routeHunks(files, contents);
      for (const e of c.expected) {
        const file = files.find((f) => f.path === e.file);
        // The nearest hunk to the expected line (a finding within 3 lines matches).
        const hunk = file?.hunks.findIndex(
          (h) => e.line >= h.newStart - 3 && e.line <= h.newStart + Math.max(h.newLines, 1) + 2,
        );
        checked++;
        if (file === undefined || hunk === undefined || hunk < 0 || !routes(routing, e.lens, e.file, hunk))
          misses.push(`${c.id}: ${e.file}:${e.line} (${e.lens})`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(misses).toEqual([]);
  });
});
