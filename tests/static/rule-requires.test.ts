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
  it('skips the rules whose keyword, leading regex words or related node a file lacks (issue 48)', () => {
    const code = {
      python: 'import subprocess\n\ndef run(cmd, factor=2):\n    return subprocess.call(cmd, shell=True)\n',
      typescript: 'export function load(text: string): unknown {\n  return eval(text) * 2;\n}\n',
    };
    const tried = (language: 'python' | 'typescript'): string[] =>
      rules
        .filter((r) => targetsOf(r.language).includes(language))
        .filter((r) => r.requires === undefined || r.requires.test(code[language]))
        .map((r) => r.id);
    const cannotMatch = [
      'py-assert-tuple', // kind assert_statement: no `assert`
      'py-requests-verify-false', // has … regex ^verify\s*=: no `verify`
      'py-is-literal', // has … regex ^is: no `is`
      'js-debugger', // kind debugger_statement
      'js-invalid-typeof', // has … regex ^typeof\b
      'js-nan-compare', // any of has … regex ^NaN$
      'js-aws-access-key', // regex \b(AKIA|ASIA)…
    ];
    expect([...tried('python'), ...tried('typescript')].filter((id) => cannotMatch.includes(id))).toEqual([]);
    // The rules the files can match still run.
    expect(tried('python')).toContain('py-subprocess-shell');
    expect(tried('typescript')).toContain('js-eval');
  });
});

describe('derivedRequires', () => {
  it('takes the literal a regex starts with, the keyword of a keyword kind, and the text of a relational rule', () => {
    const of = (rule: unknown) => derivedRequires(rule, 'python')?.source;
    expect(of({ kind: 'call', regex: '^typeof\\b' })).toBe('typeof');
    expect(of({ regex: '^verify\\s*=\\s*False$' })).toBe('verify');
    // `ab?` and `ab{0,1}` may match without their last character.
    expect(of({ regex: '^evals?' })).toBe('eval');
    expect(of({ regex: '^evalx{0,1}' })).toBe('eval');
    expect(of({ kind: 'assert_statement' })).toBe('assert');
    expect(of({ kind: 'catch_clause', has: { field: 'body', kind: 'block' } })).toBe('catch');
    // A leading group of words: one of them starts every match; a `|` inside a group or class splits nothing.
    expect(of({ regex: '\\b(AKIA|ASIA)[0-9A-Z]{16}\\b' })).toBe('AKIA|ASIA');
    expect(of({ regex: '^(Query|Exec)(Context)?$' })).toBe('Query|Exec');
    expect(of({ regex: '^select[|]x' })).toBe('select');
    expect(of({ kind: 'call', has: { kind: 'keyword_argument', regex: '^shell\\s*=' } })).toBe('shell');
    expect(of({ kind: 'identifier', inside: { pattern: 'requests.get($$$)' } })).toBe('requests');
    expect(
      of({ any: [{ has: { field: 'left', regex: '^NaN$' } }, { has: { field: 'right', regex: '^NaN$' } }] }),
    ).toBe('NaN');
  });

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
    expect(derivedRequires({ kind: 'call' }, 'python')).toBeUndefined();
    // An alternation, a group, an inline flag or a leading class may not spell the literal it shows.
    for (const regex of [
      '^eval|exec',
      '^(eval)',
      '(?i)^eval',
      '[e]val',
      '^e\\w+',
      'x?',
      '^(ab|cd)?x',
      '^(ab|c)x',
      '[]|]ab',
    ])
      expect(derivedRequires({ kind: 'call', regex }, 'python'), regex).toBeUndefined();
    expect(derivedRequires({ not: { pattern: 'eval($X)' } }, 'python')).toBeUndefined();
    expect(derivedRequires({ any: [{ pattern: 'eval($X)' }, { kind: 'call' }] }, 'python')).toBeUndefined();
    expect(
      derivedRequires({ pattern: { context: 'a = $X', selector: 'assignment' } }, 'python'),
    ).toBeUndefined();
    expect(derivedRequires({ pattern: 'privileged: true' }, 'yaml')).toBeUndefined();
  });
});
