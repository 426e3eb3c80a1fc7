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
import { runStaticRules } from '../../src/static/run-static-rules.js';
import type { Language } from '../../src/static/languages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.join(here, 'rule-tests');
const rulesDir = locateRulesDir(path.join(here, '..', '..', 'src', 'static'));

interface RuleTest {
  id: string;
  invalid: string[];
  valid: string[];
}

const samples: RuleTest[] = readdirSync(samplesDir)
  .filter((n) => n.endsWith('.yml'))
  .sort()
  .map((n) => parse(readFileSync(path.join(samplesDir, n), 'utf8')) as RuleTest);

const EXTENSIONS: Record<Language, string[]> = {
  javascript: ['js', 'ts', 'tsx'],
  typescript: ['ts', 'tsx'],
  tsx: ['tsx'],
  python: ['py'],
  go: ['go'],
  java: ['java'],
  rust: ['rs'],
};

const rules = await loadRules(rulesDir);
const languageOfRule = new Map(rules.map((r) => [r.id, r.language]));

async function ruleIdsOn(code: string, ext: string): Promise<string[]> {
  const lineCount = code.split('\n').length;
  const changedLines = new Set(Array.from({ length: lineCount }, (_, i) => i + 1));
  const result = await runStaticRules([{ path: `sample.${ext}`, content: code, changedLines }], { rulesDir });
  expect(result.skipped).toEqual([]);
  return result.findings.map((f) => f.ruleId);
}

describe('the rule set', () => {
  it('has at least 24 rules, each with samples, and no samples without a rule', () => {
    expect(rules.length).toBeGreaterThanOrEqual(24);
    expect(samples.map((s) => s.id).sort()).toEqual(rules.map((r) => r.id).sort());
  });

  it('gives every rule at least one flagged and one clean sample', () => {
    for (const sample of samples) {
      expect(sample.invalid.length, sample.id).toBeGreaterThan(0);
      expect(sample.valid.length, sample.id).toBeGreaterThan(0);
    }
  });
});

describe.each(samples)('rule $id', ({ id, invalid, valid }) => {
  const extensions = EXTENSIONS[languageOfRule.get(id) ?? 'javascript'];

  it.each(extensions.flatMap((ext) => invalid.map((code) => ({ ext, code }))))(
    'flags the invalid sample in a .$ext file: $code',
    async ({ ext, code }) => {
      expect(await ruleIdsOn(code, ext)).toContain(id);
    },
  );

  it.each(extensions.flatMap((ext) => valid.map((code) => ({ ext, code }))))(
    'leaves the valid sample in a .$ext file alone: $code',
    async ({ ext, code }) => {
      expect(await ruleIdsOn(code, ext)).not.toContain(id);
    },
  );
});
