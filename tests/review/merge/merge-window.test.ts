/**
 * One comment per problem across sources when the lines do not touch: a static rule and a model
 * that flag one problem a few lines apart in one hunk, or in one multi-line statement, merge when
 * their problem kinds agree; different problems and one tool's different rules stay apart.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { mergeSameProblem } from '../../../src/review/stages/merge/merge-findings.js';
import { HUNK_WINDOW, linePlaces } from '../../../src/review/stages/merge/merge-window.js';
import { problemKinds } from '../../../src/review/stages/merge/problem-kind.js';
import { runStaticRules } from '../../../src/static/run-static-rules.js';
import { fingerprinted } from '../../support/finding.js';
import { addedFileDiff } from '../../support/diff-text.js';

/** A diff that adds every line of `content` to a new file. */
function added(path: string, content: string) {
  return parseUnifiedDiff(addedFileDiff(path, content));
}

async function staticOn(path: string, content: string): Promise<Finding[]> {
  const changedLines = new Set(content.split('\n').map((_, i) => i + 1));
  return (await runStaticRules([{ path, content, changedLines }])).findings;
}

function model(path: string, content: string, over: Partial<Finding> & Pick<Finding, 'line'>): Finding {
  return fingerprinted({
    path,
    severity: 'high',
    lens: 'security',
    category: 'security',
    title: 'Model finding',
    body: 'The model explains the problem in this code.',
    anchor: content.split('\n')[over.line - 1]!.trim(),
    confidence: 0.8,
    ...over,
  });
}

const JAVA_PATH = 'src/main/java/app/AccountRepository.java';
const JAVA = [
  'package app;',
  'import java.sql.*;',
  'class AccountRepository {',
  '  ResultSet find(Connection conn, String owner) throws SQLException {',
  '    String sql = "SELECT * FROM accounts WHERE owner = \'" + owner + "\'";',
  '    Statement stmt = conn.createStatement();',
  '    stmt.setQueryTimeout(5);',
  '    return stmt.executeQuery(sql);',
  '  }',
  '}',
  '',
].join('\n');

const WORKFLOW_PATH = '.github/workflows/preview.yml';
const WORKFLOW = [
  'on: pull_request_target',
  'jobs:',
  '  build:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '        with:',
  '          ref: ${{ github.event.pull_request.head.sha }}',
  '      - run: npm ci && npm test',
  '',
].join('\n');

describe('merging one problem across sources in a hunk or statement window', () => {
  it('merges the JDBC rule on the executeQuery line with the model three lines up on the SQL', async () => {
    const rule = (await staticOn(JAVA_PATH, JAVA)).find((f) => f.rule === 'java-sql-concat')!;
    expect(rule.line).toBe(8);
    const lens = model(JAVA_PATH, JAVA, { line: 5, title: 'SQL injection in AccountRepository.java' });
    const placeOf = linePlaces(added(JAVA_PATH, JAVA));

    const { findings, groups } = mergeSameProblem([rule, lens], ['static', 'security'], { placeOf });
    expect(findings).toHaveLength(1);
    expect(groups[0]!.sources).toHaveLength(2);
    expect(findings[0]!.lens).toBe('static+security');
    expect(findings[0]!.fingerprint).toBe(rule.fingerprint);
    expect(findings[0]!.body).toContain('prlens rule `java-sql-concat`');
    expect(findings[0]!.body).toContain('security lens (high, line 5)');
  });

  it('keeps them apart without the window, across hunks, and past HUNK_WINDOW lines', async () => {
    const rule = (await staticOn(JAVA_PATH, JAVA)).find((f) => f.rule === 'java-sql-concat')!;
    const lens = model(JAVA_PATH, JAVA, { line: 5, title: 'SQL injection in AccountRepository.java' });
    expect(mergeSameProblem([rule, lens])).toMatchObject({ groups: [] });
    // Line 5 in a hunk of its own: the two lines are not in one window.
    const split = added(JAVA_PATH, JAVA);
    const hunk = split[0]!.hunks[0]!;
    split[0]!.hunks = [
      { ...hunk, lines: hunk.lines.slice(0, 5) },
      { ...hunk, lines: hunk.lines.slice(5) },
    ];
    expect(mergeSameProblem([rule, lens], [], { placeOf: linePlaces(split) }).groups).toEqual([]);

    // HUNK_WINDOW lines apart merge, one more do not (one hunk, single-line statements).
    const filler = Array.from({ length: 12 }, (_, i) => `    log(${i});`);
    const text = ['class A {', ...filler, '}', ''].join('\n');
    const at = (line: number, title: string) => model('A.java', text, { line, title });
    const places = linePlaces(added('A.java', text));
    const first = { ...at(2, 'SQL built from the request'), lens: 'static', rule: 'java-sql-concat' };
    expect(
      mergeSameProblem([first, at(2 + HUNK_WINDOW, 'SQL injection')], [], { placeOf: places }).groups,
    ).toHaveLength(1);
    expect(
      mergeSameProblem([first, at(3 + HUNK_WINDOW, 'SQL injection')], [], { placeOf: places }).groups,
    ).toEqual([]);
  });

  it('merges findings on the first and last line of one multi-line call, however long', () => {
    const args = Array.from({ length: 9 }, (_, i) => `  "arg${i}",`);
    const text = ['run(', '  `ls ${dir}`,', ...args, ');', ''].join('\n');
    const places = linePlaces(added('src/a.js', text));
    expect(places('src/a.js', 'RIGHT', 2)?.statement).toEqual([1, 12]);
    const a = model('src/a.js', text, { line: 1, title: 'Command injection through dir' });
    const b = model('src/a.js', text, {
      line: 12,
      title: 'Shell command built from input',
      // Another source than the model: ESLint's result on the call's last line.
      lens: 'eslint',
      rule: 'no-shell',
    });
    expect(12 - 1).toBeGreaterThan(HUNK_WINDOW);
    expect(mergeSameProblem([a, b], [], { placeOf: places }).groups).toHaveLength(1);
  });

  it("keeps one source's two findings apart in the window: one rule on two lines, the model on two", () => {
    const text = ['a(new Integer(1));', 'b();', 'c(new Integer(2));', ''].join('\n');
    const placeOf = linePlaces(added('L.java', text));
    const rule = (line: number) =>
      model('L.java', text, {
        line,
        lens: 'static',
        rule: 'java-boxed-constructor',
        title: 'Deprecated boxed constructor',
      });
    const lens = (line: number) =>
      model('L.java', text, { line, lens: 'code-health', title: 'Deprecated API' });
    expect(mergeSameProblem([rule(1), rule(3)], [], { placeOf }).findings).toHaveLength(2);
    expect(mergeSameProblem([lens(1), lens(3)], [], { placeOf }).findings).toHaveLength(2);
    // The rule and the model on line 1 merge; the rule on line 3 stays its own comment.
    const both = mergeSameProblem([rule(1), lens(1), rule(3)], [], { placeOf });
    expect(both.findings.map((f) => f.line).sort()).toEqual([1, 3]);
  });

  it('does not merge different problem kinds in the window', async () => {
    const rule = (await staticOn(JAVA_PATH, JAVA)).find((f) => f.rule === 'java-sql-concat')!;
    const other = model(JAVA_PATH, JAVA, { line: 6, title: 'Statement is never closed (resource leak)' });
    const placeOf = linePlaces(added(JAVA_PATH, JAVA));
    expect(mergeSameProblem([rule, other], [], { placeOf }).findings).toHaveLength(2);
  });

  it('merges the untrusted-checkout check with a model finding on the same line', async () => {
    const rule = (await staticOn(WORKFLOW_PATH, WORKFLOW)).find((f) =>
      /checks out the PR head/.test(f.title),
    )!;
    expect(rule).toBeDefined();
    for (const title of [
      'Privileged workflow runs untrusted PR code with secrets',
      'pull_request_target checks out the PR head',
      'Pwn request: forked code is checked out and built',
    ]) {
      const lens = model(WORKFLOW_PATH, WORKFLOW, { line: rule.line, title });
      expect(problemKinds(lens), title).toContain('untrusted-checkout');
      expect(mergeSameProblem([rule, lens]).findings, title).toHaveLength(1);
    }
  });

  it('never merges two rules of one tool, even of one kind on one line', () => {
    const text = 'eval(new Function(code)());\n';
    const rule = (id: string, lens: string) =>
      model('src/b.js', text, { line: 1, title: 'Code injection', lens, rule: id, category: 'security' });
    expect(mergeSameProblem([rule('js-eval', 'static'), rule('js-new-function', 'static')]).groups).toEqual(
      [],
    );
    expect(mergeSameProblem([rule('no-eval', 'eslint'), rule('no-new-func', 'eslint')]).groups).toEqual([]);
    // Two tools' rules for one problem do merge (ESLint's no-eval and prlens's js-eval).
    expect(mergeSameProblem([rule('js-eval', 'static'), rule('no-eval', 'eslint')]).groups).toHaveLength(1);
  });

  it('scans the statements of a file only when a finding there asks for its place (issue 48)', () => {
    const [code] = added('app.py', 'x = 1\ny = (2,\n  3)\n');
    const [docs] = added('README.md', '# r\n\nMore words.\n');
    let docsScans = 0;
    const counted = {
      ...docs!,
      get hunks() {
        docsScans++;
        return docs!.hunks;
      },
    };
    const placeOf = linePlaces([code!, counted]);
    expect(placeOf('app.py', 'RIGHT', 3)?.statement).toEqual([2, 3]);
    expect(docsScans).toBe(0);
    expect(placeOf('README.md', 'RIGHT', 3)).toEqual({ hunk: 0, statement: [3, 3] });
    expect(placeOf('README.md', 'RIGHT', 1)).toEqual({ hunk: 0, statement: [1, 1] });
    expect(docsScans).toBe(1);
  });
});
