/**
 * Inline suppressions people already write for other linters, and rules that know what
 * to do in test files (`in-tests`). Run against the real rule set, on real parses.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import type { StaticFile } from '../../src/static/static-file.js';
import { directives } from '../../src/static/suppressions.js';

function file(path: string, lines: string[], role: 'source' | 'test' = 'source'): StaticFile {
  return {
    path,
    content: lines.join('\n') + '\n',
    changedLines: new Set(lines.map((_, i) => i + 1)),
    role,
  };
}

/** `rule@line` of each finding, and of each suppressed match with its marker. */
async function scan(f: StaticFile) {
  const result = await runStaticRules([f]);
  return {
    found: result.findings.map((x) => `${x.ruleId}@${x.line}`),
    suppressed: result.suppressed.map((s) => `${s.rule}@${s.line} by ${s.marker}`),
    findings: result.findings,
    rulesRun: result.rulesRun,
  };
}

describe('inline suppressions', () => {
  it('honours # nosec and # noqa in Python, blanket or naming the check, never inside a string', async () => {
    const { found, suppressed } = await scan(
      file('app.py', [
        'a = eval(request.args["a"])  # nosec',
        'b = eval(request.args["b"])  # noqa: S307',
        'c = eval(request.args["c"])  # noqa: E501',
        'd = eval(request.args["d"])  # noqa',
        'e = eval(request.args["e"] + "  # noqa")',
        'f = eval(request.args["f"])  # nosec B602',
        'g = eval(request.args["g"])  # noqa: py-eval-exec',
        "if name is 'admin':  # nosec",
        '    grant()',
      ]),
    );
    // nosec is a security marker: it does not silence a correctness rule (line 8).
    expect(found).toEqual(['py-eval-exec@3', 'py-eval-exec@5', 'py-eval-exec@6', 'py-is-literal@8']);
    expect(suppressed).toEqual([
      'py-eval-exec@1 by nosec',
      'py-eval-exec@2 by noqa',
      'py-eval-exec@4 by noqa',
      'py-eval-exec@7 by noqa',
    ]);
  });

  it('reads the check a nosec names after a colon, with or without a space (`# nosec:B105`)', async () => {
    const { found, suppressed } = await scan(
      file('settings.py', [
        'SECRET_KEY = "^8y!)$0t7yq2+65%&_#@i^_o)eb3^q--y_$e7a_=t$%$1i)zuv"  # nosec:B105',
        'JWT_SECRET_KEY = "another-fixed-signing-key"  # nosec: B105',
        'SESSION_SECRET_KEY = "a-third-fixed-signing-key"  # nosec:B602',
      ]),
    );
    expect(found).toEqual(['py-literal-signing-secret@3']);
    expect(suppressed).toEqual([
      'py-literal-signing-secret@1 by nosec',
      'py-literal-signing-secret@2 by nosec',
    ]);
  });

  it('honours a Python noqa where ruff reads it for a multi-line string: after the closing quotes, not on another line', async () => {
    const { found, suppressed } = await scan(
      file('app.py', [
        'def upgrade(request):',
        "    op.execute(f'''",
        '        UPDATE users SET value = \'{request.args["v"]}\'',
        "    ''')  # noqa: S608",
        "    op.execute(f'''",
        '        UPDATE users SET value = \'{request.args["w"]}\'',
        "    ''')  # noqa: E501",
        "    op.execute(f'''",
        '        UPDATE users SET value = \'{request.args["x"]}\'',
        "    ''')",
        '    # noqa: S608',
      ]),
    );
    expect(found).toEqual(['py-sql-format@5', 'py-sql-format@8']);
    expect(suppressed).toEqual(['py-sql-format@2 by noqa']);
  });

  it('honours a Python noqa where ruff and bandit report S608: on the string that builds the SQL a variable passes to execute, on every one of its assignments', async () => {
    const { found, suppressed } = await scan(
      file('app.py', [
        'def count(db, table, clause):',
        '    if table:',
        '        q = f"SELECT COUNT(*) FROM {table} {clause}"  # noqa: S608',
        '    else:',
        '        q = f"""SELECT COUNT(*)',
        '        FROM {table} {clause}"""  # noqa: S608',
        '    db.execute(q)',
        '',
        'def total(db, table):',
        '    if table:',
        '        q = f"SELECT COUNT(*) FROM {table}"  # noqa: S608',
        '    else:',
        '        q = f"SELECT COUNT(*) FROM x WHERE a = {table}"',
        '    db.execute(q)',
        '',
        'def other(db, table):',
        '    q = f"SELECT COUNT(*) FROM {table}"  # noqa: E501',
        '    db.execute(q)',
        '',
        'def extended(db, table, where):',
        '    q = f"SELECT COUNT(*) FROM {table}"  # noqa: S608',
        '    q += f" WHERE a = {where}"',
        '    db.execute(q)',
      ]),
    );
    // An unmarked `+=` adds to the SQL as an assignment does: the marks above it do not cover it.
    expect(found).toEqual(['py-sql-format@14', 'py-sql-format@18', 'py-sql-format@23']);
    expect(suppressed).toEqual(['py-sql-format@7 by noqa']);
  });

  it('honours eslint-disable-line, -next-line, config comments and disable/enable regions', async () => {
    const { found, suppressed } = await scan(
      file('src/a.ts', [
        'eval(input); // eslint-disable-line no-eval',
        '// eslint-disable-next-line',
        'eval(input);',
        '// eslint-disable-next-line no-console -- not this one',
        'eval(input);',
        '/* eslint-disable no-eval */',
        'eval(input);',
        '/* eslint-enable */',
        'eval(input);',
        'try { verify(token); } catch (e) {}',
      ]),
    );
    expect(found).toEqual(['js-eval@5', 'js-eval@9', 'js-empty-catch@10']);
    expect(suppressed).toEqual([
      'js-eval@1 by eslint-disable-line',
      'js-eval@3 by eslint-disable-next-line',
      'js-eval@7 by eslint-disable',
    ]);
    const config = await scan(
      file('src/b.js', ['/*eslint no-empty:0*/', 'try { verify(token); } catch (e) {}']),
    );
    expect(config.found).toEqual([]);
    expect(config.suppressed).toEqual(['js-empty-catch@2 by eslint config comment']);
  });

  it('honours //nolint and #nosec in Go, by linter name or gosec id', async () => {
    const lines = (marker: string) => [
      'package main',
      'import "crypto/tls"',
      `var a = &tls.Config{InsecureSkipVerify: true} ${marker}`,
    ];
    expect((await scan(file('a.go', lines('//nolint:gosec // test server')))).found).toEqual([]);
    expect((await scan(file('a.go', lines('// #nosec G402')))).found).toEqual([]);
    expect((await scan(file('a.go', lines('//nolint')))).found).toEqual([]);
    expect((await scan(file('a.go', lines('//nolint:errcheck')))).found).toEqual(['go-tls-insecure@3']);
    const above = await scan(
      file('b.go', [
        'package main',
        'import "crypto/tls"',
        '//nolint:gosec',
        'var a = &tls.Config{InsecureSkipVerify: true}',
      ]),
    );
    expect(above.suppressed).toEqual(['go-tls-insecure@4 by nolint']);
  });

  it('honours @SuppressWarnings on the enclosing Java declaration and // NOSONAR on the line', async () => {
    const source = (annotation: string, tail = '') => [
      'class A {',
      `  ${annotation}`,
      '  void f() {',
      `    try { run(); } catch (Exception e) {}${tail}`,
      '  }',
      '}',
    ];
    expect((await scan(file('A.java', source('@SuppressWarnings("EmptyCatchBlock")')))).found).toEqual([]);
    expect((await scan(file('A.java', source('@SuppressWarnings({"unchecked", "all"})')))).found).toEqual([]);
    expect((await scan(file('A.java', source('@SuppressWarnings("unchecked")')))).found).toEqual([
      'java-empty-catch@4',
    ]);
    expect((await scan(file('A.java', source('@Override', ' // NOSONAR')))).found).toEqual([]);
  });
});

describe('rules in test files (in-tests)', () => {
  const lines = [
    'import pickle, requests',
    'r = requests.get(url, verify=False)',
    'x = pickle.loads(r.content)',
    'v = eval(request.args["v"])',
    "if name is 'admin':",
    '    grant()',
  ];

  it('runs everything on source files at the rule’s own severity', async () => {
    const { found, findings } = await scan(file('app/client.py', lines));
    expect(found).toEqual([
      'py-requests-verify-false@2',
      'py-pickle-loads@3',
      'py-eval-exec@4',
      'py-is-literal@5',
    ]);
    expect(findings.find((f) => f.ruleId === 'py-eval-exec')?.severity).toBe('high');
  });

  it('skips `skip` rules on tests, grades `low` rules low and says why, keeps `keep` rules', async () => {
    const { found, findings, rulesRun } = await scan(file('tests/test_client.py', lines, 'test'));
    expect(found).toEqual(['py-eval-exec@4', 'py-is-literal@5']);
    // A rule graded by what flows in says why in its own words (issue 45 point 2: a test serves no request).
    const evaluated = findings.find((f) => f.ruleId === 'py-eval-exec')!;
    expect(evaluated.severity).toBe('low');
    expect(evaluated.body).toContain('(in a test: it serves no request');
    expect(evaluated.body.trimEnd().endsWith('_prlens static rule `py-eval-exec`_')).toBe(true);
    // Any other `low` rule gets the test file's line.
    const parser = await scan(
      file('tests/test_xml.py', ['parser = etree.XMLParser(resolve_entities=True)'], 'test'),
    );
    expect(parser.findings.map((f) => [f.ruleId, f.severity])).toEqual([['py-lxml-resolve-entities', 'low']]);
    expect(parser.findings[0]?.body).toContain(
      'Graded low (the rule says high): `tests/test_xml.py` is a test file.',
    );
    expect(findings.find((f) => f.ruleId === 'py-is-literal')?.severity).toBe('medium');
    // What the lens looked at names only the rules that ran.
    expect(rulesRun).not.toContain('py-requests-verify-false');
    expect(rulesRun).toContain('py-is-literal');
  });
});

describe('rules on YAML and file checks', () => {
  const pod = [
    'apiVersion: v1',
    'kind: Pod',
    'spec:',
    '  containers:',
    '    - name: app',
    '      image: app:1',
    '      securityContext:',
    '        privileged: true',
  ];

  it('honours # nosec in a YAML manifest (comment nodes of the YAML grammar)', async () => {
    expect((await scan(file('deploy/pod.yaml', pod))).found).toEqual(['k8s-privileged-container@8']);
    const silenced = [...pod.slice(0, 7), '        privileged: true # nosec'];
    const { found, suppressed } = await scan(file('deploy/pod.yaml', silenced));
    expect(found).toEqual([]);
    expect(suppressed).toEqual(['k8s-privileged-container@8 by nosec']);
  });

  it('grades a file check low in a test fixture and counts the file as scanned', async () => {
    const dockerfile = ['FROM debian:12', 'RUN curl -fsSL https://example.com/install.sh | sh'];
    const source = await scan(file('Dockerfile', dockerfile));
    expect(source.findings.map((f) => f.severity)).not.toContain('low');
    const fixture = await runStaticRules([file('tests/fixtures/Dockerfile', dockerfile, 'test')]);
    expect(fixture.findings.length).toBeGreaterThan(0);
    expect(fixture.findings.every((f) => f.severity === 'low')).toBe(true);
    expect(fixture.scanned).toEqual(['tests/fixtures/Dockerfile']);
  });
});

describe('directives', () => {
  it('reads names after the marker and stops at a reason', () => {
    expect(directives('eslint-disable-line no-eval, no-alert -- trusted')).toEqual([
      {
        kind: 'same-line',
        marker: { kind: 'eslint-disable-line', names: ['no-eval', 'no-alert'], securityOnly: false },
      },
    ]);
    expect(directives('nolint:gosec,errcheck // reason')[0]!.marker.names).toEqual(['gosec', 'errcheck']);
    expect(directives('type: ignore')).toEqual([]);
    expect(directives('flake8: noqa')[0]!.kind).toBe('file');
  });
});
