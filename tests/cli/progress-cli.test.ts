/**
 * The progress line through the real CLI: drawn on a terminal's stderr while a review runs (with
 * the lens calls of a model review), absent when stderr is not a terminal or with --quiet, and
 * never in the report on stdout.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import type { OpenAIReply, ScriptedServer } from '../fakes/openai-server.js';
import { useScenario } from '../support/scenario.js';

const repo = new TempRepo();
repo.write('src/a.ts', 'export const a = 1;\n');
repo.commit('one');
repo.write('src/a.ts', 'export const a = 2;\nexport const b = a + 1;\n');
repo.commit('two');

const scene = useScenario({ openai: true });
let openai: ScriptedServer<OpenAIReply>;
beforeEach(() => {
  openai = scene.openai;
  openai.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
});

async function run(args: string[], stderrIsTTY: boolean, env: Record<string, string> = {}) {
  return cli(
    repo.root,
    ['review', '--commit', 'HEAD', ...args],
    { NO_COLOR: '1', ...env },
    {
      stderrIsTTY,
      stderrColumns: 200,
    },
  );
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

describe('colour of the report on stdout', () => {
  const review = (env: Record<string, string>) =>
    cli(repo.root, ['review', '--commit', 'HEAD', '--quiet'], env, { stdoutIsTTY: true });

  it('is coloured on a terminal (bold header from styleText)', async () => {
    const { code, stdout } = await review({});
    expect(code).toBe(0);
    expect(stdout.startsWith('\u001b[1mprlens review:')).toBe(true);
  });

  it('holds no escape at all with NO_COLOR, even on a terminal', async () => {
    const { code, stdout } = await review({ NO_COLOR: '1' });
    expect(code).toBe(0);
    expect(stdout).toContain('prlens review:');
    expect(stdout).not.toContain('\u001b');
  });
});
