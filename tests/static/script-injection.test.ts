/**
 * gha-script-injection through `env`: `${{ env.X }}` pastes the value X holds into the script
 * before the shell runs, so an env set from an issue's title is as dangerous as the title itself
 * (src/static/checks/workflow/script-injection.ts). And actions/checkout's ref read the same way.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

async function findings(lines: string[]): Promise<Array<{ ruleId: string; line: number; body: string }>> {
  const content = lines.join('\n') + '\n';
  const { findings: all } = await runStaticRules([
    { path: '.github/workflows/w.yml', content, changedLines: new Set(lines.map((_, i) => i + 1)) },
  ]);
  return all.map((f) => ({ ruleId: f.ruleId, line: f.line, body: f.body }));
}

describe('gha-script-injection through env', () => {
  it('names the env and tells the script to read it as the shell variable it is', async () => {
    const [hit, ...rest] = await findings([
      'on: issues',
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - env:',
      '          Title: ${{ github.event.issue.title }}',
      '        run: echo "${{ env.TITLE }}"',
    ]);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ ruleId: 'gha-script-injection', line: 8 });
    expect(hit!.body).toContain('`${{ env.Title }}` pastes `${{ github.event.issue.title }}`');
    expect(hit!.body).toContain('Use `"$Title"` instead');
  });

  it('stops at an env that reads itself', async () => {
    const lines = [
      'on: issues',
      'env:',
      '  A: ${{ env.B }}',
      '  B: ${{ env.A }}',
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ env.A }}"',
    ];
    expect(await findings(lines)).toEqual([]);
  });

  // A step's env may read the job's or workflow's (the env context); a job's or the workflow's
  // may not, so two hops are all a workflow GitHub runs can make.
  it("follows a step's env into the workflow's", async () => {
    const lines = [
      'on: issues',
      'env:',
      '  RAW: ${{ github.event.issue.title }}',
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - env:',
      '          T: ${{ env.RAW }}',
      '        run: echo "${{ env.T }}"',
    ];
    expect((await findings(lines)).map((f) => [f.ruleId, f.line])).toEqual([['gha-script-injection', 10]]);
  });
});

describe('gha-untrusted-checkout through env', () => {
  it('reads the head in a ref that pastes an env holding it', async () => {
    const hits = await findings([
      'on: pull_request_target',
      'env:',
      '  HEAD_SHA: ${{ github.event.pull_request.head.sha }}',
      'jobs:',
      '  b:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4.3.1',
      '        with:',
      '          ref: ${{ env.HEAD_SHA }}',
      '      - run: make',
    ]);
    expect(hits.map((f) => [f.ruleId, f.line])).toEqual([['gha-untrusted-checkout', 10]]);
  });
});
