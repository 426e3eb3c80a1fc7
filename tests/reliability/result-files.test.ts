/**
 * The action's `sarif` globs are resolved inside the workspace only: a pattern or a link that
 * climbs out of the checkout is refused with a message, never read; a glob that matches nothing
 * is said, never taken as "no results".
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readResultGlobs } from '../../src/ingest/read-files.js';

const SARIF = JSON.stringify({
  version: '2.1.0',
  runs: [{ tool: { driver: { name: 'Ruff' } }, results: [] }],
});
const dirs: string[] = [];
function workspace(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-ws-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('result files', () => {
  it('result files: a glob climbing out of the workspace → refused, named, nothing read', async () => {
    const ws = workspace();
    const outside = workspace();
    writeFileSync(path.join(outside, 'x.sarif'), SARIF);
    const read = await readResultGlobs([`../${path.basename(outside)}/x.sarif`, `${outside}/x.sarif`], ws);
    expect(read.files).toEqual([]);
    expect(read.problems).toHaveLength(2);
    expect(read.problems[0]).toMatch(/leaves the workspace: write a path relative to the checkout/);
  });

  it('result files: a symlink in the workspace to a file outside → refused, not read', async () => {
    const ws = workspace();
    const outside = workspace();
    writeFileSync(path.join(outside, 'secret.sarif'), SARIF);
    symlinkSync(path.join(outside, 'secret.sarif'), path.join(ws, 'link.sarif'));
    const read = await readResultGlobs(['*.sarif'], ws);
    expect(read.files).toEqual([]);
    expect(read.problems).toEqual(['sarif: link.sarif links outside the workspace: not read']);
  });

  it('result files: a dangling symlink → a problem naming it, and the other files still read', async () => {
    const ws = workspace();
    symlinkSync(path.join(ws, 'gone.sarif'), path.join(ws, 'a-dangling.sarif'));
    writeFileSync(path.join(ws, 'ruff.sarif'), SARIF);
    const read = await readResultGlobs(['*.sarif'], ws);
    expect(read.files.map((f) => f.file)).toEqual(['ruff.sarif']);
    expect(read.problems).toEqual([
      'sarif: a-dangling.sarif cannot be read (ENOENT: a link to a missing file?)',
    ]);
  });

  it('result files: a glob that matches nothing → a warning, not "no results"', async () => {
    const ws = workspace();
    mkdirSync(path.join(ws, 'reports'));
    writeFileSync(path.join(ws, 'reports', 'ruff.sarif'), SARIF);
    const read = await readResultGlobs(['reports/*.sarif', 'eslint.sarif'], ws);
    expect(read.files.map((f) => [f.file, f.format])).toEqual([['reports/ruff.sarif', 'sarif']]);
    expect(read.problems).toEqual([
      `sarif: "eslint.sarif" matched no file in ${ws}: did the step that writes it run?`,
    ]);
  });

  it('result files: a glob whose files an earlier glob already matched → no "matched no file", each file read once', async () => {
    const ws = workspace();
    mkdirSync(path.join(ws, 'reports'));
    writeFileSync(path.join(ws, 'reports', 'ruff.sarif'), SARIF);
    writeFileSync(path.join(ws, 'reports', 'mypy.sarif'), SARIF);
    const read = await readResultGlobs(['reports/*.sarif', 'reports/ruff.sarif', '**/*.sarif'], ws);
    expect(read.files.map((f) => f.file).sort()).toEqual(['reports/mypy.sarif', 'reports/ruff.sarif']);
    expect(read.problems).toEqual([]);
  });

  it('result files: a Node whose fs has no glob (Node 20) → one problem naming Node 22, not a TypeError', async () => {
    const ws = workspace();
    writeFileSync(path.join(ws, 'ruff.sarif'), SARIF);
    const read = await readResultGlobs(['*.sarif'], ws, {});
    expect(read.files).toEqual([]);
    expect(read.problems).toEqual([
      `sarif: reading result files by glob needs Node 22 or later (this is Node ${process.versions.node}): ` +
        'run the action as action.yml says (runs.using: node24), or the CLI with --sarif FILE on Node 22+',
    ]);
  });
});
