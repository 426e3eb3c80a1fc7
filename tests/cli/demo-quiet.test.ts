/** Issue 46 point 8: `prlens demo --quiet` printed its banner; --quiet means warnings and errors only. */
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { tempDir } from '../support/repo.js';
import { rmSync } from 'node:fs';

describe('prlens demo --quiet', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('prints the report and nothing on stderr', async () => {
    const home = tempDir();
    dirs.push(home);
    const run = await cli(home, ['demo', '--quiet', '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toHaveProperty('findings');
    expect(run.code).toBe(0);
  });

  it('still names the sample without --quiet', async () => {
    const home = tempDir();
    dirs.push(home);
    const run = await cli(home, ['demo', '--format', 'json']);
    expect(run.stderr).toContain('prlens demo: reviewing a sample commit');
  });
});
