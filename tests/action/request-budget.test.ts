/**
 * What one review costs in GitHub requests, counted at the fake: the numbers behind the rate-limit
 * budget (about 80 content-creating requests a minute; 5,000 requests an hour for GITHUB_TOKEN).
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

function tree(count: number, withBug: boolean): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    files[`src/m${i}.ts`] = `export const v${i} = ${withBug ? `eval(input${i})` : i};\n`;
  }
  return files;
}

describe('GitHub requests per review', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  // The 10-file budget includes two reads per run for the static lens's manifest fact: the base's
  // `src/package.json` and `package.json`, whose scripts say whether a file is a maintainer's
  // (src/review/stages/static-lens/manifest-reads.ts; at most MANIFEST_READS a run, shared by all files).
  it.each([
    [10, { rest: 26, graphql: 3 }],
    [300, { rest: 330, graphql: 3 }],
  ])(
    'a %i-file PR stays within its budget',
    async (count, budget) => {
      fake = await s.github({ token: TOKEN });
      const pull = fake.state.createPullRequest({ base: tree(count, false), head: tree(count, true) });
      const run = await s.action({
        eventName: 'pull_request',
        payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
        inputs: { 'max-comments': '30' },
      });
      expect(run.code).toBe(0);
      const rest = fake.requests.filter((r) => r.kind === 'rest');
      const graphql = fake.requests.filter((r) => r.kind === 'graphql');
      const byOperation: Record<string, number> = {};
      for (const r of fake.requests)
        byOperation[r.operation ?? r.path] = (byOperation[r.operation ?? r.path] ?? 0) + 1;
      console.log(`${count} files: ${rest.length} REST, ${graphql.length} GraphQL`, byOperation);
      expect(rest.length).toBeLessThanOrEqual(budget.rest);
      expect(graphql.length).toBeLessThanOrEqual(budget.graphql);
      // Every finding counts for the gate, also those past max-comments that were not posted inline.
      expect(run.outputs.findings).toBe(String(count));
    },
    180_000,
  );
});
