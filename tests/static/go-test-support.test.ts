/**
 * Go test support outside `_test.go` files is test code to the static lens (issue 45 point 4, "test
 * setup"): a file that imports `testing`, httptest, testify or Ginkgo/Gomega is a suite helper or a
 * fixture builder (authelia's `internal/suites`, fresh10). The PR writes the imports, so a file that is
 * a program, listens, or serves requests keeps its grade whatever it imports.
 */
import { describe, expect, it } from 'vitest';
import { isGoTestSupport } from '../../src/static/go-test-support.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines, role: 'source' }]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

const helper = (imports: string[]) => [
  'package suites',
  '',
  'import (',
  '\t"os"',
  ...imports.map((i) => `\t${i}`),
  ')',
  '',
  'func writeSecrets(dir string) {',
  '\t_ = os.WriteFile(dir+"/jwt", []byte("very_important_secret"), 0600)',
  '}',
];

describe('Go test support by its imports', () => {
  it.each([
    ['"testing"'],
    ['"net/http/httptest"'],
    ['"github.com/stretchr/testify/require"'],
    ['"github.com/stretchr/testify/suite"'],
    ['. "github.com/onsi/gomega"'],
    ['"testing/fstest"'],
  ])('a helper importing %s is test support', (imp) => {
    expect(isGoTestSupport('internal/suites/helpers.go', helper([imp]).join('\n'))).toBe(true);
  });

  it('reads single-line imports and ignores paths in comments or strings elsewhere', () => {
    expect(isGoTestSupport('x/a.go', 'package x\n\nimport "testing"\n')).toBe(true);
    expect(
      isGoTestSupport('x/a.go', 'package x\n\nimport (\n\t"os" // not "testing"\n\t/* "testing" */\n)\n'),
    ).toBe(false);
    expect(isGoTestSupport('x/a.go', 'package x\n\nimport "os"\n\nvar s = "testing"\n')).toBe(false);
    expect(isGoTestSupport('x/a.go', helper(['"github.com/stretchr/testifyx"']).join('\n'))).toBe(false);
  });

  it('leaves _test.go files and other languages to the path rules', () => {
    expect(isGoTestSupport('x/a_test.go', helper(['"testing"']).join('\n'))).toBe(false);
    expect(isGoTestSupport('x/a.ts', 'import "testing"')).toBe(false);
  });

  it('a program or a listener importing testing is no test support', () => {
    const main = ['package main', '', 'import "testing"', '', 'func main() {}'];
    expect(isGoTestSupport('cmd/x/main.go', main.join('\n'))).toBe(false);
    const listens = [
      ...helper(['"testing"', '"net/http"']),
      'func run() { http.ListenAndServe(":8080", nil) }',
    ];
    expect(isGoTestSupport('internal/x/serve.go', listens.join('\n'))).toBe(false);
  });
});

describe('Go test support through the static rules', () => {
  it("a suite helper's discarded error is no finding (go-error-discarded skips tests)", async () => {
    expect(await scan('internal/suites/helpers.go', helper(['"testing"']))).toEqual([]);
  });

  it('the same lines without a testing import are a finding', async () => {
    expect(await scan('internal/suites/helpers.go', helper(['"strings"']))).toEqual([
      ['go-error-discarded', 9, 'low'],
    ]);
  });

  it('a request handler that imports testing keeps its findings (the PR writes its imports)', async () => {
    const handler = [
      'package api',
      '',
      'import (',
      '\t"net/http"',
      '\t"os"',
      '\t"os/exec"',
      '\t_ "testing"',
      ')',
      '',
      'func Run(w http.ResponseWriter, r *http.Request) {',
      '\t_ = os.WriteFile("/tmp/last", []byte(r.URL.Path), 0600)',
      '\texec.Command("sh", "-c", r.FormValue("cmd")).Run()',
      '}',
    ];
    const seen = await scan('internal/api/run.go', handler);
    expect(seen).toEqual(
      await scan(
        'internal/api/run.go',
        handler.map((l) => l.replace('"testing"', '"embed"')),
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('a Go file in a test-support package', () => {
  const suite = [
    'package suites',
    '',
    'import "os"',
    '',
    'func init() {',
    '\t_ = os.WriteFile("/tmp/suite/jwt", []byte("very_important_secret"), 0600)',
    '}',
  ];
  const action =
    'package suites\n\nimport (\n\t"testing"\n\t"github.com/stretchr/testify/require"\n)\n\nfunc doLogin(t *testing.T) { require.NoError(t, nil) }\n';
  const client =
    'package suites\n\nimport "net/http"\n\nvar c = &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error { return nil }}\n';
  const handler =
    'package suites\n\nimport "net/http"\n\nfunc H(w http.ResponseWriter, r *http.Request) {}\n';
  const test = 'package suites\n\nimport "testing"\n\nfunc TestX(t *testing.T) {}\n';

  async function scanIn(siblings: Record<string, string>, lines = suite) {
    const path = 'internal/suites/suite_standalone.go';
    const content = lines.join('\n') + '\n';
    const files = [
      { path, text: content },
      ...Object.entries(siblings).map(([p, text]) => ({ path: `internal/suites/${p}`, text })),
    ];
    const { findings } = await runStaticRules(
      [{ path, content, changedLines: new Set(lines.map((_, i) => i + 1)), role: 'source' }],
      { goPackage: () => Promise.resolve(files) },
    );
    return findings.map((f) => [f.ruleId, f.line, f.severity]);
  }

  it("is a test when a sibling imports testify (authelia's suites, fresh10)", async () => {
    expect(await scanIn({ 'action_login.go': action, 'http.go': client })).toEqual([]);
  });

  it('is source when the sibling that imports testify is part of the change (the PR writes it)', async () => {
    const path = 'internal/suites/suite_standalone.go';
    const content = suite.join('\n') + '\n';
    const sibling = 'internal/suites/action_login.go';
    const { findings } = await runStaticRules(
      [
        { path, content, changedLines: new Set([6]), role: 'source' },
        { path: sibling, content: action, changedLines: new Set([4]), role: 'source' },
      ],
      {
        goPackage: () =>
          Promise.resolve([
            { path, text: content },
            { path: sibling, text: action },
          ]),
      },
    );
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['go-error-discarded', 6]]);
  });

  it('is source when only a _test.go file imports testing', async () => {
    expect(await scanIn({ 'suites_test.go': test })).toEqual([['go-error-discarded', 6, 'low']]);
  });

  it('is source when the package is unread', async () => {
    const { findings } = await runStaticRules(
      [
        {
          path: 'internal/suites/s.go',
          content: suite.join('\n'),
          changedLines: new Set([6]),
          role: 'source',
        },
      ],
      { goPackage: () => Promise.resolve(undefined) },
    );
    expect(findings.map((f) => f.ruleId)).toEqual(['go-error-discarded']);
  });

  it('is source when a sibling handles requests: a server package with a test helper added to it', async () => {
    expect(await scanIn({ 'action_login.go': action, 'handler.go': handler })).toEqual([
      ['go-error-discarded', 6, 'low'],
    ]);
  });

  it('is source when the file itself is a program', async () => {
    const main = [
      'package main',
      '',
      'import "os"',
      '',
      'func main() {',
      '\t_ = os.WriteFile("/tmp/x", nil, 0600)',
      '}',
    ];
    const siblingMain = action.replace('package suites', 'package main');
    expect(await scanIn({ 'helper.go': siblingMain }, main)).toEqual([['go-error-discarded', 6, 'low']]);
  });

  it('is source when a sibling imports testing under another package clause', async () => {
    expect(await scanIn({ 'other.go': action.replace('package suites', 'package other') })).toEqual([
      ['go-error-discarded', 6, 'low'],
    ]);
  });
});
