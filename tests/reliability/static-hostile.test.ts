/**
 * Hostile content for the static lens (no model), against the action: a workflow whose env names
 * are a backtracking regular expression or not a regex at all, a Kubernetes YAML nested 2,000
 * levels deep, a Dockerfile with a 150 KB `RUN` line (GitHub shows no diff of larger files, so
 * those never reach the lens over the API). Each review must finish, post what it found
 * in the other files, and say what it did not read (incomplete, with the file and the reason). The
 * first runs the built bundle (dist/index.js in a child process); the rest run in-process.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { BASE, SMALL_TS, TOKEN, fingerprints, readReport, review } from './github-helpers.js';

/** A workflow with a secret env under `name` (printed as $aaa…) and one under TOKEN (printed). */
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

const WORKFLOW = '.github/workflows/ci.yml';

describe('static lens on hostile content (no model)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it('static: env name "(a+)+c" in a workflow with a 32-letter $aaa… → linear, review completes, the printed $TOKEN and the TypeScript findings posted (dist/index.js)', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { [WORKFLOW]: workflow('(a+)+c', 32), 'src/small.ts': SMALL_TS },
    });
    const run = await review(fake, pull, { built: true, inputs: { 'max-review-seconds': '60' } });
    const report = readReport(run);
    expect(report.incomplete, report.warnings.join('\n')).toBe(false);
    expect(report.findings.filter((f) => f.path === WORKFLOW).map((f) => [f.line, f.rule])).toEqual([
      [10, 'gha-secret-in-log'],
    ]);
    expect(report.findings.some((f) => f.path === 'src/small.ts')).toBe(true);
    expect(fingerprints(fake).length).toBe(report.findings.length);
  });

  it('static: env name "TOKEN(" in a workflow → no crash, the printed $TOKEN and the other files’ findings posted', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { [WORKFLOW]: workflow('TOKEN(', 3), 'src/small.ts': SMALL_TS },
    });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).not.toBe(2);
    const report = readReport(run);
    expect(report.incomplete).toBe(false);
    expect(report.findings.filter((f) => f.path === WORKFLOW).map((f) => f.line)).toEqual([10]);
    expect(report.findings.some((f) => f.path === 'src/small.ts')).toBe(true);
  });

  it('static: a Kubernetes YAML nested 2,000 levels (74 KB) → skipped with its reason, incomplete, the other files’ findings posted', async () => {
    fake = await s.github({ token: TOKEN });
    const deep = `kind: Pod\nspec: ${'{privileged: true, securityContext: '.repeat(2_000)}{}${'}'.repeat(2_000)}\n`;
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { 'k8s/pod.yaml': deep, 'src/small.ts': SMALL_TS },
    });
    const run = await review(fake, pull, { inputs: { 'max-review-seconds': '60' } });
    expect(run.code, run.stdout).not.toBe(0);
    const report = readReport(run);
    expect(report.incomplete).toBe(true);
    expect(report.warnings.join('\n')).toMatch(
      /static rules skipped 1 file\(s\).*k8s\/pod\.yaml \(nested 2001 levels deep/,
    );
    expect(report.findings.some((f) => f.path === 'src/small.ts')).toBe(true);
    expect(fingerprints(fake).length).toBeGreaterThan(0);
  });

  it('static: a Dockerfile with one 150 KB RUN line of `curl` words then `| sh` → linear, the pipe to a shell flagged, complete', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { Dockerfile: `FROM alpine:3\nRUN ${'curl '.repeat(30_000)}| sh\n` },
    });
    const run = await review(fake, pull, { inputs: { 'max-review-seconds': '60' } });
    const report = readReport(run);
    expect(report.incomplete, report.warnings.join('\n')).toBe(false);
    expect(report.findings.map((f) => [f.path, f.line, f.rule])).toEqual([
      ['Dockerfile', 2, 'docker-curl-pipe-shell'],
    ]);
  });
});
