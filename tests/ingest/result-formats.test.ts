/**
 * The result files a team's other tools write, in shapes the formats define (SARIF 2.1.0 §3,
 * reviewdog's rdjson/rdjsonl, checkstyle XML), written here in our own words, plus prlens's own
 * SARIF read back. Bad input names the file and the JSON path, and loses nothing else.
 */
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import type { ImportedFile } from '../../src/ingest/imported.js';
import { parseResultText } from '../../src/ingest/read-files.js';
import { importedFindings } from '../../src/review/stages/imported/imported-findings.js';
import { renderSarif } from '../../src/report/sarif.js';
import { emptyReport, finding } from '../report/fixtures.js';

const DIFF = parseUnifiedDiff(
  [
    'diff --git a/src/a.js b/src/a.js',
    '--- a/src/a.js',
    '+++ b/src/a.js',
    '@@ -1,2 +1,4 @@',
    ' const a = 1;',
    '+const b = eval(x);',
    '+const c = 3;',
    ' const d = 4;',
    '',
  ].join('\n'),
);

function read(text: string, name = 'results.sarif'): ImportedFile {
  const parsed = parseResultText(text, name);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

const map = (file: ImportedFile, roots: string[] = ['/checkout']) =>
  importedFindings(file.results, DIFF, { filter: 'added', severity: {}, roots });

/** A SARIF log with one run of `tool`, its rules and results. */
function sarif(results: unknown[], run: Record<string, unknown> = {}): string {
  return JSON.stringify({
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Semgrep',
            rules: [
              {
                id: 'js.eval',
                helpUri: 'https://semgrep.dev/r/js.eval',
                messageStrings: { default: { text: 'eval of {0}' } },
                defaultConfiguration: { level: 'error' },
              },
            ],
          },
        },
        results,
        ...run,
      },
    ],
  });
}

const at = (uri: string, startLine: number, extra: Record<string, unknown> = {}) => ({
  physicalLocation: { artifactLocation: { uri, ...extra }, region: { startLine } },
});

describe('SARIF 2.1.0 shapes', () => {
  it('reads the rule by ruleIndex, its default level and its message string with arguments', () => {
    const file = read(
      sarif([{ ruleIndex: 0, message: { id: 'default', arguments: ['x'] }, locations: [at('src/a.js', 2)] }]),
    );
    expect(file.results[0]).toMatchObject({
      ruleId: 'js.eval',
      level: 'error',
      message: 'eval of x',
      helpUri: 'https://semgrep.dev/r/js.eval',
    });
    expect(map(file).findings.map((f) => [f.path, f.line, f.severity])).toEqual([['src/a.js', 2, 'high']]);
  });

  it('resolves %SRCROOT% through originalUriBaseIds to a file:// root, and strips the checkout prefix', () => {
    const file = read(
      sarif(
        [
          {
            ruleId: 'js.eval',
            message: { text: 'm' },
            locations: [at('a.js', 2, { uriBaseId: '%SRCROOT%' })],
          },
        ],
        {
          originalUriBaseIds: { '%SRCROOT%': { uri: 'file:///checkout/src/' } },
        },
      ),
    );
    expect(map(file).findings.map((f) => f.path)).toEqual(['src/a.js']);
  });

  it('an undefined uriBaseId leaves the path relative to the checkout', () => {
    const file = read(
      sarif([
        { ruleId: 'r', message: { text: 'm' }, locations: [at('src/a.js', 3, { uriBaseId: 'PROJECTROOT' })] },
      ]),
    );
    expect(map(file).findings.map((f) => [f.path, f.line])).toEqual([['src/a.js', 3]]);
  });

  it('strips the longest checkout prefix of an absolute path (GITHUB_WORKSPACE above the repository root)', () => {
    const file = read(
      sarif([{ ruleId: 'r', message: { text: 'm' }, locations: [at('file:///ws/repo/src/a.js', 2)] }]),
    );
    expect(map(file, ['/ws', '/ws/repo']).findings.map((f) => f.path)).toEqual(['src/a.js']);
  });

  it('baselineState unchanged or absent is not new: counted, not posted', () => {
    const file = read(
      sarif([
        { ruleId: 'r', message: { text: 'm' }, baselineState: 'unchanged', locations: [at('src/a.js', 2)] },
        { ruleId: 'r', message: { text: 'm' }, baselineState: 'absent', locations: [at('src/a.js', 2)] },
        { ruleId: 'r', message: { text: 'm' }, baselineState: 'new', locations: [at('src/a.js', 2)] },
      ]),
    );
    const mapped = map(file);
    expect(mapped.findings).toHaveLength(1);
    expect(mapped.stats).toMatchObject({ not_new: 2, on_diff: 1 });
  });

  it('level none is info (never posted); a pass result is no problem at all', () => {
    const file = read(
      sarif([
        { ruleId: 'r', level: 'none', message: { text: 'm' }, locations: [at('src/a.js', 2)] },
        { ruleId: 'r', kind: 'pass', message: { text: 'm' }, locations: [at('src/a.js', 2)] },
      ]),
    );
    expect(file.results).toHaveLength(1);
    expect(map(file)).toMatchObject({ findings: [], stats: { info: 1 } });
  });

  it('a fix that replaces whole lines becomes the suggestion; one inside a line does not', () => {
    const fix = (region: Record<string, number>) => ({
      artifactChanges: [
        {
          artifactLocation: { uri: 'src/a.js' },
          replacements: [{ deletedRegion: region, insertedContent: { text: 'const b = JSON.parse(x);\n' } }],
        },
      ],
    });
    const file = read(
      sarif([
        {
          ruleId: 'r',
          message: { text: 'm' },
          locations: [at('src/a.js', 2)],
          fixes: [fix({ startLine: 2, endLine: 2 })],
        },
        {
          ruleId: 'q',
          message: { text: 'm' },
          locations: [at('src/a.js', 3)],
          fixes: [fix({ startLine: 3, startColumn: 7, endColumn: 9 })],
        },
      ]),
    );
    expect(map(file).findings.map((f) => [f.line, f.suggestion])).toEqual([
      [2, 'const b = JSON.parse(x);'],
      [3, null],
    ]);
  });

  it('related locations are named in the body, never anchored', () => {
    const file = read(
      sarif([
        {
          ruleId: 'r',
          message: { text: 'tainted' },
          locations: [at('src/a.js', 2)],
          relatedLocations: [{ ...at('src/src.js', 9), message: { text: 'source' } }],
        },
      ]),
    );
    expect(map(file).findings[0]!.body).toContain('- src/src.js:9: source');
  });

  it('a broken result is named by file and JSON path; the other results are kept', () => {
    const file = read(
      sarif([
        { ruleId: 'r', message: { text: 'm' }, locations: [at('src/a.js', 2)] },
        { ruleId: 'r', message: { text: 'm' }, locations: [at('src/a.js', 3)] },
        { ruleId: 'r', message: { text: 'm' }, locations: [at('src/a.js', 3)] },
        { ruleId: 'r', message: { text: 'm' }, locations: { uri: 'src/a.js' } },
      ]),
    );
    expect(file.problems).toEqual(['results.sarif: runs[0].results[3].locations: expected an array']);
    expect(file.results).toHaveLength(3);
  });

  it('a file that is not a result file is one clear problem', () => {
    expect(parseResultText('{"version":"2.0.0","runs":[]}', 'old.sarif')).toEqual({
      problem: 'old.sarif: version: expected "2.1.0" (got "2.0.0")',
    });
    expect(parseResultText('{oops', 'x.sarif')).toMatchObject({
      problem: expect.stringMatching(/^x\.sarif: not SARIF, rdjson\(l\) or checkstyle XML \(not JSON/),
    });
  });

  it("prlens's own SARIF reads back to the same file, line and rule", () => {
    const report = emptyReport({
      findings: [
        finding({
          path: 'src/a.js',
          line: 2,
          rule: 'js-eval',
          lens: 'static',
          severity: 'high',
          anchor: 'const b = eval(x);',
        }),
      ],
    });
    const file = read(renderSarif(report, { rules: [] }));
    const mapped = map(file);
    expect(mapped.findings.map((f) => [f.path, f.line, f.rule, f.severity, f.lens])).toEqual([
      ['src/a.js', 2, 'js-eval', 'high', 'prlens'],
    ]);
  });
});

describe('reviewdog rdjson and rdjsonl', () => {
  const diagnostic = (line: number, severity = 'ERROR') => ({
    message: 'eval is evil',
    location: { path: 'src/a.js', range: { start: { line } } },
    severity,
    code: { value: 'no-eval', url: 'https://eslint.org/docs/rules/no-eval' },
    suggestions: [{ range: { start: { line }, end: { line } }, text: 'const b = JSON.parse(x);\n' }],
  });

  it('rdjson: the source names the tool; severities map to levels; whole-line suggestions kept', () => {
    const file = read(
      JSON.stringify({ source: { name: 'eslint' }, diagnostics: [diagnostic(2), diagnostic(3, 'INFO')] }),
      'lint.rdjson',
    );
    expect(file.format).toBe('rdjson');
    expect(map(file).findings.map((f) => [f.line, f.severity, f.lens, f.rule, f.suggestion])).toEqual([
      [2, 'high', 'eslint', 'no-eval', 'const b = JSON.parse(x);'],
      [3, 'low', 'eslint', 'no-eval', 'const b = JSON.parse(x);'],
    ]);
  });

  it('rdjsonl: one diagnostic a line; a broken line is named by its number', () => {
    const text = [JSON.stringify(diagnostic(2)), '{"message": "x"}', JSON.stringify(diagnostic(3))].join(
      '\n',
    );
    const file = read(text, 'lint.rdjsonl');
    expect(file.format).toBe('rdjsonl');
    expect(file.results).toHaveLength(2);
    expect(file.problems).toEqual(['lint.rdjsonl: line 2.location.path: expected a file path']);
  });
});

describe('results not on a file', () => {
  it('counts a SARIF result without a location, or outside the checkout, as not on a file', () => {
    const file = read(
      sarif([
        { ruleId: 'x', level: 'error', message: { text: 'whole project' } },
        {
          ruleId: 'x',
          level: 'error',
          message: { text: 'elsewhere' },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: 'file:///usr/lib/x.py' },
                region: { startLine: 1 },
              },
            },
          ],
        },
      ]),
      'x.sarif',
    );
    expect(file.results).toHaveLength(2);
    expect(map(file).stats).toMatchObject({ results: 2, on_diff: 0, outside_diff: 0, not_on_file: 2 });
  });
});

describe('checkstyle XML', () => {
  it('reads files and errors, decoding the predefined entities', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<checkstyle version="4.3">
  <file name="src/a.js">
    <error line="2" column="11" severity="error" message="eval &amp; friends &lt;bad&gt;" source="eslint.rules.no-eval" />
    <error line="9" severity="warning" message="far away" source="eslint.rules.semi" />
  </file>
</checkstyle>`;
    const file = read(xml, 'lint.xml');
    expect(file.format).toBe('checkstyle');
    expect(file.results.map((r) => [r.tool, r.ruleId, r.level, r.message, r.startLine])).toEqual([
      ['eslint', 'eslint.rules.no-eval', 'error', 'eval & friends <bad>', 2],
      ['eslint', 'eslint.rules.semi', 'warning', 'far away', 9],
    ]);
    expect(map(file).stats).toMatchObject({ on_diff: 1, outside_diff: 1 });
  });

  it('refuses a DOCTYPE: no entity is ever defined or expanded', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><checkstyle><file name="a"><error line="1" message="&lol2;"/></file></checkstyle>`;
    expect(parseResultText(bomb, 'bomb.xml')).toEqual({
      problem:
        'bomb.xml: (top level): expected no DOCTYPE or entity declarations (refused: they can expand without bound)',
    });
  });
});
