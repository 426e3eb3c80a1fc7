/**
 * `gha-untrusted-checkout` and actions/checkout's own fork guard (actions/checkout#2454, backported
 * to v2–v6): a guarded release refuses to check out a fork's head under `pull_request_target` and
 * `workflow_run` unless `allow-unsafe-pr-checkout: true`, so the finding is lowered to medium (not
 * dropped: GitHub Enterprise Server may bundle an older checkout). Everything the guard does not
 * cover, and every `uses:` that is not the guarded action, keeps today's severity.
 */
import { describe, expect, it } from 'vitest';
import { guardedCheckout } from '../../src/static/checks/workflow/fork-checkout-guard.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

interface Shape {
  on?: string;
  uses?: string;
  inputs?: string[];
}

const HEAD_SHA = 'ref: ${{ github.event.pull_request.head.sha }}';

function workflow({ on = 'pull_request_target', uses = 'actions/checkout@v4', inputs = [HEAD_SHA] }: Shape) {
  return [
    `on: ${on}`,
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    `      - uses: ${uses}`,
    ...(inputs.length > 0 ? ['        with:', ...inputs.map((l) => `          ${l}`)] : []),
    '      - run: npm ci && npm test',
  ];
}

async function graded(lines: string[]): Promise<Array<[string, string]>> {
  const content = lines.join('\n') + '\n';
  const { findings } = await runStaticRules([
    { path: '.github/workflows/build.yml', content, changedLines: new Set(lines.map((_, i) => i + 1)) },
  ]);
  return findings.filter((f) => f.ruleId === 'gha-untrusted-checkout').map((f) => [f.severity, f.body]);
}

const severities = async (shape: Shape) => (await graded(workflow(shape))).map(([s]) => s);

describe('gha-untrusted-checkout under actions/checkout’s fork guard', () => {
  const guarded = [
    'v2',
    'v3',
    'v4',
    'v5',
    'v6',
    'v7',
    'v2.8.0',
    'v3.7.0',
    'v4.4.0',
    'v5.1.0',
    'v6.1.0',
    'v7.0.0',
    'v7.0.1',
  ];
  it.each(guarded)('is medium, with the reason, for actions/checkout@%s', async (tag) => {
    const [hit, ...rest] = await graded(workflow({ uses: `actions/checkout@${tag}` }));
    expect(rest).toEqual([]);
    expect(hit![0]).toBe('medium');
    expect(hit![1]).toContain(`actions/checkout ${tag} refuses to check out a fork's head`);
    expect(hit![1]).toContain('GitHub Enterprise Server');
  });

  const unguarded = [
    'v1',
    'v2.7.0',
    'v3.6.0',
    'v4.3.1',
    'v5.0.1',
    'v6.0.2',
    'v6.0.3',
    'v6-beta',
    'v8',
    'V4',
    'main',
  ];
  it.each(unguarded)('stays critical for actions/checkout@%s (no guard, or no such tag)', async (tag) => {
    expect(await severities({ uses: `actions/checkout@${tag}` })).toEqual(['critical']);
  });

  it('stays critical for a commit SHA pin: the rule cannot tell whether it predates the guard', async () => {
    const uses = 'actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2';
    expect(await severities({ uses })).toEqual(['critical']);
  });

  it('lowers Actions/Checkout@v4: GitHub resolves owner and repository names case-insensitively', async () => {
    expect(await severities({ uses: 'Actions/Checkout@v4' })).toEqual(['medium']);
    expect(await severities({ uses: 'Actions/Checkout@v1' })).toEqual(['critical']);
  });

  it('does not lower a uses: with spaces, a sub-path or another owner', async () => {
    expect(await severities({ uses: '"actions/checkout@v4 "' })).toEqual(['critical']);
    expect(await severities({ uses: 'actions/checkout/sub@v4' })).toEqual([]);
    expect(await severities({ uses: 'evil/actions-checkout@v4' })).toEqual([]);
    expect(await severities({ uses: 'actions-checkout/checkout@v4' })).toEqual([]);
  });

  it('keeps a run: gh pr checkout critical', async () => {
    const lines = [
      'on: pull_request_target',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: gh pr checkout ${{ github.event.pull_request.number }}',
      '      - run: make',
    ];
    expect((await graded(lines)).map(([s]) => s)).toEqual(['critical']);
  });

  it.each(['true', 'True', 'TRUE', 'yes', "'true'", '${{ inputs.unsafe }}', '${{ true }}'])(
    'keeps the severity and names the opt-in for allow-unsafe-pr-checkout: %s',
    async (value) => {
      const [hit, ...rest] = await graded(
        workflow({ inputs: [HEAD_SHA, `allow-unsafe-pr-checkout: ${value}`] }),
      );
      expect(rest).toEqual([]);
      expect(hit![0]).toBe('critical');
      expect(hit![1]).toContain('`allow-unsafe-pr-checkout` (line 9) is the explicit opt-in');
    },
  );

  it('reads the opt-in case-insensitively and in any of duplicated keys, as the runner may', async () => {
    expect(await severities({ inputs: [HEAD_SHA, 'Allow-Unsafe-PR-Checkout: true'] })).toEqual(['critical']);
    const twice = [HEAD_SHA, 'allow-unsafe-pr-checkout: false', 'allow-unsafe-pr-checkout: true'];
    expect(await severities({ inputs: twice })).toEqual(['critical']);
  });

  it('lowers with allow-unsafe-pr-checkout: false', async () => {
    expect(await severities({ inputs: [HEAD_SHA, 'allow-unsafe-pr-checkout: false'] })).toEqual(['medium']);
  });

  const refusedRefs: Array<[string, Shape]> = [
    ['the merge commit', { inputs: ['ref: ${{ github.event.pull_request.merge_commit_sha }}'] }],
    ['refs/pull/N/merge', { inputs: ['ref: refs/pull/${{ github.event.pull_request.number }}/merge'] }],
    ['refs/pull/N/head', { inputs: ['ref: refs/pull/${{ github.event.number }}/head'] }],
    [
      'a head branch from the fork repository',
      {
        inputs: [
          'repository: ${{ github.event.pull_request.head.repo.full_name }}',
          'ref: ${{ github.head_ref }}',
        ],
      },
    ],
    [
      'the workflow_run head SHA',
      { on: 'workflow_run', inputs: ['ref: ${{ github.event.workflow_run.head_sha }}'] },
    ],
    [
      'a workflow_run head branch from the fork repository',
      {
        on: 'workflow_run',
        inputs: [
          'repository: ${{ github.event.workflow_run.head_repository.full_name }}',
          'ref: ${{ github.event.workflow_run.head_branch }}',
        ],
      },
    ],
  ];
  it.each(refusedRefs)('lowers a checkout of %s, which the guard refuses', async (_, shape) => {
    expect(await severities(shape)).toEqual(['medium']);
  });

  const passedRefs: Array<[string, Shape]> = [
    ['a head branch name from the base repository', { inputs: ['ref: ${{ github.head_ref }}'] }],
    [
      'an expression that may fall back',
      { inputs: ['ref: ${{ github.event.pull_request.head.sha || github.sha }}'] },
    ],
    [
      'refs/pull/N/head under workflow_run (a pull_request_target run’s head repository is the base)',
      { on: 'workflow_run', inputs: ['ref: refs/pull/${{ steps.pr.outputs.number }}/head'] },
    ],
    ['the ref given twice', { inputs: [HEAD_SHA, 'Ref: ${{ github.head_ref }}'] }],
    [
      'an issue_comment trigger the guard does not check',
      {
        on: '[pull_request_target, issue_comment]',
        inputs: ['ref: refs/pull/${{ github.event.issue.number }}/head'],
      },
    ],
    ['a reusable workflow, run with its caller’s event', { on: '[pull_request_target, workflow_call]' }],
  ];
  it.each(passedRefs)('keeps the severity for %s', async (_, shape) => {
    expect(await severities(shape)).toEqual(['critical']);
  });
});

describe('guardedCheckout', () => {
  it('names the first guarded release of each line at its boundary', () => {
    expect(guardedCheckout('actions/checkout@v4.4.0')).toBe('v4.4.0');
    expect(guardedCheckout('actions/checkout@v4.3.9')).toBeUndefined();
    expect(guardedCheckout('actions/checkout@v4.10.0')).toBe('v4.10.0');
    expect(guardedCheckout('actions/checkout@v2.8.0')).toBe('v2.8.0');
    expect(guardedCheckout('actions/checkout@v2.7.9')).toBeUndefined();
    expect(guardedCheckout('actions/checkout@v4.4')).toBeUndefined();
  });
});
