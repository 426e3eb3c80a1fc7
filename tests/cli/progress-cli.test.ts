/**
 * The progress line through the real CLI: drawn on a terminal's stderr while a review runs (with
 * the lens calls of a model review), absent when stderr is not a terminal or with --quiet, and
 * never in the report on stdout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { systemClock } from '../../src/core/clock.js';
import { TempRepo } from '../e2e/git-repo.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';

const repo = new TempRepo();
repo.write('src/a.ts', 'export const a = 1;\n');
repo.commit('one');
repo.write('src/a.ts', 'export const a = 2;\nexport const b = a + 1;\n');
repo.commit('two');

let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  openai.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
});
afterAll(async () => openai.close());

async function run(args: string[], stderrIsTTY: boolean, env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['review', '--commit', 'HEAD', ...args], {
    cwd: repo.root,
    env: { HOME: repo.root, NO_COLOR: '1', ...env },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdoutIsTTY: false,
    stderrIsTTY,
    stderrColumns: 200,
    clock: systemClock,
  });
  return { code, stdout, stderr };
}

describe('progress on the CLI', () => {
  it('draws the phases and the lens calls on a terminal, and clears the line before the report', async () => {
    const { code, stdout, stderr } = await run([], true, {
      PRLENS_PROVIDER: 'openai',
      PRLENS_BASE_URL: openai.url,
      OPENAI_API_KEY: 'sk-progress-test-0123456789',
    });
    expect(code).toBe(0);
    expect(stderr).toContain('\r\u001b[2Kprlens: reading the diff…');
    expect(stderr).toContain('prlens: 1 file to review');
    expect(stderr).toMatch(/prlens: 1 file · lens calls \d+\/\d+ · [\d,]+ tokens/);
    // The last drawn line is cleared before anything else is written.
    const last = stderr.lastIndexOf('lens calls');
    expect(stderr.indexOf('\r\u001b[2K', last)).toBeGreaterThan(last);
    expect(stdout).not.toContain('\u001b');
  });

  it('draws nothing when stderr is not a terminal', async () => {
    const { stderr } = await run([], false);
    expect(stderr).not.toContain('\r');
    expect(stderr).not.toContain('reading the diff');
  });

  it('draws nothing with --quiet', async () => {
    const { stderr } = await run(['--quiet'], true);
    expect(stderr).toBe('');
  });
});
