import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';

const CLI = path.resolve(import.meta.dirname, '../../dist/cli.js');

/** The built CLI with a private TMPDIR, so that a leftover demo repository can be seen. */
function demo(args: string[]) {
  const home = mkdtempSync(path.join(tmpdir(), 'prlens-demo-test-'));
  const tmp = mkdtempSync(path.join(home, 'tmp-'));
  const result = spawnSync(process.execPath, [CLI, 'demo', ...args], {
    cwd: home,
    encoding: 'utf8',
    // No model key and no network settings: the static rules review the sample.
    env: { PATH: process.env.PATH, HOME: home, TMPDIR: tmp },
  });
  return { ...result, leftovers: readdirSync(tmp) };
}

describe('prlens demo (the README first command, built bundle)', () => {
  it('reviews the sample change offline, prints its findings and leaves no temp dir', () => {
    const run = demo(['--format', 'json']);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    expect(report.incomplete).toBe(false);
    expect(report.findings.length).toBeGreaterThanOrEqual(3);
    const files = new Set(report.findings.map((f) => f.path));
    expect([...files].sort()).toEqual(['app/backup.py', 'tools/unpack.go', 'web/render.js']);
    expect(run.leftovers).toEqual([]);
  });

  it('prints the findings as text and exits 1 with --fail-on high, as review does', () => {
    const run = demo(['--fail-on', 'high']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/eval/);
    expect(run.stdout).toMatch(/app\/backup\.py/);
    expect(run.leftovers).toEqual([]);
  });

  it('refuses a revision: the sample commit is what it reviews', () => {
    const run = demo(['--base', 'main']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/prlens demo reviews its own sample commit/);
    expect(run.leftovers).toEqual([]);
  });
});
