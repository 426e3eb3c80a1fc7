/**
 * The cases of the region tests (region-*.test.ts): every sample of every rule, as a file, code
 * samples also nested in a class method (JS/TS) so the matches sit deeper; and the check that the
 * region search finds on each line what a search of the whole file finds there. Split over three
 * test files, so the parts run on three workers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { grammarOf } from '../../src/static/languages.js';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { scanFile } from '../../src/static/scan-file.js';
import { parseFile } from '../../src/review/stages/check-suggestions/syntax.js';
import { loadRules } from '../../src/static/rule-file.js';
import { locateRulesDir } from '../../src/static/assets.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.join(here, 'rule-tests');
type Sample = string | { path?: string; code: string };
const EXTENSION: Record<string, string> = { javascript: 'ts', typescript: 'ts', tsx: 'tsx', python: 'py' };

/** Every sample of every rule whose file a grammar reads, as a file. */
async function sampleFiles(): Promise<{ path: string; content: string; nested: boolean }[]> {
  const languages = new Map((await loadRules(locateRulesDir())).map((r) => [r.id, r.language]));
  return readdirSync(samplesDir)
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
        const file =
          typeof s === 'string' || s.path === undefined ? (test.path ?? `${test.id}-${i}.${ext}`) : s.path;
        const code = typeof s === 'string' ? s : s.code;
        const plain = { path: file, content: code, nested: false };
        if (!/\.(ts|js)$/.test(file)) return [plain];
        return [plain, { path: file, content: `class K {\n  m() {\n${code}\n  }\n}\n`, nested: true }];
      });
    })
    .filter((f) => grammarOf(f.path) !== undefined);
}

const SCRIPT = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;

/** Which samples a test file compares: the scripts as written, nested in a method, or the rest. */
export type RegionPart = 'scripts' | 'nested scripts' | 'other grammars';

const partOf = (f: { path: string; nested: boolean }): RegionPart =>
  f.nested ? 'nested scripts' : SCRIPT.test(f.path) ? 'scripts' : 'other grammars';

/**
 * Compares, line by line, the region search with the whole-file search on one part of the
 * samples; returns how many findings were compared.
 */
export async function compareRegions(part: RegionPart): Promise<number> {
  const compiled = await compileStaticRules();
  const files = (await sampleFiles()).filter((f) => partOf(f) === part);
  let compared = 0;
  for (const file of files) {
    const language = grammarOf(file.path);
    if (language === undefined || !compiled.support.check(language).ok) continue;
    const rules = compiled.rulesFor(language);
    const tree = parseFile(file.content, language);
    const lineCount = file.content.split('\n').length;
    for (let line = 1; line <= lineCount; line++) {
      const one = { path: file.path, content: file.content, changedLines: new Set([line]) };
      const ids = (parsed?: typeof tree) =>
        scanFile(one, language, rules, [], parsed).findings.map((f) => `${f.ruleId}@${f.line}`);
      const whole = ids();
      expect(ids(tree), `${file.path} line ${line}`).toEqual(whole);
      compared += whole.length;
    }
  }
  return compared;
}
