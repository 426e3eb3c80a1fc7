import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { useScenario } from '../support/scenario.js';
import { cli } from '../support/cli.js';

/**
 * `review --pr` runs on the user's machine like a local review, so the user's own config file
 * applies to it as it does to `prlens review` and `prlens config show` (one resolver). Static rules
 * only: the user file here sets no model, so nothing leaves 127.0.0.1.
 */
describe('review --pr reads the user config file, as a local review does', () => {
  const s = useScenario();
  const TOKEN = 'ghp_prUserFileToken0123456789abcdef';

  it('an exclude in the user file leaves the PR file out', async () => {
    const fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    fake.state.createPullRequest({
      number: 7,
      head: { 'gen/run.ts': 'export function run(input: string): unknown {\n  return eval(input);\n}\n' },
    });
    const home = mkdtempSync(path.join(os.tmpdir(), 'prlens-pr-user-'));
    const xdg = path.join(home, 'xdg');
    mkdirSync(path.join(xdg, 'prlens'), { recursive: true });
    writeFileSync(path.join(xdg, 'prlens', 'config.yml'), 'exclude:\n  - gen/**\n');
    const { code, stdout } = await cli(home, ['review', '--pr', 'octo-org/octo-repo#7', '--format', 'json'], {
      HOME: home,
      XDG_CONFIG_HOME: xdg,
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: fake.apiUrl,
      GITHUB_GRAPHQL_URL: fake.graphqlUrl,
      PRLENS_PROVIDER: 'none',
    });
    expect(code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.excluded_files.map((f) => f.path)).toEqual(['gen/run.ts']);
    expect(report.findings).toEqual([]);
  });
});
