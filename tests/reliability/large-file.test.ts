/**
 * A changed file between 1 MB and the static lens's cap (2,000,000 characters) is read and checked
 * in the action as it is by the CLI. The action's reads used to stop at 1 MB, so such a file came
 * back as nothing: never checked, and the run said only that it "could not be read".
 * Raw contents are served up to 100 MB (the JSON form only to 1 MB):
 * https://docs.github.com/rest/repos/contents#get-repository-content
 */
import { describe, expect, it } from 'vitest';
import { STATIC_LIMITS } from '../../src/static/static-limits.js';
import { useScenario } from '../support/scenario.js';
import { BASE, TOKEN, readReport, review } from './github-helpers.js';

/** `count` KB of long string constants (few nodes to parse); the head adds an eval at the end. */
function bigFile(count = 1_100): { before: string; after: string; evalLine: number } {
  const lines = Array.from({ length: count }, (_, i) => `export const text${i} = '${'x'.repeat(1_000)}';`);
  const before = lines.join('\n') + '\n';
  const added = ['export function run(input: string): unknown {', '  return eval(input);', '}', ''];
  return { before, after: before + added.join('\n'), evalLine: count + 2 };
}

describe('a changed file over 1 MB in the action', () => {
  const s = useScenario();

  it('a small edit of it is read raw and checked by the static rules: the finding of the added lines is reported, the run complete', async () => {
    const fake = await s.github({ token: TOKEN });
    const big = bigFile();
    // The file's size, in characters: past the old 1 MiB read limit, within the static lens's cap.
    const size = big.after.length;
    expect(size > 1024 * 1024 && size <= STATIC_LIMITS.bytes).toBe(true);
    const pull = fake.state.createPullRequest({
      base: { ...BASE, 'src/big.ts': big.before },
      head: { ...BASE, 'src/big.ts': big.after },
    });

    const run = await review(fake, pull);

    const report = readReport(run);
    expect(report.warnings).toEqual([]);
    expect(report.incomplete).toBe(false);
    expect(report.findings.map((f) => [f.path, f.line, f.rule])).toContainEqual([
      'src/big.ts',
      big.evalLine,
      'js-eval',
    ]);
  });

  it('a file over the cap is not checked, and the warning says it was too large to read', async () => {
    const fake = await s.github({ token: TOKEN });
    const big = bigFile(2_100);
    expect(big.after.length > STATIC_LIMITS.bytes).toBe(true);
    const pull = fake.state.createPullRequest({
      base: { ...BASE, 'src/big.ts': big.before },
      head: { ...BASE, 'src/big.ts': big.after },
    });

    const run = await review(fake, pull);

    const report = readReport(run);
    expect(report.incomplete).toBe(true);
    expect(report.findings.filter((f) => f.path === 'src/big.ts')).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `could not be read.*src/big\\.ts \\(larger than ${STATIC_LIMITS.bytes} bytes, the most one read takes\\)`,
        ),
      ),
    ]);
  });
});
