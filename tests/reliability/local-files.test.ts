/**
 * Files the local CLI writes, where the repository under review chooses what is on disk: a report
 * path that the attacker's branch committed as a symbolic link must never be written through.
 */
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareOutput, writeOutput } from '../../src/cli/output-file.js';
import { cli } from '../support/cli.js';
import { TempRepo, tempDir } from '../support/repo.js';

describe('--output and symbolic links', () => {
  it('output: a committed prlens-report.md linking to authorized_keys → refused, target unchanged, exit 2', async () => {
    const home = tempDir('prlens-home-');
    const keys = path.join(home, 'authorized_keys');
    writeFileSync(keys, 'ssh-ed25519 AAAA owner\n');
    const repo = new TempRepo();
    repo.write('a.ts', 'export const a = 1;\n').commit('one');
    symlinkSync(keys, path.join(repo.root, 'prlens-report.md'));
    repo.git('add', 'prlens-report.md');
    repo.write('a.ts', 'export const a = 2; // ssh-ed25519 AAAA attacker\n').commit('two');

    const result = await cli(repo.root, [
      'review',
      '--from',
      'HEAD~1',
      '--to',
      'HEAD',
      '--output',
      'prlens-report.md',
    ]);

    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--output prlens-report\.md is a symbolic link/);
    expect(readFileSync(keys, 'utf8')).toBe('ssh-ed25519 AAAA owner\n');
  });

  it('output: a link that appears between the check and the write → replaced, its target unchanged', async () => {
    const dir = tempDir('prlens-out-');
    const target = path.join(dir, 'target.txt');
    writeFileSync(target, 'keep\n');
    const file = await prepareOutput(dir, 'report.md');
    symlinkSync(target, file);

    await writeOutput(file, 'report.md', 'the report\n');

    expect(readFileSync(target, 'utf8')).toBe('keep\n');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('the report\n');
  });
});
