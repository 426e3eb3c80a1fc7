/**
 * One comment per problem: findings of a static rule and of model lenses that
 * describe one problem on the same code merge; different problems on one line stay apart.
 */
import { fingerprinted } from '../../support/finding.js';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import { mergeSameProblem } from '../../../src/review/stages/merge/merge-findings.js';
import {
  problemKinds,
  problemKindsComputed,
  titleWords,
} from '../../../src/review/stages/merge/problem-kind.js';
import { locateRulesDir } from '../../../src/static/assets.js';
import { loadRules } from '../../../src/static/rule-file.js';
import { runStaticRules } from '../../../src/static/run-static-rules.js';

const PATH = 'src/list.ts';
const SOURCE = [
  "import { execSync } from 'node:child_process';",
  'export function list(dir: string): string {',
  '  const password = "hunter2-hunter2";',
  '  return execSync(`ls ${dir}`,',
  '    { encoding: "utf8" });',
  '}',
  // A route passes the request's value, so the rule keeps its critical grade (issue 45 point 5).
  "app.get('/ls', (req, res) => res.send(list(req.query.dir)));",
  '',
].join('\n');

/** The bundled rules' findings on SOURCE, every line counted as changed. */
async function staticFindings(): Promise<Finding[]> {
  const changedLines = new Set(SOURCE.split('\n').map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path: PATH, content: SOURCE, changedLines }]);
  return findings;
}

/** A model finding as a lens reports it after anchoring. */
function model(over: Partial<Finding> & Pick<Finding, 'line' | 'category' | 'title'>): Finding {
  return fingerprinted({
    path: PATH,
    severity: 'high',
    lens: 'security',
    body: 'The directory name reaches a shell unquoted.',
    anchor: SOURCE.split('\n')[over.line - 1] ?? '',
    confidence: 0.8,
    ...over,
  });
}

const EXEC_LINE = 4;

describe('merging findings of one problem', () => {
  it('merges a static rule and a model lens flagging one shell command into one finding', async () => {
    const statics = await staticFindings();
    const exec = statics.find((f) => f.line === EXEC_LINE)!;
    expect(exec.title).toMatch(/command injection/);
    const lens = model({
      line: EXEC_LINE,
      category: 'command-injection',
      title: 'Command injection in list()',
    });

    const { findings, groups } = mergeSameProblem([exec, lens], ['static', 'security']);
    expect(findings).toHaveLength(1);
    expect(groups).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      line: EXEC_LINE,
      severity: 'critical', // the rule's, above the lens's high
      lens: 'static+security',
      title: exec.title, // the rule's headline: a model's wording cannot rename a rule's finding
      fingerprint: exec.fingerprint, // the rule's: deterministic, so reruns keep it
      confidence: 0.9,
      rule: 'js-exec-interpolated', // SARIF still files it under the static rule
    });
    // The model's reading of this code is kept, named as the lens's.
    expect(findings[0]!.body).toContain(
      'The security lens adds:\n\nThe directory name reaches a shell unquoted.',
    );
    expect(findings[0]!.body).toContain('Merged from 2 findings of the same problem:');
    expect(findings[0]!.body).toContain('- security lens (high, line 4): Command injection in list()');
    expect(findings[0]!.body).toContain(
      '- prlens rule `js-exec-interpolated` (critical, line 4): Shell command',
    );
  });

  it("merges a model range N..N+1 with a static finding on N, at the rule's line", async () => {
    const exec = (await staticFindings()).find((f) => f.line === EXEC_LINE)!;
    const range = model({
      line: EXEC_LINE + 1,
      start_line: EXEC_LINE,
      category: 'injection',
      title: 'Unsanitised input reaches a shell',
    });
    const { findings } = mergeSameProblem([range, exec]);
    expect(findings).toHaveLength(1);
    // The rule leads: its deterministic place, which its own fix (if any) was written for.
    expect(findings[0]).toMatchObject({
      start_line: null,
      line: EXEC_LINE,
      fingerprint: exec.fingerprint,
    });
  });

  it('merges one finding said twice under two categories', () => {
    const a = model({
      line: 2,
      category: 'logic',
      title: 'Listing fails for paths with spaces',
      lens: 'correctness',
    });
    const b = model({
      line: 2,
      category: 'edge-case',
      title: 'Listing fails for paths with spaces',
      lens: 'tests',
    });
    expect(a.fingerprint).not.toBe(b.fingerprint);
    const { findings } = mergeSameProblem([a, b], ['correctness', 'tests']);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.lens).toBe('correctness+tests');
    expect(findings[0]!.fingerprint).toBe([a.fingerprint, b.fingerprint].sort()[0]);
  });

  it('merges wordings from SIMILAR_TITLES (0.75) of shared title words on, not below', () => {
    const at = (title: string, category: string) =>
      model({ line: 2, category, title, lens: category === 'logic' ? 'correctness' : 'tests' });
    const a = at('Stale cache entry returned', 'logic');
    const pairs: Array<[string, number, number]> = [
      ['Stale cache entry served', 0.75, 1], // 3 of 4 + 4 words: 6/8
      ['Stale cache entry reused twice', 6 / 9, 2], // 3 of 4 + 5 words, just under
      ['Stale cache value served', 0.5, 2], // 2 of 4 + 4 words
    ];
    for (const [title, dice, count] of pairs) {
      const b = at(title, 'edge-case');
      // Neither title names a known problem kind, and the categories differ: only the wording decides.
      expect([...problemKinds(a), ...problemKinds(b)]).toEqual([]);
      const shared = [...titleWords(a.title)].filter((w) => titleWords(b.title).has(w)).length;
      expect((2 * shared) / (titleWords(a.title).size + titleWords(b.title).size)).toBeCloseTo(dice, 9);
      expect(mergeSameProblem([a, b]).findings, title).toHaveLength(count);
    }
  });

  it('keeps two different problems on one line apart', async () => {
    const password = (await staticFindings()).find((f) => f.line === 3)!;
    expect(password.title).toMatch(/password/i);
    const sql = model({ line: 3, category: 'sql-injection', title: 'SQL built from the request' });
    const nullDeref = model({
      line: EXEC_LINE,
      category: 'null-handling',
      title: 'dir may be null',
      lens: 'correctness',
    });
    const exec = (await staticFindings()).find((f) => f.line === EXEC_LINE)!;
    expect(mergeSameProblem([password, sql]).findings).toHaveLength(2);
    expect(mergeSameProblem([exec, nullDeref]).findings).toHaveLength(2);
  });

  it('does not merge a known problem with an unknown one worded differently', async () => {
    const exec = (await staticFindings()).find((f) => f.line === EXEC_LINE)!;
    const other = model({ line: EXEC_LINE, category: 'async', title: 'Blocking call in a request handler' });
    expect(mergeSameProblem([exec, other]).findings).toHaveLength(2);
  });

  it('keeps the same rule on two lines as two findings', () => {
    const at = (line: number): Finding => ({
      ...model({ line, category: 'security', title: '`eval` of a non-literal string runs arbitrary code' }),
      lens: 'static',
      anchor: 'eval(a);',
      fingerprint: `static${line}`,
    });
    expect(mergeSameProblem([at(1), at(3)]).findings).toHaveLength(2);
  });

  it('does not let a vague finding chain two different problems together', () => {
    const shell = model({
      line: 2,
      category: 'security',
      title: 'Command injection: input built into the call unchecked',
    });
    const vague = model({ line: 2, category: 'security', title: 'Input built into the call unchecked' });
    const other = model({ line: 2, category: 'security', title: 'Secrets could end up in the logs' });
    for (const order of [
      [shell, vague, other],
      [other, vague, shell],
      [vague, other, shell],
    ]) {
      const { findings, groups } = mergeSameProblem(order);
      expect(findings).toHaveLength(2);
      for (const m of groups) expect(m.sources.includes(shell) && m.sources.includes(other)).toBe(false);
    }
  });

  it('gives the same result whatever order the findings come in', async () => {
    const statics = await staticFindings();
    const lenses = [
      model({ line: EXEC_LINE, category: 'command-injection', title: 'Command injection' }),
      model({ line: 3, category: 'secrets', title: 'Hard-coded password in source' }),
      model({ line: 2, category: 'docs', title: 'Undocumented export', lens: 'docs' }),
    ];
    const all = [...statics, ...lenses];
    const key = (fs: Finding[]) => fs.map((f) => `${f.fingerprint}@${f.line}`).sort();
    const forward = mergeSameProblem(all).findings;
    expect(forward).toHaveLength(3);
    expect(key(mergeSameProblem([...all].reverse()).findings)).toEqual(key(forward));
  });

  it('reads prototype pollution and an `unserialize` as the kinds a model names them by', () => {
    const lodash = {
      category: 'security',
      title: 'Request data deep-merged by a lodash before 4.17.12 (prototype pollution)',
    };
    expect(problemKinds(lodash)).toEqual(
      problemKinds({ category: 'prototype-pollution', title: 'Polluted Object.prototype' }),
    );
    expect(problemKinds(lodash)).toContain('prototype-pollution');
    const unserialize = {
      category: 'security',
      title: '`node-serialize` `unserialize` runs the functions its input carries',
    };
    expect(problemKinds(unserialize)).toContain('deserialization');
    expect(problemKinds({ category: 'security', title: 'Insecure deserialization of the cookie' })).toContain(
      'deserialization',
    );
  });

  it('reads a problem kind from every bundled static rule', async () => {
    const rules = await loadRules(locateRulesDir());
    expect(rules.length).toBeGreaterThan(30);
    const unknown = rules.filter((r) => problemKinds({ category: r.category, title: r.message }).size === 0);
    expect(unknown.map((r) => r.id)).toEqual([]);
  });
});

describe('problem kinds are read only for a pair that needs them', () => {
  it('keeps two rules’ findings on neighbouring lines apart without reading either kind', async () => {
    const findings = await staticFindings();
    expect(new Set(findings.map((f) => f.rule)).size).toBeGreaterThan(1);
    const before = problemKindsComputed();
    const { findings: merged } = mergeSameProblem(findings);
    expect(merged).toEqual(findings);
    expect(problemKindsComputed() - before).toBe(0);
    // A model finding on a static finding's line needs both kinds: read then.
    const shell = findings.find((f) => /shell|command/i.test(f.title))!;
    const withModel = [
      shell,
      model({ line: shell.line, category: 'injection', title: 'Shell injection via dir' }),
    ];
    const again = problemKindsComputed();
    expect(mergeSameProblem(withModel).findings).toHaveLength(1);
    expect(problemKindsComputed() - again).toBe(2);
  });
});
