/**
 * Issue 45 point 2: "a command built from the script's own paths or validated versions is no
 * finding". `passedValidator` says what guard a name passed before the place it is read: a version
 * validator (`if (!semver.valid(v)) throw …`) or an allowlist of word characters (`if
 * (!/^[0-9a-f]{16}$/.test(v)) return`); a check that only logs, a guard after the read, or a new value
 * given between guard and read validates nothing.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { napiLang, processLanguages } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';
import { passedValidator, type Validated } from '../../src/static/flow/validated.js';

/** The `version` passed to `run(…)` in `code` and its enclosing function (or the program). */
function lastUse(code: string): { scope: SgNode; at: SgNode } {
  const root = napi().parse(napiLang('typescript'), code).root();
  const at = root.find('run($V)')!.getMatch('V')!;
  const scope = at.ancestors().find((a) => a.kind() === 'function_declaration') ?? root;
  return { scope, at };
}

const check = (code: string): Validated | null => {
  const { scope, at } = lastUse(code);
  return passedValidator(scope, 'version', at, 'typescript');
};

describe('a value that passed a validator', () => {
  it('passes after a guard that throws, returns or exits unless semver.valid holds', () => {
    expect(check("if (!semver.valid(version)) throw new Error('bad')\nrun(version)")).toBe('version');
    expect(check('function f(version) {\n  if (!valid(version)) {\n    return\n  }\n  run(version)\n}')).toBe(
      'version',
    );
    expect(check("if (!semver.satisfies(version, '>=1')) process.exit(1)\nrun(version)")).toBe('version');
  });

  it('does not pass when the failed check only logs, comes after the read, or another value follows it', () => {
    expect(check("if (!semver.valid(version)) console.error('bad')\nrun(version)")).toBeNull();
    expect(check("run(version)\nif (!semver.valid(version)) throw new Error('bad')")).toBeNull();
    expect(
      check("const x = version\nif (!semver.valid(other)) throw new Error('bad')\nrun(version)"),
    ).toBeNull();
    expect(
      check("let version = a\nif (!semver.valid(version)) throw new Error('bad')\nversion = b\nrun(version)"),
    ).toBeNull();
  });

  it('does not pass when the guard sits in another branch than the read', () => {
    expect(
      check("if (beta) {\n  if (!semver.valid(version)) throw new Error('bad')\n}\nrun(version)"),
    ).toBeNull();
  });

  it('reads a validator by its name only: a check of another kind validates nothing', () => {
    expect(check("if (!isAllowed(version)) throw new Error('bad')\nrun(version)")).toBeNull();
  });

  it('passes after a guard that returns unless an allowlist of word characters matches, literal or constant', () => {
    expect(
      check("if (!/^[0-9a-f]{16}$/.test(version)) return res.status(404).send('Not found')\nrun(version)"),
    ).toBe('word');
    expect(
      check(
        'function f(version) {\n  const nameRegex = /^[0-9a-f]{16}$/;\n  if (!nameRegex.test(version)) {\n    return;\n  }\n  run(version)\n}',
      ),
    ).toBe('word');
  });

  it('does not pass after an allowlist that lets a dot or separator through, or a test that does not leave', () => {
    expect(check('if (!/^[\\w.-]+$/.test(version)) return\nrun(version)')).toBeNull();
    expect(check('if (!/^[0-9a-f]{16}/.test(version)) return\nrun(version)')).toBeNull();
    expect(check("if (!/^\\w+$/.test(version)) console.warn('odd')\nrun(version)")).toBeNull();
    expect(
      check('const nameRegex = /^[^/]+$/\nif (!nameRegex.test(version)) return\nrun(version)'),
    ).toBeNull();
  });

  it("searches a function's guards once for all its names and reads, and only in conditions", () => {
    // Each name the grader reads in a function asks for its guards; a vendored IIFE asks hundreds of times.
    const body = Array.from({ length: 40 }, (_, i) => `  if (!/^\\w+$/.test(v${i})) return\n  run(v${i})`);
    const root = napi()
      .parse(napiLang('typescript'), `function f() {\n${body.join('\n')}\n}`)
      .root();
    const fn = root.find({ rule: { kind: 'function_declaration' } })!;
    let searches = 0;
    const counted = new Proxy(fn, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key === 'findAll')
          return (config: Parameters<SgNode['findAll']>[0]) => {
            if (JSON.stringify(config).includes('if_statement')) searches++;
            return target.findAll(config);
          };
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const reads = root.findAll('run($V)').map((m) => m.getMatch('V')!);
    for (const at of reads) expect(passedValidator(counted, at.text(), at, 'typescript')).toBe('word');
    expect(searches).toBe(1);
    // A branch whose body calls test() but whose condition names no validator guards nothing.
    expect(check('if (!ok) { assert.test(version); return }\nrun(version)')).toBeNull();
  });
});

/** Whether `t` read in `run(t)` of the Java method in `code` passed a guard (java-validated.ts). */
const checkJava = (code: string): Validated | null => {
  expect(processLanguages.check('java')).toEqual({ ok: true });
  const root = napi().parse(napiLang('java'), code).root();
  const at = root.find({
    rule: {
      kind: 'identifier',
      regex: '^t$',
      inside: { kind: 'argument_list', inside: { kind: 'method_invocation', regex: '^run\\(' } },
    },
  })!;
  const scope = at.ancestors().find((a) => a.kind() === 'method_declaration')!;
  return passedValidator(scope, 't', at, 'java');
};

const javaMethod = (body: string, fields = 'static final Pattern P = Pattern.compile("[a-z0-9_]+");') =>
  `class A {\n  ${fields}\n  void f(String t) {\n${body}\n  }\n}`;

describe('a Java name that passed a word allowlist', () => {
  it('passes after a guard that throws or returns unless the compiled or inline pattern matches', () => {
    expect(checkJava(javaMethod('if (!P.matcher(t).matches()) { throw new E(); }\nrun(t);'))).toBe('word');
    expect(checkJava(javaMethod('if (!t.matches("[A-Z][a-z0-9_]{0,30}")) return;\nrun(t);'))).toBe('word');
    const viaConstant = 'static final String RE = "\\\\w+"; static final Pattern P = Pattern.compile(RE);';
    expect(checkJava(javaMethod('if (!P.matcher(t).matches()) throw new E();\nrun(t);', viaConstant))).toBe(
      'word',
    );
  });

  it('does not pass for a pattern that lets `-`, `.` or alternation through, or a field declared twice', () => {
    const hyphen = 'static final Pattern P = Pattern.compile("[a-zA-Z0-9_-]+");';
    expect(checkJava(javaMethod('if (!P.matcher(t).matches()) throw new E();\nrun(t);', hyphen))).toBeNull();
    expect(checkJava(javaMethod('if (!t.matches("[a-z.]+")) return;\nrun(t);'))).toBeNull();
    expect(checkJava(javaMethod('if (!t.matches("a|b;drop")) return;\nrun(t);'))).toBeNull();
    const twice =
      'static final Pattern P = Pattern.compile("[a-z]+"); class B { Pattern P = Pattern.compile(".*"); }';
    expect(checkJava(javaMethod('if (!P.matcher(t).matches()) throw new E();\nrun(t);', twice))).toBeNull();
  });

  it('does not pass when the check only logs, comes after the read, or t gets a new value after it', () => {
    expect(checkJava(javaMethod('if (!P.matcher(t).matches()) log.warn("odd");\nrun(t);'))).toBeNull();
    expect(checkJava(javaMethod('run(t);\nif (!P.matcher(t).matches()) throw new E();'))).toBeNull();
    expect(
      checkJava(javaMethod('if (!P.matcher(t).matches()) throw new E();\nt = other;\nrun(t);')),
    ).toBeNull();
    expect(checkJava(javaMethod('if (!P.matcher(u).matches()) throw new E();\nrun(t);'))).toBeNull();
  });
});
