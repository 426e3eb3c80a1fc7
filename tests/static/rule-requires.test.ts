/**
 * `metadata.requires` skips a rule's syntax search on a file without the text: each ast-grep search
 * compiles its rule again, and a few rules' regular expressions cost milliseconds (issue 48). A gate
 * must never hide a match, so every sample a rule's search matches must hold its `requires`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { locateRulesDir } from '../../src/static/assets.js';
import { napiLang, processLanguages, targetsOf } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';
import { derivedRequires } from '../../src/static/derived-requires.js';
import { loadRules } from '../../src/static/rule-file.js';

const here = import.meta.dirname;
const samplesDir = path.join(here, 'rule-tests');
const rules = await loadRules(locateRulesDir(path.join(here, '..', '..', 'src', 'static')));

/** Every code sample of a rule (flagged and clean), as rules.test.ts reads them. */
function samplesOf(id: string): string[] {
  const file = path.join(samplesDir, `${id}.yml`);
  if (!readdirSync(samplesDir).includes(`${id}.yml`)) return [];
  const test = parse(readFileSync(file, 'utf8')) as { invalid: unknown[]; valid: unknown[] };
  return [...test.invalid, ...test.valid].map((s) =>
    typeof s === 'string' ? s : (s as { code: string }).code,
  );
}

describe('a rule’s `requires` gate', () => {
  it('holds on every sample its syntax search matches, in every grammar it runs on', () => {
    const gated = rules.filter((r) => r.requires !== undefined);
    expect(gated.length).toBeGreaterThan(40);
    const hidden: string[] = [];
    for (const rule of gated)
      for (const code of samplesOf(rule.id))
        for (const language of targetsOf(rule.language)) {
          if (!processLanguages.check(language).ok) continue;
          const matches = napi().parse(napiLang(language), code).root().findAll(rule.config);
          if (matches.length > 0 && !rule.requires!.test(code))
            hidden.push(`${rule.id} (${language}): ${code}`);
        }
    expect(hidden).toEqual([]);
  });

  it('keeps the rules that cost most to compile off a TypeScript file that names none of their APIs', () => {
    const plain = 'export function step(value: number): number {\n  return value * 2;\n}\n';
    const costly = [
      'js-sql-interpolated',
      'js-empty-catch',
      'js-empty-catch-io',
      'js-tls-verify-disabled',
      'js-private-key',
      'py-bare-except-pass',
    ];
    const tried = costly.filter((id) => {
      const rule = rules.find((r) => r.id === id);
      expect(rule, id).toBeDefined();
      return rule!.requires === undefined || rule!.requires.test(plain);
    });
    expect(tried).toEqual([]);
  });

  it("is read off a rule's own pattern when the rule writes none: on a file naming no API, only rules whose match no name bounds are tried (issue 48)", () => {
    const plain = {
      python: 'def step(value):\n    return value * 2\n',
      javascript: 'export function step(value: number): number {\n  return value * 2;\n}\n',
    };
    for (const [language, code] of Object.entries(plain)) {
      const tried = rules.filter(
        (r) => r.language === language && (r.requires === undefined || r.requires.test(code)),
      );
      // Each of them has no pattern spelling a name at its root (nor in all of an `any`).
      const bounded = tried.filter((r) => derivedRequires(r.config.rule, r.language) !== undefined);
      expect(bounded.map((r) => r.id)).toEqual([]);
    }
  });
});

describe('derivedRequires', () => {
  it('takes the longest name of a pattern, of the first bounded item of `all`, or one per branch of `any`', () => {
    expect(derivedRequires({ pattern: 'subprocess.call($CMD, shell=True)' }, 'python')?.source).toBe(
      'subprocess',
    );
    expect(derivedRequires({ all: [{ kind: 'call' }, { pattern: 'eval($X)' }] }, 'python')?.source).toBe(
      'eval',
    );
    expect(
      derivedRequires({ any: [{ pattern: 'pickle.loads($X)' }, { pattern: 'yaml.load($X)' }] }, 'python')
        ?.source,
    ).toBe('pickle|yaml');
  });

  it('bounds nothing it cannot prove: metavariables only, kinds, regexes, an any with an unbounded branch, YAML', () => {
    expect(derivedRequires({ pattern: '$F($$$ARGS)' }, 'python')).toBeUndefined();
    expect(derivedRequires({ kind: 'call', regex: '^eval' }, 'python')).toBeUndefined();
    expect(derivedRequires({ any: [{ pattern: 'eval($X)' }, { kind: 'call' }] }, 'python')).toBeUndefined();
    expect(
      derivedRequires({ pattern: { context: 'a = $X', selector: 'assignment' } }, 'python'),
    ).toBeUndefined();
    expect(derivedRequires({ pattern: 'privileged: true' }, 'yaml')).toBeUndefined();
  });
});
