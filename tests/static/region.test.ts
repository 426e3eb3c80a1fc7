/**
 * The suggestion check re-reviews only the part of a file around the changed lines. That search must
 * find what a search of the whole file finds there, for every rule: each rule's own samples, also
 * wrapped in a class method so the matches sit deeper, are searched line by line both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { grammarOf } from '../../src/static/languages.js';
import { compileStaticRules, scanFile } from '../../src/static/run-static-rules.js';
import { parseFile } from '../../src/review/suggest/syntax.js';
import { loadRules } from '../../src/static/rule-file.js';
import { locateRulesDir } from '../../src/static/assets.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.join(here, 'rule-tests');
type Sample = string | { path: string; code: string };
const EXTENSION: Record<string, string> = { javascript: 'ts', typescript: 'ts', tsx: 'tsx', python: 'py' };
const languages = new Map((await loadRules(locateRulesDir())).map((r) => [r.id, r.language]));

/** Every sample of every rule, as a file: code samples also nested in a function (JS/TS). */
const files = readdirSync(samplesDir)
  .filter((n) => n.endsWith('.yml'))
  .flatMap((n) => {
    const test = parse(readFileSync(path.join(samplesDir, n), 'utf8')) as {
      id: string;
      path?: string;
      invalid: Sample[];
      valid: Sample[];
    };
    const language = languages.get(test.id);
    const ext = EXTENSION[language ?? ''] ?? language?.slice(0, 2) ?? 'txt';
    return [...test.invalid, ...test.valid].flatMap((s, i) => {
      const file = typeof s === 'string' ? (test.path ?? `${test.id}-${i}.${ext}`) : s.path;
      const code = typeof s === 'string' ? s : s.code;
      const nested = /\.(ts|js)$/.test(file) ? [`class K {\n  m() {\n${code}\n  }\n}\n`] : [];
      return [code, ...nested].map((content) => ({ path: file, content }));
    });
  })
  .filter((f) => grammarOf(f.path) !== undefined);

describe('scanFile on a parsed tree', () => {
  it('finds on each line what a search of the whole file finds there, for every rule sample', async () => {
    const compiled = await compileStaticRules();
    let compared = 0;
    for (const file of files) {
      const language = grammarOf(file.path);
      if (language === undefined || !compiled.support.check(language).ok) continue;
      const rules = compiled.byLanguage.get(language) ?? [];
      const tree = parseFile(file.content, language);
      const lineCount = file.content.split('\n').length;
      for (let line = 1; line <= lineCount; line++) {
        const one = { ...file, changedLines: new Set([line]) };
        const ids = (parsed?: typeof tree) =>
          scanFile(one, language, rules, [], parsed).findings.map((f) => `${f.ruleId}@${f.line}`);
        const whole = ids();
        expect(ids(tree), `${file.path} line ${line}`).toEqual(whole);
        compared += whole.length;
      }
    }
    // The comparison is worth something only if the samples' findings were among those compared.
    expect(compared).toBeGreaterThan(50);
  }, 60_000);
});
