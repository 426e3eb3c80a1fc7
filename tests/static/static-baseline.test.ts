/**
 * Only new problems (`static-baseline: new`, the default): a static finding the base version already
 * had is counted in the report, not posted. Real git repositories and the real CLI, static lens only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import type { DiffLine } from '../../src/core/types.js';
import { baseOf, splitPreExisting } from '../../src/review/stages/static-lens/static-baseline.js';
import type { BaseScan } from '../../src/review/stages/static-lens/static-baseline.js';
import type { StaticFinding } from '../../src/static/static-finding.js';
import { coverageSentence } from '../../src/report/coverage-sentence.js';
import { runStaticRules, staticRuleIdOf } from '../../src/static/run-static-rules.js';
import type { StaticResult } from '../../src/static/static-file.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

const WORKFLOW = (version: string, extra = '') =>
  `on: push\npermissions:\n  contents: write\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: some-org/deploy-action@${version}\n${extra}`;

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** Commits `before`, then `after`, and reviews the second commit with the static lens. */
async function review(before: Record<string, string>, after: Record<string, string>, flags: string[] = []) {
  repo = new TempRepo();
  for (const [file, text] of Object.entries(before)) repo.write(file, text);
  repo.commit('base');
  for (const [file, text] of Object.entries(after)) repo.write(file, text);
  repo.commit('change');
  const run = await cli(repo.root, [
    'review',
    '--commit',
    'HEAD',
    '--provider',
    'none',
    '--format',
    'json',
    '--min-severity',
    'low',
    ...flags,
  ]);
  expect(run.stderr).not.toMatch(/error/i);
  const report = ReviewReport.parse(JSON.parse(run.stdout));
  const posted = [...report.findings, ...report.unanchored].map(
    (f) => `${f.path}:${f.line} ${staticRuleIdOf(f.body)}`,
  );
  return { report, posted };
}

describe('static-baseline', () => {
  it('a tag bump of an already unpinned action → counted as pre-existing, not posted', async () => {
    const { report, posted } = await review(
      { '.github/workflows/ci.yml': WORKFLOW('v1') },
      { '.github/workflows/ci.yml': WORKFLOW('v2') },
    );
    expect(posted).toEqual([]);
    expect(report.stats.pre_existing).toEqual({
      count: 1,
      findings: [
        expect.objectContaining({ path: '.github/workflows/ci.yml', line: 8, rule: 'gha-unpinned-action' }),
      ],
    });
    expect(coverageSentence(report)).toContain('1 pre-existing problem in changed lines');
  });

  it('a newly added unpinned action beside the bump → the new one is posted', async () => {
    const { report, posted } = await review(
      { '.github/workflows/ci.yml': WORKFLOW('v1') },
      { '.github/workflows/ci.yml': WORKFLOW('v2', '      - uses: other-org/publish@v3\n') },
    );
    expect(posted).toEqual(['.github/workflows/ci.yml:9 gha-unpinned-action']);
    expect(report.stats.pre_existing?.count).toBe(1);
  });

  it('a line moved into a class (re-indented) → pre-existing; a second copy of it → new', async () => {
    const before = 'def run(x):\n    return eval(x)\n';
    const moved = 'class Runner:\n    def run(self, x):\n        return eval(x)\n';
    const first = await review({ 'app/run.py': before }, { 'app/run.py': moved });
    expect(first.posted).toEqual([]);
    expect(first.report.stats.pre_existing?.count).toBe(1);
    repo?.remove();
    const copied = `${moved}\n    def again(self, y):\n        return eval(y)\n`;
    const { posted, report } = await review({ 'app/run.py': before }, { 'app/run.py': copied });
    expect(posted).toEqual(['app/run.py:6 py-eval-exec']);
    expect(report.stats.pre_existing?.count).toBe(1);
  });

  it('a new file → every finding is new', async () => {
    const { posted, report } = await review(
      { 'README.md': '# x\n' },
      { 'app/run.py': 'def f(x):\n    eval(x)\n' },
    );
    expect(posted).toEqual(['app/run.py:2 py-eval-exec']);
    expect(report.stats.pre_existing?.count).toBe(0);
  });

  it('--static-baseline all → the pre-existing finding is posted as before', async () => {
    const { posted, report } = await review(
      { '.github/workflows/ci.yml': WORKFLOW('v1') },
      { '.github/workflows/ci.yml': WORKFLOW('v2') },
      ['--static-baseline', 'all'],
    );
    expect(posted).toEqual(['.github/workflows/ci.yml:8 gha-unpinned-action']);
    expect(report.stats.pre_existing?.count).toBe(0);
  });

  it('a bad value → a clear error naming the key and the values it takes', async () => {
    repo = new TempRepo();
    repo.write('a.py', 'x = 1\n').commit('base');
    const run = await cli(repo.root, [
      'review',
      '--commit',
      'HEAD',
      '--provider',
      'none',
      '--static-baseline',
      'old',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('static-baseline');
    expect(run.stderr).toMatch(/new, all/);
  });
});

describe('the base rebuilt from the diff', () => {
  const hunk = (newStart: number, lines: Array<[DiffLine['kind'], string]>) => ({
    oldStart: newStart,
    oldLines: 0,
    newStart,
    newLines: 0,
    header: '',
    lines: lines.map(([kind, text]) => ({ kind, text, oldLine: null, newLine: null })),
  });

  it('undoes every hunk: deleted lines back, added lines out', () => {
    const head = 'a\nB\nc\nd\nE\n';
    const hunks = [
      hunk(1, [
        ['context', 'a'],
        ['del', 'b'],
        ['add', 'B'],
        ['context', 'c'],
      ]),
      hunk(5, [
        ['del', 'e'],
        ['add', 'E'],
      ]),
    ];
    expect(baseOf(head, hunks)).toBe('a\nb\nc\nd\ne\n');
  });

  it('rescans the base with only the rules that reported on the head file, not the whole catalog', async () => {
    const base = 'def f(x):\n    return eval(x)\n';
    const head = 'def g(x):\n    return eval(x)\n';
    const headRun = await runStaticRules([
      { path: 'app/run.py', content: head, changedLines: new Set([1, 2]) },
    ]);
    expect(headRun.rulesRun.length).toBeGreaterThan(3);
    const finding = headRun.findings.find((f) => f.line === 2)!;
    expect(finding).toBeDefined();
    const file = {
      path: 'app/run.py',
      oldPath: 'app/run.py',
      status: 'modified' as const,
      binary: false,
      oldMode: null,
      newMode: null,
      similarity: null,
      additions: 2,
      deletions: 2,
      hunks: [
        hunk(1, [
          ['del', 'def f(x):'],
          ['del', '    return eval(x)'],
          ['add', 'def g(x):'],
          ['add', '    return eval(x)'],
        ]),
      ],
    };
    expect(baseOf(head, file.hunks)).toBe(base);
    const baseRuns: StaticResult[] = [];
    const scan: BaseScan = async (files, options) => {
      const result = await runStaticRules(files, options);
      baseRuns.push(result);
      return result;
    };
    const split = await splitPreExisting(
      [finding],
      [file],
      new Map([['app/run.py', head]]),
      () => 'source',
      scan,
    );
    expect(split.preExisting).toEqual([finding]);
    expect(baseRuns.map((r) => r.rulesRun)).toEqual([[finding.ruleId]]);
  });

  /** A file that appends `added` after `base` (4 lines), as git would show it: 3 lines of context, no deletion. */
  const appended = (base: string, added: string[]) => {
    const old = base.split('\n').slice(0, -1);
    const context = old.slice(-3).map((text, i) => {
      const line = old.length - 2 + i;
      return { kind: 'context' as const, text, oldLine: line, newLine: line };
    });
    const adds = added.map((text, i) => ({
      kind: 'add' as const,
      text,
      oldLine: null,
      newLine: old.length + 1 + i,
    }));
    const hunks = [
      {
        oldStart: old.length - 2,
        oldLines: 3,
        newStart: old.length - 2,
        newLines: 3 + added.length,
        header: '',
        lines: [...context, ...adds],
      },
    ];
    const file = {
      path: 'app/run.py',
      oldPath: 'app/run.py',
      status: 'modified' as const,
      binary: false,
      oldMode: null,
      newMode: null,
      similarity: null,
      additions: added.length,
      deletions: 0,
      hunks,
    };
    return { file, head: `${base}${added.join('\n')}\n` };
  };

  /** The head's findings on the added lines, then the split with every base scan counted. */
  async function splitCounted(base: string, added: string[]) {
    const { file, head } = appended(base, added);
    expect(baseOf(head, file.hunks)).toBe(base);
    const changed = new Set(file.hunks[0]!.lines.flatMap((l) => (l.kind === 'add' ? [l.newLine] : [])));
    const headRun = await runStaticRules([{ path: file.path, content: head, changedLines: changed }]);
    const baseRuns: StaticResult[] = [];
    const scan: BaseScan = async (files, options) => {
      const result = await runStaticRules(files, options);
      baseRuns.push(result);
      return result;
    };
    const contents = new Map([[file.path, head]]);
    const split = await splitPreExisting(headRun.findings, [file], contents, () => 'source', scan);
    return { findings: headRun.findings, split, baseRuns };
  }

  it('a finding on a line added to a hunk that deletes nothing, in a text the base never had → new, without scanning the base', async () => {
    const { findings, split, baseRuns } = await splitCounted('import os\n\ndef f(x):\n    return x\n', [
      '',
      'def load(text):',
      '    return eval(text)',
    ]);
    expect(findings.map((f) => f.ruleId)).toContain('py-eval-exec');
    expect(split).toEqual({ fresh: findings, preExisting: [], unreadBase: [] });
    expect(baseRuns).toEqual([]);
  });

  it('the same added line whose text the base already had elsewhere → scanned, pre-existing (a copy of an old problem)', async () => {
    const { findings, split, baseRuns } = await splitCounted(
      'def old(text):\n    return eval(text)\n\ndef f(x):\n    return x\n',
      ['', 'def load(text):', '    return eval(text)'],
    );
    const evals = findings.filter((f) => f.ruleId === 'py-eval-exec');
    expect(evals).toHaveLength(1);
    expect(split.preExisting).toEqual(evals);
    expect(baseRuns.map((r) => r.rulesRun)).toEqual([[...new Set(findings.map((f) => f.ruleId))]]);
  });

  it('hunks that do not fit the file → no base, the findings stay new and the file is named', async () => {
    const hunks = [
      hunk(1, [
        ['context', 'not this'],
        ['add', '    return eval(x)'],
      ]),
    ];
    expect(baseOf('def f(x):\n    return eval(x)\n', hunks)).toBeNull();
    const file = {
      path: 'app/run.py',
      oldPath: 'app/run.py',
      status: 'modified' as const,
      binary: false,
      oldMode: null,
      newMode: null,
      similarity: null,
      additions: 1,
      deletions: 0,
      hunks,
    };
    const finding = { ...({} as StaticFinding), path: 'app/run.py', line: 2, ruleId: 'py-eval-exec' };
    const contents = new Map([['app/run.py', 'def f(x):\n    return eval(x)\n']]);
    const split = await splitPreExisting([finding], [file], contents, () => 'source');
    expect(split).toEqual({ fresh: [finding], preExisting: [], unreadBase: ['app/run.py'] });
  });
});
