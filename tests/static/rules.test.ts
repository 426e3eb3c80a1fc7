/**
 * Every rule against its own samples (tests/static/rule-tests/<id>.yml, ast-grep's rule-test shape:
 * `invalid` snippets must be flagged, `valid` ones must not). JavaScript rules also run on
 * TypeScript and TSX files, so their samples are checked under all three grammars.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { locateRulesDir } from '../../src/static/assets.js';
import { loadRules } from '../../src/static/rule-file.js';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import { FILE_CHECKS } from '../../src/static/checks/file-checks.js';
import type { RuleLanguage } from '../../src/static/languages.js';
import type { Severity } from '../../src/core/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.join(here, 'rule-tests');
const rulesDir = locateRulesDir(path.join(here, '..', '..', 'src', 'static'));

/**
 * A sample: code checked under every file name of the rule, or code with its own file name; a flagged
 * sample may name the severity its finding must have (issue 45 point 5: severity follows reachability).
 */
type Sample = string | { path?: string; code: string; severity?: Severity };

interface RuleTest {
  id: string;
  /** The samples' file name, for file checks that read only some paths (a workflow, a Dockerfile). */
  path?: string;
  invalid: Sample[];
  valid: Sample[];
}

const samples: RuleTest[] = readdirSync(samplesDir)
  .filter((n) => n.endsWith('.yml'))
  .sort()
  .map((n) => parse(readFileSync(path.join(samplesDir, n), 'utf8')) as RuleTest);

const EXTENSIONS: Record<RuleLanguage, string[]> = {
  javascript: ['js', 'ts', 'tsx'],
  typescript: ['ts', 'tsx'],
  tsx: ['tsx'],
  python: ['py'],
  go: ['go'],
  java: ['java'],
  rust: ['rs'],
  yaml: ['yml', 'yaml'],
  dart: ['dart'],
};

const rules = await loadRules(rulesDir);
// Compiled once: loading the rule files takes ~130 ms, and the samples make over a thousand runs.
const compiled = await compileStaticRules({ rulesDir });
const checkRules = FILE_CHECKS.flatMap((c) => c.rules);
const languageOfRule = new Map(rules.map((r) => [r.id, r.language]));

/** The findings on `code` as `file`: each rule's id and the severity it was graded. */
async function findingsOn(code: string, file: string): Promise<{ ruleId: string; severity: Severity }[]> {
  const lineCount = code.split('\n').length;
  const changedLines = new Set(Array.from({ length: lineCount }, (_, i) => i + 1));
  const result = await runStaticRules([{ path: file, content: code, changedLines }], {
    compiled,
    measured: {},
  });
  expect(result.skipped).toEqual([]);
  return result.findings.map((f) => ({ ruleId: f.ruleId, severity: f.severity }));
}

async function ruleIdsOn(code: string, file: string): Promise<string[]> {
  return (await findingsOn(code, file)).map((f) => f.ruleId);
}

/** The file names a rule's samples are checked under: its `path`, else one per extension. */
function filesOf(sample: RuleTest): string[] {
  if (sample.path) return [sample.path];
  return EXTENSIONS[languageOfRule.get(sample.id) ?? 'javascript'].map((ext) => `sample.${ext}`);
}

describe('the rule set', () => {
  it('has at least 24 rules, each with samples, and no samples without a rule', () => {
    expect(rules.length).toBeGreaterThanOrEqual(24);
    const ids = [...rules, ...checkRules].map((r) => r.id).sort();
    expect(samples.map((s) => s.id).sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the samples of a file check the path the check reads', () => {
    for (const sample of samples.filter((s) => !languageOfRule.has(s.id))) {
      const check = FILE_CHECKS.find((c) => c.rules.some((r) => r.id === sample.id));
      expect(sample.path && check?.covers(sample.path), sample.id).toBe(true);
    }
  });

  it('gives every rule at least one flagged and one clean sample', () => {
    for (const sample of samples) {
      expect(sample.invalid.length, sample.id).toBeGreaterThan(0);
      expect(sample.valid.length, sample.id).toBeGreaterThan(0);
    }
  });
});

describe.each(samples)('rule $id', (sample) => {
  const { id, invalid, valid } = sample;
  const files = filesOf(sample);

  const cases = (list: Sample[]) =>
    list.flatMap((s) =>
      typeof s === 'string'
        ? files.map((file) => ({ file, code: s, severity: undefined }))
        : (s.path ? [s.path] : files).map((file) => ({ file, code: s.code, severity: s.severity })),
    );

  it.each(cases(invalid))('flags the invalid sample in $file: $code', async ({ file, code, severity }) => {
    const found = (await findingsOn(code, file)).filter((f) => f.ruleId === id);
    expect(found.length).toBeGreaterThan(0);
    if (severity) expect(found.map((f) => f.severity)).toContain(severity);
  });

  it.each(cases(valid))('leaves the valid sample in $file alone: $code', async ({ file, code }) => {
    expect(await ruleIdsOn(code, file)).not.toContain(id);
  });
});
