/**
 * `gha-untrusted-checkout` is critical when a later step can execute the checked-out tree and high
 * when every later step only reads it (CodeQL's actions/untrusted-checkout/critical vs /high). The
 * workflow is the PR's own text: every way of hiding a step that runs the tree keeps it critical.
 */
import { describe, expect, it } from 'vitest';
import { readOnlyLine } from '../../src/static/checks/workflow/poisonable-step.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const HEAD = [
  'on: pull_request_target',
  'jobs:',
  '  preview:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4.3.1', // before the fork guard (fork-checkout-guard.ts)
  '        with:',
  '          ref: ${{ github.event.pull_request.head.sha }}',
];

async function grade(lines: string[]): Promise<Array<[string, string]>> {
  const content = lines.join('\n') + '\n';
  const { findings } = await runStaticRules([
    { path: '.github/workflows/preview.yml', content, changedLines: new Set(lines.map((_, i) => i + 1)) },
  ]);
  return findings.filter((f) => f.ruleId === 'gha-untrusted-checkout').map((f) => [f.severity, f.body]);
}

const READ_ONLY_STEPS = [
  '      - run: |',
  '          git fetch origin ${{ github.event.pull_request.base.sha }}',
  '          git diff --name-only origin/main | grep -c "\\.md$" > count.txt',
  '          echo "changed=$(cat count.txt)" >> "$GITHUB_OUTPUT"',
  '      - uses: peter-evans/create-or-update-comment@v4',
  '        with:',
  '          body-path: count.txt',
];

describe('gha-untrusted-checkout grades by what runs after the checkout', () => {
  it('is high, with the reason, when the later steps only read files, print and comment', async () => {
    const [hit, ...rest] = await grade([...HEAD, ...READ_ONLY_STEPS]);
    expect(rest).toEqual([]);
    expect(hit![0]).toBe('high');
    expect(hit![1]).toContain('only read files, print or comment');
    expect(hit![1]).toContain('actions/untrusted-checkout/high');
  });

  it('stays high with a token for gh in the env', async () => {
    const steps = [
      '      - run: gh pr comment 1 --body-file out.md',
      '        env:',
      '          GH_TOKEN: ${{ github.token }}',
    ];
    expect((await grade([...HEAD, ...steps])).map(([s]) => s)).toEqual(['high']);
  });

  it('reads a case statement of echoes and printf as read-only', async () => {
    const steps = [
      '      - run: |',
      '          set +e',
      '          status=$?',
      '          {',
      '            case "${STATUS}" in',
      '              0)',
      "                echo '```'",
      '                printf \'%s\\n\' "${OUTPUT}"',
      '                ;;',
      '              *)',
      '                echo "failed"',
      '                ;;',
      '            esac',
      '          } > comment.md',
    ];
    expect((await grade([...HEAD, ...steps])).map(([s]) => s)).toEqual(['high']);
  });

  const critical: Array<[string, string[]]> = [
    [
      'a package manager hidden in a multi-line script',
      ['      - run: |', '          echo start', '          npm ci', '          echo done'],
    ],
    ['a command the allow-list does not know', ['      - run: cz bump --dry-run --yes']],
    ['a local action', ['      - run: echo hi', '      - uses: ./.github/actions/report']],
    [
      'a setup action whose cache step runs the package manager from the tree',
      [
        '      - uses: actions/setup-node@v4',
        '        with:',
        '          cache: yarn',
        '      - run: echo hi',
      ],
    ],
    [
      'a third-party action that may build the tree',
      ['      - run: echo hi', '      - uses: docker/build-push-action@v6'],
    ],
    ['a command substitution', ['      - run: echo "$(make)"']],
    ['a backquoted command', ['      - run: echo "`./configure`"']],
    ['a subshell', ['      - run: (bash scripts/x.sh)']],
    ['a tree file written to the runner env file', ['      - run: cat .env >> "$GITHUB_ENV"']],
    ['a tree folder added to PATH', ['      - run: echo "$PWD/bin" >> $GITHUB_PATH']],
    ["another step's output pasted into the script", ['      - run: echo "${{ steps.v.outputs.version }}"']],
    ['a command after a quoted comment sign', ['      - run: |', '          echo "a #"; make']],
    ['git reading a tree folder as a repository', ['      - run: git -C vendor/x log']],
    ['git run after cd into the tree', ['      - run: cd sub && git status']],
    ['an interpreter on a tree file', ['      - run: python tools/check.py']],
    ['go test', ['      - run: go test ./...']],
    ['a shell the workflow picks', ['      - run: echo hi', '        shell: bash --rcfile ./x.sh {0}']],
    [
      'a working directory inside the tree',
      ['      - run: git status', '        working-directory: vendor/x'],
    ],
    [
      'bash told to source a tree file',
      ['      - run: echo hi', '        env:', '          BASH_ENV: ./x.sh'],
    ],
    ['git pointed at a tree configuration', ['      - run: HOME=. git log']],
    ['git told to run a program', ['      - run: git fetch --upload-pack="sh x.sh" .']],
  ];
  it.each(critical)('stays critical with %s', async (_, steps) => {
    expect((await grade([...HEAD, ...steps])).map(([s]) => s)).toEqual(['critical']);
  });

  it('stays critical under a job or workflow defaults: block', async () => {
    const jobDefaults = [
      ...HEAD.slice(0, 4),
      '    defaults:',
      '      run:',
      '        shell: ./x.sh {0}',
      ...HEAD.slice(4),
      '      - run: echo hi',
    ];
    expect((await grade(jobDefaults)).map(([s]) => s)).toEqual(['critical']);
  });

  it('reports a checkout followed only by an action: one that builds is critical, an upload high', async () => {
    expect(await grade([...HEAD, '      - uses: docker/build-push-action@v6'])).toEqual([
      ['critical', expect.stringContaining('runs 1 step(s) after checking out the PR')],
    ]);
    expect(await grade([...HEAD, '      - uses: pre-commit/action@v3.0.1'])).toEqual([
      ['critical', expect.any(String)],
    ]);
    const upload = ['      - uses: actions/upload-artifact@v4', '        with:', '          path: dist'];
    expect((await grade([...HEAD, ...upload])).map(([s]) => s)).toEqual(['high']);
  });

  it('stays critical when the checkout step itself goes on to build', async () => {
    const lines = [
      'on: pull_request_target',
      'jobs:',
      '  b:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: |',
      '          gh pr checkout ${{ github.event.pull_request.number }}',
      '          make',
      '      - run: echo built',
    ];
    expect((await grade(lines)).map(([s]) => s)).toEqual(['critical']);
  });

  it('stays critical when another job downloads the uploaded tree and runs it', async () => {
    const upload = [
      ...HEAD,
      '      - run: echo packing',
      '      - uses: actions/upload-artifact@v4',
      '        with:',
      '          path: .',
    ];
    const runner = [
      '  run:',
      '    needs: preview',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/download-artifact@v4',
      '      - run: bash build.sh',
    ];
    const reader = [...runner.slice(0, 5), '      - run: ls -la'];
    expect((await grade([...upload, ...runner])).map(([s]) => s)).toEqual(['critical']);
    expect((await grade([...upload, ...reader])).map(([s]) => s)).toEqual(['high']);
  });

  // The runner upper-cases input names (`core.getInput('ref')` reads INPUT_REF), so `Ref:` and
  // `REF:` check out the head as `ref:` does; a workflow spelling it so must not pass unseen.
  it('reads the checkout ref input in any case, on the line it is written', async () => {
    const build = ['      - run: npm ci && npm test'];
    for (const key of ['Ref', 'REF', 'rEf']) {
      const lines = [
        ...HEAD.slice(0, 7),
        `          ${key}: \${{ github.event.pull_request.head.sha }}`,
        ...build,
      ];
      const { findings } = await runStaticRules([
        { path: '.github/workflows/p.yml', content: lines.join('\n') + '\n', changedLines: new Set([8]) },
      ]);
      expect(findings.map((f) => [f.ruleId, f.severity, f.line])).toEqual([
        ['gha-untrusted-checkout', 'critical', 8],
      ]);
    }
  });

  it('counts a head ref given beside a harmless one in another case', async () => {
    const lines = [
      ...HEAD.slice(0, 7),
      '          ref: main',
      '          Ref: ${{ github.head_ref }}',
      '      - run: make',
    ];
    expect((await grade(lines)).map(([s]) => s)).toEqual(['critical']);
  });

  // GitHub reads context names in any case and index syntax as members (expression.ts carriedPaths).
  it('reads the head in the ref however the expression spells it', async () => {
    for (const ref of [
      '${{ github.event.pull_request.HEAD.SHA }}',
      "${{ github.event['pull_request']['head']['sha'] }}",
      "${{ format('{0}', github.event.pull_request.head.sha) }}",
    ]) {
      const lines = [...HEAD.slice(0, 7), `          ref: ${ref}`, '      - run: make'];
      expect((await grade(lines)).map(([s]) => s)).toEqual(['critical']);
    }
  });

  it('is no finding for a checkout of the base branch in any case', async () => {
    const lines = [
      ...HEAD.slice(0, 7),
      '          Ref: ${{ github.event.pull_request.base.ref }}',
      '      - run: make',
    ];
    expect(await grade(lines)).toEqual([]);
  });
});

describe('readOnlyLine', () => {
  const line = (value: string, expressions: string[] = []) => readOnlyLine({ value, expressions });

  it('accepts git and gh commands that read, with redirections', () => {
    expect(line('git log --oneline origin/main..HEAD 2>&1 | head -20')).toBe(true);
    expect(line('gh pr comment 1 --body-file out.md')).toBe(true);
    expect(line('for f in $(git diff --name-only); do wc -l "$f"; done')).toBe(true);
  });

  it('refuses git subcommands that run hooks or tree code', () => {
    expect(line('git submodule update --init')).toBe(false);
    expect(line('git -c core.pager=sh log')).toBe(false);
    expect(line('git commit -m x')).toBe(false);
  });

  it("refuses a line pasting an earlier step's output, however the context is spelled", () => {
    for (const e of ['steps.meta.outputs.v', 'Steps.meta.outputs.v', 'NEEDS.build.outputs.v'])
      expect(line(`echo "\${{ ${e} }}"`, [e])).toBe(false);
  });

  it('does not take the end of a command substitution for a case pattern', () => {
    expect(line('x=$(make)')).toBe(false);
    expect(line('make)')).toBe(true); // a case arm: outside `case` the shell refuses the line
  });
});
