/**
 * A symlinked instruction file in a local checkout (`AGENTS.md -> CLAUDE.md`, as many repositories
 * keep one file for several agents): read as the file it names at the same base commit, never as
 * its link text, and never followed out of the repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAgentInstructions, workspaceReader } from '../../src/config/agent-instructions.js';
import { GitWorkspace } from '../../src/local/git.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { createRepo, tempDir, type TempRepo } from '../support/repo.js';

let r: TempRepo;
let outside: string;

beforeEach(() => {
  r = createRepo();
  outside = tempDir();
  mkdirSync(path.join(outside, 'x'), { recursive: true });
  writeFileSync(path.join(outside, 'secret.md'), 'TOP-SECRET outside the repository\n');
});
afterEach(() => r.remove());

describe('agent instruction files that are symlinks', () => {
  it('AGENTS.md -> CLAUDE.md reads CLAUDE.md at the base commit, not the link text or the working tree', async () => {
    r.write('CLAUDE.md', 'Money is integer cents.\n');
    r.write('pkg/a.ts', 'export const a = 1;\n');
    r.symlink('AGENTS.md', 'CLAUDE.md');
    r.write('pkg/docs/rules.md', 'Package rules.\n');
    r.symlink('pkg/AGENTS.md', 'docs/rules.md');
    const base = r.commit('base');
    // A later edit in the working tree must not reach a review of the base.
    r.write('CLAUDE.md', 'Edited after the base.\n');
    const ws = new GitWorkspace(r.dir);
    const logger = createMemoryLogger();
    const got = await loadAgentInstructions(workspaceReader(ws, base, logger), ['a.ts', 'pkg/a.ts'], logger);
    expect(got.map((i) => [i.source, i.text])).toEqual([
      ['AGENTS.md', 'Money is integer cents.'],
      ['pkg/AGENTS.md', 'Package rules.'],
    ]);
  });

  it('a link out of the repository, into .git or to another link is not followed, and says so', async () => {
    r.write('a/x.ts', '1\n').write('b/x.ts', '1\n').write('c/x.ts', '1\n').write('real.md', 'Real.\n');
    r.symlink('AGENTS.md', path.join(outside, 'secret.md'));
    r.symlink('a/AGENTS.md', '../../secret.md');
    r.symlink('b/AGENTS.md', '../.git/config');
    r.symlink('hop.md', 'real.md');
    r.symlink('c/AGENTS.md', '../hop.md');
    const base = r.commit('base');
    const ws = new GitWorkspace(r.dir);
    const logger = createMemoryLogger();
    const paths = ['x.ts', 'a/x.ts', 'b/x.ts', 'c/x.ts'];
    expect(await loadAgentInstructions(workspaceReader(ws, base, logger), paths, logger)).toEqual([]);
    const notes = logger.lines.filter((m) => m.includes('not followed'));
    expect(notes).toHaveLength(4);
    expect(notes.join('\n')).not.toContain('TOP-SECRET');
  });
});
