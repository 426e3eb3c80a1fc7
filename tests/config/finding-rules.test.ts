import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { layerFromYaml, mergeLayers } from '../../src/config/load.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import {
  applyFindingRules,
  compileFindingRules,
  findingRuleWarnings,
} from '../../src/review/stages/suppress/finding-rules.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { finding } from '../report/fixtures.js';
import { runContext } from '../../src/review/run-context.js';

/** Rules as the loader hands them over: parsed from YAML and validated. */
function rules(yaml: string) {
  return compileFindingRules(mergeLayers([layerFromYaml(yaml, 'prlens.yml')])['finding-rules']);
}

const style = finding({ path: 'src/Api/handler.ts', line: 3, category: 'Style', title: 'Missing docstring' });
const sqli = finding({
  path: 'db/query.sql',
  line: 9,
  category: 'security',
  severity: 'high',
  lens: 'security',
  title: 'SQL injection through string concatenation',
});
const testBug = finding({ path: 'tests/unit/a.test.ts', line: 1, category: 'bug', title: 'Flaky wait' });

describe('finding rules', () => {
  it('drops by path glob with ** and counts what it dropped', () => {
    const compiled = rules(
      'finding-rules:\n  - match: { path: "tests/**" }\n    action: drop\n    reason: tests are exempt\n',
    );
    const result = applyFindingRules([style, sqli, testBug], compiled);
    expect(result.kept).toEqual([style, sqli]);
    expect(result.dropped.map((d) => d.finding)).toEqual([testBug]);
    expect(findingRuleWarnings(result, compiled)).toEqual([
      'finding-rules[0] (tests are exempt): dropped 1 finding',
    ]);
  });

  it('matches globs case-sensitively, braces included, and bare globs by file name anywhere', () => {
    const lower = rules('finding-rules:\n  - match: { path: "src/api/**" }\n    action: drop\n');
    expect(applyFindingRules([style], lower).kept).toEqual([style]); // src/Api ≠ src/api
    const exact = rules('finding-rules:\n  - match: { path: "src/Api/*.{ts,tsx}" }\n    action: drop\n');
    expect(applyFindingRules([style], exact).kept).toEqual([]);
    const bare = rules('finding-rules:\n  - match: { path: "*.sql" }\n    action: drop\n');
    expect(applyFindingRules([style, sqli], bare).kept).toEqual([style]);
  });

  it('matches categories case-insensitively and titles by regular expression', () => {
    const compiled = rules(
      'finding-rules:\n  - match: { category: [style, docs], title: "docstring|comment" }\n    action: drop\n',
    );
    expect(applyFindingRules([style, sqli], compiled).kept).toEqual([sqli]);
    const titleOnly = rules('finding-rules:\n  - match: { title: "^missing doc" }\n    action: drop\n');
    expect(applyFindingRules([style], titleOnly).kept).toEqual([]);
  });

  it('needs every field of a match to hold (AND)', () => {
    const compiled = rules(
      'finding-rules:\n  - match: { path: "db/**", lens: correctness }\n    action: drop\n',
    );
    expect(applyFindingRules([sqli], compiled).kept).toEqual([sqli]);
  });

  it('re-grades by lens and severity; the first matching rule wins', () => {
    const compiled = rules(
      [
        'finding-rules:',
        '  - match: { lens: security, severity: [high, critical] }',
        '    action: { severity: critical }',
        '  - match: { path: "db/**" }',
        '    action: drop',
      ].join('\n'),
    );
    const result = applyFindingRules([sqli], compiled);
    expect(result.kept).toEqual([{ ...sqli, severity: 'critical' }]);
    expect(result.kept[0]?.fingerprint).toBe(sqli.fingerprint);
    expect(result.regraded).toEqual([{ finding: sqli, rule: 0, from: 'high' }]);
    expect(findingRuleWarnings(result, compiled)).toEqual([
      'finding-rules[0]: re-graded 1 finding to critical',
    ]);
  });

  it('runs in the pipeline before the severity floor and reports the count in the warnings', async () => {
    const diff =
      'diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1 +1,2 @@\n-x\n+eval(input);\n+debugger;\n';
    const workspace: Workspace = {
      readFile: () => Promise.resolve('eval(input);\ndebugger;\n'),
      searchCode: () => Promise.resolve([]),
    };
    const run = (findingRules: ReturnType<typeof mergeLayers>['finding-rules']) =>
      runPipeline({
        context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
        change: { files: parseUnifiedDiff(diff), workspace, headRef: 'HEAD' },
        settings: {
          include: [],
          exclude: [],
          maxFileChangedLines: 5000,
          minSeverity: 'medium',
          minConfidence: 0,
          findingRules,
        },
      });
    const before = await run([]);
    expect(before.findings.map((f) => f.category).sort()).toEqual(['maintainability', 'security']);
    const yaml =
      'finding-rules:\n  - match: { category: maintainability }\n    action: drop\n  - match: { path: "src/**", lens: static }\n    action: { severity: low }\n';
    const after = await run(mergeLayers([layerFromYaml(yaml, 'prlens.yml')])['finding-rules']);
    // eval: re-graded to low, then below min-severity medium; debugger: dropped.
    expect(after.findings).toEqual([]);
    expect(after.warnings).toEqual(
      expect.arrayContaining([
        'finding-rules[0]: dropped 1 finding',
        'finding-rules[1]: re-graded 1 finding to low',
      ]),
    );
  });
});

describe('finding rule validation', () => {
  const error = (yaml: string) => {
    try {
      layerFromYaml(yaml, '.github/prlens.yml');
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it.each([
    [
      'an invalid regular expression, naming the rule index and line',
      'finding-rules:\n  - match: { path: a }\n    action: drop\n  - match: { title: "(unclosed" }\n    action: drop\n',
      /\.github\/prlens\.yml: finding-rules\[1\]\.match\.title: not a valid regular expression.*\(line 4\)/,
    ],
    [
      'a look-ahead, which the linear-time engine does not have',
      'finding-rules:\n  - match: { title: "^(?=.*eval)" }\n    action: drop\n',
      /finding-rules\[0\]\.match\.title: not a valid regular expression \(RE2 syntax: no look-around, no back-references\)/,
    ],
    [
      'an overlong pattern',
      `finding-rules:\n  - match: { title: "${'a'.repeat(201)}" }\n    action: drop\n`,
      /finding-rules\[0\]\.match\.title: the pattern has 201 characters; at most 200/,
    ],
    [
      'an empty match',
      'finding-rules:\n  - match: {}\n    action: drop\n',
      /finding-rules\[0\]\.match: give at least one of path, category, title, lens or severity/,
    ],
    [
      'an unknown match field',
      'finding-rules:\n  - match: { file: a }\n    action: drop\n',
      /finding-rules\[0\]\.match: unknown key 'file'/,
    ],
    [
      'a bad action',
      'finding-rules:\n  - match: { path: a }\n    action: delete\n',
      /finding-rules\[0\]\.action: expected drop or \{ severity: critical \| high \| medium \| low \}/,
    ],
    [
      'a missing action',
      'finding-rules:\n  - match: { path: a }\n',
      /finding-rules\[0\]\.action: .*\(line 2\)/,
    ],
    [
      'a path that is neither a glob nor a list',
      'finding-rules:\n  - match: { path: 3 }\n    action: drop\n',
      /finding-rules\[0\]\.match\.path: expected a glob or a list of globs/,
    ],
    [
      'a bad severity in a list',
      'finding-rules:\n  - match: { severity: [high, urgent] }\n    action: drop\n',
      /finding-rules\[0\]\.match\.severity: expected a severity \(critical, high, medium, low\) or a list of them/,
    ],
    [
      'a misspelt match field, suggesting the right one',
      'finding-rules:\n  - match: { paht: a }\n    action: drop\n',
      /finding-rules\[0\]\.match: unknown key 'paht'; did you mean 'path'\?/,
    ],
    [
      'an unknown rule field, listing the known ones',
      'finding-rules:\n  - match: { path: a }\n    action: drop\n    when: always\n',
      /finding-rules\[0\]: unknown key 'when'; use match, action, reason \(line 4\)/,
    ],
    [
      'a mapping instead of a list',
      'finding-rules:\n  match: { path: a }\n',
      /finding-rules: .*expected array/i,
    ],
  ])('refuses %s', (_name, yaml, message) => {
    expect(error(yaml)).toMatch(message);
  });
});
