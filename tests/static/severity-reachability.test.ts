/**
 * Issue 45 point 5, severity follows reachability: an injection finding keeps `high`/`critical` only
 * when the value reaches the sink from recognised input (a request, argv, the environment, stdin, a
 * parameter of a request handler in the file); a parameter of a function nothing in the file shows
 * being reached from input is graded at most medium, and the body says why. Checked through the real
 * runner, one language at a time.
 */
import { describe, expect, it } from 'vitest';
import { readsOperatorInput, servesRequests } from '../../src/static/flow/entry-points.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The findings of one added file: `[ruleId, line, severity]`, and the bodies. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  expect(skipped).toEqual([]);
  return { seen: findings.map((f) => [f.ruleId, f.line, f.severity]), bodies: findings.map((f) => f.body) };
}

const RUN_HELPER = [
  "import { execSync } from 'node:child_process';",
  'class Runner {',
  '  run(cmd) {',
  '    return execSync(`sh -c ${cmd}`);',
  '  }',
  '}',
];

describe('severity follows reachability', () => {
  it("an internal method's parameter in a file that reads no input is medium, and the body names the parameter and why", async () => {
    const { seen, bodies } = await scan('src/run.js', RUN_HELPER);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'medium']]);
    expect(bodies[0]).toContain('`cmd`, an argument of `run`');
    expect(bodies[0]).toContain('no request is read in this file and it declares no request handler');
  });

  it("the same helper next to an Express route that passes the request's value stays critical", async () => {
    const { seen, bodies } = await scan('src/run.js', [
      ...RUN_HELPER,
      "app.get('/run', (req, res) => res.send(new Runner().run(req.query.cmd)));",
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
    expect(bodies[0]).not.toContain('no request, argv');
  });

  it("an internal helper in a file that reads the environment but no request is medium (pm2's Version.js): the operator's input is no request", async () => {
    const helper = (env: string) => [
      "const { exec } = require('child_process');",
      'function runAll(repoPath, commands) {',
      '  for (const command of commands) {',
      `    exec('cd ' + repoPath + ';' + command, { env: ${env} });`,
      '  }',
      '}',
    ];
    for (const env of ['process.env', '{ ...process.env, CI: "1" }', '{ HOME: process.env.HOME }']) {
      const { seen, bodies } = await scan('lib/version.js', helper(env));
      expect(seen).toEqual([['js-exec-interpolated', 4, 'medium']]);
      expect(bodies[0]).toContain('no request is read in this file and it declares no request handler');
    }
    // Just outside it: the same helper in a file with a route is reached from the request.
    const { seen } = await scan('lib/version.js', [
      ...helper('process.env'),
      "app.post('/v', (req, res) => 1);",
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
  });

  it('a request field spliced in directly stays critical in any file', async () => {
    const { seen } = await scan('src/db.js', [
      'export function find(db, req) {',
      '  return db.query(`SELECT * FROM users WHERE name = ${req.query.name}`);',
      '}',
    ]);
    expect(seen).toEqual([['js-sql-interpolated', 2, 'critical']]);
  });

  it('Python: a parameter of a plain function is medium; of a Flask route or a Django view, critical', async () => {
    const plain = await scan('app/jobs.py', [
      'import os',
      'def _purge(name):',
      '    os.system("rm -rf " + name)',
    ]);
    expect(plain.seen).toEqual([['py-os-system', 3, 'medium']]);
    const flask = await scan('app/views.py', [
      'import os',
      '@app.route("/purge/<name>")',
      'def purge(name):',
      '    os.system("rm -rf " + name)',
    ]);
    expect(flask.seen).toEqual([['py-os-system', 4, 'critical']]);
    const django = await scan('app/views.py', [
      'import os',
      'def purge(request, name):',
      '    os.system("rm -rf " + name)',
    ]);
    expect(django.seen).toEqual([['py-os-system', 3, 'critical']]);
  });

  it("Java: a DAO method's parameter is medium; a controller's helper fed by @RequestParam stays critical", async () => {
    const dao = await scan('src/main/java/app/UserDao.java', [
      'class UserDao {',
      '  ResultSet find(Statement st, String name) throws Exception {',
      '    return st.executeQuery("SELECT * FROM users WHERE name = \'" + name + "\'");',
      '  }',
      '}',
    ]);
    expect(dao.seen).toEqual([['java-sql-concat', 3, 'medium']]);
    const controller = await scan('src/main/java/app/Lesson.java', [
      'class Lesson {',
      '  @PostMapping("/attack")',
      '  AttackResult attack(@RequestParam String account) throws Exception { return query(account); }',
      '  AttackResult query(String account) throws Exception {',
      '    return st.executeQuery("SELECT * FROM users WHERE name = \'" + account + "\'");',
      '  }',
      '}',
    ]);
    expect(controller.seen).toEqual([['java-sql-concat', 5, 'critical']]);
  });

  it('Go: a store method is medium; a function in a file with an http.Request handler stays critical', async () => {
    const store = [
      'package store',
      'func (s *Store) byName(name string) {',
      '\ts.db.Query("SELECT id FROM users WHERE name = \'" + name + "\'")',
      '}',
    ];
    expect((await scan('internal/store/users.go', store)).seen).toEqual([['go-sql-sprintf', 3, 'medium']]);
    const handler = await scan('internal/web/users.go', [
      ...store,
      'func Show(w http.ResponseWriter, r *http.Request) { s.byName(r.FormValue("name")) }',
    ]);
    expect(handler.seen).toEqual([['go-sql-sprintf', 3, 'critical']]);
  });

  it("an exported entry's argument stays critical: its callers are anyone (issue 45 point 1)", async () => {
    const js = await scan('src/run.js', [
      "import { execSync } from 'node:child_process';",
      'export function run(cmd) {',
      '  return execSync(`sh -c ${cmd}`);',
      '}',
    ]);
    expect(js.seen).toEqual([['js-exec-interpolated', 3, 'critical']]);
    const cjs = await scan('lib/dao.js', [
      'function AllocationsDAO(db) {',
      '  this.find = (threshold) => db.find({ $where: `this.stocks > ${threshold}` });',
      '}',
      'module.exports.AllocationsDAO = AllocationsDAO;',
    ]);
    expect(cjs.seen.map((f) => f[2])).toEqual(['critical']);
    // NodeGoat's DAO shape: a constructor held in a const, exported by name, its method an arrow.
    const dao = await scan('app/data/allocations-dao.js', [
      'const AllocationsDAO = function (db) {',
      '  this.find = (userId, threshold) => {',
      "    const criteria = () => ({ $where: `this.userId == ${userId} && this.stocks > '${threshold}'` });",
      '    return db.find(criteria());',
      '  };',
      '};',
      'module.exports.AllocationsDAO = AllocationsDAO;',
    ]);
    expect(dao.seen.map((f) => f[2])).toEqual(['critical']);
    const python = await scan('app/jobs.py', [
      'import subprocess',
      'def purge(name):',
      '    subprocess.run("rm -rf " + name, shell=True)',
    ]);
    expect(python.seen).toEqual([['py-subprocess-shell', 3, 'critical']]);
  });

  it("the operator's environment and argv are at most medium in every rule, saying why (CodeQL's `local` threat model)", async () => {
    const env = await scan('app/ping.py', ['import os', 'os.system("ping -c 1 " + os.environ["HOST"])']);
    expect(env.seen).toEqual([['py-os-system', 2, 'medium']]);
    expect(env.bodies[0]).toContain('which its operator sets (the environment, argv or stdin)');
    const js = await scan('src/ping.js', [
      "import { execSync } from 'node:child_process';",
      'execSync(`ping -c 1 ${process.argv[2]}`);',
      "const db = require('./db');",
      "db.query(`SELECT * FROM hosts WHERE name = '${process.env.HOST}'`);",
    ]);
    expect(js.seen).toEqual([
      ['js-exec-interpolated', 2, 'medium'],
      ['js-sql-interpolated', 4, 'medium'],
    ]);
    expect(js.bodies.every((b) => b.includes('which its operator sets'))).toBe(true);
    // Just outside it: a request's value in the same calls keeps the rules' grade.
    const served = await scan('src/ping.js', [
      "import { execSync } from 'node:child_process';",
      "app.get('/ping', (req) => execSync(`ping -c 1 ${req.query.host}`));",
    ]);
    expect(served.seen).toEqual([['js-exec-interpolated', 2, 'critical']]);
  });

  it("a PR cannot lower a request-handling file's grade by also reading the environment or adding a CLI import", async () => {
    const route = [
      "import { execSync } from 'node:child_process';",
      "import { Command } from 'commander';",
      'const home = process.env.HOME;',
      "app.get('/ping', (req) => execSync(`ping -c 1 ${home} ${req.query.host}`));",
    ];
    expect((await scan('src/routes/ping.js', route)).seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
  });

  it("a method's receiver is the object's own state, not a caller's value: at most medium where requests are served, else none", async () => {
    const shell = [
      'import os',
      'class Shell:',
      '    def notify(self, flip):',
      '        os.system(self.channel.cmd)',
    ];
    // No request read and no handler in the file: the object's own state is the program's (issue 45).
    expect((await scan('hc/transport.py', shell)).seen).toEqual([]);
    const { seen, bodies } = await scan('hc/views.py', [
      ...shell,
      'def hook(request):',
      '    Shell().notify(1)',
    ]);
    expect(seen).toEqual([['py-os-system', 4, 'medium']]);
    expect(bodies[0]).toContain('`self.channel.cmd`, of an origin the rules cannot follow');
  });

  it("Python SQL that only names a sequence from a helper's argument is low and says why; a request in the file keeps it critical", async () => {
    const helper = [
      'def create(seqname, start=1):',
      '    sql = "CREATE SEQUENCE {0} START %s".format(seqname)',
      '    cursor.execute(sql, [start])',
    ];
    const { seen, bodies } = await scan('app/references/sequences.py', helper);
    expect(seen).toEqual([['py-sql-format', 3, 'low']]);
    expect(bodies[0]).toContain('`seqname`, an argument of `create`');
    expect(bodies[0]).toContain('it only names a table or a sequence');
    const served = await scan('app/references/views.py', [
      ...helper,
      'def new_sequence(request):',
      '    create(request.POST["name"])',
    ]);
    expect(served.seen).toEqual([['py-sql-format', 3, 'critical']]);
  });

  it('an untraced value stays medium and a constant stays no finding (unchanged grades)', async () => {
    const { seen } = await scan('src/git.js', [
      "import { execSync } from 'node:child_process';",
      "const REF = 'main';",
      'execSync(`git log ${REF}`);',
      'execSync(`git log ${currentRef()}`);',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'medium']]);
  });

  it('reads a way in by its shape, not by a word: `request` or `env` in a name or comment is none', () => {
    const wayIn = (source: string, language: 'javascript' | 'python' | 'java' | 'go') =>
      servesRequests(source, language) || readsOperatorInput(source, language);
    expect(wayIn('const requestCount = 1; // the env of the build', 'javascript')).toBe(false);
    expect(readsOperatorInput('const user = process.env.USER;', 'javascript')).toBe(true);
    expect(servesRequests('const user = process.env.USER;', 'javascript')).toBe(false);
    expect(servesRequests('router.post("/items", handler)', 'javascript')).toBe(true);
    expect(wayIn('def purge(self, name):\n    pass', 'python')).toBe(false);
    expect(servesRequests('@router.get("/items")\ndef items():\n    pass', 'python')).toBe(true);
    expect(wayIn('String getName() { return name; }', 'java')).toBe(false);
    expect(servesRequests('String f(@PathVariable String id) {}', 'java')).toBe(true);
    expect(wayIn('func f(resp *http.Response) {}', 'go')).toBe(false);
  });
});
