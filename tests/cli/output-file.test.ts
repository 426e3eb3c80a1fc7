import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareOutput, writeOutput } from '../../src/cli/output-file.js';
import { tempDir } from '../support/repo.js';

describe('--output and symbolic links', () => {
  it('refuses a link that appears between the check and the write, and leaves its target alone', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'target.txt');
    writeFileSync(target, 'keep me\n');
    const file = await prepareOutput(dir, 'report.md');
    // Swapped in while the review ran: the write must not follow it.
    symlinkSync(target, file);
    await expect(writeOutput(file, 'report.md', 'attacker text\n')).rejects.toThrow(
      /--output report\.md is a symbolic link/,
    );
    expect(readFileSync(target, 'utf8')).toBe('keep me\n');
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
  });

  it('still replaces the contents of an existing regular file', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'report.md'), 'an older and much longer report\n');
    const file = await prepareOutput(dir, 'report.md');
    await writeOutput(file, 'report.md', 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
  });
});
