import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/core/fingerprint.js';
import { Finding } from '../../src/core/types.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { runStaticRules, staticRuleIdOf } from '../../src/static/run-static-rules.js';
import type { StaticFile } from '../../src/static/static-file.js';
import { processLanguages } from '../../src/static/languages.js';
import type { LanguageSupport } from '../../src/static/languages.js';

/** A post-change file where `changed` lists the added lines; all lines when omitted. */
function file(path: string, lines: string[], changed?: number[]): StaticFile {
  return {
    path,
    content: lines.join('\n') + '\n',
    changedLines: new Set(changed ?? lines.map((_, i) => i + 1)),
  };
}

describe('runStaticRules', () => {
  it('gives two rules of one category on one line fingerprints of their own, the first keeping the plain one', async () => {
    const line = '    os.system(x + eval(x))';
    const { findings } = await runStaticRules([file('app/run.py', ['import os', '', 'def go(x):', line])]);
    const byRule = new Map(findings.map((f) => [f.ruleId, f.fingerprint]));
    expect([...byRule.keys()].sort()).toEqual(['py-eval-exec', 'py-os-system']);
    // What earlier runs posted for this line (and what `/prlens ignore` may list) stays the same.
    expect(byRule.get('py-eval-exec')).toBe(
      fingerprint({ path: 'app/run.py', category: 'security', anchor: line }),
    );
    expect(byRule.get('py-os-system')).not.toBe(byRule.get('py-eval-exec'));
    // The same again on a rerun: the identity does not depend on the order rules ran in.
    const again = await runStaticRules([file('app/run.py', ['import os', '', 'def go(x):', line])]);
    expect(new Map(again.findings.map((f) => [f.ruleId, f.fingerprint]))).toEqual(byRule);
  });

  it('flags a shell command built from an interpolated string in a TypeScript file', async () => {
    const source = [
      "import { exec } from 'node:child_process';",
      '',
      'export function thumbnail(name: string): void {',
      '  exec(`convert ${name} -resize 64x64 thumb.png`);',
      '}',
      // A route passes the request's value: critical (a helper nothing reaches would be medium).
      "app.post('/thumb', (req) => thumbnail(req.body.name));",
    ];
    const { findings, skipped } = await runStaticRules([file('src/thumb.ts', source, [3, 4])]);

    expect(skipped).toEqual([]);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({
      path: 'src/thumb.ts',
      line: 4,
      start_line: null,
      side: 'RIGHT',
      severity: 'critical',
      category: 'security',
      lens: 'static',
      suggestion: null,
      anchored: true,
      confidence: 0.9,
      anchor: '  exec(`convert ${name} -resize 64x64 thumb.png`);',
      ruleId: 'js-exec-interpolated',
    });
    expect(finding!.title).toMatch(/command injection/i);
    expect(finding!.body).toContain(finding!.title);
    expect(finding!.body).toContain('execFile');
    expect(staticRuleIdOf(finding!.body)).toBe('js-exec-interpolated');
    expect(finding!.fingerprint).toBe(
      fingerprint({ path: 'src/thumb.ts', category: 'security', anchor: finding!.anchor }),
    );
    // A static finding is a valid report finding.
    expect(Finding.parse(finding)).toBeTruthy();
  });

  it('flags subprocess.run with shell=True on a command built from user input in a Python file', async () => {
    const source = [
      'import subprocess',
      'from flask import request',
      '',
      'def archive():',
      "    name = request.args['name']",
      '    cmd = f"tar czf /tmp/{name}.tgz /srv/data"',
      '    subprocess.run(cmd, shell=True, check=True)',
    ];
    const { findings } = await runStaticRules([file('app/views.py', source, [5, 6, 7])]);

    expect(findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['py-subprocess-shell', 7, 'critical'],
    ]);
    expect(findings[0]!.anchor).toBe('    subprocess.run(cmd, shell=True, check=True)');
  });

  it('does not report a match on a line the change did not add', async () => {
    const source = ['const total = eval(expr);', 'const next = total + 1;'];
    const untouched = await runStaticRules([file('calc.js', source, [2])]);
    const touched = await runStaticRules([file('calc.js', source, [1])]);

    expect(untouched.findings).toEqual([]);
    expect(touched.findings.map((f) => f.ruleId)).toEqual(['js-eval']);
  });

  it('pins a match spanning several lines to its first changed line', async () => {
    const source = ['cursor.execute(', '    f"SELECT * FROM users WHERE id = {request.args[\'id\']}"', ')'];
    const { findings } = await runStaticRules([file('db.py', source, [2, 3])]);

    expect(findings.map((f) => [f.ruleId, f.line, f.anchor])).toEqual([
      ['py-sql-format', 2, '    f"SELECT * FROM users WHERE id = {request.args[\'id\']}"'],
    ]);
  });

  it('reports one finding when a rule matches twice on the same line', async () => {
    const { findings } = await runStaticRules([file('a.ts', ['const a = eval(x) + eval(y);'])]);
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['js-eval', 1]]);
  });

  it('quotes the anchor without the carriage return of a CRLF file', async () => {
    const content = 'def f(items=[]):\r\n    return items\r\n';
    const { findings } = await runStaticRules([{ path: 'f.py', content, changedLines: new Set([1]) }]);
    expect(findings.map((f) => f.anchor)).toEqual(['def f(items=[]):']);
  });

  it('skips files of other languages with a reason and still reviews the rest', async () => {
    const { findings, skipped, rules } = await runStaticRules([
      file('README.md', ['eval(x)']),
      file('Makefile', ['all:']),
      file('main.go', ['package main', '', 'var c = &tls.Config{InsecureSkipVerify: true}']),
    ]);

    expect(skipped.map((s) => s.path)).toEqual(['README.md', 'Makefile']);
    expect(skipped[0]!.reason).toMatch(/file type/);
    expect(findings.map((f) => [f.path, f.ruleId])).toEqual([['main.go', 'go-tls-insecure']]);
    expect(rules).toBeGreaterThanOrEqual(24);
  });

  it('skips the files of a language whose grammar cannot be loaded, without failing', async () => {
    const noPython: LanguageSupport = {
      check: (language) =>
        language === 'python'
          ? { ok: false, reason: 'the python grammar was not found' }
          : processLanguages.check(language),
    };
    const { findings, skipped } = await runStaticRules(
      [file('a.py', ['eval(x)']), file('b.ts', ['eval(x);'])],
      { languages: noPython },
    );

    expect(skipped).toEqual([{ path: 'a.py', reason: 'the python grammar was not found' }]);
    expect(findings.map((f) => f.path)).toEqual(['b.ts']);
  });

  it('runs JavaScript rules on every script dialect, JSX included', async () => {
    const paths = ['a.mjs', 'b.cjs', 'c.jsx', 'd.mts', 'e.cts', 'f.tsx'];
    const jsx = 'export const View = () => <div>{label}</div>;';
    const { findings, skipped } = await runStaticRules(
      paths.map((p) => file(p, p.endsWith('x') ? [jsx, 'debugger;'] : ['debugger;'])),
    );

    expect(skipped).toEqual([]);
    expect(findings.map((f) => f.path).sort()).toEqual([
      'a.mjs',
      'b.cjs',
      'c.jsx',
      'd.mts',
      'e.cts',
      'f.tsx',
    ]);
  });

  it('reports nothing for a clean TypeScript refactor: a rename and an extracted function', async () => {
    const after = [
      "import { execFile } from 'node:child_process';",
      "import type { Pool } from 'pg';",
      '',
      'async function loadUser(pool: Pool, userId: string) {',
      "  const { rows } = await pool.query('SELECT id, name FROM users WHERE id = $1', [userId]);",
      '  return rows[0] ?? null;',
      '}',
      '',
      'export async function profile(pool: Pool, userId: string): Promise<string> {',
      '  const user = await loadUser(pool, userId);',
      "  if (typeof user?.name !== 'string') return 'unknown';",
      "  execFile('logger', [`viewed ${user.name}`], () => undefined);",
      '  const label = `${user.name} (${userId})`;',
      '  return label;',
      '}',
    ];
    const { findings, skipped } = await runStaticRules([file('src/profile.ts', after)]);
    expect(skipped).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('reports nothing for a clean Python refactor: a rename and an extracted function', async () => {
    const after = [
      'import subprocess',
      'from datetime import datetime, timezone',
      '',
      'def _archive_command(folder, target):',
      '    return ["tar", "czf", target, folder]',
      '',
      'def archive(folder, target, options=None):',
      '    options = options or {}',
      '    started_at = datetime.now(timezone.utc)',
      '    subprocess.run(_archive_command(folder, target), check=True)',
      '    cursor.execute("INSERT INTO runs (started_at) VALUES (%s)", (started_at,))',
      '    if options.get("verbose") is True:',
      '        print(f"archived {folder} to {target}")',
      '    return started_at',
    ];
    const { findings } = await runStaticRules([file('tools/archive.py', after)]);
    expect(findings).toEqual([]);
  });

  it('does not parse a file that has no added lines', async () => {
    const { findings, skipped } = await runStaticRules([file('a.ts', ['eval(x);'], [])]);
    expect(findings).toEqual([]);
    expect(skipped).toEqual([]);
  });

  it('compiles the bundled rules once a process, and a rules folder of its own on every call', async () => {
    // A review compiles them for the head files, for each base file with a finding and for the
    // suggestions: on a 300-file change that was 300 loads of the whole rule set.
    expect(await compileStaticRules()).toBe(await compileStaticRules({ languages: processLanguages }));
    const dir = mkdtempSync(path.join(tmpdir(), 'prlens-rules-'));
    const rule = (message: string) =>
      [
        'id: own-rule',
        'language: javascript',
        'severity: warning',
        `message: ${message}`,
        'rule: { pattern: leftPad($X) }',
        'metadata: { category: correctness, severity: low, confidence: 0.5 }',
      ].join('\n');
    writeFileSync(path.join(dir, 'own.yml'), rule('first'));
    const first = await compileStaticRules({ rulesDir: dir });
    writeFileSync(path.join(dir, 'own.yml'), rule('second'));
    const second = await compileStaticRules({ rulesDir: dir });
    expect(first.rulesFor('javascript')[0]?.message).toBe('first');
    expect(second.rulesFor('javascript')[0]?.message).toBe('second');
  });
});
