/**
 * A JavaScript or TypeScript guard that rejects a value, read from the syntax tree (js-guard.ts,
 * validated.ts): the same allow-list regex, `typeof`, `Number.isInteger`, version or membership check
 * seen through TypeScript casts, `!`, parentheses and `||`-joined conditions, in a branch that throws,
 * returns or exits first or last. Each shape has its look-alike that validates nothing, and through
 * the runner the command with an unchecked request value stays critical.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { napiLang } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';
import { passedValidator } from '../../src/static/flow/validated.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** What the guards of `code` showed `v`, read in `run(v)`, to be (the member check as its list's text). */
function check(code: string): string | null {
  const root = napi().parse(napiLang('typescript'), code).root();
  const at = root.find('run($V)')!.getMatch('V')!;
  const scope: SgNode = at.ancestors().find((a) => a.kind() === 'function_declaration') ?? root;
  const found = passedValidator(scope, 'v', at, 'typescript');
  return found !== null && typeof found === 'object' ? `member of ${found.member.text()}` : found;
}

describe('a guard seen through the shapes code gives it', () => {
  it('an allow-list regex behind casts, non-null assertions and parentheses', () => {
    expect(check('if (!/^\\w+$/.test(v as string)) return\nrun(v)')).toBe('word');
    expect(check('if (!(/^\\w+$/).test(<string>v)) throw new Error()\nrun(v)')).toBe('word');
    expect(
      check('if (!(NAME_RE.test(v!))) process.exit(1)\nrun(v)'.replace(/^/, 'const NAME_RE = /^[a-z]+$/\n')),
    ).toBe('word');
    expect(check('if ((!/^\\d+$/.test((v satisfies string)))) return\nrun(v)')).toBe('word');
  });

  it('one disjunct of an `||` is enough: every disjunct is false after the guard', () => {
    expect(check("if (!v || !semver.valid(v)) throw new Error('bad')\nrun(v)")).toBe('version');
    expect(check('if (v.length > 40 || !/^[a-f0-9]+$/.test(v)) return\nrun(v)')).toBe('word');
    expect(check('if (!(strict && Number.isInteger(v))) return\nrun(v)')).toBe('number');
  });

  it('typeof and Number.isInteger show a number or a boolean', () => {
    expect(check("if (typeof v !== 'number') return\nrun(v)")).toBe('number');
    expect(check("if ('boolean' != typeof (v as unknown)) throw new TypeError()\nrun(v)")).toBe('number');
    expect(check('if (!Number.isInteger(v)) {\n  console.error("bad");\n  process.exit(1);\n}\nrun(v)')).toBe(
      'number',
    );
    expect(check('if (!Number.isSafeInteger(v as number)) return\nrun(v)')).toBe('number');
  });

  it('a membership check shows one of the list values', () => {
    expect(check("const ALLOWED = ['npm', 'pnpm']\nif (!ALLOWED.includes(v)) return\nrun(v)")).toBe(
      'member of ALLOWED',
    );
    expect(check('if (!KNOWN.has(v as string)) throw new Error()\nrun(v)')).toBe('member of KNOWN');
  });

  it('a guard in a try whose catch leaves too holds after the try, but not in the catch', () => {
    const guarded = [
      'try {',
      '  const refs = list()',
      '  if (!refs.includes(v)) {',
      "    console.error('unknown ref')",
      '    process.exit(1)',
      '  }',
      '} catch (err) {',
      '  process.exit(1)',
      '}',
    ];
    expect(check([...guarded, 'run(v)'].join('\n'))).toBe('member of refs');
    // A catch that carries on lets a failed lookup through with any value.
    expect(check([...guarded.slice(0, 7), '  console.warn(err)', '}', 'run(v)'].join('\n'))).toBeNull();
    // The catch may run before the guard did.
    expect(check([...guarded.slice(0, 7), '  run(v)', '  process.exit(1)', '}'].join('\n'))).toBeNull();
  });

  it('validates nothing when the check is on another value, joined by `&&`, not negated, or does not leave', () => {
    expect(check('if (!Number.isInteger(Number(v))) return\nrun(v)')).toBeNull();
    expect(check("if (typeof v.length !== 'number') return\nrun(v)")).toBeNull();
    expect(check("if (typeof v !== 'string') return\nrun(v)")).toBeNull();
    expect(check('if (!/^\\w+$/.test(v) && strict) return\nrun(v)')).toBeNull();
    expect(check('if (/^\\w+$/.test(v)) return\nrun(v)')).toBeNull();
    expect(check('if (!/^[\\w.-]+$/.test(v as string) || !v) return\nrun(v)')).toBeNull();
    expect(check('if (!ALLOWED.includes(v)) {\n  console.warn("odd")\n}\nrun(v)')).toBeNull();
    expect(check('if (!ALLOWED.includes(other)) return\nrun(v)')).toBeNull();
    expect(check('if (!(v as string).includes("x")) return\nrun(v)')).toBeNull();
  });
});

/** The findings of one added file: `[ruleId, line, severity]`. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

describe('a guarded value reaching a command', () => {
  it("a request's value checked against a constant list, a number check or a cast allow-list is no finding", async () => {
    const seen = await scan('server/routes/tools.ts', [
      "import { execSync } from 'node:child_process';",
      "const MANAGERS = ['npm', 'pnpm', 'yarn'];",
      'app.post("/install", (req, res) => {',
      '  const manager = req.body.manager;',
      '  if (!MANAGERS.includes(manager)) return res.status(400).end();',
      '  const port = req.body.port;',
      "  if (typeof port !== 'number' || !Number.isInteger(port)) return res.status(400).end();",
      '  const name = req.query.name;',
      '  if (!/^[a-z0-9_]+$/.test(name as string)) return res.status(400).end();',
      '  res.send(execSync(`${manager} run serve --port ${port} --name ${name}`));',
      '});',
    ]);
    expect(seen).toEqual([]);
  });

  it("the same request values checked against the request's own list, by `&&`, or not at all stay critical", async () => {
    const seen = await scan('server/routes/tools.ts', [
      "import { execSync } from 'node:child_process';",
      'app.post("/install", (req, res) => {',
      '  const manager = req.body.manager;',
      '  if (!req.body.allowed.includes(manager)) return res.status(400).end();',
      '  execSync(`${manager} install`);',
      '  const name = req.query.name;',
      '  if (!/^[a-z0-9_]+$/.test(name as string) && req.query.strict) return res.status(400).end();',
      '  execSync(`git log ${name}`);',
      "  if (typeof req.query.port !== 'number') return res.status(400).end();",
      '  execSync(`serve --port ${req.query.other}`);',
      '});',
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 5, 'critical'],
      ['js-exec-interpolated', 8, 'critical'],
      ['js-exec-interpolated', 10, 'critical'],
    ]);
  });

  it("a constant checked against a request's list is still the constant: the milder of the two holds", async () => {
    const seen = await scan('server/routes/tools.ts', [
      "import { execSync } from 'node:child_process';",
      'app.post("/install", (req, res) => {',
      "  const manager = 'npm';",
      '  if (!req.body.allowed.includes(manager)) return res.status(400).end();',
      '  execSync(`${manager} install`);',
      '  const other = req.body.other;',
      '  if (!req.body.allowed.includes(other)) return res.status(400).end();',
      '  execSync(`${other} install`);',
      '});',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 8, 'critical']]);
  });

  it("a maintainer's script's argv checked against the repository's own refs is no finding; unchecked it is low", async () => {
    const lines = [
      "const { execSync } = require('child_process');",
      'const ref = process.argv[2];',
      'try {',
      "  const refs = execSync('git show-ref').toString().split('\\n');",
      '  if (!refs.includes(ref)) {',
      "    console.error('unknown ref');",
      '    process.exit(1);',
      '  }',
      '} catch (err) {',
      '  process.exit(1);',
      '}',
      'execSync(`git diff --name-only ${ref}`);',
      'execSync(`git log ${process.argv[3]}`);',
    ];
    expect(await scan('scripts/changed-packages.js', lines)).toEqual([['js-exec-interpolated', 13, 'low']]);
  });
});
