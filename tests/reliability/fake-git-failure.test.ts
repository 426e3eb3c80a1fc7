/**
 * The CI failure of tests/reliability/deadline.test.ts (299 findings of 300, once), replayed on
 * purpose: the fake GitHub's git fails once while the action reads its first file at the head, as a
 * spawn does when a loaded 2-core machine refuses it. The fake used to answer that read 404 ("No
 * commit found for the ref"), so the action skipped a file the PR had just listed, as absent. Now the
 * fake already knows the SHAs it committed, and a git failure it cannot avoid is a 500 the action
 * retries: every file is read and reviewed.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { BASE, TOKEN, readReport, review } from './github-helpers.js';

describe("the fake GitHub's own git failing once", () => {
  const s = useScenario();

  it('a git spawn refused at the first contents read of the head → that file is still read and reviewed, not answered 404', async () => {
    const fake = await s.github({ token: TOKEN });
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++)
      files[`src/m${String(i).padStart(2, '0')}.ts`] =
        `export function f${i}(input: string): unknown {\n  return eval(input);\n}\n`;
    const pull = fake.state.createPullRequest({ base: BASE, head: files });
    // The first git call that resolves the head or lists its tree for a contents read fails to start.
    const git = pull.repo.git;
    const real = git.gitBuffer.bind(git);
    let refused: string | null = null;
    git.gitBuffer = (args, env, input) => {
      const forRead = args.includes('rev-parse') || (args.includes('ls-tree') && args.includes('-t'));
      if (refused === null && forRead && args.some((a) => a.startsWith(pull.headSha))) {
        refused = args.join(' ');
        throw Object.assign(new Error('spawnSync git EAGAIN'), { code: 'EAGAIN', errno: -11 });
      }
      return real(args, env, input);
    };

    const run = await review(fake, pull);

    expect(refused).not.toBeNull();
    const report = readReport(run);
    expect(report.warnings).toEqual([]);
    expect(report.incomplete).toBe(false);
    expect(report.findings.map((f) => f.path).sort()).toEqual(Object.keys(files).sort());
  });
});
