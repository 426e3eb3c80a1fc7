/**
 * The CLI's GitHub commands against the fake GitHub over real HTTP: `prlens review --pr` (nothing
 * written without --post) and `prlens sweep --repo` (--matrix, --dry-run, posting), with the
 * token from GITHUB_TOKEN / GH_TOKEN and the API from GITHUB_API_URL / GITHUB_GRAPHQL_URL.
 * Static rules only (provider none): the model side of a review is tested elsewhere.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { ReviewReport } from '../../src/core/types.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { cli } from '../support/cli.js';

const TOKEN = 'ghp_fakeCliToken0123456789abcdef';
const EVAL_TS = 'export function run(input: string): unknown {\n  return eval(input);\n}\n';
const CLEAN_TS = (n: number) => `export const v${n} = ${n};\n`;

describe('prlens review --pr and prlens sweep against the fake GitHub', () => {
  const s = useScenario();
  let fake: FakeGitHub;
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'prlens-cli-gh-'));
  const env = (over: Record<string, string | undefined> = {}) => ({
    GITHUB_TOKEN: TOKEN,
    GITHUB_API_URL: fake.apiUrl,
    GITHUB_GRAPHQL_URL: fake.graphqlUrl,
    PRLENS_PROVIDER: 'none',
    ...over,
  });
  const writes = () =>
    fake.requests.filter(
      (r) =>
        (r.kind === 'rest' && r.method !== 'GET') || (r.kind === 'graphql' && /mutation/.test(r.body?.query)),
    );
  const summaries = (n: number) =>
    fake.state.issueComments.filter((c) => c.issueNumber === n && c.body.startsWith('<!-- prlens:summary'));

  it('review --pr prints the report and writes nothing to GitHub', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    const pull = fake.state.createPullRequest({ number: 7, head: { 'src/run.ts': EVAL_TS } });
    const { code, stdout, stderr } = await cli(
      cwd,
      ['review', '--pr', 'octo-org/octo-repo#7', '--format', 'json', '--debug'],
      env(),
    );
    expect(code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.target).toMatchObject({
      mode: 'pr',
      repo: 'octo-org/octo-repo',
      pr: 7,
      head: pull.headSha,
    });
    expect(report.findings.map((f) => `${f.path}:${f.line}`)).toContain('src/run.ts:2');
    expect(stderr).toContain('not posted (add --post');
    expect(writes()).toEqual([]);
    expect(`${stdout}${stderr}`).not.toContain(TOKEN);
  });

  it('review --pr --format html writes the page: findings with their changed lines, linked on GitHub', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    const pull = fake.state.createPullRequest({ number: 7, head: { 'src/run.ts': EVAL_TS } });
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'prlens-pr-html-')), 'review.html');
    const run = await cli(
      cwd,
      ['review', '--pr', 'octo-org/octo-repo#7', '--format', 'html', '--output', out],
      env({ GITHUB_SERVER_URL: 'https://ghe.example.com' }),
    );
    expect(run.code).toBe(0);
    const page = readFileSync(out, 'utf8');
    expect(page).toContain(
      `href="https://ghe.example.com/octo-org/octo-repo/blob/${pull.headSha}/src/run.ts#L2"`,
    );
    expect(page).toContain('<td class="s">+</td><td>  return eval(input);</td>');
    expect(writes()).toEqual([]);
  });

  it('review --pr --post posts the review and the summary, and --fail-on sets the exit code', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    const pull = fake.state.createPullRequest({ number: 7, head: { 'src/run.ts': EVAL_TS } });
    // GH_TOKEN is the fallback when GITHUB_TOKEN is unset.
    const { code, stderr } = await cli(
      cwd,
      ['review', '--pr', 'octo-org/octo-repo#7', '--post', '--fail-on', 'low', '--format', 'markdown'],
      env({ GITHUB_TOKEN: undefined, GH_TOKEN: TOKEN }),
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/posted: \d+ inline comment\(s\) in review \d+/);
    expect(fake.state.reviews.filter((r) => r.state === 'COMMENTED')).toHaveLength(1);
    expect(summaries(7)).toHaveLength(1);
    expect(summaries(7)[0]!.body).toContain(pull.headSha);
  });

  it('review --pr explains a missing token, a bad --pr, a closed PR and an unknown PR (exit 2)', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    fake.state.createPullRequest({ number: 7 }).state = 'closed';
    const noToken = await cli(cwd, ['review', '--pr', 'octo-org/octo-repo#7'], env({ GITHUB_TOKEN: '' }));
    expect(noToken).toMatchObject({ code: 2, stdout: '' });
    expect(noToken.stderr).toMatch(/GITHUB_TOKEN is not set: .*gh auth token.*GH_TOKEN/);

    const bad = await cli(cwd, ['review', '--pr', 'octo-org/octo-repo/7'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--pr "octo-org\/octo-repo\/7" is not a pull request: write OWNER\/REPO#NUMBER/,
    );

    const closed = await cli(cwd, ['review', '--pr', 'octo-org/octo-repo#7'], env());
    expect(closed).toMatchObject({ code: 2, stdout: '' });
    expect(closed.stderr).toContain('nothing was reviewed: pull request #7 is closed');

    const missing = await cli(cwd, ['review', '--pr', 'octo-org/octo-repo#9'], env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/octo-org\/octo-repo#9 was not found \(404\)/);

    const wrongToken = await cli(
      cwd,
      ['review', '--pr', 'octo-org/octo-repo#7'],
      env({ GITHUB_TOKEN: 'ghp_wrong0123456789' }),
    );
    expect(wrongToken.code).toBe(2);
    expect(wrongToken.stderr).toMatch(/GitHub rejected the token \(401\).*GITHUB_TOKEN/);
    expect(writes()).toEqual([]);
  });

  it('sweep --matrix prints the PRs to review as a job matrix; --dry-run reviews without posting; then it posts', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    fake.state.createPullRequest({ number: 1, head: { 'src/a.ts': CLEAN_TS(1) } });
    fake.state.createPullRequest({ number: 2, draft: true, head: { 'src/b.ts': CLEAN_TS(2) } });
    fake.state.createPullRequest({ number: 3, author: 'dependabot[bot]', head: { 'src/c.ts': CLEAN_TS(3) } });
    fake.state.createPullRequest({ number: 4, head: { 'src/run.ts': EVAL_TS } });

    const matrix = await cli(cwd, ['sweep', '--repo', 'octo-org/octo-repo', '--matrix'], env());
    expect(matrix.code).toBe(0);
    expect(JSON.parse(matrix.stdout)).toEqual({ pr: [4, 1] });
    expect(matrix.stderr).toMatch(/#2 +skipped: draft/);
    expect(matrix.stderr).toMatch(/#3 +skipped: bot/);

    const dry = await cli(cwd, ['sweep', '--repo', 'octo-org/octo-repo', '--dry-run'], env());
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/#4 +reviewed +\d+ finding\(s\)/);
    expect(dry.stdout).toMatch(/#1 +reviewed +0 finding\(s\)/);
    expect(writes()).toEqual([]);

    const posted = await cli(cwd, ['sweep', '--repo', 'octo-org/octo-repo', '--fail-on', 'high'], env());
    expect(summaries(4)).toHaveLength(1);
    expect(summaries(1)).toHaveLength(1);
    expect(summaries(2)).toHaveLength(0);
    expect(summaries(3)).toHaveLength(0);
    // eval of input is a high finding of the static rules (rules/js-eval.yml): fail-on high gives exit 1.
    expect(posted.stdout).toMatch(/#4 +reviewed \(fail-on\) +1 finding\(s\) at or above fail-on \(high\)/);
    expect(posted.stdout).toMatch(/#1 +reviewed +0 finding\(s\)/);
    expect(posted.code).toBe(1);

    const again = await cli(cwd, ['sweep', '--repo', 'octo-org/octo-repo', '--matrix'], env());
    expect(JSON.parse(again.stdout)).toEqual({ pr: [] });
    expect(again.stderr).toMatch(/#4 +skipped: unchanged/);
  });

  it('sweep explains a missing or malformed --repo, and an unknown repository', async () => {
    fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    const none = await cli(cwd, ['sweep'], env());
    expect(none).toMatchObject({ code: 2 });
    expect(none.stderr).toContain('prlens sweep needs --repo OWNER/REPO');
    const bad = await cli(cwd, ['sweep', '--repo', 'octo-org'], env());
    expect(bad.stderr).toContain("--repo must look like OWNER/REPO, e.g. --repo octo/app; got 'octo-org'");
    const both = await cli(cwd, ['sweep', '--repo', 'a/b', '--matrix', '--dry-run'], env());
    expect(both.stderr).toContain('--matrix and --dry-run cannot be combined');
    const unknown = await cli(cwd, ['sweep', '--repo', 'octo-org/nope'], env());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/repository octo-org\/nope was not found \(404\)/);
  });
});
