/**
 * `prlens review --sarif FILE` through the real CLI (in-process) on a real git repository: a
 * tool's result on the commit's added line is reported, one on a line the commit did not touch is
 * counted, and a file that cannot be read is a warning that makes the review incomplete (exit 2).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewReport } from '../../src/core/types.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.remove();
});

function repo(): TempRepo {
  const r = new TempRepo().write('app.py', 'import os\n');
  r.commit('init');
  r.write('app.py', 'import os\nvalue = compute()\n');
  r.commit('change');
  repos.push(r);
  return r;
}

const sarif = (lines: number[]) =>
  JSON.stringify({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Ruff', rules: [{ id: 'F821' }] } },
        results: lines.map((startLine) => ({
          ruleId: 'F821',
          level: 'error',
          message: { text: 'Undefined name `compute`' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'app.py' }, region: { startLine } } }],
        })),
      },
    ],
  });

describe('prlens review --sarif', () => {
  it('reports the result on the added line and counts the one on an untouched line', async () => {
    const r = repo();
    writeFileSync(path.join(r.root, 'ruff.sarif'), sarif([1, 2]));
    const run = await cli(
      r.root,
      ['review', '--commit', 'HEAD', '--format', 'json', '--sarif', 'ruff.sarif'],
      {},
    );
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.findings.map((f) => [f.path, f.line, f.lens, f.rule, f.severity])).toEqual([
      ['app.py', 2, 'ruff', 'F821', 'high'],
    ]);
    expect(report.stats.imported).toMatchObject({ tools: ['Ruff'], results: 2, on_diff: 1, outside_diff: 1 });
  });

  it("a result that names no rule is still the tool's: never held back by the model's findings budget", async () => {
    // SARIF 2.1.0 §3.27.5: `ruleId` is optional. Such a result once came out with `rule: null`, which
    // the Finding contract reserves for a model's finding, so `max-findings` held it back.
    const r = new TempRepo().write('app.py', 'import os\n');
    r.commit('init');
    r.write('app.py', 'import os\na = compute()\nb = compute()\nc = compute()\n');
    r.commit('change');
    repos.push(r);
    const result = (startLine: number) => ({
      level: 'error',
      message: { text: 'Undefined name `compute`' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'app.py' }, region: { startLine } } }],
    });
    const log = {
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'Ruff' } }, results: [2, 3, 4].map(result) }],
    };
    writeFileSync(path.join(r.root, 'ruff.sarif'), JSON.stringify(log));
    const run = await cli(
      r.root,
      ['review', '--commit', 'HEAD', '--format', 'json', '--sarif', 'ruff.sarif', '--max-findings', '1'],
      {},
    );
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.findings.map((f) => [f.line, f.lens, f.rule])).toEqual([
      [2, 'ruff', 'ruff'],
      [3, 'ruff', 'ruff'],
      [4, 'ruff', 'ruff'],
    ]);
    expect(report.stats.held_back ?? []).toEqual([]);
  });

  it('a result file that is not there is a warning, and the review is incomplete (exit 2)', async () => {
    const r = repo();
    const run = await cli(
      r.root,
      ['review', '--commit', 'HEAD', '--format', 'json', '--sarif', 'missing.sarif'],
      {},
    );
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.incomplete).toBe(true);
    expect(report.warnings).toContain('missing.sarif: cannot be read (ENOENT)');
  });

  it('--sarif without a file is a usage error', async () => {
    const r = repo();
    const run = await cli(r.root, ['review', '--sarif', ''], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--sarif needs a file/);
  });
});
