/**
 * Real tool output: ESLint 9 run on a fixture with @microsoft/eslint-formatter-sarif (absolute
 * `file://` URIs, `artifactLocation.index`, `ruleIndex` into the driver's rules), read back and
 * mapped onto a diff that adds one of the two flagged lines.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ESLint } from 'eslint';
import type * as Sarif from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { parseResultText } from '../../src/ingest/read-files.js';
import { importedFindings } from '../../src/review/stages/imported/imported-findings.js';

const SOURCE = [
  'const old = eval(legacy);',
  'export function run(input) {',
  '  return eval(input);',
  '}',
  '',
].join('\n');
// Line 1 was there before the change; lines 2-4 are added.
const DIFF = [
  'diff --git a/src/run.js b/src/run.js',
  '--- a/src/run.js',
  '+++ b/src/run.js',
  '@@ -1 +1,4 @@',
  ' const old = eval(legacy);',
  '+export function run(input) {',
  '+  return eval(input);',
  '+}',
  '',
].join('\n');

type SarifFormatter = (results: ESLint.LintResult[], data: ESLint.LintResultData) => string;

let dir = '';
let sarifText = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-eslint-'));
  writeFileSync(path.join(dir, 'run.js'), SOURCE);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.js'], rules: { 'no-eval': 'error' } }],
  });
  const results = await eslint.lintFiles(['run.js']);
  // What `eslint -f @microsoft/eslint-formatter-sarif` calls: the formatter with the rules' metadata.
  const format = createRequire(import.meta.url)('@microsoft/eslint-formatter-sarif') as SarifFormatter;
  sarifText = format(results, { cwd: dir, rulesMeta: eslint.getRulesMetaForResults(results) });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ESLint SARIF (real formatter output)', () => {
  it('is SARIF 2.1.0 with file:// URIs and rule indexes, as the mapping assumes', () => {
    const log = JSON.parse(sarifText) as Sarif.Log;
    expect(log.version).toBe('2.1.0');
    const result = log.runs[0]!.results![0]!;
    expect(result.ruleIndex).toBe(0);
    expect(String(result.locations![0]!.physicalLocation!.artifactLocation!.uri)).toMatch(/^file:\/\//);
  });

  it('reads both no-eval results with the tool, rule, level and lines', () => {
    const read = parseResultText(sarifText, 'eslint.sarif');
    if ('problem' in read) throw new Error(read.problem);
    expect(read.format).toBe('sarif');
    expect(read.problems).toEqual([]);
    expect(read.results.map((r) => [r.tool, r.ruleId, r.level, r.startLine])).toEqual([
      ['ESLint', 'no-eval', 'error', 1],
      ['ESLint', 'no-eval', 'error', 3],
    ]);
    expect(read.results[0]!.helpUri).toMatch(/eslint\.org.*no-eval/);
  });

  it('posts only the result on an added line; the one on an old line is counted', () => {
    const read = parseResultText(sarifText.replaceAll('run.js', 'src/run.js'), 'eslint.sarif');
    if ('problem' in read) throw new Error(read.problem);
    // The formatter wrote dir/src/run.js; the checkout root is dir.
    const mapped = importedFindings(read.results, parseUnifiedDiff(DIFF), {
      filter: 'added',
      severity: {},
      roots: [dir],
    });
    expect(mapped.findings.map((f) => [f.path, f.line, f.severity, f.lens, f.rule, f.anchor])).toEqual([
      ['src/run.js', 3, 'high', 'eslint', 'no-eval', '  return eval(input);'],
    ]);
    expect(mapped.stats).toMatchObject({ results: 2, on_diff: 1, outside_diff: 1, tools: ['ESLint'] });
    expect(mapped.findings[0]!.body).toContain('ESLint rule `no-eval`');
  });

  it('diff_context also posts the result on the context line; a per-tool override re-grades', () => {
    const read = parseResultText(sarifText.replaceAll('run.js', 'src/run.js'), 'eslint.sarif');
    if ('problem' in read) throw new Error(read.problem);
    const mapped = importedFindings(read.results, parseUnifiedDiff(DIFF), {
      filter: 'diff_context',
      severity: { eslint: { error: 'medium' } },
      roots: [dir],
    });
    expect(mapped.findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'medium'],
      [3, 'medium'],
    ]);
  });
});
