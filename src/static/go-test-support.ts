/**
 * Go test support code outside `_test.go` files (issue 45 point 4, "test setup"): suite helpers,
 * fixture builders and end-to-end suites live in ordinary `.go` files of packages that import
 * `testing`, `net/http/httptest`, testify or Ginkgo/Gomega (authelia's `internal/suites`, fresh10:
 * `action_login.go` takes a `*testing.T` and `require`s every step, and `suite_standalone.go`, which
 * imports none of them itself, registers the suites those files drive). The Go toolchain links such a
 * file only into what imports it, and a program that links `testing` registers no test flags of its
 * own since Go 1.13, so a package doing it is one whose only users are tests (the standard library's
 * own `net/http/httptest`, `testing/fstest`). Read from the file's own imports, which the PR writes:
 * a file that is a program (`package main`, `func main`) or listens for connections stays source,
 * and so does one that serves requests (run-static-rules.ts checks that for every test-support file).
 */

import { servesRequests } from './flow/entry-points.js';
import type { GoPackageReader } from './go-package.js';
import type { RuleLanguage } from './languages.js';

// Import paths only tests use: the standard library's testing packages and the common test frameworks.
const TEST_IMPORT =
  /^(?:testing(?:\/[\w/]+)?|net\/http\/httptest|github\.com\/stretchr\/testify(?:\/[\w/.-]+)?|github\.com\/onsi\/(?:ginkgo|gomega)(?:\/[\w/.-]+)?)$/;

// A program's entry, a listener or a handler: code that runs as a service, whatever it imports. A
// handler takes an `http.ResponseWriter` (a test client's `*http.Request` in a redirect hook does
// not make a server) or a web framework's context.
const PROGRAM =
  /^\s*package\s+main\b|^\s*func\s+main\s*\(|\bListenAndServe(?:TLS)?\s*\(|\bnet\.Listen\w*\s*\(|\bhttp\.ResponseWriter\b|\*(?:gin\.Context|fiber\.Ctx)\b|\becho\.Context\b/m;

const importsTestPackage = (content: string): boolean => goImports(content).some((p) => TEST_IMPORT.test(p));
const packageName = (content: string): string | undefined => /^\s*package\s+(\w+)/m.exec(content)?.[1];

/** The import paths of a Go file, comments stripped (a path in a comment imports nothing). */
function goImports(content: string): string[] {
  const code = content.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const paths: string[] = [];
  for (const decl of code.matchAll(/^\s*import\s*(\([^)]*\)|[^\n]*)/gm))
    for (const path of decl[1]!.matchAll(/["`]([^"`]+)["`]/g)) paths.push(path[1]!);
  return paths;
}

/** Whether a non-`_test.go` Go file is test support: it imports a testing package and is no program. */
export function isGoTestSupport(path: string, content: string): boolean {
  if (!/\.go$/.test(path) || /_test\.go$/.test(path)) return false;
  return importsTestPackage(content) && !PROGRAM.test(content);
}

/**
 * Whether a Go file sits in a test-support package: another non-test file of its package imports a
 * testing package, and no non-test file of the package is a program, listens or handles requests (a
 * server package that also holds a test helper stays source). The file itself must be neither, nor
 * serve requests. The package is read at the head (go-package.ts); unread, it is no test support.
 * Only a sibling the change leaves alone (`touched` holds the paths with changed lines) can mark the
 * package: a PR adding `import _ "testing"` to a file beside its own library code would otherwise turn
 * that whole package into tests, which no name or flow of the code would show.
 */
export async function inTestSupportPackage(
  file: { path: string; content: string; role?: string | undefined },
  language: RuleLanguage,
  reader: GoPackageReader | undefined,
  touched: ReadonlySet<string>,
): Promise<boolean> {
  if (language !== 'go' || !reader || file.role === 'test' || /_test\.go$/.test(file.path)) return false;
  if (PROGRAM.test(file.content) || servesRequests(file.content, 'go')) return false;
  const files = await reader(file.path);
  if (!files) return false;
  const name = packageName(file.content);
  const siblings = files.filter(
    (f) => f.path !== file.path && !/_test\.go$/.test(f.path) && packageName(f.text) === name,
  );
  return (
    !siblings.some((f) => PROGRAM.test(f.text)) &&
    siblings.some((f) => !touched.has(f.path) && importsTestPackage(f.text))
  );
}
