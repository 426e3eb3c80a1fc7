/**
 * Issue 45: precision on code nobody tuned on. SQL names are not values (a table name from a
 * constant, a loop over a literal list, a model's table name or a dialect helper is no finding),
 * scripts are not servers (a release script's own paths and versions are no finding, its argv low),
 * migrations run on the app's own schema (at most low), and high or critical needs a value traced to
 * input (a call the rules cannot follow is at most medium). Through the real runner.
 */
import { describe, expect, it } from 'vitest';
import { isMaintainerScript, isMessageCatalogPath, isMigrationPath } from '../../src/core/code-paths.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The findings of one added file: `[ruleId, line, severity]`, and the bodies. */
async function scan(path: string, lines: string[], role?: 'test') {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const file = { path, content, changedLines, ...(role ? { role } : {}) };
  const { findings, skipped } = await runStaticRules([file], { measured: {} });
  expect(skipped).toEqual([]);
  return { seen: findings.map((f) => [f.ruleId, f.line, f.severity]), bodies: findings.map((f) => f.body) };
}

describe('SQL: identifiers are not injection', () => {
  it('JavaScript: table names from a literal list, an escaped identifier or a helper are no finding; a request value is critical', async () => {
    const { seen } = await scan('server/jobs/cleanup.js', [
      "const TABLES = ['heartbeat', 'stat_minutely'];",
      'export async function vacuum(knex, conn, config) {',
      '  for (const table of TABLES) {',
      '    await knex.raw(`DELETE FROM ${table} WHERE time < ?`, [0]);',
      '  }',
      '  const name = SqlString.escapeId(config.dbName, true);',
      "  await conn.execute('CREATE DATABASE IF NOT EXISTS ' + name);",
      '  await conn.query(`SELECT * FROM ${tableName()}`);',
      '}',
      'export function find(req, db) {',
      '  return db.query(`SELECT * FROM users WHERE name = ${req.query.name}`);',
      '}',
    ]);
    expect(seen).toEqual([['js-sql-interpolated', 11, 'critical']]);
  });

  it("Python: a model's table name, sanitised column names and settings in a loop are no finding; request input is critical", async () => {
    const { seen } = await scan('redash/query_runner/results.py', [
      'def create_table(connection, query_id, columns):',
      '    table_name = "query_{}".format(query_id)',
      '    column_list = ", ".join(fix_column_name(c) for c in columns)',
      '    connection.execute("CREATE TABLE {} ({})".format(table_name, column_list))',
      '    connection.execute(f"DELETE FROM {User.__tablename__} WHERE id = %s", (1,))',
      '    for extension in settings.database_extensions:',
      '        connection.execute(f\'CREATE EXTENSION IF NOT EXISTS "{extension}";\')',
      'def search(cursor):',
      "    cursor.execute(f\"SELECT * FROM t WHERE name = '{request.args['q']}'\")",
    ]);
    // query_id is the function's argument, hence input: the one finding of the first function.
    expect(seen).toEqual([
      ['py-sql-format', 4, 'critical'],
      ['py-sql-format', 9, 'critical'],
    ]);
  });

  it("Go: a query builder's condition and a quoted identifier are no finding; an argument spliced in stays a finding", async () => {
    const { seen } = await scan('internal/storage/entries.go', [
      'package storage',
      'func (e *Builder) Count() error {',
      '\tquery := `SELECT count(*) FROM entries WHERE ` + e.buildCondition()',
      '\treturn e.db.QueryRow(query, e.args...).Scan(&e.n)',
      '}',
      'func (s *Storage) Exists(field, value string) bool {',
      '\tquery := `SELECT true FROM users WHERE ` + pq.QuoteIdentifier(field) + `=$1`',
      '\ts.db.QueryRow(query, value)',
      '\treturn true',
      '}',
      'func (s *Storage) byName(name string) {',
      '\ts.db.Query("SELECT id FROM users WHERE name = \'" + name + "\'")',
      '}',
    ]);
    // Medium: nothing in the file reads a request or declares a handler (severity follows reachability).
    expect(seen).toEqual([['go-sql-sprintf', 12, 'medium']]);
  });

  it('Java: a constant table name is no finding; a method argument spliced in stays a finding', async () => {
    const { seen } = await scan('src/main/java/app/Repo.java', [
      'class Repo {',
      '  void purge(Statement st) throws Exception {',
      '    st.executeUpdate("DELETE FROM " + schema.table() + " WHERE done = 1");',
      '  }',
      '  ResultSet find(Statement st, String name) throws Exception {',
      '    return st.executeQuery("SELECT * FROM users WHERE name = \'" + name + "\'");',
      '  }',
      '}',
    ]);
    expect(seen).toEqual([['java-sql-concat', 6, 'medium']]);
  });

  it('a value the rules cannot trace, put between quotes as a SQL string, stays a finding at medium; a quoted name does not', async () => {
    const { seen } = await scan('src/main/java/app/Keys.java', [
      'class Keys {',
      '  byte[] resolve(JwsHeader header) throws Exception {',
      '    final String kid = (String) header.get("kid");',
      '    conn.createStatement().executeQuery("SELECT key FROM jwt_keys WHERE id = \'" + kid + "\'");',
      '    jdbc.execute("CREATE SCHEMA \\"" + user.getUsername() + "\\" authorization dba");',
      '    return null;',
      '  }',
      '}',
    ]);
    expect(seen).toEqual([['java-sql-concat', 4, 'medium']]);
  });

  it("JavaScript: a JSON literal `'{}'` in the SQL is no quoted hole; an untraced value between quotes stays medium", async () => {
    const { seen } = await scan('src/filter/json-filter.ts', [
      'export class JsonFilter {',
      '  isNoneOf(builder, value) {',
      "    builder.whereRaw(`COALESCE(??, '{}')::jsonb NOT IN (${this.placeholders(value)})`, [this.ref, ...value]);",
      "    builder.whereRaw(`name = '${this.placeholders(value)}'`, [this.ref]);",
      '  }',
      '}',
    ]);
    expect(seen).toEqual([['js-sql-interpolated', 4, 'medium']]);
    const attack = await scan('src/routes/filter.ts', [
      "app.get('/rows', (req, res) => {",
      "  knex.raw(`SELECT * FROM t WHERE COALESCE(meta, '{}')::jsonb ? ${req.query.key}`);",
      '});',
    ]);
    expect(attack.seen).toEqual([['js-sql-interpolated', 2, 'critical']]);
  });

  it("a migration's input is at most low, and says why; its own helper's argument is no finding", async () => {
    const { seen, bodies } = await scan('db/migrations/2023_add_index.js', [
      'async function addIndex(knex, table) {',
      '  await knex.raw(`CREATE INDEX idx ON ${table} (time)`);',
      '}',
      'exports.up = async function (knex) {',
      '  await knex.raw(`CREATE INDEX idx ON ${process.env.TABLE} (time)`);',
      '};',
    ]);
    expect(seen).toEqual([['js-sql-interpolated', 5, 'low']]);
    expect(bodies[0]).toContain('in a migration');
  });
});

describe('scripts are not servers', () => {
  it("a release script: another command's output, a helper's version argument and its own paths are no finding; its argv and environment are low", async () => {
    const { seen, bodies } = await scan('extra/release/merge-pr.mjs', [
      "import { execSync } from 'node:child_process';",
      "const pr = execSync('gh pr view --json number').toString().trim();",
      'execSync(`gh pr merge ${pr} --squash`);',
      'export function changelog(previousVersion) {',
      '  return execSync(`git log -1 --format=%cd ${previousVersion}`);',
      '}',
      'execSync(`node ${__dirname}/build.js`);',
      // A CI workflow may pass an event's data (a PR's title) as argv or in the environment: the
      // issue's "from argv of a maintainer script, low", and the same for its environment.
      'execSync(`git rev-parse origin/${process.argv[2]}`);',
      'execSync(`git tag ${process.env.PR_TITLE}`);',
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 8, 'low'],
      ['js-exec-interpolated', 9, 'low'],
    ]);
    expect(bodies[0]).toContain("in a maintainer's script");
  });

  it("the same command in the app is graded by its origin: a route's argument critical, an untraced call medium", async () => {
    const { seen } = await scan('server/git.js', [
      "import { execSync } from 'node:child_process';",
      'export function checkout(branch) {',
      '  execSync(`git checkout ${branch}`);',
      '  execSync(`git log ${currentRef()}`);',
      '}',
      "app.post('/checkout', (req, res) => res.send(checkout(req.body.branch)));",
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 3, 'critical'],
      ['js-exec-interpolated', 4, 'medium'],
    ]);
  });

  it("a test: a command on its own temporary folder or a helper's argument is no finding; its environment is low", async () => {
    const { seen, bodies } = await scan(
      'test/git.js',
      [
        "import { execSync } from 'node:child_process';",
        "const bare = mkTmpDir('bare');",
        'execSync(`git clone ${bare} .`);',
        'export function commit(message) {',
        '  execSync(`git commit -m ${message}`);',
        '}',
        'execSync(`git checkout ${process.env.TEST_BRANCH}`);',
      ],
      'test',
    );
    expect(seen).toEqual([['js-exec-interpolated', 7, 'low']]);
    expect(bodies[0]).toContain('in a test');
  });

  it("a test's helper returning an environment variable it checked against literals is no finding", async () => {
    // oclif's integration tests (fresh3): a function of the file whose returns read a source is an
    // untraced call, which a test does not report; one returning only literals is the test's own.
    const { seen } = await scan(
      'test/integration/init.test.ts',
      [
        'function getPackageManager() {',
        '  const raw = process.env.PACKAGE_MANAGER;',
        "  if (raw === 'npm' || raw === 'pnpm' || raw === 'yarn') return raw;",
        "  return 'npm';",
        '}',
        'await exec(`${getPackageManager()} run build`);',
        'await exec(`git checkout ${process.argv[2]}`);',
      ],
      'test',
    );
    expect(seen).toEqual([['js-exec-interpolated', 7, 'low']]);
  });

  it("a command built from the object's own state and configuration is no finding; a caller's value beside it still is", async () => {
    const { seen } = await scan('server/lib/backup.js', [
      "const { exec } = require('child_process');",
      'async function backup(name) {',
      "  const key = await this.variable.getValue('BACKUP_KEY');",
      '  const now = new Date();',
      '  const file = path.join(this.config.backupsFolder, `backup-${now.getFullYear()}.tar`);',
      '  await exec(`tar -czf ${file} ${this.config.storage}`);',
      '  await exec(`openssl enc -pass pass:${key} -in ${file}`);',
      '  await exec(`tar -czf ${file} ${name}`);',
      '}',
      'module.exports = { backup };',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 8, 'critical']]);
  });

  it("a malicious PR cannot hide a request's value behind the object's state, a method call, a network read or a branch", async () => {
    const { seen } = await scan('server/lib/run.js', [
      "const { exec } = require('child_process');",
      'function koaOne() {',
      // Koa 1 handlers read the request from `this`: a request's value however it is reached.
      '  exec(`git checkout ${this.request.body.branch}`);',
      '}',
      'function viaMethod(req) {',
      '  exec(`git checkout ${this.repo.branchOf(req)}`);',
      '}',
      'async function fetched() {',
      "  const res = await fetch('https://example.com/branch');",
      '  exec(`git checkout ${await res.text()}`);',
      '}',
      'function branchLater(file) {',
      "  if (typeof file !== 'string') file = path.join(os.tmpdir(), 'x');",
      '  exec(`convert ${file}`);',
      '}',
      'function fromUrl(url) {',
      "  exec(`gunzip ${path.basename(url.split('?')[0])}`);",
      '}',
      'function viaNew(req) {',
      '  exec(`git checkout ${new Branch(req).name}`);',
      '}',
      'class Repo {',
      '  constructor(req) {',
      '    this.branch = req.query.branch;',
      '  }',
      '  checkout() {',
      '    exec(`git checkout ${this.branch}`);',
      '  }',
      '}',
      'module.exports = { koaOne, viaMethod, fetched, branchLater, fromUrl, viaNew, Repo };',
    ]);
    expect(seen).toEqual([
      ['js-exec-interpolated', 3, 'medium'],
      ['js-exec-interpolated', 6, 'medium'],
      ['js-exec-interpolated', 10, 'medium'],
      ['js-exec-interpolated', 14, 'critical'],
      ['js-exec-interpolated', 17, 'critical'],
      ['js-exec-interpolated', 20, 'medium'],
      ['js-exec-interpolated', 27, 'medium'],
    ]);
  });

  it("a component's own state shown by a DOM sink stays a finding: its fields often hold other users' data", async () => {
    const { seen } = await scan('frontend/src/app/feedback.component.ts', [
      'export class FeedbackComponent {',
      '  show() {',
      '    this.html = this.sanitizer.bypassSecurityTrustHtml(this.comment);',
      '  }',
      '}',
    ]);
    expect(seen.map(([rule]) => rule)).toEqual(['js-angular-bypass-trust']);
  });

  it('tells scripts and migrations from app code by path', () => {
    for (const path of [
      'scripts/release.ts',
      'bin/release_manager.py',
      'hack/verify.sh',
      'extra/release/finish.mjs',
      'extra/rebase-pr.js',
      'setup-dev.js',
      'Gruntfile.js',
    ])
      expect(isMaintainerScript(path), path).toBe(true);
    // tools/ and bin/ also hold shipped CLIs and helpers called with others' input.
    for (const path of [
      'server/setup.js',
      'src/release-notes.ts',
      'src/release/changelog.ts',
      'app/routes.py',
      'tools/run.py',
      'bin/prlens.js',
    ])
      expect(isMaintainerScript(path), path).toBe(false);
    for (const path of [
      'migrations/versions/1234_add.py',
      'db/migrate/20200101_add.rb',
      'server/migrations/2023-add.js',
      'src/main/resources/db/migration/V1__init.java',
      // A module of migration steps, as lnbits and its extensions keep them.
      'lnbits/core/migrations.py',
      'migration.py',
      // A data migrator's package, with the ORM dialect it carries (Cloudreve's v3-to-v4 migrator).
      'application/migrator/model/dialects/dialect_sqlite.go',
    ])
      expect(isMigrationPath(path), path).toBe(true);
    expect(isMigrationPath('server/migrator.js')).toBe(false);
    expect(isMigrationPath('app/run_migrations.py')).toBe(false);
    expect(isMigrationPath('app/migrations.pyc')).toBe(false);
  });
});

describe('labels are not passwords', () => {
  it("a message catalog's translated password label is no finding; the same pair in app code is high", async () => {
    const line = "export default { common: { password: 'Contraseña:' } };";
    expect((await scan('client/src/locales/es-ES/login.js', [line])).seen).toEqual([]);
    expect((await scan('client/src/config/login.js', [line])).seen).toEqual([
      ['js-hardcoded-password', 1, 'high'],
    ]);
  });

  it('tells message catalogs from app code by path', () => {
    for (const path of [
      'client/src/locales/es-ES/login.js',
      'src/i18n/de.ts',
      'resources/lang/fr/auth.js',
      'po/fr.po',
    ])
      expect(isMessageCatalogPath(path), path).toBe(true);
    for (const path of ['src/language.ts', 'server/auth/password.js', 'src/localesHelper.js'])
      expect(isMessageCatalogPath(path), path).toBe(false);
  });
});

describe('deliberate fallbacks', () => {
  it("a Go test's setup that drops an error is no finding (the test fails anyway); the same in the app is", async () => {
    const lines = [
      'package store',
      'func save(path string, data []byte) Config {',
      '\tvar cfg Config',
      '\t_ = os.WriteFile(path, data, 0o600)',
      '\treturn cfg',
      '}',
    ];
    expect((await scan('internal/store/store_test.go', lines, 'test')).seen).toEqual([]);
    expect((await scan('internal/store/store.go', lines)).seen).toEqual([['go-error-discarded', 4, 'low']]);
  });
});

describe('loops carry what their collection holds', () => {
  it('a loop over a literal list is a constant (no finding); over request input it is input (critical)', async () => {
    const { seen } = await scan('src/cleanup.ts', [
      "import { execSync } from 'node:child_process';",
      "const DIRS = ['dist', 'coverage'];",
      'export function clean(req) {',
      '  for (const dir of DIRS) execSync(`rm -rf ${dir}`);',
      '  for (const name of req.body.names) execSync(`rm -rf /tmp/${name}`);',
      '}',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 5, 'critical']]);
  });

  it('Python and Go: the same for a loop over a constant list and one over request input', async () => {
    const py = await scan('app/jobs.py', [
      'import os',
      'TARGETS = ["build", "dist"]',
      'def clean():',
      '    for t in TARGETS:',
      '        os.system("rm -rf " + t)',
      '    for f in request.args.getlist("f"):',
      '        os.system("rm -rf " + f)',
    ]);
    expect(py.seen.map(([rule, line]) => [rule, line])).toEqual([['py-os-system', 7]]);
    const go = await scan('internal/jobs/clean.go', [
      'package jobs',
      'var tables = []string{"a", "b"}',
      'func Clean(db *sql.DB, r *http.Request) {',
      '\tfor _, t := range tables {',
      '\t\tdb.Exec("DELETE FROM " + t)',
      '\t}',
      '\tfor _, v := range r.URL.Query()["id"] {',
      '\t\tdb.Exec("DELETE FROM t WHERE id = \'" + v + "\'")',
      '\t}',
      '}',
    ]);
    expect(go.seen).toEqual([['go-sql-sprintf', 8, 'critical']]);
  });
});
