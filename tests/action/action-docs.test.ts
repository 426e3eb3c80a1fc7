import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the README action tables', () => {
  it('match action.yml (run node scripts/gen-action-docs.mjs after editing action.yml)', () => {
    const result = spawnSync(process.execPath, ['scripts/gen-action-docs.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
