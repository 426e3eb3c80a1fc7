/**
 * One definition of "test file" (core/code-paths.ts `isTestPath`), used by select's classes, the static
 * lens, the context packs and the benches. fresh3: sqlpad's mocha files are named `test.js`
 * (`server/drivers/hdb/test.js`), and `classifyFile` called them source, so the throwaway password of
 * the local database container was a high finding outside tests.
 */
import { describe, expect, it } from 'vitest';
import { isTestPath } from '../../src/core/code-paths.js';
import { classifyFile } from '../../src/review/select/file-class.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

describe('test files by name', () => {
  it('a bare test.js, test.ts, tests.py, spec.ts, a -test.js and conftest.py are tests', () => {
    for (const path of [
      'server/drivers/hdb/test.js',
      'server/drivers/sqlserver/test.js',
      'src/lib/test.ts',
      'src/lib/test.mjs',
      'app/polls/tests.py',
      'app/polls/test.py',
      'src/parser/spec.ts',
      'lib/parser-test.js',
      'lib/api_spec.js',
      'app/conftest.py',
      'src/util.spec.ts',
    ]) {
      expect([path, isTestPath(path)]).toEqual([path, true]);
      expect([path, classifyFile(path).class]).toEqual([path, 'test']);
    }
  });

  it('names that only contain the word are source', () => {
    for (const path of [
      'server/drivers/hdb/index.js',
      'src/latest.js',
      'src/contest.ts',
      'src/testing.js',
      'src/attest.py',
      'src/specs-parser.ts',
      'cmd/test.go',
    ]) {
      expect([path, isTestPath(path)]).toEqual([path, false]);
      expect([path, classifyFile(path).class]).toEqual([path, 'source']);
    }
  });
});

describe("a mocha file named test.js through the static lens's select classes", () => {
  const lines = [
    "const assert = require('assert');",
    "const connection = { host: 'localhost', username: 'sa', password: 'SuperSecret!123' };",
  ];
  const scan = async (path: string) => {
    const content = lines.join('\n') + '\n';
    const changedLines = new Set(lines.map((_, i) => i + 1));
    const role = classifyFile(path).class === 'test' ? 'test' : 'source';
    const { findings } = await runStaticRules([{ path, content, changedLines, role }], { measured: {} });
    return findings.map((f) => [f.ruleId, f.line, f.severity]);
  };

  it("the database container's password in test.js is no finding (js-hardcoded-password skips tests)", async () => {
    expect(await scan('server/drivers/hdb/test.js')).toEqual([]);
  });

  it('the same line in the driver itself is a high finding', async () => {
    expect(await scan('server/drivers/hdb/index.js')).toEqual([['js-hardcoded-password', 2, 'high']]);
  });
});
