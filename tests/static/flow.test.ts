/**
 * Severity by what flows in: a command or query built only from constants is no
 * finding, one built from where the code lives is low, one from input, the environment or a function's
 * arguments keeps the rule's severity, and a part the rules cannot trace is at most medium. Checked
 * through the real runner on every language with a flow rule.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { gradeMatch } from '../../src/static/grade-match.js';
import { gradeByReach } from '../../src/static/flow/reach-policy.js';
import type { StaticRule } from '../../src/static/rule-file.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The findings of one added file: `[ruleId, line, severity]`, and the bodies. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  expect(skipped).toEqual([]);
  return { seen: findings.map((f) => [f.ruleId, f.line, f.severity]), bodies: findings.map((f) => f.body) };
}

describe('severity by what flows into a shell command or SQL', () => {
  it('JavaScript: constants and ternaries of constants are no finding, local paths low, an exported argument critical, the environment medium', async () => {
    const { seen, bodies } = await scan('src/run.ts', [
      "import { execSync, exec } from 'node:child_process';",
      "import path from 'node:path';",
      "const FORMAT = '--oneline';",
      'export function log(ref: string, verbose: boolean) {',
      "  const flags = verbose ? '--stat' : FORMAT;",
      '  execSync(`git log -n 5 ${flags}`);',
      "  const out = path.join(__dirname, 'build');",
      '  exec(`rm -rf ${out}`);',
      '  exec(`ls ${import.meta.dirname}`);',
      '  const cmd = `git log ${ref}`;',
      '  execSync(cmd);',
      '  exec(`rm -rf ${process.env.TARGET}`);',
      '  exec(`rm -rf ${cacheDir()}`);',
      '}',
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 8, 'low'],
      ['js-exec-interpolated', 9, 'low'],
      ['js-exec-interpolated', 11, 'critical'],
      ['js-exec-interpolated', 12, 'medium'],
      ['js-exec-interpolated', 13, 'medium'],
    ]);
    expect(bodies[0]).toContain(
      'Severity low: the value reaching the call includes `__dirname`, a local path, where the program itself lives, not a value anyone sends.',
    );
    expect(bodies[2]).toContain('`ref`, an argument of `log`');
    expect(bodies[3]).toContain('`process.env.TARGET`, program input');
    expect(bodies[4]).toContain('`cacheDir()`, a call the rules cannot follow');
  });

  it('JavaScript: a command grown with += keeps what was added (input critical, a constant suffix nothing)', async () => {
    const { seen, bodies } = await scan('src/search.ts', [
      "import { execSync } from 'node:child_process';",
      'export function find(req) {',
      "  let cmd = 'grep -rn ';",
      '  cmd += req.query.term;',
      '  execSync(cmd);',
      "  let list = 'ls ';",
      "  list += '-la';",
      '  execSync(list);',
      '}',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 5, 'critical']]);
    expect(bodies[0]).toContain('`req.query.term`, program input');
  });

  it('Python: module constants, own paths (__file__) and shell quoting are no finding, request input critical', async () => {
    const { seen } = await scan('app/jobs.py', [
      'import os',
      'import shlex',
      'import subprocess',
      'from flask import request',
      '',
      'TABLE = "jobs"',
      'HERE = os.path.dirname(__file__)',
      '',
      'def run(conn, name):',
      '    conn.execute(f"SELECT id FROM {TABLE}")',
      '    os.system("make -C " + HERE)',
      '    subprocess.run(f"grep {shlex.quote(name)} log", shell=True)',
      '    subprocess.run(f"grep {request.args[\'q\']} log", shell=True)',
      '    query = f"SELECT id FROM jobs WHERE name = \'{name}\'"',
      '    conn.execute(query)',
    ]);
    // A command built from where the program lives is its own (issue 45): no finding, not low.
    expect(seen).toEqual([
      ['py-subprocess-shell', 13, 'critical'],
      ['py-sql-format', 15, 'critical'],
    ]);
  });

  it('Go: a constant command or query is no finding; an exported argument is critical, the environment medium', async () => {
    const { seen } = await scan('internal/run/run.go', [
      'package run',
      '',
      'const cols = "id, name"',
      '',
      'func Run(db *sql.DB, name string) {',
      '\tcmd := "git rev-parse HEAD"',
      '\texec.Command("sh", "-c", cmd).Run()',
      '\tq := "SELECT " + cols + " FROM t WHERE n = $1"',
      '\tdb.Query(q, name)',
      '\tscript := fmt.Sprintf("tar xf %s", os.Getenv("ARCHIVE"))',
      '\texec.Command("sh", "-c", script).Run()',
      '\tq2 := "SELECT id FROM t WHERE n = \'" + name + "\'"',
      '\tdb.Query(q2)',
      '}',
    ]);
    expect(seen).toEqual([
      ['go-exec-shell', 11, 'medium'],
      ['go-sql-sprintf', 13, 'critical'],
    ]);
  });

  it('a number cannot inject: `%d` of Sprintf and a parameter typed int, number or long are no finding; `%s` of the same argument is (critical exported, medium internal)', async () => {
    const go = await scan('internal/store/posts.go', [
      'package store',
      '',
      'func (db *Store) Posts(limit int, page int64, owner string, sort string) {',
      '\tdb.Query(fmt.Sprintf("SELECT id FROM posts LIMIT %d OFFSET %d", limit, page))',
      '\tdb.Query("SELECT id FROM posts LIMIT " + strconv.Itoa(limit) + " OFFSET " + fmt.Sprint(page))',
      '\tdb.Query(fmt.Sprintf("SELECT id FROM posts WHERE n = %d ORDER BY %s", limit, sort))',
      '\tdb.Query(fmt.Sprintf("SELECT id FROM posts WHERE owner = \'%s\' LIMIT %d", owner, limit))',
      '\tdb.Query(fmt.Sprintf("SELECT id FROM posts LIMIT %[1]d", owner))',
      '}',
    ]);
    expect(go.seen).toEqual([
      ['go-sql-sprintf', 6, 'critical'],
      ['go-sql-sprintf', 7, 'critical'],
      ['go-sql-sprintf', 8, 'critical'],
    ]);
    const ts = await scan('src/kill.ts', [
      "import { execSync } from 'node:child_process';",
      'export function kill(pid: number, force: boolean, signal: string) {',
      '  execSync(`taskkill /pid ${pid} /t ${force ? "/f" : ""}`);',
      '  execSync(`kill -${signal} ${pid}`);',
      '}',
    ]);
    expect(ts.seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
    const java = await scan('src/main/java/Repo.java', [
      'class Repo {',
      '  void page(Statement st, long limit, String name) throws Exception {',
      '    st.executeQuery("SELECT id FROM t LIMIT " + limit);',
      '    st.executeQuery(String.format("SELECT id FROM t WHERE n = %d", limit));',
      '    st.executeQuery(String.format("SELECT id FROM t WHERE n = \'%s\'", name));',
      '  }',
      '}',
    ]);
    expect(java.seen).toEqual([['java-sql-concat', 5, 'medium']]);
  });

  it('Java and Rust: class and module constants are no finding; the environment and an internal argument in a file serving no request are medium', async () => {
    const java = await scan('src/main/java/A.java', [
      'class A {',
      '  static final String DIR = "/srv";',
      '  Process f(String name) throws Exception {',
      '    Runtime.getRuntime().exec("ls " + DIR);',
      '    Runtime.getRuntime().exec("ls " + System.getenv("HOME"));',
      '    return Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "tar xf " + name});',
      '  }',
      '}',
    ]);
    expect(java.seen).toEqual([
      ['java-runtime-exec-concat', 5, 'medium'],
      ['java-runtime-exec-concat', 6, 'medium'],
    ]);
    const rust = await scan('src/run.rs', [
      'const BASE: &str = "/srv";',
      'fn f(dir: &str) {',
      '    let a = format!("ls {}", BASE);',
      '    Command::new("sh").arg("-c").arg(&a).status();',
      '    let b = format!("ls {}", std::env::var("X").unwrap());',
      '    Command::new("sh").args(["-c", b.as_str()]).status();',
      '    Command::new("sh").arg("-c").arg(format!("tar xf {dir}")).status();',
      '}',
    ]);
    expect(rust.seen).toEqual([
      ['rust-shell-format', 6, 'medium'],
      ['rust-shell-format', 7, 'medium'],
    ]);
  });
});

describe('a wrapper that runs the whole command its caller passes (issue 45, fresh7 commitizen)', () => {
  it('Python: a parameter handed to the shell unchanged → no finding; spliced, rebuilt or in a file serving a route → reported', async () => {
    const wrapper = await scan('commitizen/cmd.py', [
      'import subprocess',
      'def run_shell(cmd: str, env=None):',
      '    return subprocess.run(cmd, shell=True, env=env).returncode',
      'def run_grep(word):',
      '    return subprocess.run("grep " + word, shell=True)',
      'def get_output(script, expanded):',
      '    if six.PY2:',
      "        expanded = expanded.encode('utf-8')",
      '    return Popen(expanded, shell=True, stdout=PIPE)',
      'def run_quiet(cmd):',
      '    cmd = cmd + " >/dev/null"',
      '    return subprocess.run(cmd, shell=True)',
    ]);
    expect(wrapper.seen).toEqual([
      ['py-subprocess-shell', 5, 'critical'],
      ['py-subprocess-shell', 12, 'critical'],
    ]);
    const served = await scan('app/views.py', [
      'import subprocess',
      '@app.route("/run/<cmd>")',
      'def run(cmd):',
      '    return subprocess.run(cmd, shell=True)',
    ]);
    expect(served.seen).toEqual([['py-subprocess-shell', 4, 'critical']]);
  });
});

describe("new Function on the app's own stored setting (issue 45, fresh7 kener)", () => {
  it("a monitor's configured check or an admin's setting → medium with the reason; a request's field, a call or a reassigned name → high", async () => {
    const { seen, bodies } = await scan('src/lib/server/services/pingCall.ts', [
      'export class PingCall {',
      '  async execute(req) {',
      '    const pingEval = this.monitor.type_data.pingEval || DEFAULT_PING_EVAL;',
      '    const check = new Function("pings", `return (${pingEval})(pings);`);',
      '    const sort = new Function(`return (${settings.themeSettings.order ?? "null"})`);',
      '    const fromBody = new Function(`return (${this.request.body.code})`);',
      '    const decoded = new Function(atob(this.config.blob));',
      '    this.code = atob("ZXZpbA==");',
      '    const planted = new Function(this.code);',
      '    let own = this.monitor.eval;',
      '    own = await fetchCode(own);',
      '    return new Function(own);',
      '  }',
      '}',
    ]);
    expect(seen).toEqual([
      ['js-new-function', 4, 'medium'],
      ['js-new-function', 5, 'medium'],
      ['js-new-function', 6, 'high'],
      ['js-new-function', 7, 'high'],
      ['js-new-function', 9, 'high'],
      ['js-new-function', 12, 'high'],
    ]);
    expect(bodies[0]).toContain('`pingEval`, a setting the app stores');
  });
});

describe('the content of a file, graded by its path', () => {
  it("a file the app ships (constant, module-relative, or under its own directory by a fixed name) → not reported; an uploaded file's path → reported", async () => {
    const { seen, bodies } = await scan('src/load.js', [
      "const yaml = require('js-yaml');",
      "const fs = require('fs');",
      "const path = require('path');",
      "const DIR = './data/static/codefixes';",
      "const spec = yaml.load(fs.readFileSync('./swagger.yml', 'utf8'));",
      "const conf = yaml.load(fs.readFileSync(path.join(__dirname, 'conf.yml')).toString());",
      'async function info(key) {',
      '  const where = `${DIR}/${key}.info.yml`;',
      "  const text = await fs.promises.readFile(where, 'utf8');",
      '  return yaml.load(text);',
      '}',
      'function fixes(req) {',
      "  return yaml.load(fs.readFileSync('./data/fixes/' + req.body.key + '.yml', 'utf8'));",
      '}',
      'function manifest(upload) {',
      "  return yaml.load(fs.readFileSync(upload.path, 'utf8'));",
      '}',
      'function named(req) {',
      "  return yaml.load(fs.readFileSync(DIR + '/' + req.query.name));",
      '}',
    ]);
    expect(seen).toEqual([
      ['js-yaml-unsafe-load', 16, 'medium'],
      ['js-yaml-unsafe-load', 19, 'medium'],
    ]);
    expect(bodies[0]).toContain('`upload`, an argument of `manifest`');
  });

  it("Python: a file opened with `with open(...) as f` at a path the app fixes → not reported; at a caller's path or from the environment → reported", async () => {
    const { seen, bodies } = await scan('service/model.py', [
      'import os',
      'import pickle',
      '',
      'MODELS = "/data/models"',
      'VOCAB = os.path.join(MODELS, "vocab.pkl")',
      '',
      'def vocab():',
      '    with open(VOCAB, "rb") as f:',
      '        return pickle.load(f)',
      '',
      'def restore(path):',
      '    with open(path, "rb") as f:',
      '        return pickle.load(f)',
      '',
      'def state():',
      '    with open(os.environ["STATE"], "rb") as fh:',
      '        return pickle.load(fh)',
    ]);
    expect(seen).toEqual([
      ['py-pickle-loads', 13, 'medium'],
      ['py-pickle-loads', 17, 'medium'],
    ]);
    expect(bodies[0]).toContain('`path`, an argument of `restore`');
  });
});

describe("a module's own helper: graded by what its callers in the file pass", () => {
  it('a helper neither exported nor passed on, called with constants → no finding; called with input → critical; exported → its argument is input', async () => {
    const { seen, bodies } = await scan('src/tasks.js', [
      "const { execSync } = require('child_process');",
      'function git(args) {',
      '  execSync(`git ${args}`);',
      '}',
      "git('status');",
      "git('log -n 5');",
      'function grep(term) {',
      '  execSync(`grep -rn ${term}`);',
      '}',
      'function search(req) {',
      '  grep(req.query.term);',
      '}',
      'function list(dir) {',
      '  execSync(`ls ${dir}`);',
      '}',
      "list('.');",
      'module.exports = { search, list };',
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 8, 'critical'],
      ['js-exec-interpolated', 14, 'critical'],
    ]);
    expect(bodies[0]).toContain('`req.query.term`, program input');
    expect(bodies[1]).toContain('`dir`, an argument of `list`');
  });

  it('js-yaml load in a script that reads its own config folder → no finding; a loader exported or fed a request → reported', async () => {
    const { seen } = await scan('lib/config/check-config.ts', [
      "import { readFile, readdir } from 'node:fs/promises';",
      "import path from 'node:path';",
      "import yaml from 'js-yaml';",
      "const configDir = path.resolve(__dirname, '../../config');",
      'async function validateFile(file: string) {',
      "  return yaml.load(await readFile(file, 'utf8'));",
      '}',
      'async function main() {',
      '  const entries = await readdir(configDir);',
      '  for (const file of entries.map((name) => path.join(configDir, name))) {',
      '    await validateFile(file);',
      '  }',
      '}',
      'void main();',
      'export async function importConfig(req) {',
      '  return yaml.load(req.body.config);',
      '}',
      'export async function readManifest(upload) {',
      "  return yaml.load(await readFile(upload.path, 'utf8'));",
      '}',
    ]);
    expect(seen).toEqual([
      ['js-yaml-unsafe-load', 16, 'medium'],
      ['js-yaml-unsafe-load', 19, 'medium'],
    ]);
  });
});

describe("innerHTML: only a value from a source, or a handler's argument", () => {
  it("a plain helper's argument, an untraced call or the app's own markup → not reported; location, storage, a message or a response handler's argument → reported", async () => {
    const { seen } = await scan('web/page.js', [
      'function renderHint(hint) {',
      '  box.innerHTML = snarkdown(hint.text);',
      "  const title = '<p>' + hint.title;",
      '  box.innerHTML = title;',
      '  box.innerHTML = hint.body;',
      '}',
      'box.innerHTML = location.hash.slice(1);',
      "box.innerHTML = localStorage.getItem('bio');",
      "window.addEventListener('message', (event) => { box.innerHTML = event.data; });",
      "$.get('/salaries', function (result) { box.innerHTML = '<td>' + result[0].name; });",
      'ws.onmessage = function (msg) { box.innerHTML = msg.data; };',
      'function onClick(e) { box.innerHTML = e.target.value; }',
    ]);
    expect(seen).toEqual([
      ['js-innerhtml-dynamic', 7, 'medium'],
      ['js-innerhtml-dynamic', 8, 'medium'],
      ['js-innerhtml-dynamic', 9, 'medium'],
      ['js-innerhtml-dynamic', 10, 'medium'],
      ['js-innerhtml-dynamic', 11, 'medium'],
      ['js-innerhtml-dynamic', 12, 'medium'],
    ]);
  });
});

describe('the reach policy and gradeMatch', () => {
  it('maps sources to severities in app code and never raises a milder rule', () => {
    const at = (source: Parameters<typeof gradeByReach>[1], rule: 'critical' | 'medium' | 'low') =>
      gradeByReach(rule, source, 'app')?.severity ?? null;
    expect(at('constant', 'critical')).toBeNull();
    expect(at('own-path', 'critical')).toBe('low');
    expect(at('untraced', 'critical')).toBe('medium');
    expect(at('untraced', 'low')).toBe('low');
    expect(at('operator', 'critical')).toBe('medium');
    expect(at('unserved-argument', 'critical')).toBe('medium');
    expect(at('exported-argument', 'critical')).toBe('critical');
    expect(at('request', 'critical')).toBe('critical');
    expect(at('request', 'medium')).toBe('medium');
  });

  it('keeps the finding at the rule severity when the grader cannot read the tree', () => {
    const broken = {
      getMatch: () => ({
        kind: () => {
          throw new Error('unknown node');
        },
        text: () => 'x',
      }),
    } as unknown as SgNode;
    const rule = { severity: 'critical', flow: 'CMD' } as StaticRule;
    expect(gradeMatch(rule, broken, 'javascript')).toEqual({
      keep: true,
      severity: 'critical',
      detail: 'Severity not graded (unknown node).',
    });
  });
});
