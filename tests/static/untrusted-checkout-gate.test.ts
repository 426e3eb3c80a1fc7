/**
 * `gha-untrusted-checkout` and `if:` gates: a job (or its checkout) that runs only when the PR's head
 * is the base repository never checks out a fork's code, so it is no finding. The workflow is the PR's
 * own text, so every gate that a fork gets through, and every `if:` GitHub reads as an always-true
 * string, keeps the finding, and says why on the `if:` line.
 */
import { describe, expect, it } from 'vitest';
import { readCondition } from '../../src/static/checks/workflow/expression.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

interface Shape {
  on?: string;
  jobIf?: string[];
  stepIf?: string[];
  extra?: string[];
}

const SAME = 'github.event.pull_request.head.repo.full_name == github.repository';
const RUN_SAME = 'github.event.workflow_run.head_repository.full_name == github.repository';

/** A workflow whose job checks out the PR head and builds it, with the given `if:` lines. */
function workflow({ on = 'pull_request_target', jobIf = [], stepIf = [], extra = [] }: Shape): string[] {
  const ref = on.includes('pull_request_target')
    ? 'github.event.pull_request.head.sha'
    : 'github.event.workflow_run.head_sha';
  return [
    `on: ${on}`,
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    ...jobIf.map((l) => `    ${l}`),
    '    steps:',
    '      - uses: actions/checkout@v4.3.1', // before the fork guard (fork-checkout-guard.ts)
    ...stepIf.map((l) => `        ${l}`),
    '        with:',
    `          ref: \${{ ${ref} }}`,
    '      - run: npm ci && npm test',
    ...extra,
  ];
}

async function findings(lines: string[], changed?: number[]) {
  const content = lines.join('\n') + '\n';
  const { findings: all } = await runStaticRules([
    {
      path: '.github/workflows/build.yml',
      content,
      changedLines: new Set(changed ?? lines.map((_, i) => i + 1)),
    },
  ]);
  return all.filter((f) => f.ruleId === 'gha-untrusted-checkout');
}

describe('gha-untrusted-checkout leaves a checkout that a same-repository gate guards', () => {
  const gated: Array<[string, Shape]> = [
    ['a plain job if', { jobIf: [`if: ${SAME}`] }],
    [
      'one expression in a >- folded scalar',
      { jobIf: ['if: >-', '  ${{ github.event.pull_request.draft == false &&', `     ${SAME} }}`] },
    ],
    ['one expression in a |- literal scalar', { jobIf: ['if: |-', '  ${{', `    ${SAME}`, '  }}'] }],
    [
      'a quoted ${{ }} comparing head and base names',
      {
        jobIf: [
          'if: "${{ github.event.pull_request.head.repo.full_name == github.event.pull_request.base.repo.full_name }}"',
        ],
      },
    ],
    ['repository ids', { jobIf: ['if: github.event.pull_request.head.repo.id == github.repository_id'] }],
    [
      'property names in any case',
      { jobIf: ['if: github.event.pull_request.head.repo.FULL_NAME == github.Repository'] },
    ],
    ['the gate on the checkout step itself', { stepIf: [`if: ${SAME}`] }],
    [
      'a negated != under !( || )',
      { jobIf: [`if: "!(${SAME.replace('==', '!=')} || github.event.pull_request.draft)"`] },
    ],
    [
      'every || branch gated',
      {
        jobIf: [
          `if: (${SAME} && github.event.action == 'opened') || (${SAME} && github.event.action == 'synchronize')`,
        ],
      },
    ],
    [
      'a constant the base repository is held to as well',
      {
        jobIf: [
          "if: github.event.pull_request.head.repo.full_name == 'Acme/App' && github.repository == 'acme/app'",
        ],
      },
    ],
    ['a workflow_run head repository', { on: 'workflow_run', jobIf: [`if: ${RUN_SAME}`] }],
    [
      'a workflow_run from a push',
      { on: 'workflow_run', jobIf: ["if: github.event.workflow_run.event == 'push'"] },
    ],
    [
      'a workflow_run gate in a >- scalar',
      {
        on: 'workflow_run',
        jobIf: [
          'if: >-',
          "  ${{ github.event.workflow_run.conclusion == 'success' &&",
          `      ${RUN_SAME} }}`,
        ],
      },
    ],
  ];
  it.each(gated)('%s', async (_, shape) => {
    expect(await findings(workflow(shape))).toEqual([]);
  });
});

describe('gha-untrusted-checkout keeps a checkout whose gate a fork gets through', () => {
  const open: Array<[string, Shape]> = [
    ['no if at all', {}],
    [
      'an || branch without the gate',
      { jobIf: [`if: ${SAME} || github.event_name == 'pull_request_target'`] },
    ],
    ['!= instead of ==', { jobIf: [`if: ${SAME.replace('==', '!=')}`] }],
    [
      'a constant alone (it may name the fork)',
      { jobIf: ["if: github.event.pull_request.head.repo.full_name == 'attacker/app'"] },
    ],
    [
      '!fork (true once the fork is deleted: head.repo is null)',
      { jobIf: ['if: ${{ !github.event.pull_request.head.repo.fork }}'] },
    ],
    [
      'fork == false (null == false is true)',
      { jobIf: ['if: false == github.event.pull_request.head.repo.fork'] },
    ],
    ['fork != false', { jobIf: ['if: github.event.pull_request.head.repo.fork != false'] }],
    ['!!fork', { jobIf: ['if: ${{ !!github.event.pull_request.head.repo.fork }}'] }],
    [
      'a label (an approval of one commit, kept by later pushes)',
      { jobIf: ["if: contains(github.event.pull_request.labels.*.name, 'safe to test')"] },
    ],
    ['the actor (whoever caused the event)', { jobIf: ["if: github.actor == 'dependabot[bot]'"] }],
    ['a string literal holding the comparison', { jobIf: [`if: "'${SAME}'"`] }],
    ['a malformed expression', { jobIf: [`if: ${SAME} &&`] }],
    ['two ${{ }} in one if', { jobIf: [`if: \${{ ${SAME} }}\${{ ${SAME} }}`] }],
    ['deep nesting', { jobIf: [`if: ${'('.repeat(100)}${SAME}${')'.repeat(100)}`] }],
    [
      "the other event's fork field under workflow_run (null == false)",
      { on: 'workflow_run', jobIf: ['if: github.event.pull_request.head.repo.fork == false'] },
    ],
    [
      "the other event's names under workflow_run (null == null)",
      {
        on: 'workflow_run',
        jobIf: [
          'if: github.event.pull_request.head.repo.full_name == github.event.pull_request.base.repo.full_name',
        ],
      },
    ],
    [
      'a pull_request_target gate with workflow_run also a trigger',
      { on: '[pull_request_target, workflow_run]', jobIf: [`if: ${SAME}`] },
    ],
  ];
  it.each(open)('%s', async (_, shape) => {
    expect((await findings(workflow(shape))).map((f) => f.severity)).toEqual(['critical']);
  });

  it('keeps the checkout when the gate sits on a later step, not on the checkout', async () => {
    const lines = workflow({}).map((l) =>
      l === '      - run: npm ci && npm test' ? `      - if: ${SAME}\n        run: npm ci` : l,
    );
    expect(await findings(lines)).toHaveLength(1);
  });

  it('keeps the checkout of a job when another job holds the gate', async () => {
    const other = [
      '  gated:',
      '    runs-on: ubuntu-latest',
      `    if: ${SAME}`,
      '    steps:',
      '      - run: echo ok',
    ];
    expect(await findings(workflow({ extra: other }))).toHaveLength(1);
  });

  it('says a > folded gate is an always-true string, on the if line a PR edits', async () => {
    const lines = workflow({ jobIf: ['if: >', '  ${{', `    ${SAME}`, '  }}'] });
    const ifLine = lines.indexOf('    if: >') + 1;
    const [finding, ...rest] = await findings(lines, [ifLine]);
    expect(rest).toEqual([]);
    expect(finding!.line).toBe(ifLine);
    expect(finding!.body).toContain('a space or line break after `}}`');
    expect(finding!.body).toContain('gates nothing');
  });

  it('says text around ${{ }} makes the if a string', async () => {
    const [finding] = await findings(
      workflow({
        jobIf: ["if: github.event.pull_request.head.repo.full_name == '${{ github.repository }}'"],
      }),
    );
    expect(finding!.body).toContain('text before `${{`');
  });

  it("says a workflow_run event != 'pull_request' branch admits a fork's review runs", async () => {
    const jobIf = [`if: github.event.workflow_run.event != 'pull_request' || ${RUN_SAME}`];
    const [finding] = await findings(workflow({ on: 'workflow_run', jobIf }));
    expect(finding!.severity).toBe('critical');
    expect(finding!.body).toContain("lets a fork's head through under `workflow_run`");
    expect(finding!.body).toContain('`pull_request_review`');
  });

  it('says a fork test lets a deleted fork through and names the comparison to use', async () => {
    const [finding] = await findings(
      workflow({ jobIf: ['if: github.event.pull_request.head.repo.fork == false'] }),
    );
    expect(finding!.body).toContain('once the fork is deleted');
    expect(finding!.body).toContain('`head.repo.full_name == github.repository`');
  });

  it('adds no note for an if that has nothing to do with the head', async () => {
    const lines = workflow({ jobIf: ["if: github.event.action == 'opened'"] });
    const [finding] = await findings(lines);
    expect(finding!.body).not.toContain('if:');
    expect(await findings(lines, [lines.indexOf("    if: github.event.action == 'opened'") + 1])).toEqual([]);
  });
});

describe('readCondition reads an if: the way GitHub does', () => {
  it('reads a value without ${{ }} as one expression', () => {
    expect(readCondition("a == 'b'")).toEqual({
      expression: {
        kind: 'binary',
        op: '==',
        left: { kind: 'path', path: 'a' },
        right: { kind: 'literal', value: 'b' },
      },
    });
  });

  it('finds the closing braces after a string literal that holds }}', () => {
    expect('expression' in readCondition("${{ github.head_ref == '}}' }}")).toBe(true);
  });

  it("reads a quote escaped as '' inside a string literal", () => {
    expect(readCondition("x == 'it''s'")).toMatchObject({ expression: { right: { value: "it's" } } });
  });

  it('reads a trailing newline after }} as an always-true string', () => {
    expect(readCondition('${{ false }}\n')).toEqual({ alwaysTrue: 'a space or line break after `}}`' });
  });

  it('refuses nesting deeper than any real if: without overflowing the stack', () => {
    expect(readCondition(`${'('.repeat(100_000)}a${')'.repeat(100_000)}`)).toEqual({ unreadable: true });
    expect(readCondition(`${'!'.repeat(100_000)}a`)).toEqual({ unreadable: true });
    expect(readCondition(`${'a == b && '.repeat(50_000)}c`)).toEqual({ unreadable: true });
  });

  it('reads an unclosed ${{ as unreadable', () => {
    expect(readCondition('${{ a == b')).toEqual({ unreadable: true });
  });
});
