/**
 * The one recogniser of a deliberate fallback (issue 45 point 4, src/static/deliberate-fallback.ts)
 * that the error-discarding and empty-catch rules share through `metadata.fallback: skip`. Each
 * policy is checked on its own, with the shape just outside it; the attacks are a PR that dresses a
 * swallowed failure of shipped request handling as test setup or a documented drop.
 */
import { describe, expect, it } from 'vitest';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const compiled = await compileStaticRules();

/** The ids and lines the static rules report on `code` as `path`, every line changed. */
async function reported(path: string, code: string): Promise<string[]> {
  const changedLines = new Set(code.split('\n').map((_, i) => i + 1));
  const result = await runStaticRules([{ path, content: code, changedLines }], { compiled });
  return result.findings.map((f) => `${f.ruleId}:${f.line}`);
}

describe('a deliberate fallback', () => {
  it('a dropped error with a comment opening its lines is documented; past a blank line it is not', async () => {
    const near = [
      'package p',
      '',
      'func f(db *sql.DB) {',
      '\t// read-only: nothing to lose',
      '\ttx := db.Begin()',
      '\t_ = tx.Commit()',
      '}',
    ];
    const far = [
      'package p',
      '',
      'func f(db *sql.DB) {',
      '\t// read-only: nothing to lose',
      '',
      '\ttx := db.Begin()',
      '\t_ = tx.Commit()',
      '}',
    ];
    expect(await reported('app/db.go', near.join('\n'))).toEqual([]);
    expect(await reported('app/db.go', far.join('\n'))).toEqual(['go-error-discarded:7']);
  });

  it('a comment above `err := f()` describes the step: an unchecked error still reports', async () => {
    const code = [
      'package p',
      '',
      'func f() {',
      '\t// save the order',
      '\terr := save()',
      '\tlog.Print("done")',
      '}',
    ];
    expect(await reported('app/order.go', code.join('\n'))).toEqual(['go-err-unchecked:5']);
  });

  it('a standard logger writes its own output; an encoder over any other writer still reports', async () => {
    const logger = [
      'package p',
      '',
      'var out = log.New(os.Stdout, "", 0)',
      '',
      'func w(p any) {',
      '\t_ = json.NewEncoder(out.Writer()).Encode(p)',
      '}',
    ];
    const other = [
      'package p',
      '',
      'var out = zap.New(core)',
      '',
      'func w(p any) {',
      '\t_ = json.NewEncoder(out.Writer()).Encode(p)',
      '}',
    ];
    expect(await reported('app/log.go', logger.join('\n'))).toEqual([]);
    expect(await reported('app/log.go', other.join('\n'))).toEqual(['go-error-discarded:6']);
  });

  it('a dropped MkdirAll is reported by the next checked write into the folder, not by an unchecked one', async () => {
    const head = ['package p', '', 'func f(dir string, b []byte) {', '\t_ = os.MkdirAll(dir, 0o700)'];
    const checked = [
      ...head,
      '\terr := os.WriteFile(dir+"/a", b, 0o600)',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '}',
    ];
    const elsewhere = [
      ...head,
      '\terr := os.WriteFile("/tmp/a", b, 0o600)',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '}',
    ];
    expect(await reported('app/fs.go', checked.join('\n'))).toEqual([]);
    expect(await reported('app/fs.go', elsewhere.join('\n'))).toEqual(['go-error-discarded:4']);
  });

  it("a dropped MkdirAll of a file's folder is reported by the checked open of that file", async () => {
    // kubeshark's unzip (fresh26): `_ = os.MkdirAll(filepath.Dir(path), mode)`, then `os.OpenFile(path, …)`.
    const head = [
      'package p',
      '',
      'func f(path string, b []byte) {',
      '\t_ = os.MkdirAll(filepath.Dir(path), 0o700)',
    ];
    const opened = [
      ...head,
      '\tf, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o600)',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\t_, _ = f.Write(b)',
      '}',
    ];
    // The file written without a check, or another file: nothing reports the missing folder.
    const unchecked = [...head, '\tos.WriteFile(path, b, 0o600)', '}'];
    const other = [
      ...head,
      '\tf, err := os.Create("/tmp/other")',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\t_, _ = f.Write(b)',
      '}',
    ];
    expect(await reported('app/unzip.go', opened.join('\n'))).toEqual([]);
    expect(await reported('app/unzip.go', unchecked.join('\n'))).toEqual(['go-error-discarded:4']);
    expect(await reported('app/unzip.go', other.join('\n'))).toEqual(['go-error-discarded:4']);
  });
});

describe('attacks: test setup cannot hide shipped request handling', () => {
  it('a *testing.T parameter added to a handler file does not hide its swallowed commit', async () => {
    const code = [
      'package p',
      '',
      'func save(w http.ResponseWriter, r *http.Request, t *testing.T) {',
      '\t_ = tx.Commit()',
      '}',
    ];
    expect(await reported('internal/api/save.go', code.join('\n'))).toEqual(['go-error-discarded:4']);
  });

  it('a test hook wrapped around an Express handler does not hide its swallowed write', async () => {
    const code = [
      "app.post('/upload', (req, res) => {",
      '  afterEach(async () => {',
      '    try {',
      '      await fs.writeFile(req.body.path, req.body.data);',
      '    } catch (e) {}',
      '  });',
      '});',
    ];
    expect(await reported('server/upload.js', code.join('\n'))).toEqual(['js-empty-catch-io:5']);
  });

  it('the same hook in a shared test helper is test setup', async () => {
    const code = [
      'afterEach(async () => {',
      '  try {',
      '    await fs.writeFile(marker, "")',
      '  } catch (e) {}',
      '});',
    ];
    expect(await reported('support/hooks.js', code.join('\n'))).toEqual([]);
  });
});
