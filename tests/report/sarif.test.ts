import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { ReviewReport } from '../../src/core/types.js';
import type { SarifLog, SarifResult } from '../../src/report/sarif.js';
import { artifactUri, buildSarif, renderSarif, ruleId, type SarifRuleInfo } from '../../src/report/sarif.js';
import { completeReport, emptyReport, finding, hostileFinding, incompleteReport } from './fixtures.js';

const schema = JSON.parse(
  readFileSync(new URL('../fixtures/sarif/sarif-2.1.0.schema.json', import.meta.url), 'utf8'),
);
// The official schema uses `definitions` and keywords Ajv's strict mode does not know.
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: under NodeNext its function is the `default` of the module object.
ajvFormats.default(ajv);
const validateSchema = ajv.compile(schema);

/** The checks GitHub code scanning makes on upload, beyond the schema. */
function githubUploadProblems(log: SarifLog): string[] {
  const problems: string[] = [];
  if (log.runs.length > 20) problems.push('more than 20 runs');
  for (const run of log.runs) {
    const ruleIds = new Set(run.tool.driver.rules.map((r) => r.id));
    if (run.results.length > 25_000) problems.push('more than 25,000 results in a run');
    for (const result of run.results) {
      if (!ruleIds.has(result.ruleId)) problems.push(`${result.ruleId} is not in driver.rules`);
      if (run.tool.driver.rules[result.ruleIndex]?.id !== result.ruleId)
        problems.push(`ruleIndex of ${result.ruleId}`);
      if (!result.partialFingerprints?.['prlens/v1']) problems.push('result without partialFingerprints');
      if (!((result.locations?.length ?? 0) >= 1)) problems.push('result without a location');
      for (const location of result.locations ?? []) {
        const physical = location.physicalLocation;
        if (!physical?.artifactLocation?.uri) problems.push('location without a uri');
        if (!((physical?.region?.startLine ?? 0) >= 1)) problems.push('location without startLine >= 1');
      }
    }
    for (const rule of run.tool.driver.rules) {
      const score = rule.properties?.['security-severity'];
      if (score !== undefined && !(Number(score) >= 0 && Number(score) <= 10))
        problems.push(`bad security-severity ${score}`);
    }
  }
  return problems;
}

function parse(report: ReviewReport): SarifLog {
  return JSON.parse(renderSarif(report)) as SarifLog;
}

describe('renderSarif', () => {
  it.each([
    ['complete', completeReport()],
    ['incomplete', incompleteReport()],
    ['empty', emptyReport()],
    [
      'hostile',
      emptyReport({ findings: [hostileFinding(), finding({ path: 'dir with space/ä#1.ts', line: 2 })] }),
    ],
  ])(
    'validates against the official SARIF 2.1.0 schema and GitHub upload rules (%s report)',
    (_name, report) => {
      const log = parse(report);
      expect(validateSchema(log), ajv.errorsText(validateSchema.errors)).toBe(true);
      expect(githubUploadProblems(log)).toEqual([]);
    },
  );

  it('has checks that reject a broken log (so the checks above can fail)', () => {
    const log = parse(completeReport());
    const results = log.runs[0].results;
    (results[0] as { level: string }).level = 'fatal';
    results[1]!.ruleId = 'nope/missing';
    delete (results[2] as Partial<SarifResult>).partialFingerprints;
    results[3]!.locations[0]!.physicalLocation.region.startLine = 0;
    expect(validateSchema(log)).toBe(false);
    expect(githubUploadProblems(log)).toEqual([
      'nope/missing is not in driver.rules',
      'ruleIndex of nope/missing',
      'result without partialFingerprints',
      'location without startLine >= 1',
    ]);
  });

  it('carries a fix only for a suggestion that is verified or parses', () => {
    const report = emptyReport({
      findings: [
        finding({
          path: 'a.ts',
          line: 2,
          start_line: 1,
          suggestion: 'x\ny',
          suggestion_check: 'verified',
          suggestion_reason: 'ok',
        }),
        finding({
          path: 'b.ts',
          line: 2,
          suggestion: 'z',
          suggestion_check: 'parses',
          suggestion_reason: 'ok',
        }),
        finding({
          path: 'c.ts',
          line: 2,
          suggestion: 'z',
          suggestion_check: 'broken',
          suggestion_reason: 'bad',
        }),
        finding({
          path: 'd.ts',
          line: 2,
          suggestion: 'z',
          suggestion_check: 'unchecked',
          suggestion_reason: 'no',
        }),
        finding({ path: 'e.ts', line: 2, suggestion: 'z' }),
      ],
    });
    const log = parse(report);
    expect(validateSchema(log), ajv.errorsText(validateSchema.errors)).toBe(true);
    const fixes = new Map(
      log.runs[0].results.map((r) => [r.locations[0]!.physicalLocation.artifactLocation.uri, r.fixes]),
    );
    expect(fixes.get('a.ts')?.[0]?.artifactChanges[0]?.replacements).toEqual([
      { deletedRegion: { startLine: 1, endLine: 2 }, insertedContent: { text: 'x\ny' } },
    ]);
    expect(fixes.get('b.ts')).toHaveLength(1);
    expect([fixes.get('c.ts'), fixes.get('d.ts'), fixes.get('e.ts')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('renders a complete review exactly as snapshotted', () => {
    expect(renderSarif(completeReport())).toMatchSnapshot();
  });

  it('describes prlens as the driver with one rule per model lens, sorted by id', () => {
    const log = parse(completeReport());
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0].tool.driver;
    expect(driver).toMatchObject({ name: 'prlens', version: '0.1.0' });
    // No informationUri: the project has no published home yet, and a guessed URL would mislead.
    expect(driver).not.toHaveProperty('informationUri');
    // Two correctness findings of different categories share their lens's rule.
    expect(driver.rules.map((r) => r.id)).toEqual(['lens/code-health', 'lens/correctness', 'lens/security']);
  });

  it('maps severities to result levels; a lens rule has no security-severity of its own', () => {
    const log = parse(completeReport());
    const levels = Object.fromEntries(log.runs[0].results.map((r) => [r.properties.severity, r.level]));
    expect(levels).toEqual({ critical: 'error', high: 'error', medium: 'warning', low: 'note' });
    const security = log.runs[0].tool.driver.rules.find((r) => r.id === 'lens/security');
    expect(security).toEqual({
      id: 'lens/security',
      shortDescription: { text: 'prlens security lens (language-model review)' },
      defaultConfiguration: { level: 'warning' },
      properties: { tags: ['security'] },
    });
  });

  it('gives each static rule its own id and metadata from the rule file, whatever the findings say', () => {
    const rules: SarifRuleInfo[] = [
      { id: 'py-eval-exec', message: '`eval` of a non-literal', category: 'security', severity: 'high' },
      {
        id: 'js-hardcoded-password',
        message: 'Hard-coded password',
        category: 'security',
        severity: 'medium',
      },
      {
        id: 'py-pickle-loads',
        message: 'pickle of untrusted data',
        category: 'security',
        severity: 'critical',
      },
      {
        id: 'go-defer-in-loop',
        message: 'defer in a loop',
        note: 'Runs **late**.',
        category: 'reliability',
        severity: 'medium',
      },
    ];
    const fixed = { lens: 'static', category: 'security' };
    const report = emptyReport({
      findings: [
        // Re-graded findings (a test file, finding-rules) must not move their rule's severity.
        finding({ ...fixed, path: 'a.py', line: 1, rule: 'py-eval-exec', severity: 'low' }),
        finding({ ...fixed, path: 'b.ts', line: 2, rule: 'js-hardcoded-password', severity: 'critical' }),
        finding({ ...fixed, path: 'c.py', line: 3, rule: 'py-pickle-loads', severity: 'critical' }),
        finding({ ...fixed, path: 'd.py', line: 4, rule: 'py-pickle-loads', severity: 'critical' }),
        finding({ path: 'e.go', line: 5, lens: 'static', rule: 'go-defer-in-loop', category: 'reliability' }),
      ],
    });
    const log = buildSarif(report, { rules });
    const run = log.runs[0];
    const described = run.tool.driver.rules.map((r) => [
      r.id,
      r.defaultConfiguration.level,
      r.properties['security-severity'],
    ]);
    expect(described).toEqual([
      ['go-defer-in-loop', 'warning', undefined],
      ['js-hardcoded-password', 'warning', '5.5'],
      ['py-eval-exec', 'error', '8.0'],
      ['py-pickle-loads', 'error', '9.5'],
    ]);
    expect(run.tool.driver.rules[0]).toMatchObject({
      shortDescription: { text: 'defer in a loop' },
      fullDescription: { text: 'Runs late.' },
      properties: { tags: ['reliability'] },
    });
    expect(run.results.map((r) => [r.ruleId, r.level, r.ruleIndex])).toEqual([
      ['js-hardcoded-password', 'error', 1],
      ['py-pickle-loads', 'error', 3],
      ['py-pickle-loads', 'error', 3],
      ['go-defer-in-loop', 'warning', 0],
      ['py-eval-exec', 'note', 2],
    ]);
    expect(validateSchema(log), ajv.errorsText(validateSchema.errors)).toBe(true);
    expect(githubUploadProblems(log)).toEqual([]);
    // The same rule in a run with other findings keeps the same descriptor.
    const alone = buildSarif(emptyReport({ findings: [report.findings[0]!] }), { rules }).runs[0];
    expect(alone.tool.driver.rules).toEqual([run.tool.driver.rules[2]]);
  });

  it('files a static finding whose rule has no metadata under its id only, and says so', () => {
    const report = emptyReport({
      findings: [
        finding({ path: 'a.py', line: 1, lens: 'static', rule: 'custom-rule', severity: 'critical' }),
      ],
    });
    const run = buildSarif(report).runs[0];
    expect(run.tool.driver.rules).toEqual([
      {
        id: 'custom-rule',
        shortDescription: { text: 'prlens static rule custom-rule' },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: [] },
      },
    ]);
    expect(run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text)).toContain(
      'No rule metadata for custom-rule: described by id only.',
    );
  });

  it('does not repeat the title in the message, and leaves out the static rule line', () => {
    const report = emptyReport({
      findings: [
        finding({
          path: 'a.py',
          line: 1,
          lens: 'static',
          rule: 'py-eval-exec',
          title: '`eval` of a non-literal string runs arbitrary code',
          body: '`eval` of a non-literal string runs arbitrary code\n\nParse data with **`ast.literal_eval`**.\n\n_prlens static rule `py-eval-exec`_',
        }),
      ],
    });
    expect(buildSarif(report).runs[0].results[0]!.message.text).toBe(
      'eval of a non-literal string runs arbitrary code\n\nParse data with ast.literal_eval.',
    );
  });

  it('locates a range with startLine and endLine, a single line with startLine only', () => {
    const results = parse(completeReport()).runs[0].results;
    const range = results.find((r) => r.properties.category === 'sql-injection');
    expect(range!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'src/db/query.ts', uriBaseId: '%SRCROOT%' },
      region: { startLine: 10, endLine: 14 },
    });
    const single = results.find((r) => r.properties.category === 'naming');
    expect(single!.locations[0]!.physicalLocation.region).toEqual({ startLine: 30 });
  });

  it('carries the title, body and suggestion in the message, and the fingerprint', () => {
    const report = completeReport();
    const result = parse(report).runs[0].results[0];
    expect(result!.message.text).toMatch(/^User input is concatenated into SQL\n\nThe name parameter/);
    expect(result!.message.text).toContain('Suggested change:\nconst rows');
    expect(result!.partialFingerprints).toEqual({ 'prlens/v1': report.findings[0]?.fingerprint });
  });

  it('leaves out findings on deleted lines and unanchored findings, and says so', () => {
    const run = parse(completeReport()).runs[0];
    expect(run.results).toHaveLength(4);
    expect(run.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri)).not.toContain(
      'src/legacy/old.ts',
    );
    expect(run.properties).toMatchObject({ omittedLeftSide: 1, omittedUnanchored: 1, omittedOverLimit: 0 });
    const texts = run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text);
    expect(texts).toContain(
      'Not in this SARIF log (see the JSON report): 1 finding on deleted lines (old file); 1 finding not pinned to a changed line.',
    );
  });

  it('marks an incomplete review as an unsuccessful execution with its warnings', () => {
    const invocation = parse(incompleteReport()).runs[0].invocations[0];
    expect(invocation!.executionSuccessful).toBe(false);
    expect(invocation!.toolExecutionNotifications[0]).toEqual({
      level: 'warning',
      message: { text: 'review deadline of 600 s reached; 2 of 6 groups were not reviewed' },
    });
    expect(parse(completeReport()).runs[0].invocations[0]!.executionSuccessful).toBe(true);
  });

  it('produces an empty but valid run for a review without findings', () => {
    const run = parse(emptyReport()).runs[0];
    expect(run.results).toEqual([]);
    expect(run.tool.driver.rules).toEqual([]);
  });

  it("keeps the most severe results up to GitHub's per-run limit", () => {
    const report = completeReport();
    const log = buildSarif(report, { maxResults: 2 });
    expect(log.runs[0].results.map((r) => r.properties.severity)).toEqual(['critical', 'high']);
    expect(log.runs[0].tool.driver.rules.map((r) => r.id)).toEqual(['lens/correctness', 'lens/security']);
    expect(log.runs[0].properties.omittedOverLimit).toBe(2);
    expect(githubUploadProblems(log)).toEqual([]);
  });
});

describe('ruleId', () => {
  it("is the static rule's own id, or lens/<lens> for a model finding", () => {
    expect(ruleId({ lens: 'static', rule: 'py-eval-exec' })).toBe('py-eval-exec');
    expect(ruleId({ lens: 'static+security', rule: 'js-eval' })).toBe('js-eval');
    expect(ruleId({ lens: 'Code Health', rule: null })).toBe('lens/code-health');
    expect(ruleId({ lens: 'security+correctness', rule: null })).toBe('lens/security');
    expect(ruleId({ lens: '', rule: null })).toBe('lens/general');
  });
});

describe('artifactUri', () => {
  it('percent-encodes each segment and uses forward slashes', () => {
    expect(artifactUri('dir with space/ä#1.ts')).toBe('dir%20with%20space/%C3%A4%231.ts');
    expect(artifactUri('src\\win\\file.ts')).toBe('src/win/file.ts');
    expect(artifactUri('./src/a.ts')).toBe('src/a.ts');
    expect(artifactUri('/abs/a.ts')).toBe('abs/a.ts');
    expect(artifactUri('c:/x.ts')).toBe('c%3A/x.ts');
  });
});
