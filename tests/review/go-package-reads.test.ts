/**
 * The static lens reads the other files of a Go file's package through the Workspace port
 * (stages/static-lens/package-reads.ts): a lower-case function can only be called from its package,
 * which is its folder, so with every file of the folder read, a helper's parameter holds what those
 * calls pass. A file of the package left unread (no listing, a failed read, the read budget) could
 * hold the call that passes input: then the helper's argument keeps its grade.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { PACKAGE_READS, packageReadBudget } from '../../src/review/stages/static-lens/package-reads.js';
import { staticRuleIdOf } from '../../src/static/run-static-rules.js';
import { addedFileDiff } from '../support/diff-text.js';

type Tree = Record<string, string>;

/** A workspace over a head tree that lists folders (unless `listing` is false) and records reads. */
function tree(head: Tree, options: { listing?: boolean; failing?: string } = {}) {
  const reads: string[] = [];
  const workspace: Workspace = {
    readFile(path) {
      reads.push(path);
      if (path === options.failing) return Promise.reject(new Error('502 Bad Gateway'));
      return Promise.resolve(head[path] ?? null);
    },
    searchCode: () => Promise.resolve([]),
  };
  if (options.listing !== false)
    workspace.listFolder = (folder) =>
      Promise.resolve(Object.keys(head).filter((p) => p.slice(0, p.lastIndexOf('/')) === folder));
  return { workspace, reads };
}

async function review(
  path: string,
  text: string,
  others: Tree,
  options: { listing?: boolean; failing?: string; maxFileReads?: number } = {},
) {
  const { workspace, reads } = tree({ ...others, [path]: text }, options);
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files: parseUnifiedDiff(addedFileDiff(path, text)), workspace, headRef: 'HEAD' },
    baseRef: 'BASE',
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    limits: options.maxFileReads === undefined ? undefined : { maxFileReads: options.maxFileReads },
  });
  const findings = [...result.findings, ...result.unanchored]
    .filter((f) => staticRuleIdOf(f.body) === 'go-sql-sprintf')
    .map((f) => ({ line: f.line, severity: f.severity, body: f.body }));
  return { findings, reads: reads.filter((r) => r !== path && !r.endsWith('.gitattributes')) };
}

const HELPER = [
  'package store',
  '',
  'import "database/sql"',
  '',
  '// dropTable drops a table by name.',
  'func dropTable(db *sql.DB, name string) error {',
  '\t_, err := db.Exec("DROP TABLE " + name)',
  '\treturn err',
  '}',
].join('\n');

const CONSTANT_CALLER = [
  'package store',
  '',
  'func Reset(db *sql.DB) error {',
  '\tfor _, t := range []string{"sessions", "tokens"} {',
  '\t\tif err := dropTable(db, t); err != nil {',
  '\t\t\treturn err',
  '\t\t}',
  '\t}',
  '\treturn dropTable(db, "cache")',
  '}',
].join('\n');

describe("an unexported Go helper's arguments, from its package's calls", () => {
  it('drops the SQL finding when every call in the package passes constant table names', async () => {
    const { findings, reads } = await review('internal/store/drop.go', HELPER, {
      'internal/store/reset.go': CONSTANT_CALLER,
    });
    expect(findings).toEqual([]);
    expect(reads).toEqual(['internal/store/reset.go']);
  });

  it("keeps it, graded by the request, when another file of the package passes a request's value (the attack: a PR adds the caller elsewhere)", async () => {
    const { findings } = await review('internal/store/drop.go', HELPER, {
      'internal/store/reset.go': CONSTANT_CALLER,
      'internal/store/admin.go': [
        'package store',
        '',
        'func (s *Server) Drop(w http.ResponseWriter, r *http.Request) {',
        '\tdropTable(s.db, r.FormValue("table"))',
        '}',
      ].join('\n'),
    });
    expect(findings.map((f) => [f.line, f.severity])).toEqual([[7, 'critical']]);
    expect(findings[0]?.body).toContain('r.FormValue("table")');
  });

  it('keeps it when the helper is handed on as a value (a callback others may call with anything)', async () => {
    const { findings } = await review('internal/store/drop.go', HELPER, {
      'internal/store/reset.go': CONSTANT_CALLER,
      'internal/store/hooks.go': 'package store\n\nvar onReset = dropTable\n',
    });
    expect(findings.map((f) => f.line)).toEqual([7]);
  });

  it('keeps it for an exported helper, which any package may call', async () => {
    const exported = HELPER.replace('func dropTable', 'func DropTable');
    const { findings } = await review('internal/store/drop.go', exported, {
      'internal/store/reset.go': CONSTANT_CALLER.replaceAll('dropTable', 'DropTable'),
    });
    expect(findings.map((f) => [f.line, f.severity])).toEqual([[7, 'critical']]);
  });

  it('counts only the folder: a subfolder is another package, whose call cannot reach the helper', async () => {
    const { findings, reads } = await review('internal/store/drop.go', HELPER, {
      'internal/store/reset.go': CONSTANT_CALLER,
      'internal/store/admin/admin.go':
        'package admin\n\nfunc dropTable(t string) {}\n\nfunc X(r *http.Request) { dropTable(r.FormValue("t")) }\n',
    });
    expect(findings).toEqual([]);
    expect(reads).toEqual(['internal/store/reset.go']);
  });

  it('keeps the grade when the package cannot be read whole: no listing, a failed read, or past the read budget', async () => {
    const others = {
      'internal/store/reset.go': CONSTANT_CALLER,
      'internal/store/more.go': 'package store\n',
    };
    const unlisted = await review('internal/store/drop.go', HELPER, others, { listing: false });
    expect(unlisted.findings.map((f) => f.line)).toEqual([7]);
    expect(unlisted.reads).toEqual([]);
    const failed = await review('internal/store/drop.go', HELPER, others, {
      failing: 'internal/store/more.go',
    });
    expect(failed.findings.map((f) => f.line)).toEqual([7]);
    // The change's file, the manifests' share (MANIFEST_READS, 12), the folder's listing and the
    // package's three files.
    const short = await review('internal/store/drop.go', HELPER, others, { maxFileReads: 16 });
    expect(short.findings.map((f) => f.line)).toEqual([7]);
    const enough = await review('internal/store/drop.go', HELPER, others, { maxFileReads: 17 });
    expect(enough.findings).toEqual([]);
  });

  it("follows a second hop through another file's helper, and back into the graded file (fider's backup: `Create` → `addTable` → `exportTable`)", async () => {
    const exporter = [
      'package backup',
      '',
      'func exportTable(trx *dbx.Trx, tableName string) error {',
      '\t_, err := trx.Query(fmt.Sprintf("SELECT * FROM %s WHERE tenant_id = $1", tableName), 1)',
      '\treturn err',
      '}',
    ].join('\n');
    const backup = [
      'package backup',
      '',
      'func Create(trx *dbx.Trx) error {',
      '\tfor _, t := range []string{"posts", "tags"} {',
      '\t\tif err := addTable(trx, t); err != nil {',
      '\t\t\treturn err',
      '\t\t}',
      '\t}',
      '\treturn nil',
      '}',
      '',
      'func addTable(trx *dbx.Trx, name string) error {',
      '\treturn exportTable(trx, name)',
      '}',
    ].join('\n');
    const constants = await review('app/pkg/backup/export.go', exporter, {
      'app/pkg/backup/backup.go': backup,
    });
    expect(constants.findings).toEqual([]);
    // The graded file itself calls the other file's helper with a request's value.
    const fromRequest = `${exporter}\n\nfunc Handle(w http.ResponseWriter, r *http.Request) {\n\taddTable(nil, r.FormValue("t"))\n}\n`;
    const kept = await review('app/pkg/backup/export.go', fromRequest, {
      'app/pkg/backup/backup.go': backup,
    });
    expect(kept.findings.map((f) => [f.line, f.severity])).toEqual([[4, 'critical']]);
  });

  it('an unexported method\'s arguments too (dex\'s `c.delete("client", "id", id)`); a method value handed on keeps the finding', async () => {
    const crud = [
      'package sql',
      '',
      'func (c *conn) delete(table, field, id string) error {',
      '\t_, err := c.Exec(`delete from `+table+` where `+field+` = $1`, id)',
      '\treturn err',
      '}',
      '',
      'func (c *conn) DeleteClient(id string) error { return c.delete("client", "id", id) }',
    ].join('\n');
    const others = {
      'storage/sql/password.go':
        'package sql\n\nfunc (c *conn) DeletePassword(e string) error { return c.delete("password", "email", e) }\n',
    };
    const constants = await review('storage/sql/crud.go', crud, others);
    expect(constants.findings).toEqual([]);
    const handedOn = await review('storage/sql/crud.go', crud, {
      ...others,
      'storage/sql/hooks.go':
        'package sql\n\nfunc (c *conn) hook() func(string, string, string) error { return c.delete }\n',
    });
    expect(handedOn.findings.map((f) => f.line)).toEqual([4]);
  });

  it('a range over a literal list of tables and columns passes constants (navidrome: `tc.table` of `idColumns`)', async () => {
    const migration = [
      'package migrations',
      '',
      'var idColumns = []struct{ table, col string }{',
      '\t{"media_file", "id"}, {table: "album", col: "album_artist_id"},',
      '}',
      '',
      'func up(ctx context.Context, tx *sql.Tx) error {',
      '\tfor _, tc := range idColumns {',
      '\t\tif err := collect(ctx, tx, tc.table, tc.col); err != nil {',
      '\t\t\treturn err',
      '\t\t}',
      '\t}',
      '\treturn nil',
      '}',
      '',
      'func collect(ctx context.Context, tx *sql.Tx, table, col string) error {',
      '\t_, err := tx.QueryContext(ctx, fmt.Sprintf("SELECT DISTINCT %s FROM %s", col, table))',
      '\treturn err',
      '}',
    ].join('\n');
    // Outside a migration folder, where an untraced value is still reported (in a migration it is no
    // finding at all since static35, reach-policy.ts), so the list's constants are what drop it.
    const alone = await review('db/ids.go', migration, {});
    expect(alone.findings).toEqual([]);
    // A struct literal's key names a field, but a map's key is a value a range yields.
    const fromInput = migration.replace(
      '{table: "album", col: "album_artist_id"}',
      '{table: os.Getenv("T"), col: "x"}',
    );
    const kept = await review('db/ids.go', fromInput, {});
    expect(kept.findings.map((f) => f.line)).toEqual([17]);
  });
});

describe('an unexported Go function that a directive hands outside its package', () => {
  it('grades it as an exported entry when a cgo `//export` comment names the helper: C code calls it with anything', async () => {
    const exported = HELPER.replace('// dropTable drops a table by name.', '//export dropTable');
    const { findings } = await review('internal/store/drop.go', exported, {
      'internal/store/reset.go': CONSTANT_CALLER,
    });
    expect(findings.map((f) => [f.line, f.severity])).toEqual([[7, 'critical']]);
  });

  it('keeps the grade it has unread (medium) when another file of the package links the helper by `//go:linkname`', async () => {
    const linked = { 'internal/store/reset.go': CONSTANT_CALLER, 'internal/store/link.go': '' };
    linked['internal/store/link.go'] =
      'package store\n\nimport _ "unsafe"\n\n//go:linkname dropTable\nvar _ = 0\n';
    const pushed = await review('internal/store/drop.go', HELPER, linked);
    expect(pushed.findings.map((f) => [f.line, f.severity])).toEqual([[7, 'medium']]);
    linked['internal/store/link.go'] =
      'package store\n\nimport _ "unsafe"\n\n//go:linkname drop example.com/app/internal/store.dropTable\nfunc drop(db *sql.DB, name string) error\n';
    const target = await review('internal/store/drop.go', HELPER, linked);
    expect(target.findings.map((f) => [f.line, f.severity])).toEqual([[7, 'medium']]);
  });

  it('still drops it when a directive names another function, or the name only appears in prose', async () => {
    const { findings } = await review('internal/store/drop.go', HELPER, {
      'internal/store/reset.go': `${CONSTANT_CALLER}\n\n//export dropTables\n// see dropTable, exported to nobody\n//go:linkname other example.com/x.dropTableSoon\n`,
    });
    expect(findings).toEqual([]);
  });
});

describe('the read budget for Go packages', () => {
  it('is unlimited where reads cost nothing, else what is left of the run, at most PACKAGE_READS', () => {
    expect(packageReadBudget(Infinity, 500)).toBe(Infinity);
    expect(packageReadBudget(100, 90)).toBe(10);
    expect(packageReadBudget(1000, 10)).toBe(PACKAGE_READS);
    expect(packageReadBudget(10, 30)).toBe(0);
  });
});
