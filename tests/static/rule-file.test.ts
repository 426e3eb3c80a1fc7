import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { locateGrammar, locateRulesDir, prebuildFolder } from '../../src/static/assets.js';
import { loadRules, parseRuleFile } from '../../src/static/rule-file.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const GOOD = `id: no-eval
language: JavaScript
severity: error
message: eval is dangerous
rule:
  pattern: eval($X)
metadata: { category: security, severity: high, confidence: 0.9 }
`;

const dirs: string[] = [];
function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prlens-rules-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('rule files', () => {
  it('reads an ast-grep rule with prlens metadata, case-insensitive about the language', () => {
    const [rule] = parseRuleFile(GOOD, 'no-eval.yml');
    expect(rule).toMatchObject({
      id: 'no-eval',
      language: 'javascript',
      category: 'security',
      severity: 'high',
      confidence: 0.9,
      config: { rule: { pattern: 'eval($X)' } },
    });
  });

  it('reads several rules from one file separated by ---', () => {
    const rules = parseRuleFile(`${GOOD}---\n${GOOD.replace('no-eval', 'no-eval-2')}`, 'two.yml');
    expect(rules.map((r) => r.id)).toEqual(['no-eval', 'no-eval-2']);
  });

  it('names the file and the missing key when metadata is incomplete', async () => {
    const dir = tempDir({ 'broken.yml': GOOD.replace('category: security, ', '') });
    await expect(runStaticRules([], { rulesDir: dir })).rejects.toThrow(
      /malformed rule file .*broken\.yml: metadata\.category: /,
    );
  });

  it('names an unknown key, so a misspelt `constraints` is not silently ignored', () => {
    expect(() => parseRuleFile(`${GOOD}constraint:\n  X: { kind: identifier }\n`, 'typo.yml')).toThrow(
      /malformed rule file typo\.yml: constraint: /,
    );
  });

  it('names the key of a value outside its range', () => {
    expect(() => parseRuleFile(GOOD.replace('confidence: 0.9', 'confidence: 9'), 'c.yml')).toThrow(
      /c\.yml: metadata\.confidence: /,
    );
    expect(() => parseRuleFile(GOOD.replace('language: JavaScript', 'language: cobol'), 'l.yml')).toThrow(
      /l\.yml: language: /,
    );
  });

  it('reads the optional flow metavariable and fix template, and names a flow written with `$`', () => {
    const withFlow = GOOD.replace('confidence: 0.9 }', 'confidence: 0.9, flow: X }') + 'fix: safeEval($X)\n';
    const [rule] = parseRuleFile(withFlow, 'flow.yml');
    expect(rule).toMatchObject({ flow: 'X', fix: 'safeEval($X)' });
    expect(() =>
      parseRuleFile(GOOD.replace('confidence: 0.9 }', "confidence: 0.9, flow: '$X' }"), 'bad.yml'),
    ).toThrow(/bad\.yml: metadata\.flow: name a metavariable of the rule without `\$`/);
  });

  it('tries a rule with `requires` only on files whose text matches it, and names a bad regex', async () => {
    const gated = GOOD.replace('confidence: 0.9 }', "confidence: 0.9, requires: 'unsafe-\\w+' }");
    const dir = tempDir({ 'gated.yml': gated });
    const run = (content: string) =>
      runStaticRules([{ path: 'a.js', content, changedLines: new Set([1]) }], { rulesDir: dir });
    expect((await run('eval(x); // unsafe-ok\n')).findings.map((f) => f.ruleId)).toEqual(['no-eval']);
    // The pattern matches, but the text the rule requires is absent: the rule is not tried.
    expect((await run('eval(x);\n')).findings).toEqual([]);
    expect(() =>
      parseRuleFile(GOOD.replace('confidence: 0.9 }', "confidence: 0.9, requires: 'eval(' }"), 're.yml'),
    ).toThrow(/re\.yml: metadata\.requires: write a valid regular expression/);
  });

  it("grades a match by the first `escalate` entry whose `when` its file matches, saying why; none matching keeps the rule's", async () => {
    const escalating = GOOD.replace(
      'confidence: 0.9 }',
      "confidence: 0.9,\n  escalate: [{ when: 'agent', severity: medium, why: 'an agent' }, { when: 'host', severity: critical, why: 'the host' }] }",
    );
    const dir = tempDir({ 'esc.yml': escalating });
    const run = async (content: string) =>
      (
        await runStaticRules([{ path: 'a.js', content, changedLines: new Set([1]) }], { rulesDir: dir })
      ).findings.map((f) => [f.severity, /Severity \w+: ([a-z ]+)\./.exec(f.body)?.[1] ?? null]);
    expect(await run('eval(x); // host agent\n')).toEqual([['medium', 'an agent']]);
    expect(await run('eval(x); // host\n')).toEqual([['critical', 'the host']]);
    expect(await run('eval(x);\n')).toEqual([['high', null]]);
    // One entry, not a list, as the rules were written before.
    const single = GOOD.replace(
      'confidence: 0.9 }',
      "confidence: 0.9, escalate: { when: 'host', severity: low, why: 'w' } }",
    );
    expect(parseRuleFile(single, 'one.yml')[0]?.escalate.map((e) => [e.when.source, e.severity])).toEqual([
      ['host', 'low'],
    ]);
  });

  it('accepts YAML and Dart rules', () => {
    for (const language of ['yaml', 'dart']) {
      const text = GOOD.replace('language: JavaScript', `language: ${language}`).replace(
        'eval($X)',
        'privileged',
      );
      expect(parseRuleFile(text, `${language}.yml`)[0]!.language).toBe(language);
    }
  });

  it('names the file of a YAML syntax error', () => {
    expect(() => parseRuleFile('id: [unclosed\n', 'syntax.yml')).toThrow(/malformed rule file syntax\.yml: /);
  });

  it('names the file and rule when ast-grep cannot compile the rule for a language the change has', async () => {
    const dir = tempDir({ 'kind.yml': GOOD.replace('pattern: eval($X)', 'kind: no_such_kind') });
    const js = { path: 'a.js', content: 'eval(x)\n', changedLines: new Set([1]) };
    await expect(runStaticRules([js], { rulesDir: dir })).rejects.toThrow(
      /malformed rule file .*kind\.yml: rule: no-eval does not compile for javascript: [\s\S]*no_such_kind/,
    );
  });

  it('refuses two rules with the same id and names both files', async () => {
    const dir = tempDir({ 'a.yml': GOOD, 'b.yaml': GOOD });
    await expect(loadRules(dir)).rejects.toThrow(/b\.yaml: id: "no-eval" is already used by .*a\.yml/);
  });

  it('says which folder it could not read', async () => {
    await expect(loadRules('/nonexistent/prlens-rules')).rejects.toThrow(/\/nonexistent\/prlens-rules/);
  });

  it('uses only the rules of the folder it is given, ignoring other files', async () => {
    const dir = tempDir({ 'no-eval.yml': GOOD, 'README.md': '# not a rule' });
    const result = await runStaticRules(
      [{ path: 'a.js', content: 'eval(x)\n', changedLines: new Set([1]) }],
      // No file checks either: they are rules too and would count.
      { rulesDir: dir, checks: [] },
    );
    expect(result.rules).toBe(1);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['no-eval']);
  });
});

describe('assets', () => {
  it("prefers the bundle's grammar for this machine's platform next to the module", () => {
    const dir = tempDir({
      'grammars/prebuild-Linux-ARM64/python.so': 'arm',
      'grammars/prebuild-macOS-X64/python.so': 'mac',
    });
    expect(locateGrammar('python', dir, 'prebuild-macOS-X64')).toEqual({
      ok: true,
      path: path.join(dir, 'grammars', 'prebuild-macOS-X64', 'python.so'),
    });
  });

  it("falls back to the package's prebuild for this platform", () => {
    const found = locateGrammar('rust', tempDir({}));
    expect(found.ok).toBe(true);
    if (found.ok)
      expect(found.path).toMatch(
        /@ast-grep\/lang-rust\/prebuilds\/prebuild-[A-Za-z]+-[A-Z0-9]+\/parser\.so$/,
      );
  });

  it('names the platform folders the packages publish and none for others', () => {
    expect(prebuildFolder('linux', 'x64')).toBe('prebuild-Linux-X64');
    expect(prebuildFolder('darwin', 'arm64')).toBe('prebuild-macOS-ARM64');
    expect(prebuildFolder('aix', 'ppc64')).toBeUndefined();
  });

  it('finds bundled rules next to the module, else the repository rules folder', () => {
    const bundle = tempDir({ 'rules/x.yml': GOOD });
    expect(locateRulesDir(bundle)).toBe(path.join(bundle, 'rules'));
    expect(locateRulesDir('/repo/src/static')).toBe(path.normalize('/repo/rules'));
  });
});

describe('bundled rules', () => {
  it('the JS, Python and Java ReDoS rules share one copy of their expressions', async () => {
    const rules = await loadRules(path.resolve(import.meta.dirname, '../../rules'));
    const utilsOf = (id: string) => rules.find((r) => r.id === id)?.config.utils;
    const { 'always-matches-after': jsOnly, ...js } = utilsOf('js-regex-nested-quantifier') ?? {};

    expect(Object.keys(js)).toEqual(['nested-quantifier', 'overlapping-alternation', 'ambiguous-repeat']);
    expect(utilsOf('py-regex-nested-quantifier')).toEqual(js);
    expect(utilsOf('java-regex-nested-quantifier')).toEqual(js);
    // JavaScript's own: Python's fullmatch and Java's matches() anchor both ends, so a group at the
    // end of their pattern can still be followed by something that fails.
    expect(jsOnly).toBeDefined();
  });
});
