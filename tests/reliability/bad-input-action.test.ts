/**
 * Bad input to the action (in-process, tests/support/action.ts): a broken repo config, input values it does not know, an event
 * without a pull request, and pull requests GitHub itself finds awkward (3,000+ files, binaries
 * only, no files, a 1 MB line). A bad setting fails before anything is posted and names what to fix;
 * an awkward PR completes, lists what it did not review, and never leaves a half-posted review.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import {
  BASE,
  SMALL_TS,
  TOKEN,
  expectNothingLost,
  fingerprints,
  readReport,
  review,
  submitted,
  summaries,
  writes,
} from './github-helpers.js';

const errorLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error::'));

describe('bad input to the action (the action in-process against the fake GitHub)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it.each([
    [
      'a bad value',
      'preset: turbo\n',
      /\.github\/prlens\.yml.*'preset' must be fast, full, deep; got "turbo"/,
    ],
    ['an unknown key', 'min-severty: high\n', /\.github\/prlens\.yml.*min-severty/],
    ['broken YAML', 'preset: [fast\n', /\.github\/prlens\.yml/],
  ])(
    'bad input: malformed .github/prlens.yml on the base branch (%s) → the action fails naming it, nothing posted',
    async (_what, yaml, message) => {
      fake = await s.github({ token: TOKEN });
      const pull = fake.state.createPullRequest({
        base: { ...BASE, '.github/prlens.yml': yaml },
        head: { 'src/small.ts': SMALL_TS },
      });
      const run = await review(fake, pull);
      expect(run.code).toBe(1);
      expect(errorLines(run.stdout)).toHaveLength(1);
      expect(errorLines(run.stdout)[0]).toMatch(message);
      expect(writes(fake)).toEqual([]);
    },
    30_000,
  );

  it.each([
    ['preset', 'turbo', /input preset: 'preset' must be fast, full, deep; got "turbo"/],
    [
      'fail-on',
      'severe',
      /input fail-on: 'fail-on' must be a list of: critical, high, medium, low; got \["severe"\]/,
    ],
    ['dry-run', 'maybe', /input 'dry-run' must be true or false; got "maybe"/],
  ])(
    'bad input: unknown input value %s: %s → the message names the input, nothing posted',
    async (name, value, message) => {
      fake = await s.github({ token: TOKEN });
      const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
      const run = await review(fake, pull, { inputs: { [name]: value } });
      expect(run.code).toBe(1);
      expect(errorLines(run.stdout)).toHaveLength(1);
      expect(errorLines(run.stdout)[0]).toMatch(message);
      expect(writes(fake)).toEqual([]);
    },
    30_000,
  );

  it('bad input: pull_request payload without pull_request → a clear error, no request to GitHub', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/small.ts': SMALL_TS } });
    const run = await review(fake, pull, { payload: { action: 'opened', sender: { login: 'octocat' } } });
    expect(run.code).toBe(1);
    expect(errorLines(run.stdout)).toEqual(['::error::the pull_request payload has no pull request number']);
    expect(fake.requests).toEqual([]);
  });

  it("bad input: PR with 3,050 files → reviewed up to GitHub's 3,000, the rest listed as not reviewed", async () => {
    fake = await s.github({ token: TOKEN });
    const files: Record<string, string> = { 'src/small.ts': SMALL_TS };
    const vendored: Record<string, string> = {};
    // Vendored at the base, so selection drops them without reading each one (the pipeline reads
    // every kept file's contents one request at a time: 3,000 reviewable files take minutes).
    for (let i = 0; i < 3049; i++) {
      const path = `vendor/v${String(i).padStart(4, '0')}.txt`;
      vendored[path] = `${i}\n`;
      files[path] = `${i + 1}\n`;
    }
    const pull = fake.state.createPullRequest({ base: { ...BASE, ...vendored }, head: files });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    expect(report.incomplete).toBe(false);
    expect(report.excluded_files.filter((f) => f.reason === 'vendored')).toHaveLength(2999);
    expect(report.excluded_files).toContainEqual({
      path: '(50 more files)',
      reason: "beyond GitHub's 3,000-file limit",
    });
    expect(summaries(fake)[0]!.body).toMatch(/\(50 more files\)`?: beyond GitHub's 3,000-file limit/);
    expect(submitted(fake)).toHaveLength(1);
    expect(fingerprints(fake)).toHaveLength(2);
    expectNothingLost(fake, run);
  });

  it('bad input: binary-only PR → complete, nothing inline, the files listed as not reviewed', async () => {
    fake = await s.github({ token: TOKEN });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 2, 3]);
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { 'img/logo.png': png, 'img/icon.bin': Uint8Array.from([0, 1, 2, 0, 255, 254]) },
    });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ findings: '0', 'review-id': '', incomplete: 'false' });
    expect(submitted(fake)).toEqual([]);
    const report = readReport(run);
    for (const path of ['img/logo.png', 'img/icon.bin']) {
      expect(report.excluded_files).toContainEqual({ path, reason: 'binary' });
      expect(summaries(fake)[0]!.body).toContain(path);
    }
  });

  it('bad input: empty PR (no files) → complete, no review, one summary', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: {} });
    const run = await review(fake, pull);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ findings: '0', 'review-id': '', incomplete: 'false' });
    expect(submitted(fake)).toEqual([]);
    expect(summaries(fake)).toHaveLength(1);
    expect(readReport(run).findings).toEqual([]);
  });

  it('bad input: files with a 1 MB line → the .js one excluded as minified, the .ts one named as not read by the static rules (incomplete), one whole review', async () => {
    // The patches stay under the fake's limit, so the 1 MB lines really reach the pipeline.
    fake = await s.github({ token: TOKEN, maxPatchBytes: 4_000_000 });
    const line = `export const data = [${'1,'.repeat(500_000)}];`;
    const pull = fake.state.createPullRequest({
      // Minified at the base already: a PR's own long line does not make a file minified.
      base: { ...BASE, 'public/app.js': `export const data = [${'0,'.repeat(600)}];\n` },
      head: { 'public/app.js': `${line}\n`, 'src/data.ts': `${line}\n`, 'src/small.ts': SMALL_TS },
    });
    const run = await review(fake, pull);
    // Static rules only: nothing but them reads files, and a 1 MB line is past their line cap, so the
    // run says it did not read src/data.ts and is incomplete (never passes) instead of calling it clean.
    expect(run.code, run.stdout).toBe(1);
    const report = readReport(run);
    expect(report.incomplete).toBe(true);
    expect(report.warnings.join('\n')).toMatch(/src\/data\.ts \(a line of 1000023 characters/);
    expect(report.excluded_files).toContainEqual({ path: 'public/app.js', reason: 'minified' });
    expect(report.excluded_files.map((f) => f.path)).not.toContain('src/data.ts');
    // Kept but read by nothing: src/data.ts is not counted as reviewed.
    expect(report.stats.files_reviewed).toBe(1);
    // One whole review: every inline finding of the report landed in it, nothing half-posted.
    expect(submitted(fake)).toHaveLength(1);
    expect(fingerprints(fake)).toHaveLength(report.findings.filter((f) => f.anchored).length);
    expect(fake.state.reviews.filter((r) => r.state === 'PENDING')).toEqual([]);
    expectNothingLost(fake, run);
  });
});
